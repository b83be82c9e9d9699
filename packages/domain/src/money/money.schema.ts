import { z } from 'zod';
import { dateString, uuid } from '../shared/primitives';

export const transactionTypes = ['income', 'expense'] as const;
export type TransactionType = (typeof transactionTypes)[number];

export const defaultCategories = [
  'Food',
  'Transport',
  'Housing',
  'Bills',
  'Health',
  'Shopping',
  'Entertainment',
  'Education',
  'Travel',
  'Salary',
  'Freelance',
  'Gifts',
  'Other',
] as const;

/** Money travels as a decimal string with at most 2 decimals ("12.50"), never a float (DESIGN.md 3). */
export const moneyAmount = z
  .union([z.string(), z.number()], { error: 'Amount is required' })
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .pipe(
    z
      .string()
      .regex(/^\d{1,12}(\.\d{1,2})?$/, 'Use an amount like 12.50 (at most 2 decimals)')
      .refine((v) => Number(v) > 0, 'The amount must be more than 0'),
  );

export const optionalLimit = z
  .union([z.string(), z.number(), z.null()])
  .transform((value) => (value === null || value === '' ? null : typeof value === 'number' ? String(value) : value.trim()))
  .pipe(z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'Use an amount like 250 or 250.00').nullable());

export const transactionSchema = z.object({
  id: uuid,
  date: dateString,
  type: z.enum(transactionTypes),
  amount: z.string(),
  category: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

const transactionFields = {
  date: dateString,
  type: z.enum(transactionTypes, { error: 'Choose income or expense' }),
  amount: moneyAmount,
  category: z.string().trim().min(1, 'Pick a category').max(40, 'Keep the category under 40 characters'),
  description: z.string().trim().max(200, 'Keep the description under 200 characters').nullable(),
};

export const createTransactionInput = z.object({
  ...transactionFields,
  category: transactionFields.category.default('Other'),
  description: transactionFields.description.optional(),
});
export type CreateTransactionInput = z.input<typeof createTransactionInput>;

export const updateTransactionInput = z
  .object(transactionFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');

export const budgetThresholdSchema = z.object({ weeklyLimit: z.string().nullable(), monthlyLimit: z.string().nullable() });
export type BudgetThreshold = z.infer<typeof budgetThresholdSchema>;
export const budgetThresholdInput = z.object({ weeklyLimit: optionalLimit, monthlyLimit: optionalLimit });

/** GET /api/money/summary?month=yyyy-MM */
export const moneySummarySchema = z.object({
  month: z.string(),
  income: z.string(),
  expenses: z.string(),
  net: z.string(),
  /** (income − expenses) ÷ income × 100, rounded; null without income. */
  savingsRate: z.number().int().nullable(),
  byCategory: z.array(z.object({ category: z.string(), amount: z.string() })),
  last12Months: z.array(z.object({ month: z.string(), income: z.string(), expenses: z.string() })),
});
export type MoneySummary = z.infer<typeof moneySummarySchema>;

/** POST /api/transactions/import — CSV text plus the column mapping chosen in the preview step. */
export const importTransactionsInput = z.object({
  csv: z.string().min(1, 'The file is empty').max(2_000_000, 'The file is too large (2 MB at most)'),
  mapping: z.object({
    date: z.string().min(1),
    amount: z.string().min(1),
    type: z.string().optional(),
    category: z.string().optional(),
    description: z.string().optional(),
  }),
  dateFormat: z.enum(['yyyy-MM-dd', 'MM/dd/yyyy', 'dd/MM/yyyy']).default('yyyy-MM-dd'),
  /** true = only report what would happen. */
  dryRun: z.boolean().default(false),
});
export const importResultSchema = z.object({
  imported: z.number().int(),
  duplicates: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
