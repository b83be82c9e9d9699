import { describe, expect, it } from 'vitest';
import { noteExcerpt, NOTE_EXCERPT_LENGTH, timelineKindArea } from './timeline';
import { timelineAreas, timelineEntrySchema } from './timeline.schema';

describe('noteExcerpt', () => {
  it('keeps a short note on one line, trimmed', () => {
    expect(noteExcerpt('  Trip to\n\nLisbon  ')).toBe('Trip to Lisbon');
  });

  it('cuts a long note to about 120 characters with an ellipsis, never inside an emoji', () => {
    const long = `${'a'.repeat(NOTE_EXCERPT_LENGTH - 1)}😀 and more`;
    const excerpt = noteExcerpt(long);
    expect(excerpt).toBe(`${'a'.repeat(NOTE_EXCERPT_LENGTH - 1)}😀…`);
    expect(noteExcerpt('x'.repeat(NOTE_EXCERPT_LENGTH))).toBe('x'.repeat(NOTE_EXCERPT_LENGTH));
  });

  it('falls back to the title when the content is empty', () => {
    expect(noteExcerpt('   ', 'Groceries')).toBe('Groceries');
  });
});

describe('timelineKindArea', () => {
  it('gives every area of the filter at least one kind, and every kind the area of its schema', () => {
    expect([...new Set(Object.values(timelineKindArea))].sort()).toEqual([...timelineAreas].sort());
    for (const option of timelineEntrySchema.options) {
      const kind = option.shape.kind.value;
      expect(option.shape.area.value).toBe(timelineKindArea[kind]);
    }
  });
});
