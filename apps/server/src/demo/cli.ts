import { parseConfig } from '../config';
import { createDatabase, runMigrations } from '../db/client';
import { connectEmbeddedPostgres } from '../db/embedded';
import { clusterDirOf } from '../db/embedded-place';
import { runningAppUrl } from '../lib/app-url-file';
import { systemClock } from '../lib/clock';
import { createDemoAccount } from './account';

/** `npm run demo`: fills (or refreshes) the demo account with a year of data, on the app's own database. */
async function main() {
  const config = parseConfig(process.env);
  const quiet = { info: () => undefined, warn: (m: string) => console.warn(m) };
  const server = config.databaseUrl ? undefined : await connectEmbeddedPostgres(config.dataDir, quiet);
  const url = config.databaseUrl ?? server!.url;
  await runMigrations(url);
  const db = createDatabase(url, { max: 2 });
  try {
    const started = Date.now();
    const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const days = Number(process.env.DEMO_DAYS ?? 365);
    const { email, password } = await createDemoAccount(db, systemClock, { days, timezone });
    console.log(
      `Demo account ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${days} days of habits, money, tasks, moods and notes.`,
    );
    // The app may run with another PORT than this command sees: ask the running server first.
    const running = process.env.APP_URL ? null : await runningAppUrl(config.dataDir);
    const where = running ?? config.appUrl;
    if (!running && !process.env.APP_URL) console.log(`The app is not running: start it with npm start.`);
    console.log(`Sign in at ${where} with\n  email:    ${email}\n  password: ${password}`);
    if (!config.databaseUrl) console.log(`(database: ${await clusterDirOf(config.dataDir)})`);
  } finally {
    await db.$client.end();
    await server?.release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
