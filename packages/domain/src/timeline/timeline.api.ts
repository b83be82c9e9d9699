import { endpoint } from '../shared';
import { timelineQuery, timelineSchema } from './timeline.schema';

/** /api/timeline: every area's events, newest first. */
export const timelineApi = {
  list: endpoint('GET', '/api/timeline', { query: timelineQuery, output: timelineSchema }),
} as const;
