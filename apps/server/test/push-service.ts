import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { afterAll } from 'vitest';

/**
 * A fake push service on 127.0.0.1 (plain http: the app runs with PUSH_ALLOW_LOCAL_ENDPOINTS): it keeps every
 * request the app sends, real encryption and VAPID headers included, and answers each device's requests with the
 * statuses a test queues (201 when none is queued). A device is made as a browser makes one: an ECDH P-256 key
 * pair and a 16-byte auth secret; the test decrypts what it received with them (aes128gcm).
 */

export interface PushRequest {
  device: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  status: number;
}

export interface FakePushService {
  url: string;
  requests: PushRequest[];
  /** The statuses the next requests for `device` get, in order. */
  answer(device: string, ...statuses: number[]): void;
  device(name: string): FakeDevice;
  /** Waits until `count` requests came (at most `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
}

export interface FakeDevice {
  name: string;
  /** The body of POST /api/notifications/subscriptions, as `PushSubscription.toJSON()` gives it. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** The JSON payloads this device received with a 2xx answer, decrypted. */
  received(): unknown[];
  decrypt(body: Buffer): unknown;
}

export async function startFakePushService(): Promise<FakePushService> {
  const requests: PushRequest[] = [];
  const queued = new Map<string, number[]>();
  const devices = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const device = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
      const status = queued.get(device)?.shift() ?? 201;
      requests.push({ device, headers: req.headers, body: Buffer.concat(chunks), status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const decryptFor = (name: string, body: Buffer): unknown => {
    const keys = devices.get(name);
    if (!keys) throw new Error(`no device ${name}`);
    const plain = ece.decrypt(body, {
      version: 'aes128gcm',
      privateKey: keys.ecdh,
      authSecret: keys.auth.toString('base64url'),
    });
    return JSON.parse(plain.toString('utf8')) as unknown;
  };

  return {
    url,
    requests,
    answer: (device, ...statuses) => queued.set(device, [...(queued.get(device) ?? []), ...statuses]),
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { ecdh, auth });
      return {
        name,
        subscription: {
          endpoint: `${url}/push/${encodeURIComponent(name)}`,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
        received: () =>
          requests.filter((r) => r.device === name && r.status < 300).map((r) => decryptFor(name, r.body)),
        decrypt: (body) => decryptFor(name, body),
      };
    },
    async waitFor(count, timeoutMs = 15_000) {
      const end = Date.now() + timeoutMs;
      while (requests.length < count) {
        if (Date.now() > end) throw new Error(`expected ${count} push requests, got ${requests.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
