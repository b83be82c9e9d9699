import { useMutation } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import type { CreateMoodInput } from '@track-grow/domain/mood';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** POST /api/moods: a rating and an optional note for the user's today. */
export function useCaptureMood() {
  return useMutation({
    mutationFn: (input: CreateMoodInput) => callApi(api.moods.create, input),
    ...changes('mood'),
  });
}
