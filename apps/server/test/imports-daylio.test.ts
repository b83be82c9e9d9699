import { toCsv } from '@track-grow/domain/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, signUpIn, type Agent, type TestApp } from './helpers';
import { fiftyMegabytes, postImport } from './imports-upload';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // now is 2026-03-10T12:00Z
});

const HEADER = ['full_date', 'date', 'weekday', 'time', 'mood', 'activities', 'note_title', 'note'];

/** Daylio's export, newest first: quotes with commas, quotes and line breaks, a BOM, CRLF; one entry after today. */
const DAYLIO = `\uFEFF${toCsv([
  HEADER,
  ['2026-03-12', 'March 12', 'Thursday', '10:00', 'good', '', '', ''],
  [
    '2026-03-06',
    'March 6',
    'Friday',
    '22:45',
    'rad',
    'family | Calm',
    'Dinner, "finally"',
    'With everyone\nat home',
  ],
  ['2026-03-06', 'March 6', 'Friday', '7:10 AM', 'bad', '', '', ''],
  ['2026-03-02', 'March 2', 'Monday', '11:59 PM', 'Tired-ish', 'reading', '', 'short'],
  ['2026-03-01', 'March 1', 'Sunday', '00:30', 'awful', 'sick | Bored', '', ''],
])}`;
const file = (text: string) => new TextEncoder().encode(text);

const upload = (agent: Agent, body: Uint8Array | undefined, fields?: Record<string, string>) =>
  postImport(t.app, '/api/import/daylio', agent.cookie, body, fields);

interface MoodDto {
  date: string;
  rating: number;
  emotions: string[];
  note: string | null;
  createdAt: string;
}
const moodsOf = async (agent: Agent) =>
  (await agent.get('/api/moods?from=2026-01-01&to=2026-03-10')).json<MoodDto[]>();

describe('POST /api/import/daylio', () => {
  it('previews with dryRun and lists the custom moods, writing nothing', async () => {
    const { agent } = await signUp(t.app);
    const preview = await upload(agent, file(DAYLIO), { dryRun: 'true' });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      dryRun: true,
      added: { moods: 3 },
      skipped: { moods: 0 },
      notes: [
        { code: 'daylioWaiting', count: 1, names: 'Tired-ish' },
        { code: 'daylioFutureEntries', count: 1 },
        { code: 'daylioActivitiesKept', count: 2 },
      ],
      moodNames: ['Tired-ish'],
    });
    expect(await moodsOf(agent)).toEqual([]);
  });

  it('refuses the import until each custom mood is rated, naming them', async () => {
    const { agent } = await signUp(t.app);
    const refused = await upload(agent, file(DAYLIO));
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      {
        message: 'Rate each of your own moods from 1 to 5 before importing: Tired-ish',
        code: 'imports.moodsUnmapped',
      },
    ]);
    expect(await moodsOf(agent)).toEqual([]);
  });

  it('imports the entries at their own time in the user’s zone, once', async () => {
    const { agent } = await signUpIn(t.app, 'Europe/Rome');
    const done = await upload(agent, file(DAYLIO), { moodMap: JSON.stringify({ 'tired-ish': 2 }) });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      dryRun: false,
      added: { moods: 4 },
      skipped: { moods: 0 },
      notes: [
        { code: 'daylioFutureEntries', count: 1 },
        { code: 'daylioActivitiesKept', count: 3 },
      ],
      moodNames: ['Tired-ish'],
    });
    const moods = await moodsOf(agent);
    expect(
      moods.map(({ date, rating, emotions, note, createdAt }) => ({
        date,
        rating,
        emotions,
        note,
        createdAt,
      })),
    ).toEqual([
      {
        date: '2026-03-06',
        rating: 5,
        emotions: ['calm'],
        note: 'Dinner, "finally"\n\nWith everyone\nat home\n\nActivities: family',
        createdAt: '2026-03-06T21:45:00.000Z',
      },
      { date: '2026-03-06', rating: 2, emotions: [], note: null, createdAt: '2026-03-06T06:10:00.000Z' },
      {
        date: '2026-03-02',
        rating: 2,
        emotions: [],
        note: 'short\n\nActivities: reading',
        createdAt: '2026-03-02T22:59:00.000Z',
      },
      {
        date: '2026-03-01',
        rating: 1,
        emotions: ['bored'],
        note: 'Activities: sick',
        createdAt: '2026-02-28T23:30:00.000Z',
      },
    ]);

    const again = await upload(agent, file(DAYLIO), { moodMap: '{"TIRED-ISH":2}' });
    expect(again.json()).toMatchObject({ added: { moods: 0 }, skipped: { moods: 4 } });
    // Another rating of the same moment is another entry.
    const other = await upload(agent, file(DAYLIO), { moodMap: '{"tired-ish":1}' });
    expect(other.json()).toMatchObject({ added: { moods: 1 }, skipped: { moods: 3 } });
    expect(await moodsOf(agent)).toHaveLength(5);
  });

  it('writes to the importer only', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    await upload(owner.agent, file(DAYLIO), { moodMap: '{"TIRED-ISH":2}' });
    expect(await moodsOf(owner.agent)).toHaveLength(4);
    expect(await moodsOf(other.agent)).toEqual([]);
  });

  it('refuses bad files and options with a clear 4xx, and changes nothing', async () => {
    const { agent } = await signUp(t.app);
    const row = (date: string, time: string) => toCsv([HEADER, [date, '', '', time, 'good', '', '', '']]);
    const refusals: [Uint8Array | undefined, Record<string, string>, number, string][] = [
      [
        file('day,feeling\n2026-03-01,good\n'),
        {},
        400,
        'Daylio CSV: The columns are not those of a Daylio export (full_date, time, mood…)',
      ],
      [
        file(row('2026-02-29', '10:00')),
        {},
        400,
        'Daylio CSV line 2: This date does not exist; use a date like 2026-03-14',
      ],
      [
        file(row('2026-03-01', '25:00')),
        {},
        400,
        'Daylio CSV line 2: The time is not one like 21:30 or 9:30 PM',
      ],
      [file(`${toCsv([HEADER])}"2026-03-01,`), {}, 400, 'Daylio CSV: The file is not valid CSV'],
      [new Uint8Array([0x66, 0xff, 0xfe, 0x0a]), {}, 400, 'The file is not UTF-8 text'],
      [
        file(DAYLIO),
        { moodMap: 'not json' },
        400,
        'moodMap is a JSON object that rates each mood name from 1 to 5',
      ],
      [
        file(DAYLIO),
        { moodMap: '{"tired-ish":9}' },
        400,
        'moodMap is a JSON object that rates each mood name from 1 to 5',
      ],
      [fiftyMegabytes(), {}, 413, 'The file is too large (10 MB at most)'],
      [undefined, { dryRun: 'true' }, 400, 'Choose a file to import'],
    ];
    for (const [body, fields, status, message] of refusals) {
      const response = await upload(agent, body, fields);
      expect([response.statusCode, response.json().message], message).toEqual([status, message]);
    }
    const json = await agent.post('/api/import/daylio', { csv: DAYLIO });
    expect([json.statusCode, json.json().code]).toEqual([400, 'imports.formInvalid']);
    expect(await moodsOf(agent)).toEqual([]);
  });
});
