import { tasksApi } from '@track-grow/domain/tasks/api';
import type { Task } from '@track-grow/domain/tasks';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/tasks/:id. */
export const fetchTask = (id: string): Promise<Task> => callApi(tasksApi.get, { params: { id } });
