import fc from 'fast-check';
import type { Endpoint } from '@track-grow/domain';

/**
 * What the hostile-value fuzz (fuzz.test.ts) starts from: one valid input per endpoint of the map, into which
 * it puts one hostile value at a time, so the value reaches past the schema's first check (issue 22).
 */
export interface Example {
  query?: Record<string, string>;
  body?: unknown;
}

/** The ids a valid request names: rows of the fuzzed user, by the path segment of their list. */
export type OwnedIds = Record<string, string>;

const day = '2026-03-01';
const uuid = '6f1c2b7e-8d7a-4c55-9a61-1d2f3e4a5b6c';

/** A valid body or query per endpoint (`group.name`); endpoints that take neither are left out. */
export function examples(ids: OwnedIds, exportDocument: unknown): Record<string, Example> {
  const range = { from: '2026-02-01', to: day };
  const page = { limit: '5' };
  return {
    'auth.signup': {
      body: { email: 'fuzz@example.com', password: 'secret-pass', firstName: 'F', lastName: 'Z' },
    },
    'auth.login': { body: { email: 'nobody@example.com', password: 'secret-pass' } },
    'auth.onboarding': { body: { hasCompleted: true } },
    'auth.forgotPassword': { body: { email: 'nobody@example.com' } },
    'auth.resetPassword': { body: { token: 'x'.repeat(43), password: 'secret-pass' } },
    // Wrong passwords: a change that went through would end the fuzz's session or account.
    'auth.changePassword': { body: { currentPassword: 'not-the-password', newPassword: 'another-pass' } },
    'auth.deleteUser': { body: { password: 'not-the-password' } },
    'auth.updateUser': {
      body: {
        firstName: 'F',
        theme: 'dark',
        timezone: 'Europe/Rome',
        weekStart: 1,
        dayStartHour: 0,
        preferences: {
          widgetConfig: {
            updatedAt: '2026-03-01T10:00:00Z',
            widgets: [{ id: 'mood', title: 'Mood', enabled: true }],
          },
          reminders: { habits: true },
          readingGoal: 12,
        },
      },
    },
    'transfer.import': { body: { document: exportDocument, dryRun: true } },
    'habits.list': { query: { archived: 'false', ...page } },
    'habits.create': {
      body: { name: 'Read', schedule: { kind: 'weekdays', days: [1, 3] }, targetMinutes: 10, startDate: day },
    },
    'habits.update': { body: { name: 'Read', schedule: { kind: 'timesPerWeek', count: 3 }, startDate: day } },
    'habits.reorder': { body: { ids: [ids.habits] } },
    'habits.completions': { query: { ...range, habitId: ids.habits! } },
    'habits.toggle': { body: { date: day } },
    'habits.setCompletion': { body: { completed: true, skipped: false } },
    'habits.progressStats': { query: range },
    'habits.heatmapStats': { query: { ...range, habitId: ids.habits! } },
    'vacations.list': { query: { ...range, ...page } },
    'vacations.create': { body: { startDate: day, endDate: '2026-03-03' } },
    'tasks.list': { query: { view: 'completed', tag: 'a', priority: 'high', ...page } },
    'tasks.create': {
      body: { title: 'T', notes: 'n', dueDate: day, dueTime: '09:30', tags: ['a'], recurrence: 'weekly' },
    },
    'tasks.update': { body: { title: 'T', dueDate: day, tags: ['b'], status: 'in_progress' } },
    'tasks.quickAdd': { body: { text: 'call mom tomorrow' } },
    'transactions.list': { query: { ...range, ...page } },
    'transactions.create': { body: { date: day, type: 'expense', amount: '12.50', category: 'Food' } },
    'transactions.update': { body: { date: day, amount: '3.00', description: 'd' } },
    'transactions.import': {
      body: {
        csv: 'Date,Amount,Payee\n2026-03-01,-12.50,Shop\n',
        mapping: { date: 'Date', amount: 'Amount', description: 'Payee' },
        dateFormat: 'yyyy-MM-dd',
        dryRun: true,
      },
    },
    'money.summary': { query: { month: '2026-03' } },
    'money.setBudget': { body: { weeklyLimit: '100.00', monthlyLimit: null } },
    'mood.list': { query: { ...range, ...page } },
    'mood.create': { body: { date: '2026-02-20', rating: 4, emotions: ['calm'], note: 'n' } },
    'mood.update': { body: { rating: 3, note: 'm' } },
    'mood.summary': { query: { year: '2026' } },
    'notes.list': { query: { q: 'note', tag: 'a', ...page } },
    'notes.create': { body: { title: 'N', content: 'A note', tags: ['a'], pinned: true } },
    'notes.update': { body: { content: 'Changed', tags: ['b'] } },
    'focus.list': { query: { ...range, ...page } },
    'focus.create': {
      body: {
        title: 'Focus',
        plannedDuration: 25,
        actualDuration: 25,
        startedAt: '2026-03-01T09:00:00+01:00',
        completedAt: '2026-03-01T09:25:00+01:00',
        date: day,
        taskId: ids.tasks!,
      },
    },
    'focus.update': {
      body: { title: 'F', startedAt: '2026-03-01T09:00:00Z', completedAt: '2026-03-01T09:25:00Z' },
    },
    'fitness.list': { query: { ...range, ...page } },
    'fitness.create': {
      body: {
        name: 'Gym',
        type: 'strength',
        duration: 30,
        date: day,
        exercises: [
          { name: 'Squat', sets: 3, reps: 5, weightKg: 60.5 },
          { name: 'Plank', durationSec: 60 },
        ],
      },
    },
    'fitness.update': { body: { exercises: [{ name: 'Row', sets: 2 }], calories: 100 } },
    'careerGoals.list': { query: { status: 'in_progress', ...page } },
    'careerGoals.create': {
      body: {
        title: 'G',
        targetDate: '2026-06-01',
        milestones: [{ title: 'M1' }, { title: 'M2', done: true }],
      },
    },
    'careerGoals.update': {
      body: { title: 'G', milestones: [{ id: ids.milestones!, title: 'M', done: false }] },
    },
    'careerGoals.updateMilestone': { body: { title: 'M', done: true } },
    'careerSkills.list': { query: page },
    'careerSkills.create': { body: { name: 'S', category: 'c', level: 2, targetLevel: 4, notes: 'n' } },
    'careerSkills.update': { body: { level: 3, notes: 'm' } },
    'careerAchievements.list': { query: { ...range, ...page } },
    'careerAchievements.create': { body: { title: 'A', date: day, goalId: ids['career/goals']! } },
    'careerAchievements.update': { body: { title: 'B', date: day } },
    'books.list': { query: { status: 'reading', ...page } },
    'books.create': {
      body: { title: 'B', author: 'A', status: 'reading', totalPages: 300, pagesRead: 10, startedAt: day },
    },
    'books.update': { body: { pagesRead: 20, rating: 4, finishedAt: '2026-03-05', status: 'completed' } },
    'wellness.list': { query: { ...range, ...page } },
    'wellness.create': { body: { date: '2026-02-15', sleepHours: 7.5, steps: 8000, energy: 3 } },
    'wellness.update': { body: { sleepHours: 6, stress: 2 } },
    'wellness.water': { body: { date: day, delta: 1 } },
    'lessons.complete': { body: { lessonId: 'sunk-cost', reflection: 'r' } },
    'dashboard.chartDataByQuery': { query: { range: 'month' } },
    'timeline.list': { query: { area: 'notes', ...page } },
    'notifications.subscribe': {
      body: {
        endpoint: 'https://push.example.com/send/fuzz',
        expirationTime: null,
        keys: {
          p256dh: Buffer.alloc(65, 4).toString('base64url'),
          auth: Buffer.alloc(16, 1).toString('base64url'),
        },
        userAgent: 'Fuzz phone',
      },
    },
    'notifications.updateSettings': {
      body: {
        kinds: {
          habits: { enabled: true },
          mood: { enabled: true, time: '20:00' },
          timers: { enabled: false },
        },
        quietHours: { start: '22:00', end: '07:00' },
      },
    },
    'notifications.startTimer': { body: { kind: 'rest', endsAt: '2026-03-10T12:30:00Z' } },
    'assistant.chat': {
      body: { message: 'what are my streaks?', history: [{ role: 'user', content: 'hi' }] },
    },
  };
}

