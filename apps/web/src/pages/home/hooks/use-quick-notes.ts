import { useCallback, useMemo } from 'react';
import { newQuickNoteId, parseQuickNotes, quickNotesKey, type QuickNote } from '@track-grow/domain/notes';
import { readStorage } from '../../../lib/storage.ts';
import { useStoredValue, writeStoredValue } from './use-stored-value.ts';

export interface QuickNotes {
  /** Newest first. */
  notes: QuickNote[];
  add: (content: string) => QuickNote;
  update: (id: string, content: string) => void;
  remove: (id: string) => void;
}

/** The user's quick notes on this device (quickNotes-{userId}); each change is written at once. */
export function useQuickNotes(userId: string): QuickNotes {
  const key = quickNotesKey(userId);
  const raw = useStoredValue(key);
  const stored = useMemo(() => parseQuickNotes(raw), [raw]);
  const notes = useMemo(() => [...stored].sort((a, b) => b.createdAt.localeCompare(a.createdAt)), [stored]);

  // Each change starts from what is stored now, so two quick changes never undo each other.
  const change = useCallback(
    (edit: (current: QuickNote[]) => QuickNote[]) => {
      writeStoredValue(key, JSON.stringify(edit(parseQuickNotes(readStorage(key)))));
    },
    [key],
  );

  const add = useCallback(
    (content: string) => {
      const now = new Date();
      let note: QuickNote | undefined;
      change((current) => {
        note = {
          id: newQuickNoteId(now.getTime(), current),
          content,
          createdAt: now.toISOString(),
          type: 'text',
        };
        return [...current, note];
      });
      return note!;
    },
    [change],
  );
  const update = useCallback(
    (id: string, content: string) =>
      change((current) => current.map((note) => (note.id === id ? { ...note, content } : note))),
    [change],
  );
  const remove = useCallback(
    (id: string) => change((current) => current.filter((note) => note.id !== id)),
    [change],
  );

  return { notes, add, update, remove };
}
