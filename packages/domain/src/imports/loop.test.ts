import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../money/csv';
import { importErrorOf } from './testing';
import { IMPORT_MAX_LOOP_COLUMNS, IMPORT_MAX_LOOP_HABITS } from './imports.schema';
import { loopColor, loopSchedule, parseLoopExport } from './loop';

const HEADER =
  'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?';

/** Habits.csv as Loop writes it: quotes only where a field needs them, a BOM and CRLF line ends here. */
const habitsCsv = [
  HEADER,
  '001,Wake up early,YES_NO,Did you wake up early today?,"Before 7, ""really"" early",1,1,#D32F2F,,,,false',
  '002,"Read, a little",YES_NO,,,3,7,#1976D2,,,,false',
  '003,Water,NUMERICAL,How many glasses?,,1,1,#00897B,glasses,AT_LEAST,8.0,false',
  '004,Call mom,YES_NO,,,1,30,#8E24AA,,,,true',
].join('\r\n');

/** The root Checkmarks.csv: newest day first, names unquoted, a comma at the end of each line. */
const checkmarksCsv = [
  'Date,Wake up early,Read, a little,Water,Call mom,',
  '2026-03-05,YES_MANUAL,YES_AUTO,3000,UNKNOWN,',
  '2026-03-04,SKIP,YES_MANUAL,0,NO,',
  '2026-03-03,NO,UNKNOWN,8000,YES_MANUAL,',
  '2026-03-02,UNKNOWN,UNKNOWN,0,UNKNOWN,',
  '',
].join('\n');

