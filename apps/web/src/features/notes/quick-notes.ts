import { readStorage, writeStorage } from '../../lib/storage.ts';

/** SPEC.md 3: a quick note kept on the device (home's Quick Capture), per user. */
export interface QuickNote {
  /** A timestamp string. */
  id: string;
  content: string;
  /** ISO time. */
  createdAt: string;
  type: 'text';
}

/** SPEC.md 3: local storage key `quickNotes-{userId}`. */
export const quickNotesKey = (userId: string): string => `quickNotes-${userId}`;

/** SPEC.md 5: a stored note loads only with id, createdAt, content and type "text". */
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

function readRaw(userId: string): unknown[] | null {
  const text = readStorage(quickNotesKey(userId));
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The device's valid quick notes; corrupt storage (not JSON, not a list) yields an empty list (SPEC.md 5). */
export function readQuickNotes(userId: string): QuickNote[] {
  return (readRaw(userId) ?? []).filter(isQuickNote);
}

/**
 * Removes one note from the device. Every other stored entry is written back as it was, so a note this
 * screen does not understand is never lost by a move.
 */
export function removeQuickNote(userId: string, id: string): void {
  const raw = readRaw(userId);
  if (raw === null) return;
  const kept = raw.filter((entry) => !(isQuickNote(entry) && entry.id === id));
  if (kept.length !== raw.length) {
    writeStorage(quickNotesKey(userId), JSON.stringify(kept));
    window.dispatchEvent(new CustomEvent(QUICK_NOTES_CHANGED, { detail: userId }));
  }
}

/** Fired in this tab when the device list changes (other tabs get the browser's "storage" event). */
export const QUICK_NOTES_CHANGED = 'quick-notes-changed';
