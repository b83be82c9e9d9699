import { z } from 'zod';

/**
 * What an import changed or left out, for the user to read: a code and the values its sentence needs, so the
 * screen words it in the user's language (counts drive the plural forms).
 */
const name = z.string();
const count = z.number().int().min(0);

export const importNoteSchema = z.discriminatedUnion('code', [
  /** Loop: a habit's name longer than the app takes, cut to `max` characters. */
  z.object({ code: z.literal('loopNameCut'), name, max: count }),
  z.object({ code: z.literal('loopDescriptionCut'), name, max: count }),
  /** Loop: "3 times in 10 days" has no exact schedule here; it became every day. */
  z.object({ code: z.literal('loopScheduleDaily'), name, times: count, days: count }),
  /** … or `count` times a week. */
  z.object({ code: z.literal('loopScheduleWeekly'), name, times: count, days: count, count }),
  z.object({ code: z.literal('loopColour'), name, colour: z.string() }),
  z.object({ code: z.literal('loopTwinName'), name }),
  /** Loop: a column of Checkmarks.csv that Habits.csv does not list. */
  z.object({ code: z.literal('loopUnknownColumn'), name }),
  z.object({ code: z.literal('loopMeasurable'), name }),
  z.object({ code: z.literal('loopFutureMarks'), count }),
  /** Daylio: entries whose custom mood (`names`, comma separated) has no rating yet. */
  z.object({ code: z.literal('daylioWaiting'), count, names: z.string() }),
  z.object({ code: z.literal('daylioFutureEntries'), count }),
  /** Daylio: entries whose activities that are not app emotions were kept on the note's "Activities:" line. */
  z.object({ code: z.literal('daylioActivitiesKept'), count }),
  z.object({ code: z.literal('daylioNotesCut'), count, max: count }),
]);
export type ImportNote = z.infer<typeof importNoteSchema>;
export type ImportNoteCode = ImportNote['code'];
