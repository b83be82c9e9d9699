import { useCallback, useMemo } from 'react';
import {
  isQuickNote,
  newQuickNoteId,
  parseQuickNotes,
  quickNotesKey,
  storedQuickNoteEntries,
  type QuickNote,
} from '@track-grow/domain/notes';
import { readStorage } from './storage.ts';
import { useStoredValue, writeStoredValue } from './use-stored-value.ts';

/**
 * The user's quick notes on this device (quickNotes-{userId}, SPEC.md 3): the one store Home's Quick Capture,
 * the quick capture screen and Notes' "From Quick Capture" read and write, so a change in one shows in all.
 */
export interface QuickNotes {
  /** Newest first. */
  notes: QuickNote[];
  add: (content: string) => QuickNote;
  update: (id: string, content: string) => void;
  remove: (id: string) => void;
}

/**
 * Each change starts from what is stored now, so two quick changes never undo each other, and writes every
 * entry it does not change back as it was (a note of a newer version is never lost). Corrupt storage is left
 * alone by an edit and replaced by an addition (SPEC.md 5: it reads as an empty list).
 */
function changeQuickNotes(userId: string, edit: (entries: unknown[] | null) => unknown[] | null): void {
  const key = quickNotesKey(userId);
  const next = edit(storedQuickNoteEntries(readStorage(key)));
  if (next !== null) writeStoredValue(key, JSON.stringify(next));
}

/** Adds a note to the user's device list. */
export function addQuickNote(userId: string, content: string, now = new Date()): QuickNote {
  let note: QuickNote | undefined;
  changeQuickNotes(userId, (entries) => {
    const current = entries ?? [];
    note = {
      id: newQuickNoteId(now.getTime(), current.filter(isQuickNote)),
      content,
      createdAt: now.toISOString(),
      type: 'text',
    };
    return [...current, note];
  });
  return note!;
}

/** Takes one note off the device (after it moved into Notes, say). */
export function removeQuickNote(userId: string, id: string): void {
  changeQuickNotes(userId, (entries) => {
    const kept = entries?.filter((entry) => !(isQuickNote(entry) && entry.id === id));
    return kept && kept.length !== entries?.length ? kept : null;
  });
}

function updateQuickNote(userId: string, id: string, content: string): void {
  changeQuickNotes(
    userId,
    (entries) =>
      entries?.map((entry) => (isQuickNote(entry) && entry.id === id ? { ...entry, content } : entry)) ??
      null,
  );
}

/** The user's quick notes on this device, newest first; each change is written at once. */
export function useQuickNotes(userId: string): QuickNotes {
  const raw = useStoredValue(quickNotesKey(userId));
  const notes = useMemo(
    () => parseQuickNotes(raw).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    [raw],
  );
  const add = useCallback((content: string) => addQuickNote(userId, content), [userId]);
  const update = useCallback((id: string, content: string) => updateQuickNote(userId, id, content), [userId]);
  const remove = useCallback((id: string) => removeQuickNote(userId, id), [userId]);
  return { notes, add, update, remove };
}
