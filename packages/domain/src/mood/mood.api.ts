import { z } from 'zod';
import { messageOutput } from '../auth';
import { endpoint, idParams } from '../shared';
import {
  createMoodInput,
  moodInsightsSchema,
  moodListQuery,
  moodSchema,
  moodSummaryQuery,
  moodSummarySchema,
  updateMoodInput,
} from './mood.schema';

/** /api/moods/* */
export const moodsApi = {
  list: endpoint('GET', '/api/moods', { query: moodListQuery, output: z.array(moodSchema) }),
  create: endpoint('POST', '/api/moods', { body: createMoodInput, output: moodSchema, status: 201 }),
  get: endpoint('GET', '/api/moods/:id', { params: idParams, output: moodSchema }),
  update: endpoint('PATCH', '/api/moods/:id', {
    params: idParams,
    body: updateMoodInput,
    output: moodSchema,
  }),
  remove: endpoint('DELETE', '/api/moods/:id', { params: idParams, output: messageOutput }),
  summary: endpoint('GET', '/api/moods/summary', { query: moodSummaryQuery, output: moodSummarySchema }),
  insights: endpoint('GET', '/api/moods/insights', { output: moodInsightsSchema }),
} as const;
