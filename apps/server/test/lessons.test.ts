import {
  lessonLibrary,
  quoteOfTheDay,
  type DailyQuote,
  type LessonCompletion,
  type LessonLibrary,
  type LessonWithState,
} from '@track-grow/domain/lessons';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './helpers';

type Caller = Awaited<ReturnType<typeof signUp>>;

let t: TestApp;
let ada: Caller;
const NOW = new Date('2026-03-10T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  ada = await signUp(t.app);
});
beforeEach(() => t.clock.set(NOW));

const library = async (caller: Caller) => {
  const response = await caller.agent.get('/api/lessons');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LessonLibrary>();
};

describe('the library', () => {
  it('lists every lesson with the user’s state and the lesson of the day', async () => {
    const body = await library(ada);
    expect(body.lessons).toHaveLength(lessonLibrary.length);
    expect(body.date).toBe('2026-03-10');
    expect(body.lessons.map((l) => l.id)).toContain(body.lessonOfTheDay);
    expect(body.lessons.every((l) => l.learnedAt === null && l.reflection === null)).toBe(true);
  });

  it('lists the cards only: the full text is read one lesson at a time', async () => {
    const body = await library(ada);
    expect(Object.keys(body.lessons[0]!).sort()).toEqual(
      ['id', 'learnedAt', 'reflection', 'summary', 'title', 'topic'].sort(),
    );
    const one = (await ada.agent.get(`/api/lessons/${body.lessons[0]!.id}`)).json<Record<string, unknown>>();
    expect(one).toMatchObject({ id: body.lessons[0]!.id });
    expect(one).toHaveProperty('explanation');
    expect(one).toHaveProperty('question');
  });

  it('gets one lesson by its slug; an unknown slug is a 404 with a code, a malformed one a 400', async () => {
    const response = await ada.agent.get('/api/lessons/inversion');
    expect(response.statusCode).toBe(200);
    expect(response.json<LessonWithState>()).toMatchObject({ id: 'inversion', title: 'Inversion' });
    const unknown = await ada.agent.get('/api/lessons/no-such-lesson');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'lessons.notFound' });
    expect((await ada.agent.get('/api/lessons/Not%20A%20Slug')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/lessons' })).statusCode).toBe(401);
  });
});

describe('marking lessons learned', () => {
  it('marks, lists, marks again idempotently, and unmarks', async () => {
    const me = await signUp(t.app);
    const first = await me.agent.post('/api/lessons/completions', {
      lessonId: 'sunk-cost',
      reflection: ' Quit it ',
    });
    expect(first.statusCode, first.body).toBe(200);
    const completion = first.json<LessonCompletion>();
    expect(completion).toMatchObject({ lessonId: 'sunk-cost', reflection: 'Quit it' });
    expect(completion.completedAt).toBe(NOW.toISOString());

    t.clock.advance(3_600_000);
    const again = await me.agent.post('/api/lessons/completions', { lessonId: 'sunk-cost' });
    expect(again.statusCode).toBe(200);
    expect(again.json<LessonCompletion>()).toMatchObject({
      id: completion.id,
      completedAt: completion.completedAt,
      reflection: 'Quit it',
    });
    const replaced = await me.agent.post('/api/lessons/completions', {
      lessonId: 'sunk-cost',
      reflection: 'New',
    });
    expect(replaced.json<LessonCompletion>().reflection).toBe('New');

    const list = await me.agent.get('/api/lessons/completions');
    expect(list.json<LessonCompletion[]>()).toEqual([expect.objectContaining({ lessonId: 'sunk-cost' })]);
    expect((await library(me)).lessons.find((l) => l.id === 'sunk-cost')).toMatchObject({
      learnedAt: NOW.toISOString(),
      reflection: 'New',
    });

    const undo = await me.agent.delete('/api/lessons/completions/sunk-cost');
    expect(undo.statusCode).toBe(200);
    expect((await me.agent.get('/api/lessons/completions')).json()).toEqual([]);
    const twice = await me.agent.delete('/api/lessons/completions/sunk-cost');
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toMatchObject({ code: 'lessons.notLearned' });
  });

  it('refuses an unknown lesson id (400 naming lessonId) and a reflection over 1000 characters', async () => {
    const unknown = await ada.agent.post('/api/lessons/completions', { lessonId: 'made-up' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('lessonId');
    expect(unknown.body).toContain('lessons.unknownLesson');
    const long = await ada.agent.post('/api/lessons/completions', {
      lessonId: 'inversion',
      reflection: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('lessons.reflectionTooLong');
    const fits = await ada.agent.post('/api/lessons/completions', {
      lessonId: 'inversion',
      reflection: 'x'.repeat(1000),
    });
    expect(fits.statusCode).toBe(200);
    await ada.agent.delete('/api/lessons/completions/inversion');
  });

  it('keeps the lesson of the day all day even when it is learned, and moves on tomorrow', async () => {
    const me = await signUp(t.app);
    const { lessonOfTheDay } = await library(me);
    await me.agent.post('/api/lessons/completions', { lessonId: lessonOfTheDay });
    expect((await library(me)).lessonOfTheDay).toBe(lessonOfTheDay);
    t.clock.advance(86_400_000);
    expect((await library(me)).lessonOfTheDay).not.toBe(lessonOfTheDay);
  });

  it('keeps completions owner-only: another user’s undo leaves them alone', async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    await owner.agent.post('/api/lessons/completions', { lessonId: 'compounding', reflection: 'Private' });
    const response = await intruder.agent.delete('/api/lessons/completions/compounding');
    expect(response.statusCode).toBe(404);
    expect((await intruder.agent.get('/api/lessons/compounding')).json()).toMatchObject({ learnedAt: null });
    expect((await intruder.agent.get('/api/lessons/completions')).body).not.toContain('Private');
    expect((await owner.agent.get('/api/lessons/compounding')).json()).toMatchObject({
      reflection: 'Private',
    });
  });
});

describe('the daily quote', () => {
  it('is the same all day in the user’s time zone and changes at their midnight', async () => {
    const tokyo = await signUp(t.app);
    expect((await tokyo.agent.patch('/api/auth/user', { timezone: 'Asia/Tokyo' })).statusCode).toBe(200);
    const quoteAt = async (iso: string) => {
      t.clock.set(new Date(iso));
      const response = await tokyo.agent.get('/api/quotes/daily');
      expect(response.statusCode).toBe(200);
      return response.json<DailyQuote>();
    };
    // 00:30 and 14:59 UTC on 2026-03-10 are 09:30 and 23:59 in Tokyo: the same day.
    const morning = await quoteAt('2026-03-10T00:30:00Z');
    const night = await quoteAt('2026-03-10T14:59:00Z');
    expect(morning.date).toBe('2026-03-10');
    expect(night).toEqual(morning);
    expect(morning).toMatchObject(quoteOfTheDay(tokyo.user.id, '2026-03-10'));
    // 15:00 UTC is midnight in Tokyo: the next day, and another quote, while it is still the 10th in UTC.
    const next = await quoteAt('2026-03-10T15:00:00Z');
    expect(next.date).toBe('2026-03-11');
    expect(next.text).not.toBe(morning.text);
  });

  it('follows the day start hour', async () => {
    const owl = await signUp(t.app);
    await owl.agent.patch('/api/auth/user', { timezone: 'UTC', dayStartHour: 3 });
    t.clock.set(new Date('2026-03-11T02:30:00Z'));
    expect((await owl.agent.get('/api/quotes/daily')).json<DailyQuote>().date).toBe('2026-03-10');
  });
});
