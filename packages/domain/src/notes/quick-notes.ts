/** SPEC.md 3: a quick note lives on the device only, per user, under quickNotes-{userId}. */
export interface QuickNote {
  /** A timestamp string (milliseconds). */
  id: string;
  content: string;
  /** ISO time. */
  createdAt: string;
  type: 'text';
}

/** SPEC.md 3: the local storage key `quickNotes-{userId}`. */
export const quickNotesKey = (userId: string): string => `quickNotes-${userId}`;

/** SPEC.md 5: a stored note loads only with an id, a createdAt, a content and type "text". */
export function isQuickNote(value: unknown): value is QuickNote {
  if (typeof value !== 'object' || value === null) return false;
  const note = value as Record<string, unknown>;
  return (
    typeof note.id === 'string' &&
    note.id !== '' &&
    typeof note.createdAt === 'string' &&
    note.createdAt !== '' &&
    typeof note.content === 'string' &&
    note.type === 'text'
  );
}

/** The stored list as it is, entries unchecked; null when the text is not a JSON list (corrupt or absent). */
export function storedQuickNoteEntries(raw: string | null): unknown[] | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** SPEC.md 5: the valid notes of the stored text (only their four fields); corrupt storage yields an empty list. */
export function parseQuickNotes(raw: string | null): QuickNote[] {
  return (storedQuickNoteEntries(raw) ?? [])
    .filter(isQuickNote)
    .map(({ id, content, createdAt }) => ({ id, content, createdAt, type: 'text' as const }));
}

/** A new note's id: the creation time in milliseconds, moved on by one if a note already has it. */
export function newQuickNoteId(now: number, existing: readonly QuickNote[]): string {
  const taken = new Set(existing.map((note) => note.id));
  let stamp = now;
  while (taken.has(String(stamp))) stamp++;
  return String(stamp);
}
