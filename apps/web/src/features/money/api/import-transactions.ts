import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  importRejectedSchema,
  type ImportResult,
  type ImportRowError,
  type ImportTransactionsInput,
} from '@track-grow/domain/money';
import { transactionsApi } from '@track-grow/domain/money/api';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { invalidateArea } from '../../../lib/query-keys.ts';

export type ImportOutcome =
  | { ok: true; result: ImportResult }
  /** The file was refused (a bad row, a missing column …): nothing was written. */
  | { ok: false; message: string; errors: ImportRowError[] };

/** A 400 from the import route, read as the reasons it gives; anything else is rethrown. */
function rejection(error: unknown): ImportOutcome {
  if (!(error instanceof ApiError) || error.status !== 400) throw error;
  let body: unknown;
  try {
    body = JSON.parse(error.body);
  } catch {
    throw error;
  }
  const parsed = importRejectedSchema.safeParse(body);
  if (!parsed.success) throw error;
  const issues = (parsed.data.issues ?? []).map((issue, index) => ({
    row: -index - 1,
    message: issue.message,
  }));
  return { ok: false, message: parsed.data.message, errors: [...(parsed.data.errors ?? []), ...issues] };
}

/**
 * POST /api/transactions/import: `dryRun: true` only reports what would happen; `skipInvalid: true` leaves bad
 * rows out and lists them, without it one bad row refuses the file.
 */
export async function importTransactions(input: ImportTransactionsInput): Promise<ImportOutcome> {
  try {
    return { ok: true, result: await callApi(transactionsApi.import, input) };
  } catch (error) {
    return rejection(error);
  }
}

export function useImportTransactions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importTransactions,
    onSuccess: async (outcome, input) => {
      // A refused file and a dry run write nothing.
      if (outcome.ok && !input.dryRun) await invalidateArea(queryClient, 'money');
    },
  });
}
