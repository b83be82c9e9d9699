import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { budgetThresholds, transactions } from '../src/db/schema';
import { createTestApp, signUp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-10T12:00:00Z')); // a Tuesday; its budget week is Mon 9 – Sun 15 March
});

type Signed = Awaited<ReturnType<typeof signUp>>;
const rowsOf = async (userId: string) =>
  (await t.db.select({ n: count() }).from(transactions).where(eq(transactions.userId, userId)))[0]!.n;
const add = async (who: Signed, body: Record<string, unknown>) => {
  const response = await who.agent.post('/api/transactions', { type: 'expense', category: 'Food', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; date: string; amount: string }>();
};
const descriptions = (response: { json<T>(): T }) =>
  response.json<{ description: string }[]>().map((x) => x.description);
const setBudget = (who: Signed, weeklyLimit: unknown, monthlyLimit: unknown) =>
  who.agent.request('PUT', '/api/budget-threshold', { payload: { weeklyLimit, monthlyLimit } });

describe('transactions CRUD', () => {
  it('creates, reads, updates and deletes a transaction', async () => {
    const me = await signUp(t.app);
    const created = await me.agent.post('/api/transactions', {
      date: '2026-03-09',
      type: 'expense',
      amount: '12.5',
      category: 'Food',
      description: ' Lunch ',
    });
    expect(created.statusCode).toBe(201);
    const tx = created.json();
    expect(tx).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      date: '2026-03-09',
      type: 'expense',
      amount: '12.50',
      category: 'Food',
      description: 'Lunch',
      createdAt: expect.any(String),
    });

    expect((await me.agent.get(`/api/transactions/${tx.id}`)).json()).toEqual(tx);

    const patched = await me.agent.patch(`/api/transactions/${tx.id}`, {
      amount: 20,
      type: 'income',
      description: '',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      id: tx.id,
      amount: '20.00',
      type: 'income',
      description: null,
      category: 'Food',
      date: '2026-03-09',
    });

    const deleted = await me.agent.delete(`/api/transactions/${tx.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Transaction deleted' });
    expect((await me.agent.get(`/api/transactions/${tx.id}`)).statusCode).toBe(404);
    expect((await me.agent.delete(`/api/transactions/${tx.id}`)).json()).toEqual({
      message: 'Transaction not found',
      code: 'money.notFound',
    });
    expect(await rowsOf(me.user.id)).toBe(0);
  });

  it('defaults the category to Other and the description to null', async () => {
    const me = await signUp(t.app);
    const response = await me.agent.post('/api/transactions', {
      date: '2026-03-10',
      type: 'income',
      amount: '1000',
    });
    expect(response.json()).toMatchObject({ category: 'Other', description: null, amount: '1000.00' });
  });

  it.each([
    [{ amount: '12.345' }, 'amount: Use at most 2 decimals, like 12.50'],
    [{ amount: 12.345 }, 'amount: Use at most 2 decimals, like 12.50'],
    [{ amount: '-5' }, 'amount: The amount must be more than 0 (choose "expense" for money going out)'],
    [{ amount: 'abc' }, 'amount: Use an amount like 12.50'],
    [{ amount: '0' }, 'amount: The amount must be more than 0'],
    [{ amount: '1000000000000' }, 'amount: The amount is too large'],
    [{ date: '2026-02-30' }, 'date: This date does not exist'],
    [{ date: '10/03/2026' }, 'date: Use a date like 2026-03-14'],
    [{ type: 'gift' }, 'type: Choose income or expense'],
    [{ category: '' }, 'category: Pick a category'],
    [{ description: 'x'.repeat(201) }, 'description: Keep the description under 200 characters'],
  ])('refuses %j with a clear 400 and writes nothing', async (override, message) => {
    const me = await signUp(t.app);
    const response = await me.agent.post('/api/transactions', {
      date: '2026-03-10',
      type: 'expense',
      amount: '5',
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message.startsWith(message)).toBe(true);
    expect(await rowsOf(me.user.id)).toBe(0);
  });

  it('refuses a bad update with a 400 and leaves the row as it was', async () => {
    const me = await signUp(t.app);
    const tx = await add(me, { date: '2026-03-10', amount: '5.00' });
    for (const body of [
      { amount: '12.345' },
      { amount: '-5' },
      { date: '2026-02-30' },
      {},
      { userId: me.user.id },
    ]) {
      const response = await me.agent.patch(`/api/transactions/${tx.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await me.agent.get(`/api/transactions/${tx.id}`)).json()).toMatchObject({
      amount: '5.00',
      date: '2026-03-10',
    });
  });

  it("answers 404 for another user's transaction and changes nothing; a malformed id is a 400", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const tx = await add(owner, { date: '2026-03-10', amount: '42.00', description: 'secret' });
    for (const response of [
      await intruder.agent.get(`/api/transactions/${tx.id}`),
      await intruder.agent.patch(`/api/transactions/${tx.id}`, { amount: '1.00' }),
      await intruder.agent.delete(`/api/transactions/${tx.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Transaction not found', code: 'money.notFound' });
    }
    expect((await owner.agent.get(`/api/transactions/${tx.id}`)).json()).toMatchObject({
      amount: '42.00',
      description: 'secret',
    });
    expect((await intruder.agent.get('/api/transactions')).body).not.toContain(tx.id);
    expect((await owner.agent.get('/api/transactions/not-a-uuid')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/transactions' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/money/summary' })).statusCode).toBe(401);
  });
});

describe('transaction list', () => {
  let me: Signed;
  beforeAll(async () => {
    me = await signUp(t.app);
    // Today is 2026-03-10; the default window is the 30 days from 2026-02-09.
    const dates = [
      '2025-02-02',
      '2025-02-03',
      '2026-01-15',
      '2026-03-01',
      '2026-03-10',
      '2026-03-10',
      '2026-04-01',
    ];
    for (const [i, date] of dates.entries())
      await add(me, { date, amount: `${i + 1}.00`, description: `#${i + 1}` });
  });

  it('lists newest first (date, then creation) over the last 30 days by default', async () => {
    const response = await me.agent.get('/api/transactions');
    expect(response.statusCode).toBe(200);
    expect(descriptions(response)).toEqual(['#7', '#6', '#5', '#4']);
    expect(response.headers['x-next-cursor']).toBeUndefined();
    // With only `to`: the 30 days up to and including it (2025-02-03 … 2025-03-04).
    expect(descriptions(await me.agent.get('/api/transactions?to=2025-03-04'))).toEqual(['#2']);
  });

  it('filters by from and to', async () => {
    const march = await me.agent.get('/api/transactions?from=2026-03-01&to=2026-03-31');
    expect(descriptions(march)).toEqual(['#6', '#5', '#4']);
    const old = await me.agent.get('/api/transactions?from=2025-01-01&to=2025-12-31');
    expect(descriptions(old)).toEqual(['#2', '#1']);
  });

  it('pages with limit and the x-next-cursor header, without gaps or repeats', async () => {
    const seen: string[] = [];
    let url = '/api/transactions?from=2020-01-01&limit=2';
    for (let pages = 0; pages < 10; pages++) {
      const response = await me.agent.get(url);
      expect(response.statusCode).toBe(200);
      const page = response.json<{ description: string }[]>();
      expect(page.length).toBeLessThanOrEqual(2);
      seen.push(...page.map((x) => x.description));
      const next = response.headers['x-next-cursor'];
      if (typeof next !== 'string') break;
      url = `/api/transactions?from=2020-01-01&limit=2&cursor=${next}`;
    }
    expect(seen).toEqual(['#7', '#6', '#5', '#4', '#3', '#2', '#1']);
  });

  it('refuses unbounded or malformed list queries', async () => {
    for (const query of [
      'limit=5000',
      'limit=0',
      'from=2026-03-10&to=2026-03-01',
      'cursor=garbage',
      'from=2026-02-30',
    ]) {
      const response = await me.agent.get(`/api/transactions?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const forged = Buffer.from(JSON.stringify(['2026-03-10', "x' or 1=1"])).toString('base64url');
    expect((await me.agent.get(`/api/transactions?cursor=${forged}`)).statusCode).toBe(400);
  });
});

describe('budget threshold', () => {
  it('is null until set, then upserts; "" or null clears a limit', async () => {
    const me = await signUp(t.app);
    expect((await me.agent.get('/api/budget-threshold')).json()).toEqual({
      weeklyLimit: null,
      monthlyLimit: null,
    });

    const set = await setBudget(me, '300', 1200.5);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ weeklyLimit: '300.00', monthlyLimit: '1200.50' });
    expect((await me.agent.get('/api/budget-threshold')).json()).toEqual({
      weeklyLimit: '300.00',
      monthlyLimit: '1200.50',
    });

    expect((await setBudget(me, '', '900')).json()).toEqual({ weeklyLimit: null, monthlyLimit: '900.00' });
    expect((await setBudget(me, null, null)).json()).toEqual({ weeklyLimit: null, monthlyLimit: null });
    const rows = await t.db.select().from(budgetThresholds).where(eq(budgetThresholds.userId, me.user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses bad limits with a 400 and keeps the old ones', async () => {
    const me = await signUp(t.app);
    await setBudget(me, '100', '400');
    for (const [weekly, monthly] of [
      ['-1', '400'],
      ['12.345', '400'],
      ['abc', null],
      ['0', null],
    ]) {
      const response = await setBudget(me, weekly, monthly);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^weeklyLimit: /);
    }
    expect(
      (await me.agent.request('PUT', '/api/budget-threshold', { payload: { weeklyLimit: '5' } })).statusCode,
    ).toBe(400);
    expect((await me.agent.get('/api/budget-threshold')).json()).toEqual({
      weeklyLimit: '100.00',
      monthlyLimit: '400.00',
    });
  });

  it("is each user's own", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await setBudget(a, '50', '200');
    expect((await b.agent.get('/api/budget-threshold')).json()).toEqual({
      weeklyLimit: null,
      monthlyLimit: null,
    });
  });
});

describe('budget alerts', () => {
  const alertIds = async (who: Signed) => {
    const response = await who.agent.get('/api/money/alerts');
    expect(response.statusCode).toBe(200);
    return response.json<{ id: string }[]>().map((a) => a.id);
  };

  it.each([
    ['79.00', []],
    ['80.00', ['weekly-approaching']],
    ['100.00', ['weekly-approaching']],
    ['101.00', ['weekly-exceeded']],
  ])('at %s of a 100.00 weekly limit: %j', async (spent, ids) => {
    const me = await signUp(t.app);
    await setBudget(me, '100', null);
    await add(me, { date: '2026-03-09', amount: spent });
    expect(await alertIds(me)).toEqual(ids);
  });

  it('states the spent amount and the limit with two decimals, counting only this month and week', async () => {
    const me = await signUp(t.app);
    await setBudget(me, '300', '1000');
    await add(me, { date: '2026-03-08', amount: '700.00' }); // Sunday: last week, this month
    await add(me, { date: '2026-03-09', amount: '212.40' });
    await add(me, { date: '2026-03-15', amount: '100.00' }); // Sunday: end of this week
    await add(me, { date: '2026-02-28', amount: '999.00' }); // last month
    await add(me, { date: '2026-03-10', amount: '5000.00', type: 'income' });
    const response = await me.agent.get('/api/money/alerts');
    expect(response.json()).toEqual([
      {
        id: 'weekly-exceeded',
        period: 'week',
        level: 'exceeded',
        title: 'Weekly Budget Exceeded',
        message: "You've spent $312.40 of your $300.00 weekly budget.",
        spent: '312.40',
        limit: '300.00',
        percent: 104,
      },
      {
        id: 'monthly-exceeded',
        period: 'month',
        level: 'exceeded',
        title: 'Monthly Budget Exceeded',
        message: "You've spent $1012.40 of your $1000.00 monthly budget.",
        spent: '1012.40',
        limit: '1000.00',
        percent: 101,
      },
    ]);
  });

  it("follows the user's Monday week across the Sunday/Monday boundary, in their time zone and day start", async () => {
    const ny = await signUp(t.app);
    const utc = await signUp(t.app);
    const owl = await signUp(t.app);
    await ny.agent.patch('/api/auth/user', { timezone: 'America/New_York', weekStart: 0 });
    await owl.agent.patch('/api/auth/user', { timezone: 'UTC', dayStartHour: 4 });
    for (const who of [ny, utc, owl]) {
      await setBudget(who, '100', null);
      await add(who, { date: '2026-03-15', amount: '150.00' }); // a Sunday
    }
    try {
      // 01:00 UTC on Monday 16 March = 21:00 Sunday in New York (EDT).
      t.clock.set(new Date('2026-03-16T01:00:00Z'));
      expect(await alertIds(ny)).toEqual(['weekly-exceeded']);
      expect(await alertIds(utc)).toEqual([]); // already Monday: a new budget week
      expect(await alertIds(owl)).toEqual(['weekly-exceeded']); // 01:00 is still Sunday for a 04:00 day start
      t.clock.set(new Date('2026-03-16T04:30:00Z')); // 00:30 Monday in New York
      expect(await alertIds(ny)).toEqual([]);
      expect(await alertIds(owl)).toEqual([]);
    } finally {
      t.clock.set(new Date('2026-03-10T12:00:00Z'));
    }
  });

  it('uses the profile currency', async () => {
    const me = await signUp(t.app);
    await me.agent.patch('/api/auth/user', { currency: 'EUR' });
    await setBudget(me, null, '100');
    await add(me, { date: '2026-03-01', amount: '85.00' });
    const [alert] = await (await me.agent.get('/api/money/alerts')).json();
    expect(alert).toMatchObject({
      id: 'monthly-approaching',
      title: 'Monthly Budget Almost Reached',
      message: "You've spent €85.00 of your €100.00 monthly budget (85%).",
    });
  });
});

describe('money summary', () => {
  let me: Signed;
  beforeAll(async () => {
    me = await signUp(t.app);
    const other = await signUp(t.app);
    const rows: [string, 'income' | 'expense', string, string][] = [
      ['2026-03-01', 'income', '3000.00', 'Salary'],
      ['2026-03-02', 'expense', '0.10', 'Food'],
      ['2026-03-02', 'expense', '0.20', 'Food'],
      ['2026-03-05', 'expense', '1200.00', 'Housing'],
      ['2026-03-31', 'expense', '99.99', 'Transport'],
      ['2026-02-28', 'expense', '50.05', 'Food'],
      ['2026-02-01', 'income', '2500.50', 'Salary'],
      ['2025-04-30', 'expense', '10.00', 'Food'], // first of the 12 months
      ['2025-03-31', 'expense', '777.00', 'Food'], // 13 months back: outside
      ['2026-04-01', 'expense', '888.00', 'Food'], // next month: outside
    ];
    for (const [date, type, amount, category] of rows) await add(me, { date, type, amount, category });
    await add(other, { date: '2026-03-03', amount: '5000.00', category: 'Food' });
  });

  it('answers the month to the cent, with categories and the last 12 months', async () => {
    const response = await me.agent.get('/api/money/summary?month=2026-03');
    expect(response.statusCode).toBe(200);
    const summary = response.json<{ last12Months: unknown[] }>();
    expect(summary).toMatchObject({
      month: '2026-03',
      income: '3000.00',
      expenses: '1300.29',
      net: '1699.71',
      savingsRate: 57, // 56.657 %
      byCategory: [
        { category: 'Housing', amount: '1200.00' },
        { category: 'Transport', amount: '99.99' },
        { category: 'Food', amount: '0.30' },
      ],
    });
    expect(summary.last12Months).toHaveLength(12);
    expect(summary.last12Months[0]).toEqual({ month: '2025-04', income: '0.00', expenses: '10.00' });
    expect(summary.last12Months[5]).toEqual({ month: '2025-09', income: '0.00', expenses: '0.00' });
    expect(summary.last12Months.slice(-2)).toEqual([
      { month: '2026-02', income: '2500.50', expenses: '50.05' },
      { month: '2026-03', income: '3000.00', expenses: '1300.29' },
    ]);
  });

  it("defaults to the user's current month, and has no savings rate without income", async () => {
    const current = await me.agent.get('/api/money/summary');
    expect(current.json()).toMatchObject({ month: '2026-03', income: '3000.00' });
    const april = (await me.agent.get('/api/money/summary?month=2026-04')).json();
    expect(april).toMatchObject({
      month: '2026-04',
      income: '0.00',
      expenses: '888.00',
      net: '-888.00',
      savingsRate: null,
    });
    const empty = (await me.agent.get('/api/money/summary?month=2020-01')).json();
    expect(empty).toMatchObject({
      income: '0.00',
      expenses: '0.00',
      net: '0.00',
      savingsRate: null,
      byCategory: [],
    });
    expect((await me.agent.get('/api/money/summary?month=2026-13')).statusCode).toBe(400);
  });

  it('costs one SQL statement whatever the number of months', async () => {
    const pool = t.db.$client;
    const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    const statements: string[] = [];
    (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const first = args[0];
      const text = typeof first === 'string' ? first : ((first as { text?: string }).text ?? '');
      if (/\btransactions\b/.test(text)) statements.push(text);
      return original(...args);
    };
    try {
      expect((await me.agent.get('/api/money/summary?month=2026-03')).statusCode).toBe(200);
    } finally {
      (pool as unknown as { query: unknown }).query = original;
    }
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/sum\(/);
  });

  it('matches the sum of the rows it reads', async () => {
    const rows = await t.db
      .select({ amount: transactions.amount })
      .from(transactions)
      .where(and(eq(transactions.userId, me.user.id), eq(transactions.type, 'expense')));
    const cents = rows
      .map((r) => r.amount)
      .filter((a) => !['10.00', '777.00', '888.00', '50.05'].includes(a))
      .reduce((sum, a) => sum + BigInt(a.replace('.', '')), 0n);
    expect((await me.agent.get('/api/money/summary?month=2026-03')).json().expenses).toBe(
      `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`,
    );
  });
});
