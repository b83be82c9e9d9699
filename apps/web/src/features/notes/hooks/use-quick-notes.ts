import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readStorage } from '../../../lib/storage.ts';
import { quickNotesKey, type QuickNote } from '@track-grow/domain/notes';
import { QUICK_NOTES_CHANGED, readQuickNotes } from '../quick-notes.ts';

/** The device's quick notes of a user, kept current when this tab or another one changes them. */
export function useQuickNotes(userId: string | undefined): QuickNote[] {
  const subscribe = useCallback((onChange: () => void) => {
    window.addEventListener('storage', onChange);
    window.addEventListener(QUICK_NOTES_CHANGED, onChange);
    return () => {
      window.removeEventListener('storage', onChange);
      window.removeEventListener(QUICK_NOTES_CHANGED, onChange);
    };
  }, []);
  // The raw text is the snapshot: a string compares by value, so an unchanged list causes no render.
  const raw = useSyncExternalStore(subscribe, () => (userId ? readStorage(quickNotesKey(userId)) : null));
  return useMemo(() => (userId && raw !== null ? readQuickNotes(userId) : []), [userId, raw]);
}
