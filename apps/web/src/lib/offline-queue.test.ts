import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, OfflineError } from './api-client.ts';
import {
  enqueueWrite,
  flushQueue,
  offlineQueueKey,
  readQueue,
  sendOrQueue,
  type QueuedWrite,
} from './offline-queue.ts';
import { setUserId } from './storage.ts';
import { goOffline, goOnline } from '../test/offline.ts';

const toggle = (date: string, habitName = 'Read') =>
  ({ kind: 'habitToggle', habitId: 'h1', habitName, date }) as const;

afterEach(() => vi.restoreAllMocks());

describe('the offline queue', () => {
  it('keeps writes per user in local storage, oldest first, across a reload', () => {
    enqueueWrite('alice', toggle('2026-11-01'));
    enqueueWrite('alice', { ...toggle('2026-11-02'), kind: 'habitDay', completed: false, skipped: true });
    enqueueWrite('bob', toggle('2026-11-03'));

    // A reload reads the same storage back.
    const stored = JSON.parse(window.localStorage.getItem(offlineQueueKey('alice')) ?? '[]') as QueuedWrite[];
    expect(stored.map((write) => write.date)).toEqual(['2026-11-01', '2026-11-02']);
    expect(readQueue('alice').map((write) => [write.kind, write.date])).toEqual([
      ['habitToggle', '2026-11-01'],
      ['habitDay', '2026-11-02'],
    ]);
    expect(readQueue('bob').map((write) => write.date)).toEqual(['2026-11-03']);
  });

  it('reads corrupt storage as an empty queue', () => {
    window.localStorage.setItem(offlineQueueKey('alice'), '{not json');
    expect(readQueue('alice')).toEqual([]);
    window.localStorage.setItem(offlineQueueKey('alice'), JSON.stringify([{ kind: 'habitToggle' }]));
    expect(readQueue('alice')).toEqual([]);
  });

  it('sends in order, one at a time, and empties the queue', async () => {
    for (const date of ['2026-11-01', '2026-11-02', '2026-11-03']) enqueueWrite('alice', toggle(date));
    const sent: string[] = [];
    let inFlight = 0;
    const result = await flushQueue(
      'alice',
      async (write) => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        await new Promise((done) => setTimeout(done, 5));
        sent.push(write.date);
        inFlight -= 1;
      },
      () => undefined,
    );
    expect(sent).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(result.sent).toHaveLength(3);
    expect(readQueue('alice')).toEqual([]);
    expect(window.localStorage.getItem(offlineQueueKey('alice'))).toBeNull();
  });

  it('drops a write the server refuses (4xx), reports it, and sends the rest', async () => {
    enqueueWrite('alice', toggle('2026-11-01', 'Gone habit'));
    enqueueWrite('alice', toggle('2026-11-02'));
    const refused = vi.fn();
    const sent: string[] = [];
    const result = await flushQueue(
      'alice',
      (write) => {
        // The habits feature wraps the server's answer as the cause of its own error.
        if (write.date === '2026-11-01')
          return Promise.reject(new Error('Failed to toggle habit', { cause: new ApiError(404, '', '') }));
        sent.push(write.date);
        return Promise.resolve();
      },
      refused,
    );
    expect(refused).toHaveBeenCalledTimes(1);
    expect(refused.mock.calls[0]?.[0]).toMatchObject({ habitName: 'Gone habit', date: '2026-11-01' });
    expect(sent).toEqual(['2026-11-02']);
    expect(result.refused).toHaveLength(1);
    expect(readQueue('alice')).toEqual([]);
  });

  it.each([
    ['a server failure (5xx)', new ApiError(503, '', 'Service Unavailable')],
    ['a network failure', new OfflineError({ cause: new TypeError('Failed to fetch') })],
    ['a lost session (401)', new ApiError(401, '', 'Unauthorized')],
  ])('keeps the failed write and the ones after it, in order, after %s', async (_name, failure) => {
    for (const date of ['2026-11-01', '2026-11-02', '2026-11-03']) enqueueWrite('alice', toggle(date));
    const refused = vi.fn();
    const sent: string[] = [];
    const result = await flushQueue(
      'alice',
      (write) => {
        if (write.date === '2026-11-02') return Promise.reject(failure);
        sent.push(write.date);
        return Promise.resolve();
      },
      refused,
    );
    expect(sent).toEqual(['2026-11-01']);
    expect(refused).not.toHaveBeenCalled();
    expect(result.kept).toBe(2);
    expect(readQueue('alice').map((write) => write.date)).toEqual(['2026-11-02', '2026-11-03']);

    // The next try sends them.
    await flushQueue('alice', (write) => Promise.resolve(sent.push(write.date)), refused);
    expect(sent).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(readQueue('alice')).toEqual([]);
  });

  it('runs one flush at a time per user', async () => {
    enqueueWrite('alice', toggle('2026-11-01'));
    const send = vi.fn(() => new Promise((done) => setTimeout(done, 5)));
    const first = flushQueue('alice', send, () => undefined);
    const second = flushQueue('alice', send, () => undefined);
    expect(second).toBe(first);
    await first;
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('sendOrQueue', () => {
  it('sends at once when online and nothing waits', async () => {
    setUserId('alice');
    goOnline();
    const send = vi.fn(() => Promise.resolve('done'));
    await expect(sendOrQueue(toggle('2026-11-01'), send)).resolves.toBe('done');
    expect(readQueue('alice')).toEqual([]);
  });

  it('queues without sending while the browser is offline', async () => {
    setUserId('alice');
    goOffline();
    const send = vi.fn(() => Promise.resolve('done'));
    await expect(sendOrQueue(toggle('2026-11-01'), send)).resolves.toBeNull();
    expect(send).not.toHaveBeenCalled();
    expect(readQueue('alice').map((write) => write.date)).toEqual(['2026-11-01']);
  });

  it('queues behind earlier writes that still wait, so the order holds', async () => {
    setUserId('alice');
    goOnline();
    enqueueWrite('alice', toggle('2026-11-01'));
    const send = vi.fn(() => Promise.resolve('done'));
    await expect(sendOrQueue(toggle('2026-11-02'), send)).resolves.toBeNull();
    expect(send).not.toHaveBeenCalled();
    expect(readQueue('alice').map((write) => write.date)).toEqual(['2026-11-01', '2026-11-02']);
  });

  it('queues a write whose request could not reach the server, and passes other failures on', async () => {
    setUserId('alice');
    goOnline();
    const offline = new Error('Failed to toggle habit', { cause: new OfflineError() });
    await expect(sendOrQueue(toggle('2026-11-01'), () => Promise.reject(offline))).resolves.toBeNull();
    expect(readQueue('alice')).toHaveLength(1);

    window.localStorage.clear();
    setUserId('alice');
    const refused = new ApiError(400, '', 'Bad Request');
    await expect(sendOrQueue(toggle('2026-11-02'), () => Promise.reject(refused))).rejects.toBe(refused);
    expect(readQueue('alice')).toEqual([]);
  });
});
