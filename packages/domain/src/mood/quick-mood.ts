/** A quick mood line: the rating chosen (or typed first, "4 long day") and the note around it. */
export type QuickMoodReading =
  | { ok: true; rating: number; note: string | null }
  | { ok: false; problem: 'noRating' | 'badRating' | 'noteTooLong' };

const MAX_NOTE = 1000;

/**
 * Reads a mood capture: a leading whole number is the rating when no face is picked ("4 long day"); a
 * picked face wins and keeps the number in the note. A rating outside 1–5 is refused, never clamped.
 */
export function parseQuickMood(text: string, picked: number | null): QuickMoodReading {
  const trimmed = text.trim();
  const lead = /^(\d+)(?:\/5)?(?:\s+|$)/u.exec(trimmed);
  let rating = picked;
  let note = trimmed;
  if (rating === null && lead) {
    rating = Number(lead[1]);
    note = trimmed.slice(lead[0].length).trim();
  }
  if (rating === null) return { ok: false, problem: 'noRating' };
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return { ok: false, problem: 'badRating' };
  if (note.length > MAX_NOTE) return { ok: false, problem: 'noteTooLong' };
  return { ok: true, rating, note: note === '' ? null : note };
}
