import { noteDisplayTitle, noteExcerpt } from '../notes/note-text';
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
 * A note on the timeline, as the Notes list shows it: its title (its own, else its first line without
 * markdown) and a plain-text excerpt of the rest, about 120 characters.
 */
export function timelineNote(note: { title: string; content: string }): { title: string; excerpt: string } {
  return { title: noteDisplayTitle(note), excerpt: noteExcerpt(note, NOTE_EXCERPT_LENGTH) };
}
