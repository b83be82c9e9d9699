import { z } from 'zod';
import { code, type ErrorCode } from '../shared/errors';
import { dateString, listQuery, uuid, yearMonthString } from '../shared/primitives';

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

/** Why a decimal money string is not a valid positive amount, or null when it is one. */
export function amountProblem(value: string): ErrorCode | null {
  if (value === '') return code('money.amountRequired');
  if (value.startsWith('-')) return code('money.amountNegative');
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return code('money.amountFormat');
  if ((match[2] ?? '').length > 2) return code('money.amountDecimals');
  if (match[1]!.replace(/^0+(?=\d)/, '').length > 12) return code('money.amountTooLarge');
  if (!/[1-9]/.test(value)) return code('money.amountPositive');
  return null;
}

const checkedAmount = z.string().superRefine((value, ctx) => {
  const problem = amountProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** Money travels as a decimal string with at most 2 decimals ("12.50"), never a float (DESIGN.md 3). */
export const moneyAmount = z
  .union([z.string(), z.number()], { error: code('money.amountRequired') })
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .pipe(checkedAmount);

/** A limit's own words for the amount rules that read oddly for a limit ("choose expense", "more than 0"). */
const limitProblems: Partial<Record<ErrorCode, ErrorCode>> = {
  'money.amountNegative': 'money.limitNegative',
  'money.amountPositive': 'money.limitZero',
};

const checkedLimit = z.string().superRefine((value, ctx) => {
  const problem = amountProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: limitProblems[problem] ?? problem });
});

/** A budget limit: a positive amount, or "" / null for no limit. */
export const optionalLimit = z
  .union([z.string(), z.number(), z.null()], { error: code('money.limit') })
  .transform((value) => (value === null ? null : typeof value === 'number' ? String(value) : value.trim()))
  .transform((value) => (value === '' ? null : value))
  .pipe(checkedLimit.nullable());

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
  type: z.enum(transactionTypes, { error: code('money.type') }),
  amount: moneyAmount,
  category: z.string().trim().min(1, code('money.categoryRequired')).max(40, code('money.categoryTooLong')),
  description: z.string().trim().max(200, code('money.descriptionTooLong')).nullable(),
};

export const createTransactionInput = z.object({
  ...transactionFields,
  category: transactionFields.category.default('Other'),
  description: transactionFields.description.optional(),
});
export type CreateTransactionInput = z.input<typeof createTransactionInput>;
export type CreateTransactionData = z.output<typeof createTransactionInput>;

export const updateTransactionInput = z
  .object(transactionFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, code('shared.nothingToUpdate'));
export type UpdateTransactionInput = z.input<typeof updateTransactionInput>;
export type UpdateTransactionData = z.output<typeof updateTransactionInput>;

export const budgetThresholdSchema = z.object({
  weeklyLimit: z.string().nullable(),
  monthlyLimit: z.string().nullable(),
});
export type BudgetThreshold = z.infer<typeof budgetThresholdSchema>;
/** PUT /api/budget-threshold: both limits, each a positive amount or "" / null for no limit. */
export const budgetThresholdInput = z.object({ weeklyLimit: optionalLimit, monthlyLimit: optionalLimit });
export type BudgetThresholdInput = z.input<typeof budgetThresholdInput>;

/**
 * GET /api/transactions?from&to&limit&cursor: newest first; without `from`, the 30 days up to and including `to` (or
 * today) — the recent ones; the money screen always asks for its month (`from`/`to`).
 */
export const transactionListQuery = listQuery;
export const TRANSACTIONS_DEFAULT_DAYS = 30;
/** Rows per page when `limit` is not given (at most 1000 with it); further pages via the x-next-cursor header. */
export const TRANSACTIONS_PAGE_SIZE = 200;

/** A calendar month, 'yyyy-MM'. */
export const yearMonth = yearMonthString('money.monthFormat');

/** GET /api/money/summary?month=yyyy-MM (default: the user's current month). */
export const moneySummaryQuery = z.object({ month: yearMonth.optional() });

export const moneySummarySchema = z.object({
  month: z.string(),
  income: z.string(),
  expenses: z.string(),
  net: z.string(),
  /** (income − expenses) ÷ income × 100, rounded; null without income. */
  savingsRate: z.number().int().nullable(),
  /** The month's expenses per category, largest first. */
  byCategory: z.array(z.object({ category: z.string(), amount: z.string() })),
  /** The 12 months ending with `month`, oldest first; months without transactions hold "0.00". */
  last12Months: z.array(z.object({ month: z.string(), income: z.string(), expenses: z.string() })),
});
export type MoneySummary = z.infer<typeof moneySummarySchema>;

