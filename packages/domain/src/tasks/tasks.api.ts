import { endpoint, resourceEndpoints } from '../shared';
import {
  createTaskInput,
  quickAddTaskInput,
  taskCountsSchema,
  taskListQuery,
  taskSchema,
  updateTaskInput,
} from './tasks.schema';

/** /api/tasks/* */
export const tasksApi = {
  ...resourceEndpoints('/api/tasks', {
    row: taskSchema,
    listQuery: taskListQuery,
    create: createTaskInput,
    update: updateTaskInput,
  }),
  /** Typed text ("pay rent friday !high #home") read in the user's own today; answers the created task. */
  quickAdd: endpoint('POST', '/api/tasks/quick', {
    body: quickAddTaskInput,
    output: taskSchema,
    status: 201,
  }),
  counts: endpoint('GET', '/api/tasks/counts', { output: taskCountsSchema }),
} as const;
