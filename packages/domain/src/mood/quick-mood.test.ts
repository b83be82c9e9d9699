import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMoodInput } from './mood.schema';
import { parseQuickMood } from './quick-mood';

describe('parseQuickMood', () => {
  it('takes the picked face and the text as the note', () => {
    expect(parseQuickMood('  long day ', 4)).toEqual({ ok: true, rating: 4, note: 'long day' });
    expect(parseQuickMood('', 2)).toEqual({ ok: true, rating: 2, note: null });
    expect(parseQuickMood('3 coffees', 5)).toEqual({ ok: true, rating: 5, note: '3 coffees' });
  });

  it('reads a leading rating when no face is picked', () => {
    expect(parseQuickMood('4 long day', null)).toEqual({ ok: true, rating: 4, note: 'long day' });
    expect(parseQuickMood('5/5', null)).toEqual({ ok: true, rating: 5, note: null });
  });

  it('refuses a missing or out-of-range rating and an over-long note', () => {
    expect(parseQuickMood('long day', null)).toEqual({ ok: false, problem: 'noRating' });
    expect(parseQuickMood('7 great', null)).toEqual({ ok: false, problem: 'badRating' });
    expect(parseQuickMood('0', null)).toEqual({ ok: false, problem: 'badRating' });
    expect(parseQuickMood('x'.repeat(1001), 3)).toEqual({ ok: false, problem: 'noteTooLong' });
  });

  it('property: an accepted reading is always a valid mood body', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.option(fc.integer({ min: -2, max: 8 })),
        (text, picked) => {
          const reading = parseQuickMood(text, picked);
          if (!reading.ok) return;
          const { ok: _ok, ...body } = reading;
          expect(createMoodInput.safeParse({ ...body, date: '2026-03-14' }).success).toBe(true);
        },
      ),
    );
  });
});