describe('parseLoopExport', () => {
  it('reads every value kind, quoting, a BOM and CRLF into habits with their done and skipped days', () => {
    const { habits, notes } = parseLoopExport(`\uFEFF${habitsCsv}`, checkmarksCsv);
    expect(habits).toEqual([
      {
        name: 'Wake up early',
        description: 'Did you wake up early today?\n\nBefore 7, "really" early',
        color: '#d32f2f',
        schedule: { kind: 'daily' },
        archived: false,
        startDate: '2026-03-04',
        completed: ['2026-03-05'],
        skipped: ['2026-03-04'],
      },
      {
        name: 'Read, a little',
        description: null,
        color: '#1976d2',
        schedule: { kind: 'timesPerWeek', count: 3 },
        archived: false,
        startDate: '2026-03-04',
        completed: ['2026-03-04'],
        skipped: [],
      },
      {
        name: 'Call mom',
        description: null,
        color: '#8e24aa',
        schedule: { kind: 'timesPerWeek', count: 1 },
        archived: true,
        startDate: '2026-03-03',
        completed: ['2026-03-03'],
        skipped: [],
      },
    ]);
    expect(notes).toEqual([
      { code: 'loopScheduleWeekly', name: 'Call mom', times: 1, days: 30, count: 1 },
      { code: 'loopMeasurable', name: 'Water' },
    ]);
  });

  it('starts a habit without marks on the first day of the export', () => {
    const { habits } = parseLoopExport(habitsCsv, 'Date,Wake up early\n2026-03-02,NO\n2026-03-01,UNKNOWN\n');
    expect(habits[0]).toMatchObject({ startDate: '2026-03-01', completed: [], skipped: [] });
    expect(habits[1]).toMatchObject({ startDate: '2026-03-01' });
  });

  it('refuses a wrong header, a date that does not exist and an unknown value, naming the line', () => {
    expect(importErrorOf(() => parseLoopExport('Name,Colour\nRun,#fff', checkmarksCsv))).toMatchObject({
      code: 'imports.loopHeader',
      where: 'Habits.csv',
    });
    expect(importErrorOf(() => parseLoopExport(habitsCsv, 'Day,Wake up early\n'))).toMatchObject({
      code: 'imports.loopHeader',
      where: 'Checkmarks.csv',
    });
    expect(
      importErrorOf(() =>
        parseLoopExport(habitsCsv, 'Date,Wake up early,\n2026-03-01,NO,\n2026-02-30,NO,\n'),
      ),
    ).toMatchObject({ code: 'imports.badDate', where: 'Checkmarks.csv line 3' });
    expect(
      importErrorOf(() => parseLoopExport(habitsCsv, 'Date,Wake up early,\n2026-03-01,MAYBE,\n')),
    ).toMatchObject({
      code: 'imports.loopValue',
      where: 'Checkmarks.csv line 2',
    });
    expect(
      importErrorOf(() => parseLoopExport(`${HEADER}\n001,Run,YES_NO,,,0,7,#D32F2F,,,,false`, 'Date\n')),
    ).toMatchObject({ code: 'imports.loopFrequency', where: 'Habits.csv line 2' });
    expect(
      importErrorOf(() => parseLoopExport(`${HEADER}\n001,Run,YES_NO,,,1,1,#D32F2F,,,,maybe`, 'Date\n')),
    ).toMatchObject({
      code: 'imports.loopArchived',
    });
    expect(importErrorOf(() => parseLoopExport(`${HEADER}\n"001,Run`, 'Date\n'))).toMatchObject({
      code: 'imports.badCsv',
    });
  });

  it('notes what it changes: a long name, an unreadable colour, a twin name, a column it does not know', () => {
    const long = 'x'.repeat(90);
    const { habits, notes } = parseLoopExport(
      [
        HEADER,
        `001,${long},YES_NO,,,1,1,#D32F2F,,,,false`,
        '002,Run,YES_NO,,,1,1,7,,,,false',
        '003,Run,YES_NO,,,2,7,#D32F2F,,,,false',
      ].join('\n'),
      'Date,Run,Swim,\n2026-03-01,YES_MANUAL,YES_MANUAL,\n',
    );
    expect(habits.map((h) => [h.name.length, h.color])).toEqual([
      [80, '#d32f2f'],
      [3, '#22c55e'],
    ]);
    expect(notes).toEqual([
      { code: 'loopNameCut', name: long, max: 80 },
      { code: 'loopColour', name: 'Run', colour: '7' },
      { code: 'loopTwinName', name: 'Run' },
      { code: 'loopUnknownColumn', name: 'Swim' },
    ]);
  });

  it('matches names with commas and spaces to the fewest header fields, at the cap of habits', () => {
    // 500 habits, each name with a comma: 1,000 header fields, the most Checkmarks.csv may have.
    const names = Array.from({ length: IMPORT_MAX_LOOP_HABITS }, (_, i) => `Habit ${i}, part ${i % 7}`);
    const rows = names.map((n, i) => [
      String(i + 1),
      n,
      'YES_NO',
      '',
      '',
      '1',
      '1',
      '#D32F2F',
      '',
      '',
      '',
      'false',
    ]);
    const header = `Date,${names.map((n, i) => (i % 2 ? ` ${n} ` : n)).join(',')},`;
    expect(header.split(',').length - 2).toBe(IMPORT_MAX_LOOP_COLUMNS);
    const marks = `${header}\n2026-03-01,${names.map((_, i) => (i % 3 ? 'NO' : 'YES_MANUAL')).join(',')},\n`;
    const { habits, notes } = parseLoopExport(toCsv([HEADER.split(','), ...rows]), marks);
    expect(notes).toEqual([]);
    expect(habits).toHaveLength(IMPORT_MAX_LOOP_HABITS);
    expect(habits.filter((h) => h.completed.length === 1).map((h) => h.name)).toEqual(
      names.filter((_, i) => i % 3 === 0),
    );
  });

  it('takes the fewest fields that make a name, and a field alone where none does', () => {
    const habits = [
      HEADER,
      '1,"a,b",YES_NO,,,1,1,#D32F2F,,,,false',
      '2,"a,b,c",YES_NO,,,1,1,#D32F2F,,,,false',
    ];
    const { notes } = parseLoopExport(habits.join('\n'), 'Date,a,b,c, a , x, a,b , b,c\n');
    expect(notes.filter((n) => n.code === 'loopUnknownColumn')).toEqual([
      { code: 'loopUnknownColumn', name: 'c' },
      { code: 'loopUnknownColumn', name: 'a' },
      { code: 'loopUnknownColumn', name: 'x' },
      { code: 'loopUnknownColumn', name: 'b' },
      { code: 'loopUnknownColumn', name: 'c' },
    ]);
    // "a,b" (twice: the second time with spaces around it) took its two fields; a third one would make "a,b,c".
  });

  it('refuses an export of more habits or columns than the cap', () => {
    const habit = (i: number) => `${i + 1},Habit ${i},YES_NO,,,1,1,#D32F2F,,,,false`;
    const many = [HEADER, ...Array.from({ length: IMPORT_MAX_LOOP_HABITS + 1 }, (_, i) => habit(i))];
    expect(importErrorOf(() => parseLoopExport(many.join('\n'), 'Date\n'))).toMatchObject({
      code: 'imports.loopTooManyHabits',
      where: 'Habits.csv',
    });
    // The header of the issue: 2,000 columns that name no habit, then Loop's trailing comma.
    const wide = `Date,${Array.from({ length: 2000 }, (_, i) => `u${i}`).join(',')},\n2026-03-01${',NO'.repeat(2000)},\n`;
    expect(importErrorOf(() => parseLoopExport(habitsCsv, wide))).toMatchObject({
      code: 'imports.loopTooManyHabits',
      where: 'Checkmarks.csv',
    });
    const atCap = `Date,${Array.from({ length: IMPORT_MAX_LOOP_COLUMNS }, (_, i) => `u${i}`).join(',')},\n`;
    expect(
      parseLoopExport(habitsCsv, atCap).notes.filter((n) => n.code === 'loopUnknownColumn'),
    ).toHaveLength(IMPORT_MAX_LOOP_COLUMNS);
  });

  it('reads names of every kind back from a file quoted as a CSV writer quotes it', () => {
    const name = fc
      .string({ minLength: 1, maxLength: 30 })
      .map((s) => s.replaceAll('\u0000', '').trim())
      .filter((s) => s.length > 0 && !/[\r\n]/.test(s) && !/^'*[=+\-@]/.test(s));
    fc.assert(
      fc.property(fc.uniqueArray(name, { minLength: 1, maxLength: 5 }), (names) => {
        const rows = names.map((n, i) => [
          String(i + 1),
          n,
          'YES_NO',
          '',
          '',
          '1',
          '1',
          '#D32F2F',
          '',
          '',
          '',
          'false',
        ]);
        const habits = toCsv([HEADER.split(','), ...rows]);
        const { habits: read } = parseLoopExport(habits, 'Date\n');
        expect(read.map((h) => h.name)).toEqual(names);
      }),
    );
  });
});

describe('loopSchedule and loopColor', () => {
  it('maps frequencies to the nearest schedule, and says when it is not exact', () => {
    expect(loopSchedule(1, 1)).toEqual({ schedule: { kind: 'daily' }, exact: true });
    expect(loopSchedule(7, 7)).toEqual({ schedule: { kind: 'daily' }, exact: true });
    expect(loopSchedule(5, 7)).toEqual({ schedule: { kind: 'timesPerWeek', count: 5 }, exact: true });
    expect(loopSchedule(2, 3)).toEqual({ schedule: { kind: 'timesPerWeek', count: 5 }, exact: false });
    expect(loopSchedule(3, 2)).toEqual({ schedule: { kind: 'daily' }, exact: false });
    expect(loopSchedule(1, 14)).toEqual({ schedule: { kind: 'timesPerWeek', count: 1 }, exact: false });
  });

  it('keeps #RRGGBB colours, drops an alpha, and reads nothing else', () => {
    expect(loopColor('#AABBCC')).toBe('#aabbcc');
    expect(loopColor('#FFAABBCC')).toBe('#aabbcc');
    expect(loopColor('red')).toBeUndefined();
  });
});
