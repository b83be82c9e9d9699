import { api } from '@track-grow/domain';

/**
 * The ownership matrix of DESIGN.md 6 (run by isolation.test.ts): a row of each owned group of the endpoint
 * map, every route that takes its id, and its lists. areas.test.ts fails while an area's group is missing here.
 */

export type Area = 'habits' | 'tasks' | 'transactions' | 'moods' | 'notes' | 'vacations';

export const today = '2026-03-10';
export const create: Record<Area, { path: string; body: unknown }> = {
  habits: { path: '/api/habits', body: { name: 'Stretch' } },
  tasks: { path: '/api/tasks', body: { title: 'Secret plan', dueDate: today } },
  transactions: {
    path: '/api/transactions',
    body: { date: today, type: 'expense', amount: '12.50', category: 'Food' },
  },
  moods: { path: '/api/moods', body: { date: today, rating: 4 } },
  notes: { path: '/api/notes', body: { title: 'Private', content: 'diary' } },
  vacations: { path: '/api/vacations', body: { startDate: today, endDate: today } },
};

/** Each id route, with the area whose id it takes and a valid body. */
export const idRoutes: {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  area: Area;
  body?: unknown;
}[] = [
  { method: 'GET', path: api.habits.get.path, area: 'habits' },
  { method: 'PATCH', path: api.habits.update.path, area: 'habits', body: { name: 'Hijacked' } },
  { method: 'DELETE', path: api.habits.remove.path, area: 'habits' },
  { method: 'POST', path: api.habits.toggle.path, area: 'habits', body: { date: today } },
  {
    method: 'PUT',
    path: api.habits.setCompletion.path.replace(':date', today),
    area: 'habits',
    body: { completed: true },
  },
  { method: 'GET', path: api.habits.habitStats.path, area: 'habits' },
  { method: 'DELETE', path: api.vacations.remove.path, area: 'vacations' },
  { method: 'GET', path: api.tasks.get.path, area: 'tasks' },
  { method: 'PATCH', path: api.tasks.update.path, area: 'tasks', body: { title: 'Hijacked' } },
  { method: 'DELETE', path: api.tasks.remove.path, area: 'tasks' },
  { method: 'GET', path: api.transactions.get.path, area: 'transactions' },
  { method: 'PATCH', path: api.transactions.update.path, area: 'transactions', body: { amount: '1.00' } },
  { method: 'DELETE', path: api.transactions.remove.path, area: 'transactions' },
  { method: 'GET', path: api.moods.get.path, area: 'moods' },
  { method: 'PATCH', path: api.moods.update.path, area: 'moods', body: { rating: 1 } },
  { method: 'DELETE', path: api.moods.remove.path, area: 'moods' },
  { method: 'GET', path: api.notes.get.path, area: 'notes' },
  { method: 'PATCH', path: api.notes.update.path, area: 'notes', body: { title: 'Hijacked' } },
  { method: 'DELETE', path: api.notes.remove.path, area: 'notes' },
];

export const lists: { path: string; area: Area }[] = [
  { path: api.habits.list.path, area: 'habits' },
  { path: `${api.habits.list.path}?archived=true`, area: 'habits' },
  { path: api.vacations.list.path, area: 'vacations' },
  { path: api.tasks.list.path, area: 'tasks' },
  { path: `${api.tasks.list.path}?view=all`, area: 'tasks' },
  { path: api.transactions.list.path, area: 'transactions' },
  { path: api.moods.list.path, area: 'moods' },
  { path: api.notes.list.path, area: 'notes' },
  { path: `${api.notes.list.path}?q=diary`, area: 'notes' },
];
