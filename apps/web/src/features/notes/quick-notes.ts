import {
  quickNotesKey,
  isQuickNote,
  parseQuickNotes,
  storedQuickNoteEntries,
} from '@track-grow/domain/notes';
import type { QuickNote } from '@track-grow/domain/notes';
import { readStorage, writeStorage } from '../../lib/storage.ts';

/** The device's valid quick notes; corrupt storage (not JSON, not a list) yields an empty list (SPEC.md 5). */
export function readQuickNotes(userId: string): QuickNote[] {
  return parseQuickNotes(readStorage(quickNotesKey(userId)));
}

/**
 * Removes one note from the device. Every other stored entry is written back as it was, so a note this
 * screen does not understand is never lost by a move.
 */
export function removeQuickNote(userId: string, id: string): void {
  const raw = storedQuickNoteEntries(readStorage(quickNotesKey(userId)));
  if (raw === null) return;
  const kept = raw.filter((entry) => !(isQuickNote(entry) && entry.id === id));
  if (kept.length !== raw.length) {
    writeStorage(quickNotesKey(userId), JSON.stringify(kept));
    window.dispatchEvent(new CustomEvent(QUICK_NOTES_CHANGED, { detail: userId }));
  }
}

/** Fired in this tab when the device list changes (other tabs get the browser's "storage" event). */
export const QUICK_NOTES_CHANGED = 'quick-notes-changed';
