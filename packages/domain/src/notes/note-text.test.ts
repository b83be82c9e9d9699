import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  noteDisplayTitle,
  noteExcerpt,
  plainText,
  PREVIEW_SOURCE_CHARS,
  titleFromContent,
  truncateWords,
} from './note-text';

describe('titleFromContent', () => {
  it('takes the first non-empty line as plain text', () => {
    expect(titleFromContent('\n\n  Groceries for the week\n- milk\n- eggs')).toBe('Groceries for the week');
    expect(titleFromContent('# Trip to **Rome**\nflights')).toBe('Trip to Rome');
    expect(titleFromContent('- [ ] call the _bank_')).toBe('call the bank');
    expect(titleFromContent('1. first [step](https://example.com)')).toBe('first step');
    expect(titleFromContent('> a quote with `code`')).toBe('a quote with code');
    expect(titleFromContent('![cat](cat.png) photos')).toBe('cat photos');
  });

  it('keeps underscores and stars that are not emphasis', () => {
    expect(titleFromContent('rename snake_case_names to 2*3')).toBe('rename snake_case_names to 2*3');
  });

  it('is empty for an empty note and cuts long lines at a word', () => {
    expect(titleFromContent('')).toBe('');
    expect(titleFromContent('   \n \n')).toBe('');
    const long = 'word '.repeat(40).trim();
    const title = titleFromContent(long);
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title.endsWith('word…')).toBe(true);
  });

  it('never exceeds the limit and never starts or ends with a space', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.integer({ min: 5, max: 120 }), (content, max) => {
        const title = titleFromContent(content, max);
        expect(title.length).toBeLessThanOrEqual(max);
        expect(title).toBe(title.trim());
        expect(title).not.toContain('\n');
      }),
    );
  });
});

describe('display title and excerpt', () => {
  it('prefers the note’s own title', () => {
    expect(noteDisplayTitle({ title: 'Ideas', content: '# Something else' })).toBe('Ideas');
    expect(noteDisplayTitle({ title: '  ', content: '# Something else' })).toBe('Something else');
    expect(noteDisplayTitle({ title: '', content: '' })).toBe('');
  });

  it('previews the body without the line used as the title', () => {
    expect(noteExcerpt({ title: '', content: '# Plan\n- book **flights**\n- pack' })).toBe(
      'book flights · pack',
    );
    expect(noteExcerpt({ title: 'Plan', content: '# Plan\n- book flights' })).toBe('Plan · book flights');
    expect(noteExcerpt({ title: 'x', content: 'a '.repeat(200) }, 20).length).toBeLessThanOrEqual(20);
  });

  it('reads only the head of a long note, so a list of long notes stays quick', () => {
    const late = `${' '.repeat(PREVIEW_SOURCE_CHARS)}\nlate words`;
    expect(noteExcerpt({ title: 'T', content: late })).toBe('');
    expect(titleFromContent(late)).toBe('');
    const brackets = `Plan [a [b\n${'[x '.repeat(50_000)}`;
    expect(noteExcerpt({ title: '', content: brackets })).toMatch(/^\[x \[x/);
    expect(titleFromContent(brackets)).toBe('Plan [a [b');
  });

  it('truncates only when needed', () => {
    expect(truncateWords('short', 10)).toBe('short');
    expect(truncateWords('abcdefghijklmnop', 10)).toBe('abcdefghi…');
    expect(plainText('**bold** and __strong__ and ~~gone~~')).toBe('bold and strong and gone');
  });
});

describe('plainText (the list’s excerpt and title)', () => {
  it('keeps a link’s text and drops its address, even with parentheses or a title in it', () => {
    expect(plainText('see [my site](https://example.com/a_(b)) and ok')).toBe('see my site and ok');
    expect(plainText('[Belém](https://en.wikipedia.org/wiki/Bel%C3%A9m_(Lisbon) "Belém") tower')).toBe(
      'Belém tower',
    );
    expect(plainText('[the [new] site](<https://x.com/a b>) and [ref][1] or [ref2][]')).toBe(
      'the [new] site and ref or ref2',
    );
    expect(plainText('mail <me@example.com> or <https://example.com>')).toBe(
      'mail me@example.com or https://example.com',
    );
    expect(plainText('[1]: https://example.com "Example"')).toBe('');
    expect(plainText('a [bracket] stays, (so do parentheses) and [half](open')).toBe(
      'a [bracket] stays, (so do parentheses) and [half](open',
    );
  });

  it('keeps image alt text, code content and emphasised words, and drops their marks', () => {
    expect(plainText('![a **cat**](cat.png "Cat") photos')).toBe('a cat photos');
    expect(plainText('run `npm [x](y) *z*` then ``a ` b``')).toBe('run npm [x](y) *z* then a ` b');
    expect(plainText('***both*** and _it_ and ~~gone~~ and \\*literal\\*')).toBe(
      'both and it and gone and *literal*',
    );
    expect(plainText('<b>bold</b> text <br/> and 2 < 3')).toBe('bold text and 2 < 3');
  });

  it('drops heading marks, quotes, rules, fences and table rules', () => {
    expect(plainText('## Plan ##\n> > quoted\n---\n***\nTitle\n=====')).toBe('Plan\nquoted\n\n\nTitle\n');
    expect(plainText('```ts\nconst a = [b](c);\n```\nafter')).toBe('const a = [b](c);\nafter');
    expect(plainText('| a | b |\n|---|:-:|\n| 1 | 2 |')).toBe('a · b\n\n1 · 2');
  });

  it('gives the excerpt a user reads', () => {
    expect(noteExcerpt({ title: 'Links', content: 'Visit [the site](https://ex.com/(x)) and ok' })).toBe(
      'Visit the site and ok',
    );
  });
});
