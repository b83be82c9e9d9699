import { z } from 'zod';
import { code, type ErrorCode } from '../shared/errors';

/** The largest upload an import takes (a Loop zip or a Daylio CSV); larger files are refused with 413. */
export const IMPORT_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** A Loop zip: at most this many entries, and this many bytes once its CSV files are inflated. */
export const IMPORT_MAX_ZIP_ENTRIES = 2000;
export const IMPORT_MAX_UNZIPPED_BYTES = 40 * 1024 * 1024;

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
export const daylioDefaultMoods: Readonly<Record<string, number>> = {
  rad: 5,
  good: 4,
  meh: 3,
  bad: 2,
  awful: 1,
};

/** `moodMap`: a JSON object naming each custom mood with a rating from 1 to 5. */
export const moodMapSchema = z.record(
  z.string().trim().min(1).max(100),
  z
    .number({ error: code('imports.moodMap') })
    .int(code('imports.moodMap'))
    .min(1, code('imports.moodMap'))
    .max(5, code('imports.moodMap')),
  { error: code('imports.moodMap') },
);
export type MoodMap = z.infer<typeof moodMapSchema>;

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
