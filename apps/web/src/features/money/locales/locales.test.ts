import { describe, expect, it } from 'vitest';
import { describeCatalogues } from '../../../test/catalogues.ts';
import en from './en.json';
import it_ from './it.json';

const { english } = describeCatalogues('money', en, it_);

describe('the money catalogues', () => {
  it('name every default category of the domain, and SPEC.md’s alert titles verbatim', async () => {
    const { defaultCategories } = await import('@track-grow/domain/money');
    for (const category of defaultCategories)
      expect(english.has(`categories.${category}`), category).toBe(true);
    expect(english.get('alerts.title.weekly-exceeded')).toBe('Weekly Budget Exceeded');
    expect(english.get('alerts.title.monthly-exceeded')).toBe('Monthly Budget Exceeded');
  });
});
