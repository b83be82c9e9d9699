import type { Schedule } from '../habits/habits.schema';
import { runSteps, type Steps } from '../shared/steps';
import { clip, csvTableSteps, isCalendarDate, type CsvTable, type CsvText } from './import-text';
import type { ImportNote } from './import-notes';
import { IMPORT_MAX_LOOP_COLUMNS, IMPORT_MAX_LOOP_HABITS, ImportFileError } from './imports.schema';

/** A yes/no habit of a Loop Habit Tracker export, as this app will hold it, with its marked days. */
export interface LoopHabit {
  name: string;
  description: string | null;
  color: string;
  schedule: Schedule;
  archived: boolean;
  /** Its first mark, or the export's first day; null when the export has no days at all. */
  startDate: string | null;
  /** Days marked YES_MANUAL (done) and SKIP (skipped), oldest first. */
  completed: string[];
  skipped: string[];
}

export interface LoopExport {
  /** In Loop's order (Position). */
  habits: LoopHabit[];
  /** What the user should know: habits not imported, frequencies that became the nearest schedule… */
  notes: ImportNote[];
}

export const LOOP_DEFAULT_COLOR = '#22c55e';
const NAME_MAX = 80;
const DESCRIPTION_MAX = 500;
const HABITS_FILE = 'Habits.csv';
const CHECKMARKS_FILE = 'Checkmarks.csv';

/**
 * Loop's "N times in D days" as this app's schedule: 1/1 (and 7/7) is daily, N/7 is N times a week; any other
 * fraction becomes the nearest (the weekly rate rounded, at least once a week; 6.5 or more a week is daily).
 */
export function loopSchedule(numerator: number, denominator: number): { schedule: Schedule; exact: boolean } {
  if (numerator === denominator) return { schedule: { kind: 'daily' }, exact: true };
  if (denominator === 7 && numerator < 7)
    return { schedule: { kind: 'timesPerWeek', count: numerator }, exact: true };
  const perWeek = (7 * numerator) / denominator;
  if (perWeek >= 6.5) return { schedule: { kind: 'daily' }, exact: false };
  return { schedule: { kind: 'timesPerWeek', count: Math.max(1, Math.round(perWeek)) }, exact: false };
}

/** Loop writes colours as #RRGGBB (#AARRGGBB in some versions); the app keeps #rrggbb. */
export function loopColor(value: string): string | undefined {
  const hex = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(hex)) return hex;
  if (/^#[0-9a-f]{8}$/.test(hex)) return `#${hex.slice(3)}`;
  return undefined;
}

function columnsOf(table: CsvTable, file: string, required: readonly string[]) {
  const index = new Map(table.header.map((name, i) => [name.trim(), i] as const));
  if (!required.every((name) => index.has(name))) throw new ImportFileError('imports.loopHeader', file);
  return (cells: string[], name: string): string => {
    const i = index.get(name);
    return i === undefined ? '' : (cells[i] ?? '').trim();
  };
}

const positiveInt = (value: string): number | undefined =>
  /^\d{1,4}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

interface HabitRow {
  position: number;
  name: string;
  measurable: boolean;
  habit: Omit<LoopHabit, 'startDate' | 'completed' | 'skipped'>;
}

