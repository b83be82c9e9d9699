import { describe, expect, it } from 'vitest';
import { guessDateFormat, guessMapping, MAX_CSV_CHARS, readCsvHead } from './csv-import.ts';

describe('readCsvHead', () => {
  it('reads the header and rows with the server’s delimiter detection (semicolons, quotes, BOM)', () => {
    const read = readCsvHead(
      '\uFEFFData;Importo;Descrizione\r\n31/03/2026;-12,50;"Pranzo; bar"\r\n\r\n01/04/2026;1.500,00;Stipendio\r\n',
    );
    expect(read).toEqual({
      ok: true,
      head: {
        header: ['Data', 'Importo', 'Descrizione'],
        sample: [
          ['31/03/2026', '-12,50', 'Pranzo; bar'],
          ['01/04/2026', '1.500,00', 'Stipendio'],
        ],
        rowCount: 2,
      },
    });
  });

  it('names what is wrong with a file', () => {
    expect(readCsvHead('  \n')).toEqual({ ok: false, problem: 'empty' });
    expect(readCsvHead('date,amount\n')).toEqual({ ok: false, problem: 'noRows' });
    expect(readCsvHead(',,\n1,2,3')).toEqual({ ok: false, problem: 'noHeader' });
    expect(readCsvHead('date,amount\n"2026-01-01,5')).toMatchObject({ ok: false, problem: 'invalid' });
    expect(readCsvHead('x'.repeat(MAX_CSV_CHARS + 1))).toEqual({ ok: false, problem: 'tooLarge' });
  });
});

describe('guessMapping', () => {
  it('matches common bank headers, each column once', () => {
    expect(guessMapping(['Transaction Date', 'Payee', 'Amount (EUR)', 'Category', 'Type'])).toEqual({
      date: 'Transaction Date',
      amount: 'Amount (EUR)',
      type: 'Type',
      category: 'Category',
      description: 'Payee',
    });
    expect(guessMapping(['date', 'type', 'amount', 'category', 'description'])).toEqual({
      date: 'date',
      type: 'type',
      amount: 'amount',
      category: 'category',
      description: 'description',
    });
    expect(guessMapping(['foo', 'bar'])).toEqual({});
  });
});

describe('guessDateFormat', () => {
  it('picks the format the dates fit, and the language’s habit on a tie', () => {
    expect(guessDateFormat(['2026-03-31', '2026-04-01'], 'en')).toBe('yyyy-MM-dd');
    expect(guessDateFormat(['03/31/2026', '04/01/2026'], 'it')).toBe('MM/dd/yyyy');
    expect(guessDateFormat(['31/03/2026', '01/04/2026'], 'en')).toBe('dd/MM/yyyy');
    expect(guessDateFormat(['03/04/2026'], 'en')).toBe('MM/dd/yyyy');
    expect(guessDateFormat(['03/04/2026'], 'it')).toBe('dd/MM/yyyy');
  });
});
