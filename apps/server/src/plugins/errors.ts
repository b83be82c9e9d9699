import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { describeError, type ErrorCode } from '@track-grow/domain';

interface HttpErrorLike {
  statusCode?: number;
  message: string;
}

/**
 * A 4xx meant for the user, named by a code from the domain's error catalogue (its English text is the
 * message; `path` prefixes it as "field: text", as a 400 of validation does). Anything else is a 500.
 */
export class HttpError extends Error {
  readonly errorCode: ErrorCode | undefined;
  readonly path: string | undefined;

  constructor(
    readonly statusCode: number,
    code: ErrorCode,
    path?: string,
  ) {
    const { message } = describeError(code);
    super(path ? `${path}: ${message}` : message);
    this.errorCode = code;
    this.path = path;
  }
}

/** A body checked outside Fastify's validation (a large import, in a worker): answered as its 400 is. */
export class ValidationFailure extends Error {
  readonly statusCode = 400;
  constructor(readonly issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
    super('The request failed validation');
  }
}

/**
 * What a 500 logs of an error and its causes: kind, message, PostgreSQL code and stack frames. Never a failed
 * query's parameters nor a database error's detail or quoted values, which hold the request's values (an email,
 * a password hash): a failed query's message is its SQL text alone.
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> | undefined {
  if (!(error instanceof Error)) return error === undefined ? undefined : { type: typeof error };
  const isQuery = 'query' in error && 'params' in error && typeof error.query === 'string';
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  // PostgreSQL quotes the value it refused ('invalid input syntax for type integer: "a@b.c"'): not that.
  const isDatabase = code !== undefined && /^[0-9A-Z]{5}$/.test(code);
  const message = isQuery
    ? `Failed query: ${String(error.query)}`
    : isDatabase
      ? error.message.replace(/"[^"]*"/g, '"[redacted]"')
      : error.message;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  return {
    type: error.constructor.name,
    message,
    ...(code ? { code } : {}),
    stack: frames.join('\n'),
    ...(error.cause !== undefined && depth < 3 ? { cause: loggableError(error.cause, depth + 1) } : {}),
  };
}

/**
 * Every error is JSON `{message}` with a fitting status, never a stack trace (DESIGN.md 4); an error from the
 * catalogue adds its `code`, and each issue of a 400 its own.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpErrorLike, request, reply) => {
    const failed = hasZodFastifySchemaValidationErrors(error)
      ? error.validation.map((v) => ({ path: v.instancePath.split('/').filter(Boolean), message: v.message }))
      : error instanceof ValidationFailure
        ? error.issues
        : undefined;
    if (failed) {
      const issues = failed.map((v) => ({
        path: v.path.map(String).join('.'),
        ...describeError(v.message ?? 'Invalid value'),
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
      if (!(error instanceof HttpError) || !error.errorCode)
        return reply.status(status).send({ message: error.message });
      const { errorCode: code, path } = error;
      // A field's error also comes as an issue, like a 400 of validation, so a form can show it under the field.
      const issues = path ? [{ path, ...describeError(code) }] : undefined;
      return reply.status(status).send({ message: error.message, code, ...(issues ? { issues } : {}) });
    }
    // A failure the server knows and explains (the AI endpoint is down): its status and the catalogue's text.
    if (error instanceof HttpError && error.errorCode)
      return reply.status(status).send({ message: error.message, code: error.errorCode });
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
});
