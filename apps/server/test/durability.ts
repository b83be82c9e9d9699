/**
 * Crashes, proven (DESIGN.md 6: an acknowledged write survives `kill -9`; SIGTERM drains). Shared by
 * `npm run durability` (scripts/durability.ts, ten trials) and test/durability.test.ts (one trial, in `npm test`).
 */
import { randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ApiSession } from './api-session';
import { drainUnderLoad, type DrainReport } from './drain';
import { killStartedServers, postmasterPid, startServer, type ServerProcess } from './server-process';

/** `app`: kill -9 of the node process (its PostgreSQL child keeps running); `app+postgres`: the postmaster too. */
export type CrashKind = 'app' | 'app+postgres';

type WriteKind = 'note' | 'task' | 'completion';

/** One write the server answered with a 2xx: it must be there after any crash. */
interface Acknowledged {
  kind: WriteKind;
  /** The note's content, the task's title, or `<habit id> <date>` of a completion: unique in the run. */
  match: string;
  /** The row id the answer gave (completions have none of their own). */
  id: string | null;
}

export interface TrialReport {
  trial: number;
  crash: CrashKind;
  killAfterMs: number;
  acknowledged: number;
  present: number;
  missing: Acknowledged[];
  /** Writes sent but not answered when the process died: each may or may not have been committed. */
  unanswered: number;
  unansweredPresent: number;
  /** Non-2xx answers before the kill (a killed postmaster makes the app answer 500 for a moment). */
  refused: number;
  /** Spawn of the new process until /api/health answers, leftover PostgreSQL and crash recovery included. */
  restartMs: number;
  /** The new process found the killed app's PostgreSQL still running and stopped it (DATA_DIR/pg/postmaster.pid). */
  leftoverStopped: boolean;
}

export interface DurabilityReport {
  trials: TrialReport[];
  drain: DrainReport;
  dataDir: string;
}

export interface DurabilityOptions {
  trials: number;
  /** Trial numbers (1-based) where the postmaster is killed -9 with the app. */
  postgresCrashTrials: number[];
  /** Concurrent writers during each trial. */
  writers: number;
  /** Requests kept in flight by the SIGTERM load. */
  drainConcurrency: number;
  log: (line: string) => void;
}

const PASSWORD = 'durable-pass-123';
const DAY_MS = 86_400_000;
/** Completions go on past days (never the user's future, whatever the zone): one habit holds up to this many. */
const COMPLETION_DAYS = 398;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface Readback {
  notes: Map<string, string>;
  tasks: Map<string, string>;
  completions: Set<string>;
}

async function readEverything(
  api: ApiSession,
  habitIds: string[],
  from: string,
  to: string,
): Promise<Readback> {
  const notes = await api.listAll<{ id: string; content: string }>('/api/notes', 500);
  const tasks = await api.listAll<{ id: string; title: string }>('/api/tasks', 1000);
  const completions = new Set<string>();
  for (const habitId of habitIds) {
    const query = new URLSearchParams({ habitId, from, to }).toString();
    const answer = await api.expect(200, 'GET', `/api/habits/completions?${query}`);
    for (const row of answer.body as { habitId: string; date: string; completed: boolean }[])
      if (row.completed) completions.add(`${row.habitId} ${row.date}`);
  }
  return {
    notes: new Map(notes.map((n) => [n.content, n.id])),
    tasks: new Map(tasks.map((t) => [t.title, t.id])),
    completions,
  };
}

function isPresent(write: Omit<Acknowledged, 'id'> & { id?: string | null }, found: Readback): boolean {
  if (write.kind === 'completion') return found.completions.has(write.match);
  const id = (write.kind === 'note' ? found.notes : found.tasks).get(write.match);
  return id !== undefined && (write.id == null || write.id === id);
}

interface LoopResult {
  acknowledged: Acknowledged[];
  unanswered: { kind: WriteKind; match: string }[];
  refused: number;
}

/**
 * `writers` loops, each sending one write after the other (notes, tasks and habit completions in turn) until
 * its request gets no answer: the process was killed.
 */
