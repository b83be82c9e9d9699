import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber, fromDayNumber } from '../shared/day';
import { formatCents } from './cents';
import {
  duplicateKey,
  exportMapping,
  parseTransactionsCsv,
  splitDuplicates,
  transactionsCsvHeader,
  transactionsToCsv,
  type CsvTransaction,
} from './transactions-csv';

const bank = [
  'Booking date,Details,Amount,Kind',
  '2026-03-01,Salary March,"2,500.00",',
  '2026-03-02,"Groceries, weekly",-54.20,',
  '2026-03-03,Refund,$12,credit',
  '2026-03-04,Rent,1200,debit',
  '',
].join('\r\n');

describe('reading a CSV file into transactions', () => {
  it('maps columns by header, signs decide the type only without a type cell', () => {
    const result = parseTransactionsCsv(
      bank,
      { date: 'Booking date', amount: 'Amount', description: 'Details', type: 'Kind' },
      'yyyy-MM-dd',
    );
    expect(result).toEqual({
      ok: true,
      skipped: 0,
      errors: [],
      rows: [
        {
          row: 2,
          date: '2026-03-01',
          type: 'income',
          amount: '2500.00',
          category: 'Other',
          description: 'Salary March',
        },
        {
          row: 3,
          date: '2026-03-02',
          type: 'expense',
          amount: '54.20',
          category: 'Other',
          description: 'Groceries, weekly',
        },
        {
          row: 4,
          date: '2026-03-03',
          type: 'income',
          amount: '12.00',
          category: 'Other',
          description: 'Refund',
        },
        {
          row: 5,
          date: '2026-03-04',
          type: 'expense',
          amount: '1200.00',
          category: 'Other',
          description: 'Rent',
        },
      ],
    });
  });

  it('matches header names ignoring case and spaces, and reads semicolon files with a BOM', () => {
    const csv = '\uFEFFDatum;Betrag;Text\n07.03.2026;-1.234,50;Miete\n';
    const result = parseTransactionsCsv(
      csv,
      { date: ' datum ', amount: 'BETRAG', description: 'text' },
      'dd/MM/yyyy',
    );
    expect(result).toEqual({
      ok: true,
      skipped: 0,
      errors: [],
      rows: [
        {
          row: 2,
          date: '2026-03-07',
          type: 'expense',
          amount: '1234.50',
          category: 'Other',
          description: 'Miete',
        },
      ],
    });
  });

  it('gives one clear error per bad row, numbered as a spreadsheet numbers them', () => {
    const csv = [
      'date,amount,type,description',
      '2026-03-01,10,expense,ok',
      '2026-03-01,"multi',
      'line",expense,bad amount', // row 3 spans two lines: the next record is row 4
      '2026-03-01,12.345,expense,three decimals',
      '',
      '2026-02-30,5,expense,no such day',
      '2026-03-01,abc,transfer,two problems',
    ].join('\n');
    const result = parseTransactionsCsv(
      csv,
      { date: 'date', amount: 'amount', type: 'type', description: 'description' },
      'yyyy-MM-dd',
    );
    expect(result).toMatchObject({
      ok: false,
      message:
        '4 rows have problems; nothing was imported. Fix the file or the column mapping and try again.',
      errors: [
        { row: 3, message: 'Row 3: the amount "multi\nline" is not a number like 1,234.56' },
        { row: 4, message: 'Row 4: the amount "12.345" has more than 2 decimals' },
        { row: 6, message: 'Row 6: the date 2026-02-30 does not exist' },
        {
          row: 7,
          message:
            'Row 7: the amount "abc" is not a number like 1,234.56; the type "transfer" is neither income nor expense',
        },
      ],
    });
  });

  it('with skipInvalid reads the good rows and lists the bad ones as skipped', () => {
    const csv = [
      'date,amount,description',
      '2026-03-01,12.50,ok',
      '2026-02-30,5,bad',
      '2026-03-02,-3,ok too',
    ].join('\n');
    const result = parseTransactionsCsv(
      csv,
      { date: 'date', amount: 'amount', description: 'description' },
      'yyyy-MM-dd',
      {
        skipInvalid: true,
      },
    );
    expect(result).toMatchObject({
      ok: true,
      skipped: 1,
      errors: [{ row: 3, message: 'Row 3: the date 2026-02-30 does not exist' }],
    });
    expect(result.ok && result.rows.map((r) => [r.row, r.amount, r.type])).toEqual([
      [2, '12.50', 'income'],
      [4, '3.00', 'expense'],
    ]);
  });

  it('reports every problem of a row and lists at most 200 rows', () => {
    const one = parseTransactionsCsv(
      'date,amount,type\n2026-13-01,abc,transfer\n',
      { date: 'date', amount: 'amount', type: 'type' },
      'yyyy-MM-dd',
    );
    expect(one).toEqual({
      ok: false,
      message: '1 row has a problem; nothing was imported. Fix the file or the column mapping and try again.',
      errors: [
        {
          row: 2,
          message:
            'Row 2: the date 2026-13-01 does not exist; the amount "abc" is not a number like 1,234.56; the type "transfer" is neither income nor expense',
          problems: [
            { code: 'dateImpossible', value: '2026-13-01' },
            { code: 'amountNotNumber', value: 'abc' },
            { code: 'typeUnknown', value: 'transfer' },
          ],
        },
      ],
    });
    const many = parseTransactionsCsv(
      `date,amount\n${'x,1\n'.repeat(450)}`,
      { date: 'date', amount: 'amount' },
      'yyyy-MM-dd',
    );
    expect(many.ok).toBe(false);
    if (!many.ok) {
      expect(many.errors).toHaveLength(200);
      expect(many.message).toMatch(/^450 rows have problems/);
    }
  });

  it('refuses files it cannot map, empty files, unclosed quotes and too many rows', () => {
    const mapping = { date: 'date', amount: 'amount' };
    expect(parseTransactionsCsv('date,value\n2026-01-01,1\n', mapping, 'yyyy-MM-dd')).toEqual({
      ok: false,
      message: 'The column "amount" is not in the file (its columns: date, value)',
      errors: [],
    });
    expect(parseTransactionsCsv('date,amount\r\n\r\n', mapping, 'yyyy-MM-dd')).toMatchObject({
      ok: false,
      message: 'The file has no rows to import',
    });
    expect(parseTransactionsCsv('\n', mapping, 'yyyy-MM-dd')).toMatchObject({
      ok: false,
      message: 'The file has no header row',
    });
    expect(parseTransactionsCsv('date,amount\n"2026-01-01,1\n', mapping, 'yyyy-MM-dd')).toMatchObject({
      ok: false,
      message: 'The file is not valid CSV. Row 2: a quoted field is never closed (a " is missing)',
    });
    expect(
      parseTransactionsCsv(`date,amount\n${'2026-01-01,1\n'.repeat(11)}`, mapping, 'yyyy-MM-dd', {
        maxRows: 10,
      }),
    ).toMatchObject({
      ok: false,
      message: 'The file has 11 rows; import at most 10 at a time',
    });
  });

  it('checks category and description lengths', () => {
    const csv = `date,amount,category,description\n2026-01-01,1,${'c'.repeat(41)},${'d'.repeat(201)}\n`;
    const result = parseTransactionsCsv(
      csv,
      { date: 'date', amount: 'amount', category: 'category', description: 'description' },
      'yyyy-MM-dd',
    );
    expect(result).toMatchObject({
      ok: false,
      errors: [
        {
          row: 2,
          message:
            'Row 2: the category is longer than 40 characters; the description is longer than 200 characters',
        },
      ],
    });
  });
});

