import { z } from 'zod';
import { importNoteSchema } from '../imports/import-notes';

/**
 * What an import did (or, with dryRun, would do): rows added and rows skipped as already there, per collection
 * ("habits", "habitCompletions", "moods"…), and notes the user should read (a code and its values: "Water
 * (measurable) was not imported"). Every import answers this, before writing (dryRun: the preview) and after.
 */
export const importSummarySchema = z.object({
  dryRun: z.boolean(),
  added: z.record(z.string(), z.number().int().min(0)),
  skipped: z.record(z.string(), z.number().int().min(0)),
  notes: z.array(importNoteSchema),
  /** Daylio: mood names that are not rad, good, meh, bad or awful; the import takes a rating for each in moodMap. */
  moodNames: z.array(z.string()).optional(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;
