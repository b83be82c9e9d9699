import { last12Months } from '@track-grow/domain/money';

/** Test data for the money screen: rows and a summary the server would compute from them. */
let counter = 0;
const id = () => `0195f3a2-7c4e-7d2a-9b1e-${String(++counter).padStart(12, '0')}`;

export const makeTransaction = (overrides: Record<string, unknown> = {}) => ({
  id: id(),
  date: '2026-03-20',
  type: 'expense',
  amount: '12.50',
  category: 'Food',
  description: null,
  createdAt: '2026-03-20T12:00:00.000Z',
  ...overrides,
});

/** March 2026, newest first as the API sends it: 0.10 + 0.20 is a float trap an exact sum must avoid. */
export const marchRows = [
  makeTransaction({ date: '2026-03-20', amount: '0.20', category: 'Food', description: 'Candy' }),
  makeTransaction({ date: '2026-03-20', amount: '0.10', category: 'Food', description: 'Gum' }),
  makeTransaction({ date: '2026-03-18', amount: '45.00', category: 'Transport', description: 'Train' }),
  makeTransaction({ date: '2026-03-02', amount: '800.00', category: 'Housing', description: 'Rent' }),
  makeTransaction({ date: '2026-03-01', type: 'income', amount: '2000.00', category: 'Salary' }),
];

export const marchSummary = {
  month: '2026-03',
  income: '2000.00',
  expenses: '845.30',
  net: '1154.70',
  savingsRate: 58,
  byCategory: [
    { category: 'Housing', amount: '800.00' },
    { category: 'Transport', amount: '45.00' },
    { category: 'Food', amount: '0.30' },
  ],
  last12Months: last12Months('2026-03').map((month) =>
    month === '2026-03'
      ? { month, income: '2000.00', expenses: '845.30' }
      : { month, income: '0.00', expenses: '0.00' },
  ),
};

export const emptySummary = (month: string) => ({
  month,
  income: '0.00',
  expenses: '0.00',
  net: '0.00',
  savingsRate: null,
  byCategory: [],
  last12Months: last12Months(month).map((m) => ({ month: m, income: '0.00', expenses: '0.00' })),
});
