import { queryOptions, useQuery } from '@tanstack/react-query';
import { lessonsApi } from '@track-grow/domain/lessons/api';
import { callApi } from '../../../lib/api-client.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/**
 * GET /api/lessons: the library with the user's completions and the lesson of their day. The day follows the
 * profile's time zone and day start, so the read depends on the profile too.
 */
export const lessonLibraryQuery = queryOptions({
  queryKey: keyOf(lessonsApi.list),
  queryFn: () => callApi(lessonsApi.list),
  ...dependsOn('lessons', 'profile'),
});

export const useLessonLibrary = () => useQuery(lessonLibraryQuery);
