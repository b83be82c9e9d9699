import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { notes } from '../src/db/schema';
import {
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
import { createDemoAccount, DEMO_PASSWORD } from '../src/demo/account';
import { generateDemoData } from '../src/demo/generate';
import { Agent, createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('demo data', () => {
  it('is deterministic for a seed and ends today', () => {
    const a = generateDemoData({ today: '2026-03-10', days: 365, seed: 7 });
    const b = generateDemoData({ today: '2026-03-10', days: 365, seed: 7 });
    expect(a).toEqual(b);
    const dates = a.transactions.map((x) => x.date).sort();
    expect(dates[0]! >= '2025-03-11' && dates[0]! <= '2025-03-13').toBe(true);
    expect(dates.at(-1)! <= '2026-03-10').toBe(true);
    expect(a.completions.every((c) => c.date <= '2026-03-10')).toBe(true);
  });

  it('holds the same last year in a longer history, so five years differ from one only by the older days', () => {
    const one = generateDemoData({ today: '2026-03-10', days: 365 });
    const five = generateDemoData({ today: '2026-03-10', days: 5 * 365 });
    const lastYear = <T extends { date: string }>(rows: T[]) => rows.filter((r) => r.date >= '2025-03-11');
    expect(lastYear(five.transactions)).toEqual(one.transactions);
    // Moods follow the habits, whose histories differ in length; the days logged are the same.
    expect(lastYear(five.moods).map((m) => m.date)).toEqual(one.moods.map((m) => m.date));
    const open = (d: typeof one) => d.tasks.filter((x) => x.status === 'todo' || x.status === 'in_progress');
    // The open list is what is current: tasks overdue for more than a quarter were dropped long ago.
    expect(open(five)).toEqual(open(one));
    expect(open(five).every((x) => x.dueDate! >= '2025-12-10')).toBe(true);
  });

  it('looks like a year of a real life: salary, rent, daily spending, streaks with gaps, moods most days', () => {
    const data = generateDemoData({ today: '2026-03-10', days: 365 });
    expect(data.transactions.filter((x) => x.category === 'Salary')).toHaveLength(12);
    expect(data.transactions.filter((x) => x.type === 'expense').length).toBeGreaterThan(300);
    expect(data.habits).toHaveLength(5);
    expect(data.completions.filter((c) => c.completed).length).toBeGreaterThan(800);
    expect(data.completions.some((c) => c.skipped)).toBe(true);
    expect(data.moods.length).toBeGreaterThan(300);
    expect(data.tasks.some((x) => x.status === 'todo' && x.dueDate! < '2026-03-10')).toBe(true); // overdue
    expect(data.tasks.filter((x) => x.status === 'completed').length).toBeGreaterThan(100);
    expect(data.vacations.length).toBeGreaterThanOrEqual(1);
  });

  it('holds a reading year: a book finished most months, two being read, a few waiting', () => {
    const data = generateDemoData({ today: '2026-03-10', days: 365 });
    const done = data.books.filter((b) => b.status === 'completed');
    expect(done.length).toBeGreaterThanOrEqual(10);
    for (const b of done) {
      expect(b.finishedAt! <= '2026-03-10' && b.startedAt! <= b.finishedAt!).toBe(true);
      expect(b.rating).toBeGreaterThanOrEqual(3);
      expect(b.pagesRead).toBe(b.totalPages);
    }
    expect(data.books.filter((b) => b.status === 'reading')).toHaveLength(2);
    expect(data.books.filter((b) => b.status === 'wantToRead').length).toBeGreaterThanOrEqual(3);
    const fromLibrary = data.books.flatMap((b) => (b.libraryId ? [b.libraryId] : []));
    expect(new Set(fromLibrary).size).toBe(fromLibrary.length);
    expect(generateDemoData({ today: '2026-03-10', days: 1825 }).books).toEqual(data.books);
  });

  it('holds pomodoros on workdays and 3–5 workouts a week with lifts that slowly get heavier', () => {
    const data = generateDemoData({ today: '2026-03-10', days: 365 });
    const focusDays = new Set(data.focusSessions.map((s) => s.date));
    expect(focusDays.size).toBeGreaterThan(180);
    expect(data.focusSessions.every((s) => s.plannedDuration === 25 && s.actualDuration <= 25)).toBe(true);
    expect(data.focusSessions.filter((s) => s.actualDuration < 25).length).toBeGreaterThan(50); // stopped early
    const linked = data.focusSessions.filter((s) => s.taskIndex !== null);
    expect(linked.length).toBeGreaterThan(30);
    expect(linked.every((s) => data.tasks[s.taskIndex!]!.dueDate === s.date)).toBe(true);
    const perWeek = data.workouts.length / 52;
    expect(perWeek).toBeGreaterThanOrEqual(3);
    expect(perWeek).toBeLessThanOrEqual(5);
    expect(new Set(data.workouts.map((w) => w.type)).size).toBeGreaterThan(5);
    const squats = data.workouts
      .flatMap((w) => w.exercises.map((e) => ({ ...e, date: w.date })))
      .filter((e) => e.name.toLowerCase() === 'squat');
    const average = (rows: typeof squats) => rows.reduce((n, e) => n + e.weightKg!, 0) / rows.length;
    expect(squats.length).toBeGreaterThan(60);
    expect(average(squats.filter((e) => e.date >= '2025-12-01'))).toBeGreaterThan(
      average(squats.filter((e) => e.date < '2025-06-01')),
    );

    const five = generateDemoData({ today: '2026-03-10', days: 5 * 365 });
    const lastYear = <T extends { date: string }>(rows: T[]) => rows.filter((r) => r.date >= '2025-03-11');
    expect(lastYear(five.workouts)).toEqual(data.workouts);
    expect(lastYear(five.focusSessions).map(({ taskIndex: _, ...s }) => s)).toEqual(
      data.focusSessions.map(({ taskIndex: _, ...s }) => s),
    );
  });

  it('logs most days of wellness, with plausible values in range that go together', () => {
    const data = generateDemoData({ today: '2026-03-10', days: 365 });
    expect(data.wellness.length).toBeGreaterThan(280);
    expect(data.wellness.length).toBeLessThan(365);
    for (const w of data.wellness) {
      expect(w.sleepHours! * 2).toBe(Math.round(w.sleepHours! * 2));
      expect(w.sleepHours).toBeGreaterThanOrEqual(4);
      expect(w.sleepHours).toBeLessThanOrEqual(10);
      for (const rating of [w.sleepQuality, w.energy, w.stress]) expect(rating).toBeGreaterThanOrEqual(1);
      expect(w.steps ?? 0).toBeLessThanOrEqual(100_000);
      expect(w.waterGlasses ?? 0).toBeLessThanOrEqual(50);
    }
    const mean = (rows: typeof data.wellness, pick: (w: (typeof rows)[number]) => number) =>
      rows.reduce((n, w) => n + pick(w), 0) / rows.length;
    const rested = data.wellness.filter((w) => w.sleepHours! >= 8);
    const tired = data.wellness.filter((w) => w.sleepHours! <= 6.5);
    expect(mean(rested, (w) => w.energy!)).toBeGreaterThan(mean(tired, (w) => w.energy!));
    expect(mean(rested, (w) => w.stress!)).toBeLessThan(mean(tired, (w) => w.stress!));
    const five = generateDemoData({ today: '2026-03-10', days: 5 * 365 });
    expect(five.wellness.filter((w) => w.date >= '2025-03-11')).toEqual(data.wellness);
  });

  it('holds about 20 lessons learned across the last year, some with reflections, the same in five years', () => {
    const one = generateDemoData({ today: '2026-03-10', days: 365 });
    const five = generateDemoData({ today: '2026-03-10', days: 5 * 365 });
    const learned = one.lessonCompletions;
    expect(learned).toHaveLength(20);
    expect(new Set(learned.map((c) => c.lessonId)).size).toBe(20);
    expect(learned.filter((c) => c.reflection).length).toBeGreaterThan(3);
    expect(learned.every((c) => c.completedAt.toISOString() < '2026-03-10T00:00:00Z')).toBe(true);
    expect(learned[0]!.completedAt.toISOString() < '2025-04-10').toBe(true);
    expect(five.lessonCompletions).toEqual(learned);
  });

  it('never repeats a task or note title, over one year or five', () => {
    for (const days of [365, 5 * 365]) {
      const data = generateDemoData({ today: '2026-03-10', days });
      for (const rows of [data.tasks, data.notes]) {
        const titles = rows.map((row) => row.title);
        expect(new Set(titles).size, `${days} days`).toBe(titles.length);
      }
      expect(data.notes.filter((n) => n.title.startsWith('Trip to Lisbon')).length).toBeGreaterThan(1);
    }
    // The newest keeps the plain title; older ones carry their month.
    const { notes } = generateDemoData({ today: '2026-03-10', days: 365 });
    const lisbon = notes
      .filter((n) => n.title.startsWith('Trip to Lisbon'))
      .sort((a, b) => (a.date < b.date ? 1 : -1));
    expect(lisbon[0]!.title).toBe('Trip to Lisbon');
    expect(lisbon[1]!.title).toMatch(/^Trip to Lisbon \((\d{1,2} )?[A-Z][a-z]{2} 20\d\d\)$/);
  });

  it('creates an account one can sign in to, and a second run replaces it instead of doubling it', async () => {
    const email = 'demo-test@trackgrow.app';
    await createDemoAccount(t.db, t.clock, { email, days: 120 });
    const { userId } = await createDemoAccount(t.db, t.clock, { email, days: 120 });
    expect(await t.db.select({ n: count() }).from(users).where(eq(users.email, email))).toEqual([{ n: 1 }]);
    const countOf = async (
      table:
        | typeof habits
        | typeof transactions
        | typeof tasks
        | typeof moods
        | typeof notes
        | typeof habitCompletions
        | typeof focusSessions
        | typeof workouts
        | typeof wellnessEntries,
    ) => (await t.db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]!.n;
    expect(await countOf(habits)).toBe(5);
    expect(await countOf(habitCompletions)).toBeGreaterThan(200);
    expect(await countOf(transactions)).toBeGreaterThan(150);
    expect(await countOf(moods)).toBeGreaterThan(90);
    expect(await countOf(focusSessions)).toBeGreaterThan(200);
    expect(await countOf(workouts)).toBeGreaterThan(40);
    expect(await countOf(wellnessEntries)).toBeGreaterThan(90);
    const [linked] = await t.db
      .select({ n: count() })
      .from(focusSessions)
      .innerJoin(tasks, eq(tasks.id, focusSessions.taskId))
      .where(and(eq(focusSessions.userId, userId), eq(tasks.userId, userId)));
    expect(linked!.n).toBeGreaterThan(5);

    const agent = new Agent(t.app);
    const login = await agent.post('/api/auth/login', { email, password: DEMO_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ firstName: 'Alex', hasCompletedOnboarding: true });
  });
});
