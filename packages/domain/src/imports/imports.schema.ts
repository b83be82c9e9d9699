import { z } from 'zod';
import { code, type ErrorCode } from '../shared/errors';

/** The largest upload an import takes (a Loop zip or a Daylio CSV); larger files are refused with 413. */
export const IMPORT_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** A Loop zip: at most this many entries, and this many bytes once its CSV files are inflated. */
export const IMPORT_MAX_ZIP_ENTRIES = 2000;
export const IMPORT_MAX_UNZIPPED_BYTES = 40 * 1024 * 1024;
/**
 * A Loop export of at most this many habits (its users keep tens). Checkmarks.csv may have twice as many
 * columns, as a name with a comma spans two.
 */
export const IMPORT_MAX_LOOP_HABITS = 500;
export const IMPORT_MAX_LOOP_COLUMNS = 2 * IMPORT_MAX_LOOP_HABITS;

/**
 * The `added`/`skipped` collections of an import summary: habits, the days marked done (habitCompletions) and
 * skipped (habitSkips) from Loop, and moods from Daylio.
 */
export const importCollections = ['habits', 'habitCompletions', 'habitSkips', 'moods'] as const;
export type ImportCollection = (typeof importCollections)[number];

const dryRun = z.stringbool({ error: code('imports.dryRunFlag') }).optional();

/** The text fields of the Loop upload (multipart, beside `file`). */
export const loopImportFields = z.object({ dryRun });

/** Daylio's own mood names are rated here; any other name takes its rating from `moodMap`. */
export const daylioDefaultMoods: ReadonlyMap<string, number> = new Map([
  ['rad', 5],
  ['good', 4],
  ['meh', 3],
  ['bad', 2],
  ['awful', 1],
]);

const moodMapIssue = { error: code('imports.moodMap') };
/**
 * `moodMap`: a JSON object naming each custom mood with a rating from 1 to 5, read into a Map: a mood may be
 * named `__proto__` or `constructor` like any other.
 */
export const moodMapSchema = z
  .custom<object>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    moodMapIssue,
  )
  .transform((value) => Object.entries(value))
  .pipe(
    z.array(
      z.tuple([
        z.string(moodMapIssue).trim().min(1, moodMapIssue).max(100, moodMapIssue),
        z.number(moodMapIssue).int(moodMapIssue).min(1, moodMapIssue).max(5, moodMapIssue),
      ]),
    ),
  )
  .transform((entries) => new Map(entries));
export type MoodMap = z.output<typeof moodMapSchema>;

/** The text fields of the Daylio upload: dryRun, and moodMap as JSON text. */
export const daylioImportFields = z.object({
  dryRun,
  moodMap: z
    .string()
    .max(20_000, code('imports.moodMap'))
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: code('imports.moodMap') });
        return z.NEVER;
      }
    })
    .pipe(moodMapSchema)
    .optional(),
});

/**
 * A file an import cannot take: an error code of the catalogue, and where in the file (`Checkmarks.csv line 4`),
 * so the answer says what to fix. Nothing is written when one is thrown.
 */
export class ImportFileError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly where?: string,
  ) {
    super(where ? `${where}: ${code}` : code);
  }
}
