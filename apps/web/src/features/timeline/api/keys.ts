import type { TimelineArea } from '@track-grow/domain/dashboard';

export const TIMELINE_PATH = '/api/timeline';

/** SPEC.md 7: the path is the key; the area filter ('' for all) is a further key part. */
export const timelineKeys = {
  all: [TIMELINE_PATH] as const,
  list: (area: TimelineArea | '') => [TIMELINE_PATH, { area }] as const,
};
