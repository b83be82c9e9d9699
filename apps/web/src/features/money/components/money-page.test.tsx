import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { moneyApi, transactionsApi } from '@track-grow/domain/money/api';
import { mockApi, makeUser, type MockRoute, withParams } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { resetToasts } from '../../../lib/toast.ts';
import { emptySummary, makeTransaction, marchRows, marchSummary } from '../test-fixtures.ts';
import MoneyPage from './money-page.tsx';

const user = makeUser({ timezone: 'UTC', currency: 'USD' });

beforeEach(() => {
  resetToasts();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-20T10:00:00Z')); // a Friday; the budget week is Mon 16 – Sun 22
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetToasts();
});

const monthRows = (url: URL) => (url.searchParams.get('from')!.startsWith('2026-03') ? marchRows : []);

function mockMoneyApi(overrides: readonly MockRoute[] = []) {
  return mockApi([
    [
      moneyApi.summary,
      ({ url }) => {
        const month = url.searchParams.get('month')!;
        return { body: month === '2026-03' ? marchSummary : emptySummary(month) };
      },
    ],
    [transactionsApi.list, ({ url }) => ({ body: monthRows(url) })],
    [moneyApi.budget, { body: { weeklyLimit: '50.00', monthlyLimit: '800.00' } }],
    [moneyApi.alerts, { body: [] }],
    ...overrides,
  ]);
}

function renderPage(path = '/money') {
  return renderWithProviders(<MoneyPage />, { user, path });
}

