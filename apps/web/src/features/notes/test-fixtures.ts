import type { Note } from '@track-grow/domain/notes';

let counter = 0;
export function makeNote(overrides: Partial<Note> = {}): Note {
  counter += 1;
  return {
    id: `0195f3a2-7c4e-7d2a-9b1e-${String(counter).padStart(12, '0')}`,
    title: 'Groceries',
    content: 'oat milk, spinach',
    tags: [],
    pinned: false,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}
