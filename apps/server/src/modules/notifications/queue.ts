import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import { deliver, sweep, tick, RetryLater, type DeliveryDeps, type SendJob } from './delivery';

/**
 * The job queue of the notifications (issue 24): pg-boss on the app's own database, in its own schema. Every app
 * process starts one with a worker; PostgreSQL hands each job to one worker at a time (SKIP LOCKED), a job of a
 * process killed half way is retried once its lease expires, and nothing is kept in process timers.
 * - `notifications-tick` (cron, every minute; once per minute whatever the number of processes): hands the due
 *   schedule rows to send jobs.
 * - `notifications-send`: one occurrence; retried with exponential backoff while a device fails for now.
 * - `notifications-sweep` (cron, hourly): plans every user again and forgets old deliveries.
 */

export const QUEUE_SCHEMA = 'pgboss';
const TICK = 'notifications-tick';
const SEND = 'notifications-send';
const SWEEP = 'notifications-sweep';

export interface NotificationQueueOptions extends DeliveryDeps {
  databaseUrl: string;
  log: { warn(object: unknown, message: string): void; error(object: unknown, message: string): void };
  /** Run the tick and the sweep on their cron (index.ts); tests call `tick()` themselves with their clock. */
  cron?: boolean;
  /** The first retry's delay in seconds (doubling, with jitter), and how many retries (default 30 s, 8). */
  retryDelaySeconds?: number;
  retryLimit?: number;
  /** How often an idle worker asks for a job (default 2 s; at least 0.5). */
  pollingIntervalSeconds?: number;
}

export interface NotificationQueue {
  /** Hands the due rows (by the app's clock) to send jobs now; how many were due. */
  tick(): Promise<number>;
  /** Asks for a tick as soon as a worker is free (a test notification). */
  wake(): Promise<void>;
  /** Waits until no send job is waiting or running (tests), at most `timeoutMs`. */
  idle(timeoutMs?: number): Promise<void>;
  /** Stops fetching, lets running jobs finish, closes the queue's pool. */
  stop(): Promise<void>;
}

/** One job id per occurrence (a UUID made from it): sending it twice inserts it once. */
export function jobIdOf(job: SendJob): string {
  const hex = createHash('sha256').update(`${job.userId}|${job.kind}|${job.ref}|${job.fireAt}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startNotificationQueue(options: NotificationQueueOptions): Promise<NotificationQueue> {
  const deps: DeliveryDeps = { db: options.db, clock: options.clock, push: options.push };
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema: QUEUE_SCHEMA,
    max: 3,
    application_name: 'track-grow-queue',
    schedule: options.cron ?? false,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'notification queue error'));
  await boss.start();
  const retry = {
    retryLimit: options.retryLimit ?? 8,
    retryDelay: options.retryDelaySeconds ?? 30,
    retryBackoff: true,
  };
  await boss.createQueue(SEND, { name: SEND, ...retry, expireInSeconds: 120 });
  await boss.createQueue(TICK, { name: TICK, retryLimit: 0, expireInSeconds: 120 });
  await boss.createQueue(SWEEP, { name: SWEEP, retryLimit: 0, expireInSeconds: 1800 });
  if (options.cron) {
    await boss.schedule(TICK, '* * * * *');
    await boss.schedule(SWEEP, '17 * * * *');
  }

  const enqueue = async (job: SendJob) => {
    await boss.send(SEND, job, { id: jobIdOf(job) });
  };
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  await boss.work<SendJob>(SEND, { ...polling, batchSize: 1 }, async ([job]) => {
    if (!job) return;
    try {
      await deliver(deps, job.data);
    } catch (error) {
      if (!(error instanceof RetryLater)) options.log.error({ err: error }, 'notification send failed');
      throw error;
    }
  });
  await boss.work(TICK, polling, async () => {
    await tick(deps, enqueue);
  });
  await boss.work(SWEEP, polling, async () => {
    await sweep(deps);
  });

  return {
    tick: () => tick(deps, enqueue),
    wake: async () => {
      await boss.send(TICK, {}, { singletonKey: 'wake', singletonSeconds: 1 });
    },
    async idle(timeoutMs = 20_000) {
      const end = Date.now() + timeoutMs;
      while (Date.now() < end) {
        const waiting = await boss.getQueueSize(SEND, { before: 'completed' });
        if (waiting === 0) return;
        await sleep(100);
      }
      throw new Error('the notification queue did not become idle');
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
