import { absCents, formatCents, normalizeAmount } from './cents';
import { runSteps, type Steps } from '../shared/steps';
import { CsvError, csvSteps, detectDelimiter, toCsv, unneutraliseFormula } from './csv';
import { parseImportAmount, parseImportDate, parseImportType, rowProblemText } from './import-values';
import {
  IMPORT_MAX_ROWS,
  type ImportDateFormat,
  type ImportMapping,
  type ImportRowError,
  type ImportRowProblem,
  type TransactionType,
} from './money.schema';

/** The columns of an export, in order; importing an export back uses `exportMapping`. */
export const TRANSACTION_CSV_COLUMNS = ['date', 'type', 'amount', 'category', 'description'] as const;
export const exportMapping: ImportMapping = {
  date: 'date',
  type: 'type',
  amount: 'amount',
  category: 'category',
  description: 'description',
};

export interface CsvTransaction {
  date: string;
  type: TransactionType;
  amount: string;
  category: string;
  description: string | null;
}

export const transactionsCsvHeader = (): string => toCsv([[...TRANSACTION_CSV_COLUMNS]]);

/** Export rows as CSV records (no header): formulas neutralised, quoted where needed, CRLF. */
export const transactionsToCsv = (rows: readonly CsvTransaction[]): string =>
  toCsv(rows.map((t) => [t.date, t.type, t.amount, t.category, t.description ?? '']));

const CATEGORY_MAX = 40;
const DESCRIPTION_MAX = 200;
/** Most row errors one answer lists; the message still gives the total. */
export const IMPORT_MAX_ERRORS_LISTED = 200;

export interface ImportRow extends CsvTransaction {
  /** The record number in the file (the header is row 1). */
  row: number;
}

export type ImportParse =
  | {
      ok: true;
      rows: ImportRow[];
      /** With skipInvalid: how many bad rows were left out, and the first of them, each with its reason. */
      skipped: number;
      errors: ImportRowError[];
    }
  | { ok: false; message: string; errors: ImportRowError[] };

const fileError = (message: string): ImportParse => ({ ok: false, message, errors: [] });
const collapse = (s: string) => s.trim().replace(/\s+/g, ' ');

/** Finds a mapped column by its header name: exactly, else ignoring case and surrounding spaces. */
function columnIndex(header: readonly string[], name: string): number {
  const exact = header.indexOf(name);
  if (exact >= 0) return exact;
  const wanted = collapse(name).toLowerCase();
  return header.findIndex((h) => collapse(h).toLowerCase() === wanted);
}

/**
 * Reads a CSV file into transactions with the user's column mapping: the first record is the header,
 * blank records are skipped. Every row is checked; any bad row makes the whole file bad, with one clear
 * error per row ("Row 7: the date 2026-02-30 does not exist"), unless `skipInvalid`: then the good rows are
 * read and the bad ones counted and listed as skipped. Without a type column (or with an empty type
 * cell) a negative amount is an expense and a positive one income; with a type, the amount's sign is ignored.
 */
export function parseTransactionsCsv(
  csv: string,
  mapping: ImportMapping,
  dateFormat: ImportDateFormat,
  options: { maxRows?: number; skipInvalid?: boolean } = {},
): ImportParse {
  return runSteps(transactionsCsvSteps(csv, mapping, dateFormat, options));
}

