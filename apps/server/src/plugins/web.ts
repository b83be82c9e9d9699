import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { User } from '@track-grow/domain/auth';
import type { Clock } from '../lib/clock';
import { toUserDto } from '../modules/auth/service';

/**
 * The web build's first screen (apps/web/src/app/first-screen.tsx, built into `<webDist>-ssr`):
 * index.html with a picture of Home's shell and greeting, for a signed-in cold start at /.
 */
export interface FirstScreen {
  renderFirstScreenPage(
    indexHtml: string,
    request: { user: User; now: Date; acceptLanguages: readonly string[] },
  ): string;
}

export const FIRST_SCREEN_FILE = 'first-screen.js';

/** The languages of an Accept-Language header, most wanted first ("it-IT,it;q=0.9,en;q=0.8" → it-IT, it, en). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

async function loadFirstScreen(app: FastifyInstance, root: string): Promise<FirstScreen | undefined> {
  const file = path.join(`${path.resolve(root)}-ssr`, FIRST_SCREEN_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const module = (await import(pathToFileURL(file).href)) as Partial<FirstScreen>;
    if (typeof module.renderFirstScreenPage === 'function') return module as FirstScreen;
    app.log.warn(`${file} has no renderFirstScreenPage: Home starts with the logo loader`);
  } catch (error) {
    app.log.warn({ err: error }, `Could not load ${file}: Home starts with the logo loader`);
  }
  return undefined;
}

/**
 * Serves the built web app, precompressed: hashed assets cached for a year, index.html never cached, and index.html for
 * every non-API path so the client router takes over (SPA fallback).
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { webDist: string | undefined; clock: Clock }) => {
    const root = opts.webDist;
    const hasWeb = root !== undefined && existsSync(path.join(root, 'index.html'));
    const firstScreen = hasWeb ? await loadFirstScreen(app, root) : undefined;
    const indexHtml = firstScreen && root ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';

    /** Home's picture for a signed-in request of /; undefined (the plain index.html) otherwise or on any failure. */
    const firstScreenPage = (request: FastifyRequest, url: string): string | undefined => {
      if (!firstScreen || !request.user || url !== '/') return undefined;
      try {
        return firstScreen.renderFirstScreenPage(indexHtml, {
          user: toUserDto(request.user),
          now: opts.clock.now(),
          acceptLanguages: acceptedLanguages(request.headers['accept-language']),
        });
      } catch (error) {
        request.log.warn({ err: error }, 'The first screen failed: sent the plain index.html');
        return undefined;
      }
    };

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
      const page = firstScreenPage(request, url);
      // The user's own greeting: never stored, so neither a shared cache nor Back after a logout shows it again.
      if (page !== undefined)
        return reply
          .header('cache-control', 'private, no-store')
          .header('vary', 'Cookie')
          .type('text/html; charset=utf-8')
          .send(page);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
);
