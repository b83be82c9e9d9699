import { afterAll, describe, expect, it } from 'vitest';
import type { TimelineEntry } from '@track-grow/domain/timeline';
import { i18n } from '../../lib/i18n.ts';
import './i18n.ts';
import { dayHeading, entryHref, entryText, entryTime, groupByDay, hasTime } from './format.ts';
import { makeEntry } from './test-fixtures.ts';

afterAll(() => i18n.changeLanguage('en'));

const habit = makeEntry('habitCompleted', { name: 'Meditate' });
const samples: [TimelineEntry, string, string][] = [
  [habit, 'Completed Meditate', 'Completato: Meditate'],
  [
    makeEntry('taskCompleted', { title: 'Pay rent' }),
    'Completed task Pay rent',
    'Attività completata: Pay rent',
  ],
  [
    makeEntry('moodLogged', { rating: 4, note: 'Good  day\nat the lake' }),
    'Mood 4/5 · Good day at the lake',
    'Umore 4/5 · Good day at the lake',
  ],
  [makeEntry('moodLogged', { rating: 2, note: null }), 'Mood 2/5', 'Umore 2/5'],
  [
    makeEntry('transaction', { type: 'expense', amount: '12.50', category: 'Food', description: 'Lunch' }),
    'Expense $12.50 · Food — Lunch',
    'Uscita 12,50 $ · Cibo — Lunch',
  ],
  [
    makeEntry('transaction', { type: 'income', amount: '1234.00', category: 'Side gig', description: null }),
    'Income $1,234.00 · Side gig',
    'Entrata 1234,00 $ · Side gig',
  ],
  [
    makeEntry('workout', { name: 'Morning run', minutes: 30 }),
    'Workout Morning run · 30 min',
    'Allenamento Morning run · 30 min',
  ],
  [
    makeEntry('focusSession', { title: 'Focus Session', minutes: 25 }),
    'Focus 25 min · Focus Session',
    'Concentrazione 25 min · Focus Session',
  ],
  [
    makeEntry('bookFinished', { title: 'Deep Work', author: 'Cal Newport' }),
    'Finished Deep Work by Cal Newport',
    'Finito Deep Work di Cal Newport',
  ],
  [makeEntry('bookFinished', { title: 'Walden', author: null }), 'Finished Walden', 'Finito Walden'],
  [makeEntry('lessonLearned', { title: 'Inversion' }), 'Learned Inversion', 'Imparato Inversion'],
  [
    makeEntry('noteAdded', { title: 'Wins', excerpt: 'Finished the obvious part' }),
    'Note: Wins',
    'Nota: Wins',
  ],
  [makeEntry('noteAdded', { title: '', excerpt: '' }), 'Note: Untitled note', 'Nota: Nota senza titolo'],
  [
    makeEntry('wellnessLogged', { sleepHours: 7.5, waterGlasses: 6, meditationMinutes: 10, steps: 8000 }),
    'Wellness: slept 7.5 h · 6 glasses · 10 min meditation · 8,000 steps',
    'Benessere: dormito 7,5 h · 6 bicchieri · 10 min di meditazione · 8000 passi',
  ],
  [
    makeEntry('wellnessLogged', { sleepHours: null, waterGlasses: 1, meditationMinutes: null, steps: null }),
    'Wellness: 1 glass',
    'Benessere: 1 bicchiere',
  ],
  [
    makeEntry('wellnessLogged', {
      sleepHours: null,
      waterGlasses: null,
      meditationMinutes: null,
      steps: null,
    }),
    'Wellness logged',
    'Benessere registrato',
  ],
  [makeEntry('achievement', { title: 'Promoted' }), 'Achievement: Promoted', 'Traguardo: Promoted'],
];

