import { describe, expect, it } from 'vitest';
import { widgetDefinitions, widgetGroups } from '@track-grow/domain/dashboard';
import { describeCatalogues } from '../../../test/catalogues.ts';
import en from './en.json';
import it_ from './it.json';

const { english, italian } = describeCatalogues('widgets', en, it_);

describe('the widgets catalogues', () => {
  it('hold SPEC.md’s and DESIGN.md 1’s texts verbatim', () => {
    expect(english.get('title')).toBe('Dashboard');
    expect(english.get('configure')).toBe('Configure');
    expect(english.get('empty')).toBe('No widgets enabled');
    expect(english.get('configureWidgets')).toBe('Configure widgets');
    expect(italian.get('empty')).toBe('Nessun widget abilitato');
    expect(italian.get('configureWidgets')).toBe('Configura Widget');
    expect(english.get('dialog.title')).toBe('Customize Dashboard');
    expect(english.get('dialog.description')).toBe('Choose which widgets to show');
    expect(english.get('dialog.selectAll')).toBe('Select All');
    for (const group of widgetGroups) expect(english.get(`groups.${group}`)).toBe(group);
  });

  it('title every widget in both languages, English as the definitions name it', () => {
    for (const d of widgetDefinitions) {
      expect(english.get(`titles.${d.id}`), d.id).toBe(d.title);
      expect(italian.has(`titles.${d.id}`), d.id).toBe(true);
    }
  });
});
