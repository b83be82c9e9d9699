import type { ErrorCode, Steps } from '@track-grow/domain';
import {
  type ImportNote,
  customMoodNames,
  IMPORT_MAX_UNZIPPED_BYTES,
  IMPORT_MAX_ZIP_ENTRIES,
  ImportFileError,
  daylioCsvSteps,
  loopExportSteps,
  rateDaylioSteps,
  type ImportCollection,
  type LoopHabit,
  type MoodMap,
} from '@track-grow/domain/imports';
import type { ImportSummary } from '@track-grow/domain/transfer';
import { uuidv7 } from 'uuidv7';
import type { Database, Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { runInSlices, slicer } from '../../lib/event-loop';
import { todayFor } from '../../lib/user-day';
import { HttpError } from '../../plugins/errors';
import type { UserRow } from '../auth/types';
import * as habitsService from '../habits/service';
import * as moodService from '../mood/service';
import * as q from './queries';
import { openZip, ZipRefused } from './zip';

export interface ImportsDeps {
  db: Database;
  clock: Clock;
}
type ImportUser = Pick<UserRow, 'id' | 'timezone' | 'dayStartHour'>;

/** A refused import: the catalogue's code, its text prefixed by where in the file, or followed by what is missing. */
export class ImportRefusal extends HttpError {
  constructor(
    status: number,
    code: ErrorCode,
    detail: { where?: string | undefined; names?: string[] } = {},
  ) {
    super(status, code);
    if (detail.where) this.message = `${detail.where}: ${this.message}`;
    if (detail.names) this.message = `${this.message}: ${detail.names.join(', ')}`;
  }
}

/** A parser run a slice at a time (other requests run between), its refusal as the answer's 400. */
async function parsed<T>(steps: Steps<T>): Promise<T> {
  try {
    return await runInSlices(steps);
  } catch (error) {
    if (error instanceof ImportFileError) throw new ImportRefusal(400, error.code, { where: error.where });
    throw error;
  }
}

const DECODE_CHUNK = 1024 * 1024;

/**
 * UTF-8 text, decoded a megabyte at a time so other requests run between, in those parts: the parsers read them
 * one by one (a 40 MB string would take one long step to join, and another to scan).
 */
async function utf8(bytes: Uint8Array): Promise<string[]> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const pause = slicer();
  const parts: string[] = [];
  try {
    for (let at = 0; at < bytes.length; at += DECODE_CHUNK) {
      parts.push(decoder.decode(bytes.subarray(at, at + DECODE_CHUNK), { stream: true }));
      await pause();
    }
    parts.push(decoder.decode());
  } catch {
    throw new ImportRefusal(400, 'imports.notText');
  }
  return parts;
}

type LoopCounts = Record<Extract<ImportCollection, 'habits' | 'habitCompletions' | 'habitSkips'>, number>;
const loopCounts = (): LoopCounts => ({ habits: 0, habitCompletions: 0, habitSkips: 0 });

/** The root Habits.csv and Checkmarks.csv of Loop's zip (or of its one top folder, when the zip was remade). */
async function loopFiles(file: Uint8Array): Promise<{ habits: string[]; checkmarks: string[] }> {
  try {
    const zip = openZip(file, {
      maxEntries: IMPORT_MAX_ZIP_ENTRIES,
      maxTotalBytes: IMPORT_MAX_UNZIPPED_BYTES,
    });
    const habits = zip.names
      .filter((n) => /^(?:[^/]+\/)?Habits\.csv$/.test(n))
      .sort((a, b) => a.length - b.length)[0];
    const checkmarks = habits?.replace(/Habits\.csv$/, 'Checkmarks.csv');
    if (habits === undefined || checkmarks === undefined || !zip.names.includes(checkmarks))
      throw new ImportRefusal(400, 'imports.loopFilesMissing');
    return { habits: await utf8(await zip.read(habits)), checkmarks: await utf8(await zip.read(checkmarks)) };
  } catch (error) {
    if (error instanceof ZipRefused)
      throw new ImportRefusal(error.code === 'imports.notZip' ? 400 : 413, error.code);
    throw error;
  }
}

interface LoopPlan {
  newHabits: habitsService.ImportedHabit[];
  marks: habitsService.ImportedMark[];
  added: LoopCounts;
  skipped: LoopCounts;
  future: number;
}

/**
 * What the import writes against what the user has now: a habit whose name (any case) the user already has is
 * matched, not added, and its days already done or skipped stay as they are; days after today are left out.
 */
