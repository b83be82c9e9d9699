import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { HabitCompletion } from '@track-grow/domain/habits';
import { habitsApi } from '@track-grow/domain/habits/api';
import type { CompletionsRange } from './get-completions.ts';

/** What a write does to one day: a toggle (SPEC.md 7), or an idempotent set (PUT …/completions/:date). */
export type DayWrite = { kind: 'toggle' } | { kind: 'set'; completed: boolean; skipped: boolean };

/** The day as the server will store it: a toggle flips completed and clears skipped. */
export function applyDayWrite(
  rows: readonly HabitCompletion[],
  habitId: string,
  date: string,
  write: DayWrite,
): HabitCompletion[] {
  const current = rows.find((row) => row.habitId === habitId && row.date === date);
  const next =
    write.kind === 'toggle'
      ? { completed: !(current?.completed ?? false), skipped: false }
      : { completed: write.completed, skipped: write.skipped };
  const others = rows.filter((row) => row !== current);
  // The list holds completed or skipped days only.
  if (!next.completed && !next.skipped) return others;
  const row: HabitCompletion = { habitId, date, ...next };
  return [...others, row].sort((a, b) => a.date.localeCompare(b.date));
}

function coversDay(queryKey: QueryKey, habitId: string, date: string): boolean {
  if (queryKey[0] !== habitsApi.completions.path) return false;
  const range = queryKey[1] as Partial<CompletionsRange> | undefined;
  if (!range?.from || !range.to) return false;
  if (range.habitId && range.habitId !== habitId) return false;
  return range.from <= date && date <= range.to;
}

export type CompletionsSnapshot = [QueryKey, HabitCompletion[] | undefined][];

/** Shows the write at once in every cached completions list that holds the day; returns what to roll back to. */
export async function writeDayOptimistically(
  queryClient: QueryClient,
  habitId: string,
  date: string,
  write: DayWrite,
): Promise<CompletionsSnapshot> {
  const filters = { predicate: (query: { queryKey: QueryKey }) => coversDay(query.queryKey, habitId, date) };
  await queryClient.cancelQueries(filters);
  const snapshot = queryClient.getQueriesData<HabitCompletion[]>(filters);
  queryClient.setQueriesData<HabitCompletion[]>(filters, (rows) =>
    rows ? applyDayWrite(rows, habitId, date, write) : rows,
  );
  return snapshot;
}

export function restoreSnapshot(queryClient: QueryClient, snapshot: CompletionsSnapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}

/** Whether a cached completions list already holds the day as completed (false when none holds the day). */
export function isDayCompleted(queryClient: QueryClient, habitId: string, date: string): boolean {
  const lists = queryClient.getQueriesData<HabitCompletion[]>({
    predicate: (query) => coversDay(query.queryKey, habitId, date),
  });
  return lists.some(([, rows]) =>
    rows?.some((row) => row.habitId === habitId && row.date === date && row.completed),
  );
}
