import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { apiEntries, type Endpoint } from '@track-grow/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  examples,
  hostileBody,
  hostileQuery,
  ownedPath,
  sweptBodies,
  sweptQueries,
  type OwnedIds,
} from './fuzz-inputs';
import { createTestApp, ORIGIN, signUp, type Agent, type TestApp } from './helpers';

let t: TestApp;
let agent: Agent;
/** The ids of rows the fuzzed user owns, by the path segment that names their list. */
const owned: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  ({ agent } = await signUp(t.app));
  const seed: [string, string, unknown][] = [
    ['notes', '/api/notes', { content: 'A note to keep' }],
    ['tasks', '/api/tasks', { title: 'A task to keep' }],
    ['moods', '/api/moods', { date: '2026-03-01', rating: 4 }],
    ['habits', '/api/habits', { name: 'Read', frequency: 'daily' }],
  ];
  for (const [key, url, body] of seed) {
    const response = await agent.post(url, body);
    expect(response.statusCode, `${url} ${response.body}`).toBe(201);
    owned[key] = response.json<{ id: string }>().id;
  }
});

/** Everything the user owns, as the export has it, without the moment of the export. */
async function snapshot(): Promise<unknown> {
  const response = await agent.get('/api/export');
  expect(response.statusCode).toBe(200);
  const document = response.json<Record<string, unknown>>();
  delete document.exportedAt;
  return document;
}

const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Text no field should take as is: control characters, lone surrogates, bidi marks, impossible dates, odd ids. */
const oddText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\u202Eevil\u202C',
    '\u200F',
    '\uFEFF',
    '2026-02-30',
    '2026-13-01',
    '0000-00-00',
    '99999-01-01',
    '2026-03-01T25:61:00Z',
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    '__proto__',
    'constructor',
    'prototype',
    '',
    ' ',
    '-1',
    '1e309',
    'NaN',
    'Infinity',
    'x'.repeat(20_000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 10 }).map((text) => `${text}\u0000`),
);

/** A cursor a client could forge: wrong types, sizes, NUL, not base64 at all. */
const oddCursor = fc.oneof(
  fc.constantFrom(
    base64Json(['x', 'y']),
    base64Json(['x', 'y', 'z', 'w']),
    base64Json(['x']),
    base64Json([1, 2]),
    base64Json(['2026-02-30', randomUUID()]),
    base64Json(['2026-03-01', 'nope']),
    base64Json(['true', 'yesterday', randomUUID()]),
    base64Json(['1e400', 'true', '2026-03-01 10:00:00+00', randomUUID()]),
    base64Json(['a\u0000', '\u0000', '\u0000', randomUUID()]),
    base64Json({ a: 1 }),
    base64Json(null),
    '!!!',
    '%00',
  ),
  fc.array(oddText, { maxLength: 5 }).map(base64Json),
);

/** Any JSON value, sometimes deep, sometimes with prototype keys. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  oddText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 53, 1.5),
  fc.array(oddText, { maxLength: 3 }),
  fc.constant(
    JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}') as unknown,
  ),
  fc
    .integer({ min: 50, max: 500 })
    .map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
  fc
    .integer({ min: 50, max: 500 })
    .map((depth) => JSON.parse('{"a":'.repeat(depth) + '1' + '}'.repeat(depth)) as unknown),
);

/** The field names of an object schema (through the wrappers zod puts around one), else none. */
function keysOf(schema: unknown): string[] {
  for (
    let s = schema as { shape?: object; def?: { in?: unknown; schema?: unknown; innerType?: unknown } };
    s;
  ) {
    if (s.shape) return Object.keys(s.shape);
    s = (s.def?.in ?? s.def?.schema ?? s.def?.innerType) as typeof s;
  }
  return [];
}

/**
 * A body that breaks the endpoint's schema, as the text sent: not an object, its fields (some missing) with
 * wrong values, huge, or nested deeper than any schema (written as text: too deep for JSON.stringify).
 */
