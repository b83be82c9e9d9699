import { useMutation } from '@tanstack/react-query';
import { moodApi } from '@track-grow/domain/mood/api';
import type { UpdateMoodInput } from '@track-grow/domain/mood';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** PATCH /api/moods/:id. */
export function useUpdateMood() {
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateMoodInput }) =>
      callApi(moodApi.update, patch, { params: { id } }),
    ...changes('mood'),
  });
}
