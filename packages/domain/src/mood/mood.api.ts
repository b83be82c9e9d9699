import { endpoint, resourceEndpoints } from '../shared';
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
export const moodApi = {
  ...resourceEndpoints('/api/moods', {
    row: moodSchema,
    listQuery: moodListQuery,
    create: createMoodInput,
    update: updateMoodInput,
  }),
  summary: endpoint('GET', '/api/moods/summary', { query: moodSummaryQuery, output: moodSummarySchema }),
  insights: endpoint('GET', '/api/moods/insights', { output: moodInsightsSchema }),
} as const;
