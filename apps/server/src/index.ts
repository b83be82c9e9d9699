import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp, loggerOptions } from './app';
import { ConfigError, parseConfig } from './config';
import { createDatabase, runMigrations } from './db/client';
import { startEmbeddedPostgres, type EmbeddedServer } from './db/embedded';
import { announceAppUrl, listeningUrl } from './lib/app-url-file';
import { acquireDataDirLock } from './lib/data-dir-lock';
import { drainBeforeClose } from './lib/drain';
import { systemClock } from './lib/clock';
import { outboxMailer, smtpMailer } from './mail/mailer';
import { startNotificationQueue } from './modules/notifications/queue';

const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = path.resolve(here, '../../web/dist');
/** On SIGTERM, how long requests in flight may take to finish once the listener is closed. */
const DRAIN_DEADLINE_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = pino(loggerOptions(config.logLevel));

  let embedded: EmbeddedServer | undefined;
  let releaseLock: (() => Promise<void>) | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    releaseLock = await acquireDataDirLock(config.dataDir);
    embedded = await startEmbeddedPostgres(config.dataDir, {
      info: (m) => log.info(m),
      warn: (m) => log.warn(m),
    });
    databaseUrl = embedded.url;
    log.info(`Embedded PostgreSQL running, data in ${embedded.clusterDir}`);
  }
  await runMigrations(databaseUrl);
  const db = createDatabase(databaseUrl);

  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, (line) => log.info(line));

  // The notification queue (pg-boss in its own schema) and this process's worker.
  const queue = await startNotificationQueue({
    databaseUrl,
    db,
    clock: systemClock,
    push: config.push,
    log,
    cron: true,
  });

  const app = await buildApp({
    db,
    clock: systemClock,
    mailer,
    ai: config.ai,
    appUrl: config.appUrl,
    cookieSecure: config.cookieSecure,
    trustProxy: config.trustProxy,
    redisUrl: config.redisUrl,
    webDist: config.webDist ?? webDist,
    logger: log,
    push: config.push,
    wakeNotifications: () => queue.wake(),
  });

  // Filled once listening: removes the address `npm run demo` reads.
  const announced: { remove?: () => Promise<void> } = {};
  let closing = false;
  const settleConnections = drainBeforeClose(app.server);
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received: draining requests`);
    try {
      await settleConnections();
      const deadline = setTimeout(() => {
        log.warn(`Requests still running ${DRAIN_DEADLINE_MS} ms after ${signal}: closing their connections`);
        app.server.closeAllConnections();
      }, DRAIN_DEADLINE_MS);
      await app.close();
      clearTimeout(deadline);
      // Running send jobs finish; the rest stay queued in PostgreSQL for the next start.
      await queue.stop();
      mailer.close?.();
      await db.$client.end();
      await embedded?.stop();
      await announced.remove?.();
      await releaseLock?.();
      log.info('Stopped cleanly');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  // Requests in flight are drained first; the database (in its own process group) is stopped last.
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const url = listeningUrl(
    process.env.APP_URL,
    config.appUrl,
    typeof address === 'object' ? (address?.port ?? null) : null,
  );
  await announceAppUrl(config.dataDir, url).then(
    (remove) => (announced.remove = remove),
    (error: unknown) => log.warn({ err: error }, 'Could not record the app URL for npm run demo'),
  );
  log.info(`Track. Grow. is ready at ${url}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
