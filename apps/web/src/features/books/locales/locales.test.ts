import { describe, expect, it } from 'vitest';
import { bookStatuses, bookTopics } from '@track-grow/domain/books';
import { describeCatalogues } from '../../../test/catalogues.ts';
import en from './en.json';
import it_ from './it.json';

const { english, italian } = describeCatalogues('books', en, it_);

describe('the books catalogues', () => {
  it('hold AREAS.md’s “Recommended books” and “Add to my list” verbatim', () => {
    expect(english.get('recommended.title')).toBe('Recommended books');
    expect(english.get('recommended.add')).toBe('Add to my list');
  });

  it('name every status and topic of the domain in both languages', () => {
    for (const key of [
      ...bookStatuses.map((s) => `statuses.${s}`),
      ...bookTopics.map((s) => `topics.${s}`),
    ]) {
      expect(english.has(key), key).toBe(true);
      expect(italian.has(key), key).toBe(true);
    }
  });
});
