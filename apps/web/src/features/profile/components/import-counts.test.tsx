import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ImportNote } from '@track-grow/domain/imports';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import '../i18n.ts';
import { ImportNotes } from './import-counts.tsx';

const notes: ImportNote[] = [
  { code: 'loopMeasurable', name: 'Water' },
  { code: 'loopScheduleWeekly', name: 'Run', times: 3, days: 10, count: 2 },
  { code: 'loopFutureMarks', count: 1 },
  { code: 'daylioWaiting', count: 4, names: 'sleepy, calm' },
];

const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('ImportNotes', () => {
  it('words each note from its code and values, with plural forms', () => {
    renderWithProviders(<ImportNotes notes={notes} heading="Notes" />);
    expect(items()).toEqual([
      'Water (measurable) was not imported',
      'Run: "3 times in 10 days" became 2 times a week',
      '1 mark after today was not imported',
      '4 entries wait for a rating of their mood: sleepy, calm',
    ]);
  });

  it('words them in Italian for an Italian user', async () => {
    await i18n.changeLanguage('it');
    renderWithProviders(<ImportNotes notes={notes} />);
    expect(items()).toEqual([
      'Water (misurabile) non è stata importata',
      'Run: "3 volte in 10 giorni" è diventato 2 volte a settimana',
      '1 segno dopo oggi non è stato importato',
      '4 voci attendono un voto per il loro umore: sleepy, calm',
    ]);
  });

  it('shows nothing when there are no notes', () => {
    const { container } = renderWithProviders(<ImportNotes notes={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
