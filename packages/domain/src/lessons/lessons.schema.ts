import { z } from 'zod';
import { code } from '../shared/errors';
import { lessonIds } from './library';

/** The topics the library is grouped by, in the order the screen shows them. */
export const lessonTopics = ['thinking', 'decisions', 'systems', 'money', 'people', 'learning'] as const;
export type LessonTopic = (typeof lessonTopics)[number];

/** A lesson's reflection: at most this many characters. */
export const MAX_REFLECTION_LENGTH = 1000;

/** A lesson id is a slug of the built-in library ("first-principles"), never a uuid. */
export const lessonSlug = z
  .string({ error: code('lessons.unknownLesson') })
  .max(80, code('lessons.unknownLesson'))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, code('lessons.unknownLesson'));

/** A slug that names a lesson of the library: a body naming any other is refused (400, path lessonId). */
export const knownLessonId = lessonSlug.refine((id) => lessonIds.has(id), code('lessons.unknownLesson'));

/** `/api/lessons/:lessonId`: a well-formed slug; an unknown one is a 404 from the route. */
export const lessonParams = z.object({ lessonId: lessonSlug });

/** A lesson of the library, as written in library.ts. */
export const lessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  topic: z.enum(lessonTopics),
  summary: z.string(),
  /** Paragraphs. */
  explanation: z.array(z.string()),
  examples: z.tuple([z.string(), z.string()]),
  question: z.string(),
});
export type Lesson = z.infer<typeof lessonSchema>;

/** A lesson with the user's completion: `learnedAt` is null while it is not learned. */
export const lessonWithStateSchema = lessonSchema.extend({
  learnedAt: z.string().nullable(),
  reflection: z.string().nullable(),
});
export type LessonWithState = z.infer<typeof lessonWithStateSchema>;

/** A lesson as the library lists it: its card, without the full text (GET /api/lessons/:lessonId has it). */
export const lessonSummarySchema = lessonWithStateSchema.pick({
  id: true,
  title: true,
  topic: true,
  summary: true,
  learnedAt: true,
  reflection: true,
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

/** GET /api/lessons: the library's cards with the user's state, and the lesson of the user's day. */
export const lessonLibrarySchema = z.object({
  date: z.string(),
  lessonOfTheDay: z.string(),
  lessons: z.array(lessonSummarySchema),
});
export type LessonLibrary = z.infer<typeof lessonLibrarySchema>;

export const lessonCompletionSchema = z.object({
  id: z.uuid(),
  lessonId: z.string(),
  completedAt: z.string(),
  reflection: z.string().nullable(),
});
export type LessonCompletion = z.infer<typeof lessonCompletionSchema>;

/** Mark as learned. Marking again is idempotent: the first day stays, a given reflection replaces the old. */
export const completeLessonInput = z.object({
  lessonId: knownLessonId,
  reflection: z
    .string()
    .trim()
    .max(MAX_REFLECTION_LENGTH, code('lessons.reflectionTooLong'))
    .refine((text) => !text.includes('\u0000'), code('lessons.reflectionTooLong'))
    .nullish(),
});
export type CompleteLessonInput = z.input<typeof completeLessonInput>;

export const quoteSchema = z.object({ text: z.string(), author: z.string() });
export type Quote = z.infer<typeof quoteSchema>;

/** GET /api/quotes/daily: the user's quote for their day. */
export const dailyQuoteSchema = quoteSchema.extend({ date: z.string() });
export type DailyQuote = z.infer<typeof dailyQuoteSchema>;