/** A path with its `:name` segments filled with rows the user owns. */
export function ownedPath(endpoint: Endpoint, ids: OwnedIds): string {
  const list = endpoint.path.replace(/^\/api\//, '').split('/:')[0]!;
  return endpoint.path
    .replace(':milestoneId', ids.milestones!)
    .replace(':lessonId', 'sunk-cost')
    .replace(':date', day)
    .replace(':range', 'month')
    .replace(':id', ids[list] ?? uuid);
}

/** JSON values no field should take as they are, as the text sent (1e309 and -0 have no JSON.stringify). */
export const hostileJson = [
  '"\\ud800"',
  '"x\\udfffy"',
  '"a\\u0000b"',
  JSON.stringify('x'.repeat(100_000)),
  JSON.stringify('w'.repeat(2_000)),
  '"0001-01-01"',
  '"0099-12-31"',
  '"1899-12-31"',
  '"2101-01-01"',
  '"0099-01"',
  '"2101-12"',
  '"0001-01-01T00:00:00Z"',
  '"2026-03-01T10:00:00+16:00"',
  '"2026-03-01T10:00:00-23:59"',
  '1e-50',
  '1e309',
  '-1e309',
  '-0',
  '123456789012345678901234567890',
  '9007199254740993',
  '2147483648',
  '-2147483649',
  '1.5',
  'true',
  'null',
  '[]',
  '{}',
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  '"__proto__"',
  '"toString"',
  '""',
  '"1e-50"',
  '"1e309"',
  '"-0"',
];

/** Keys a body could use to reach an object's prototype. */
export const prototypeKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

const SLOT = '\u0001hostile\u0001';
const SLOT_JSON = JSON.stringify(SLOT);

type Path = (string | number)[];

/** Every place in a JSON value: each object field and array item, and the objects (where a key can be added). */
function placesOf(value: unknown): { values: Path[]; objects: Path[] } {
  const values: Path[] = [];
  const objects: Path[] = [];
  const walk = (node: unknown, path: Path) => {
    if (Array.isArray(node)) node.forEach((item, i) => (values.push([...path, i]), walk(item, [...path, i])));
    else if (node !== null && typeof node === 'object') {
      objects.push(path);
      for (const [key, inner] of Object.entries(node)) {
        values.push([...path, key]);
        walk(inner, [...path, key]);
      }
    }
  };
  walk(value, []);
  return { values, objects };
}

/** A copy of `value` with `path` set to the slot (or, with `addKey`, that key added to the object at `path`). */
function withSlot(value: unknown, path: Path, addKey?: string): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  const steps = addKey === undefined ? path.slice(0, -1) : path;
  for (const step of steps) node = node[step] as typeof node;
  const key = addKey ?? path[path.length - 1]!;
  Object.defineProperty(node, key, { value: SLOT, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** The text of a valid body with one hostile value put in one place (a field, an item, or a new key). */
export function hostileBody(valid: unknown): fc.Arbitrary<string> {
  const { values, objects } = placesOf(valid);
  const placed = fc.oneof(
    ...(values.length ? [fc.constantFrom(...values).map((path) => withSlot(valid, path))] : []),
    ...(objects.length
      ? [
          fc
            .tuple(fc.constantFrom(...objects), fc.constantFrom(...prototypeKeys))
            .map(([p, k]) => withSlot(valid, p, k)),
        ]
      : []),
  );
  return fc
    .tuple(placed, fc.constantFrom(...hostileJson))
    .map(([body, hostile]) => JSON.stringify(body).replace(SLOT_JSON, hostile));
}

const cursorOf = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

/** Cursors of every shape the lists decode, each with a part PostgreSQL would refuse. */
export const hostileCursors = [
  cursorOf(['0099-12-31', uuid]),
  cursorOf(['2101-01-01', uuid]),
  cursorOf(['0001-01-01', 'a', 'b', uuid]),
  cursorOf(['2026-03-01 10:00:00+16:00', uuid]),
  cursorOf(['2026-03-01 10:00:00-16', uuid]),
  cursorOf(['true', '2026-03-01T10:00:00+23:59', uuid]),
  cursorOf(['true', '0099-03-01 10:00:00+00', uuid]),
  cursorOf(['1e-50', 'true', '2026-03-01 10:00:00+00', uuid]),
  cursorOf(['1e309', 'true', '2026-03-01 10:00:00+00', uuid]),
  cursorOf(['-0', 'false', '2026-03-01 10:00:00+00', uuid]),
  cursorOf(['2026-03-01 10:00:00+16:00', 'note:x']),
  cursorOf(['99999999999', uuid]),
  cursorOf([uuid.replace('6', '\ud800')]),
];

/** Query values no parameter should take: dates out of range, odd numbers, NUL, huge, prototype names. */
export const hostileQueryValues = [
  '0001-01-01',
  '0099-12-31',
  '2101-01-01',
  '0099-01',
  '2101-01',
  '1e-50',
  '1e309',
  '-0',
  '99999999999999999999',
  '-1',
  'a\u0000b',
  '\ud800',
  'x'.repeat(10_000),
  '__proto__',
  'constructor',
  '',
];

/** A valid query with one key set to a hostile value (a cursor, for `cursor`), or a prototype key added. */
export function hostileQuery(valid: Record<string, string>): fc.Arbitrary<string> {
  const keys = [...Object.keys(valid), 'cursor', ...prototypeKeys];
  return fc
    .tuple(
      fc.constantFrom(...keys),
      fc.constantFrom(...hostileQueryValues),
      fc.constantFrom(...hostileCursors),
    )
    .map(([key, value, cursor]) => {
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries(valid)) if (k !== key) search.append(k, v);
      search.append(key, key === 'cursor' ? cursor : value);
      return search.toString();
    });
}

/** The hostile value that fits a place best: a date out of range for a date, an offset for an instant. */
function pointedValue(valid: unknown, turn: number): string {
  const pick = (list: string[]) => list[turn % list.length]!;
  if (typeof valid === 'string') {
    if (/^\d{4}-\d{2}-\d{2}T/.test(valid))
      return pick(['"2026-03-01T10:00:00+16:00"', '"0001-01-01T00:00:00Z"', '"2026-03-01T10:00:00-23:59"']);
    if (/^\d{4}-\d{2}-\d{2}$/.test(valid)) return pick(['"0099-12-31"', '"2101-01-01"', '"0001-01-01"']);
    if (/^\d{4}-\d{2}$/.test(valid)) return pick(['"0099-01"', '"2101-12"']);
    return pick(['"\\ud800"', '"x\\udfffy"', '"a\\u0000b"']);
  }
  if (typeof valid === 'number') return pick(['1e309', '1e-50', '-0', '123456789012345678901234567890']);
  return pick(['{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}', '"\\ud800"', '1e309']);
}

/**
 * Every place of a valid body, each with the hostile value that fits it (a lone surrogate in a string, a year
 * 0099 in a date, an offset of +16:00 in an instant, 1e309 in a number), and a prototype key in every object:
 * what a random pick could miss.
 */
export function sweptBodies(valid: unknown): string[] {
  const { values, objects } = placesOf(valid);
  const at = (path: Path): unknown =>
    path.reduce<unknown>((node, step) => (node as Record<string, unknown>)[step], valid);
  return [
    ...values.map((path, i) =>
      JSON.stringify(withSlot(valid, path)).replace(SLOT_JSON, pointedValue(at(path), i)),
    ),
    ...objects.map((path, i) =>
      JSON.stringify(withSlot(valid, path, prototypeKeys[i % prototypeKeys.length])).replace(
        SLOT_JSON,
        '{"x":1}',
      ),
    ),
  ];
}

/** Every key of a valid query with a date out of range (or an odd number), and every forged cursor. */
export function sweptQueries(valid: Record<string, string>, paged: boolean): string[] {
  const withValue = (key: string, value: string) => {
    const search = new URLSearchParams(valid);
    search.set(key, value);
    return search.toString();
  };
  return [
    ...Object.entries(valid).flatMap(([key, value]) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? ['0099-12-31', '2101-01-01', '0001-01-01'].map((v) => withValue(key, v))
        : /^\d{4}-\d{2}$/.test(value)
          ? ['0099-01', '2101-01'].map((v) => withValue(key, v))
          : ['1e309', '-0', 'a\u0000b', '__proto__'].map((v) => withValue(key, v)),
    ),
    ...(paged ? hostileCursors.map((cursor) => withValue('cursor', cursor)) : []),
  ];
}
