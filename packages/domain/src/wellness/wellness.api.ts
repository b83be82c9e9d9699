import { endpoint, resourceEndpoints } from '../shared';
import {
  updateWellnessInput,
  upsertWellnessInput,
  waterDeltaInput,
  wellnessEntrySchema,
  wellnessListQuery,
} from './wellness.schema';

/**
 * /api/wellness: one row per user per day. `create` is an upsert of the day's measures (200: the day may
 * already exist), `water` adds glasses atomically.
 */
export const wellnessApi = {
  ...resourceEndpoints('/api/wellness', {
    row: wellnessEntrySchema,
    listQuery: wellnessListQuery,
    create: upsertWellnessInput,
    update: updateWellnessInput,
  }),
  create: endpoint('POST', '/api/wellness', { body: upsertWellnessInput, output: wellnessEntrySchema }),
  water: endpoint('POST', '/api/wellness/water', { body: waterDeltaInput, output: wellnessEntrySchema }),
} as const;
