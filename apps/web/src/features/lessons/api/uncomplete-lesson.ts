import { useMutation } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** DELETE /api/lessons/completions/:lessonId: undo "learned". */
export function useUncompleteLesson() {
  return useMutation({
    mutationFn: (lessonId: string) => callApi(api.lessons.uncomplete, { params: { lessonId } }),
    ...changes('lessons'),
  });
}
