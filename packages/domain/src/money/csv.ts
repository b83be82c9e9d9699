import { runSteps, type Steps } from '../shared/steps';

/**
 * CSV per RFC 4180: fields separated by a delimiter, records by CRLF (LF or a lone CR accepted too); a field
 * in double quotes may hold delimiters, quotes (doubled) and line breaks. A leading byte-order mark is dropped.
 */

export class CsvError extends Error {}

/**
 * Parses CSV text into records of fields. A final line break does not make an empty record; a blank line
 * in the middle is a record with one empty field. Lenient where RFC 4180 is silent: a quote inside an
 * unquoted field is kept as text, and text after a closing quote is appended to the field.
 */
export function parseCsv(text: string, delimiter = ','): string[][] {
  return runSteps(csvSteps(text, delimiter));
}

/**
 * The longest record a text in parts may hold: an unfinished record is read again with each new part, so
 * without a bound a 40 MB field (or a quote never closed) would cost quadratic time and steps as long as the
 * whole text. Real exports' records are a few kilobytes.
 */
export const MAX_RECORD_CHARS = 1_000_000;

/**
 * `parseCsv` in steps: it may pause after each record. The text may come in parts (a large file decoded a
 * megabyte at a time): each part is read as it comes, with the unfinished record of the one before, so no
 * step scans the whole text. A record longer than MAX_RECORD_CHARS across parts is a CsvError.
 */
export function* csvSteps(text: string | readonly string[], delimiter = ','): Steps<string[][]> {
  const parts = typeof text === 'string' ? [text] : text;
  // Scans whole runs of plain text at once (indexOf and a sticky regex), not one character at a time.
  const plain = new RegExp(`[^"${delimiter.replace(/[\\\]^-]/g, '\\$&')}\\r\\n]*`, 'y');
  const records: string[][] = [];
  let carry = '';
  let atStart = true;
  for (const [p, part] of parts.entries()) {
    const joined = carry + part;
    const input = atStart && joined.startsWith('\uFEFF') ? joined.slice(1) : joined;
    if (joined.length > 0) atStart = false;
    const read = yield* recordSteps(input, { delimiter, plain, final: p === parts.length - 1 }, records);
    carry = input.slice(read);
    if (carry.length > MAX_RECORD_CHARS)
      throw new CsvError(
        `Row ${records.length + 1}: a record is longer than ${MAX_RECORD_CHARS.toLocaleString('en-US')} characters (or a " is missing)`,
      );
    yield;
  }
  return records;
}

/**
 * Adds the records of `input` to `records`, pausing after each, and answers how far it read. Unless `final`,
 * a record that reaches the end of `input` may go on in the next part: it is left unread.
 */
function* recordSteps(
  input: string,
  { delimiter, plain, final }: { delimiter: string; plain: RegExp; final: boolean },
  records: string[][],
): Steps<number> {
  const n = input.length;
  let record: string[] = [];
  let start = 0;
  let i = 0;
  while (i < n) {
    let field = '';
    if (input[i] === '"') {
      const startRecord = records.length + 1;
      i++;
      for (;;) {
        const close = input.indexOf('"', i);
        if (close < 0) {
          if (!final) return start;
          throw new CsvError(`Row ${startRecord}: a quoted field is never closed (a " is missing)`);
        }
        field += input.slice(i, close);
        i = close + 1;
        // A quote that ends the part may be the first of a doubled one.
        if (i === n && !final) return start;
        if (input[i] === '"') {
          field += '"';
          i++;
        } else break;
      }
    }
    // Plain text, or text after a closing quote; a stray quote inside it is kept as text.
    for (;;) {
      plain.lastIndex = i;
      plain.test(input);
      field += input.slice(i, plain.lastIndex);
      i = plain.lastIndex;
      if (input[i] !== '"') break;
      field += '"';
      i++;
    }
    record.push(field);
    const c = input[i];
    // The field, or a CR that a LF may follow, reaches the end of the part.
    if (!final && (i === n || (c === '\r' && i + 1 === n))) return start;
    if (c === delimiter) {
      i++;
      if (i === n) {
        if (!final) return start;
        // A delimiter at the very end still opens one last, empty field.
        record.push('');
        records.push(record);
      }
      continue;
    }
    records.push(record);
    record = [];
    yield;
    if (c === '\r' && input[i + 1] === '\n') i += 2;
    else if (c !== undefined) i++;
    start = i;
  }
  return n;
}

/** The delimiter of the header line: a comma, or a semicolon or tab when those split it into more columns. */
export function detectDelimiter(text: string): ',' | ';' | '\t' {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let inQuotes = false;
  for (const c of input) {
    if (c === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (c === '\n' || c === '\r')) break;
    else if (!inQuotes && (c === ',' || c === ';' || c === '\t')) counts[c]++;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[',']) return '\t';
  return ',';
}

const FORMULA = /^'*[=+\-@\t\r]/;

/**
 * Neutralises a cell a spreadsheet would run as a formula (OWASP CSV injection): one starting with
 * = + - @ tab or CR gets a leading single quote. Cells that already start with quotes before such a
 * character get one more, so `unneutraliseFormula` restores every cell exactly.
 */
export const neutraliseFormula = (cell: string): string => (FORMULA.test(cell) ? `'${cell}` : cell);

/** The inverse of `neutraliseFormula`, for reading back a file this app exported. */
export const unneutraliseFormula = (cell: string): string =>
  /^'+[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;

function quoteCell(cell: string): string {
  return /[",\r\n]|^\s|\s$/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** Records as CSV text: CRLF after every record, quotes where needed, formulas neutralised. */
export function toCsv(records: readonly (readonly string[])[]): string {
  return records.map((r) => r.map((cell) => quoteCell(neutraliseFormula(cell))).join(',') + '\r\n').join('');
}
