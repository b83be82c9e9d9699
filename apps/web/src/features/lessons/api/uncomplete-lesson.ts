import { useMutation } from '@tanstack/react-query';
import { lessonsApi } from '@track-grow/domain/lessons/api';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** DELETE /api/lessons/completions/:lessonId: undo "learned". */
export function useUncompleteLesson() {
  return useMutation({
    mutationFn: (lessonId: string) => callApi(lessonsApi.uncomplete, { params: { lessonId } }),
    ...changes('lessons'),
  });
}