function* readHabits(text: CsvText, notes: ImportNote[]): Steps<HabitRow[]> {
  const table = yield* csvTableSteps(text, HABITS_FILE);
  if (table.rows.length > IMPORT_MAX_LOOP_HABITS)
    throw new ImportFileError('imports.loopTooManyHabits', HABITS_FILE);
  const cell = columnsOf(table, HABITS_FILE, [
    'Name',
    'Type',
    'FrequencyNumerator',
    'FrequencyDenominator',
    'Color',
    'Archived?',
  ]);
  const rows: HabitRow[] = [];
  for (const [i, { line, cells }] of table.rows.entries()) {
    yield;
    const where = `${HABITS_FILE} line ${line}`;
    const fullName = cell(cells, 'Name');
    if (!fullName) throw new ImportFileError('imports.loopName', where);
    const type = cell(cells, 'Type').toUpperCase();
    if (!['YES_NO', '0', 'NUMERICAL', '1'].includes(type))
      throw new ImportFileError('imports.loopType', where);
    const numerator = positiveInt(cell(cells, 'FrequencyNumerator'));
    const denominator = positiveInt(cell(cells, 'FrequencyDenominator'));
    if (numerator === undefined || denominator === undefined)
      throw new ImportFileError('imports.loopFrequency', where);
    const archived = cell(cells, 'Archived?').toLowerCase();
    if (archived !== 'true' && archived !== 'false') throw new ImportFileError('imports.loopArchived', where);

    const name = clip(fullName, NAME_MAX);
    if (name.cut) notes.push({ code: 'loopNameCut', name: fullName, max: NAME_MAX });
    const text = [cell(cells, 'Question'), cell(cells, 'Description')].filter(Boolean).join('\n\n');
    const description = clip(text, DESCRIPTION_MAX);
    if (description.cut) notes.push({ code: 'loopDescriptionCut', name: name.text, max: DESCRIPTION_MAX });
    const { schedule, exact } = loopSchedule(numerator, denominator);
    const measurable = type === 'NUMERICAL' || type === '1';
    if (!exact && !measurable)
      notes.push(
        schedule.kind === 'timesPerWeek'
          ? {
              code: 'loopScheduleWeekly',
              name: name.text,
              times: numerator,
              days: denominator,
              count: schedule.count,
            }
          : { code: 'loopScheduleDaily', name: name.text, times: numerator, days: denominator },
      );
    const color = loopColor(cell(cells, 'Color'));
    if (color === undefined && !measurable)
      notes.push({ code: 'loopColour', name: name.text, colour: cell(cells, 'Color') });
    rows.push({
      position: Number(cell(cells, 'Position')) || i + 1,
      name: fullName,
      measurable,
      habit: {
        name: name.text,
        description: description.text || null,
        color: color ?? LOOP_DEFAULT_COLOR,
        schedule,
        archived: archived === 'true',
      },
    });
  }
  return rows.sort((a, b) => a.position - b.position);
}

interface NameNode {
  next: Map<number, NameNode>;
  /** A name of Habits.csv ends here. */
  end: boolean;
}

/**
 * The root Checkmarks.csv names each habit in its header without quotes, so a name with a comma spans several
 * fields: each column takes the fewest fields that join into a name of Habits.csv. The names' comma-separated
 * parts form a tree, each distinct part a number, and every field is looked up once: a column walks down the
 * tree only while a name continues, so the work grows with the header, not with its cube.
 */
function checkmarkColumns(fields: readonly string[], names: Iterable<string>): string[] {
  const partIds = new Map<string, number>();
  const root: NameNode = { next: new Map(), end: false };
  for (const name of names) {
    let node = root;
    for (const part of name.split(',')) {
      let id = partIds.get(part);
      if (id === undefined) partIds.set(part, (id = partIds.size));
      let child = node.next.get(id);
      if (!child) node.next.set(id, (child = { next: new Map(), end: false }));
      node = child;
    }
    node.end = true;
  }
  // The joined fields are trimmed: spaces fall off the first field's start and the last field's end.
  const id = (text: string) => partIds.get(text) ?? -1;
  const keys = fields.map((field) => ({
    alone: id(field.trim()),
    first: id(field.trimStart()),
    middle: id(field),
    last: id(field.trimEnd()),
  }));
  const columns: string[] = [];
  for (let i = 0; i < fields.length;) {
    let taken = 1;
    let node: NameNode | undefined = root;
    for (let k = 0; node && i + k < fields.length; k++) {
      const key = keys[i + k]!;
      if (node.next.get(k === 0 ? key.alone : key.last)?.end) {
        taken = k + 1;
        break;
      }
      node = node.next.get(k === 0 ? key.first : key.middle);
    }
    columns.push(
      fields
        .slice(i, i + taken)
        .join(',')
        .trim(),
    );
    i += taken;
  }
  return columns;
}

