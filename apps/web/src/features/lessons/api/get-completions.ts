import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import { callApi } from '../../../lib/api-client.ts';
import { dependsOn } from '../../../lib/query-keys.ts';
import { lessonsKeys } from './keys.ts';

/** GET /api/lessons/completions: the lessons the user learned, oldest first (prefetched after sign-in). */
export const lessonCompletionsQuery = queryOptions({
  queryKey: lessonsKeys.completions,
  queryFn: () => callApi(api.lessons.completions),
  ...dependsOn('lessons'),
});

export const useLessonCompletions = () => useQuery(lessonCompletionsQuery);
