import { describe, expect, it } from 'vitest';
import { bookLibrary, bookTopics, libraryBook } from './library';

describe('the book library', () => {
  it('holds at least 40 books with unique slug ids', () => {
    expect(bookLibrary.length).toBeGreaterThanOrEqual(40);
    const ids = bookLibrary.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('uses every topic, at least five books each', () => {
    for (const topic of bookTopics)
      expect(bookLibrary.filter((b) => b.topic === topic).length).toBeGreaterThanOrEqual(5);
  });

  it('gives every book a title, an author, a plausible year and a two-sentence summary', () => {
    for (const b of bookLibrary) {
      expect(b.title.trim()).not.toBe('');
      expect(b.author.trim()).not.toBe('');
      expect(b.year).toBeGreaterThan(1900);
      expect(b.year).toBeLessThanOrEqual(2026);
      const sentences = b.summary.split(/(?<=[.!?])\s+/);
      expect(sentences, b.id).toHaveLength(2);
      for (const s of sentences) expect(s, b.id).toMatch(/^[A-Z][^]*[.!?]$/);
    }
  });

  it('holds the classics and finds a book by id', () => {
    const titles = bookLibrary.map((b) => b.title);
    for (const title of [
      'Atomic Habits',
      'Deep Work',
      'The Psychology of Money',
      'Thinking, Fast and Slow',
      'Why We Sleep',
      'So Good They Can’t Ignore You',
    ])
      expect(titles).toContain(title);
    expect(libraryBook('deep-work')?.author).toBe('Cal Newport');
    expect(libraryBook('nope')).toBeUndefined();
  });
});
