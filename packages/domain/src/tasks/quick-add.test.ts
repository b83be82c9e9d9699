import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { dateString } from '../shared/primitives';
import { assertKeepsTitleAndFindsDate, type DatePhrase } from './quick-add.testing';
import { parseQuickAdd, type QuickAddOptions } from './quick-add';

// 2026-03-11 is a Wednesday.
const wed: QuickAddOptions = { today: '2026-03-11', weekStart: 1 };
const parse = (text: string, options: Partial<QuickAddOptions> = {}) =>
  parseQuickAdd(text, { ...wed, ...options });

describe('parseQuickAdd: dates', () => {
  it.each([
    ['pay rent friday !high', 'pay rent', '2026-03-13'],
    ['pay rent on friday', 'pay rent', '2026-03-13'],
    ['pay rent by friday', 'pay rent', '2026-03-13'],
    ['pay rent due friday', 'pay rent', '2026-03-13'],
    ['friday pay rent', 'pay rent', '2026-03-13'],
    ['pay rent fri', 'pay rent', '2026-03-13'],
    ['pay rent this friday', 'pay rent', '2026-03-13'],
    ['standup wednesday', 'standup', '2026-03-11'], // the coming Wednesday is today
    ['standup tuesday', 'standup', '2026-03-17'],
    ['call mom tomorrow', 'call mom', '2026-03-12'],
    ['call mom tmrw', 'call mom', '2026-03-12'],
    ['call mom today', 'call mom', '2026-03-11'],
    ['call mom tonight', 'call mom', '2026-03-11'],
    ['dentist day after tomorrow', 'dentist', '2026-03-13'],
    ['dentist in 3 days', 'dentist', '2026-03-14'],
    ['dentist in two days', 'dentist', '2026-03-13'],
    ['renew passport in 2 weeks', 'renew passport', '2026-03-25'],
    ['taxes on 12 march', 'taxes', '2026-03-12'],
    ['taxes march 12', 'taxes', '2026-03-12'],
    ['taxes 12 march 2027', 'taxes', '2027-03-12'],
    ['taxes on 10 march', 'taxes', '2027-03-10'], // already past this year: next year
    ['report due end of month', 'report', '2026-03-31'],
    ['launch 2026-04-01', 'launch', '2026-04-01'],
    ['review, friday', 'review', '2026-03-13'],
    ['tomorrow: prepare slides', 'prepare slides', '2026-03-12'],
  ])('%s → "%s" due %s', (text, title, dueDate) => {
    const result = parse(text);
    expect(result.title).toBe(title);
    expect(result.dueDate).toBe(dueDate);
  });

  it('reads times with the date, and a time alone as today', () => {
    expect(parse('call mom tomorrow 9am')).toMatchObject({
      title: 'call mom',
      dueDate: '2026-03-12',
      dueTime: '09:00',
    });
    expect(parse('call mom tomorrow at 9:30pm')).toMatchObject({
      title: 'call mom',
      dueDate: '2026-03-12',
      dueTime: '21:30',
    });
    expect(parse('call mom friday 2pm')).toMatchObject({
      title: 'call mom',
      dueDate: '2026-03-13',
      dueTime: '14:00',
    });
    expect(parse('call mom at 5pm')).toMatchObject({
      title: 'call mom',
      dueDate: '2026-03-11',
      dueTime: '17:00',
    });
    expect(parse('meeting 10:30')).toMatchObject({
      title: 'meeting',
      dueDate: '2026-03-11',
      dueTime: '10:30',
    });
    expect(parse('lunch tomorrow at noon')).toMatchObject({
      title: 'lunch',
      dueDate: '2026-03-12',
      dueTime: '12:00',
    });
    // A date alone sets no time.
    expect(parse('call mom tomorrow').dueTime).toBeNull();
  });

  it('counts "in 2 hours" on the user’s own clock, past midnight if need be', () => {
    expect(parse('call back in 2 hours', { now: '09:15' })).toMatchObject({
      title: 'call back',
      dueDate: '2026-03-11',
      dueTime: '11:15',
    });
    expect(parse('call back in 2 hours', { now: '23:30' })).toMatchObject({
      dueDate: '2026-03-12',
      dueTime: '01:30',
    });
    expect(parse('call back in 30 minutes', { now: '23:50' })).toMatchObject({
      dueDate: '2026-03-12',
      dueTime: '00:20',
    });
    // Without the user's time, only the date.
    expect(parse('call back in 2 hours')).toMatchObject({
      title: 'call back',
      dueDate: '2026-03-11',
      dueTime: null,
    });
  });

  it('"next <weekday>" and "next week" follow the user’s week start', () => {
    const sunday = { today: '2026-03-15' };
    expect(parse('standup next monday', { ...sunday, weekStart: 1 }).dueDate).toBe('2026-03-16');
    expect(parse('standup next monday', { ...sunday, weekStart: 0 }).dueDate).toBe('2026-03-23');
    expect(parse('plan trip next week').dueDate).toBe('2026-03-16'); // Monday start
    expect(parse('plan trip next week', { weekStart: 0 }).dueDate).toBe('2026-03-15');
    expect(parse('next friday review')).toMatchObject({ title: 'review', dueDate: '2026-03-20' });
    expect(parse('next wednesday review').dueDate).toBe('2026-03-18');
  });

  it('reads 3/12 as the user’s locale does', () => {
    expect(parse('pay 3/12').dueDate).toBe('2026-03-12');
    expect(parse('pay 3/12', { dayFirst: true }).dueDate).toBe('2026-12-03');
  });

  it('leaves text with no date alone', () => {
    for (const text of [
      'buy milk',
      'buy 3 apples',
      'read chapter 4',
      'pay 200 for rent',
      'I may call',
      'fix bug!',
    ]) {
      expect(parse(text)).toEqual({
        title: text,
        dueDate: null,
        dueTime: null,
        priority: null,
        tags: [],
        recurrence: null,
      });
    }
  });

  it('does not take ordinary words for dates', () => {
    for (const text of [
      'Sat exam prep',
      'sun cream',
      'wed plans',
      'march for peace',
      'buy may flowers',
      'do it now',
    ]) {
      expect(parse(text)).toMatchObject({ title: text, dueDate: null });
    }
    // …but they are dates when the sentence says so.
    expect(parse('buy sun cream on sat')).toMatchObject({ title: 'buy sun cream', dueDate: '2026-03-14' });
    expect(parse('submit essay by sat')).toMatchObject({ title: 'submit essay', dueDate: '2026-03-14' });
  });

  it('never reads the past as a due date', () => {
    for (const text of [
      'notes from last friday',
      'follow up on what we said yesterday',
      'reply to mail from 3 days ago',
    ]) {
      expect(parse(text)).toMatchObject({ title: text, dueDate: null });
    }
  });

  it('takes the date at either end as the due date and keeps one in the middle in the title', () => {
    expect(parse('call mom tomorrow about friday party')).toMatchObject({
      title: 'call mom about friday party',
      dueDate: '2026-03-12',
    });
    expect(parse('prepare monday meeting tomorrow')).toMatchObject({
      title: 'prepare monday meeting',
      dueDate: '2026-03-12',
    });
    expect(parse('tomorrow: prepare monday meeting')).toMatchObject({
      title: 'prepare monday meeting',
      dueDate: '2026-03-12',
    });
  });

  it('leaves the title empty when the text is only a date', () => {
    expect(parse('tomorrow')).toMatchObject({ title: '', dueDate: '2026-03-12' });
    expect(parse('by friday !high #home')).toMatchObject({
      title: '',
      dueDate: '2026-03-13',
      priority: 'high',
      tags: ['home'],
    });
  });
});

