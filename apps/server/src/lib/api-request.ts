import type { FastifyRequest } from 'fastify';

/**
 * Whether a request is for the API: by the route the router matched, which it found on the decoded path
 * (`/%61pi/auth/logout` is `/api/auth/logout`), else by the URL as sent.
 */
export const isApiRequest = (request: FastifyRequest): boolean =>
  (request.routeOptions.url ?? request.url).startsWith('/api/');
