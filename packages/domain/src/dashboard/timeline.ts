import type { TimelineArea, TimelineKind } from './timeline.schema';

/** A timeline page's size unless `limit` says otherwise (1–100). */
export const TIMELINE_PAGE_SIZE = 30;

/** The area each kind of entry belongs to (the `area` filter of /api/timeline). */
export const timelineKindArea = {
  habitCompleted: 'habits',
  taskCompleted: 'tasks',
  moodLogged: 'mood',
  transaction: 'money',
  workout: 'fitness',
  focusSession: 'focus',
  bookFinished: 'books',
  lessonLearned: 'lessons',
  noteAdded: 'notes',
  wellnessLogged: 'wellness',
  achievement: 'career',
} as const satisfies Record<TimelineKind, TimelineArea>;

export const NOTE_EXCERPT_LENGTH = 120;

/**
 * A note's line on the timeline: its content on one line (whitespace collapsed), cut to about 120 characters
 * with an ellipsis; the title when the content is empty.
 */
export function noteExcerpt(content: string, title = ''): string {
  const text = (content.trim() ? content : title).replace(/\s+/g, ' ').trim();
  const chars = Array.from(text); // by code point: an emoji is never cut in half
  if (chars.length <= NOTE_EXCERPT_LENGTH) return text;
  return `${chars.slice(0, NOTE_EXCERPT_LENGTH).join('').trimEnd()}…`;
}
