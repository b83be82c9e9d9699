import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

interface HttpErrorLike {
  statusCode?: number;
  message: string;
}

/** A 4xx with a message meant for the user; anything else is a 500 whose detail stays in the log. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Every error is JSON `{message}` with a fitting status; never a stack trace (DESIGN.md 4). */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpErrorLike, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean).join('.'),
        message: v.message ?? 'Invalid value',
      }));
      const message = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
      return reply.status(400).send({ message, issues });
    }
    const code = 'code' in error ? error.code : undefined;
    if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && 'statusCode' in error)) {
      return reply.status(400).send({ message: 'The request body is not valid JSON' });
    }
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ message: 'The request body is too large' });
    }
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .status(415)
        .send({ message: 'Send the request body as JSON (Content-Type: application/json)' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
});
