import { describe, expect, it } from 'vitest';
import { toCsv } from '../money/csv';
import { importErrorOf } from './testing';
import { customMoodNames, daylioTime, parseDaylioCsv, rateDaylio } from './daylio';
import { daylioImportFields } from './imports.schema';

const HEADER = ['full_date', 'date', 'weekday', 'time', 'mood', 'activities', 'note_title', 'note'];

/** A Daylio export: newest first, quoted fields with commas, quotes and line breaks, a BOM and CRLF. */
const daylioCsv = `\uFEFF${toCsv([
  HEADER,
  [
    '2026-03-05',
    'March 5',
    'Thursday',
    '21:30',
    'rad',
    'work | Friends | Happy',
    'Big day',
    'Said "yes", finally',
  ],
  ['2026-03-05', 'March 5', 'Thursday', '8:05 am', 'meh', '', '', ''],
  ['2026-03-04', 'March 4', 'Wednesday', '9:15 PM', 'sleepy', 'sleep', '', 'line one\nline two'],
  ['2026-03-03', 'March 3', 'Tuesday', '12:00 AM', 'awful', 'sick', '', ''],
])}`;

describe('parseDaylioCsv', () => {
  it('reads entries with their time, mood, activities and note', () => {
    expect(parseDaylioCsv(daylioCsv)).toEqual([
      {
        line: 2,
        date: '2026-03-05',
        time: '21:30',
        mood: 'rad',
        activities: ['work', 'Friends', 'Happy'],
        note: 'Big day\n\nSaid "yes", finally',
      },
      { line: 3, date: '2026-03-05', time: '08:05', mood: 'meh', activities: [], note: null },
      {
        line: 4,
        date: '2026-03-04',
        time: '21:15',
        mood: 'sleepy',
        activities: ['sleep'],
        note: 'line one\nline two',
      },
      { line: 5, date: '2026-03-03', time: '00:00', mood: 'awful', activities: ['sick'], note: null },
    ]);
  });

  it('refuses a wrong header, a day that does not exist and a time it cannot read, naming the line', () => {
    expect(importErrorOf(() => parseDaylioCsv('day,feeling\n2026-03-01,good\n'))).toMatchObject({
      code: 'imports.daylioHeader',
    });
    expect(
      importErrorOf(() =>
        parseDaylioCsv(toCsv([HEADER, ['2026-02-29', '', '', '10:00', 'good', '', '', '']])),
      ),
    ).toMatchObject({
      code: 'imports.badDate',
      where: 'Daylio CSV line 2',
    });
    expect(
      importErrorOf(() =>
        parseDaylioCsv(toCsv([HEADER, ['2026-03-01', '', '', '25:00', 'good', '', '', '']])),
      ),
    ).toMatchObject({
      code: 'imports.daylioTime',
    });
    expect(importErrorOf(() => parseDaylioCsv(''))).toMatchObject({ code: 'imports.emptyFile' });
  });

  it('reads times as phones write them', () => {
    expect(
      ['07:30', '7:30', '7:30 PM', '7:30 p.m.', '12:10 am', '12:10 PM', '23:59:59'].map(daylioTime),
    ).toEqual(['07:30', '07:30', '19:30', '19:30', '00:10', '12:10', '23:59']);
    expect(['24:00', '13:00 PM', '7', '7:3', 'noon'].map(daylioTime)).toEqual(Array(5).fill(undefined));
  });
});

describe('rateDaylio', () => {
  const entries = parseDaylioCsv(daylioCsv);

  it('rates rad to awful 5 to 1 and leaves custom names to the map', () => {
    expect(customMoodNames(entries)).toEqual(['sleepy']);
    const { moods, unmapped } = rateDaylio(entries);
    expect(unmapped).toEqual(['sleepy']);
    expect(moods.map((m) => [m.date, m.time, m.rating])).toEqual([
      ['2026-03-05', '21:30', 5],
      ['2026-03-05', '08:05', 3],
      ['2026-03-03', '00:00', 1],
    ]);
    // "Happy" is one of the app's emotions; the other activities stay in the note.
    expect(moods[0]).toMatchObject({
      emotions: ['happy'],
      note: 'Big day\n\nSaid "yes", finally\n\nActivities: work, Friends',
    });
  });

  it('takes the map without case, and cuts what a mood cannot hold', () => {
    const many = Array.from({ length: 14 }, (_, i) => `a${i}`).join(' | ');
    const csv = toCsv([HEADER, ['2026-03-01', '', '', '10:00', 'Sleepy', many, '', 'n'.repeat(1200)]]);
    const { moods, unmapped, notes } = rateDaylio(parseDaylioCsv(csv), new Map([['sleepy', 2]]));
    expect(unmapped).toEqual([]);
    expect(moods[0]!.rating).toBe(2);
    expect(moods[0]!.emotions).toEqual([]);
    expect([...moods[0]!.note!]).toHaveLength(1000);
    expect(notes).toEqual([
      { code: 'daylioActivitiesKept', count: 1 },
      { code: 'daylioNotesCut', count: 1, max: 1000 },
    ]);
  });
});

describe('moods named like properties of Object', () => {
  const csv = toCsv([
    HEADER,
    ['2026-03-03', '', '', '10:00', '__proto__', '', '', ''],
    ['2026-03-02', '', '', '10:00', 'constructor', '', '', ''],
    ['2026-03-01', '', '', '10:00', 'toString', '', '', ''],
  ]);

  it('are custom moods to rate, rated by the map like any other', () => {
    const entries = parseDaylioCsv(csv);
    expect(customMoodNames(entries)).toEqual(['__proto__', 'constructor', 'toString']);
    expect(rateDaylio(entries).unmapped).toEqual(['__proto__', 'constructor', 'toString']);
    const { moodMap } = daylioImportFields.parse({ moodMap: '{"__proto__":4,"constructor":2,"toString":1}' });
    const { moods, unmapped } = rateDaylio(entries, moodMap);
    expect(unmapped).toEqual([]);
    expect(moods.map((m) => m.rating)).toEqual([4, 2, 1]);
  });
});

describe('daylioImportFields', () => {
  it('reads dryRun and a JSON moodMap, and refuses a map that is not one', () => {
    expect(daylioImportFields.parse({ dryRun: 'true', moodMap: '{"sleepy":2}' })).toEqual({
      dryRun: true,
      moodMap: new Map([['sleepy', 2]]),
    });
    for (const moodMap of ['{"sleepy":6}', '{"sleepy":2.5}', '{" ":2}', '[["sleepy",2]]', 'null', 'not json'])
      expect(daylioImportFields.safeParse({ moodMap }).error?.issues[0]?.message, moodMap).toBe(
        'imports.moodMap',
      );
    expect(daylioImportFields.safeParse({ dryRun: 'perhaps' }).success).toBe(false);
  });
});
