import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportMapping, parseCsv } from '@track-grow/domain/money';
import { transactions } from '../src/db/schema';
import { createTestApp, signUp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-10T12:00:00Z'));
});

type Signed = Awaited<ReturnType<typeof signUp>>;
const rowsOf = async (userId: string) =>
  (await t.db.select({ n: count() }).from(transactions).where(eq(transactions.userId, userId)))[0]!.n;
const stored = async (userId: string) =>
  (
    await t.db
      .select({
        date: transactions.date,
        type: transactions.type,
        amount: transactions.amount,
        category: transactions.category,
        description: transactions.description,
      })
      .from(transactions)
      .where(eq(transactions.userId, userId))
  )
    .map((r) => JSON.stringify(r))
    .sort();
const add = async (who: Signed, body: Record<string, unknown>) => {
  const response = await who.agent.post('/api/transactions', { type: 'expense', category: 'Food', ...body });
  expect(response.statusCode, response.body).toBe(201);
};
const exportOf = (who: Signed) => who.agent.get('/api/transactions/export.csv');
const importInto = (who: Signed, body: Record<string, unknown>) =>
  who.agent.post('/api/transactions/import', { mapping: exportMapping, dateFormat: 'yyyy-MM-dd', ...body });

/** Descriptions a spreadsheet or a naive parser would get wrong. */
const tricky = [
  {
    date: '2026-01-02',
    type: 'expense',
    amount: '12.50',
    category: 'Food',
    description: 'Lunch, with "Bob"',
  },
  {
    date: '2026-01-03',
    type: 'expense',
    amount: '0.01',
    category: 'Other',
    description: '=HYPERLINK("http://evil.example","click")',
  },
  {
    date: '2026-01-03',
    type: 'income',
    amount: '999999999999.99',
    category: 'Salary',
    description: '+1 bonus',
  },
  {
    date: '2026-01-04',
    type: 'expense',
    amount: '7.00',
    category: 'Bills',
    description: '-minus\r\nsecond line',
  },
  { date: '2026-01-05', type: 'expense', amount: '3.30', category: 'Fun, games', description: '@mention' },
  { date: '2026-01-05', type: 'expense', amount: '3.30', category: 'Food', description: null },
  { date: '2025-12-31', type: 'income', amount: '1.00', category: 'Gifts', description: "'=already quoted" },
  { date: '2025-12-30', type: 'expense', amount: '45.67', category: 'Travel', description: 'Zürich ✈ café' },
] as const;

describe('CSV export', () => {
  it('is text/csv with a filename, a header row, oldest first, formulas neutralised', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    for (const row of tricky) await add(me, row);
    await add(other, { date: '2026-01-01', amount: '66.66', description: 'not mine' });

    const response = await exportOf(me);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="track-grow-transactions-2026-03-10.csv"',
    );
    const text = response.body;
    expect(text.startsWith('date,type,amount,category,description\r\n')).toBe(true);
    expect(text).not.toContain('not mine');
    expect(text).toContain(
      `2026-01-03,expense,0.01,Other,"'=HYPERLINK(""http://evil.example"",""click"")"\r\n`,
    );
    expect(text).toContain(`2026-01-03,income,999999999999.99,Salary,'+1 bonus\r\n`);
    expect(text).toContain(`2026-01-04,expense,7.00,Bills,"'-minus\r\nsecond line"\r\n`);
    expect(text).toContain(`,'@mention\r\n`);
    const records = parseCsv(text);
    expect(records).toHaveLength(tricky.length + 1);
    const dates = records.slice(1).map((r) => r[0]!);
    expect(dates).toEqual([...dates].sort());
    // No cell a spreadsheet would read as a formula.
    expect(records.flat().filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  });

  it('streams every row of a long history in pages, each exactly once', async () => {
    const me = await signUp(t.app);
    const values = Array.from({ length: 2345 }, (_, i) => ({
      userId: me.user.id,
      date: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      type: 'expense' as const,
      amount: `${i + 1}.00`,
      category: 'Food',
      description: `row ${i}`,
    }));
    await t.db.insert(transactions).values(values);
    const records = parseCsv((await exportOf(me)).body).slice(1);
    expect(records).toHaveLength(2345);
    expect(new Set(records.map((r) => r[4])).size).toBe(2345);
    const keys = records.map((r) => r[0]!);
    expect(keys).toEqual([...keys].sort());

    // The JSON list of the same history is paged: 200 rows by default, the rest behind x-next-cursor.
    const page = await me.agent.get('/api/transactions?from=2020-01-01');
    expect(page.json()).toHaveLength(200);
    expect(page.headers['x-next-cursor']).toEqual(expect.any(String));
    expect((await me.agent.get('/api/transactions?from=2020-01-01&limit=1000')).json()).toHaveLength(1000);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/transactions/export.csv' })).statusCode).toBe(401);
  });
});

