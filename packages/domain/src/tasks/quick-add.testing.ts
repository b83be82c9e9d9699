import fc from 'fast-check';
import { expect } from 'vitest';
import type { QuickAdd } from './quick-add';

/** [typed date phrase, due date, due time] */
export type DatePhrase = [string, string, string | null];

/**
 * The quick-add property shared by each language's tests: title words, at most one date phrase and some
 * priority/tag tokens, shuffled together, give back the title words in order and exactly that date.
 */
export function assertKeepsTitleAndFindsDate(
  parse: (text: string) => QuickAdd,
  words: readonly string[],
  datePhrases: readonly DatePhrase[],
  extras: readonly string[],
): void {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 6 }),
      fc.option(fc.constantFrom(...datePhrases), { nil: undefined }),
      fc.array(fc.constantFrom(...extras), { maxLength: 3 }),
      fc.nat(),
      fc.array(fc.nat(), { maxLength: 3 }),
      (titleWords, date, extraTokens, datePos, extraPos) => {
        const tokens = [...titleWords];
        if (date) tokens.splice(datePos % (tokens.length + 1), 0, date[0]);
        extraTokens.forEach((token, i) => tokens.splice((extraPos[i] ?? 0) % (tokens.length + 1), 0, token));
        const result = parse(tokens.join(' '));
        expect(result.title).toBe(titleWords.join(' '));
        expect(result.dueDate).toBe(date ? date[1] : null);
        expect(result.dueTime).toBe(date ? date[2] : null);
      },
    ),
    { numRuns: 300 },
  );
}
