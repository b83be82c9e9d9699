import { useMutation } from '@tanstack/react-query';
import { moodApi } from '@track-grow/domain/mood/api';
import type { CreateMoodInput } from '@track-grow/domain/mood';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** POST /api/moods (several a day are allowed). */
export function useCreateMood() {
  return useMutation({
    mutationFn: (input: CreateMoodInput) => callApi(moodApi.create, input),
    ...changes('mood'),
  });
}
