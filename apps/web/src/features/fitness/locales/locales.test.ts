import { describe, expect, it } from 'vitest';
import { workoutDifficulties, workoutTypes } from '@track-grow/domain/fitness';
import { describeCatalogues } from '../../../test/catalogues.ts';
import en from './en.json';
import it_ from './it.json';

const { english, italian } = describeCatalogues('fitness', en, it_);

describe('the fitness catalogues', () => {
  it('hold SPEC.md 8’s “Workout Saved!” toast verbatim', () => {
    expect(english.get('timer.saved.title')).toBe('Workout Saved!');
    expect(english.get('timer.saved.description')).toBe('Your fitness session has been recorded.');
  });

  it('name every workout type and difficulty of the domain in both languages', () => {
    for (const type of workoutTypes) {
      expect(english.has(`types.${type}`), type).toBe(true);
      expect(italian.has(`types.${type}`), type).toBe(true);
    }
    for (const difficulty of workoutDifficulties)
      expect(english.has(`difficulties.${difficulty}`)).toBe(true);
  });
});
