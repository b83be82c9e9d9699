import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { quickNotesKey, type QuickNote } from '@track-grow/domain/notes';
import { removeQuickNote, useQuickNotes } from './use-quick-notes.ts';

const readQuickNotes = (id: string) => renderHook(() => useQuickNotes(id)).result.current.notes;

const userId = 'user-1';
const key = quickNotesKey(userId);
const valid = {
  id: '1763800000000',
  content: 'Buy oat milk',
  createdAt: '2026-11-21T09:12:00.000Z',
  type: 'text',
};

afterEach(() => localStorage.clear());

describe('quick notes on the device (SPEC.md 3 and 5)', () => {
  it('uses the key quickNotes-{userId}', () => {
    expect(key).toBe('quickNotes-user-1');
  });

  it('gives an empty list for corrupt or missing storage', () => {
    expect(readQuickNotes(userId)).toEqual([]);
    for (const corrupt of ['{not json', '{"id":"1"}', '42', 'null', '"text"']) {
      localStorage.setItem(key, corrupt);
      expect(readQuickNotes(userId)).toEqual([]);
    }
  });

  it('removes one note and writes every other entry back untouched', () => {
    const other = { ...valid, id: '1763810000000', content: 'Weekly review' };
    const unknown = { id: 'x', kind: 'from a newer version' };
    localStorage.setItem(key, JSON.stringify([valid, unknown, other]));
    removeQuickNote(userId, valid.id);
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual([unknown, other]);
    // Corrupt storage stays as it is.
    localStorage.setItem(key, '{not json');
    removeQuickNote(userId, valid.id);
    expect(localStorage.getItem(key)).toBe('{not json');
  });

  it('adds, edits and removes through the hook, newest first, keeping entries it does not know', () => {
    const unknown = { id: 'x', kind: 'from a newer version' };
    localStorage.setItem(key, JSON.stringify([valid, unknown]));
    const { result } = renderHook(() => useQuickNotes(userId));
    let added: QuickNote | undefined;
    act(() => {
      added = result.current.add('Call the dentist');
    });
    expect(result.current.notes.map((note) => note.content)).toEqual(['Call the dentist', 'Buy oat milk']);
    act(() => result.current.update(valid.id, 'Buy oat milk and bread'));
    act(() => result.current.remove(added!.id));
    expect(result.current.notes.map((note) => note.content)).toEqual(['Buy oat milk and bread']);
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual([
      { ...valid, content: 'Buy oat milk and bread' },
      unknown,
    ]);
  });
});
