import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { idColumn, timestamps } from './columns';

const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const transactions = pgTable(
  'transactions',
  {
    id: idColumn(),
    userId: owner(),
    date: date('date', { mode: 'string' }).notNull(),
    type: text('type', { enum: ['income', 'expense'] }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    category: text('category').notNull().default('Other'),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [
    // Covering (docs/SCALING.md): the summaries and charts sum a user's days by index only.
    index('transactions_user_date_idx').on(t.userId, t.date, t.type, t.amount, t.category),
    check('transactions_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const budgetThresholds = pgTable(
  'budget_thresholds',
  {
    id: idColumn(),
    userId: owner(),
    weeklyLimit: numeric('weekly_limit', { precision: 14, scale: 2 }),
    monthlyLimit: numeric('monthly_limit', { precision: 14, scale: 2 }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('budget_thresholds_user_key').on(t.userId)],
);
