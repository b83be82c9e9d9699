import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { notes, tasks } from '../src/db/schema';
import { habitCompletions, habits, moods, transactions, users } from '../src/db/schema';
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
        | typeof habitCompletions,
    ) => (await t.db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]!.n;
    expect(await countOf(habits)).toBe(5);
    expect(await countOf(habitCompletions)).toBeGreaterThan(200);
    expect(await countOf(transactions)).toBeGreaterThan(150);
    expect(await countOf(moods)).toBeGreaterThan(90);

    const agent = new Agent(t.app);
    const login = await agent.post('/api/auth/login', { email, password: DEMO_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ firstName: 'Alex', hasCompletedOnboarding: true });
  });
});
