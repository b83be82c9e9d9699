import { lessonLibrary } from '@track-grow/domain/lessons';
import { addDays } from '@track-grow/domain/shared';
import { createRandom } from './random';

/** A lesson the demo user learned, as the demo inserts it. */
export interface DemoLessonCompletion {
  lessonId: string;
  completedAt: Date;
  reflection: string | null;
}

/** A stream no other part of the demo uses: adding these rows changes none of the others. */
const LESSON_STREAM = 0x1e55;
const LEARNED = 20;
const REFLECTIONS = [
  'Noticed this at work today: worth remembering before the next planning meeting.',
  'I do this with my budget more than I like to admit.',
  'Tried it on the weekend plans and it made the choice obvious.',
  'Good reminder to slow down before deciding.',
  'Explains why my running streak keeps breaking on Mondays.',
  'Talked about it with a friend over dinner; we both recognised ourselves.',
  'Going to use the question on my next big purchase.',
];

/**
 * About 20 lessons learned across the last year (the same year for a longer history), roughly every 18 days
 * in the evening, some with a reflection. Deterministic for a seed.
 */
export function generateLessonCompletions(seed: number, today: string, days: number): DemoLessonCompletion[] {
  const rnd = createRandom((seed ^ LESSON_STREAM) >>> 0);
  const ids = lessonLibrary.map((lesson) => lesson.id);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = rnd.int(0, i);
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  const span = Math.min(days, 365);
  const step = Math.floor(span / LEARNED);
  return ids.slice(0, Math.min(LEARNED, span)).map((lessonId, i) => {
    const date = addDays(today, -(span - 1) + i * step + rnd.int(0, Math.max(0, step - 1)));
    const hour = rnd.int(18, 22);
    return {
      lessonId,
      completedAt: new Date(
        `${date}T${String(hour).padStart(2, '0')}:${String(rnd.int(0, 59)).padStart(2, '0')}:00Z`,
      ),
      reflection: rnd.chance(0.4) ? rnd.pick(REFLECTIONS) : null,
    };
  });
}
