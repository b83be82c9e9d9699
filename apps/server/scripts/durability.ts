/**
 * `npm run durability`: ten kill -9 trials of the real server on one DATA_DIR, every acknowledged write checked
 * after each restart, then SIGTERM under load. Exits non-zero on any missing write or failed drain.
 */
import fs from 'node:fs/promises';
import { runDurability } from '../test/durability';
import { killStartedServers } from '../test/server-process';

// A run that breaks half-way leaves no server behind.
process.on('exit', killStartedServers);

const trials = Number(process.env.DURABILITY_TRIALS ?? 10);
if (!Number.isInteger(trials) || trials < 1) {
  console.error('DURABILITY_TRIALS must be a whole number of trials, 1 or more');
  process.exit(2);
}

const started = performance.now();
const report = await runDurability({
  trials,
  // Trials 4 and 8 also kill the postmaster: crash recovery from the WAL.
  postgresCrashTrials: [4, 8],
  writers: 6,
  drainConcurrency: 20,
  log: (line) => console.log(line),
});

const sum = (pick: (t: (typeof report.trials)[number]) => number) =>
  report.trials.reduce((total, t) => total + pick(t), 0);
const missing = sum((t) => t.missing.length);
const restarts = report.trials.map((t) => t.restartMs).sort((a, b) => a - b);
console.log(
  `total: ${report.trials.length} trials, acknowledged ${sum((t) => t.acknowledged)}, ` +
    `present ${sum((t) => t.present)}, missing ${missing}; restart median ${restarts[Math.floor(restarts.length / 2)]} ms, ` +
    `max ${restarts[restarts.length - 1]} ms`,
);

const d = report.drain;
console.log(
  `sigterm: in flight ${d.inFlight}, answered ${d.answered}, 5xx ${d.fiveXx}, connection errors ${d.connectionErrors}, ` +
    `exit ${d.exitCode ?? 'none (killed)'}, postgres left ${d.postgresLeft.length}`,
);
const codes = (list: string[]) => (list.length ? ` (${list.join(', ')})` : '');
console.log(
  `  in flight: ${d.inFlight - d.unaccepted} on busy keep-alive connections, ${d.unaccepted} on new connections ` +
    `not yet accepted${codes(d.errorCodes)}; exit ${d.exitMs} ms after the signal`,
);
console.log(
  `  written after the signal: ${d.after.sent}, answered ${d.after.answered}, 5xx ${d.after.fiveXx}, ` +
    `connection errors ${d.after.connectionErrors}${codes(d.after.errorCodes)}`,
);

const drainOk =
  d.inFlight > 0 && d.answered === d.inFlight && d.exitCode === 0 && d.postgresLeft.length === 0;
console.log(
  `${missing === 0 && drainOk ? 'PASS' : 'FAIL'} in ${Math.round((performance.now() - started) / 1000)} s`,
);
if (missing === 0 && drainOk) await fs.rm(report.dataDir, { recursive: true, force: true });
else console.log(`DATA_DIR kept for inspection: ${report.dataDir}`);
process.exit(missing === 0 && drainOk ? 0 : 1);
