import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tasks } from '../src/db/schema';
import { createTestApp, signUp, type TestApp } from './helpers';

type Caller = Awaited<ReturnType<typeof signUp>>;
interface TaskJson {
  id: string;
  title: string;
  notes: string | null;
  dueDate: string | null;
  dueTime: string | null;
  priority: string;
  status: string;
  tags: string[];
  completedAt: string | null;
  recurrence: string;
  parentId: string | null;
  nextOccurrenceId: string | null;
}

let t: TestApp;
const NOW = new Date('2026-03-10T12:00:00Z'); // a Tuesday; "today" is 2026-03-10 for a UTC user

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.set(NOW));

async function create(caller: Caller, body: Record<string, unknown>): Promise<TaskJson> {
  const response = await caller.agent.post('/api/tasks', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TaskJson>();
}
const list = async (caller: Caller, query = '') => {
  const response = await caller.agent.get(`/api/tasks${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TaskJson[]>();
};
const titles = (rows: TaskJson[]) => rows.map((r) => r.title);
const complete = (caller: Caller, id: string) =>
  caller.agent.patch(`/api/tasks/${id}`, { status: 'completed' });
const tasksOf = (userId: string) => t.db.select().from(tasks).where(eq(tasks.userId, userId));

describe('task CRUD', () => {
  it('creates with defaults, reads, updates and deletes', async () => {
    const me = await signUp(t.app);
    const created = await create(me, {
      title: '  Pay rent  ',
      dueDate: '2026-03-13',
      tags: ['Home', 'home', 'bills'],
    });
    expect(created).toMatchObject({
      title: 'Pay rent',
      notes: null,
      dueDate: '2026-03-13',
      dueTime: null,
      priority: 'medium',
      status: 'todo',
      tags: ['home', 'bills'],
      completedAt: null,
      recurrence: 'none',
      parentId: null,
      nextOccurrenceId: null,
    });

    expect((await me.agent.get(`/api/tasks/${created.id}`)).json()).toEqual(created);

    const updated = await me.agent.patch(`/api/tasks/${created.id}`, {
      title: 'Pay the rent',
      priority: 'high',
      dueTime: '09:30',
      notes: 'IBAN in notes app',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      title: 'Pay the rent',
      priority: 'high',
      dueDate: '2026-03-13',
      dueTime: '09:30',
      notes: 'IBAN in notes app',
    });

    const removed = await me.agent.delete(`/api/tasks/${created.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Task deleted' });
    expect((await me.agent.get(`/api/tasks/${created.id}`)).statusCode).toBe(404);
    expect((await me.agent.delete(`/api/tasks/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const me = await signUp(t.app);
    const bad: [Record<string, unknown>, string][] = [
      [{}, 'title'],
      [{ title: '   ' }, 'Title is required'],
      [{ title: 'x'.repeat(201) }, 'under 200 characters'],
      [{ title: 'x', dueDate: '2026-02-30' }, 'This date does not exist'],
      [{ title: 'x', dueDate: '10/03/2026' }, 'Use a date like'],
      [{ title: 'x', dueTime: '09:00' }, 'Pick a date for the time'],
      [{ title: 'x', dueDate: '2026-03-10', dueTime: '25:00' }, 'Use a time like'],
      [{ title: 'x', recurrence: 'weekly' }, 'A repeating task needs a due date'],
      [{ title: 'x', priority: 'critical' }, 'priority'],
      [{ title: 'x', status: 'done' }, 'status'],
      [{ title: 'x', tags: ['x'.repeat(41)] }, 'at most 40 characters'],
      [{ title: 'x', parentId: 'not-an-id' }, 'Not a valid id'],
    ];
    for (const [body, message] of bad) {
      const response = await me.agent.post('/api/tasks', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect(await tasksOf(me.user.id)).toHaveLength(0);

    const task = await create(me, { title: 'Keep me', dueDate: '2026-03-12', dueTime: '08:00' });
    const badPatches: [Record<string, unknown>, string][] = [
      [{}, 'Nothing to update'],
      [{ owner: 'someone' }, 'Unrecognized key'],
      [{ title: '' }, 'Title is required'],
      [{ dueDate: null }, 'Pick a date for the time'], // the time would be left without a date
      [{ dueTime: null, dueDate: null, recurrence: 'daily' }, 'A repeating task needs a due date'],
      [{ parentId: task.id }, 'cannot be its own subtask'],
    ];
    for (const [body, message] of badPatches) {
      const response = await me.agent.patch(`/api/tasks/${task.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect((await me.agent.get(`/api/tasks/${task.id}`)).json()).toEqual(task);
  });

  it('names each error by its code from the domain, the English message unchanged', async () => {
    const me = await signUp(t.app);
    const invalid = await me.agent.post('/api/tasks', { title: ' ', dueDate: '2026-02-30' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      message: 'title: Title is required; dueDate: This date does not exist',
      issues: [
        { path: 'title', message: 'Title is required', code: 'tasks.titleRequired' },
        { path: 'dueDate', message: 'This date does not exist', code: 'shared.dateInvalid' },
      ],
    });

    // zod's own messages (not in the catalogue) travel without a code.
    const badEnum = await me.agent.post('/api/tasks', { title: 'x', priority: 'critical' });
    expect(badEnum.statusCode).toBe(400);
    const issue = badEnum.json<{ issues: Record<string, unknown>[] }>().issues[0];
    expect(issue).toMatchObject({ path: 'priority' });
    expect(issue).not.toHaveProperty('code');

    const missing = await me.agent.get('/api/tasks/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Task not found', code: 'tasks.notFound' });

    const timeOnly = await me.agent.post('/api/tasks', { title: 'x', dueTime: '09:00' });
    expect(timeOnly.json<{ issues: { code?: string }[] }>().issues[0]?.code).toBe('tasks.timeNeedsDate');

    // A service's error about one field comes as an issue too.
    const task = await create(me, { title: 'Parent' });
    const ownParent = await me.agent.patch(`/api/tasks/${task.id}`, { parentId: task.id });
    expect(ownParent.json()).toEqual({
      message: 'parentId: A task cannot be its own subtask',
      code: 'tasks.ownParent',
      issues: [{ path: 'parentId', message: 'A task cannot be its own subtask', code: 'tasks.ownParent' }],
    });
  });

  it('answers 404 for another user’s task, never their data, and changes nothing', async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const secret = await create(owner, { title: 'Secret plan', dueDate: '2026-03-10', tags: ['private'] });

    for (const response of [
      await intruder.agent.get(`/api/tasks/${secret.id}`),
      await intruder.agent.patch(`/api/tasks/${secret.id}`, { title: 'Hijacked' }),
      await complete(intruder, secret.id),
      await intruder.agent.delete(`/api/tasks/${secret.id}`),
      await intruder.agent.post('/api/tasks', { title: 'Sneaky subtask', parentId: secret.id }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Secret plan');
      expect(response.json<{ code: string }>().code).toMatch(/^tasks\.(notFound|parentNotFound)$/);
    }
    expect((await owner.agent.get(`/api/tasks/${secret.id}`)).json()).toEqual(secret);
    expect(await tasksOf(intruder.user.id)).toHaveLength(0);
    // Lists and filters never reach across users either.
    expect(await list(intruder, '?tag=private')).toEqual([]);
    expect(await list(intruder, `?parentId=${secret.id}`)).toEqual([]);
    expect((await intruder.agent.get('/api/tasks/counts')).json()).toEqual({
      today: 0,
      upcoming: 0,
      all: 0,
      completed: 0,
      overdue: 0,
      dueToday: 0,
    });
  });

  it('is for signed-in users only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/tasks' });
    expect(response.statusCode).toBe(401);
  });
});

describe('completion', () => {
  it('sets completedAt on completion and clears it when reopened', async () => {
    const me = await signUp(t.app);
    const task = await create(me, { title: 'Call mom' });
    const done = (await complete(me, task.id)).json<TaskJson>();
    expect(done).toMatchObject({ status: 'completed', completedAt: NOW.toISOString() });

    // Completing again keeps the first completion time.
    t.clock.advance(60_000);
    expect((await complete(me, task.id)).json<TaskJson>().completedAt).toBe(NOW.toISOString());

    const reopened = (
      await me.agent.patch(`/api/tasks/${task.id}`, { status: 'in_progress' })
    ).json<TaskJson>();
    expect(reopened).toMatchObject({ status: 'in_progress', completedAt: null });
    const cancelled = await me.agent.patch(`/api/tasks/${task.id}`, { status: 'cancelled' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', completedAt: null });
  });

  it('creates a task already completed with its completion time', async () => {
    const me = await signUp(t.app);
    expect(await create(me, { title: 'Done already', status: 'completed' })).toMatchObject({
      completedAt: NOW.toISOString(),
    });
  });
});

describe('recurring tasks', () => {
  it('completing a monthly task on Jan 31 creates the next one on Feb 28, once', async () => {
    t.clock.set(new Date('2026-01-31T09:00:00Z'));
    const me = await signUp(t.app);
    const rent = await create(me, {
      title: 'Pay rent',
      dueDate: '2026-01-31',
      dueTime: '09:00',
      recurrence: 'monthly',
      priority: 'high',
      tags: ['home'],
      notes: 'landlord',
    });

    const done = (await complete(me, rent.id)).json<TaskJson>();
    expect(done.nextOccurrenceId).not.toBeNull();
    const next = (await me.agent.get(`/api/tasks/${done.nextOccurrenceId}`)).json<TaskJson>();
    expect(next).toMatchObject({
      title: 'Pay rent',
      dueDate: '2026-02-28',
      dueTime: '09:00',
      recurrence: 'monthly',
      priority: 'high',
      tags: ['home'],
      notes: 'landlord',
      status: 'todo',
      completedAt: null,
      nextOccurrenceId: null,
    });

    // Completing twice, or reopening and completing again, creates no other occurrence.
    await complete(me, rent.id);
    await me.agent.patch(`/api/tasks/${rent.id}`, { status: 'todo' });
    expect((await complete(me, rent.id)).json<TaskJson>().nextOccurrenceId).toBe(next.id);
    expect((await tasksOf(me.user.id)).filter((r) => r.title === 'Pay rent')).toHaveLength(2);

    // Deleting the next occurrence frees the slot: completing again then creates a new one (still only one).
    await me.agent.delete(`/api/tasks/${next.id}`);
    expect((await me.agent.get(`/api/tasks/${rent.id}`)).json()).toMatchObject({ nextOccurrenceId: null });
    await me.agent.patch(`/api/tasks/${rent.id}`, { status: 'todo' });
    const again = (await complete(me, rent.id)).json<TaskJson>();
    expect(again.nextOccurrenceId).not.toBe(next.id);
    expect(
      (await tasksOf(me.user.id))
        .filter((r) => r.title === 'Pay rent')
        .map((r) => r.dueDate)
        .sort(),
    ).toEqual(['2026-01-31', '2026-02-28']);

    // The series goes on from the new task, on its own day: Feb 28 → Mar 31.
    t.clock.set(new Date('2026-02-28T09:00:00Z'));
    const third = (await complete(me, again.nextOccurrenceId!)).json<TaskJson>();
    expect((await me.agent.get(`/api/tasks/${third.nextOccurrenceId}`)).json()).toMatchObject({
      dueDate: '2026-03-31',
    });
  });

  it('a monthly series keeps its day: Jan 31 → Feb 28 → Mar 31 → Apr 30', async () => {
    t.clock.set(new Date('2026-01-31T09:00:00Z'));
    const me = await signUp(t.app);
    const jan = await create(me, { title: 'Pay rent', dueDate: '2026-01-31', recurrence: 'monthly' });
    const completeAndGetNext = async (id: string) => {
      const done = (await complete(me, id)).json<TaskJson>();
      return (await me.agent.get(`/api/tasks/${done.nextOccurrenceId}`)).json<TaskJson>();
    };
    const feb = await completeAndGetNext(jan.id);
    expect(feb.dueDate).toBe('2026-02-28');
    // An edit that sends the same clamped date back (as the task form does) keeps the series on the 31st.
    expect(
      (await me.agent.patch(`/api/tasks/${feb.id}`, { title: 'Pay the rent', dueDate: '2026-02-28' }))
        .statusCode,
    ).toBe(200);
    t.clock.set(new Date('2026-02-28T09:00:00Z'));
    const mar = await completeAndGetNext(feb.id);
    expect(mar).toMatchObject({ title: 'Pay the rent', dueDate: '2026-03-31', recurrence: 'monthly' });
    // Done early, on Mar 29: the one after its own due date, April's last day.
    t.clock.set(new Date('2026-03-29T09:00:00Z'));
    expect((await completeAndGetNext(mar.id)).dueDate).toBe('2026-04-30');
    const days = (await tasksOf(me.user.id)).map((r) => [r.dueDate, r.recurrenceDay]).sort();
    expect(days).toEqual([
      ['2026-01-31', 31],
      ['2026-02-28', 31],
      ['2026-03-31', 31],
      ['2026-04-30', 31],
    ]);
  });

  it('the day follows a moved due date and goes when the task stops repeating monthly', async () => {
    const me = await signUp(t.app);
    const task = await create(me, { title: 'Invoice', dueDate: '2026-03-31', recurrence: 'monthly' });
    const dayOf = async () => (await tasksOf(me.user.id)).find((r) => r.id === task.id)?.recurrenceDay;
    expect(await dayOf()).toBe(31);
    await me.agent.patch(`/api/tasks/${task.id}`, { dueDate: '2026-03-30' });
    expect(await dayOf()).toBe(30);
    await me.agent.patch(`/api/tasks/${task.id}`, { recurrence: 'weekly' });
    expect(await dayOf()).toBeNull();
    await me.agent.patch(`/api/tasks/${task.id}`, { recurrence: 'monthly' });
    expect(await dayOf()).toBe(30);
    const done = (await complete(me, task.id)).json<TaskJson>();
    expect((await me.agent.get(`/api/tasks/${done.nextOccurrenceId}`)).json()).toMatchObject({
      dueDate: '2026-04-30',
    });
    // Overdue since Jan 31, done on Mar 10: past February to the first occurrence after today, on the 31st.
    const overdue = await create(me, { title: 'Report', dueDate: '2026-01-31', recurrence: 'monthly' });
    const overdueDone = (await complete(me, overdue.id)).json<TaskJson>();
    expect((await me.agent.get(`/api/tasks/${overdueDone.nextOccurrenceId}`)).json()).toMatchObject({
      dueDate: '2026-03-31',
    });
    const daily = await create(me, { title: 'Stretch', dueDate: '2026-03-31', recurrence: 'daily' });
    expect((await tasksOf(me.user.id)).find((r) => r.id === daily.id)?.recurrenceDay).toBeNull();
  });

  it('lands on Feb 29 in a leap year', async () => {
    t.clock.set(new Date('2028-01-31T12:00:00Z'));
    const me = await signUp(t.app);
    const task = await create(me, { title: 'Invoice', dueDate: '2028-01-31', recurrence: 'monthly' });
    const done = (await complete(me, task.id)).json<TaskJson>();
    expect((await me.agent.get(`/api/tasks/${done.nextOccurrenceId}`)).json()).toMatchObject({
      dueDate: '2028-02-29',
    });
  });

  it('completions racing each other create one next occurrence', async () => {
    const me = await signUp(t.app);
    const task = await create(me, { title: 'Water plants', dueDate: '2026-03-10', recurrence: 'daily' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => complete(me, task.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const rows = await tasksOf(me.user.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id !== task.id)).toMatchObject({ dueDate: '2026-03-11', status: 'todo' });
    expect(new Set(answers.map((a) => a.json<TaskJson>().nextOccurrenceId)).size).toBe(1);
  });

  it('daily and weekly: the next occurrence after today, stepping from the due date', async () => {
    const me = await signUp(t.app);
    const overdueDaily = await create(me, { title: 'Stretch', dueDate: '2026-03-01', recurrence: 'daily' });
    const weekly = await create(me, { title: 'Review week', dueDate: '2026-03-02', recurrence: 'weekly' }); // a Monday
    const early = await create(me, { title: 'Early', dueDate: '2026-03-12', recurrence: 'weekly' });
    const due = async (id: string) => {
      const done = (await complete(me, id)).json<TaskJson>();
      return (await me.agent.get(`/api/tasks/${done.nextOccurrenceId}`)).json<TaskJson>().dueDate;
    };
    expect(await due(overdueDaily.id)).toBe('2026-03-11'); // not another overdue copy
    expect(await due(weekly.id)).toBe('2026-03-16'); // Mondays stay Mondays
    expect(await due(early.id)).toBe('2026-03-19'); // done early: the week after its own due date
  });

  it('counts "today" in the user’s time zone when stepping', async () => {
    const me = await signUp(t.app);
    await me.agent.patch('/api/auth/user', { timezone: 'Pacific/Auckland' });
    t.clock.set(new Date('2026-03-10T11:30:00Z')); // 00:30 on March 11 in Auckland
    const task = await create(me, { title: 'Journal', dueDate: '2026-03-09', recurrence: 'daily' });
    const done = (await complete(me, task.id)).json<TaskJson>();
    expect((await me.agent.get(`/api/tasks/${done.nextOccurrenceId}`)).json()).toMatchObject({
      dueDate: '2026-03-12',
    });
  });

  it('carries a fresh copy of the checklist', async () => {
    const me = await signUp(t.app);
    const review = await create(me, { title: 'Weekly review', dueDate: '2026-03-10', recurrence: 'weekly' });
    const step1 = await create(me, { title: 'Inbox zero', parentId: review.id });
    await create(me, {
      title: 'Plan next week',
      parentId: review.id,
      dueDate: '2026-03-10',
      priority: 'high',
    });
    await complete(me, step1.id);
    const done = (await complete(me, review.id)).json<TaskJson>();
    const steps = await list(me, `?parentId=${done.nextOccurrenceId}`);
    expect(steps.map((s) => [s.title, s.status, s.dueDate, s.priority]).sort()).toEqual([
      ['Inbox zero', 'todo', null, 'medium'],
      ['Plan next week', 'todo', null, 'high'],
    ]);
  });

  it('completing a non-recurring task creates nothing', async () => {
    const me = await signUp(t.app);
    const task = await create(me, { title: 'Once', dueDate: '2026-03-10' });
    expect((await complete(me, task.id)).json<TaskJson>().nextOccurrenceId).toBeNull();
    expect(await tasksOf(me.user.id)).toHaveLength(1);
  });
});

describe('subtasks', () => {
  it('belong to the user’s own top-level task and go when it is deleted', async () => {
    const me = await signUp(t.app);
    const trip = await create(me, { title: 'Plan trip' });
    const book = await create(me, { title: 'Book flights', parentId: trip.id });
    const pack = await create(me, { title: 'Pack', parentId: trip.id });
    const other = await create(me, { title: 'Unrelated' });
    expect(titles(await list(me, `?parentId=${trip.id}`)).sort()).toEqual(['Book flights', 'Pack']);

    // One level only, and no cycles.
    const nested = await me.agent.post('/api/tasks', { title: 'Window seat', parentId: book.id });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toContain('cannot have subtasks');
    const underSubtask = await me.agent.patch(`/api/tasks/${other.id}`, { parentId: pack.id });
    expect(underSubtask.statusCode).toBe(400);
    const parentDown = await me.agent.patch(`/api/tasks/${trip.id}`, { parentId: other.id });
    expect(parentDown.statusCode).toBe(400);
    expect(parentDown.json().message).toContain('has subtasks');
    const missing = await me.agent.post('/api/tasks', {
      title: 'Orphan',
      parentId: '01900000-0000-7000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);

    // Moving a task under a parent, and back out.
    expect((await me.agent.patch(`/api/tasks/${other.id}`, { parentId: trip.id })).json()).toMatchObject({
      parentId: trip.id,
    });
    expect((await me.agent.patch(`/api/tasks/${other.id}`, { parentId: null })).json()).toMatchObject({
      parentId: null,
    });

    expect((await me.agent.delete(`/api/tasks/${trip.id}`)).statusCode).toBe(200);
    for (const id of [book.id, pack.id])
      expect((await me.agent.get(`/api/tasks/${id}`)).statusCode).toBe(404);
    expect((await me.agent.get(`/api/tasks/${other.id}`)).statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(tasks)
        .where(and(eq(tasks.userId, me.user.id), eq(tasks.title, 'Pack'))),
    ).toHaveLength(0);
  });
});

describe('views, filters and counts', () => {
  let me: Caller;
  beforeAll(async () => {
    t.clock.set(NOW);
    me = await signUp(t.app);
    // Completed 40 days ago: outside the plain list's 30 days.
    t.clock.set(new Date('2026-01-29T12:00:00Z'));
    const old = await create(me, { title: 'Old done', dueDate: '2026-01-29' });
    await complete(me, old.id);
    t.clock.set(new Date('2026-02-28T12:00:00Z'));
    const recent = await create(me, { title: 'Recent done', dueDate: '2026-02-28' });
    await complete(me, recent.id);
    t.clock.set(NOW);
    await create(me, { title: 'Overdue', dueDate: '2026-03-08', priority: 'low', tags: ['work'] });
    await create(me, { title: 'Today late', dueDate: '2026-03-10', dueTime: '18:00' });
    await create(me, { title: 'Today urgent', dueDate: '2026-03-10', priority: 'urgent', tags: ['work'] });
    await create(me, { title: 'Today morning', dueDate: '2026-03-10', dueTime: '08:00' });
    await create(me, { title: 'In progress today', dueDate: '2026-03-10', status: 'in_progress' });
    await create(me, { title: 'Tomorrow', dueDate: '2026-03-11', tags: ['home'] });
    await create(me, { title: 'Next month', dueDate: '2026-04-02', priority: 'high' });
    await create(me, { title: 'Someday' });
    await create(me, { title: 'Cancelled today', dueDate: '2026-03-10', status: 'cancelled' });
  });

  it('today: due today or overdue, open, by date, time, priority', async () => {
    expect(titles(await list(me, '?view=today'))).toEqual([
      'Overdue',
      'Today morning',
      'Today late',
      'Today urgent',
      'In progress today',
    ]);
  });

  it('upcoming, all, completed and cancelled', async () => {
    expect(titles(await list(me, '?view=upcoming'))).toEqual(['Tomorrow', 'Next month']);
    expect(titles(await list(me, '?view=all'))).toEqual([
      'Overdue',
      'Today morning',
      'Today late',
      'Today urgent',
      'In progress today',
      'Tomorrow',
      'Next month',
      'Someday',
    ]);
    expect(titles(await list(me, '?view=completed'))).toEqual(['Recent done', 'Old done']);
    expect(titles(await list(me, '?view=cancelled'))).toEqual(['Cancelled today']);
  });

  it('the plain list is open tasks plus those completed in the last 30 days', async () => {
    const plain = titles(await list(me));
    expect(plain).toContain('Recent done');
    expect(plain).not.toContain('Old done');
    expect(plain).not.toContain('Cancelled today');
    expect(plain).toHaveLength(9);
  });

  it('filters by tag and priority', async () => {
    expect(titles(await list(me, '?view=all&tag=WORK'))).toEqual(['Overdue', 'Today urgent']);
    expect(titles(await list(me, '?tag=home'))).toEqual(['Tomorrow']);
    expect(titles(await list(me, '?view=all&priority=high'))).toEqual(['Next month']);
    expect((await me.agent.get('/api/tasks?view=later')).statusCode).toBe(400);
    expect((await me.agent.get('/api/tasks?priority=asap')).statusCode).toBe(400);
  });

  it('counts each view in the user’s today', async () => {
    expect((await me.agent.get('/api/tasks/counts')).json()).toEqual({
      today: 5,
      upcoming: 2,
      all: 8,
      completed: 2,
      overdue: 1,
      dueToday: 4,
    });
    // The next day, yesterday's tasks are overdue and tomorrow's are today's.
    t.clock.set(new Date('2026-03-11T12:00:00Z'));
    expect((await me.agent.get('/api/tasks/counts')).json()).toEqual({
      today: 6,
      upcoming: 1,
      all: 8,
      completed: 2,
      overdue: 5,
      dueToday: 1,
    });
    expect(titles(await list(me, '?view=today'))[5]).toBe('Tomorrow');
  });

  it('pages through every view with the cursor, each task once, in order', async () => {
    for (const view of ['', 'today', 'upcoming', 'all', 'completed', 'cancelled']) {
      const base = view ? `?view=${view}&` : '?';
      const whole = titles(await list(me, base.slice(0, -1)));
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 20; page++) {
        const response = await me.agent.get(`/api/tasks${base}limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(response.statusCode).toBe(200);
        const rows = response.json<TaskJson[]>();
        expect(rows.length).toBeLessThanOrEqual(2);
        seen.push(...titles(rows));
        cursor = response.headers['x-next-cursor'] as string | undefined;
        if (!cursor) break;
      }
      expect(seen, view).toEqual(whole);
    }
  });

  it('refuses a broken cursor', async () => {
    const response = await me.agent.get('/api/tasks?view=today&cursor=bm9wZQ');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('cursor');
  });
});

describe('counts and checklists', () => {
  it('counts a checklist item in a view only when its parent is not in that view', async () => {
    const me = await signUp(t.app);
    const trip = await create(me, { title: 'Plan trip', dueDate: '2026-03-10' });
    for (const title of ['Book hotel', 'Buy tickets', 'Pack']) await create(me, { title, parentId: trip.id });
    const ticked = await create(me, { title: 'Renew passport', parentId: trip.id });
    await complete(me, ticked.id);
    await create(me, { title: 'Someday' });
    // A checklist item with a date of its own, under a parent that is not due today: a row of Today itself.
    const chores = await create(me, { title: 'Chores' });
    await create(me, { title: 'Vacuum', parentId: chores.id, dueDate: '2026-03-10' });

    expect((await me.agent.get('/api/tasks/counts')).json()).toEqual({
      today: 2,
      upcoming: 0,
      all: 3,
      completed: 1,
      overdue: 0,
      dueToday: 2,
    });
  });

  it('counts every open task due today for Home, a checklist item under an overdue parent too', async () => {
    const me = await signUp(t.app);
    const move = await create(me, { title: 'Move flat', dueDate: '2026-03-09' });
    await create(me, { title: 'Call the movers', parentId: move.id, dueDate: '2026-03-10' });
    const counts = (await me.agent.get('/api/tasks/counts')).json();
    // Today lists the overdue parent with its item in its checklist: one row, and it is overdue.
    expect([counts.today, counts.overdue]).toEqual([1, 1]);
    expect(counts.dueToday).toBe(1);
  });
});

describe('quick add', () => {
  const quick = (caller: Caller, text: string) => caller.agent.post('/api/tasks/quick', { text });

  it('reads "pay rent friday !high" in the user’s today and creates the task', async () => {
    const me = await signUp(t.app);
    const response = await quick(me, 'pay rent friday !high #home');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'pay rent',
      dueDate: '2026-03-13',
      dueTime: null,
      priority: 'high',
      tags: ['home'],
      status: 'todo',
    });
    expect((await list(me, '?view=upcoming')).map((r) => r.title)).toEqual(['pay rent']);

    expect((await quick(me, 'call mom tomorrow 9am')).json()).toMatchObject({
      title: 'call mom',
      dueDate: '2026-03-11',
      dueTime: '09:00',
      priority: 'medium',
    });
    expect((await quick(me, 'water plants every monday')).json()).toMatchObject({
      title: 'water plants',
      dueDate: '2026-03-16',
      recurrence: 'weekly',
    });
    expect((await quick(me, 'buy milk')).json()).toMatchObject({ title: 'buy milk', dueDate: null });
  });

  it('a user in Pacific/Auckland at 23:30 saying "tomorrow" gets their tomorrow', async () => {
    const kiwi = await signUp(t.app);
    await kiwi.agent.patch('/api/auth/user', { timezone: 'Pacific/Auckland' });
    const utc = await signUp(t.app);

    t.clock.set(new Date('2026-03-10T10:30:00Z')); // 23:30 on March 10 in Auckland (NZDT, UTC+13)
    expect((await quick(kiwi, 'dentist tomorrow')).json()).toMatchObject({
      title: 'dentist',
      dueDate: '2026-03-11',
    });
    expect((await quick(kiwi, 'call back in 2 hours')).json()).toMatchObject({
      dueDate: '2026-03-11',
      dueTime: '01:30',
    });

    t.clock.set(new Date('2026-03-10T11:30:00Z')); // an hour later: 00:30 on March 11 there, still March 10 in UTC
    expect((await quick(kiwi, 'dentist tomorrow')).json()).toMatchObject({ dueDate: '2026-03-12' });
    expect((await quick(utc, 'dentist tomorrow')).json()).toMatchObject({ dueDate: '2026-03-11' });
    expect((await quick(kiwi, 'standup friday 9am')).json()).toMatchObject({
      dueDate: '2026-03-13',
      dueTime: '09:00',
    });
  });

  it('follows the profile: week start, night-owl day start and date order', async () => {
    const me = await signUp(t.app);
    // Sunday 2026-03-15 at 01:00 in Los Angeles.
    t.clock.set(new Date('2026-03-15T08:00:00Z'));
    await me.agent.patch('/api/auth/user', { timezone: 'America/Los_Angeles', weekStart: 0 });
    expect((await quick(me, 'review next monday')).json()).toMatchObject({ dueDate: '2026-03-23' });
    await me.agent.patch('/api/auth/user', { weekStart: 1 });
    expect((await quick(me, 'review next monday')).json()).toMatchObject({ dueDate: '2026-03-16' });
    // With "my day starts at 03:00", 01:00 still belongs to Saturday: "tomorrow" is Sunday.
    await me.agent.patch('/api/auth/user', { dayStartHour: 3 });
    expect((await quick(me, 'brunch tomorrow')).json()).toMatchObject({ dueDate: '2026-03-15' });
    await me.agent.patch('/api/auth/user', { dayStartHour: 0, locale: 'it' });
    expect((await quick(me, 'pay 3/12')).json()).toMatchObject({ dueDate: '2026-12-03' });
  });

  it('reads Italian for an Italian profile, and leaves Italian words in an English user’s title', async () => {
    const italian = await signUp(t.app);
    await italian.agent.patch('/api/auth/user', { locale: 'it' });
    const english = await signUp(t.app);

    // Tuesday 2026-03-10 in UTC.
    expect((await quick(italian, 'pagare affitto venerdì !alta #casa')).json()).toMatchObject({
      title: 'pagare affitto',
      dueDate: '2026-03-13',
      priority: 'high',
      tags: ['casa'],
    });
    expect((await quick(italian, 'chiamare mamma domani alle 18')).json()).toMatchObject({
      title: 'chiamare mamma',
      dueDate: '2026-03-11',
      dueTime: '18:00',
    });
    expect((await quick(italian, 'annaffiare piante ogni lunedì')).json()).toMatchObject({
      title: 'annaffiare piante',
      dueDate: '2026-03-16',
      recurrence: 'weekly',
    });
    // English dates still work for an Italian profile.
    expect((await quick(italian, 'call mom tomorrow 9am')).json()).toMatchObject({
      title: 'call mom',
      dueDate: '2026-03-11',
      dueTime: '09:00',
    });

    expect((await quick(english, 'pagare affitto venerdì !alta')).json()).toMatchObject({
      title: 'pagare affitto venerdì !alta',
      dueDate: null,
      priority: 'medium',
    });
  });

  it('refuses text with nothing to do, and creates nothing', async () => {
    const me = await signUp(t.app);
    for (const [text, message] of [
      ['', 'Type a task'],
      ['   ', 'Type a task'],
      ['tomorrow !high', 'Say what to do'],
      ['#home', 'Say what to do'],
      ['x'.repeat(501), 'under 500 characters'],
      [`${'long '.repeat(50)}tomorrow`, 'under 200 characters'],
    ]) {
      const response = await quick(me, text!);
      expect(response.statusCode, text).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect((await me.agent.post('/api/tasks/quick', {})).statusCode).toBe(400);
    expect(await tasksOf(me.user.id)).toHaveLength(0);
  });
});
