import { describe, expect, it } from 'vitest';
import {
  isQuickNote,
  newQuickNoteId,
  parseQuickNotes,
  quickNotesKey,
  storedQuickNoteEntries,
} from './quick-notes';

const valid = {
  id: '1763800000000',
  content: 'Buy oat milk',
  createdAt: '2026-11-21T09:12:00.000Z',
  type: 'text',
};

describe('quick notes on the device (SPEC.md 3 and 5)', () => {
  it('uses the key quickNotes-{userId}', () => {
    expect(quickNotesKey('user-1')).toBe('quickNotes-user-1');
  });

  it('loads only entries with an id, a createdAt, a content and type "text", keeping only those fields', () => {
    const raw = JSON.stringify([
      { ...valid, extra: 'dropped' },
      { ...valid, id: '2', type: 'image' },
      { id: '3', content: 'no date', type: 'text' },
      { ...valid, id: '4', createdAt: '' },
      { ...valid, id: '' },
      { id: '5', createdAt: valid.createdAt, type: 'text' },
      { content: 'no id', createdAt: valid.createdAt, type: 'text' },
      null,
      'text',
    ]);
    expect(parseQuickNotes(raw)).toEqual([valid]);
    expect(isQuickNote({ ...valid, id: 5 })).toBe(false);
  });

  it('gives an empty list for corrupt or missing storage', () => {
    expect(parseQuickNotes(null)).toEqual([]);
    for (const corrupt of ['{not json', '{"id":"1"}', '42', 'null', '"text"', ''])
      expect(parseQuickNotes(corrupt), corrupt).toEqual([]);
    expect(storedQuickNoteEntries('{"id":"1"}')).toBeNull();
    expect(storedQuickNoteEntries('[1, "x"]')).toEqual([1, 'x']);
  });

  it('makes a new id from the time, moved on past ids already taken', () => {
    expect(newQuickNoteId(1000, [])).toBe('1000');
    const taken = parseQuickNotes(
      JSON.stringify([
        { ...valid, id: '1000' },
        { ...valid, id: '1001' },
      ]),
    );
    expect(newQuickNoteId(1000, taken)).toBe('1002');
  });
});
