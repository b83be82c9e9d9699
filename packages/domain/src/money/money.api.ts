import { z } from 'zod';
import { endpoint, resourceEndpoints } from '../shared';
import {
  budgetAlertSchema,
  budgetThresholdInput,
  budgetThresholdSchema,
  createTransactionInput,
  importResultSchema,
  importTransactionsInput,
  moneySummaryQuery,
  moneySummarySchema,
  transactionListQuery,
  transactionSchema,
  updateTransactionInput,
} from './money.schema';

/** /api/transactions/* */
export const transactionsApi = {
  ...resourceEndpoints('/api/transactions', {
    row: transactionSchema,
    listQuery: transactionListQuery,
    create: createTransactionInput,
    update: updateTransactionInput,
  }),
  /** A CSV file in a JSON body; a rejected file answers 400 with its line errors (importRejectedSchema). */
  import: endpoint('POST', '/api/transactions/import', {
    body: importTransactionsInput,
    output: importResultSchema,
  }),
  /** Every transaction as a CSV download (text/csv, not JSON: no output schema). */
  export: endpoint('GET', '/api/transactions/export.csv', {}),
} as const;

/** /api/money/* and the budget threshold. */
export const moneyApi = {
  summary: endpoint('GET', '/api/money/summary', { query: moneySummaryQuery, output: moneySummarySchema }),
  budget: endpoint('GET', '/api/budget-threshold', { output: budgetThresholdSchema }),
  setBudget: endpoint('PUT', '/api/budget-threshold', {
    body: budgetThresholdInput,
    output: budgetThresholdSchema,
  }),
  /** The budget alerts of the user's today (Home's alert cards); each id can be dismissed for the day. */
  alerts: endpoint('GET', '/api/money/alerts', { output: z.array(budgetAlertSchema) }),
} as const;

/** `GET /api/transactions/export.csv` answers text/csv: a link's href rather than a JSON call. */
export const transactionsExportPath = transactionsApi.export.path;
