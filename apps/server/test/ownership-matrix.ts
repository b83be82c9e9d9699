import { api } from '@track-grow/domain';

/**
 * The ownership matrix of DESIGN.md 6 (run by isolation.test.ts): a row of each owned group of the endpoint
 * map, every route that takes its id, and its lists. areas.test.ts fails while an area's group is missing here.
 */

export type Area =
  | 'habits'
  | 'tasks'
  | 'transactions'
  | 'mood'
  | 'notes'
  | 'vacations'
  | 'focus'
  | 'fitness'
  | 'careerGoals'
  | 'careerSkills'
  | 'careerAchievements'
  | 'books'
  | 'wellness'
  | 'lessons'
  | 'pushSubscriptions'
  | 'notificationTimers';

/** Areas whose rows have no GET by id (isolation.test.ts checks the owner's row another way, or not at all). */
export const noGetById: readonly Area[] = ['vacations', 'pushSubscriptions', 'notificationTimers'];

export const today = '2026-03-10';
/** Stands in for `:milestoneId`: the goal is looked up first, so another user's goal is a 404 whatever it is. */
export const anyMilestoneId = '01900000-0000-7000-8000-000000000001';
export const create: Record<Area, { path: string; body: unknown }> = {
  habits: { path: '/api/habits', body: { name: 'Stretch' } },
  tasks: { path: '/api/tasks', body: { title: 'Secret plan', dueDate: today } },
  transactions: {
    path: '/api/transactions',
    body: { date: today, type: 'expense', amount: '12.50', category: 'Food' },
  },
  mood: { path: '/api/moods', body: { date: today, rating: 4 } },
  notes: { path: '/api/notes', body: { title: 'Private', content: 'diary' } },
  vacations: { path: '/api/vacations', body: { startDate: today, endDate: today } },
  focus: {
    path: '/api/focus-sessions',
    body: {
      title: 'Secret project',
      plannedDuration: 25,
      actualDuration: 25,
      startedAt: `${today}T09:00:00Z`,
      completedAt: `${today}T09:25:00Z`,
      date: today,
    },
  },
  fitness: {
    path: '/api/workouts',
    body: {
      name: 'Private lift',
      type: 'strength',
      duration: 45,
      date: today,
      exercises: [{ name: 'Squat', sets: 5, reps: 5, weightKg: 100 }],
    },
  },
  careerGoals: {
    path: '/api/career/goals',
    body: { title: 'Secret promotion', milestones: [{ title: 'Ask for feedback' }] },
  },
  careerSkills: { path: '/api/career/skills', body: { name: 'Secret skill', level: 2, targetLevel: 4 } },
  careerAchievements: {
    path: '/api/career/achievements',
    body: { title: 'Secret award', date: today },
  },
  books: { path: '/api/books', body: { title: 'Secret diary', totalPages: 200, notes: 'private' } },
  wellness: { path: '/api/wellness', body: { date: today, sleepHours: 7.5, waterGlasses: 3 } },
  // A completion of the built-in library. Its routes take the lesson's slug, not a row id, and reach only the
  // caller's own row (WHERE user_id = session): lessons.test.ts proves another user's undo leaves it alone.
  lessons: {
    path: '/api/lessons/completions',
    body: { lessonId: 'inversion', reflection: 'Secret thought' },
  },
  // A device of the account's (65- and 16-byte keys as a browser makes them) and a running focus timer.
  pushSubscriptions: {
    path: '/api/notifications/subscriptions',
    body: {
      endpoint: 'https://push.example.com/send/secret-device',
      keys: {
        p256dh: Buffer.alloc(65, 4).toString('base64url'),
        auth: Buffer.alloc(16, 1).toString('base64url'),
      },
      userAgent: 'Secret phone',
    },
  },
  notificationTimers: {
    path: '/api/notifications/timers',
    body: { kind: 'focus', endsAt: `${today}T12:25:00Z` },
  },
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
  { method: 'GET', path: api.mood.get.path, area: 'mood' },
  { method: 'PATCH', path: api.mood.update.path, area: 'mood', body: { rating: 1 } },
  { method: 'DELETE', path: api.mood.remove.path, area: 'mood' },
  { method: 'GET', path: api.notes.get.path, area: 'notes' },
  { method: 'PATCH', path: api.notes.update.path, area: 'notes', body: { title: 'Hijacked' } },
  { method: 'DELETE', path: api.notes.remove.path, area: 'notes' },
  { method: 'GET', path: api.focus.get.path, area: 'focus' },
  {
    method: 'PATCH',
    path: api.focus.update.path,
    area: 'focus',
    body: { title: 'Hijacked' },
  },
  { method: 'DELETE', path: api.focus.remove.path, area: 'focus' },
  { method: 'GET', path: api.fitness.get.path, area: 'fitness' },
  { method: 'PATCH', path: api.fitness.update.path, area: 'fitness', body: { name: 'Hijacked' } },
  { method: 'DELETE', path: api.fitness.remove.path, area: 'fitness' },
  { method: 'GET', path: api.careerGoals.get.path, area: 'careerGoals' },
  { method: 'PATCH', path: api.careerGoals.update.path, area: 'careerGoals', body: { title: 'Hijacked' } },
  {
    method: 'PATCH',
    path: api.careerGoals.updateMilestone.path.replace(':milestoneId', anyMilestoneId),
    area: 'careerGoals',
    body: { title: 'Hijacked', done: true },
  },
  { method: 'DELETE', path: api.careerGoals.remove.path, area: 'careerGoals' },
  { method: 'GET', path: api.careerSkills.get.path, area: 'careerSkills' },
  { method: 'PATCH', path: api.careerSkills.update.path, area: 'careerSkills', body: { name: 'Hijacked' } },
  { method: 'DELETE', path: api.careerSkills.remove.path, area: 'careerSkills' },
  { method: 'GET', path: api.careerAchievements.get.path, area: 'careerAchievements' },
  {
    method: 'PATCH',
    path: api.careerAchievements.update.path,
    area: 'careerAchievements',
    body: { title: 'Hijacked' },
  },
  { method: 'DELETE', path: api.careerAchievements.remove.path, area: 'careerAchievements' },
  { method: 'GET', path: api.books.get.path, area: 'books' },
  { method: 'PATCH', path: api.books.update.path, area: 'books', body: { pagesRead: 10 } },
  { method: 'DELETE', path: api.books.remove.path, area: 'books' },
  { method: 'GET', path: api.wellness.get.path, area: 'wellness' },
  { method: 'PATCH', path: api.wellness.update.path, area: 'wellness', body: { stress: 5 } },
  { method: 'DELETE', path: api.wellness.remove.path, area: 'wellness' },
  { method: 'DELETE', path: api.notifications.unsubscribe.path, area: 'pushSubscriptions' },
  { method: 'DELETE', path: api.notifications.cancelTimer.path, area: 'notificationTimers' },
];

