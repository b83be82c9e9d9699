import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs `drizzle-kit generate` against a copy of the committed migrations: if it writes anything, the schema
 * and the migrations have drifted (STYLE.md 9). Returns the names of the files it would add.
 */
export async function migrationDrift(): Promise<string[]> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'tg-drift-'));
  try {
    const out = path.join(tmp, 'drizzle');
    await fs.cp(path.join(serverDir, 'drizzle'), out, { recursive: true });
    const before = new Set(await fs.readdir(out));
    const kit = path.join(serverDir, 'node_modules/.bin/drizzle-kit');
    const bin = (await fs.stat(kit).catch(() => null))
      ? kit
      : path.resolve(serverDir, '../../node_modules/.bin/drizzle-kit');
    execFileSync(
      bin,
      [
        'generate',
        '--dialect',
        'postgresql',
        '--schema',
        './src/db/schema/index.ts',
        '--out',
        path.relative(serverDir, out),
        '--casing',
        'snake_case',
      ],
      { cwd: serverDir, stdio: 'pipe' },
    );
    return (await fs.readdir(out)).filter((name) => !before.has(name));
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const added = await migrationDrift();
  if (added.length > 0) {
    console.error(
      `The schema has changes with no migration: run \`npm run db:generate\` and commit ${added.join(', ')}.`,
    );
    process.exit(1);
  }
  console.log('Migrations match the schema.');
}
