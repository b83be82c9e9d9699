import type { AssistantResult, Intent } from '@track-grow/domain/assistant';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  books,
  focusSessions,
  habitCompletions,
  habits,
  moods,
  tasks,
  transactions,
  users,
  wellnessEntries,
  workouts,
} from '../src/db/schema';
import { CommandRefused, runIntent } from '../src/modules/assistant/tools';
import { createTestApp, signUp, type TestApp } from './helpers';

/** The assistant's tools against known data: every figure a question answers, every row a command writes. */

let t: TestApp;
const NOW = new Date('2026-03-11T12:00:00Z'); // a Wednesday
const today = '2026-03-11';

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.set(NOW));

async function newUser() {
  const caller = await signUp(t.app);
  const userRow = async () => (await t.db.select().from(users).where(eq(users.id, caller.user.id)))[0]!;
  const run = async (intent: Intent) => runIntent({ db: t.db, clock: t.clock }, await userRow(), intent);
  const ask = async (intent: Intent): Promise<AssistantResult> => (await run(intent)).result;
  return { ...caller, id: caller.user.id, run, ask };
}

const money = (
  userId: string,
  date: string,
  type: 'income' | 'expense',
  amount: string,
  category = 'Other',
) => t.db.insert(transactions).values({ userId, date, type, amount, category });

