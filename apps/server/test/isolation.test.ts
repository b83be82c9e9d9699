import { api } from '@track-grow/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './helpers';

/**
 * DESIGN.md 6: every user-owned row is reachable only by its owner. For every route of the endpoint map that
 * takes an id, another user's id answers 404 (never the data, never a change); every list answers only the
 * caller's rows. A new route with an id fails the coverage check below until it has a case here.
 */

type Area = 'habits' | 'tasks' | 'transactions' | 'moods' | 'notes' | 'vacations';

const today = '2026-03-10';
const create: Record<Area, { path: string; body: unknown }> = {
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
const idRoutes: {
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

const lists: { path: string; area: Area }[] = [
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

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let intruder: Awaited<ReturnType<typeof signUp>>;
const ids = {} as Record<Area, string>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date(`${today}T12:00:00Z`));
  owner = await signUp(t.app);
  intruder = await signUp(t.app);
  for (const area of Object.keys(create) as Area[]) {
    const response = await owner.agent.post(create[area].path, create[area].body);
    expect(response.statusCode, `${area}: ${response.body}`).toBeLessThan(300);
    ids[area] = response.json<{ id: string }>().id;
    // The intruder has rows of their own, so an empty list proves nothing by accident.
    expect((await intruder.agent.post(create[area].path, create[area].body)).statusCode).toBeLessThan(300);
  }
});

describe('ownership (DESIGN.md 6)', () => {
  it('covers every route of the endpoint map that takes an id', () => {
    type Entry = { method: string; path: string };
    const isEntry = (value: object): value is Entry => 'method' in value && 'path' in value;
    const all = Object.values(api).flatMap((group: object) =>
      isEntry(group) ? [group] : (Object.values(group) as Entry[]),
    );
    const withId = all
      .filter((e) => e.path.includes(':id'))
      .map((e) => `${e.method} ${e.path.replace(':date', today)}`);
    const covered = idRoutes.map((r) => `${r.method} ${r.path}`);
    expect(withId.filter((r) => !covered.includes(r))).toEqual([]);
  });

  it.each(idRoutes)(
    '$method $path with another user’s id answers 404 and changes nothing',
    async ({ method, path, area, body }) => {
      const url = path.replace(':id', ids[area]);
      const response = await intruder.agent.request(method, url, body === undefined ? {} : { payload: body });
      expect(response.statusCode).toBe(404);
      // The message, and the error's code when it has one: never the other user's data.
      expect(['message', 'code']).toEqual(expect.arrayContaining(Object.keys(response.json())));
      expect(response.json()).toHaveProperty('message');
      if (area !== 'vacations') {
        const still = await owner.agent.get(`${create[area].path}/${ids[area]}`);
        expect(still.statusCode).toBe(200);
        expect(still.body).not.toContain('Hijacked');
      }
    },
  );

  it.each(lists)('GET $path lists only the caller’s rows', async ({ path, area }) => {
    const mine = await owner.agent.get(path);
    const theirs = await intruder.agent.get(path);
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain(ids[area]);
  });

  it('a fake id that is not a UUID is a 400, not a crash', async () => {
    const response = await owner.agent.get('/api/tasks/not-a-uuid');
    expect(response.statusCode).toBe(400);
  });
});
