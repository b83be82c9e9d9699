import { describe, expect, it } from 'vitest';
import { NOTE_EXCERPT_LENGTH, timelineKindArea, timelineNote } from './timeline';
import { timelineAreas, timelineEntrySchema } from './timeline.schema';

describe('timelineNote', () => {
  it('titles a note without one by its first line without markdown, and excerpts the rest as plain text', () => {
    const content = '## Wins\n- Finished the **obvious** part\n- Shipped [the app](https://example.com)';
    expect(timelineNote({ title: '', content })).toEqual({
      title: 'Wins',
      excerpt: 'Finished the obvious part · Shipped the app',
    });
  });

  it("keeps a note's own title and excerpts its whole body", () => {
    expect(timelineNote({ title: ' Trip ', content: '# Lisbon\n\nPack *light*' })).toEqual({
      title: 'Trip',
      excerpt: 'Lisbon · Pack light',
    });
  });

  it('cuts a long body to about 120 characters with an ellipsis', () => {
    const { excerpt } = timelineNote({ title: 'Long', content: 'word '.repeat(60) });
    expect(excerpt.length).toBeLessThanOrEqual(NOTE_EXCERPT_LENGTH);
    expect(excerpt.endsWith('…')).toBe(true);
  });

  it('leaves an empty note untitled, for the screen to say so', () => {
    expect(timelineNote({ title: '', content: '  ' })).toEqual({ title: '', excerpt: '' });
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
