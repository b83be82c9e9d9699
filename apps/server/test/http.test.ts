import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from '../src/app';
import { Agent, createTestApp, ORIGIN, signUp, type TestApp } from './helpers';

let t: TestApp;
let webDist: string;
const BIG_SCRIPT = `console.log(${JSON.stringify('Track. Grow. '.repeat(500))});`;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'tg-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Track. Grow.</title><div id="root"></div>',
  );
  await fs.writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // A built chunk with the .br and .gz copies the build writes beside it (apps/web/precompress.ts).
  await fs.writeFile(path.join(webDist, 'assets', 'app-def456.js'), BIG_SCRIPT);
  await fs.writeFile(path.join(webDist, 'assets', 'app-def456.js.br'), brotliCompressSync(BIG_SCRIPT));
  await fs.writeFile(path.join(webDist, 'assets', 'app-def456.js.gz'), gzipSync(BIG_SCRIPT));
  await fs.writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await fs.writeFile(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await fs.writeFile(path.join(webDist, 'manifest.webmanifest'), '{"name":"Track. Grow."}');
  t = await createTestApp({ webDist, bodyLimit: 64 * 1024 });
});

describe('health', () => {
  it('answers with the database status, without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('errors are JSON {message}, never a stack trace', () => {
  it('404 for an unknown API route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such endpoint: GET /api/does-not-exist' });
  });

  it('400 for malformed JSON', async () => {
    const response = await new Agent(t.app).request('POST', '/api/auth/login', {
      headers: { 'content-type': 'application/json' },
      payload: undefined,
      cookie: undefined,
    });
    expect(response.statusCode).toBe(400); // an empty body is {}: the fields are missing
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: '{"email": "a@b.c",',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'The request body is not valid JSON' });
    expect(broken.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('400 with the field paths for a validation error', async () => {
    const response = await new Agent(t.app).post('/api/auth/signup', { email: 'nope', password: '123' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; issues: { path: string; message: string }[] }>();
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Enter a valid email address', code: 'auth.emailInvalid' },
        {
          path: 'password',
          message: 'Password must be at least 6 characters',
          code: 'auth.passwordTooShort',
        },
        { path: 'firstName', message: 'First name is required', code: 'auth.firstNameRequired' },
        { path: 'lastName', message: 'Last name is required', code: 'auth.lastNameRequired' },
      ]),
    );
    expect(body.message).toContain('password: Password must be at least 6 characters');
  });

  it('413 for a body over the limit', async () => {
    const response = await new Agent(t.app).post('/api/auth/login', {
      email: 'a@b.co',
      password: 'x'.repeat(100_000),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large' });
  });
});

describe('CSRF (DESIGN.md 6)', () => {
  const body = JSON.stringify({ email: 'a@b.co', password: 'whatever' });

  it('refuses a state-changing request from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-site request refused' });
  });

  it('refuses one without an Origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a form post (no JSON content type)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a@b.co&password=whatever',
    });
    expect(response.statusCode).toBe(415);
  });

  it('takes multipart only on the uploads of the endpoint map', async () => {
    const multipart = { origin: ORIGIN, 'content-type': 'multipart/form-data; boundary=x' };
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/import',
      headers: multipart,
      payload: '--x--',
    });
    expect(json.statusCode).toBe(415);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/profile/image',
      headers: multipart,
      payload: '--x--',
    });
    expect(upload.statusCode).toBe(401);
  });

  it('refuses a cross-site logout however its path is spelled, and the session lives on', async () => {
    const { agent, user } = await signUp(t.app);
    const spellings = [
      '/api/auth/logout',
      '/%61pi/auth/logout',
      '/api/auth/%6Cogout',
      '/%61%70%69/%61uth/logout',
      '//api/auth/logout',
      '/api//auth/logout',
      '/api/auth/logout/',
      '/API/auth/logout',
      '/api/auth/logout?next=/',
    ];
    for (const url of spellings) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example', 'content-type': 'text/plain', cookie: agent.cookie! },
        payload: 'x',
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
    }
    expect((await agent.get('/api/auth/user')).json()).toMatchObject({ id: user.id });
  });

  it('reads the session and keeps answers out of caches on an encoded API path too', async () => {
    const { agent, user } = await signUp(t.app);
    const response = await agent.get('/%61pi/auth/user');
    expect(response.json()).toMatchObject({ id: user.id });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('accepts the same origin as the Host the request came to', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        origin: 'http://tg.internal:8080',
        host: 'tg.internal:8080',
        'content-type': 'application/json',
      },
      payload: body,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the web app', () => {
  it('serves index.html for every non-API path (SPA fallback), never cached', async () => {
    for (const url of ['/', '/habits', '/reset-password?token=abc', '/deep/link/here']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and 404s a missing one', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends the precompressed copy the browser accepts, brotli first, with Vary: Accept-Encoding', async () => {
    const get = (encoding: string | undefined) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/app-def456.js',
        headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await get(undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
    for (const response of [br, gz, plain]) {
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('serves the service worker and the manifest never cached, and its CSP lets them in', async () => {
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    // A cached service worker would keep an old version of the app running after a deploy.
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const csp = String(worker.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('sends a strict Content-Security-Policy: no inline script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('tags every response with a request id, and keeps a sane one the client sent', async () => {
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(mine.headers['x-request-id']).toBe('abc-123');
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id<script>' },
    });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('compresses JSON answers of 1 KB or more for a client that accepts it, and leaves small ones alone', async () => {
    const agent = new Agent(t.app);
    await agent.post('/api/auth/signup', {
      email: `compress-${Date.now()}@example.com`,
      password: 'secret-pass',
      firstName: 'Zip',
      lastName: 'Per',
    });
    const plain = await agent.get('/api/lessons');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const br = await agent.get('/api/lessons', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await agent.get('/api/lessons', { headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('API answers are not cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
