import { strToU8, zipSync, type Zippable } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type Agent, type TestApp } from './helpers';
import { fiftyMegabytes, postImport } from './imports-upload';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // today is 2026-03-10 (UTC)
});

const HABITS = [
  'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?',
  '001,Wake up early,YES_NO,Did you wake up early today?,"Before 7, ""really"" early",1,1,#D32F2F,,,,false',
  '002,"Read, a little",YES_NO,,,3,7,#1976D2,,,,false',
  '003,Water,NUMERICAL,How many glasses?,,1,1,#00897B,glasses,AT_LEAST,8.0,false',
  '004,Call mom,YES_NO,,,1,30,#8E24AA,,,,true',
].join('\r\n');

/** Newest day first, names unquoted, a trailing comma; the 11th is after the user's today. */
const CHECKMARKS = [
  'Date,Wake up early,Read, a little,Water,Call mom,',
  '2026-03-11,YES_MANUAL,UNKNOWN,0,UNKNOWN,',
  '2026-03-05,YES_MANUAL,YES_AUTO,3000,UNKNOWN,',
  '2026-03-04,SKIP,YES_MANUAL,0,NO,',
  '2026-03-03,NO,UNKNOWN,8000,YES_MANUAL,',
  '2026-03-02,UNKNOWN,UNKNOWN,0,UNKNOWN,',
].join('\n');

/** Loop's zip: the two root files, and the per-habit folders the import leaves alone. */
function loopZip(habits = HABITS, checkmarks = CHECKMARKS, extra: Zippable = {}): Uint8Array {
  return zipSync({
    'Habits.csv': strToU8(`\uFEFF${habits}`),
    'Checkmarks.csv': strToU8(checkmarks),
    'Scores.csv': strToU8('Date,Wake up early,\n2026-03-05,0.5,\n'),
    '001 Wake up early': {
      'Checkmarks.csv': strToU8('Date,Value,Notes\n2026-01-01,YES_MANUAL,\n'),
      'Scores.csv': strToU8('Date,Score\n'),
    },
    ...extra,
  });
}

const upload = (agent: Agent, file: Uint8Array | undefined, fields?: Record<string, string>) =>
  postImport(t.app, '/api/import/loop', agent.cookie, file, fields);

interface HabitDto {
  id: string;
  name: string;
  description: string | null;
  color: string;
  icon: string;
  schedule: unknown;
  startDate: string;
  archivedAt: string | null;
}

async function habitsOf(agent: Agent): Promise<HabitDto[]> {
  const active = (await agent.get('/api/habits')).json<HabitDto[]>();
  const archived = (await agent.get('/api/habits?archived=true')).json<HabitDto[]>();
  return [...active, ...archived];
}

async function marksOf(agent: Agent, habitId: string) {
  const response = await agent.get(
    `/api/habits/completions?habitId=${habitId}&from=2026-02-01&to=2026-03-10`,
  );
  return response
    .json<{ date: string; completed: boolean; skipped: boolean }[]>()
    .map((c) => [c.date, c.completed ? 'done' : 'skipped']);
}

const firstSummary = {
  added: { habits: 3, habitCompletions: 3, habitSkips: 1 },
  skipped: { habits: 0, habitCompletions: 0, habitSkips: 0 },
  notes: [
    { code: 'loopScheduleWeekly', name: 'Call mom', times: 1, days: 30, count: 1 },
    { code: 'loopMeasurable', name: 'Water' },
    { code: 'loopFutureMarks', count: 1 },
  ],
};

