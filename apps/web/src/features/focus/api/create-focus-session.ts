import { useMutation } from '@tanstack/react-query';
import { focusApi } from '@track-grow/domain/focus/api';
import type { CreateFocusSessionInput } from '@track-grow/domain/focus';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** POST /api/focus-sessions: SPEC.md 7 refreshes the focus reads once it settles. */
export function useCreateFocusSession() {
  return useMutation({
    mutationFn: (input: CreateFocusSessionInput) => callApi(focusApi.create, input),
    ...changes('focus'),
  });
}
