import { queryOptions, useQuery } from '@tanstack/react-query';
import { lessonsApi } from '@track-grow/domain/lessons/api';
import { callApi } from '../../../lib/api-client.ts';
import { dependsOn } from '../../../lib/query-keys.ts';
import { lessonsKeys } from './keys.ts';

/** GET /api/lessons/completions: the lessons the user learned, oldest first (prefetched after sign-in). */
export const lessonCompletionsQuery = queryOptions({
  queryKey: lessonsKeys.completions,
  queryFn: () => callApi(lessonsApi.completions),
  ...dependsOn('lessons'),
});

export const useLessonCompletions = () => useQuery(lessonCompletionsQuery);