describe('POST /api/import/loop', () => {
  it('previews with dryRun, writing nothing, then imports habits with their days', async () => {
    const { agent } = await signUp(t.app);
    const preview = await upload(agent, loopZip(), { dryRun: 'true' });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ dryRun: true, ...firstSummary });
    expect(await habitsOf(agent)).toEqual([]);

    const done = await upload(agent, loopZip());
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ dryRun: false, ...firstSummary });

    const habits = await habitsOf(agent);
    expect(
      habits.map(({ name, description, color, icon, schedule, startDate }) => ({
        name,
        description,
        color,
        icon,
        schedule,
        startDate,
      })),
    ).toEqual([
      {
        name: 'Wake up early',
        description: 'Did you wake up early today?\n\nBefore 7, "really" early',
        color: '#d32f2f',
        icon: '✅',
        schedule: { kind: 'daily' },
        startDate: '2026-03-04',
      },
      {
        name: 'Read, a little',
        description: null,
        color: '#1976d2',
        icon: '✅',
        schedule: { kind: 'timesPerWeek', count: 3 },
        startDate: '2026-03-04',
      },
      {
        name: 'Call mom',
        description: null,
        color: '#8e24aa',
        icon: '✅',
        schedule: { kind: 'timesPerWeek', count: 1 },
        startDate: '2026-03-03',
      },
    ]);
    expect(habits.map((h) => h.archivedAt !== null)).toEqual([false, false, true]);
    const [wake, read, call] = habits;
    expect(await marksOf(agent, wake!.id)).toEqual([
      ['2026-03-04', 'skipped'],
      ['2026-03-05', 'done'],
    ]);
    expect(await marksOf(agent, read!.id)).toEqual([['2026-03-04', 'done']]);
    expect(await marksOf(agent, call!.id)).toEqual([['2026-03-03', 'done']]);
  });

  it('adds nothing the second time, and only the unmarked days to a habit the user has by name', async () => {
    const { agent } = await signUp(t.app);
    const mine = (await agent.post('/api/habits', { name: 'WAKE UP EARLY', startDate: '2026-01-01' })).json<{
      id: string;
    }>();
    await agent.request('PUT', `/api/habits/${mine.id}/completions/2026-03-05`, {
      payload: { skipped: true },
    });

    const first = await upload(agent, loopZip());
    expect(first.json()).toMatchObject({
      added: { habits: 2, habitCompletions: 2, habitSkips: 1 },
      skipped: { habits: 1, habitCompletions: 1, habitSkips: 0 },
    });
    // The user's own mark of the 5th stays.
    expect(await marksOf(agent, mine.id)).toEqual([
      ['2026-03-04', 'skipped'],
      ['2026-03-05', 'skipped'],
    ]);

    const again = await upload(agent, loopZip());
    expect(again.json()).toMatchObject({
      added: { habits: 0, habitCompletions: 0, habitSkips: 0 },
      skipped: { habits: 3, habitCompletions: 3, habitSkips: 1 },
    });
    expect(await habitsOf(agent)).toHaveLength(3);
  });

  it('reads a zip remade around one folder, with stored (uncompressed) entries', async () => {
    const { agent } = await signUp(t.app);
    const remade = zipSync(
      {
        'Loop Habits CSV 2026-03-10': {
          'Habits.csv': strToU8(HABITS),
          'Checkmarks.csv': strToU8(CHECKMARKS),
        },
      },
      { level: 0 },
    );
    const response = await upload(agent, remade, { dryRun: 'true' });
    expect(response.json()).toEqual({ dryRun: true, ...firstSummary });
  });

  it('writes to the importer only, and needs a session', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    await upload(owner.agent, loopZip());
    expect(await habitsOf(owner.agent)).toHaveLength(3);
    expect(await habitsOf(other.agent)).toEqual([]);
    const anonymous = await postImport(t.app, '/api/import/loop', undefined, loopZip());
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses bad files with a clear 4xx, and changes nothing', async () => {
    const { agent } = await signUp(t.app);
    const valid = loopZip();
    const truncated = valid.subarray(0, valid.length - 30);
    const refusals: [Uint8Array | undefined, number, string][] = [
      [strToU8('Date,Value\n2026-03-01,YES_MANUAL\n'), 400, 'This file is not a zip archive we can read'],
      [truncated, 400, 'This file is not a zip archive we can read'],
      [
        zipSync({ 'notes.txt': strToU8('hello') }),
        400,
        'This is not a Loop export: Habits.csv and Checkmarks.csv are missing',
      ],
      [loopZip('Name,Colour\nRun,#fff'), 400, 'Habits.csv: The columns are not those of a Loop export'],
      [
        loopZip(HABITS, 'Date,Wake up early,\n2026-03-01,NO,\n2026-02-30,YES_MANUAL,\n'),
        400,
        'Checkmarks.csv line 3: This date does not exist; use a date like 2026-03-14',
      ],
      [
        loopZip(HABITS, 'Date,Wake up early,\n2026-03-01,DONE,\n'),
        400,
        'Checkmarks.csv line 2: A checkmark is not YES_MANUAL, YES_AUTO, NO, SKIP or UNKNOWN',
      ],
      [
        zipSync({ 'Habits.csv': new Uint8Array([0xff, 0xfe, 0x00]), 'Checkmarks.csv': strToU8('Date\n') }),
        400,
        'The file is not UTF-8 text',
      ],
      [fiftyMegabytes(), 413, 'The file is too large (10 MB at most)'],
      [undefined, 400, 'Choose a file to import'],
    ];
    for (const [file, status, message] of refusals) {
      const response = await upload(agent, file);
      expect([response.statusCode, response.json().message], message).toEqual([status, message]);
    }
    const badFlag = await upload(agent, valid, { dryRun: 'perhaps' });
    expect([badFlag.statusCode, badFlag.json().code]).toEqual([400, 'imports.dryRunFlag']);
    expect(await habitsOf(agent)).toEqual([]);
  });

  it('refuses zip bombs while inflating: too much data, a size that lies, too many files', async () => {
    const { agent } = await signUp(t.app);
    // 60 MB of zeros deflate to ~60 KB.
    const bomb = loopZip(HABITS, `${CHECKMARKS}\n${'0'.repeat(60 * 1024 * 1024)}`);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const big = await upload(agent, bomb);
    expect([big.statusCode, big.json()]).toEqual([
      413,
      { message: 'The archive holds too much data once unpacked', code: 'imports.zipTooLarge' },
    ]);

    // The same bytes, the central directory claiming Checkmarks.csv is 1 KB: inflating stops there.
    const lying = lieAboutSize(bomb, 'Checkmarks.csv', 1024);
    const lie = await upload(agent, lying);
    expect([lie.statusCode, lie.json().code]).toEqual([400, 'imports.notZip']);

    const files = Object.fromEntries(Array.from({ length: 2100 }, (_, i) => [`${i}.txt`, strToU8('x')]));
    const many = await upload(agent, loopZip(HABITS, CHECKMARKS, files));
    expect([many.statusCode, many.json().code]).toEqual([413, 'imports.zipTooManyFiles']);
    expect(await habitsOf(agent)).toEqual([]);
  });
});

/** Rewrites the uncompressed size an archive's central directory gives an entry. */
function lieAboutSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  const wanted = strToU8(name);
  for (let at = 0; at + 46 < copy.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(at + 28, true);
    const entryName = copy.subarray(at + 46, at + 46 + nameLength);
    if (nameLength === wanted.length && entryName.every((b, i) => b === wanted[i])) {
      view.setUint32(at + 24, size, true);
      return copy;
    }
  }
  throw new Error(`no entry ${name}`);
}