describe('duplicates', () => {
  it('are the same date, type, amount and description, as stored or earlier in the file', () => {
    const result = parseTransactionsCsv(
      'date,amount,description\n2026-03-01,-5,Coffee\n2026-03-01,-5.00,coffee \n2026-03-01,5,Coffee\n2026-03-02,-5,Coffee\n2026-03-02,-7,Tea\n',
      { date: 'date', amount: 'amount', description: 'description' },
      'yyyy-MM-dd',
    );
    if (!result.ok) throw new Error(result.message);
    const stored = [
      duplicateKey({ date: '2026-03-02', type: 'expense', amount: '7.00', description: 'Tea' }),
    ];
    const { fresh, duplicates } = splitDuplicates(result.rows, stored);
    expect(fresh.map((r) => r.row)).toEqual([2, 4, 5]); // row 4 is income: a different transaction
    expect(duplicates.map((r) => r.row)).toEqual([3, 6]);
  });

  it('treat no description and an empty one alike, and amounts by value', () => {
    expect(duplicateKey({ date: '2026-01-01', type: 'income', amount: '5', description: null })).toBe(
      duplicateKey({ date: '2026-01-01', type: 'income', amount: '5.00', description: '  ' }),
    );
  });
});

describe('export', () => {
  it('writes a header and neutralised, quoted records', () => {
    const rows: CsvTransaction[] = [
      {
        date: '2026-03-01',
        type: 'expense',
        amount: '12.50',
        category: 'Food',
        description: '=cmd|"/c calc"!A1',
      },
      { date: '2026-03-02', type: 'income', amount: '1000.00', category: 'Salary', description: null },
    ];
    expect(transactionsCsvHeader() + transactionsToCsv(rows)).toBe(
      'date,type,amount,category,description\r\n' +
        `2026-03-01,expense,12.50,Food,"'=cmd|""/c calc""!A1"\r\n` +
        '2026-03-02,income,1000.00,Salary,\r\n',
    );
  });

  it('an export read back with the export mapping gives the same transactions (property)', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'B', ' ', ',', '"', '\n', "'", '=', '+', '-', '@', 'ü'),
      maxLength: 20,
    });
    const transaction = fc.record({
      date: fc.integer({ min: dayNumber('2000-01-01'), max: dayNumber('2040-12-31') }).map(fromDayNumber),
      type: fc.constantFrom('income' as const, 'expense' as const),
      amount: fc.bigInt({ min: 1n, max: 10n ** 14n - 1n }).map(formatCents),
      category: text.map((s) => s.trim().replace(/\s+/g, ' ') || 'Other').filter((s) => s.length <= 40),
      description: fc.option(
        text.map((s) => s.trim()).filter((s) => s !== ''),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(fc.array(transaction, { minLength: 1, maxLength: 15 }), (rows) => {
        const result = parseTransactionsCsv(
          transactionsCsvHeader() + transactionsToCsv(rows),
          exportMapping,
          'yyyy-MM-dd',
        );
        if (!result.ok) return false;
        return JSON.stringify(result.rows.map(({ row: _row, ...t }) => t)) === JSON.stringify(rows);
      }),
    );
  });
});
