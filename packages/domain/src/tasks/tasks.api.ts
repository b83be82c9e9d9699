import { z } from 'zod';
import { messageOutput } from '../auth';
import { endpoint, idParams } from '../shared';
import {
  createTaskInput,
  quickAddTaskInput,
  taskCountsSchema,
  taskListQuery,
  taskSchema,
  updateTaskInput,
} from './task.schema';

/** /api/tasks/* */
export const tasksApi = {
  list: endpoint('GET', '/api/tasks', { query: taskListQuery, output: z.array(taskSchema) }),
  create: endpoint('POST', '/api/tasks', { body: createTaskInput, output: taskSchema, status: 201 }),
  get: endpoint('GET', '/api/tasks/:id', { params: idParams, output: taskSchema }),
  update: endpoint('PATCH', '/api/tasks/:id', {
    params: idParams,
    body: updateTaskInput,
    output: taskSchema,
  }),
  remove: endpoint('DELETE', '/api/tasks/:id', { params: idParams, output: messageOutput }),
  /** Typed text ("pay rent friday !high #home") read in the user's own today; answers the created task. */
  quickAdd: endpoint('POST', '/api/tasks/quick', {
    body: quickAddTaskInput,
    output: taskSchema,
    status: 201,
  }),
  counts: endpoint('GET', '/api/tasks/counts', { output: taskCountsSchema }),
} as const;
