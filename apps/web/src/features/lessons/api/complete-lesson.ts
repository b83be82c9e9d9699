import { useMutation } from '@tanstack/react-query';
import { lessonsApi } from '@track-grow/domain/lessons/api';
import type { CompleteLessonInput } from '@track-grow/domain/lessons';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** POST /api/lessons/completions: mark as learned (idempotent; a given reflection replaces the old one). */
export function useCompleteLesson() {
  return useMutation({
    mutationFn: (input: CompleteLessonInput) => callApi(lessonsApi.complete, input),
    ...changes('lessons'),
  });
}
