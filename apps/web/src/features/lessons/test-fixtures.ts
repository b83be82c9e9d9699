import { lessonLibrary, type LessonLibrary, type LessonSummary } from '@track-grow/domain/lessons';
import { makeUser } from '../../test/api-mock.ts';

export const user = makeUser({ timezone: 'UTC' });

/** The real library with the given completions (lesson id → reflection, or null). */
export function makeLibrary(
  learned: Record<string, string | null> = {},
  lessonOfTheDay = 'inversion',
): LessonLibrary {
  const lessons: LessonSummary[] = lessonLibrary.map(({ id, title, topic, summary }) => ({
    id,
    title,
    topic,
    summary,
    learnedAt: id in learned ? '2026-03-09T19:00:00.000Z' : null,
    reflection: learned[id] ?? null,
  }));
  return { date: '2026-03-10', lessonOfTheDay, lessons };
}

export const quote = { text: 'Well begun is half done.', author: 'Aristotle', date: '2026-03-10' };
