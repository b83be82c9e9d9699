import { useMutation } from '@tanstack/react-query';
import { tasksApi } from '@track-grow/domain/tasks/api';
import type { QuickAddTaskInput } from '@track-grow/domain/tasks';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** POST /api/tasks/quick {text}: the server reads the text in the user's today and creates the task. */
export function useQuickAddTask() {
  return useMutation({
    mutationFn: (input: QuickAddTaskInput) => callApi(tasksApi.quickAdd, input),
    ...changes('tasks'),
  });
}
