import { ImportFileError } from './imports.schema';

/** The ImportFileError a parser throws, for tests to check its code and place; fails when it throws none. */
export function importErrorOf(parse: () => unknown): ImportFileError {
  try {
    parse();
  } catch (error) {
    if (error instanceof ImportFileError) return error;
    throw error;
  }
  throw new Error('the file was read without an error');
}
