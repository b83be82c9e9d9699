import type { ExportCollection } from '@track-grow/domain/transfer';

type Row = Record<string, unknown>;
/** Maps an id of the document to the account's id for that row (identity for rows read from the account). */
export type IdOf = (collection: ExportCollection, id: unknown) => string | null;

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value).trim()
    : value === null || value === undefined
      ? ''
      : JSON.stringify(value);
const lower = (value: unknown) => text(value).toLowerCase();
const amount = (value: unknown) => Number(value).toFixed(2);
const instant = (value: unknown) => (typeof value === 'string' ? new Date(value).toISOString() : '');
const key = (...parts: string[]) => JSON.stringify(parts);

/**
 * What makes a row "the same row" when a file is imported again: its content, never its id (the import gives
 * new ids). Rows with equal keys are matched one to one, so two identical coffees on a day stay two.
 */
export const naturalKeys: Record<ExportCollection, (row: Row, idOf: IdOf) => string> = {
  habits: (r) => key(lower(r.name)),
  habitCompletions: (r, idOf) => key(text(idOf('habits', r.habitId)), text(r.date)),
  vacations: (r) => key(text(r.startDate), text(r.endDate)),
  tasks: (r) =>
    key(text(r.title), text(r.dueDate), text(r.status), instant(r.completedAt), instant(r.createdAt)),
  transactions: (r) =>
    key(text(r.date), text(r.type), amount(r.amount), lower(r.category), text(r.description)),
  moods: (r) =>
    key(text(r.date), text(r.rating), [...(r.emotions as string[])].sort().join(','), text(r.note)),
  notes: (r) => key(text(r.title), text(r.content), instant(r.createdAt)),
  focusSessions: (r) => key(text(r.type), instant(r.startedAt)),
  workouts: (r) => key(text(r.date), lower(r.name), text(r.type), text(r.duration)),
  books: (r) => (r.libraryId ? key('library', text(r.libraryId)) : key(lower(r.title), lower(r.author))),
  lessonCompletions: (r) => key(text(r.lessonId)),
  wellness: (r) => key(text(r.date)),
  careerGoals: (r) => key(lower(r.title)),
  careerSkills: (r) => key(lower(r.name)),
  careerAchievements: (r) => key(lower(r.title), text(r.date)),
};