const DONE = 'YES_MANUAL';
const SKIP = 'SKIP';
const NOTHING = new Set(['YES_AUTO', 'NO', 'UNKNOWN', '']);

/**
 * Reads the two files of Loop's "Export as CSV" zip: Habits.csv (one row per habit) and the root Checkmarks.csv
 * (a row per day, newest first, a column per habit). YES_MANUAL is a day done, SKIP a day skipped; YES_AUTO, NO
 * and UNKNOWN are nothing. Measurable habits are left out with a note. A file it cannot read throws
 * ImportFileError naming the file and line; so does an export of more than IMPORT_MAX_LOOP_HABITS habits.
 */
export function parseLoopExport(habitsCsv: string, checkmarksCsv: string): LoopExport {
  return runSteps(loopExportSteps(habitsCsv, checkmarksCsv));
}

/** `parseLoopExport` in steps: it may pause after each record and each day. */
export function* loopExportSteps(habitsCsv: CsvText, checkmarksCsv: CsvText): Steps<LoopExport> {
  const notes: ImportNote[] = [];
  const rows = yield* readHabits(habitsCsv, notes);
  const byName = new Map<string, HabitRow>();
  for (const row of rows) {
    if (byName.has(row.name)) notes.push({ code: 'loopTwinName', name: row.name });
    else byName.set(row.name, row);
  }

  const table = yield* csvTableSteps(checkmarksCsv, CHECKMARKS_FILE);
  const [dateColumn, ...fields] = table.header;
  if (dateColumn?.trim().toLowerCase() !== 'date')
    throw new ImportFileError('imports.loopHeader', CHECKMARKS_FILE);
  // Loop ends every line with a comma: the last, empty field names nothing.
  while (fields.length > 0 && fields[fields.length - 1]!.trim() === '') fields.pop();
  if (fields.length > IMPORT_MAX_LOOP_COLUMNS)
    throw new ImportFileError('imports.loopTooManyHabits', CHECKMARKS_FILE);
  const columns = checkmarkColumns(fields, byName.keys());
  const marks = new Map<string, { completed: string[]; skipped: string[] }>();
  // Each yes/no habit's column (a name that heads two columns: the first is the habit's).
  const tracked: { column: number; days: { completed: string[]; skipped: string[] } }[] = [];
  columns.forEach((name, c) => {
    const row = byName.get(name);
    if (!row) notes.push({ code: 'loopUnknownColumn', name });
    else if (!row.measurable && !marks.has(name)) {
      const days = { completed: [], skipped: [] };
      marks.set(name, days);
      tracked.push({ column: c + 1, days });
    }
  });

  const dates = new Set<string>();
  for (const { line, cells } of table.rows) {
    yield;
    const where = `${CHECKMARKS_FILE} line ${line}`;
    const date = (cells[0] ?? '').trim();
    if (!isCalendarDate(date)) throw new ImportFileError('imports.badDate', where);
    if (dates.has(date)) continue;
    dates.add(date);
    for (const { column, days } of tracked) {
      const value = (cells[column] ?? '').trim();
      if (value === DONE) days.completed.push(date);
      else if (value === SKIP) days.skipped.push(date);
      else if (!NOTHING.has(value)) throw new ImportFileError('imports.loopValue', where);
    }
  }
  let firstDate: string | null = null;
  for (const date of dates) if (firstDate === null || date < firstDate) firstDate = date;

  const habits: LoopHabit[] = [];
  for (const row of byName.values()) {
    yield;
    if (row.measurable) {
      notes.push({ code: 'loopMeasurable', name: row.habit.name });
      continue;
    }
    const { completed, skipped } = marks.get(row.name) ?? { completed: [], skipped: [] };
    completed.sort();
    skipped.sort();
    const firstMark = [completed[0], skipped[0]].filter((d) => d !== undefined).sort()[0];
    habits.push({ ...row.habit, startDate: firstMark ?? firstDate, completed, skipped });
  }
  return { habits, notes };
}
