import { api } from '@track-grow/domain';
import type { Task } from '@track-grow/domain/tasks';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/tasks/:id. */
export const fetchTask = (id: string): Promise<Task> => callApi(api.tasks.get, { params: { id } });