describe('entryText', () => {
  it.each(samples.map(([entry, en]) => [entry.kind, entry, en] as const))(
    '%s in English',
    (_, entry, text) => {
      expect(entryText(i18n.getFixedT('en', 'timeline'), entry, { language: 'en', currency: 'USD' })).toBe(
        text,
      );
    },
  );

  it.each(samples.map(([entry, , it_]) => [entry.kind, entry, it_] as const))(
    '%s in Italian',
    (_, entry, text) => {
      const line = entryText(i18n.getFixedT('it', 'timeline'), entry, { language: 'it', currency: 'USD' });
      expect(line.replace(/\s/g, ' ')).toBe(text);
    },
  );

  it("formats an amount in the profile's currency and cuts a long mood note to one line", () => {
    const t = i18n.getFixedT('en', 'timeline');
    const euro = makeEntry('transaction', {
      type: 'expense',
      amount: '5.00',
      category: 'Travel',
      description: ' ',
    });
    expect(entryText(t, euro, { language: 'en', currency: 'EUR' })).toBe('Expense €5.00 · Travel');
    const long = makeEntry('moodLogged', { rating: 5, note: 'x'.repeat(200) });
    expect(entryText(t, long, { language: 'en', currency: 'USD' })).toBe(`Mood 5/5 · ${'x'.repeat(59)}…`);
  });
});

describe('entryHref', () => {
  it("opens the habit's own page, a transaction's month, and every other entry's area", () => {
    expect(entryHref(habit)).toBe(`/habits?habit=${habit.sourceId}`);
    const expense = makeEntry(
      'transaction',
      { type: 'expense', amount: '1.00', category: 'Food', description: null },
      { date: '2026-10-31', at: '2026-10-31T22:30:00.000Z' },
    );
    expect(entryHref(expense)).toBe('/money?month=2026-10');
    const routes = Object.fromEntries(samples.map(([entry]) => [entry.kind, entryHref(entry).split('?')[0]]));
    expect(routes).toEqual({
      habitCompleted: '/habits',
      taskCompleted: '/tasks',
      moodLogged: '/mood',
      transaction: '/money',
      workout: '/fitness',
      focusSession: '/focus',
      bookFinished: '/books',
      lessonLearned: '/lessons',
      noteAdded: '/notes',
      wellnessLogged: '/wellness',
      achievement: '/career',
    });
  });
});

describe('days', () => {
  it('groups by the server’s day, in order, each entry once', () => {
    // 23:30 UTC on the 22nd is already the 23rd in Rome: the server's `date` decides, not `at`.
    const late = makeEntry(
      'noteAdded',
      { title: 'a', excerpt: '' },
      { at: '2026-11-22T23:30:00.000Z', date: '2026-11-23' },
    );
    const early = makeEntry(
      'noteAdded',
      { title: 'b', excerpt: '' },
      { at: '2026-11-22T09:00:00.000Z', date: '2026-11-22' },
    );
    const days = groupByDay([late, early, late]);
    expect(days.map((day) => [day.date, day.entries.map((entry) => entry.id)])).toEqual([
      ['2026-11-23', [late.id]],
      ['2026-11-22', [early.id]],
    ]);
  });

  it('names today, yesterday, and other days by weekday and date (the year when not this one)', () => {
    const en = i18n.getFixedT('en', 'timeline');
    const it_ = i18n.getFixedT('it', 'timeline');
    expect(dayHeading(en, '2026-11-23', '2026-11-23', 'en')).toBe('Today');
    expect(dayHeading(en, '2026-11-22', '2026-11-23', 'en')).toBe('Yesterday');
    expect(dayHeading(en, '2026-11-20', '2026-11-23', 'en')).toBe('Fri, Nov 20');
    expect(dayHeading(en, '2025-12-31', '2026-01-02', 'en')).toBe('Wed, Dec 31, 2025');
    expect(dayHeading(it_, '2026-11-22', '2026-11-23', 'it')).toBe('Ieri');
    expect(dayHeading(it_, '2026-11-20', '2026-11-23', 'it')).toBe('ven 20 nov');
  });

  it("shows the time in the user's zone", () => {
    expect(entryTime('2026-11-23T08:05:00.000Z', 'en', 'Europe/Rome')).toBe('9:05 AM');
    expect(entryTime('2026-11-23T08:05:00.000Z', 'it', 'America/New_York')).toBe('3:05');
  });

  it('gives a time only to entries that have one: a mood or a habit is dated by its day', () => {
    expect(hasTime(makeEntry('taskCompleted', { title: 'Pay rent' }))).toBe(true);
    expect(hasTime(makeEntry('focusSession', { title: 'Focus Session', minutes: 25 }))).toBe(true);
    expect(hasTime(makeEntry('moodLogged', { rating: 4, note: null }))).toBe(false);
    expect(hasTime(makeEntry('habitCompleted', { name: 'Read' }))).toBe(false);
  });
});
