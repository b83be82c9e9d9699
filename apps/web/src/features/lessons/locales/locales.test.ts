import { describe, expect, it } from 'vitest';
import { lessonTopics } from '@track-grow/domain/lessons';
import { describeCatalogues } from '../../../test/catalogues.ts';
import en from './en.json';
import it_ from './it.json';

const { english, italian } = describeCatalogues('lessons', en, it_);

describe('the lessons catalogues', () => {
  it('name every topic of the library in both languages', () => {
    for (const topic of lessonTopics) {
      expect(english.has(`topics.${topic}`), topic).toBe(true);
      expect(italian.has(`topics.${topic}`), topic).toBe(true);
    }
  });
});
