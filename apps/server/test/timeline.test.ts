import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  timelineKindArea,
  timelineSchema,
  type TimelineEntry,
  type TimelineKind,
} from '@track-grow/domain/timeline';
import { beforeAll, describe, expect, it } from 'vitest';
import { timelineStatement } from '../src/modules/timeline/queries';
import { Agent, createTestApp, signUp, signUpIn, type TestApp } from './helpers';

/**
 * GET /api/timeline: every area's events newest first by (at, id), keyset-paged through `x-next-cursor`, one
 * area with `area`, only the caller's rows; dates are the user's days (time zone and "my day starts at").
 */
type Caller = Awaited<ReturnType<typeof signUp>>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function created(caller: Caller, path: string, body: unknown, status = 201): Promise<string> {
  const response = await caller.agent.post(path, body);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<{ id: string }>().id;
}

/** Runs `write` with the test clock at `instant`. */
async function at<T>(instant: string, write: () => Promise<T>): Promise<T> {
  const now = t.clock.now();
  t.clock.set(new Date(instant));
  try {
    return await write();
  } finally {
    t.clock.set(now);
  }
}

async function page(caller: Caller, query = '') {
  const response = await caller.agent.get(`/api/timeline${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const entries = timelineSchema.parse(response.json());
  const next = response.headers['x-next-cursor'];
  return { entries, next: typeof next === 'string' ? next : undefined };
}

/** Every page of `query` with pages of `limit`, following the cursor to the end. */
async function allPages(caller: Caller, limit: number, area?: string): Promise<TimelineEntry[]> {
  const entries: TimelineEntry[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 100; i++) {
    const params = new URLSearchParams({ limit: String(limit) });
    if (area) params.set('area', area);
    if (cursor) params.set('cursor', cursor);
    const result = await page(caller, `?${params.toString()}`);
    expect(result.entries.length).toBeLessThanOrEqual(limit);
    entries.push(...result.entries);
    if (!result.next) return entries;
    cursor = result.next;
  }
  throw new Error('the cursor never ended');
}

const LONG_NOTE = `  First line\n\n${'word '.repeat(40)}`;

/** One event of every area, March 2026 (UTC, day starts at midnight); ids by kind. */
async function userWithEverything() {
  const me = await signUp(t.app);
  const habit = await created(me, '/api/habits', { name: 'Walk', startDate: '2026-03-01' });
  const toggled = await me.agent.post(`/api/habits/${habit}/toggle`, { date: '2026-03-08' });
  expect(toggled.statusCode, toggled.body).toBe(200);
  const [completion] = (
    await t.db.execute<{ id: string }>(sql`select id from habit_completions where habit_id = ${habit}`)
  ).rows;
  const task = await at('2026-03-09T15:00:00Z', () =>
    created(me, '/api/tasks', { title: 'Ship it', status: 'completed' }),
  );
  // An open task is not on the timeline.
  await created(me, '/api/tasks', { title: 'Still open' });
  const mood = await created(me, '/api/moods', { date: '2026-03-09', rating: 4, note: 'Good' });
  const transaction = await created(me, '/api/transactions', {
    date: '2026-03-09',
    type: 'expense',
    amount: '12.50',
    category: 'Food',
    description: 'Lunch',
  });
  const workout = await created(me, '/api/workouts', {
    name: 'Run',
    type: 'cardio',
    duration: 30,
    date: '2026-03-07',
  });
  const session = {
    plannedDuration: 25,
    actualDuration: 25,
    startedAt: '2026-03-09T09:00:00Z',
    completedAt: '2026-03-09T09:25:00Z',
    date: '2026-03-09',
  };
  const focus = await created(me, '/api/focus-sessions', { ...session, title: 'Deep work' });
  // A break is not on the timeline.
  await created(me, '/api/focus-sessions', {
    ...session,
    title: 'Break',
    type: 'shortBreak',
    plannedDuration: 5,
    actualDuration: 5,
    startedAt: '2026-03-09T09:25:00Z',
    completedAt: '2026-03-09T09:30:00Z',
  });
  const book = await created(me, '/api/books', {
    title: 'Dune',
    author: 'Frank Herbert',
    status: 'completed',
    startedAt: '2026-02-01',
    finishedAt: '2026-03-06',
  });
  // A book still being read is not on the timeline.
  await created(me, '/api/books', { title: 'Reading', status: 'reading' });
  const lesson = await at('2026-03-08T20:00:00Z', () =>
    created(me, '/api/lessons/completions', { lessonId: 'inversion' }, 200),
  );
  const note = await created(me, '/api/notes', { title: 'Trip', content: LONG_NOTE });
  // A note's creation time is the database's clock: set it.
  await t.db.execute(sql`update notes set created_at = '2026-03-07T10:00:00Z' where id = ${note}`);
  const wellness = await created(
    me,
    '/api/wellness',
    {
      date: '2026-03-08',
      sleepHours: 7.5,
      waterGlasses: 6,
    },
    200,
  );
  const achievement = await created(me, '/api/career/achievements', {
    title: 'Promotion',
    date: '2026-03-06',
  });
  return {
    me,
    ids: {
      habit,
      completion: completion!.id,
      task,
      mood,
      transaction,
      workout,
      focus,
      book,
      lesson,
      note,
      wellness,
      achievement,
    },
  };
}

let owner: Awaited<ReturnType<typeof userWithEverything>>;
let intruder: Awaited<ReturnType<typeof userWithEverything>>;
beforeAll(async () => {
  owner = await userWithEverything();
  intruder = await userWithEverything();
});

const dayStart = (date: string) => `${date}T00:00:00.000000Z`;

describe('the timeline', () => {
  it('lists every area newest first, each entry with its own fields', async () => {
    const { ids } = owner;
    const { entries, next } = await page(owner.me);
    expect(next).toBeUndefined();
    expect(entries).toEqual([
      {
        id: `taskCompleted:${ids.task}`,
        kind: 'taskCompleted',
        area: 'tasks',
        at: '2026-03-09T15:00:00.000000Z',
        date: '2026-03-09',
        sourceId: ids.task,
        title: 'Ship it',
      },
      {
        id: `focusSession:${ids.focus}`,
        kind: 'focusSession',
        area: 'focus',
        at: '2026-03-09T09:25:00.000000Z',
        date: '2026-03-09',
        sourceId: ids.focus,
        title: 'Deep work',
        minutes: 25,
      },
      // A dated row sits at the start of its day; ties go by id, newest first ("transaction:" > "moodLogged:").
      {
        id: `transaction:${ids.transaction}`,
        kind: 'transaction',
        area: 'money',
        at: dayStart('2026-03-09'),
        date: '2026-03-09',
        sourceId: ids.transaction,
        type: 'expense',
        amount: '12.50',
        category: 'Food',
        description: 'Lunch',
      },
      {
        id: `moodLogged:${ids.mood}`,
        kind: 'moodLogged',
        area: 'mood',
        at: dayStart('2026-03-09'),
        date: '2026-03-09',
        sourceId: ids.mood,
        rating: 4,
        note: 'Good',
      },
      {
        id: `lessonLearned:${ids.lesson}`,
        kind: 'lessonLearned',
        area: 'lessons',
        at: '2026-03-08T20:00:00.000000Z',
        date: '2026-03-08',
        sourceId: ids.lesson,
        title: 'Inversion',
      },
      {
        id: `wellnessLogged:${ids.wellness}`,
        kind: 'wellnessLogged',
        area: 'wellness',
        at: dayStart('2026-03-08'),
        date: '2026-03-08',
        sourceId: ids.wellness,
        sleepHours: 7.5,
        waterGlasses: 6,
        meditationMinutes: null,
        steps: null,
      },
      {
        id: `habitCompleted:${ids.completion}`,
        kind: 'habitCompleted',
        area: 'habits',
        at: dayStart('2026-03-08'),
        date: '2026-03-08',
        sourceId: ids.completion,
        name: 'Walk',
      },
      {
        id: `noteAdded:${ids.note}`,
        kind: 'noteAdded',
        area: 'notes',
        at: '2026-03-07T10:00:00.000000Z',
        date: '2026-03-07',
        sourceId: ids.note,
        title: 'Trip',
        excerpt: `First line · ${'word '.repeat(21).trim()}…`,
      },
      {
        id: `workout:${ids.workout}`,
        kind: 'workout',
        area: 'fitness',
        at: dayStart('2026-03-07'),
        date: '2026-03-07',
        sourceId: ids.workout,
        name: 'Run',
        minutes: 30,
      },
      {
        id: `bookFinished:${ids.book}`,
        kind: 'bookFinished',
        area: 'books',
        at: dayStart('2026-03-06'),
        date: '2026-03-06',
        sourceId: ids.book,
        title: 'Dune',
        author: 'Frank Herbert',
      },
      {
        id: `achievement:${ids.achievement}`,
        kind: 'achievement',
        area: 'career',
        at: dayStart('2026-03-06'),
        date: '2026-03-06',
        sourceId: ids.achievement,
        title: 'Promotion',
      },
    ]);
  });

  it('pages with the cursor: every entry exactly once, in order, whatever the page size', async () => {
    const { entries: all } = await page(owner.me, '?limit=100');
    expect(all).toHaveLength(11);
    for (const limit of [1, 2, 3, 5, 10, 11]) {
      const paged = await allPages(owner.me, limit);
      expect(paged.map((e) => e.id)).toEqual(all.map((e) => e.id));
    }
  });

  it('pages through many entries tied on the same day', async () => {
    const me = await signUp(t.app);
    for (let i = 0; i < 7; i++) await created(me, '/api/moods', { date: '2026-03-05', rating: 3 });
    for (let i = 0; i < 4; i++)
      await created(me, '/api/career/achievements', { title: `A${i}`, date: '2026-03-05' });
    const { entries: all } = await page(me);
    expect(all).toHaveLength(11);
    // By id, newest first: the moods ("moodLogged:…") before the achievements ("achievement:…").
    expect(all.map((e) => e.kind)).toEqual([...Array(7).fill('moodLogged'), ...Array(4).fill('achievement')]);
    const ids = all.map((e) => e.id);
    expect(ids).toEqual([...ids].sort().reverse());
    for (const limit of [1, 3, 4]) expect((await allPages(me, limit)).map((e) => e.id)).toEqual(ids);
  });

  it('filters by area, and pages within it', async () => {
    const { ids } = owner;
    const money = await page(owner.me, '?area=money');
    expect(money.entries.map((e) => e.id)).toEqual([`transaction:${ids.transaction}`]);
    const focus = await page(owner.me, '?area=focus');
    expect(focus.entries.map((e) => e.sourceId)).toEqual([ids.focus]);
    const more = await created(owner.me, '/api/moods', { date: '2026-03-01', rating: 2 });
    const moods = await allPages(owner.me, 1, 'mood');
    expect(moods.map((e) => e.sourceId)).toEqual([ids.mood, more]);
    await owner.me.agent.delete(`/api/moods/${more}`);
  });

  it("never shows another user's rows", async () => {
    const mine = await page(owner.me);
    const theirs = await page(intruder.me);
    const intruderIds = Object.values(intruder.ids);
    const ownerIds = Object.values(owner.ids);
    for (const id of intruderIds) expect(JSON.stringify(mine.entries)).not.toContain(id);
    for (const id of ownerIds) expect(JSON.stringify(theirs.entries)).not.toContain(id);
    expect(theirs.entries).toHaveLength(11);
    expect((await new Agent(t.app).get('/api/timeline')).statusCode).toBe(401);
  });

  it("dates each entry by the user's day: a night owl (day starts at 3) in Los Angeles", async () => {
    const owl = await signUpIn(t.app, 'America/Los_Angeles', 3);
    // 02:30 PDT on 10 March: still the 9th for this user; 03:30 PDT is the 10th.
    const late = await at('2026-03-10T09:30:00Z', () =>
      created(owl, '/api/tasks', { title: 'Late', status: 'completed' }),
    );
    const early = await at('2026-03-10T10:30:00Z', () =>
      created(owl, '/api/tasks', { title: 'Early', status: 'completed' }),
    );
    const mood = await created(owl, '/api/moods', { date: '2026-03-09', rating: 5 });
    const { entries } = await page(owl);
    expect(entries.map((e) => [e.sourceId, e.at, e.date])).toEqual([
      [early, '2026-03-10T10:30:00.000000Z', '2026-03-10'],
      // The 9th began at 03:00 PDT on the 9th (10:00Z): the late task, on the 9th, sits above it.
      [late, '2026-03-10T09:30:00.000000Z', '2026-03-09'],
      [mood, '2026-03-09T10:00:00.000000Z', '2026-03-09'],
    ]);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const area = await owner.me.agent.get('/api/timeline?area=gardening');
    expect(area.statusCode).toBe(400);
    expect(area.json()).toMatchObject({
      issues: [expect.objectContaining({ path: 'area', code: 'timeline.area' })],
    });
    for (const limit of ['0', '101', 'ten', '2.5']) {
      const response = await owner.me.agent.get(`/api/timeline?limit=${limit}`);
      expect(response.statusCode, limit).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^limit: /);
    }
    const badCursors = [
      'not-a-cursor',
      Buffer.from(JSON.stringify(['2026-03-09T00:00:00Z'])).toString('base64url'),
      Buffer.from(JSON.stringify(['yesterday', `moodLogged:${owner.ids.mood}`])).toString('base64url'),
      Buffer.from(JSON.stringify(['2026-03-09T00:00:00Z', `gardening:${owner.ids.mood}`])).toString(
        'base64url',
      ),
      Buffer.from(JSON.stringify(['2026-03-09T00:00:00Z', 'moodLogged:1'])).toString('base64url'),
    ];
    for (const cursor of badCursors) {
      const response = await owner.me.agent.get(`/api/timeline?cursor=${cursor}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json()).toMatchObject({ code: 'shared.badCursor' });
    }
  });

  it('reads each area by its (user_id, time) index: the first page does not grow with the history', async () => {
    interface PlanNode {
      'Node Type': string;
      'Relation Name'?: string;
      'Index Cond'?: string;
      Plans?: PlanNode[];
    }
    const all = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(all)];
    const user = { id: owner.me.user.id, timezone: 'Europe/Rome', dayStartHour: 3 };
    const kinds = Object.keys(timelineKindArea) as TimelineKind[];
    const cursors = [
      undefined,
      ...kinds.map((kind) => ({ at: '2026-03-09T10:00:00.000000Z', kind, rowId: owner.ids.mood })),
    ];
    const client = await t.db.$client.connect();
    try {
      // The test's tables are tiny: the planner would rightly read them whole (or by bitmap, or sort a few rows).
      // Without those, a plan that keeps each area's read short must exist: an ordered index scan cut at the
      // limit (ties on the time column may be put in id order by an incremental sort, which stops at the limit).
      await client.query('set enable_seqscan = off');
      await client.query('set enable_bitmapscan = off');
      await client.query('set enable_sort = off');
      for (const cursor of cursors) {
        const query = new PgDialect().sqlToQuery(timelineStatement(user, { kinds, cursor, limit: 30 }));
        const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          `explain (format json) ${query.sql}`,
          query.params,
        );
        const nodes = all(rows[0]!['QUERY PLAN'][0].Plan);
        const scans = nodes.filter((n) => n['Relation Name'] && n['Relation Name'] !== 'habits');
        expect(scans).toHaveLength(kinds.length);
        for (const scan of scans) {
          expect(scan['Node Type'], scan['Relation Name']).toMatch(/^Index (Only )?Scan$/);
          expect(scan['Index Cond'], scan['Relation Name']).toContain('user_id =');
        }
        // Each area's page is read in its index's order and cut at limit + 1: no sort of all its rows.
        for (const area of nodes.filter((n) => n['Node Type'] === 'Subquery Scan'))
          expect(all(area).map((n) => n['Node Type'])).not.toContain('Sort');
      }
    } finally {
      await client.query('reset enable_seqscan');
      await client.query('reset enable_bitmapscan');
      await client.query('reset enable_sort');
      client.release();
    }
  });
});
