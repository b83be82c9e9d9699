import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../money/csv';
import { importErrorOf } from './testing';
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