describe('parseQuickAdd: priority, tags, repetition', () => {
  it.each([
    ['ship it !urgent', 'urgent'],
    ['ship it !high', 'high'],
    ['ship it !medium', 'medium'],
    ['ship it !med', 'medium'],
    ['ship it !low', 'low'],
    ['ship it !HIGH', 'high'],
    ['!1 ship it', 'urgent'],
    ['ship it !2', 'high'],
    ['ship it !3', 'medium'],
    ['ship it !4', 'low'],
    ['ship it !low !urgent', 'urgent'], // the last one wins
  ] as const)('%s → %s', (text, priority) => {
    expect(parse(text)).toMatchObject({ title: 'ship it', priority });
  });

  it('keeps "!" that is not a priority token', () => {
    expect(parse('wow!high five').title).toBe('wow!high five');
    expect(parse('ship it !5')).toMatchObject({ title: 'ship it !5', priority: null });
    expect(parse('ship it !highest')).toMatchObject({ title: 'ship it !highest', priority: null });
  });

  it('collects #tags lower-cased and once, anywhere in the text', () => {
    expect(parse('#Work book flights #travel #work')).toMatchObject({
      title: 'book flights',
      tags: ['work', 'travel'],
    });
    expect(parse('café #Café #über-fun')).toMatchObject({ title: 'café', tags: ['café', 'über-fun'] });
    // Not tags: a lone "#", "C#", a "#" inside a word, and a tag longer than 40 characters.
    expect(parse('learn C# and F #').tags).toEqual([]);
    const long = `#${'x'.repeat(41)}`;
    expect(parse(`note ${long}`)).toMatchObject({ title: `note ${long}`, tags: [] });
  });

  it('reads "every day|week|month|<weekday>" as a repetition with a first due date', () => {
    expect(parse('water plants every day')).toMatchObject({
      title: 'water plants',
      recurrence: 'daily',
      dueDate: '2026-03-11',
    });
    expect(parse('review budget every week')).toMatchObject({
      title: 'review budget',
      recurrence: 'weekly',
      dueDate: '2026-03-11',
    });
    expect(parse('pay rent every month')).toMatchObject({
      title: 'pay rent',
      recurrence: 'monthly',
      dueDate: '2026-03-11',
    });
    expect(parse('team sync every monday 10am')).toMatchObject({
      title: 'team sync',
      recurrence: 'weekly',
      dueDate: '2026-03-16',
      dueTime: '10:00',
    });
    expect(parse('pay rent every month starting on 1 april')).toMatchObject({
      recurrence: 'monthly',
      dueDate: '2026-04-01',
    });
    expect(parse('everyday carry')).toMatchObject({ title: 'everyday carry', recurrence: null });
  });
});