async function planLoop(
  db: Db,
  user: ImportUser,
  today: string,
  habits: readonly LoopHabit[],
): Promise<LoopPlan> {
  const byName = new Map<string, string>();
  for (const h of await habitsService.habitNames(db, user.id))
    if (!byName.has(h.name.toLowerCase())) byName.set(h.name.toLowerCase(), h.id);
  const matched = habits.map((h) => byName.get(h.name.toLowerCase()));
  const marked = await habitsService.markedDays(
    db,
    user.id,
    matched.filter((id) => id !== undefined),
  );
  const plan: LoopPlan = { newHabits: [], marks: [], added: loopCounts(), skipped: loopCounts(), future: 0 };
  const pause = slicer();
  for (const [i, habit] of habits.entries()) {
    await pause();
    let id = matched[i];
    if (id) plan.skipped.habits++;
    else {
      id = uuidv7();
      byName.set(habit.name.toLowerCase(), id);
      plan.added.habits++;
      const start = habit.startDate ?? today;
      plan.newHabits.push({
        id,
        name: habit.name,
        description: habit.description,
        icon: '✅',
        color: habit.color,
        schedule: habit.schedule,
        startDate: start < today ? start : today,
        archived: habit.archived,
      });
    }
    const days = [
      ...habit.completed.map((date) => ({ date, skipped: false })),
      ...habit.skipped.map((date) => ({ date, skipped: true })),
    ];
    for (const { date, skipped } of days) {
      const collection = skipped ? 'habitSkips' : 'habitCompletions';
      if (date > today) plan.future++;
      else if (marked.has(`${id}|${date}`)) plan.skipped[collection]++;
      else {
        plan.added[collection]++;
        plan.marks.push({ habitId: id, date, skipped });
      }
    }
  }
  return plan;
}

/**
 * POST /api/import/loop: Loop's CSV export, all or nothing in one transaction; a dry run answers the same summary
 * and writes nothing.
 */
export async function importLoop(
  deps: ImportsDeps,
  user: ImportUser,
  file: Uint8Array,
  dryRun: boolean,
): Promise<ImportSummary> {
  const files = await loopFiles(file);
  const { habits, notes } = await parsed(loopExportSteps(files.habits, files.checkmarks));
  const today = todayFor(user, deps.clock);
  const answer = (plan: LoopPlan): ImportSummary => ({
    dryRun,
    added: plan.added,
    skipped: plan.skipped,
    notes: [...notes, ...(plan.future > 0 ? [{ code: 'loopFutureMarks', count: plan.future } as const] : [])],
  });
  if (dryRun) return answer(await planLoop(deps.db, user, today, habits));
  return deps.db.transaction(async (tx) => {
    await q.lockUserImports(tx, user.id);
    const plan = await planLoop(tx, user, today, habits);
    await habitsService.insertHabits(tx, user.id, plan.newHabits, deps.clock.now());
    await habitsService.insertMarks(tx, user.id, plan.marks);
    return answer(plan);
  });
}

interface DaylioPlan {
  fresh: moodService.ImportedMood[];
  duplicates: number;
  future: number;
}

/** An entry the user has (same day, time and rating), or one the file already gave, is skipped. */
async function planDaylio(
  db: Db,
  user: ImportUser,
  today: string,
  moods: readonly moodService.ImportedMood[],
): Promise<DaylioPlan> {
  const plan: DaylioPlan = { fresh: [], duplicates: 0, future: 0 };
  const past = moods.filter((m) => m.date <= today);
  plan.future = moods.length - past.length;
  if (past.length === 0) return plan;
  // Oldest first; Daylio writes newest first, which the sort takes in one pass.
  const sorted = past
    .map((mood) => ({ when: `${mood.date} ${mood.time}`, mood }))
    .sort((a, b) => (a.when < b.when ? -1 : a.when > b.when ? 1 : 0))
    .map(({ mood }) => mood);
  const seen = await moodService.moodKeys(db, user.id, {
    from: sorted[0]!.date,
    to: sorted[sorted.length - 1]!.date,
    timezone: user.timezone,
  });
  const pause = slicer();
  for (const mood of sorted) {
    await pause();
    const key = `${mood.date}|${mood.time}|${mood.rating}`;
    if (seen.has(key)) plan.duplicates++;
    else {
      seen.add(key);
      plan.fresh.push(mood);
    }
  }
  return plan;
}

/**
 * POST /api/import/daylio: Daylio's CSV, all or nothing. Custom mood names need a rating each in moodMap: the dry
 * run lists them (moodNames) and counts only the entries it can rate; the import without them is a 400.
 */
export async function importDaylio(
  deps: ImportsDeps,
  user: ImportUser,
  file: Uint8Array,
  options: { dryRun: boolean; moodMap: MoodMap | undefined },
): Promise<ImportSummary> {
  const entries = await parsed(daylioCsvSteps(await utf8(file)));
  const rated = await runInSlices(rateDaylioSteps(entries, options.moodMap));
  if (!options.dryRun && rated.unmapped.length > 0)
    throw new ImportRefusal(400, 'imports.moodsUnmapped', { names: rated.unmapped });
  const today = todayFor(user, deps.clock);
  const answer = (plan: DaylioPlan): ImportSummary => {
    const waiting = entries.length - rated.moods.length;
    const notes: ImportNote[] = [
      ...(waiting > 0
        ? [{ code: 'daylioWaiting', count: waiting, names: rated.unmapped.join(', ') } as const]
        : []),
      ...(plan.future > 0 ? [{ code: 'daylioFutureEntries', count: plan.future } as const] : []),
      ...rated.notes,
    ];
    return {
      dryRun: options.dryRun,
      added: { moods: plan.fresh.length },
      skipped: { moods: plan.duplicates },
      notes,
      moodNames: customMoodNames(entries),
    };
  };
  if (options.dryRun) return answer(await planDaylio(deps.db, user, today, rated.moods));
  return deps.db.transaction(async (tx) => {
    await q.lockUserImports(tx, user.id);
    const plan = await planDaylio(tx, user, today, rated.moods);
    await moodService.insertMoods(tx, user.id, user.timezone, plan.fresh);
    return answer(plan);
  });
}
