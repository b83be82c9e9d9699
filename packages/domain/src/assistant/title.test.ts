import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAT_TITLE_CHARS, CHAT_TITLE_WORDS, UNTITLED_CHAT } from './assistant.schema';
import { fallbackTitle, limitTitle, ruleTitle } from './title';

describe('limitTitle', () => {
  it.each([
    ['Weekly spending review', 'Weekly spending review'],
    ['Title: "Weekly spending review".', 'Weekly spending review'],
    ['titolo: Spese della settimana', 'Spese della settimana'],
    ['**Mood check-in**', 'Mood check-in'],
    ['«Abitudini di oggi»!', 'Abitudini di oggi'],
    ['one two three four five six seven', 'one two three four five'],
    ['\n\n  Budget  questions \nsecond line', 'Budget questions'],
    ['"…"', '…'],
    ['   ', ''],
    ['"?!"', ''],
  ])('%j → %j', (text, title) => {
    expect(limitTitle(text)).toBe(title);
  });

  it('cuts a long title to 50 characters without a trailing space', () => {
    const title = limitTitle(`${'a'.repeat(30)} ${'b'.repeat(30)}`);
    expect(title).toBe(`${'a'.repeat(30)} ${'b'.repeat(19)}`);
    expect(limitTitle(`${'a'.repeat(49)} bbb`)).toBe('a'.repeat(49));
  });

  it('never gives more than 5 words or 50 characters, nor surrounding space', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const title = limitTitle(text);
        expect(title.length).toBeLessThanOrEqual(CHAT_TITLE_CHARS);
        expect(title.split(/\s+/u).filter(Boolean).length).toBeLessThanOrEqual(CHAT_TITLE_WORDS);
        expect(title).toBe(title.trim());
      }),
    );
  });
});

describe('fallbackTitle', () => {
  it('takes the first 50 characters of the first message, on one line', () => {
    expect(fallbackTitle('how much did I spend\n this   week?')).toBe('how much did I spend this week?');
    expect(fallbackTitle('x'.repeat(80))).toBe('x'.repeat(50));
  });

  it('says "Untitled Chat" without a message or with a blank one', () => {
    expect(fallbackTitle(undefined)).toBe(UNTITLED_CHAT);
    expect(fallbackTitle('  \n ')).toBe(UNTITLED_CHAT);
  });
});

describe('ruleTitle', () => {
  it('capitalises the first words of the first message', () => {
    expect(ruleTitle('how much did I spend this week?')).toBe('How much did I spend');
    expect(ruleTitle('quanto ho speso')).toBe('Quanto ho speso');
  });

  it('falls back when no word is left, and never answers blank', () => {
    expect(ruleTitle('"?!"')).toBe('"?!"');
    expect(ruleTitle('   ')).toBe(UNTITLED_CHAT);
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const title = ruleTitle(text);
        expect(title.trim()).not.toBe('');
        expect(title.length).toBeLessThanOrEqual(CHAT_TITLE_CHARS);
      }),
    );
  });
});