const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('MoneyPage: the month view', () => {
  it('shows the summary, the category split and the days with exact running totals', async () => {
    const { calls } = mockMoneyApi();
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'March 2026' })).toBeInTheDocument();
    await waitFor(() => expect(tile('Income')).toHaveTextContent('$2,000.00'));
    expect(tile('Expenses')).toHaveTextContent('$845.30');
    expect(tile('Net')).toHaveTextContent('+$1,154.70');
    expect(tile('Savings rate')).toHaveTextContent('58%');

    const byCategory = screen.getByRole('region', { name: 'Spending by category' });
    const legend = within(byCategory)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(legend).toEqual(['Housing$800.0095%', 'Transport$45.005%', 'Food$0.300%']);

    const list = screen.getByRole('region', { name: 'Transactions' });
    const day = (name: string) => within(list).getByRole('region', { name });
    // 0.10 + 0.20 is exactly 0.30 here: the sums are done in cents, never in floats.
    expect(await within(list).findByRole('region', { name: 'Fri, Mar 20' })).toHaveTextContent(
      /Day total −\$0\.30Month so far \+\$1,154\.70/,
    );
    expect(day('Wed, Mar 18')).toHaveTextContent(/−\$45\.00Month so far \+\$1,155\.00/);
    expect(day('Mon, Mar 2')).toHaveTextContent(/−\$800\.00Month so far \+\$1,200\.00/);
    expect(day('Sun, Mar 1')).toHaveTextContent(/\+\$2,000\.00Month so far \+\$2,000\.00/);
    expect(
      within(day('Fri, Mar 20'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['CandyFoodExpense −$0.20', 'GumFoodExpense −$0.10']);

    const paths = calls.map((call) => call.path);
    expect(paths).toContain('/api/money/summary?month=2026-03');
    expect(paths).toContain('/api/transactions?from=2026-03-01&to=2026-03-31');
  });

  it('hides the chart’s table for screen readers inside a clipped block, so it never widens a narrow page', async () => {
    mockMoneyApi();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Last 12 months' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    // A table ignores width: 1px and overflow, so sr-only on the table itself left it 352 px wide at 320 px.
    expect(table).not.toHaveClass('sr-only');
    expect(table.parentElement).toHaveClass('sr-only');
  });

  it('switches months: back to February, and never past this month', async () => {
    const { calls } = mockMoneyApi();
    const { location } = renderPage();
    const next = await screen.findByRole('button', { name: 'Next month' });
    expect(next).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'February 2026' })).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/money?month=2026-02');
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain('/api/transactions?from=2026-02-01&to=2026-02-28'),
    );
    expect(calls.map((c) => c.path)).toContain('/api/money/summary?month=2026-02');
    expect(await screen.findByText(/Nothing logged in February 2026 yet/)).toBeInTheDocument();
    expect(tile('Savings rate')).toHaveTextContent('—');
    expect(screen.getByText('No income this month')).toBeInTheDocument();
    expect(screen.getByText(/will line up here as you log them/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'This month' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'March 2026' })).toBeInTheDocument();
  });

  it('loads older rows of a long month with x-next-cursor', async () => {
    const { calls } = mockMoneyApi([
      [
        transactionsApi.list,
        ({ url }) => {
          if (url.searchParams.has('limit')) return { body: monthRows(url) };
          return url.searchParams.get('cursor')
            ? { body: marchRows.slice(3) }
            : { body: marchRows.slice(0, 3), headers: { 'x-next-cursor': 'page-2' } };
        },
      ],
    ]);
    renderPage();
    const list = await screen.findByRole('region', { name: 'Transactions' });
    await within(list).findByRole('region', { name: 'Wed, Mar 18' });
    expect(within(list).queryByRole('region', { name: 'Sun, Mar 1' })).not.toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByRole('region', { name: 'Sun, Mar 1' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain(
      '/api/transactions?from=2026-03-01&to=2026-03-31&cursor=page-2',
    );
    expect(within(list).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows a toast when the month cannot be read', async () => {
    mockMoneyApi([[moneyApi.summary, { status: 500, body: { message: 'Database unavailable' } }]]);
    renderPage();
    expect(await screen.findByText('Could not load your money data')).toBeInTheDocument();
  });
});

describe('MoneyPage: adding, editing and deleting', () => {
  it('validates the amount under the field, then adds the expense and refreshes the month', async () => {
    const { calls } = mockMoneyApi([
      [
        transactionsApi.create,
        { status: 201, body: makeTransaction({ amount: '12.50', description: 'Lunch' }) },
      ],
    ]);
    const ui = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage();
    await screen.findByRole('region', { name: 'Fri, Mar 20' });
    // Expense before Income everywhere: the desktop header, the phone's row (one of them shows) and the sheet.
    const addButtons = screen
      .getAllByRole('button', { name: /^(Expense|Income)$/ })
      .map((button) => button.textContent);
    expect(addButtons).toEqual(['Expense', 'Income', 'Expense', 'Income']);
    await ui.click(screen.getAllByRole('button', { name: 'Expense' })[0]!);
    const sheet = await screen.findByRole('dialog', { name: 'Add a transaction' });
    expect(within(sheet).getByRole('radio', { name: 'Expense' })).toBeChecked();
    expect(
      within(sheet)
        .getAllByRole('radio')
        .slice(0, 2)
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['expense', 'income']);
    expect(within(sheet).getByLabelText('Date')).toHaveValue('2026-03-20');
    expect(within(sheet).getByRole('radio', { name: 'Food' })).toBeChecked();

    const amount = within(sheet).getByLabelText('Amount');
    fireEvent.change(within(sheet).getByLabelText('Date'), { target: { value: '' } });
    await ui.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(within(sheet).getByText('Amount is required')).toBeInTheDocument();
    expect(within(sheet).getByText('Date is required')).toBeInTheDocument();
    fireEvent.change(within(sheet).getByLabelText('Date'), { target: { value: '2026-03-20' } });
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await ui.type(amount, '12.345');
    await ui.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(within(sheet).getByText('Use at most 2 decimals, like 12.50')).toBeInTheDocument();
    await ui.clear(amount);
    await ui.type(amount, '-3');
    await ui.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(within(sheet).getByText(/The amount must be more than 0/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await ui.clear(amount);
    await ui.type(amount, '12,5'); // a decimal comma, as an Italian keypad types it
    await ui.type(within(sheet).getByLabelText('Description'), 'Lunch');
    const summaryReads = calls.filter((c) => c.path.startsWith('/api/money/summary')).length;
    await ui.click(within(sheet).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Expense added')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      type: 'expense',
      amount: '12.5',
      date: '2026-03-20',
      category: 'Food',
      description: 'Lunch',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(calls.filter((c) => c.path.startsWith('/api/money/summary')).length).toBeGreaterThan(
        summaryReads,
      ),
    );
  });

  it('reads thousands separators as the language writes them, and refuses a mixed-up amount', async () => {
    const { calls } = mockMoneyApi([
      [transactionsApi.create, { status: 201, body: makeTransaction({ amount: '1234.50' }) }],
    ]);
    const ui = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage();
    await screen.findByRole('region', { name: 'Fri, Mar 20' });
    await ui.click(screen.getAllByRole('button', { name: 'Expense' })[0]!);
    const sheet = await screen.findByRole('dialog', { name: 'Add a transaction' });
    const amount = within(sheet).getByLabelText('Amount');
    await ui.type(amount, '1.234,50');
    await ui.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(within(sheet).getByText('Use an amount like 1,234.50')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await ui.clear(amount);
    await ui.type(amount, '1,234.50');
    await ui.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Expense added')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ amount: '1234.50' });
  });

  it('reads "1.234,50" in Italian', async () => {
    const { calls } = mockMoneyApi([
      [transactionsApi.create, { status: 201, body: makeTransaction({ amount: '1234.50' }) }],
    ]);
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('it');
    try {
      const ui = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithProviders(<MoneyPage />, { user: makeUser({ timezone: 'UTC', locale: 'it' }) });
      await ui.click((await screen.findAllByRole('button', { name: 'Uscita' }))[0]!);
      const sheet = await screen.findByRole('dialog');
      await ui.type(within(sheet).getByLabelText('Importo'), '1.234,50');
      await ui.click(within(sheet).getByRole('button', { name: 'Salva' }));
      await waitFor(() =>
        expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ amount: '1234.50' }),
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('adds income under a new category of the user’s own', async () => {
    const { calls } = mockMoneyApi([
      [
        transactionsApi.create,
        { status: 201, body: makeTransaction({ type: 'income', category: 'Dividends' }) },
      ],
    ]);
    const ui = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage();
    await screen.findByRole('region', { name: 'Fri, Mar 20' });
    await ui.click(screen.getAllByRole('button', { name: 'Income' })[0]!);
    const sheet = await screen.findByRole('dialog', { name: 'Add a transaction' });
    expect(within(sheet).getByRole('radio', { name: 'Income' })).toBeChecked();
    expect(within(sheet).getByRole('radio', { name: 'Salary' })).toBeChecked();
    await ui.click(within(sheet).getByRole('button', { name: 'New category' }));
    await ui.type(within(sheet).getByRole('textbox', { name: 'New category name' }), 'Dividends{Enter}');
    expect(within(sheet).getByRole('radio', { name: 'Dividends' })).toBeChecked();
    await ui.type(within(sheet).getByLabelText('Amount'), '42');
    await ui.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Income added')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      type: 'income',
      amount: '42',
      category: 'Dividends',
      description: null,
    });
  });

  it('edits a transaction and deletes one after confirming', async () => {
    const rent = marchRows[3]!;
    const { calls } = mockMoneyApi([
      [withParams(transactionsApi.update, { id: rent.id }), { body: { ...rent, amount: '850.00' } }],
      [withParams(transactionsApi.remove, { id: rent.id }), { body: { message: 'Transaction deleted' } }],
    ]);
    const ui = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage();
    await ui.click(await screen.findByRole('button', { name: /^Rent/ }));
    let sheet = await screen.findByRole('dialog', { name: 'Edit transaction' });
    const amount = within(sheet).getByLabelText('Amount');
    expect(amount).toHaveValue('800.00');
    expect(within(sheet).getByRole('radio', { name: 'Housing' })).toBeChecked();
    await ui.clear(amount);
    await ui.type(amount, '850');
    await ui.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Transaction updated')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe(`/api/transactions/${rent.id}`);
    expect(patch.body).toMatchObject({
      amount: '850',
      date: '2026-03-02',
      category: 'Housing',
      type: 'expense',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await ui.click(screen.getByRole('button', { name: /^Rent/ }));
    sheet = await screen.findByRole('dialog', { name: 'Edit transaction' });
    await ui.click(within(sheet).getByRole('button', { name: 'Delete' }));
    const confirm = within(sheet).getByRole('group', { name: /Delete this transaction\?/ });
    await ui.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await ui.click(within(sheet).getByRole('button', { name: 'Delete' }));
    await ui.click(
      within(within(sheet).getByRole('group', { name: /Delete this transaction\?/ })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Transaction deleted')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`/api/transactions/${rent.id}`);
  });
});

describe('MoneyPage: budget', () => {
  it('formats the alert’s amounts as the rest of the screen, in English and Italian', async () => {
    const alert = {
      id: 'monthly-exceeded',
      period: 'month',
      level: 'exceeded',
      title: 'Monthly Budget Exceeded',
      message: "You've spent $3118.46 of your $3000.00 monthly budget.",
      spent: '3118.46',
      limit: '3000.00',
      percent: 103,
    };
    mockMoneyApi([[moneyApi.alerts, { body: [alert] }]]);
    const first = renderPage();
    const budget = await screen.findByRole('region', { name: 'Budget' });
    expect(
      await within(budget).findByText("You've spent $3,118.46 of your $3,000.00 monthly budget."),
    ).toBeInTheDocument();
    first.unmount();

    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('it');
    try {
      mockMoneyApi([[moneyApi.alerts, { body: [{ ...alert, spent: '13118.46', limit: '12000.00' }] }]]);
      renderWithProviders(<MoneyPage />, {
        user: makeUser({ timezone: 'UTC', currency: 'EUR', locale: 'it' }),
      });
      expect(
        await screen.findByText(/Hai speso 13\.118,46\s€ del tuo budget mensile di 12\.000,00\s€\./),
      ).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows this week’s and this month’s spending against the limits, with the alerts', async () => {
    mockMoneyApi([
      [
        moneyApi.alerts,
        {
          body: [
            {
              id: 'monthly-exceeded',
              period: 'month',
              level: 'exceeded',
              title: 'Monthly Budget Exceeded',
              message: "You've spent $845.30 of your $800.00 monthly budget.",
              spent: '845.30',
              limit: '800.00',
              percent: 105,
            },
          ],
        },
      ],
    ]);
    renderPage();
    const budget = await screen.findByRole('region', { name: 'Budget' });
    const weekly = await within(budget).findByRole('progressbar', { name: 'Weekly budget used' });
    expect(weekly).toHaveAttribute('aria-valuenow', '90'); // 45.30 of 50.00, Monday 16 to Sunday 22
    expect(within(budget).getByText('$4.70 left')).toBeInTheDocument();
    const monthly = within(budget).getByRole('progressbar', { name: 'Monthly budget used' });
    expect(monthly).toHaveAttribute('aria-valuenow', '100');
    expect(monthly).toHaveAttribute('aria-valuetext', '105%');
    expect(within(budget).getByText('$45.30 over')).toBeInTheDocument();
    expect(within(budget).getByText('Monthly Budget Exceeded')).toBeInTheDocument();
    expect(
      within(budget).getByText("You've spent $845.30 of your $800.00 monthly budget."),
    ).toBeInTheDocument();
  });

  it('edits the limits: a bad amount is refused under its field, an empty one means no limit', async () => {
    const { calls } = mockMoneyApi([
      [moneyApi.setBudget, { body: { weeklyLimit: null, monthlyLimit: '900.00' } }],
    ]);
    const ui = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage();
    await ui.click(await screen.findByRole('button', { name: 'Edit limits' }));
    const sheet = await screen.findByRole('dialog', { name: 'Budget limits' });
    const weekly = within(sheet).getByLabelText('Weekly limit');
    const monthly = within(sheet).getByLabelText('Monthly limit');
    expect(weekly).toHaveValue('50.00');
    await ui.clear(monthly);
    await ui.type(monthly, 'lots');
    await ui.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(within(sheet).getByText('Use an amount like 1,234.50')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await ui.clear(weekly);
    await ui.clear(monthly);
    await ui.type(monthly, '900');
    await ui.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Budget saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ weeklyLimit: null, monthlyLimit: '900' });
  });
});

describe('MoneyPage: CSV', () => {
  it('links the export', async () => {
    mockMoneyApi();
    renderPage();
    expect(await screen.findByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/transactions/export.csv',
    );
  });

  const csv =
    'Date,Payee,Amount\n2026-03-01,Coffee,-3.20\n2026-03-02,Refund,15.00\n2026-03-03,Coffee,-3.20\n';

  it('imports in steps: read the header in the browser, map columns, dry run, then the real import', async () => {
    const { calls } = mockMoneyApi([
      [
        transactionsApi.import,
        ({ body }) =>
          (body as { dryRun: boolean }).dryRun
            ? { body: { imported: 2, duplicates: 1, errors: [] } }
            : { body: { imported: 2, duplicates: 1, errors: [] } },
      ],
    ]);
    const ui = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage();
    await ui.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const sheet = await screen.findByRole('dialog', { name: 'Import transactions' });
    await ui.upload(
      within(sheet).getByLabelText(/Choose a CSV file/),
      new File([csv], 'bank.csv', { type: 'text/csv' }),
    );

    expect(await within(sheet).findByText('bank.csv')).toBeInTheDocument();
    expect(within(sheet).getByText('3 rows')).toBeInTheDocument();
    expect(within(sheet).getByLabelText('Date')).toHaveValue('Date');
    expect(within(sheet).getByLabelText('Amount')).toHaveValue('Amount');
    expect(within(sheet).getByLabelText(/Description/)).toHaveValue('Payee');
    expect(within(sheet).getByLabelText(/Type/)).toHaveValue('');
    expect(within(sheet).getByLabelText('Date format')).toHaveValue('yyyy-MM-dd');
    expect(within(sheet).getByRole('table')).toHaveTextContent('2026-03-01-3.20Coffee');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await ui.click(within(sheet).getByRole('button', { name: 'Check file' }));
    expect(await within(sheet).findByText('2 transactions will be imported.')).toBeInTheDocument();
    expect(within(sheet).getByText(/1 duplicate will be skipped/)).toBeInTheDocument();
    const dryRun = calls.find((c) => c.method === 'POST')!;
    expect(dryRun.body).toEqual({
      csv,
      mapping: { date: 'Date', amount: 'Amount', description: 'Payee' },
      dateFormat: 'yyyy-MM-dd',
      dryRun: true,
      skipInvalid: true,
    });

    await ui.click(within(sheet).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported 2 transactions')).toBeInTheDocument();
    expect(screen.getByText('1 duplicate skipped')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    // Nothing was skipped in the check: the import itself stays all or nothing.
    expect(posts[1]!.body).toEqual({ ...(dryRun.body as object), dryRun: false, skipInvalid: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows each bad row of a refused file and offers no import: nothing is half-imported', async () => {
    const { calls } = mockMoneyApi([
      [
        transactionsApi.import,
        {
          status: 400,
          body: {
            message:
              '1 row has a problem; nothing was imported. Fix the file or the column mapping and try again.',
            errors: [{ row: 3, message: 'Row 3: the amount "abc" is not a number like 1,234.56' }],
          },
        },
      ],
    ]);
    const ui = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage();
    await ui.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const sheet = await screen.findByRole('dialog', { name: 'Import transactions' });
    await ui.upload(within(sheet).getByLabelText(/Choose a CSV file/), new File([csv], 'bank.csv'));
    await ui.click(await within(sheet).findByRole('button', { name: 'Check file' }));
    expect(await within(sheet).findByText(/1 row has a problem; nothing was imported/)).toBeInTheDocument();
    expect(
      within(sheet).getByText('Row 3: the amount "abc" is not a number like 1,234.56'),
    ).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);

    await ui.click(within(sheet).getByRole('button', { name: 'Change columns' }));
    expect(within(sheet).getByRole('button', { name: 'Check file' })).toBeInTheDocument();
  });

  it('lists the bad rows with their numbers and reasons, and imports the rest on "Import 2 rows, skip 1"', async () => {
    const badRow = { row: 3, message: 'Row 3: the amount "abc" is not a number like 1,234.56' };
    const { calls } = mockMoneyApi([
      [
        transactionsApi.import,
        () => ({
          body: { imported: 2, duplicates: 0, errors: [badRow], skipped: 1 },
        }),
      ],
    ]);
    const ui = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage();
    await ui.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const sheet = await screen.findByRole('dialog', { name: 'Import transactions' });
    await ui.upload(within(sheet).getByLabelText(/Choose a CSV file/), new File([csv], 'bank.csv'));
    await ui.click(await within(sheet).findByRole('button', { name: 'Check file' }));

    expect(await within(sheet).findByText('2 transactions will be imported.')).toBeInTheDocument();
    expect(within(sheet).getByText('1 row has a problem and will be skipped:')).toBeInTheDocument();
    expect(within(sheet).getByText(badRow.message)).toBeInTheDocument();
    await ui.click(within(sheet).getByRole('button', { name: 'Import 2 rows, skip 1' }));

    expect(await screen.findByText('Imported 2 transactions')).toBeInTheDocument();
    expect(screen.getByText('1 row with a problem skipped')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toMatchObject([
      { dryRun: true, skipInvalid: true },
      { dryRun: false, skipInvalid: true },
    ]);
  });

  it('refuses a file without rows before sending anything, and requires the date and amount columns', async () => {
    const { calls } = mockMoneyApi();
    const ui = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage();
    await ui.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const sheet = await screen.findByRole('dialog', { name: 'Import transactions' });
    await ui.upload(
      within(sheet).getByLabelText(/Choose a CSV file/),
      new File(['Date,Amount\n'], 'empty.csv'),
    );
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      'The file has a header but no rows to import.',
    );

    await ui.upload(
      within(sheet).getByLabelText(/Choose a CSV file/),
      new File(['When,Cost\n2026-03-01,5\n'], 'odd.csv'),
    );
    await ui.click(await within(sheet).findByRole('button', { name: 'Check file' }));
    expect(within(sheet).getByText('Choose the date column')).toBeInTheDocument();
    expect(within(sheet).getByText('Choose the amount column')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('MoneyPage: ?new= (the Hub’s "Quick add")', () => {
  it.each([
    ['expense', 'Expense'],
    ['income', 'Income'],
  ])('?new=%s opens the sheet on %s and takes ?new out of the URL in place', async (type, label) => {
    mockMoneyApi();
    const { location } = renderPage(`/money?new=${type}`);
    const sheet = await screen.findByRole('dialog', { name: 'Add a transaction' });
    expect(within(sheet).getByRole('radio', { name: label })).toBeChecked();
    expect(location.history).toEqual(['/money']);
  });
});
