import { useMutation } from '@tanstack/react-query';
import { wellnessApi } from '@track-grow/domain/wellness/api';
import type { UpsertWellnessInput } from '@track-grow/domain/wellness';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** POST /api/wellness: writes the day's measures given (creating the day); the others stay as they are. */
export function useLogWellness() {
  return useMutation({
    mutationFn: (input: UpsertWellnessInput) => callApi(wellnessApi.create, input),
    ...changes('wellness'),
  });
}
