import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { strToU8, zipSync } from 'fflate';
import pino from 'pino';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loggerOptions } from '../src/app';
import { createTestApp, ORIGIN, signUp, type TestApp } from './helpers';

const lines: string[] = [];
let t: TestApp;
let base: string;
let cookie: string;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({ logger: pino(loggerOptions('info'), sink) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  cookie = (await signUp(t.app)).agent.cookie!;
});

const HABITS =
  'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n1,Run,YES_NO,,,1,1,#D32F2F,,,,false\n';

/** The file: 4.5 KB, a Checkmarks.csv header of 2,000 columns that name no habit. */
function wideLoopZip(): Uint8Array {
  const names = Array.from({ length: 2000 }, (_, i) => `u${i}`);
  return zipSync({
    'Habits.csv': strToU8(HABITS),
    'Checkmarks.csv': strToU8(`Date,${names.join(',')},\n2026-03-01${',NO'.repeat(2000)},\n`),
  });
}

function loopForm(file: Uint8Array): FormData {
  const form = new FormData();
  form.append('file', new Blob([file]), 'loop.zip');
  return form;
}

describe('a large import on a listening server', () => {
  it('refuses the 2,000-column Loop zip with a 400, and /api/health answers all along', async () => {
    const zip = wideLoopZip();
    expect(zip.length).toBeLessThan(10 * 1024);
    const health: number[] = [];
    let uploading = true;
    const poll = (async () => {
      while (uploading) {
        const start = performance.now();
        const response = await fetch(`${base}/api/health`);
        expect(response.status).toBe(200);
        health.push(performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const uploads = await Promise.all(
      Array.from({ length: 3 }, () =>
        fetch(`${base}/api/import/loop`, {
          method: 'POST',
          headers: { origin: ORIGIN, cookie },
          body: loopForm(zip),
        }),
      ),
    );
    uploading = false;
    await poll;
    for (const upload of uploads) {
      expect(upload.status).toBe(400);
      expect(await upload.json()).toEqual({
        message: 'Checkmarks.csv: The export has more habits than the 500 we import at most',
        code: 'imports.loopTooManyHabits',
      });
    }
    expect(health.length).toBeGreaterThan(0);
    // Generous: the machine is shared; a request held behind the parser would wait for seconds.
    expect(Math.max(...health)).toBeLessThan(1000);
  });

  it('logs a client that leaves mid-upload at info, and nothing at warn or error', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const before = lines.length;
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      [
        'POST /api/import/loop HTTP/1.1',
        `host: 127.0.0.1:${port}`,
        `origin: ${ORIGIN}`,
        `cookie: ${cookie}`,
        'content-type: multipart/form-data; boundary=b',
        'content-length: 1000000',
        '',
        '--b',
        'content-disposition: form-data; name="file"; filename="loop.zip"',
        'content-type: application/zip',
        '',
        'PK the first bytes of a long upload',
      ].join('\r\n'),
    );
    // Once the server has the request (and is reading its file), the client goes.
    await vi.waitFor(() => expect(lines.slice(before).join('')).toContain('"url":"/api/import/loop"'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.destroy();
    const logged = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    await vi.waitFor(
      () => expect(logged().some((line) => line.msg === 'upload aborted by the client')).toBe(true),
      {
        timeout: 10_000,
      },
    );
    expect(logged().filter((line) => line.msg === 'upload aborted by the client')).toMatchObject([
      { level: 30 },
    ]);
    expect(logged().filter((line) => line.level >= 40)).toEqual([]);
  });
});