/** `parseTransactionsCsv` in steps: it may pause after each record and each row. */
export function* transactionsCsvSteps(
  csv: string,
  mapping: ImportMapping,
  dateFormat: ImportDateFormat,
  { maxRows = IMPORT_MAX_ROWS, skipInvalid = false }: { maxRows?: number; skipInvalid?: boolean } = {},
): Steps<ImportParse> {
  let records: string[][];
  try {
    records = yield* csvSteps(csv, detectDelimiter(csv));
  } catch (error) {
    if (error instanceof CsvError) return fileError(`The file is not valid CSV. ${error.message}`);
    throw error;
  }
  const [rawHeader, ...body] = records;
  if (!rawHeader || rawHeader.every((c) => c.trim() === '')) return fileError('The file has no header row');
  const header = rawHeader.map((h) => h.replace(/^\uFEFF/, ''));

  const optional = (name: string | undefined) =>
    name === undefined || name.trim() === '' ? undefined : name;
  const wanted = {
    date: mapping.date,
    amount: mapping.amount,
    type: optional(mapping.type),
    category: optional(mapping.category),
    description: optional(mapping.description),
  };
  const index: Partial<Record<keyof typeof wanted, number>> = {};
  for (const [field, name] of Object.entries(wanted) as [keyof typeof wanted, string | undefined][]) {
    if (name === undefined) continue;
    const i = columnIndex(header, name);
    if (i < 0)
      return fileError(`The column "${name}" is not in the file (its columns: ${header.join(', ')})`);
    index[field] = i;
  }

  const data = body
    .map((cells, i) => ({ cells, row: i + 2 }))
    .filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  if (data.length === 0) return fileError('The file has no rows to import');
  if (data.length > maxRows) {
    return fileError(
      `The file has ${data.length.toLocaleString('en-US')} rows; import at most ${maxRows.toLocaleString('en-US')} at a time`,
    );
  }

  const rows: ImportRow[] = [];
  const errors: ImportRowError[] = [];
  let badRows = 0;
  for (const { cells, row } of data) {
    yield;
    const cell = (field: keyof typeof wanted) => {
      const i = index[field];
      return i === undefined ? '' : unneutraliseFormula(cells[i] ?? '');
    };
    const problems: ImportRowProblem[] = [];
    const date = parseImportDate(cell('date'), dateFormat);
    if (!date.ok) problems.push(date.problem);
    const amount = parseImportAmount(cell('amount'));
    if (!amount.ok) problems.push(amount.problem);
    const type = parseImportType(cell('type'));
    if (!type.ok) problems.push(type.problem);
    const category = collapse(cell('category')) || 'Other';
    if (category.length > CATEGORY_MAX) problems.push({ code: 'categoryTooLong', max: CATEGORY_MAX });
    const description = cell('description').trim();
    if (description.length > DESCRIPTION_MAX)
      problems.push({ code: 'descriptionTooLong', max: DESCRIPTION_MAX });

    if (problems.length > 0 || !date.ok || !amount.ok || !type.ok) {
      badRows++;
      if (errors.length < IMPORT_MAX_ERRORS_LISTED)
        errors.push({ row, message: `Row ${row}: ${problems.map(rowProblemText).join('; ')}`, problems });
      continue;
    }
    rows.push({
      row,
      date: date.value,
      type: type.value ?? (amount.value < 0n ? 'expense' : 'income'),
      amount: formatCents(absCents(amount.value)),
      category,
      description: description === '' ? null : description,
    });
  }
  if (skipInvalid) return { ok: true, rows, skipped: badRows, errors };
  if (badRows > 0) {
    const what =
      badRows === 1 ? '1 row has a problem' : `${badRows.toLocaleString('en-US')} rows have problems`;
    return {
      ok: false,
      message: `${what}; nothing was imported. Fix the file or the column mapping and try again.`,
      errors,
    };
  }
  return { ok: true, rows, skipped: 0, errors: [] };
}

/** What makes two transactions the same for duplicate detection: date, type, amount and description. */
export function duplicateKey(t: {
  date: string;
  type: TransactionType;
  amount: string;
  description: string | null;
}): string {
  return JSON.stringify([
    t.date,
    t.type,
    normalizeAmount(t.amount),
    collapse(t.description ?? '').toLowerCase(),
  ]);
}

/**
 * Splits rows into those to insert and duplicates: of a transaction already stored (`existingKeys`, from
 * `duplicateKey`) or of an earlier row of the same file.
 */
export function splitDuplicates<T extends ImportRow>(
  rows: readonly T[],
  existingKeys: Iterable<string>,
): { fresh: T[]; duplicates: T[] } {
  const seen = new Set(existingKeys);
  const fresh: T[] = [];
  const duplicates: T[] = [];
  for (const row of rows) {
    const key = duplicateKey(row);
    if (seen.has(key)) duplicates.push(row);
    else {
      seen.add(key);
      fresh.push(row);
    }
  }
  return { fresh, duplicates };
}
