import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { runMigrations } from '../src/db/client';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
    dbPrefix: string;
    dbMode: 'embedded' | 'external';
  }
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * One database server per run: the embedded one, or DATABASE_URL for the `server-pg` project. A template is
 * migrated once; each test file clones it (CREATE DATABASE … TEMPLATE), which takes milliseconds.
 */
export default async function setup(project: TestProject) {
  const external = project.name === 'server-pg';
  let embedded: EmbeddedServer | undefined;
  let tmp: string | undefined;
  let adminUrl: string;
  if (external) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('server-pg needs DATABASE_URL');
    adminUrl = url;
  } else {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'tg-test-'));
    embedded = await startEmbeddedPostgres(tmp, { info: () => undefined, warn: (m) => console.warn(m) });
    adminUrl = embedded.adminUrl;
  }
  const dbPrefix = `tg_t${randomBytes(4).toString('hex')}_`;
  const templateDb = `${dbPrefix}template`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${templateDb}`);
  await runMigrations(withDatabase(adminUrl, templateDb));

  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);
  project.provide('dbPrefix', dbPrefix);
  project.provide('dbMode', external ? 'external' : 'embedded');

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${dbPrefix}%`],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
    await embedded?.stop();
    if (tmp) await fs.rm(tmp, { recursive: true, force: true });
  };
}
