import { queryOptions, useQuery } from '@tanstack/react-query';
import { habitsApi } from '@track-grow/domain/habits/api';
import { habitKeys, habitReads, type CompletionsRange } from './keys.ts';
import { getOne } from '../../../lib/api-list.ts';

/** GET /api/habits/completions?from&to[&habitId]: the completed or skipped days in the range. */
export const completionsQuery = (range: CompletionsRange) =>
  queryOptions({
    queryKey: habitKeys.completions(range),
    queryFn: () => getOne(habitsApi.completions, { ...range }),
    ...habitReads,
  });

export const useCompletions = (range: CompletionsRange, enabled = true) =>
  useQuery({ ...completionsQuery(range), enabled });
