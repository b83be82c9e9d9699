import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiEntries } from '@track-grow/domain';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The uploads of the endpoint map: the only requests that may carry multipart/form-data. */
const MULTIPART_ROUTES = new Set(
  apiEntries.filter(({ endpoint }) => endpoint.multipart).map(({ endpoint }) => endpoint.path),
);

function sameOrigin(request: FastifyRequest, origin: string, appOrigin: string): boolean {
  if (origin === appOrigin) return true;
  // Behind a proxy (TRUST_PROXY) Fastify reports the forwarded host and protocol.
  return origin === `${request.protocol}://${request.host}`;
}

/**
 * Helmet with a strict CSP (no inline script), and the CSRF rule of DESIGN.md 6: a state-changing API request
 * must carry a JSON content type (multipart for uploads) and a same-origin `Origin`.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { appUrl: string; secure: boolean }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // React sets style attributes through the DOM, which CSP allows; Radix injects small <style> tags.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'manifest-src': ["'self'"],
        'media-src': ["'self'", 'data:', 'blob:'],
        'worker-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(opts.secure ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    hsts: opts.secure,
    crossOriginEmbedderPolicy: false,
  });

  const appOrigin = new URL(opts.appUrl).origin;
  // Every state-changing request, whatever its spelling: all such routes are API routes, and the router
  // decodes the path, so a check on the raw URL would miss `/%61pi/auth/logout`.
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin || !sameOrigin(request, origin, appOrigin)) {
      return reply.status(403).send({ message: 'Cross-site request refused' });
    }
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    const route = request.routeOptions.url ?? '';
    const allowed =
      type === 'application/json' || (type === 'multipart/form-data' && MULTIPART_ROUTES.has(route));
    if (!allowed) {
      return reply
        .status(415)
        .send({ message: 'Send the request body as JSON (Content-Type: application/json)' });
    }
  });
});