async function writeUntilKilled(
  api: ApiSession,
  writers: number,
  tag: string,
  habitId: string,
  lastDay: number,
) {
  const result: LoopResult = { acknowledged: [], unanswered: [], refused: 0 };
  let nextDay = 0;
  const writer = async (w: number) => {
    for (let i = 0; ; i++) {
      let kind: WriteKind = (['note', 'task', 'completion'] as const)[(w + i) % 3]!;
      if (kind === 'completion' && nextDay >= COMPLETION_DAYS) kind = 'note';
      const text = `${tag} w${w} #${i}`;
      const date = kind === 'completion' ? isoDay(lastDay - nextDay++ * DAY_MS) : '';
      const match = kind === 'completion' ? `${habitId} ${date}` : text;
      let answer;
      try {
        answer =
          kind === 'note'
            ? await api.send('POST', '/api/notes', { title: `Note ${tag}`, content: text })
            : kind === 'task'
              ? await api.send('POST', '/api/tasks', { title: text })
              : await api.send('PUT', `/api/habits/${habitId}/completions/${date}`, { completed: true });
      } catch {
        result.unanswered.push({ kind, match });
        return;
      }
      if (answer.status >= 200 && answer.status < 300) {
        const id = kind === 'completion' ? null : (answer.body as { id: string }).id;
        result.acknowledged.push({ kind, match, id });
      } else if (answer.status >= 400 && answer.status < 500) {
        throw new Error(`a valid ${kind} write was refused: ${answer.status} ${JSON.stringify(answer.body)}`);
      } else {
        result.refused++;
      }
    }
  };
  await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
  return result;
}

/** Runs the trials on one DATA_DIR (each restart is a real one: same cluster, same files), then the drain. */
export async function runDurability(options: DurabilityOptions): Promise<DurabilityReport> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tg-durability-'));
  try {
    return await runIn(dataDir, options);
  } catch (error) {
    killStartedServers();
    throw error;
  }
}

async function runIn(dataDir: string, options: DurabilityOptions): Promise<DurabilityReport> {
  const { log } = options;
  const email = `durable-${Date.now()}@example.com`;
  const firstStart = performance.now();
  let server: ServerProcess = await startServer(dataDir);
  log(`first start (initdb included): ${Math.round(performance.now() - firstStart)} ms`);
  let api = new ApiSession(server.base);
  await api.signUp(email, PASSWORD);

  const lastDay = Date.now() - 2 * DAY_MS;
  const from = isoDay(lastDay - COMPLETION_DAYS * DAY_MS);
  const to = isoDay(lastDay);
  const habitIds: string[] = [];
  const everything: Acknowledged[] = [];
  const trials: TrialReport[] = [];

  for (let trial = 1; trial <= options.trials; trial++) {
    const crash: CrashKind = options.postgresCrashTrials.includes(trial) ? 'app+postgres' : 'app';
    const habit = await api.expect(201, 'POST', '/api/habits', { name: `Trial ${trial}`, startDate: from });
    const habitId = (habit.body as { id: string }).id;
    habitIds.push(habitId);

    const killAfterMs = randomInt(100, 1501);
    const pgPid = await postmasterPid(dataDir);
    const dying = server;
    const timer = setTimeout(() => {
      if (crash === 'app+postgres' && pgPid) process.kill(pgPid, 'SIGKILL');
      dying.child.kill('SIGKILL');
    }, killAfterMs);
    const loop = await writeUntilKilled(api, options.writers, `t${trial}`, habitId, lastDay);
    clearTimeout(timer);
    await dying.exited;

    const started = performance.now();
    server = await startServer(dataDir);
    const restartMs = Math.round(performance.now() - started);
    api = new ApiSession(server.base);
    await api.signIn(email, PASSWORD);

    const found = await readEverything(api, habitIds, from, to);
    everything.push(...loop.acknowledged);
    const missing = loop.acknowledged.filter((write) => !isPresent(write, found));
    const earlierMissing = everything.filter((write) => !isPresent(write, found)).length - missing.length;
    if (earlierMissing > 0)
      throw new Error(`trial ${trial}: ${earlierMissing} writes of earlier trials are gone`);
    // kill -9 of the app alone leaves its PostgreSQL running: the restart must have found and stopped it.
    const leftoverStopped = server.output().includes('left running by an earlier run');
    if (crash === 'app' && !leftoverStopped)
      throw new Error(`trial ${trial}: the restart did not find the killed app's PostgreSQL running`);
    const report: TrialReport = {
      trial,
      crash,
      killAfterMs,
      acknowledged: loop.acknowledged.length,
      present: loop.acknowledged.length - missing.length,
      missing,
      unanswered: loop.unanswered.length,
      unansweredPresent: loop.unanswered.filter((write) => isPresent(write, found)).length,
      refused: loop.refused,
      restartMs,
      leftoverStopped,
    };
    trials.push(report);
    log(
      `trial ${trial}: acknowledged ${report.acknowledged}, present ${report.present}, missing ${missing.length}, ` +
        `restart ${restartMs} ms (kill -9 ${crash === 'app' ? 'of the app' : 'of the app and the postmaster'} ` +
        `after ${killAfterMs} ms; unanswered ${report.unanswered}, of them committed ${report.unansweredPresent}` +
        `${report.refused ? `; refused ${report.refused}` : ''})`,
    );
    for (const write of missing.slice(0, 5))
      log(`  missing ${write.kind} ${write.match} (${write.id ?? 'no id'})`);
  }

  const drain = await drainUnderLoad(server, api, dataDir, options.drainConcurrency);
  return { trials, drain, dataDir };
}