describe('parseQuickAdd: reference date', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  const samples = [
    'pay rent friday',
    'call tomorrow 9am',
    'next monday',
    'in 3 days',
    'on 12 march',
    'at 5pm',
    'next week',
    'in 2 hours',
  ];

  it('counts from the given today, never from the machine’s clock or zone', () => {
    const options = { today: '2026-03-08', weekStart: 0, now: '01:30' }; // Los Angeles springs forward this night
    process.env.TZ = 'UTC';
    const expected = samples.map((s) => parseQuickAdd(s, options));
    expect(expected.map((r) => r.dueDate)).toEqual([
      '2026-03-13',
      '2026-03-09',
      '2026-03-16',
      '2026-03-11',
      '2026-03-12',
      '2026-03-08',
      '2026-03-15',
      '2026-03-08',
    ]);
    for (const zone of [
      'America/Los_Angeles',
      'Pacific/Auckland',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
      'Asia/Kathmandu',
    ]) {
      process.env.TZ = zone;
      expect(
        samples.map((s) => parseQuickAdd(s, options)),
        zone,
      ).toEqual(expected);
    }
  });

  it('moves with today across months, years and leap days', () => {
    expect(parseQuickAdd('x tomorrow', { today: '2028-02-28', weekStart: 1 }).dueDate).toBe('2028-02-29');
    expect(parseQuickAdd('x tomorrow', { today: '2026-12-31', weekStart: 1 }).dueDate).toBe('2027-01-01');
    expect(parseQuickAdd('x in 3 days', { today: '2026-02-27', weekStart: 1 }).dueDate).toBe('2026-03-02');
  });
});

describe('parseQuickAdd: properties', () => {
  const words = [
    'pay',
    'rent',
    'call',
    'mom',
    'buy',
    'milk',
    'groceries',
    'report',
    'email',
    'dentist',
    'gym',
    'laundry',
    'fix',
    'bug',
    'water',
    'plants',
    'review',
    'budget',
  ];
  const datePhrases: DatePhrase[] = [
    ['tomorrow', '2026-03-12', null],
    ['friday', '2026-03-13', null],
    ['on friday', '2026-03-13', null],
    ['by friday', '2026-03-13', null],
    ['next monday', '2026-03-16', null],
    ['in 3 days', '2026-03-14', null],
    ['on 12 march', '2026-03-12', null],
    ['tomorrow 9am', '2026-03-12', '09:00'],
    ['day after tomorrow', '2026-03-13', null],
    ['at 5pm', '2026-03-11', '17:00'],
    ['end of month', '2026-03-31', null],
  ];
  const extras = ['!high', '!low', '!urgent', '!2', '#home', '#work', '#errands'];

  it('keeps every non-date word, in order, and finds the one date wherever it stands', () => {
    assertKeepsTitleAndFindsDate((text) => parse(text), words, datePhrases, extras);
  });

  it('never loses a non-date word, whatever surrounds it, and always answers well-formed values', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.string({ maxLength: 40 }),
        fc.constantFrom(...words),
        (before, after, word) => {
          const result = parse(`${before} ${word} ${after}`, { now: '08:00' });
          expect(result.title).not.toBe('');
          expect(result.title).toMatch(new RegExp(`(^|\\s)${word}($|[\\s,.;:!?])`));
          expect(result.title).toBe(result.title.trim());
          expect(result.title).not.toMatch(/\s{2}/);
          if (result.dueDate !== null) expect(dateString.safeParse(result.dueDate).success).toBe(true);
          if (result.dueTime !== null) expect(result.dueTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
          expect(new Set(result.tags).size).toBe(result.tags.length);
          for (const tag of result.tags) expect(tag).toBe(tag.toLowerCase());
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('a date that is no real day (issue 22)', () => {
  const read = (text: string, options: Partial<Parameters<typeof parseQuickAdd>[1]> = {}) =>
    parseQuickAdd(text, { today: '2026-03-10', weekStart: 0, ...options });

  it('stays in the title and is named, so the preview can say it was not read as a date', () => {
    expect(read('pay rent 31/02', { dayFirst: true })).toMatchObject({
      title: 'pay rent 31/02',
      dueDate: null,
      notADate: '31/02',
    });
    expect(read('pay rent 02/30/2026')).toMatchObject({ dueDate: null, notADate: '02/30/2026' });
    expect(read('paga affitto 31.02.2026', { locale: 'it' })).toMatchObject({ notADate: '31.02.2026' });
    expect(read('file taxes 2026-02-31')).toMatchObject({ notADate: '2026-02-31' });
  });

  it('leaves real days, prices, ranges and ratios alone', () => {
    for (const text of ['pay rent 3/4', 'buy milk 12.50', 'read pages 10-40', 'split 50/50', 'call 29/02'])
      expect(read(text, { dayFirst: true }), text).not.toHaveProperty('notADate');
  });
});