export const lists: { path: string; area: Area }[] = [
  { path: api.habits.list.path, area: 'habits' },
  { path: `${api.habits.list.path}?archived=true`, area: 'habits' },
  { path: api.vacations.list.path, area: 'vacations' },
  { path: api.tasks.list.path, area: 'tasks' },
  { path: `${api.tasks.list.path}?view=all`, area: 'tasks' },
  { path: api.transactions.list.path, area: 'transactions' },
  { path: api.mood.list.path, area: 'mood' },
  { path: api.notes.list.path, area: 'notes' },
  { path: `${api.notes.list.path}?q=diary`, area: 'notes' },
  { path: api.focus.list.path, area: 'focus' },
  { path: api.fitness.list.path, area: 'fitness' },
  { path: api.careerGoals.list.path, area: 'careerGoals' },
  { path: `${api.careerGoals.list.path}?status=not_started`, area: 'careerGoals' },
  { path: api.careerSkills.list.path, area: 'careerSkills' },
  { path: api.careerAchievements.list.path, area: 'careerAchievements' },
  { path: api.books.list.path, area: 'books' },
  { path: `${api.books.list.path}?status=wantToRead`, area: 'books' },
  // The timeline lists every area's rows (each area's own row above is on it, also under its filter); insights
  // show no row at all.
  { path: api.timeline.list.path, area: 'mood' },
  ...(
    [
      ['transactions', 'money'],
      ['mood', 'mood'],
      ['notes', 'notes'],
      ['focus', 'focus'],
      ['fitness', 'fitness'],
      ['careerAchievements', 'career'],
      ['wellness', 'wellness'],
      ['lessons', 'lessons'],
    ] as const
  ).map(([area, filter]) => ({ path: `${api.timeline.list.path}?area=${filter}`, area })),
  { path: api.insights.list.path, area: 'mood' },
  { path: api.wellness.list.path, area: 'wellness' },
  { path: api.lessons.list.path, area: 'lessons' },
  { path: api.lessons.completions.path, area: 'lessons' },
  { path: api.notifications.subscriptions.path, area: 'pushSubscriptions' },
];
