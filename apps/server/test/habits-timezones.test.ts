import { habitsStatsSchema, weeklyStatsSchema } from '@track-grow/domain/habits';
import { addDays } from '@track-grow/domain/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type Agent, type TestApp } from './helpers';

/**
 * "Today" is the user's own day (DESIGN.md 1): their time zone, shifted by "my day starts at". Each case sets
 * the clock just before or after a local midnight — on ordinary days and on the 2026 daylight-saving change
 * days, where a fixed UTC offset would pick the wrong day — and checks what the server takes for today.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

interface Person {
  agent: Agent;
  habitId: string;
}

/** A user in `timezone`, signed up at the current clock, with a daily habit running since January 2026. */
async function personIn(timezone: string, profile: { dayStartHour?: number } = {}): Promise<Person> {
  const { agent } = await signUp(t.app);
  const patched = await agent.patch('/api/auth/user', { timezone, ...profile });
  expect(patched.statusCode, patched.body).toBe(200);
  const created = await agent.post('/api/habits', { name: 'Stretch', startDate: '2026-01-01' });
  return { agent, habitId: created.json<{ id: string }>().id };
}

const at = (iso: string) => t.clock.set(new Date(iso));

async function tiles(person: Person) {
  return habitsStatsSchema.parse((await person.agent.get('/api/habits/stats')).json());
}

/** What the server takes for today: the last day of the weekly stats, and which toggles it accepts. */
async function expectToday(person: Person, today: string) {
  const week = weeklyStatsSchema.parse((await person.agent.get('/api/habits/weekly-stats')).json());
  expect(week.days.at(-1)!.date).toBe(today);
  const tomorrow = await person.agent.post(`/api/habits/${person.habitId}/toggle`, {
    date: addDays(today, 1),
  });
  expect(tomorrow.statusCode).toBe(400);
  expect(tomorrow.json()).toEqual({
    message: "You can't complete a future day",
    code: 'habits.futureComplete',
  });
  const before = await tiles(person);
  const toggled = await person.agent.post(`/api/habits/${person.habitId}/toggle`, { date: today });
  expect(toggled.statusCode).toBe(200);
  const after = await tiles(person);
  expect(after.totalHabits).toBe(1);
  expect(after.completedToday).toBe(toggled.json<{ completed: boolean }>().completed ? 1 : 0);
  expect(after.completedToday).not.toBe(before.completedToday);
}

describe('around local midnight', () => {
  it('Pacific/Auckland (NZDT, UTC+13): 23:59 is still the 10th, 00:01 is the 11th', async () => {
    at('2026-03-10T10:00:00Z');
    const kiwi = await personIn('Pacific/Auckland');
    at('2026-03-10T10:59:00Z'); // 23:59 on the 10th
    await expectToday(kiwi, '2026-03-10');
    expect(await tiles(kiwi)).toMatchObject({ completedToday: 1, totalHabits: 1 });
    at('2026-03-10T11:01:00Z'); // 00:01 on the 11th: a new day, nothing done yet; yesterday keeps the streak
    expect(await tiles(kiwi)).toEqual({ completedToday: 0, totalHabits: 1, longestStreak: 1 });
    await expectToday(kiwi, '2026-03-11');
    // A habit created now starts on the user's today, not on UTC's (still the 10th).
    const created = await kiwi.agent.post('/api/habits', { name: 'New' });
    expect(created.json<{ startDate: string }>().startDate).toBe('2026-03-11');
  });

  it('America/Los_Angeles (PDT, UTC−7): 23:59 is still the 10th, 00:01 is the 11th', async () => {
    at('2026-03-10T20:00:00Z');
    const angeleno = await personIn('America/Los_Angeles');
    at('2026-03-11T06:59:00Z');
    await expectToday(angeleno, '2026-03-10');
    at('2026-03-11T07:01:00Z');
    expect(await tiles(angeleno)).toEqual({ completedToday: 0, totalHabits: 1, longestStreak: 1 });
    await expectToday(angeleno, '2026-03-11');
    const created = await angeleno.agent.post('/api/habits', { name: 'New' });
    expect(created.json<{ startDate: string }>().startDate).toBe('2026-03-11');
  });
});