function badBody(endpoint: Endpoint): fc.Arbitrary<string> {
  const keys = [...keysOf(endpoint.body), '__proto__', 'constructor', 'extra'];
  const wrongFields = fc
    .subarray(keys, { minLength: 1 })
    .chain((chosen) => fc.tuple(...chosen.map(() => oddValue)).map((values) => ({ chosen, values })))
    .map(({ chosen, values }) => {
      const body: Record<string, unknown> = {};
      chosen.forEach((key, i) => Object.defineProperty(body, key, { value: values[i], enumerable: true }));
      return body;
    });
  return fc.oneof(
    fc
      .oneof(
        wrongFields,
        oddValue.filter((value) => typeof value !== 'object' || value === null || Array.isArray(value)),
        fc.constant('x'.repeat(900_000)),
      )
      .map((value) => JSON.stringify(value)),
    fc.integer({ min: 1000, max: 200_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
    fc.integer({ min: 1000, max: 400_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  );
}

/** A query string with the endpoint's own keys (and a cursor and search) set to odd values. */
function badQuery(endpoint: Endpoint): fc.Arbitrary<string> {
  const keys = [...keysOf(endpoint.query), 'cursor', 'q', '__proto__'];
  return fc.subarray(keys, { minLength: 1 }).chain((chosen) =>
    fc.tuple(...chosen.map((key) => (key === 'cursor' ? oddCursor : oddText))).map((values) => {
      const search = new URLSearchParams();
      chosen.forEach((key, i) => search.append(key, values[i]!));
      return search.toString();
    }),
  );
}

/** A path with each `:name` replaced: an id of another kind, an id nobody owns, or garbage. */
function badPath(endpoint: Endpoint): fc.Arbitrary<string> {
  const names = endpoint.path.match(/:\w+/g) ?? [];
  const ownedIds = endpoint.method === 'PATCH' ? Object.values(owned) : [];
  const id = fc.oneof(
    oddText.filter((text) => text !== '' && text.length < 5000),
    fc.uuid(),
    ...(ownedIds.length ? [fc.constantFrom(...ownedIds)] : []),
  );
  return fc.tuple(...names.map(() => id)).map((values) => {
    let path: string = endpoint.path;
    names.forEach((name, i) => (path = path.replace(name, segment(values[i]!))));
    return path;
  });
}

/** A path segment; a lone surrogate (no UTF-8 for it) goes as the bytes of one, which are not UTF-8 either. */
const segment = (value: string) =>
  value
    .split(/([\uD800-\uDFFF])/)
    .map((part) => (/^[\uD800-\uDFFF]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

interface Attempt {
  url: string;
  payload: string | undefined;
}

function attempts(endpoint: Endpoint): fc.Arbitrary<Attempt> {
  const hasParams = endpoint.path.includes(':');
  const path = hasParams ? badPath(endpoint) : fc.constant(endpoint.path);
  const query = endpoint.query ? badQuery(endpoint) : fc.constant('');
  const body =
    endpoint.method === 'GET'
      ? fc.constant(undefined)
      : endpoint.body || endpoint.multipart
        ? badBody(endpoint)
        : fc.constant(undefined);
  return fc.tuple(path, query, body).map(([p, q, b]) => ({ url: q ? `${p}?${q}` : p, payload: b }));
}

/**
 * What the fuzz sends: every endpoint of the map with one part of its input broken. A change has nothing valid
 * to act on (bad id, unowned id, broken body), so it must be a 4xx; a read may answer, but never with a 5xx.
 * Logout is left out (it takes no input, and would end the session).
 */
const fuzzed = apiEntries.filter(
  ({ endpoint }) =>
    !(endpoint.method === 'POST' && endpoint.path === '/api/auth/logout') &&
    (endpoint.method === 'GET' || endpoint.path.includes(':') || endpoint.body || endpoint.multipart),
);

/** Bounded for `npm test`; FUZZ_SEED and FUZZ_RUNS explore further by hand. */
const SEED = Number(process.env.FUZZ_SEED ?? 13);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const HOSTILE_RUNS = Number(process.env.FUZZ_RUNS ?? 8);

// Validation answers before the database is asked, the same on either server: the whole-map fuzz runs once
// (embedded); the cases below, where PostgreSQL itself could differ, run on both.
describe.skipIf(inject('dbMode') === 'external')('bad input over the whole endpoint map (issue 13)', () => {
  it('never answers a 5xx, always a JSON {message} without a stack, and changes nothing', async () => {
    const before = await snapshot();
    const seen = new Map<string, number>();
    for (const { group, name, endpoint } of fuzzed) {
      await fc.assert(
        fc.asyncProperty(attempts(endpoint), async ({ url, payload }) => {
          const response = await t.app.inject({
            method: endpoint.method,
            url,
            headers: {
              origin: ORIGIN,
              cookie: agent.cookie!,
              ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(payload === undefined ? {} : { payload }),
          });
          const where = `${group}.${name} ${endpoint.method} ${url.slice(0, 200)} ${String(payload).slice(0, 200)}`;
          seen.set(String(response.statusCode), (seen.get(String(response.statusCode)) ?? 0) + 1);
          expect(response.statusCode, `${where} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
          if (endpoint.method !== 'GET') expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
          if (response.statusCode >= 400) {
            const answer = response.json<{ message?: unknown }>();
            expect(typeof answer.message, where).toBe('string');
            expect(response.body, where).not.toMatch(/at .*\.(ts|js):\d+/);
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }
    expect(await snapshot()).toEqual(before);
    expect([...seen.keys()].every((status) => Number(status) < 500)).toBe(true);
    // Its 900 KB bodies and deep nesting take minutes when other suites share the two cores.
  }, 240_000);
});

describe('U+0000, which PostgreSQL text cannot hold, is a 400 shared.nulCharacter wherever it comes', () => {
  it('in a body, a nested field, a key, a query and a path', async () => {
    const cases: [string, string, unknown][] = [
      ['POST', '/api/notes', { content: 'a\u0000b' }],
      ['POST', '/api/tasks', { title: 'ok', tags: ['a\u0000'] }],
      ['POST', '/api/habits', { name: 'Read\u0000', frequency: 'daily' }],
      ['POST', '/api/moods', { date: '2026-03-02', rating: 3, note: '\u0000' }],
      ['PATCH', '/api/auth/user', { firstName: 'A\u0000' }],
      ['POST', '/api/notes', { content: 'ok', 'x\u0000': 1 }],
      ['GET', '/api/notes?q=%00', undefined],
      [
        'POST',
        '/api/auth/signup',
        { email: 'nul@example.com', password: 'pass\u0000word', firstName: 'N', lastName: 'U' },
      ],
      ['GET', `/api/notes/${owned.notes}%00`, undefined],
    ];
    const before = await snapshot();
    for (const [method, url, body] of cases) {
      const response = await agent.request(method as 'GET', url, { payload: body });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 'shared.nulCharacter' });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('a forged page cursor is a 400 shared.badCursor, never a SQL error', () => {
  const uuid = '6f1c2b7e-8d7a-4c55-9a61-1d2f3e4a5b6c';
  const cases: [string, unknown][] = [
    ['/api/moods', ['x', 'y']],
    ['/api/moods', ['2026-02-30', uuid]],
    ['/api/tasks', ['x', 'y', 'z', 'w']],
    ['/api/tasks', ['2026-03-01', '\u0000', '1', uuid]],
    ['/api/tasks?view=completed', ['yesterday', uuid]],
    ['/api/tasks?view=completed', ['2026-03-01 25:00:00+00', uuid]],
    ['/api/tasks?view=cancelled', ['x']],
    ['/api/notes', ['x', 'y', 'z']],
    ['/api/notes', ['true', '2026-13-01 10:00:00+00', uuid]],
    ['/api/notes?q=word', ['1e400', 'true', '2026-03-01 10:00:00+00', uuid]],
    ['/api/notes?q=word', [1, true, '2026-03-01 10:00:00+00', uuid]],
    ['/api/habits', ['1.5', uuid]],
    ['/api/vacations', ['x', uuid]],
    ['/api/books', ['x']],
    ['/api/career/goals', ['x']],
  ];
  it.each(cases)('%s with %j', async (url, parts) => {
    const cursor = Buffer.from(JSON.stringify(parts)).toString('base64url');
    const response = await agent.get(`${url}${url.includes('?') ? '&' : '?'}cursor=${cursor}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'shared.badCursor' });
  });

  it('a cursor the server sent still reads the next page', async () => {
    for (const url of ['/api/tasks?limit=1', '/api/notes?limit=1', '/api/notes?limit=1&q=note']) {
      await agent.post('/api/tasks', { title: 'Another task' });
      await agent.post('/api/notes', { content: 'Another note' });
      const first = await agent.get(url);
      const cursor = first.headers['x-next-cursor'];
      expect(cursor, url).toBeTypeOf('string');
      const next = await agent.get(`${url}&cursor=${String(cursor)}`);
      expect(next.statusCode, `${url} ${next.body}`).toBe(200);
    }
  });
});

/** Valid bodies of a few areas' creates: one field at a time is replaced by an odd value. */
const validBodies: [string, Record<string, unknown>][] = [
  ['/api/notes', { content: 'A note', tags: ['a'], pinned: false }],
  [
    '/api/tasks',
    { title: 'A task', dueDate: '2026-03-01', dueTime: '09:30', priority: 'high', tags: ['a'], notes: 'n' },
  ],
  ['/api/moods', { date: '2026-03-01', rating: 4, note: 'fine' }],
  ['/api/habits', { name: 'Read', frequency: 'daily' }],
];

describe('a valid body with one odd field', () => {
  it('is a 4xx JSON {message} or an answer, never a 5xx', async () => {
    const { agent: other } = await signUp(t.app);
    for (const [url, valid] of validBodies) {
      const created = await other.post(url, valid);
      expect(created.statusCode, `${url} ${created.body}`).toBe(201);
      const mutated = fc
        .tuple(fc.constantFrom(...Object.keys(valid), '__proto__', 'extra'), oddValue)
        .map(([key, value]) => {
          const body = { ...valid };
          Object.defineProperty(body, key, { value, enumerable: true });
          return body;
        });
      await fc.assert(
        fc.asyncProperty(mutated, async (body) => {
          const response = await other.post(url, body);
          const where = `POST ${url} ${JSON.stringify(body).slice(0, 200)} → ${response.body.slice(0, 300)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          if (response.statusCode >= 400) expect(response.json(), where).toHaveProperty('message');
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }
  });
});

/**
 * Issue 22: every endpoint of the map, from a valid request with one hostile value put in one place of its body
 * or query (a field, a nested item, a new prototype key): lone surrogates, NUL, huge strings, years 0001/0099/2101,
 * offsets of ±16:00, 1e-50, 1e309, -0, huge integers, forged cursors. Runs on either server: what PostgreSQL
 * refuses is what this looks for. Never a 5xx; a refused request changes no data.
 */
describe('hostile values inside valid requests, over the whole endpoint map (issue 22)', () => {
  const ids: OwnedIds = {};
  let me: Agent;
  let myId: string;
  let valid: ReturnType<typeof examples>;

  beforeAll(async () => {
    const caller = await signUp(t.app);
    me = caller.agent;
    myId = caller.user.id;
    const created = async (list: string, body: unknown) => {
      const response = await me.post(`/api/${list}`, body);
      expect(response.statusCode, `${list} ${response.body}`).toBeLessThan(300);
      return response.json<{ id: string; milestones?: { id: string }[] }>();
    };
    ids.tasks = (await created('tasks', { title: 'Task' })).id;
    for (const [list, body] of [
      ['notes', { content: 'A note' }],
      ['moods', { date: '2026-03-01', rating: 4 }],
      ['habits', { name: 'Read' }],
      ['transactions', { date: '2026-03-01', type: 'expense', amount: '5.00', category: 'Food' }],
      [
        'focus-sessions',
        {
          title: 'Focus',
          plannedDuration: 25,
          actualDuration: 25,
          startedAt: '2026-03-01T09:00:00Z',
          completedAt: '2026-03-01T09:25:00Z',
          date: '2026-03-01',
        },
      ],
      ['workouts', { name: 'Run', type: 'cardio', duration: 30, date: '2026-03-01' }],
      ['career/skills', { name: 'Skill' }],
      ['career/achievements', { title: 'Done', date: '2026-03-01' }],
      ['books', { title: 'Book' }],
      ['wellness', { date: '2026-03-01', steps: 100 }],
      ['vacations', { startDate: '2026-04-01', endDate: '2026-04-02' }],
    ] as const)
      ids[list] = (await created(list, body)).id;
    const goal = await created('career/goals', { title: 'Goal', milestones: [{ title: 'First' }] });
    ids['career/goals'] = goal.id;
    ids.milestones = goal.milestones![0]!.id;
    const document = (await me.get('/api/export')).json<Record<string, unknown>>();
    valid = examples(ids, document);
  });

  /** The user's data version (raised by any change to their rows or settings) and how many users there are. */
  async function dataState(): Promise<unknown> {
    const { rows } = await t.db.execute(
      sql`select (select data_version from users where id = ${myId}) as version, (select count(*) from users) as users`,
    );
    return rows[0];
  }

  const covered = apiEntries.filter(
    ({ endpoint }) =>
      !endpoint.multipart && !(endpoint.method === 'POST' && endpoint.path === '/api/auth/logout'),
  );

  it('has a valid example for every endpoint that takes a body or a query, which the endpoint accepts', async () => {
    for (const { group, name, endpoint } of covered) {
      if (!endpoint.body && !endpoint.query) continue;
      const example = valid[`${group}.${name}`];
      expect(example, `${group}.${name} has no example in fuzz-inputs.ts`).toBeDefined();
    }
    // Those that change nothing lasting, or only what a later example relies on, are tried as they are.
    for (const key of ['notes.list', 'tasks.list', 'money.summary', 'notes.create', 'fitness.create']) {
      const [group, name] = key.split('.') as [string, string];
      const { endpoint } = covered.find((e) => e.group === group && e.name === name)!;
      const example = valid[key]!;
      const query = example.query ? `?${new URLSearchParams(example.query).toString()}` : '';
      const response = await me.request(endpoint.method, `${ownedPath(endpoint, ids)}${query}`, {
        payload: example.body,
      });
      expect(response.statusCode, `${key} ${response.body}`).toBeLessThan(300);
    }
  });

  it('never answers a 5xx, and a refused request changes nothing', async () => {
    const statuses = new Map<number, number>();
    for (const { group, name, endpoint } of covered) {
      const example = valid[`${group}.${name}`] ?? {};
      const path = ownedPath(endpoint, ids);
      const query = hostileQuery(example.query ?? {});
      const body = example.body === undefined ? fc.constant(undefined) : hostileBody(example.body);
      const listUrl = example.query ? `${path}?${new URLSearchParams(example.query).toString()}` : path;
      // A body endpoint gets its hostile value in the body; the others in the query.
      const attempt =
        example.body === undefined
          ? query.map((q) => ({ url: `${path}?${q}`, payload: undefined as string | undefined }))
          : body.map((b) => ({ url: listUrl, payload: b }));
      const swept =
        example.body === undefined
          ? sweptQueries(example.query ?? {}, endpoint.query !== undefined).map((q) => ({
              url: `${path}?${q}`,
              payload: undefined,
            }))
          : sweptBodies(example.body).map((payload) => ({ url: listUrl, payload }));
      const send = async ({ url, payload }: { url: string; payload: string | undefined }) => {
        const before = await dataState();
        const response = await t.app.inject({
          method: endpoint.method,
          url,
          headers: {
            origin: ORIGIN,
            cookie: me.cookie!,
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(payload === undefined ? {} : { payload }),
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const where = `${group}.${name} ${endpoint.method} ${url.slice(0, 300)} ${String(payload).slice(0, 300)}`;
        expect(response.statusCode, `${where} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(typeof response.json<{ message?: unknown }>().message, where).toBe('string');
          expect(await dataState(), `${where} changed data → ${response.statusCode}`).toEqual(before);
        }
      };
      for (const one of swept) await send(one);
      await fc.assert(fc.asyncProperty(attempt, send), {
        seed: SEED,
        numRuns: HOSTILE_RUNS,
        endOnFailure: true,
      });
    }
    expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
  }, 180_000);
});
