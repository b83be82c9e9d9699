import type {
  ChartDataPoint,
  ChartPoint,
  DashboardAnalytics,
  LifeScore,
  WidgetData,
} from '@track-grow/domain/dashboard';
import { addDays } from '@track-grow/domain/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  books,
  focusSessions,
  habitCompletions,
  habits,
  lessonCompletions,
  moods,
  notes,
  tasks,
  transactions,
  vacations,
  workouts,
} from '../src/db/schema';
import { Agent, createTestApp, signUp, type TestApp } from './helpers';

type Caller = Awaited<ReturnType<typeof signUp>>;

let t: TestApp;
const NOW = new Date('2026-03-10T12:00:00Z'); // a Tuesday
const today = '2026-03-10';

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.set(NOW));

async function read<T>(caller: Caller | Agent, url: string): Promise<T> {
  const agent = caller instanceof Agent ? caller : caller.agent;
  const response = await agent.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** Rows straight into the tables: the figures under test, with dates and instants chosen exactly. */
const seed = {
  mood: (userId: string, date: string, rating: number) => t.db.insert(moods).values({ userId, date, rating }),
  habit: async (userId: string, startDate: string, extra: { archivedAt?: Date } = {}) => {
    const [row] = await t.db
      .insert(habits)
      .values({ userId, name: 'Habit', startDate, ...extra })
      .returning({ id: habits.id });
    return row!.id;
  },
  done: (userId: string, habitId: string, date: string) =>
    t.db.insert(habitCompletions).values({ userId, habitId, date, completed: true }),
  workout: (userId: string, date: string, duration: number) =>
    t.db.insert(workouts).values({ userId, date, duration, name: 'Run', type: 'running' }),
  task: (
    userId: string,
    dueDate: string | null,
    status: 'todo' | 'in_progress' | 'completed' | 'cancelled',
    completedAt: Date | null = null,
  ) => t.db.insert(tasks).values({ userId, title: 'Task', dueDate, status, completedAt }),
  money: (userId: string, date: string, type: 'income' | 'expense', amount: string) =>
    t.db.insert(transactions).values({ userId, date, type, amount }),
  focus: (userId: string, date: string, minutes: number, type: 'focus' | 'shortBreak' = 'focus') =>
    t.db.insert(focusSessions).values({
      userId,
      date,
      type,
      title: 'Deep work',
      plannedDuration: minutes,
      actualDuration: minutes,
      startedAt: new Date(`${date}T09:00:00Z`),
      completedAt: new Date(`${date}T10:00:00Z`),
    }),
};

/** Every area known on `today`: mood 70, habits 75, fitness 60, tasks 33⅓, money 20 → score 51.7 → 52. */
async function fullDay(userId: string) {
  await seed.mood(userId, today, 3);
  await seed.mood(userId, today, 4);
  const ids = await Promise.all([1, 2, 3, 4].map(() => seed.habit(userId, '2026-03-01')));
  for (const id of ids.slice(0, 3)) await seed.done(userId, id, today);
  // Count nowhere: an archived habit, and one that starts tomorrow.
  const archived = await seed.habit(userId, '2026-03-01', { archivedAt: new Date('2026-03-05T12:00:00Z') });
  await seed.done(userId, archived, today);
  await seed.habit(userId, addDays(today, 1));
  await seed.workout(userId, today, 60);
  await seed.workout(userId, addDays(today, -6), 30);
  await seed.workout(userId, addDays(today, -7), 100); // only in the windows of the days before today
  await seed.task(userId, today, 'completed', NOW);
  await seed.task(userId, today, 'todo');
  await seed.task(userId, today, 'in_progress');
  await seed.task(userId, today, 'cancelled');
  await seed.money(userId, addDays(today, -29), 'income', '1000.00');
  await seed.money(userId, today, 'expense', '800.00');
  await seed.money(userId, addDays(today, -30), 'income', '5000.10'); // outside today's 30 days
}

describe('chart data', () => {
  it('gives the exact point of a day with every area known, and each earlier day by its own windows', async () => {
    const me = await signUp(t.app);
    await fullDay(me.user.id);
    const week = await read<ChartDataPoint[]>(me, '/api/dashboard/chart-data/week');
    expect(week.map((p) => p.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)));
    // Today is still running: its point is partial.
    expect(week[6]).toEqual({
      date: today,
      period: 'day',
      partial: true,
      score: 52,
      mood: 70,
      habits: 75,
      fitness: 60,
      tasks: 33,
      money: 20,
    });
    // Yesterday: 4 habits scheduled, none done; 130 workout minutes in its 7 days; 6000.10 income, no expense.
    expect(week[5]).toEqual({
      date: addDays(today, -1),
      period: 'day',
      partial: false,
      score: Math.round((0 + (100 * 130) / 150 + 100) / 3),
      mood: null,
      habits: 0,
      fitness: 87,
      tasks: null,
      money: 100,
    });
    // The query form, and its default (the week), answer the same points.
    expect(await read(me, '/api/dashboard/chart-data?range=week')).toEqual(week);
    expect(await read(me, '/api/dashboard/chart-data')).toEqual(week);
  });

  it('has a point per day for the week and month, per week or month beyond, the running one partial', async () => {
    const me = await signUp(t.app);
    await seed.workout(me.user.id, addDays(today, -100), 300);
    for (const [range, days] of [
      ['week', 7],
      ['month', 30],
    ] as const) {
      const points = await read<ChartDataPoint[]>(me, `/api/dashboard/chart-data/${range}`);
      expect(points).toHaveLength(days);
      expect(points[0]).toMatchObject({ date: addDays(today, -(days - 1)), period: 'day', partial: false });
      expect(points.at(-1)).toMatchObject({ date: today, period: 'day', partial: true });
    }
    // Today is Tuesday the 10th; the weeks begin on Sunday (the profile's default).
    for (const [range, weeks] of [
      ['3months', 13],
      ['6months', 26],
    ] as const) {
      const points = await read<ChartDataPoint[]>(me, `/api/dashboard/chart-data/${range}`);
      expect(points.map((p) => p.date)).toEqual(
        Array.from({ length: weeks }, (_, i) => addDays('2026-03-08', -7 * (weeks - 1 - i))),
      );
      expect(points.every((p, i) => p.period === 'week' && p.partial === (i === weeks - 1))).toBe(true);
    }
    const year = await read<ChartDataPoint[]>(me, '/api/dashboard/chart-data?range=year');
    expect(year.map((p) => p.date)).toEqual([
      ...['04', '05', '06', '07', '08', '09', '10', '11', '12'].map((m) => `2025-${m}-01`),
      ...['01', '02', '03'].map((m) => `2026-${m}-01`),
    ]);
    expect(year.map((p) => p.partial)).toEqual([...Array<boolean>(11).fill(false), true]);
    // The workout of 30 November (300 minutes: fitness 100 for 7 days) in a month of 30 days; no data before it.
    expect(addDays(today, -100)).toBe('2025-11-30');
    expect(year[7]).toMatchObject({ date: '2025-11-01', fitness: 100, score: 100 });
    expect(year[6]).toMatchObject({ date: '2025-10-01', fitness: null, score: null });
    // December: 6 days at 100 (the window of the 30th's workout), then 25 at 0.
    expect(year[8]).toMatchObject({ fitness: Math.round(600 / 31), score: Math.round(600 / 31) });
  });

  it("leaves today's unfinished day out of its week's mean", async () => {
    const me = await signUp(t.app);
    // Sunday and Monday of the running week: moods of 5 (100); today, Tuesday, a mood of 1 (20).
    await seed.mood(me.user.id, '2026-03-08', 5);
    await seed.mood(me.user.id, '2026-03-09', 5);
    await seed.mood(me.user.id, today, 1);
    const points = await read<ChartDataPoint[]>(me, '/api/dashboard/chart-data/3months');
    expect(points.at(-1)).toEqual({
      date: '2026-03-08',
      period: 'week',
      partial: true,
      score: 100,
      mood: 100,
      habits: null,
      fitness: null,
      tasks: null,
      money: null,
    });
  });

  it('counts habits only on their scheduled days: not skipped, on vacation or before the start', async () => {
    const me = await signUp(t.app);
    const id = me.user.id;
    const habit = await seed.habit(id, addDays(today, -4));
    await seed.done(id, habit, addDays(today, -4));
    await t.db
      .insert(habitCompletions)
      .values({ userId: id, habitId: habit, date: addDays(today, -3), skipped: true });
    await t.db
      .insert(vacations)
      .values({ userId: id, startDate: addDays(today, -2), endDate: addDays(today, -1) });
    const week = await read<ChartPoint[]>(me, '/api/dashboard/chart-data/week');
    // Before the start, skipped, vacation, vacation: no data; the start day done; today still to do.
    expect(week.map((p) => p.habits)).toEqual([null, null, 100, null, null, null, 0]);
  });

  it('answers 400 naming the range for an unknown one, and 401 signed out', async () => {
    const me = await signUp(t.app);
    for (const url of ['/api/dashboard/chart-data/decade', '/api/dashboard/chart-data?range=decade']) {
      const response = await me.agent.get(url);
      expect(response.statusCode).toBe(400);
      const body = response.json<{ message: string; issues: { path: string; code: string }[] }>();
      expect(body.message.startsWith('range: ')).toBe(true);
      expect(body.issues[0]).toMatchObject({ path: 'range', code: 'dashboard.range' });
    }
    const signedOut = new Agent(t.app);
    for (const url of [
      '/api/dashboard/chart-data/week',
      '/api/dashboard/chart-data',
      '/api/dashboard/life-score',
      '/api/dashboard/analytics',
      '/api/widgets/data',
    ])
      expect((await signedOut.get(url)).statusCode).toBe(401);
  });
});

