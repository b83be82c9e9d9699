import { queryOptions, useQuery } from '@tanstack/react-query';
import { lessonsApi } from '@track-grow/domain/lessons/api';
import { callApi } from '../../../lib/api-client.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/** GET /api/lessons/completions: the lessons the user learned, oldest first (prefetched after sign-in). */
export const lessonCompletionsQuery = queryOptions({
  queryKey: keyOf(lessonsApi.completions),
  queryFn: () => callApi(lessonsApi.completions),
  ...dependsOn('lessons'),
});

export const useLessonCompletions = () => useQuery(lessonCompletionsQuery);