/** GET /api/money/alerts: the budget alerts of the user's today (SPEC.md 9; see budget-alerts.ts). */
export const budgetAlertSchema = z.object({
  /** Stable per kind, so the web can dismiss an alert for the day: weekly-exceeded, monthly-approaching … */
  id: z.enum(['weekly-exceeded', 'weekly-approaching', 'monthly-exceeded', 'monthly-approaching']),
  period: z.enum(['week', 'month']),
  level: z.enum(['exceeded', 'approaching']),
  /** "Weekly Budget Exceeded", "Monthly Budget Almost Reached" … */
  title: z.string(),
  /** States the spent amount and the limit with two decimals ("You've spent $312.40 of your $300.00 weekly budget."). */
  message: z.string(),
  spent: z.string(),
  limit: z.string(),
  /** ⌊spent ÷ limit × 100⌋ */
  percent: z.number().int(),
});
export type BudgetAlert = z.infer<typeof budgetAlertSchema>;

/** Most data rows one import takes. */
export const IMPORT_MAX_ROWS = 20_000;
export const importDateFormats = ['yyyy-MM-dd', 'MM/dd/yyyy', 'dd/MM/yyyy'] as const;
export type ImportDateFormat = (typeof importDateFormats)[number];

const columnName = z.string().max(200, code('money.columnTooLong'));

/**
 * POST /api/transactions/import — CSV text plus the column mapping chosen in the preview step. The mapping
 * names the header of each column; without a type column a negative amount is an expense.
 */
export const importTransactionsInput = z.object({
  csv: z.string().min(1, code('money.fileEmpty')).max(2_000_000, code('money.fileTooLarge')),
  mapping: z.object({
    date: columnName.min(1, code('money.dateColumn')),
    amount: columnName.min(1, code('money.amountColumn')),
    type: columnName.optional(),
    category: columnName.optional(),
    description: columnName.optional(),
  }),
  dateFormat: z.enum(importDateFormats).default('yyyy-MM-dd'),
  /** true = only report what would happen (the preview step). */
  dryRun: z.boolean().default(false),
  /** true = import the good rows and report the bad ones as skipped; false = one bad row refuses the file. */
  skipInvalid: z.boolean().default(false),
});
export type ImportTransactionsInput = z.infer<typeof importTransactionsInput>;
export type ImportMapping = ImportTransactionsInput['mapping'];

/** Why a row cannot be imported: a code and the values its sentence needs (the cell as written, a limit). */
const cellText = z.string();
export const importRowProblemSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('amountMissing') }),
  z.object({ code: z.literal('amountZero') }),
  z.object({ code: z.literal('amountNotNumber'), value: cellText }),
  z.object({ code: z.literal('amountDecimals'), value: cellText }),
  z.object({ code: z.literal('amountTooLarge'), value: cellText }),
  z.object({ code: z.literal('dateMissing') }),
  z.object({ code: z.literal('dateFormat'), value: cellText, format: z.enum(importDateFormats) }),
  z.object({ code: z.literal('dateImpossible'), value: cellText }),
  z.object({ code: z.literal('typeUnknown'), value: cellText }),
  z.object({ code: z.literal('categoryTooLong'), max: z.number().int() }),
  z.object({ code: z.literal('descriptionTooLong'), max: z.number().int() }),
]);
export type ImportRowProblem = z.infer<typeof importRowProblemSchema>;

/**
 * One bad row; `row` counts records as a spreadsheet does (the header is row 1). `message` says it in English
 * ("Row 7: the date 2026-02-30 does not exist"); `problems` lets a screen say it in the user's language.
 */
export const importRowErrorSchema = z.object({
  row: z.number().int(),
  message: z.string(),
  problems: z.array(importRowProblemSchema).optional(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importResultSchema = z.object({
  /** Rows written (or, on a dry run, that would be). */
  imported: z.number().int(),
  /** Rows skipped as duplicates of a transaction already stored or of an earlier row of the file. */
  duplicates: z.number().int(),
  errors: z.array(importRowErrorSchema),
  /** Only with skipInvalid: the bad rows left out, which `errors` lists with their reasons. (Last: the fast
   * serializer writes optional fields after the required ones, and zod must write the same bytes.) */
  skipped: z.number().int().optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The 400 answer of an import with bad rows: nothing is written. */
export const importErrorSchema = z.object({ message: z.string(), errors: z.array(importRowErrorSchema) });

/** Every 400 answer of the import route: bad rows (`errors`), or a body that failed validation (`issues`). */
export const importRejectedSchema = importErrorSchema.extend({
  errors: importErrorSchema.shape.errors.optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
