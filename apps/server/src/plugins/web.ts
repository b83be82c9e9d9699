import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Serves the built web app, precompressed: hashed assets cached for a year, index.html never cached, and index.html for
 * every non-API path so the client router takes over (SPA fallback).
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { webDist: string | undefined }) => {
  const root = opts.webDist;
  const hasWeb = root !== undefined && existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/precompress.ts): sent to browsers that
      // accept them, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api') {
      return reply.status(404).send({ message: `No such endpoint: ${request.method} ${url}` });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ message: 'Not found' });
    }
    // A missing asset is a 404, not the app's HTML (which the browser would try to run as a script).
    if (url.startsWith('/assets/') || path.extname(url) !== '') {
      return reply.status(404).send({ message: 'Not found' });
    }
    if (!hasWeb) {
      return reply
        .status(404)
        .send({ message: 'The web app is not built: run `npm run build` (npm start does it).' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
