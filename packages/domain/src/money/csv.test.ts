import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runSteps } from '../shared/steps';
import {
  CsvError,
  csvSteps,
  detectDelimiter,
  MAX_RECORD_CHARS,
  neutraliseFormula,
  parseCsv,
  toCsv,
  unneutraliseFormula,
} from './csv';

describe('CSV parsing (RFC 4180)', () => {
  it('reads plain records with CRLF, LF or CR line breaks', () => {
    expect(parseCsv('a,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,b\r1,2\r')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('')).toEqual([]);
  });

  it('reads quoted fields holding commas, doubled quotes and line breaks', () => {
    const text = 'date,description\r\n2026-03-01,"Lunch, with ""Bob""\r\nand Ann"\r\n2026-03-02,""\r\n';
    expect(parseCsv(text)).toEqual([
      ['date', 'description'],
      ['2026-03-01', 'Lunch, with "Bob"\r\nand Ann'],
      ['2026-03-02', ''],
    ]);
  });

  it('drops a byte-order mark and keeps empty fields and blank lines', () => {
    expect(parseCsv('\uFEFFa,b\n,\n\n1,')).toEqual([['a', 'b'], ['', ''], [''], ['1', '']]);
  });

  it('is lenient with stray quotes but refuses an unclosed one, saying where', () => {
    expect(parseCsv('a,b"c\n"x"y,z')).toEqual([
      ['a', 'b"c'],
      ['xy', 'z'],
    ]);
    expect(() => parseCsv('a,b\n1,"open\n2,3\n')).toThrow(CsvError);
    expect(() => parseCsv('a,b\n1,"open\n2,3\n')).toThrow('Row 2: a quoted field is never closed');
  });

  it('uses other delimiters and detects them from the header', () => {
    expect(parseCsv('a;b\n"1;2";3', ';')).toEqual([
      ['a', 'b'],
      ['1;2', '3'],
    ]);
    expect(detectDelimiter('Date;Amount;Text\n1,5;2;3')).toBe(';');
    expect(detectDelimiter('Date\tAmount\n')).toBe('\t');
    expect(detectDelimiter('"a;b",c\n')).toBe(',');
    expect(detectDelimiter('single\n')).toBe(',');
  });
});

describe('CSV writing', () => {
  it('quotes where needed and ends every record with CRLF', () => {
    expect(toCsv([['a', 'b,c', 'say "hi"', 'two\nlines', ' padded', '']])).toBe(
      'a,"b,c","say ""hi""","two\nlines"," padded",\r\n',
    );
  });

  it('neutralises formula injection', () => {
    expect(
      toCsv([['=HYPERLINK("http://evil","x")', '+1', '-2', '@SUM(A1)', '\tcmd', 'safe', "'=already"]]),
    ).toBe(`"'=HYPERLINK(""http://evil"",""x"")",'+1,'-2,'@SUM(A1),'\tcmd,safe,''=already\r\n`);
    expect(neutraliseFormula('12.50')).toBe('12.50');
    expect(unneutraliseFormula("'-2")).toBe('-2');
    expect(unneutraliseFormula("''=already")).toBe("'=already");
    expect(unneutraliseFormula("'plain")).toBe("'plain");
  });

  it('writing then parsing gives back every cell exactly (property)', () => {
    const cell = fc.string({
      unit: fc.constantFrom(
        'a',
        'Z',
        '1',
        ' ',
        ',',
        '"',
        '\r',
        '\n',
        "'",
        '=',
        '+',
        '-',
        '@',
        '\t',
        'é',
        '😀',
      ),
      maxLength: 12,
    });
    const records = fc.array(fc.array(cell, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(records, (recs) => {
        const back = parseCsv(toCsv(recs)).map((r) => r.map(unneutraliseFormula));
        return JSON.stringify(back) === JSON.stringify(recs);
      }),
    );
  });

  it('no written cell starts with a formula character outside quotes (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 8 }), { minLength: 1, maxLength: 6 }), (cells) => {
        return parseCsv(toCsv([cells]))[0]!.every((c) => !/^[=+\-@\t\r]/.test(c));
      }),
    );
  });
});

describe('csvSteps over parts', () => {
  /** The outcome of a parse: its records, or the message of its CsvError. */
  const outcome = (parse: () => string[][]) => {
    try {
      return { records: parse() };
    } catch (error) {
      if (error instanceof CsvError) return { error: error.message };
      throw error;
    }
  };

  it('reads text cut anywhere into parts as it reads it whole', () => {
    const text = fc
      .array(fc.constantFrom('a', 'bc', ',', ';', '"', '""', '\r', '\n', '\r\n', '\uFEFF', ' '), {
        maxLength: 40,
      })
      .map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(
        text,
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.constantFrom(',', ';'),
        (csv, cuts, delimiter) => {
          const at = [...new Set(cuts.map((cut) => cut % (csv.length + 1)))].sort((a, b) => a - b);
          const parts = [0, ...at].map((from, i) => csv.slice(from, [...at, csv.length][i]));
          expect(outcome(() => runSteps(csvSteps(parts, delimiter)))).toEqual(
            outcome(() => parseCsv(csv, delimiter)),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('keeps a doubled quote, a CRLF and a byte-order mark that a cut splits', () => {
    expect(runSteps(csvSteps(['\uFEFFa,"x"', '"y"\r', '\nb,c']))).toEqual([
      ['a', 'x"y'],
      ['b', 'c'],
    ]);
    expect(runSteps(csvSteps([]))).toEqual([]);
  });

  it('takes a record of MAX_RECORD_CHARS across parts, and refuses a longer one', () => {
    const half = MAX_RECORD_CHARS / 2;
    // After the second part, the unfinished record holds exactly the bound, then one character more.
    const atBound = ['"' + 'x'.repeat(half - 1), 'x'.repeat(half), '"\n'];
    expect(runSteps(csvSteps(atBound))[0]?.[0]).toHaveLength(MAX_RECORD_CHARS - 1);
    const over = ['"' + 'x'.repeat(half - 1), 'x'.repeat(half + 1), '"\n'];
    expect(() => runSteps(csvSteps(over))).toThrow(
      'Row 1: a record is longer than 1,000,000 characters (or a " is missing)',
    );
    // An unclosed quote in a large file stops at the bound, not at the end of the text.
    const parts = ['"open', ...Array.from({ length: 40 }, () => 'y'.repeat(MAX_RECORD_CHARS / 4))];
    expect(() => runSteps(csvSteps(parts))).toThrow(CsvError);
  });
});
