import { describe, expect, it } from 'vitest';
import { describeCatalogues } from '../../../test/catalogues.ts';
import en from './en.json';
import it_ from './it.json';

const { english } = describeCatalogues('habits', en, it_);

describe('the habits catalogues', () => {
  it('hold SPEC.md 8’s toggle failure verbatim', () => {
    expect(english.get('errors.toggleFailed')).toBe('Failed to toggle habit');
  });
});