describe('CSV import', () => {
  it('round trip: an export imported into another account gives the same rows', async () => {
    const source = await signUp(t.app);
    const target = await signUp(t.app);
    for (const row of tricky) await add(source, row);
    const csv = (await exportOf(source)).body;

    const response = await importInto(target, { csv });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: tricky.length, duplicates: 0, errors: [] });
    expect(await stored(target.user.id)).toEqual(await stored(source.user.id));
    // And the target's own export is byte for byte the source's.
    expect((await exportOf(target)).body).toBe(csv);
  });

  it('imports a bank file: mapped columns, US dates, negative amounts as expenses', async () => {
    const me = await signUp(t.app);
    const csv =
      '\uFEFFPosted,Payee,Amount\r\n03/01/2026,Employer Inc,"$2,500.00"\r\n03/02/2026,"Grocer, Main St",-54.20\r\n';
    const response = await me.agent.post('/api/transactions/import', {
      csv,
      mapping: { date: 'Posted', amount: 'Amount', description: 'Payee' },
      dateFormat: 'MM/dd/yyyy',
    });
    expect(response.json()).toEqual({ imported: 2, duplicates: 0, errors: [] });
    const list = (await me.agent.get('/api/transactions')).json();
    expect(list).toMatchObject([
      {
        date: '2026-03-02',
        type: 'expense',
        amount: '54.20',
        category: 'Other',
        description: 'Grocer, Main St',
      },
      {
        date: '2026-03-01',
        type: 'income',
        amount: '2500.00',
        category: 'Other',
        description: 'Employer Inc',
      },
    ]);
  });

  it('a file with a bad row imports nothing and lists every bad row', async () => {
    const me = await signUp(t.app);
    await add(me, { date: '2026-03-01', amount: '1.00' });
    const csv = [
      'date,type,amount,category,description',
      '2026-03-02,expense,10.00,Food,fine',
      '2026-03-03,expense,12.345,Food,three decimals',
      '2026-03-04,income,20.00,Salary,fine too',
      '2026-03-05,expense,abc,Food,not a number',
      '2026-03-06,expense,5.00,Food,fine',
      '2026-02-30,expense,5.00,Food,no such day',
    ].join('\n');
    for (const dryRun of [true, false]) {
      const response = await importInto(me, { csv, dryRun });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message:
          '3 rows have problems; nothing was imported. Fix the file or the column mapping and try again.',
        errors: [
          {
            row: 3,
            message: 'Row 3: the amount "12.345" has more than 2 decimals',
            problems: [{ code: 'amountDecimals', value: '12.345' }],
          },
          {
            row: 5,
            message: 'Row 5: the amount "abc" is not a number like 1,234.56',
            problems: [{ code: 'amountNotNumber', value: 'abc' }],
          },
          {
            row: 7,
            message: 'Row 7: the date 2026-02-30 does not exist',
            problems: [{ code: 'dateImpossible', value: '2026-02-30' }],
          },
        ],
      });
    }
    expect(await rowsOf(me.user.id)).toBe(1);
  });

  it('with skipInvalid imports the good rows in one go and reports the skipped ones', async () => {
    const me = await signUp(t.app);
    await add(me, { date: '2026-03-02', amount: '10.00', description: 'fine' });
    const csv = [
      'date,type,amount,category,description',
      '2026-03-02,expense,10.00,Food,fine',
      '2026-03-03,expense,12.345,Food,three decimals',
      '2026-03-04,income,20.00,Salary,fine too',
      '2026-02-30,expense,5.00,Food,no such day',
      '2026-03-06,expense,5.00,Food,fine three',
    ].join('\n');
    const expected = {
      imported: 2,
      duplicates: 1,
      skipped: 2,
      errors: [
        {
          row: 3,
          message: 'Row 3: the amount "12.345" has more than 2 decimals',
          problems: [{ code: 'amountDecimals', value: '12.345' }],
        },
        {
          row: 5,
          message: 'Row 5: the date 2026-02-30 does not exist',
          problems: [{ code: 'dateImpossible', value: '2026-02-30' }],
        },
      ],
    };
    const preview = await importInto(me, { csv, dryRun: true, skipInvalid: true });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual(expected);
    expect(await rowsOf(me.user.id)).toBe(1);

    const done = await importInto(me, { csv, skipInvalid: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual(expected);
    expect(await rowsOf(me.user.id)).toBe(3);

    // Only bad rows: nothing to write, each reason listed.
    const bad = await importInto(me, {
      csv: 'date,type,amount,category,description\n2026-02-30,expense,5.00,Food,x',
      skipInvalid: true,
    });
    expect(bad.json()).toMatchObject({ imported: 0, skipped: 1, errors: [{ row: 2 }] });
    expect(await rowsOf(me.user.id)).toBe(3);
  });

  it('skips duplicates of stored transactions and of earlier rows of the file', async () => {
    const me = await signUp(t.app);
    await add(me, { date: '2026-03-01', amount: '4.50', description: 'Coffee' });
    const csv = [
      'date,type,amount,category,description',
      '2026-03-01,expense,4.50,Food,coffee', // same as stored (description case ignored)
      '2026-03-01,expense,4.5,Food,Coffee', // same again
      '2026-03-01,income,4.50,Food,Coffee', // income: a different transaction
      '2026-03-02,expense,9.99,Food,Book',
      '2026-03-02,expense,9.99,Other,Book', // category is not part of the comparison
    ].join('\r\n');

    const preview = await importInto(me, { csv, dryRun: true });
    expect(preview.json()).toEqual({ imported: 2, duplicates: 3, errors: [] });
    expect(await rowsOf(me.user.id)).toBe(1); // a dry run writes nothing

    expect((await importInto(me, { csv })).json()).toEqual({ imported: 2, duplicates: 3, errors: [] });
    expect(await rowsOf(me.user.id)).toBe(3);
    // The same file again: everything is already there.
    expect((await importInto(me, { csv })).json()).toEqual({ imported: 0, duplicates: 5, errors: [] });
    expect(await rowsOf(me.user.id)).toBe(3);
  });

  it('two imports of one file at the same time insert its rows once', async () => {
    const me = await signUp(t.app);
    const csv = [
      'date,type,amount,category,description',
      ...Array.from({ length: 300 }, (_, i) => `2026-02-01,expense,${i + 1}.00,Food,item ${i}`),
    ].join('\n');
    const [a, b] = await Promise.all([importInto(me, { csv }), importInto(me, { csv })]);
    const results = [a.json(), b.json()].sort((x, y) => y.imported - x.imported);
    expect(results).toEqual([
      { imported: 300, duplicates: 0, errors: [] },
      { imported: 0, duplicates: 300, errors: [] },
    ]);
    expect(await rowsOf(me.user.id)).toBe(300);
  });

  it('refuses files it cannot read or map, and files over 20,000 rows', async () => {
    const me = await signUp(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [
        { csv: 'when,amount\n2026-01-01,1\n' },
        'The column "date" is not in the file (its columns: when, amount)',
      ],
      [{ csv: 'date,type,amount,category,description\n' }, 'The file has no rows to import'],
      [
        { csv: 'date,type,amount,category,description\n"2026-01-01,expense,1,Food,x\n' },
        'The file is not valid CSV. Row 2: a quoted field is never closed (a " is missing)',
      ],
      [
        {
          csv: `date,amount\n${'2026-01-01,1\n'.repeat(20_001)}`,
          mapping: { date: 'date', amount: 'amount' },
        },
        'The file has 20,001 rows; import at most 20,000 at a time',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await importInto(me, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors: [] });
    }
    const invalid = await importInto(me, { csv: '', mapping: { date: '' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/csv: The file is empty/);
    expect(await rowsOf(me.user.id)).toBe(0);
  });

  it('takes a file of 20,000 rows in one go', async () => {
    const me = await signUp(t.app);
    const lines = Array.from(
      { length: 20_000 },
      (_, i) => `2025-${String((i % 12) + 1).padStart(2, '0')}-01,expense,${i + 1}.00,Food,"item ${i}, bulk"`,
    );
    const csv = ['date,type,amount,category,description', ...lines].join('\r\n');
    const response = await importInto(me, { csv });
    expect(response.json()).toEqual({ imported: 20_000, duplicates: 0, errors: [] });
    expect(await rowsOf(me.user.id)).toBe(20_000);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/import',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: JSON.stringify({
        csv: 'date,amount\n2026-01-01,1',
        mapping: { date: 'date', amount: 'amount' },
      }),
    });
    expect(response.statusCode).toBe(401);
  });
});
