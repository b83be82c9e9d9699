import { api } from '@track-grow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import type { LessonsDeps } from './service';
import * as lessons from './service';

const a = api.lessons;

export const lessonsRoutes: FastifyPluginAsyncZod<LessonsDeps> = async (app, deps) => {
  route(app, a.list, async ({ user }) => lessons.listLessons(deps, user));

  // Static paths: they win over /:lessonId in Fastify's router.
  route(app, a.completions, async ({ user }) => lessons.listCompletions(deps, user));

  route(app, a.complete, async ({ user, body }) => lessons.completeLesson(deps, user, body));

  route(app, a.uncomplete, async ({ user, params }) => {
    await lessons.uncompleteLesson(deps, user, params.lessonId);
    return { message: 'Lesson unmarked' };
  });

  route(app, a.get, async ({ user, params }) => lessons.getLesson(deps, user, params.lessonId));

  route(app, api.quotes.daily, async ({ user }) => lessons.dailyQuote(deps, user));
};
