import { moodInsightsSchema, type MoodInsight } from '@track-grow/domain/mood';
import { addDays } from '@track-grow/domain/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { Agent, createTestApp, signUp, signUpIn, type TestApp } from './helpers';

/**
 * GET /api/moods/insights: the domain's moodInsights over the 90 days up to yesterday, from the daily mood averages, the
 * days with every scheduled habit done and the user's days with a completed task (grouped in SQL by the user's
 * own day: time zone and "my day starts at").
 */
type Caller = Awaited<ReturnType<typeof signUp>>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
/** The test clock's own start, 2026-03-10T12:00Z: the day every test counts back from. */
const today = '2026-03-10';

function expectCreated(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBe(201);
}
const logMood = async (caller: Caller, date: string, rating: number) => {
  expectCreated(await caller.agent.post('/api/moods', { date, rating }));
};

/** A task completed at `instant` (creating it completed stamps completedAt with the clock). */
async function completeTaskAt(caller: Caller, instant: string) {
  const now = t.clock.now();
  t.clock.set(new Date(instant));
  expectCreated(await caller.agent.post('/api/tasks', { title: 'Done', status: 'completed' }));
  t.clock.set(now);
}

async function insightsOf(caller: Caller): Promise<MoodInsight[]> {
  const response = await caller.agent.get('/api/moods/insights');
  expect(response.statusCode, response.body).toBe(200);
  return moodInsightsSchema.parse(response.json());
}

/** Yesterday back to 10 days ago: the first five with every habit done and a mood of 5, the others 2. */
const days = Array.from({ length: 10 }, (_, i) => addDays(today, -(i + 1)));
const taskDays = [days[0]!, days[1]!, days[2]!, days[5]!, days[6]!];

/** A user with a daily habit done on the good days and tasks completed at noon UTC on `taskDays`; moods on `moodDays`. */
async function userWithHistory(moodDays: readonly string[]): Promise<Caller> {
  const me = await signUp(t.app);
  const habit = await me.agent.post('/api/habits', { name: 'Walk', startDate: addDays(today, -30) });
  expect(habit.statusCode, habit.body).toBe(201);
  const habitId = habit.json<{ id: string }>().id;
  for (const date of days.slice(0, 5))
    expect((await me.agent.post(`/api/habits/${habitId}/toggle`, { date })).statusCode).toBe(200);
  for (const date of taskDays) await completeTaskAt(me, `${date}T12:00:00Z`);
  for (const date of moodDays) await logMood(me, date, days.indexOf(date) < 5 ? 5 : 2);
  return me;
}

describe('mood insights', () => {
  it('appear with enough days on both sides, not without', async () => {
    // Four days without the habit (and four without a task): too few to say anything.
    const me = await userWithHistory(days.slice(0, 9));
    expect(await insightsOf(me)).toEqual([]);

    await logMood(me, days[9]!, 2);
    expect(await insightsOf(me)).toEqual([
      {
        factor: 'allHabitsDone',
        withAverage: 5,
        withoutAverage: 2,
        withDays: 5,
        withoutDays: 5,
        difference: 3,
      },
      // Tasks on three good days and two bad ones: 3.8 against 3.2.
      {
        factor: 'completedTask',
        withAverage: 3.8,
        withoutAverage: 3.2,
        withDays: 5,
        withoutDays: 5,
        difference: 0.6,
      },
    ]);
  });

  it('leaves out today, whose habits are not done yet, and the days before the last 90', async () => {
    const me = await userWithHistory(days);
    const before = await insightsOf(me);
    // A good mood this morning, the habit still pending: it counts on neither side.
    await logMood(me, today, 5);
    expect(await insightsOf(me)).toEqual(before);
    // Nor does a bad mood 91 days ago.
    await logMood(me, addDays(today, -91), 1);
    expect(await insightsOf(me)).toEqual(before);
  });

  it("never counts another user's data", async () => {
    const owner = await userWithHistory(days);
    const before = await insightsOf(owner);
    expect(before).toHaveLength(2);

    // The same moods, but no habits or tasks of their own: nothing to compare.
    const intruder = await signUp(t.app);
    for (const date of days) await logMood(intruder, date, days.indexOf(date) < 5 ? 5 : 2);
    expect(await insightsOf(intruder)).toEqual([]);
    // The owner's answer does not move with the intruder's moods.
    expect(await insightsOf(owner)).toEqual(before);
    // No session, no insights.
    expect((await new Agent(t.app).get('/api/moods/insights')).statusCode).toBe(401);
  });

  it("groups task completions by the user's day: a night owl (day starts at 3) in Los Angeles", async () => {
    const owl = await signUpIn(t.app, 'America/Los_Angeles', 3);
    // 20 Feb – 1 Mar 2026 (PST, UTC−8): a task on every other day, moods of 5 on those and 2 on the others.
    const owlDays = Array.from({ length: 10 }, (_, i) => addDays('2026-02-20', i));
    const withTask = owlDays.filter((_, i) => i % 2 === 0);
    for (const [i, date] of withTask.entries()) {
      // 02:30 the next morning (before the owl's day starts) or 23:30 that evening: both already the next UTC day.
      await completeTaskAt(
        owl,
        i % 2 === 0 ? `${addDays(date, 1)}T10:30:00Z` : `${addDays(date, 1)}T07:30:00Z`,
      );
    }
    for (const date of owlDays) await logMood(owl, date, withTask.includes(date) ? 5 : 2);

    expect(await insightsOf(owl)).toEqual([
      {
        factor: 'completedTask',
        withAverage: 5,
        withoutAverage: 2,
        withDays: 5,
        withoutDays: 5,
        difference: 3,
      },
    ]);
  });
});
