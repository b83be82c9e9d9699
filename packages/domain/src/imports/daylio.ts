import { clip, csvTableSteps, isCalendarDate, type CsvText } from './import-text';
import type { ImportNote } from './import-notes';
import { moodEmotions } from '../mood/mood.schema';
import { runSteps, type Steps } from '../shared/steps';
import { daylioDefaultMoods, ImportFileError, type MoodMap } from './imports.schema';

/** One row of a Daylio export, read but not yet rated. */
export interface DaylioEntry {
  line: number;
  date: string;
  /** 'HH:mm', 24 h. */
  time: string;
  /** The mood's name as Daylio wrote it (rad…awful, or the user's own). */
  mood: string;
  activities: string[];
  /** The title and the note, a blank line between; null when both are empty. */
  note: string | null;
}

/** A mood as this app will hold it: day, time of the entry, rating, emotions (from Daylio's activities) and note. */
export interface DaylioMood {
  date: string;
  time: string;
  rating: number;
  emotions: string[];
  note: string | null;
}

const FILE = 'Daylio CSV';
/** A mood's note holds at most 1000 characters (mood.schema.ts). */
const NOTE_MAX = 1000;

/** Daylio writes the time as 21:30 or 9:30 PM, as the phone shows it; this is 'HH:mm'. */
export function daylioTime(value: string): string | undefined {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([ap])?\.?\s*(m\.?)?$/i.exec(value.trim());
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const half = match[3]?.toLowerCase();
  if (half && match[4] === undefined) return undefined;
  if (half) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return undefined;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/**
 * Reads Daylio's CSV export (full_date, date, weekday, time, mood, activities, note_title, note; older exports
 * have no note_title). Activities are separated by " | ". A file it cannot read throws ImportFileError naming
 * the line.
 */
export function parseDaylioCsv(text: string): DaylioEntry[] {
  return runSteps(daylioCsvSteps(text));
}

/** `parseDaylioCsv` in steps: it may pause after each record and each entry. */
export function* daylioCsvSteps(text: CsvText): Steps<DaylioEntry[]> {
  const table = yield* csvTableSteps(text, FILE);
  const index = new Map(table.header.map((name, i) => [name.trim().toLowerCase(), i] as const));
  if (!['full_date', 'time', 'mood'].every((name) => index.has(name)))
    throw new ImportFileError('imports.daylioHeader', FILE);
  const cell = (cells: string[], name: string) => {
    const i = index.get(name);
    return i === undefined ? '' : (cells[i] ?? '').trim();
  };
  const entries: DaylioEntry[] = [];
  for (const { line, cells } of table.rows) {
    yield;
    const where = `${FILE} line ${line}`;
    const date = cell(cells, 'full_date');
    if (!isCalendarDate(date)) throw new ImportFileError('imports.badDate', where);
    const time = daylioTime(cell(cells, 'time'));
    if (time === undefined) throw new ImportFileError('imports.daylioTime', where);
    const mood = cell(cells, 'mood');
    if (!mood) throw new ImportFileError('imports.daylioMood', where);
    const activities = cell(cells, 'activities')
      .split('|')
      .map((a) => a.trim())
      .filter(Boolean);
    const note = [cell(cells, 'note_title'), cell(cells, 'note')].filter(Boolean).join('\n\n');
    entries.push({ line, date, time, mood, activities, note: note || null });
  }
  return entries;
}

/** The mood names that are not Daylio's own five, in the order the file first uses them. */
export function customMoodNames(entries: readonly DaylioEntry[]): string[] {
  const names = new Map<string, string>();
  for (const { mood } of entries) {
    const key = mood.toLowerCase();
    if (!daylioDefaultMoods.has(key) && !names.has(key)) names.set(key, mood);
  }
  return [...names.values()];
}

export interface RatedDaylio {
  moods: DaylioMood[];
  /** Custom names `moodMap` does not rate: their entries are not in `moods`. */
  unmapped: string[];
  notes: ImportNote[];
}

/** The line of a mood's note that keeps the activities which are not one of the app's emotions. */
export const ACTIVITIES_PREFIX = 'Activities: ';

/**
 * Rates each entry (moodMap first, names compared without case; then rad 5 … awful 1) and turns it into a mood:
 * an activity that is one of the app's emotions (any case: "Happy") becomes that emotion; the others are kept
 * in the note, on a last line "Activities: work, friends", after the title and the note; cut to 1000 characters.
 */
export function rateDaylio(entries: readonly DaylioEntry[], moodMap: MoodMap = new Map()): RatedDaylio {
  return runSteps(rateDaylioSteps(entries, moodMap));
}

/** `rateDaylio` in steps: it may pause after each entry. */
export function* rateDaylioSteps(
  entries: readonly DaylioEntry[],
  moodMap: MoodMap = new Map(),
): Steps<RatedDaylio> {
  const ratings = new Map(daylioDefaultMoods);
  for (const [name, rating] of moodMap) ratings.set(name.trim().toLowerCase(), rating);
  const unmapped = customMoodNames(entries).filter((name) => !ratings.has(name.toLowerCase()));
  const known = new Set<string>(moodEmotions);
  let withActivities = 0;
  let longNotes = 0;
  const moods: DaylioMood[] = [];
  for (const entry of entries) {
    yield;
    const rating = ratings.get(entry.mood.toLowerCase());
    if (rating === undefined) continue;
    const lower = [...new Set(entry.activities.map((a) => a.trim()).filter(Boolean))];
    const emotions = [...new Set(lower.map((a) => a.toLowerCase()).filter((a) => known.has(a)))];
    const others = lower.filter((a) => !known.has(a.toLowerCase()));
    if (others.length > 0) withActivities++;
    const text = [entry.note, others.length > 0 ? `${ACTIVITIES_PREFIX}${others.join(', ')}` : null]
      .filter((part): part is string => part !== null)
      .join('\n\n');
    const note = text === '' ? null : clip(text, NOTE_MAX);
    if (note?.cut) longNotes++;
    moods.push({ date: entry.date, time: entry.time, rating, emotions, note: note?.text ?? null });
  }
  const notes: ImportNote[] = [];
  if (withActivities > 0) notes.push({ code: 'daylioActivitiesKept', count: withActivities });
  if (longNotes > 0) notes.push({ code: 'daylioNotesCut', count: longNotes, max: NOTE_MAX });
  return { moods, unmapped, notes };
}
