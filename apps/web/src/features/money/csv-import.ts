import {
  CsvError,
  detectDelimiter,
  importDateFormats,
  parseCsv,
  parseImportDate,
  type ImportDateFormat,
  type ImportMapping,
} from '@track-grow/domain/money';

/** The import route takes files of up to 2,000,000 characters (importTransactionsInput). */
export const MAX_CSV_CHARS = 2_000_000;
/** Rows read for the preview table and the date-format guess. */
export const SAMPLE_ROWS = 50;

export interface CsvHead {
  header: string[];
  /** The first data rows (at most SAMPLE_ROWS), for the preview and the date-format guess. */
  sample: string[][];
  /** Data rows (blank lines not counted). */
  rowCount: number;
}

export type CsvHeadResult =
  | { ok: true; head: CsvHead }
  | { ok: false; problem: 'empty' | 'tooLarge' | 'noHeader' | 'noRows' | 'invalid'; detail?: string };

/** Reads a file's header and first rows in the browser, as the server will (same delimiter detection and parser). */
export function readCsvHead(text: string): CsvHeadResult {
  if (text.trim() === '') return { ok: false, problem: 'empty' };
  if (text.length > MAX_CSV_CHARS) return { ok: false, problem: 'tooLarge' };
  let records: string[][];
  try {
    records = parseCsv(text, detectDelimiter(text));
  } catch (error) {
    if (error instanceof CsvError) return { ok: false, problem: 'invalid', detail: error.message };
    throw error;
  }
  const [rawHeader, ...body] = records;
  const header = (rawHeader ?? []).map((cell) => cell.replace(/^\uFEFF/, '').trim());
  if (header.every((cell) => cell === '')) return { ok: false, problem: 'noHeader' };
  const rows = body.filter((cells) => cells.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) return { ok: false, problem: 'noRows' };
  return { ok: true, head: { header, sample: rows.slice(0, SAMPLE_ROWS), rowCount: rows.length } };
}

export type MappingField = keyof ImportMapping;
export const mappingFields: readonly MappingField[] = ['date', 'amount', 'type', 'category', 'description'];
export const requiredFields: ReadonlySet<MappingField> = new Set(['date', 'amount']);

/** Header words banks and apps use for each field (English and Italian, as the app's languages). */
const synonyms: Record<MappingField, readonly string[]> = {
  date: [
    'date',
    'data',
    'transaction date',
    'booking date',
    'posted date',
    'posting date',
    'value date',
    'day',
    'giorno',
    'data operazione',
    'data valuta',
  ],
  amount: [
    'amount',
    'importo',
    'value',
    'sum',
    'total',
    'amount (usd)',
    'amount (eur)',
    'valore',
    'importo (eur)',
  ],
  type: ['type', 'tipo', 'kind', 'transaction type', 'credit/debit', 'debit/credit', 'direction'],
  category: ['category', 'categoria', 'class', 'group'],
  description: [
    'description',
    'descrizione',
    'memo',
    'payee',
    'note',
    'notes',
    'details',
    'merchant',
    'name',
    'causale',
    'narrative',
    'reference',
  ],
};

/** A first guess at the mapping from the header names; the user can change every choice. */
export function guessMapping(header: readonly string[]): Partial<Record<MappingField, string>> {
  const guess: Partial<Record<MappingField, string>> = {};
  const taken = new Set<string>();
  const normalized = header.map((h) => h.trim().toLowerCase().replace(/\s+/g, ' '));
  for (const field of mappingFields) {
    const words = synonyms[field];
    let index = normalized.findIndex((h, i) => !taken.has(header[i]!) && words.includes(h));
    if (index < 0)
      index = normalized.findIndex(
        (h, i) => !taken.has(header[i]!) && h !== '' && words.some((w) => h.includes(w)),
      );
    if (index >= 0) {
      guess[field] = header[index]!;
      taken.add(header[index]!);
    }
  }
  return guess;
}

/**
 * The date format most sample dates fit; on a tie (3/4/2026 fits both US and European order) the
 * language's habit decides.
 */
export function guessDateFormat(dates: readonly string[], language: string): ImportDateFormat {
  const order: ImportDateFormat[] = language.startsWith('en')
    ? ['yyyy-MM-dd', 'MM/dd/yyyy', 'dd/MM/yyyy']
    : ['yyyy-MM-dd', 'dd/MM/yyyy', 'MM/dd/yyyy'];
  let best = order[0]!;
  let bestCount = -1;
  for (const format of order) {
    const count = dates.filter((d) => parseImportDate(d, format).ok).length;
    if (count > bestCount) {
      best = format;
      bestCount = count;
    }
  }
  return best;
}

export { importDateFormats };