describe('on daylight-saving change days (2026)', () => {
  it('Los Angeles springs forward on March 8 (a 23-hour day)', async () => {
    at('2026-03-07T20:00:00Z');
    const p = await personIn('America/Los_Angeles');
    at('2026-03-08T07:59:00Z'); // 23:59 PST on the 7th
    await expectToday(p, '2026-03-07');
    at('2026-03-08T08:01:00Z'); // 00:01 PST on the 8th
    await expectToday(p, '2026-03-08');
    at('2026-03-09T06:59:00Z'); // 23:59 PDT on the 8th (UTC−8 would say 22:59)
    await expectToday(p, '2026-03-08');
    at('2026-03-09T07:30:00Z'); // 00:30 PDT on the 9th (UTC−8 would still say the 8th)
    await expectToday(p, '2026-03-09');
  });

  it('Los Angeles falls back on November 1 (a 25-hour day)', async () => {
    at('2026-10-31T20:00:00Z');
    const p = await personIn('America/Los_Angeles');
    at('2026-11-01T06:59:00Z'); // 23:59 PDT on Oct 31
    await expectToday(p, '2026-10-31');
    at('2026-11-01T07:01:00Z'); // 00:01 PDT on Nov 1
    await expectToday(p, '2026-11-01');
    at('2026-11-02T07:30:00Z'); // 23:30 PST on Nov 1 (UTC−7 would say 00:30 on the 2nd)
    await expectToday(p, '2026-11-01');
    at('2026-11-02T08:01:00Z'); // 00:01 PST on Nov 2
    await expectToday(p, '2026-11-02');
  });

  it('Auckland falls back on April 5 (a 25-hour day)', async () => {
    at('2026-04-04T08:00:00Z');
    const p = await personIn('Pacific/Auckland');
    at('2026-04-04T10:59:00Z'); // 23:59 NZDT on the 4th
    await expectToday(p, '2026-04-04');
    at('2026-04-04T11:01:00Z'); // 00:01 NZDT on the 5th
    await expectToday(p, '2026-04-05');
    at('2026-04-05T11:30:00Z'); // 23:30 NZST on the 5th (UTC+13 would say 00:30 on the 6th)
    await expectToday(p, '2026-04-05');
    at('2026-04-05T12:01:00Z'); // 00:01 NZST on the 6th
    await expectToday(p, '2026-04-06');
  });

  it('Auckland springs forward on September 27 (a 23-hour day)', async () => {
    at('2026-09-26T08:00:00Z');
    const p = await personIn('Pacific/Auckland');
    at('2026-09-26T11:59:00Z'); // 23:59 NZST on the 26th
    await expectToday(p, '2026-09-26');
    at('2026-09-26T12:01:00Z'); // 00:01 NZST on the 27th
    await expectToday(p, '2026-09-27');
    at('2026-09-27T10:59:00Z'); // 23:59 NZDT on the 27th
    await expectToday(p, '2026-09-27');
    at('2026-09-27T11:30:00Z'); // 00:30 NZDT on the 28th (UTC+12 would say 23:30 on the 27th)
    await expectToday(p, '2026-09-28');
  });
});

describe('a night owl whose day starts at 03:00', () => {
  it('ticks "today" at 01:00 and it counts for the day before, everywhere', async () => {
    at('2026-03-10T12:00:00Z');
    const owl = await personIn('Europe/Rome', { dayStartHour: 3 });
    // Tuesday 10th, 01:00 in Rome (CET, UTC+1) on the 11th by the wall clock: still the 10th for this user.
    at('2026-03-11T00:00:00Z');
    await expectToday(owl, '2026-03-10');
    expect(await tiles(owl)).toEqual({ completedToday: 1, totalHabits: 1, longestStreak: 1 });
    // 03:00: the 11th begins; the 1 a.m. tick stays on the 10th and carries the streak.
    at('2026-03-11T02:00:00Z');
    expect(await tiles(owl)).toEqual({ completedToday: 0, totalHabits: 1, longestStreak: 1 });
    const completions = await owl.agent.get('/api/habits/completions');
    expect(completions.json()).toEqual([
      { habitId: owl.habitId, date: '2026-03-10', completed: true, skipped: false },
    ]);
    await expectToday(owl, '2026-03-11');
    expect(await tiles(owl)).toEqual({ completedToday: 1, totalHabits: 1, longestStreak: 2 });
  });
});
