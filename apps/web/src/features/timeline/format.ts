import type { TFunction } from 'i18next';
import { productAreas } from '@track-grow/domain/areas';
import type { TimelineEntry } from '@track-grow/domain/timeline';
import { defaultCategories, formatAmount } from '@track-grow/domain/money';
import { addDays } from '@track-grow/domain/shared';
import { dateFormatter, formatDay } from '../../lib/date-format.ts';

/** A run of entries of one user's day, newest first, as the server sent them. */
export interface TimelineDay {
  date: string;
  entries: TimelineEntry[];
}

/**
 * Entries in day groups by their `date` (the user's day, computed by the server: never re-derived from `at`),
 * in the order they came; an entry already seen (pages that overlap after a refresh) is kept once.
 */
export function groupByDay(entries: readonly TimelineEntry[]): TimelineDay[] {
  const days: TimelineDay[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    const last = days.at(-1);
    if (last?.date === entry.date) last.entries.push(entry);
    else days.push({ date: entry.date, entries: [entry] });
  }
  return days;
}

/** "Today", "Yesterday", else the day as "Mon, Nov 23" (with its year when it is not this year's). */
export function dayHeading(t: TFunction<'timeline'>, date: string, today: string, language: string): string {
  if (date === today) return t('days.today');
  if (date === addDays(today, -1)) return t('days.yesterday');
  return formatDay(date, today, language);
}

/**
 * Kinds whose rows carry the moment they happened. The others are dated by day only (the server places them at
 * the start of the user's day), so a time shown for them would be made up.
 */
const timedKinds: ReadonlySet<TimelineEntry['kind']> = new Set([
  'taskCompleted',
  'focusSession',
  'lessonLearned',
  'noteAdded',
]);

export const hasTime = (entry: TimelineEntry): boolean => timedKinds.has(entry.kind);

/** The entry's local time ("9:05 AM", "09:05") in the user's zone. */
export const entryTime = (at: string, language: string, timeZone: string): string =>
  dateFormatter(language, { hour: 'numeric', minute: '2-digit' }, timeZone).format(new Date(at));

/**
 * Where an entry leads: its item when the area opens one from the URL (a habit's page, a transaction's
 * month), else its area's page.
 */
export function entryHref(entry: TimelineEntry): string {
  const route = productAreas[entry.area].route;
  if (entry.kind === 'habitCompleted') return `${route}?habit=${encodeURIComponent(entry.sourceId)}`;
  if (entry.kind === 'transaction') return `${route}?month=${entry.date.slice(0, 7)}`;
  return route;
}

/** Longer free text (a mood's note) is cut to this many characters in a one-line row. */
const EXCERPT_LENGTH = 60;
const excerpt = (text: string): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : line;
};

const isDefaultCategory = (category: string): category is (typeof defaultCategories)[number] =>
  (defaultCategories as readonly string[]).includes(category);

export interface EntryTextOptions {
  language: string;
  /** The profile's currency (ISO 4217). */
  currency: string;
}

/** The wellness measures logged that day, in the user's language; the ones not logged are left out. */
function wellnessParts(
  t: TFunction<'timeline'>,
  entry: Extract<TimelineEntry, { kind: 'wellnessLogged' }>,
  language: string,
): string {
  const number = (value: number) => new Intl.NumberFormat(language).format(value);
  const parts: string[] = [];
  if (entry.sleepHours !== null) parts.push(t('wellness.sleep', { hours: number(entry.sleepHours) }));
  if (entry.waterGlasses !== null) parts.push(t('wellness.water', { count: entry.waterGlasses }));
  if (entry.meditationMinutes !== null)
    parts.push(t('wellness.meditation', { minutes: number(entry.meditationMinutes) }));
  if (entry.steps !== null)
    parts.push(t('wellness.steps', { count: entry.steps, steps: number(entry.steps) }));
  return parts.join(' · ');
}

/** A second, quieter line under the entry's: a note's plain-text excerpt; null for the other kinds. */
export const entryDetail = (entry: TimelineEntry): string | null =>
  entry.kind === 'noteAdded' && entry.excerpt ? entry.excerpt : null;

/** The entry's one line ("Completed Meditate", "Expense $12.50 · Food — Lunch"), in the user's language. */
export function entryText(t: TFunction<'timeline'>, entry: TimelineEntry, options: EntryTextOptions): string {
  switch (entry.kind) {
    case 'habitCompleted':
      return t('entry.habitCompleted', { name: entry.name });
    case 'taskCompleted':
      return t('entry.taskCompleted', { title: entry.title });
    case 'moodLogged':
      return entry.note?.trim()
        ? t('entry.moodWithNote', { rating: entry.rating, note: excerpt(entry.note) })
        : t('entry.mood', { rating: entry.rating });
    case 'transaction': {
      const amount = formatAmount(entry.amount, { currency: options.currency, locale: options.language });
      const category = isDefaultCategory(entry.category) ? t(`categories.${entry.category}`) : entry.category;
      const values = { amount, category, description: entry.description?.trim() ?? '' };
      const described = values.description !== '';
      if (entry.type === 'income')
        return described ? t('entry.incomeWithDescription', values) : t('entry.income', values);
      return described ? t('entry.expenseWithDescription', values) : t('entry.expense', values);
    }
    case 'workout':
      return t('entry.workout', { name: entry.name, minutes: entry.minutes });
    case 'focusSession':
      return t('entry.focusSession', { title: entry.title, minutes: entry.minutes });
    case 'bookFinished':
      return entry.author?.trim()
        ? t('entry.bookFinishedBy', { title: entry.title, author: entry.author })
        : t('entry.bookFinished', { title: entry.title });
    case 'lessonLearned':
      return t('entry.lessonLearned', { title: entry.title });
    case 'noteAdded':
      return t('entry.noteAdded', { title: entry.title || t('entry.untitledNote') });
    case 'wellnessLogged': {
      // Only sleep, water, meditation and steps are named: a day of energy and stress alone is "logged".
      const parts = wellnessParts(t, entry, options.language);
      return parts ? t('entry.wellnessLogged', { parts }) : t('entry.wellnessOther');
    }
    case 'achievement':
      return t('entry.achievement', { title: entry.title });
  }
}
