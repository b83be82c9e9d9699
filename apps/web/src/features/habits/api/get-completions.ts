import { queryOptions, useQuery } from '@tanstack/react-query';
import { habitsApi } from '@track-grow/domain/habits/api';
import { getOne } from '../../../lib/api-list.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { habitReads } from './get-habits.ts';

export interface CompletionsRange {
  from: string;
  to: string;
  habitId?: string;
}

/** GET /api/habits/completions?from&to[&habitId]: the completed or skipped days in the range. */
export const completionsQuery = (range: CompletionsRange) =>
  queryOptions({
    queryKey: keyOf(habitsApi.completions, undefined, range),
    queryFn: () => getOne(habitsApi.completions, { ...range }),
    ...habitReads,
  });

export const useCompletions = (range: CompletionsRange, enabled = true) =>
  useQuery({ ...completionsQuery(range), enabled });