describe('data questions', () => {
  it('spending and income of a period, by category, with the largest categories', async () => {
    const u = await newUser();
    // Week start Sunday (the default): this week is 2026-03-08..11.
    await money(u.id, '2026-03-07', 'expense', '99.00', 'Food'); // last week
    await money(u.id, '2026-03-08', 'expense', '10.10', 'Food');
    await money(u.id, '2026-03-10', 'expense', '2.20', 'Food');
    await money(u.id, today, 'expense', '30.00', 'Transport');
    await money(u.id, today, 'expense', '0.05', 'Gifts');
    await money(u.id, today, 'expense', '1.00', 'Bills');
    await money(u.id, today, 'income', '2000.00', 'Salary');
    expect(await u.ask({ kind: 'spending', period: 'week', category: null })).toEqual({
      kind: 'spending',
      period: 'week',
      category: null,
      total: '43.35',
      count: 5,
      topCategories: [
        { category: 'Transport', total: '30.00' },
        { category: 'Food', total: '12.30' },
        { category: 'Bills', total: '1.00' },
      ],
    });
    expect(await u.ask({ kind: 'spending', period: 'month', category: 'food' })).toMatchObject({
      total: '111.30',
      count: 3,
      topCategories: [],
    });
    expect(await u.ask({ kind: 'spending', period: 'lastWeek', category: null })).toMatchObject({
      total: '99.00',
    });
    expect(await u.ask({ kind: 'income', period: 'today' })).toEqual({
      kind: 'income',
      period: 'today',
      total: '2000.00',
      count: 1,
    });
    // Another user's money is never counted.
    const other = await newUser();
    expect(await other.ask({ kind: 'spending', period: 'year', category: null })).toMatchObject({
      total: '0',
      count: 0,
    });
  });

  it('budget: the Monday week and the month against the limits', async () => {
    const u = await newUser();
    await money(u.id, '2026-03-08', 'expense', '50.00'); // Sunday: the budget week began Monday the 9th
    await money(u.id, '2026-03-09', 'expense', '20.00');
    expect(await u.ask({ kind: 'budget' })).toEqual({
      kind: 'budget',
      week: { spent: '20.00', limit: null },
      month: { spent: '70.00', limit: null },
    });
    const set = await u.agent.request('PUT', '/api/budget-threshold', {
      payload: { weeklyLimit: '15.00', monthlyLimit: '500.00' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await u.ask({ kind: 'budget' })).toMatchObject({
      week: { spent: '20.00', limit: '15.00' },
      month: { limit: '500.00' },
    });
  });

  it('habits today, streaks, and completing a habit by a loosely typed name', async () => {
    const u = await newUser();
    const add = async (name: string) =>
      (await t.db.insert(habits).values({ userId: u.id, name, startDate: '2026-03-01' }).returning())[0]!;
    const meditate = await add('Meditate');
    const read = await add('Read 20 pages');
    for (const date of ['2026-03-09', '2026-03-10', today])
      await t.db
        .insert(habitCompletions)
        .values({ userId: u.id, habitId: meditate.id, date, completed: true });
    expect(await u.ask({ kind: 'habitsToday' })).toEqual({
      kind: 'habitsToday',
      done: ['Meditate'],
      remaining: ['Read 20 pages'],
    });
    expect(await u.ask({ kind: 'streaks' })).toEqual({
      kind: 'streaks',
      habits: [
        { name: 'Meditate', current: 3, longest: 3 },
        { name: 'Read 20 pages', current: 0, longest: 0 },
      ],
    });
    const done = await u.run({ kind: 'completeHabit', name: 'reading' });
    expect(done.result).toEqual({ kind: 'habitCompleted', name: 'Read 20 pages', alreadyDone: false });
    expect(done.actions).toEqual([
      { kind: 'completed', area: 'habits', id: read.id, label: 'Read 20 pages', href: '/habits' },
    ]);
    const marked = await t.db.select().from(habitCompletions).where(eq(habitCompletions.habitId, read.id));
    expect(marked.map((m) => [m.date, m.completed])).toEqual([[today, true]]);
    expect((await u.run({ kind: 'completeHabit', name: 'MEDITATE!' })).result).toMatchObject({
      alreadyDone: true,
    });
    expect((await u.run({ kind: 'completeHabit', name: 'swim' })).result).toEqual({
      kind: 'habitNotFound',
      name: 'swim',
      names: ['Meditate', 'Read 20 pages'],
    });
  });

  it('mood of the last days against the days before', async () => {
    const u = await newUser();
    const mood = (date: string, rating: number) => t.db.insert(moods).values({ userId: u.id, date, rating });
    await mood(today, 5);
    await mood(today, 4); // the day's average 4.5
    await mood('2026-03-06', 3); // 6 days ago: in the 7 days
    await mood('2026-03-01', 2); // the 7 before
    expect(await u.ask({ kind: 'mood', days: 7 })).toEqual({
      kind: 'mood',
      days: 7,
      average: 3.8,
      count: 3,
      previousAverage: 2,
    });
  });

  it('tasks due today, tomorrow, this week and overdue, open ones only, soonest first', async () => {
    const u = await newUser();
    const task = (title: string, dueDate: string, status: 'todo' | 'completed' = 'todo', dueTime?: string) =>
      t.db.insert(tasks).values({ userId: u.id, title, dueDate, status, dueTime });
    await task('Late', '2026-03-02');
    await task('Call mom', today, 'todo', '18:00');
    await task('Pay rent', today, 'todo', '09:00');
    await task('Done already', today, 'completed');
    await task('Dentist', '2026-03-12');
    await task('Far', '2026-03-25');
    expect(await u.ask({ kind: 'tasksDue', when: 'today' })).toEqual({
      kind: 'tasksDue',
      when: 'today',
      total: 2,
      tasks: [
        { title: 'Pay rent', dueDate: today, dueTime: '09:00' },
        { title: 'Call mom', dueDate: today, dueTime: '18:00' },
      ],
      // What /tasks' Today view shows besides: the overdue ones.
      overdue: { total: 1, tasks: [{ title: 'Late', dueDate: '2026-03-02', dueTime: null }] },
    });
    expect(await u.ask({ kind: 'tasksDue', when: 'tomorrow' })).toMatchObject({ total: 1 });
    expect(await u.ask({ kind: 'tasksDue', when: 'week' })).toMatchObject({ total: 3 });
    expect(await u.ask({ kind: 'tasksDue', when: 'overdue' })).toMatchObject({
      total: 1,
      tasks: [{ title: 'Late' }],
    });
  });

  it('focus, workouts, books and wellness of their periods', async () => {
    const u = await newUser();
    const focus = (date: string, minutes: number, type: 'focus' | 'shortBreak' = 'focus') =>
      t.db.insert(focusSessions).values({
        userId: u.id,
        date,
        type,
        title: 'Work',
        plannedDuration: minutes,
        actualDuration: minutes,
        startedAt: new Date(`${date}T09:00:00Z`),
        completedAt: new Date(`${date}T10:00:00Z`),
      });
    await focus(today, 25);
    await focus('2026-03-09', 50);
    await focus(today, 5, 'shortBreak');
    await focus('2026-03-01', 25); // last week
    expect(await u.ask({ kind: 'focus', period: 'week' })).toEqual({
      kind: 'focus',
      period: 'week',
      minutes: 75,
      sessions: 2,
    });
    await t.db.insert(workouts).values([
      { userId: u.id, date: today, duration: 30, name: 'Run', type: 'running' },
      { userId: u.id, date: '2026-03-02', duration: 45, name: 'Lift', type: 'strength' },
    ]);
    expect(await u.ask({ kind: 'workouts', period: 'month' })).toEqual({
      kind: 'workouts',
      period: 'month',
      count: 2,
      minutes: 75,
    });
    await t.db.insert(books).values([
      {
        userId: u.id,
        title: 'Dune',
        author: 'Frank Herbert',
        status: 'reading',
        totalPages: 400,
        pagesRead: 100,
      },
      { userId: u.id, title: 'Notes', status: 'reading' },
      { userId: u.id, title: 'Old', status: 'completed', finishedAt: '2025-12-30' },
      { userId: u.id, title: 'New', status: 'completed', finishedAt: '2026-02-01' },
    ]);
    const read = await u.ask({ kind: 'books' });
    expect(read).toMatchObject({ kind: 'books', finishedThisYear: 1 });
    expect(read.kind === 'books' && [...read.reading].sort((a, b) => a.title.localeCompare(b.title))).toEqual(
      [
        { title: 'Dune', author: 'Frank Herbert', percent: 25 },
        { title: 'Notes', author: null, percent: null },
      ],
    );
    await t.db.insert(wellnessEntries).values([
      { userId: u.id, date: today, sleepHours: 7.5, waterGlasses: 6 },
      { userId: u.id, date: '2026-03-10', sleepHours: 6, steps: 8000 },
      { userId: u.id, date: '2026-02-01', sleepHours: 2 },
    ]);
    expect(await u.ask({ kind: 'wellness', days: 7 })).toEqual({
      kind: 'wellness',
      days: 7,
      sleepHours: 6.8,
      waterGlasses: 6,
      meditationMinutes: null,
      steps: 8000,
      daysLogged: 2,
    });
  });
});

describe('commands', () => {
  it('add a task with its typed date, an expense, an income, a mood and a note, with links to them', async () => {
    const u = await newUser();
    const task = await u.run({ kind: 'addTask', text: 'call mom tomorrow' });
    expect(task.result).toEqual({
      kind: 'taskAdded',
      title: 'call mom',
      dueDate: '2026-03-12',
      dueTime: null,
    });
    expect(task.actions[0]).toMatchObject({
      kind: 'created',
      area: 'tasks',
      label: 'call mom',
      href: '/tasks',
    });
    const spent = await u.run({
      kind: 'addTransaction',
      type: 'expense',
      amount: '12.50',
      description: 'lunch',
      category: 'Food',
    });
    expect(spent.result).toEqual({
      kind: 'transactionAdded',
      type: 'expense',
      amount: '12.50',
      category: 'Food',
      description: 'lunch',
      date: today,
    });
    const earned = await u.run({
      kind: 'addTransaction',
      type: 'income',
      amount: '200',
      description: null,
      category: null,
    });
    expect(earned.result).toMatchObject({ type: 'income', amount: '200.00', category: 'Other' });
    expect(earned.actions[0]).toMatchObject({ area: 'money', label: 'Other', href: '/money' });
    const mood = await u.run({ kind: 'logMood', rating: 4, note: null });
    expect(mood.result).toEqual({ kind: 'moodLogged', rating: 4, date: today });
    const note = await u.run({ kind: 'addNote', content: 'Buy a lamp\nfor the desk' });
    expect(note.result).toEqual({ kind: 'noteAdded', title: 'Buy a lamp' });
    // Everything is there for the areas' own screens.
    const listed = async (url: string) => (await u.agent.get(url)).json<unknown[]>().length;
    expect([
      await listed('/api/tasks'),
      await listed('/api/transactions'),
      await listed('/api/moods'),
    ]).toEqual([1, 2, 1]);
    expect(await u.ask({ kind: 'spending', period: 'today', category: null })).toMatchObject({
      total: '12.50',
    });
  });

  it("refuses what the areas' rules refuse, and writes nothing", async () => {
    const u = await newUser();
    await expect(
      u.run({ kind: 'addTransaction', type: 'expense', amount: '0', description: null, category: null }),
    ).rejects.toBeInstanceOf(CommandRefused);
    await expect(u.run({ kind: 'addTask', text: '!high #home' })).rejects.toBeInstanceOf(CommandRefused);
    await expect(u.run({ kind: 'addNote', content: '   ' })).rejects.toBeInstanceOf(CommandRefused);
    const counts = await Promise.all(
      [transactions, tasks].map((table) => t.db.select().from(table).where(eq(table.userId, u.id))),
    );
    expect(counts.map((rows) => rows.length)).toEqual([0, 0]);
  });
});
