import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/client';
import { acceptedLanguages, FIRST_SCREEN_FILE } from '../src/plugins/web';
import { createTestApp, signUp, type TestApp } from './helpers';

const INDEX =
  '<!doctype html><title>Track. Grow.</title><div id="initial-loader"></div><div id="root"></div>';

/** A stand-in for the web build's first screen: it writes what it was given where the loader is. */
const FAKE_FIRST_SCREEN = `
export function renderFirstScreenPage(indexHtml, { user, now, acceptLanguages }) {
  if (user.firstName === 'Broken') throw new Error('cannot draw');
  const picture = '<p id="picture">' + user.firstName + ' at ' + now.toISOString() + ' in ' + acceptLanguages.join('|') + '</p>';
  return indexHtml.replace('<div id="initial-loader"></div>', picture);
}
`;

async function webBuild(withFirstScreen: string | undefined): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'tg-first-screen-'));
  const webDist = path.join(folder, 'dist');
  await fs.mkdir(webDist);
  await fs.writeFile(path.join(webDist, 'index.html'), INDEX);
  if (withFirstScreen !== undefined) {
    await fs.mkdir(`${webDist}-ssr`);
    await fs.writeFile(path.join(`${webDist}-ssr`, FIRST_SCREEN_FILE), withFirstScreen);
  }
  return webDist;
}

describe("Home's first screen, drawn by the server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDist: await webBuild(FAKE_FIRST_SCREEN) });
  });

  it('draws a signed-in request of / with the user, the clock and the browser languages, kept private', async () => {
    const { agent } = await signUp(t.app, { firstName: 'Grace' });
    const response = await agent.get('/', { headers: { 'accept-language': 'en;q=0.5, it-IT,it;q=0.9' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(
      `<p id="picture">Grace at ${t.clock.now().toISOString()} in it-IT|it|en</p>`,
    );
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toMatch(/cookie/i);
    // A query string is still /.
    expect((await agent.get('/?source=pwa')).body).toContain('<p id="picture">Grace');
  });

  it('sends the plain index.html signed out, with a stale cookie, and on every other page', async () => {
    const { agent } = await signUp(t.app);
    const signedOut = await t.app.inject({ method: 'GET', url: '/' });
    const staleCookie = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'tg_session=nope' },
    });
    const otherPage = await agent.get('/habits');
    for (const response of [signedOut, staleCookie, otherPage]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('falls back to the plain index.html when drawing fails', async () => {
    const { agent } = await signUp(t.app, { firstName: 'Broken' });
    const response = await agent.get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });
});

describe('the page at / without a database', () => {
  it('is the plain index.html when the session cannot be looked up', async () => {
    const unreachable = createDatabase('postgres://127.0.0.1:1/none', { max: 1 });
    afterAll(() => unreachable.$client.end());
    const t = await createTestApp({ db: unreachable, webDist: await webBuild(FAKE_FIRST_SCREEN) });
    const response = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: `tg_session=${'a'.repeat(43)}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });
});

describe('a web build without a usable first screen', () => {
  it('serves the plain index.html when the module is missing or does not load', async () => {
    for (const module of [undefined, 'throw new Error("broken build");', 'export const nothing = 1;']) {
      const t = await createTestApp({ webDist: await webBuild(module) });
      const { agent } = await signUp(t.app);
      const response = await agent.get('/');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
    }
  });
});

describe('acceptedLanguages', () => {
  it('orders by q, keeps the header order on ties, and drops q=0, * and empty parts', () => {
    expect(acceptedLanguages('it-IT,it;q=0.9,en;q=0.8')).toEqual(['it-IT', 'it', 'en']);
    expect(acceptedLanguages('en;q=0.2, de, it;q=0.7')).toEqual(['de', 'it', 'en']);
    expect(acceptedLanguages('fr;q=0, *;q=0.5, , es')).toEqual(['es']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});