describe('life score and analytics', () => {
  it('means the last 7 finished days against the 7 before, today left out until it ends', async () => {
    const me = await signUp(t.app);
    // The week before: moods of 2 (40) on three days; this week: 4 (80) on two days, 3 and 4 (70) yesterday.
    for (const d of [-14, -11, -8]) await seed.mood(me.user.id, addDays(today, d), 2);
    for (const d of [-7, -3]) await seed.mood(me.user.id, addDays(today, d), 4);
    await seed.mood(me.user.id, addDays(today, -1), 3);
    await seed.mood(me.user.id, addDays(today, -1), 4);
    // Today's unfinished day (a 1 at 10 am) pulls nothing down.
    await seed.mood(me.user.id, today, 1);
    const life = await read<LifeScore>(me, '/api/dashboard/life-score');
    expect(life).toEqual({ currentScore: 77, previousScore: 40, trend: 'up' });
    const analytics = await read<DashboardAnalytics>(me, '/api/dashboard/analytics');
    expect(analytics.lifeScore).toEqual(life);
    expect(analytics.areas[0]).toEqual({ area: 'mood', score: 77, days: 3 });
    expect(analytics.last7Days.map((p) => p.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(today, i - 7)),
    );
    expect((await read<WidgetData>(me, '/api/widgets/data')).lifeScore).toEqual(life);
    // Tomorrow today counts, and the oldest day of this week moves to the week before.
    t.clock.set(new Date('2026-03-11T12:00:00Z'));
    expect(await read(me, '/api/dashboard/life-score')).toEqual({
      currentScore: Math.round((80 + 70 + 20) / 3),
      previousScore: Math.round((40 + 40 + 80) / 3),
      trend: 'up',
    });
    t.clock.set(NOW);
    // A lower mood the week before lowers only that week's day.
    await seed.mood(me.user.id, addDays(today, -11), 1); // the day before: (2 + 1) ÷ 2 × 20 = 30
    expect(await read(me, '/api/dashboard/life-score')).toEqual({
      currentScore: 77,
      previousScore: Math.round((40 + 30 + 40) / 3),
      trend: 'up',
    });
  });

  it("gives the week's areas, points and totals", async () => {
    const me = await signUp(t.app);
    const id = me.user.id;
    await fullDay(id);
    await seed.focus(id, today, 25);
    await seed.focus(id, today, 5, 'shortBreak');
    await seed.focus(id, addDays(today, -7), 50); // before the week
    await t.db.insert(books).values([
      { userId: id, title: 'Done', status: 'completed', finishedAt: addDays(today, -3) },
      { userId: id, title: 'Old', status: 'completed', finishedAt: addDays(today, -30) },
    ]);
    await t.db.insert(lessonCompletions).values([
      { userId: id, lessonId: 'a', completedAt: new Date('2026-03-09T08:00:00Z') },
      { userId: id, lessonId: 'b', completedAt: new Date('2026-03-03T23:59:00Z') },
    ]);
    await t.db.insert(notes).values([
      { userId: id, title: 'Today', createdAt: NOW, updatedAt: NOW },
      { userId: id, title: 'Edited', createdAt: new Date('2026-02-01T12:00:00Z'), updatedAt: NOW },
    ]);
    const analytics = await read<DashboardAnalytics>(me, '/api/dashboard/analytics');
    expect(analytics.today).toBe(today);
    // The 7 finished days: today (mood, tasks, 800 spent) counts once it has ended.
    const month = await read<ChartDataPoint[]>(me, '/api/dashboard/chart-data/month');
    expect(analytics.last7Days).toEqual(
      month.slice(-8, -1).map(({ period: _p, partial: _q, ...day }) => day),
    );
    expect(analytics.last7Days.at(-1)).toMatchObject({ date: addDays(today, -1), money: 100 });
    expect(analytics.areas).toContainEqual({ area: 'mood', score: null, days: 0 });
    expect(analytics.areas).toContainEqual({ area: 'tasks', score: null, days: 0 });
    expect(analytics.areas).toContainEqual({ area: 'money', score: 100, days: 7 });
    expect(analytics.totals).toEqual({
      habitsCompleted: 3,
      tasksCompleted: 1,
      moodsLogged: 2,
      workoutMinutes: 90,
      focusMinutes: 25,
      booksFinished: 1,
      lessonsLearned: 1,
      notesWritten: 1,
      income: '0.00',
      expenses: '800.00',
    });
  });

  it('counts days in a far time zone whose day starts at 4', async () => {
    const me = await signUp(t.app);
    const patched = await me.agent.patch('/api/auth/user', {
      timezone: 'Pacific/Kiritimati',
      dayStartHour: 4,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const id = me.user.id;
    // 13:30Z is 03:30 on the 11th in Kiritimati (UTC+14): still the 10th, since the day starts at 4.
    t.clock.set(new Date('2026-03-10T13:30:00Z'));
    expect((await read<DashboardAnalytics>(me, '/api/dashboard/analytics')).today).toBe('2026-03-10');
    // 15:00Z is 05:00 on the 11th: the user's today is the 11th.
    t.clock.set(new Date('2026-03-10T15:00:00Z'));
    await seed.mood(id, '2026-03-11', 5);
    // The week is the 5th to the 11th; the 5th begins at 04:00 local, 2026-03-04T14:00Z.
    await seed.task(id, null, 'completed', new Date('2026-03-04T13:59:00Z'));
    await seed.task(id, null, 'completed', new Date('2026-03-04T14:00:00Z'));
    const week = await read<ChartPoint[]>(me, '/api/dashboard/chart-data/week');
    expect(week.at(-1)).toMatchObject({ date: '2026-03-11', mood: 100, score: 100 });
    const analytics = await read<DashboardAnalytics>(me, '/api/dashboard/analytics');
    expect(analytics.today).toBe('2026-03-11');
    expect(analytics.totals).toMatchObject({ tasksCompleted: 1, moodsLogged: 1 });
    expect((await read<WidgetData>(me, '/api/widgets/data')).today).toBe('2026-03-11');
  });
});

describe('widget bundle', () => {
  it('sums every tile over its period, with the habit tiles of the habits area', async () => {
    const me = await signUp(t.app);
    const id = me.user.id;
    await fullDay(id);
    await seed.money(id, '2026-03-08', 'expense', '10.05'); // Sunday: the month, not the Monday week
    await seed.money(id, '2026-03-09', 'expense', '0.10'); // Monday
    await seed.money(id, '2026-01-05', 'income', '0.20'); // the year
    await seed.money(id, '2025-12-31', 'income', '999.00'); // last year
    await seed.mood(id, '2026-03-02', 5); // the month, not the last 7 days
    await seed.mood(id, '2026-02-01', 1); // the year
    await seed.mood(id, '2025-12-31', 2); // last year
    await seed.task(id, addDays(today, 1), 'in_progress');
    await seed.task(id, addDays(today, 1), 'completed', NOW);
    await seed.task(id, addDays(today, 1), 'cancelled');
    await seed.task(id, addDays(today, -1), 'todo'); // overdue: in Today
    await seed.task(id, addDays(today, -3), 'completed', NOW); // done: not in Today
    await t.db.insert(books).values([
      { userId: id, title: 'A', status: 'completed' },
      { userId: id, title: 'B', status: 'completed' },
      { userId: id, title: 'C', status: 'reading' },
    ]);
    await seed.workout(id, '2026-03-01', 45); // the month, not the week
    await seed.focus(id, '2026-03-09', 25);
    await seed.focus(id, '2026-03-02', 50);
    await seed.focus(id, '2026-03-09', 5, 'shortBreak');

    const data = await read<WidgetData>(me, '/api/widgets/data');
    expect(data.stats).toEqual(await read(me, '/api/habits/stats'));
    expect(data.stats).toMatchObject({ completedToday: 3, totalHabits: 4 });
    const weekly = await read<{ completionRate: number }>(me, '/api/habits/weekly-stats');
    expect(data.weeklyStats).toEqual({ completionRate: weekly.completionRate });
    // Six days of 4 habits missed, then 3 of 4 today: (6 × 0 + 75) ÷ 7.
    expect(data.weeklyStats).toEqual({ completionRate: 11 });
    expect(data).toMatchObject({
      today,
      transactions: {
        today: { income: '0.00', expenses: '800.00' },
        week: { income: '0.00', expenses: '800.10' },
        month: { income: '0.00', expenses: '810.15' },
        year: { income: '6000.30', expenses: '810.15' },
      },
      // /tasks' Today view: the two open tasks due today and the overdue one (not tomorrow's).
      tasks: { today: 3, overdue: 1 },
      moods: {
        week: { average: 3.5, count: 2 },
        month: { average: 4.3, count: 3 }, // mean of the daily averages 3.5 and 5
        year: { average: 3.2, count: 4 }, // (3.5 + 5 + 1) ÷ 3
      },
      books: { completed: 2 },
      workouts: { weekMinutes: 60, monthMinutes: 235 }, // 60 + 30 + 100 + 45
      focusSessions: { weekMinutes: 25, monthMinutes: 75 },
    });
    expect(data.lifeScore).toEqual(await read(me, '/api/dashboard/life-score'));
    // The tile counts what the Today tab's badge counts.
    const counts = await read<{ today: number; overdue: number }>(me, '/api/tasks/counts');
    expect(data.tasks).toEqual({ today: counts.today, overdue: counts.overdue });
  });
});

describe('an empty user', () => {
  it('gets nulls and zeros, whatever other users hold', async () => {
    const other = await signUp(t.app);
    await fullDay(other.user.id);
    await seed.focus(other.user.id, today, 25);
    const me = await signUp(t.app);
    const year = await read<ChartDataPoint[]>(me, '/api/dashboard/chart-data/year');
    expect(year).toHaveLength(12);
    for (const point of year)
      expect(point).toEqual({
        date: point.date,
        period: 'month',
        partial: point.date === '2026-03-01',
        score: null,
        mood: null,
        habits: null,
        fitness: null,
        tasks: null,
        money: null,
      });
    const flat = { currentScore: null, previousScore: null, trend: 'flat' };
    expect(await read(me, '/api/dashboard/life-score')).toEqual(flat);
    const analytics = await read<DashboardAnalytics>(me, '/api/dashboard/analytics');
    expect(analytics.areas.every((a) => a.score === null && a.days === 0)).toBe(true);
    expect(analytics.totals).toEqual({
      habitsCompleted: 0,
      tasksCompleted: 0,
      moodsLogged: 0,
      workoutMinutes: 0,
      focusMinutes: 0,
      booksFinished: 0,
      lessonsLearned: 0,
      notesWritten: 0,
      income: '0.00',
      expenses: '0.00',
    });
    const none = { income: '0.00', expenses: '0.00' };
    const noMood = { average: null, count: 0 };
    expect(await read(me, '/api/widgets/data')).toEqual({
      today,
      stats: { completedToday: 0, totalHabits: 0, longestStreak: 0 },
      weeklyStats: { completionRate: 0 },
      transactions: { today: none, week: none, month: none, year: none },
      tasks: { today: 0, overdue: 0 },
      moods: { week: noMood, month: noMood, year: noMood },
      books: { completed: 0 },
      workouts: { weekMinutes: 0, monthMinutes: 0 },
      focusSessions: { weekMinutes: 0, monthMinutes: 0 },
      lifeScore: flat,
    });
  });
});
