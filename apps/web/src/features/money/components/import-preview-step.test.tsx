import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import '../i18n.ts';
import type { ImportOutcome } from '../api/import-transactions.ts';
import { ImportPreviewStep } from './import-preview-step.tsx';

const refused: ImportOutcome = {
  ok: false,
  message: '2 rows have problems; nothing was imported. Fix the file or the column mapping and try again.',
  errors: [
    {
      row: 3,
      message: 'Row 3: (the English text the server wrote)',
      problems: [
        { code: 'dateImpossible', value: '2026-02-30' },
        { code: 'amountNotNumber', value: 'abc' },
      ],
    },
    // An answer without problems (a validation issue) shows its message as it is.
    { row: -1, message: 'mapping.date: Choose the date column' },
  ],
};

const rows = () => screen.getAllByRole('listitem').map((item) => item.textContent);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('ImportPreviewStep: bad rows', () => {
  it('words each row problem from its code', () => {
    renderWithProviders(<ImportPreviewStep check={refused} onBack={() => undefined} />);
    expect(rows()).toEqual([
      'Row 3: the date 2026-02-30 does not exist; the amount "abc" is not a number like 1,234.56',
      'mapping.date: Choose the date column',
    ]);
  });

  it('words them in Italian for an Italian user', async () => {
    await i18n.changeLanguage('it');
    renderWithProviders(<ImportPreviewStep check={refused} onBack={() => undefined} />);
    expect(rows()).toEqual([
      'Riga 3: la data 2026-02-30 non esiste; l\'importo "abc" non è un numero come 1.234,56',
      'mapping.date: Choose the date column',
    ]);
  });
});
