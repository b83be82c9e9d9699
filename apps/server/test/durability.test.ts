import fs from 'node:fs/promises';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { runDurability } from './durability';
import { killStartedServers } from './server-process';

afterAll(killStartedServers);

// `npm run durability` in small: one kill -9 trial (app and postmaster) and one SIGTERM under load.
describe.skipIf(inject('dbMode') !== 'embedded')('crashes', () => {
  it('keeps every acknowledged write through kill -9, and drains on SIGTERM with nothing left running', async () => {
    const report = await runDurability({
      trials: 1,
      postgresCrashTrials: [1],
      writers: 4,
      drainConcurrency: 20,
      log: () => undefined,
    });
    await fs.rm(report.dataDir, { recursive: true, force: true });

    const [trial] = report.trials;
    expect(trial!.acknowledged).toBeGreaterThan(0);
    expect(trial!.missing).toEqual([]);
    expect(trial!.present).toBe(trial!.acknowledged);

    const { drain } = report;
    expect(drain.inFlight).toBeGreaterThan(0);
    expect(drain.unaccepted).toBeGreaterThan(0);
    expect(drain).toMatchObject({
      answered: drain.inFlight,
      fiveXx: 0,
      connectionErrors: 0,
      errorCodes: [],
      exitCode: 0,
      postgresLeft: [],
    });
  }, 60_000);
});
