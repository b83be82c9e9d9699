import { describe, expect, it } from 'vitest';
import { describeCatalogues } from '../../../test/catalogues.ts';
import en from './en.json';
import it_ from './it.json';

const { english } = describeCatalogues('onboarding', en, it_);

describe('the onboarding catalogues', () => {
  it('hold SPEC.md’s English strings verbatim', () => {
    const expected: Record<string, string> = {
      'steps.track.title': 'Track Everything That Matters',
      'steps.visualize.title': 'Visualize Your Progress',
      'steps.transform.title': 'Transform Your Life',
      back: 'Back',
      next: 'Next',
      skip: 'Skip tour',
      getStarted: 'Get Started',
    };
    for (const [key, value] of Object.entries(expected)) expect(english.get(key), key).toBe(value);
  });
});
