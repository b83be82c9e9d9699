/** SPEC.md 3: a quick note lives on the device only, per user, under quickNotes-{userId}. */
export interface QuickNote {
  /** A timestamp string (milliseconds). */
  id: string;
  content: string;
  /** ISO time. */
  createdAt: string;
  type: 'text';
}

export const quickNotesKey = (userId: string) => `quickNotes-${userId}`;

const isQuickNote = (value: unknown): value is QuickNote => {
  if (typeof value !== 'object' || value === null) return false;
  const note = value as Record<string, unknown>;
  return (
    typeof note.id === 'string' &&
    note.id !== '' &&
    typeof note.content === 'string' &&
    typeof note.createdAt === 'string' &&
    note.type === 'text'
  );
};

/**
 * SPEC.md 5: stored notes load only if they have id, createdAt, content and type "text"; corrupt storage
 * yields an empty list.
 */
export function parseQuickNotes(raw: string | null): QuickNote[] {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isQuickNote)
      .map(({ id, content, createdAt }) => ({ id, content, createdAt, type: 'text' as const }));
  } catch {
    return [];
  }
}

/** A new note's id: the creation time in milliseconds, moved on by one if a note already has it. */
export function newNoteId(now: number, existing: readonly QuickNote[]): string {
  const taken = new Set(existing.map((note) => note.id));
  let stamp = now;
  while (taken.has(String(stamp))) stamp++;
  return String(stamp);
}
