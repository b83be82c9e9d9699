import { CsvError, csvSteps } from '../money/csv';
import { dateString } from '../shared/primitives';
import type { Steps } from '../shared/steps';
import { ImportFileError } from './imports.schema';

/** A file's text: whole, or in the parts it was decoded in (a large file, a megabyte at a time). */
export type CsvText = string | readonly string[];

/** A file's header (as written, spaces kept) and its records, each with its line. */
export interface CsvTable {
  header: string[];
  rows: { line: number; cells: string[] }[];
}

/**
 * Parses a CSV file (BOM, CRLF, quotes with commas and doubled quotes) into its header and rows; blank lines are
 * dropped. `line` is the record's number as a spreadsheet counts it (the header is 1). It may pause after each record.
 */
export function* csvTableSteps(text: CsvText, file: string): Steps<CsvTable> {
  // PostgreSQL text holds no NUL: it goes, a part at a time.
  const parts: string[] = [];
  for (const part of typeof text === 'string' ? [text] : text) {
    parts.push(part.includes('\u0000') ? part.replaceAll('\u0000', '') : part);
    yield;
  }
  let records: string[][];
  try {
    records = yield* csvSteps(parts);
  } catch (error) {
    if (error instanceof CsvError) throw new ImportFileError('imports.badCsv', file);
    throw error;
  }
  const header = records[0];
  if (!header) throw new ImportFileError('imports.emptyFile', file);
  const rows: CsvTable['rows'] = [];
  for (let i = 1; i < records.length; i++) {
    const cells = records[i]!;
    if (!(cells.length === 1 && cells[0]!.trim() === '')) rows.push({ line: i + 1, cells });
  }
  return { header, rows };
}

/** A real calendar day, 'yyyy-MM-dd' (no 2026-02-30). */
export const isCalendarDate = (value: string): boolean => dateString.safeParse(value).success;

/** Text cut to `max` characters (an ellipsis marks the cut), and whether it was cut. */
export function clip(text: string, max: number): { text: string; cut: boolean } {
  const chars = [...text];
  if (chars.length <= max) return { text, cut: false };
  return { text: `${chars.slice(0, max - 1).join('')}…`, cut: true };
}
