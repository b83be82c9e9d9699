import { useMutation } from '@tanstack/react-query';
import { moodsApi } from '@track-grow/domain/mood/api';
import type { CreateMoodInput } from '@track-grow/domain/mood';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** POST /api/moods: a rating and an optional note for the user's today. */
export function useCaptureMood() {
  return useMutation({
    mutationFn: (input: CreateMoodInput) => callApi(moodsApi.create, input),
    ...changes('mood'),
  });
}
