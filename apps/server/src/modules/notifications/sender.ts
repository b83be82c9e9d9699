import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import webpush from 'web-push';
import { endpointAllowed, guardedLookup } from './endpoint-guard';

/** How the app signs and where it may send (config.ts: VAPID_SUBJECT, PUSH_ALLOW_LOCAL_ENDPOINTS). */
export interface PushConfig {
  /** The VAPID `sub`: a mailto: or https: URL a push service can reach the operator at. */
  subject: string;
  /** Lifts the public-https rule, for tests and a local fake push service. */
  allowLocalEndpoints: boolean;
  /** A push service's answer within this long, or the try failed (default 10 s). */
  timeoutMs?: number;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface Device {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What a push service made of a message: `sent` (2xx), `gone` (404 or 410: the subscription is dead, remove it),
 * `retry` (429, 5xx, timeout, network: try again later) or `rejected` (another 4xx, or an endpoint that is not
 * public: trying again changes nothing).
 */
export type SendOutcome = 'sent' | 'gone' | 'retry' | 'rejected';

export interface Message {
  /** The JSON payload, encrypted for the device (aes128gcm). */
  payload: string;
  ttl: number;
  urgency: 'low' | 'normal' | 'high';
  /** Names the occurrence: a retried message replaces an undelivered copy at the push service. */
  topicOf: string;
}

/** A push Topic (at most 32 URL-safe base64 characters) for an occurrence's key. */
export const topicFor = (key: string): string =>
  createHash('sha256').update(key).digest('base64url').slice(0, 32);

function outcomeOf(status: number): SendOutcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'rejected';
}

/** Sends one encrypted, VAPID-signed message to one device over http(s), with the endpoint rule at connect time. */
export async function sendPush(
  config: PushConfig,
  keys: VapidKeys,
  device: Device,
  message: Message,
): Promise<{ outcome: SendOutcome; status: number | undefined }> {
  if (!endpointAllowed(device.endpoint, config.allowLocalEndpoints))
    return { outcome: 'rejected', status: undefined };
  const details = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    message.payload,
    {
      vapidDetails: { subject: config.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: message.ttl,
      urgency: message.urgency,
      topic: topicFor(message.topicOf),
      contentEncoding: 'aes128gcm',
    },
  );
  const url = new URL(details.endpoint);
  const lookup = guardedLookup(config.allowLocalEndpoints);
  const request = url.protocol === 'https:' ? https.request : http.request;
  const timeout = config.timeoutMs ?? 10_000;
  return new Promise((resolve) => {
    const req = request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: details.method,
        headers: { ...details.headers, 'Content-Length': details.body?.length ?? 0 },
        timeout,
        // A literal address was checked above; a name is checked as it resolves.
        ...(lookup && !net.isIP(url.hostname) ? { lookup } : {}),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ outcome: outcomeOf(res.statusCode ?? 0), status: res.statusCode }));
        res.on('error', () => resolve({ outcome: 'retry', status: res.statusCode }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('push service timeout')));
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ outcome: error.code === 'ENOTPUBLIC' ? 'rejected' : 'retry', status: undefined }),
    );
    req.end(details.body ?? undefined);
  });
}

export const generateVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();
