import { api } from '@track-grow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { HttpError } from '../../plugins/errors';
import { isolatedLimiter } from '../../plugins/rate-limit';
import type { AreaDeps } from '../areas';
import { ModelUnavailable } from './model';
import * as assistant from './service';

/** Messages a user may send per minute (a person types far fewer; a loop or a script is cut off). */
export const ASSISTANT_MESSAGES_PER_MINUTE = 30;

/** /api/ai-assistant/chat: the built-in assistant, or the configured model with the same tools. */
export const assistantRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  const limiter = await isolatedLimiter(app);
  route(
    app,
    api.assistant.chat,
    {
      // After requireUser, so the key is the signed-in account.
      preHandler: limiter({
        max: deps.assistantPerMinute ?? ASSISTANT_MESSAGES_PER_MINUTE,
        timeWindow: 60_000,
        keyGenerator: (request) => `assistant:${request.user?.id ?? ''}`,
        errorResponseBuilder: () => new HttpError(429, 'assistant.rateLimited'),
      }),
    },
    async ({ user, body, request }) => {
      try {
        return await assistant.chat(deps, user, body);
      } catch (error) {
        if (!(error instanceof ModelUnavailable)) throw error;
        // The reason is for the logs; the user reads SPEC.md 8's connection error.
        request.log.warn({ reason: error.message }, 'AI endpoint unavailable');
        throw new HttpError(502, 'assistant.unavailable');
      }
    },
  );
};
