import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CLUSTER_POINTER,
  EmbeddedSetupError,
  placeBinaries,
  placeCluster,
  postgresIds,
  reachable,
} from '../src/db/embedded-place';

const isRoot = process.getuid?.() === 0;
const made: string[] = [];

/** A folder only root can enter, like root's home or a mktemp folder. */
async function privateFolder(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tg-private-'));
  made.push(dir);
  await fs.chmod(dir, 0o700);
  return dir;
}

/** A runtime root of the test's own, in a folder everyone can enter. */
async function runtimeRoot(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tg-runtime-'));
  made.push(dir);
  await fs.chmod(dir, 0o755);
  return path.join(dir, 'track-grow');
}

/** A stand-in for the packaged PostgreSQL build: the same layout, tiny programs. */
async function fakeBuild(parent: string) {
  const nativeDir = path.join(parent, 'native');
  await fs.mkdir(path.join(nativeDir, 'bin'), { recursive: true });
  await fs.mkdir(path.join(nativeDir, 'lib'), { recursive: true });
  for (const name of ['postgres', 'initdb']) {
    await fs.writeFile(path.join(nativeDir, 'bin', name), '#!/bin/sh\nexit 0\n', { mode: 0o755 });
  }
  await fs.writeFile(path.join(nativeDir, 'lib', 'libpq.so.5.18'), 'lib');
  await fs.symlink('libpq.so.5.18', path.join(nativeDir, 'lib', 'libpq.so.5'));
  return {
    nativeDir,
    version: '18.0.0-test',
    postgres: path.join(nativeDir, 'bin', 'postgres'),
    initdb: path.join(nativeDir, 'bin', 'initdb'),
  };
}

afterAll(async () => {
  for (const dir of made) await fs.rm(dir, { recursive: true, force: true });
});

// PostgreSQL runs as the postgres user only when the app runs as root: these cases exist only there.
describe.skipIf(!isRoot)('placing the embedded database as root', () => {
  it('runs the packaged programs in place when the postgres user can reach them', async () => {
    const ids = await postgresIds();
    const open = await fs.mkdtemp(path.join(os.tmpdir(), 'tg-open-'));
    made.push(open);
    await fs.chmod(open, 0o755);
    const build = await fakeBuild(open);
    const root = await runtimeRoot();
    const placed = await placeBinaries(build, ids, root);
    expect(placed.copiedTo).toBeUndefined();
    expect(placed.binaries.postgres).toBe(build.postgres);
  });

  it('copies the programs out of a private folder once, keeping their layout and links', async () => {
    const ids = await postgresIds();
    const build = await fakeBuild(await privateFolder());
    expect(await reachable(ids, build.postgres)).toBe(false);
    const root = await runtimeRoot();

    const first = await placeBinaries(build, ids, root);
    expect(first.copiedTo).toBe(path.join(root, `postgres-18.0.0-test-${process.platform}-${process.arch}`));
    expect(first.binaries.postgres).toBe(path.join(first.copiedTo!, 'bin', 'postgres'));
    expect(await reachable(ids, first.binaries.postgres)).toBe(true);
    expect(await fs.readlink(path.join(first.copiedTo!, 'lib', 'libpq.so.5'))).toBe('libpq.so.5.18');
    expect((await fs.readdir(root)).filter((name) => name.includes('.partial-'))).toEqual([]);

    const marker = path.join(first.copiedTo!, 'bin', 'marker');
    await fs.writeFile(marker, 'kept');
    const second = await placeBinaries(build, ids, root);
    expect(second.copiedTo).toBe(first.copiedTo);
    expect(await fs.readFile(marker, 'utf8')).toBe('kept'); // not copied again
  });

  it('keeps the cluster in DATA_DIR/pg when the postgres user can reach DATA_DIR, adding only o+x', async () => {
    const ids = await postgresIds();
    const open = await fs.mkdtemp(path.join(os.tmpdir(), 'tg-open-'));
    made.push(open);
    await fs.chmod(open, 0o755);
    const dataDir = path.join(open, 'data');
    await fs.mkdir(dataDir, { mode: 0o700 });
    await fs.chmod(dataDir, 0o700);
    const placed = await placeCluster(dataDir, ids, await runtimeRoot());
    expect(placed).toEqual({ clusterDir: path.join(dataDir, 'pg'), relocated: false });
    expect((await fs.stat(dataDir)).mode & 0o777).toBe(0o701);
  });

  it('moves the cluster of a private DATA_DIR to a folder the postgres user owns, and finds it again', async () => {
    const ids = await postgresIds();
    const dataDir = path.join(await privateFolder(), 'data');
    await fs.mkdir(dataDir);
    const root = await runtimeRoot();
    const placed = await placeCluster(dataDir, ids, root);
    expect(placed.relocated).toBe(true);
    expect(placed.clusterDir).toMatch(new RegExp(`^${root}/clusters/[0-9a-f]{16}/pg$`));
    const home = await fs.stat(path.dirname(placed.clusterDir));
    expect([home.uid, home.gid, home.mode & 0o777]).toEqual([ids.uid, ids.gid, 0o700]);
    expect(await reachable(ids, path.dirname(placed.clusterDir), true)).toBe(true);
    expect((await fs.readFile(path.join(dataDir, CLUSTER_POINTER), 'utf8')).trim()).toBe(placed.clusterDir);

    expect(await placeCluster(dataDir, ids, root)).toEqual(placed);
  });

  it('stops with one line naming the fixes when nothing can hold the database', async () => {
    const ids = await postgresIds();
    const dataDir = path.join(await privateFolder(), 'data');
    await fs.mkdir(dataDir);
    const blocked = path.join(await privateFolder(), 'a-file');
    await fs.writeFile(blocked, '');
    const error = await placeCluster(dataDir, ids, path.join(blocked, 'track-grow')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmbeddedSetupError);
    const message = (error as Error).message;
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain('ENOTDIR');
    expect(message).toMatch(/set DATA_DIR .*run as a normal user, or set DATABASE_URL/);
  });

  it('refuses to move an existing cluster the postgres user cannot reach', async () => {
    const ids = await postgresIds();
    const dataDir = path.join(await privateFolder(), 'data');
    await fs.mkdir(path.join(dataDir, 'pg'), { recursive: true });
    await fs.writeFile(path.join(dataDir, 'pg', 'PG_VERSION'), '18\n');
    await expect(placeCluster(dataDir, ids, await runtimeRoot())).rejects.toThrow(
      /out of the postgres user's reach .*chmod o\+x/,
    );
  });
});
