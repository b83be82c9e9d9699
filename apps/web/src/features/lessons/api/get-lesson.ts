import { queryOptions, useQuery } from '@tanstack/react-query';
import { lessonsApi } from '@track-grow/domain/lessons/api';
import { callApi } from '../../../lib/api-client.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/** GET /api/lessons/:lessonId: one lesson with the user's completion (an unknown slug is a 404). */
export const lessonQuery = (lessonId: string) =>
  queryOptions({
    queryKey: keyOf(lessonsApi.get, { lessonId }),
    queryFn: () => callApi(lessonsApi.get, { params: { lessonId } }),
    ...dependsOn('lessons'),
  });

export const useLesson = (lessonId: string) => useQuery(lessonQuery(lessonId));
