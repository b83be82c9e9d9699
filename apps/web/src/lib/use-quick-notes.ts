import { useCallback, useMemo } from 'react';
import { newQuickNoteId, parseQuickNotes, quickNotesKey, type QuickNote } from '@track-grow/domain/notes';
import { readStorage } from './storage.ts';
import { useStoredValue, writeStoredValue } from './use-stored-value.ts';

export interface QuickNotes {
  /** Newest first. */
  notes: QuickNote[];
  add: (content: string) => QuickNote;
  update: (id: string, content: string) => void;
  remove: (id: string) => void;
}

/** Each change starts from what is stored now, so two quick changes never undo each other. */
function changeQuickNotes(userId: string, edit: (current: QuickNote[]) => QuickNote[]): void {
  const key = quickNotesKey(userId);
  writeStoredValue(key, JSON.stringify(edit(parseQuickNotes(readStorage(key)))));
}

/**
 * Adds a note to the user's device list (quickNotes-{userId}, SPEC.md 3): the one store Home's Quick Capture
 * and the quick capture screen both write, so a note typed in either shows in both.
 */
export function addQuickNote(userId: string, content: string, now = new Date()): QuickNote {
  let note: QuickNote | undefined;
  changeQuickNotes(userId, (current) => {
    note = {
      id: newQuickNoteId(now.getTime(), current),
      content,
      createdAt: now.toISOString(),
      type: 'text',
    };
    return [...current, note];
  });
  return note!;
}

/** The user's quick notes on this device (quickNotes-{userId}); each change is written at once. */
export function useQuickNotes(userId: string): QuickNotes {
  const raw = useStoredValue(quickNotesKey(userId));
  const stored = useMemo(() => parseQuickNotes(raw), [raw]);
  const notes = useMemo(() => [...stored].sort((a, b) => b.createdAt.localeCompare(a.createdAt)), [stored]);

  const add = useCallback((content: string) => addQuickNote(userId, content), [userId]);
  const update = useCallback(
    (id: string, content: string) =>
      changeQuickNotes(userId, (current) =>
        current.map((note) => (note.id === id ? { ...note, content } : note)),
      ),
    [userId],
  );
  const remove = useCallback(
    (id: string) => changeQuickNotes(userId, (current) => current.filter((note) => note.id !== id)),
    [userId],
  );

  return { notes, add, update, remove };
}
