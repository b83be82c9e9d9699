import { z } from 'zod';
import { endpoint } from '../shared';
import {
  completeLessonInput,
  dailyQuoteSchema,
  lessonCompletionSchema,
  lessonLibrarySchema,
  lessonParams,
  lessonWithStateSchema,
} from './lessons.schema';

const message = z.object({ message: z.string() });

/** /api/lessons: the built-in library with the user's completions. Lesson ids are slugs, not uuids. */
export const lessonsApi = {
  list: endpoint('GET', '/api/lessons', { output: lessonLibrarySchema }),
  completions: endpoint('GET', '/api/lessons/completions', { output: z.array(lessonCompletionSchema) }),
  /** Mark as learned: idempotent (200), marking again keeps the first day and replaces a given reflection. */
  complete: endpoint('POST', '/api/lessons/completions', {
    body: completeLessonInput,
    output: lessonCompletionSchema,
  }),
  /** Undo: a lesson not marked learned answers 404 (lessons.notLearned). */
  uncomplete: endpoint('DELETE', '/api/lessons/completions/:lessonId', {
    params: lessonParams,
    output: message,
  }),
  get: endpoint('GET', '/api/lessons/:lessonId', { params: lessonParams, output: lessonWithStateSchema }),
} as const;

/** /api/quotes/daily: the quote of the user's day (SPEC.md 7: cached 12 h, kept 24 h by the web). */
export const quotesApi = {
  daily: endpoint('GET', '/api/quotes/daily', { output: dailyQuoteSchema }),
} as const;
