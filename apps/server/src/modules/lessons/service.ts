import {
  findLesson,
  lessonLibrary,
  lessonOfTheDay,
  quoteOfTheDay,
  type completeLessonInput,
  type DailyQuote,
  type Lesson,
  type LessonCompletion,
  type LessonLibrary,
  type LessonWithState,
} from '@track-grow/domain/lessons';
import { userDay } from '@track-grow/domain/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { todayFor } from '../../lib/user-day';
import { HttpError } from '../../plugins/errors';
import type { UserRow } from '../auth/types';
import * as q from './queries';

export interface LessonsDeps {
  db: Database;
  clock: Clock;
}
export type LessonsUser = Pick<UserRow, 'id' | 'timezone' | 'dayStartHour'>;
export type CompleteLessonData = z.output<typeof completeLessonInput>;

export const toCompletionDto = (row: q.CompletionRow): LessonCompletion => ({
  id: row.id,
  lessonId: row.lessonId,
  completedAt: row.completedAt.toISOString(),
  reflection: row.reflection,
});

const stateOf = (row: q.CompletionRow | undefined) => ({
  learnedAt: row ? row.completedAt.toISOString() : null,
  reflection: row?.reflection ?? null,
});

const withState = (lesson: Lesson, row: q.CompletionRow | undefined): LessonWithState => ({
  ...lesson,
  ...stateOf(row),
});

/** The library with the user's state, and the lesson of their day (learned today still counts as today's). */
export async function listLessons(deps: LessonsDeps, user: LessonsUser): Promise<LessonLibrary> {
  const rows = await q.listCompletions(deps.db, user.id);
  const today = todayFor(user, deps.clock);
  const byLesson = new Map(rows.map((row) => [row.lessonId, row]));
  const learnedBeforeToday = new Set(
    rows
      .filter((row) => userDay(row.completedAt, user.timezone, user.dayStartHour) < today)
      .map((row) => row.lessonId),
  );
  return {
    date: today,
    lessonOfTheDay: lessonOfTheDay(user.id, today, learnedBeforeToday).id,
    lessons: lessonLibrary.map(({ id, title, topic, summary }) => {
      const row = byLesson.get(id);
      return { id, title, topic, summary, ...stateOf(row) };
    }),
  };
}

export async function getLesson(
  deps: LessonsDeps,
  user: LessonsUser,
  lessonId: string,
): Promise<LessonWithState> {
  const lesson = findLesson(lessonId);
  if (!lesson) throw new HttpError(404, 'lessons.notFound');
  return withState(lesson, await q.findCompletion(deps.db, user.id, lessonId));
}

export async function listCompletions(deps: LessonsDeps, user: LessonsUser): Promise<LessonCompletion[]> {
  return (await q.listCompletions(deps.db, user.id)).map(toCompletionDto);
}

export async function completeLesson(
  deps: LessonsDeps,
  user: LessonsUser,
  input: CompleteLessonData,
): Promise<LessonCompletion> {
  const reflection = input.reflection === undefined ? undefined : input.reflection || null;
  const row = await q.upsertCompletion(deps.db, user.id, input.lessonId, deps.clock.now(), reflection);
  return toCompletionDto(row);
}

export async function uncompleteLesson(
  deps: LessonsDeps,
  user: LessonsUser,
  lessonId: string,
): Promise<void> {
  if (!(await q.deleteCompletion(deps.db, user.id, lessonId))) throw new HttpError(404, 'lessons.notLearned');
}

/** The quote of the user's own day (time zone and day start): the same all day, another tomorrow. */
export function dailyQuote(deps: LessonsDeps, user: LessonsUser): DailyQuote {
  const date = todayFor(user, deps.clock);
  return { ...quoteOfTheDay(user.id, date), date };
}

/** Lessons as SQL, for another area's one statement (the dashboard, the timeline). */
export const lessonsSql = { learned: q.lessonsLearned, timeline: q.timelineSource };
