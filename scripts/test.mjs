#!/usr/bin/env node
// `npm test`: every test of every runner (Vitest projects, then Playwright in Chromium), then one plain
// closing line "N passed, N failed" summing them all. Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-test-results-'));
const only = process.argv[2]; // optional: "unit" or "e2e"
const results = [];

function run(command, args, env = {}) {
  const child = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return child.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// The web build comes first: a unit test checks its chunk graph (apps/web/first-load.test.ts) and the
// browser tests serve it.
const build = run('npm', ['run', 'build', '--silent']);
if (build !== 0) results.push({ runner: 'Build', passed: 0, failed: 1, note: 'the web build failed' });

if (only !== 'e2e') {
  const out = path.join(tmp, 'vitest.json');
  const code = run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  const report = readJson(out);
  const passed = report?.numPassedTests ?? 0;
  // A crashed file (e.g. a failed import) fails no single test: count it so it cannot pass unnoticed.
  // (numFailedTestSuites would also count each describe block around a failed test.)
  const crashed = (report?.testResults ?? []).filter(
    (file) => file.status === 'failed' && !file.assertionResults?.some((t) => t.status === 'failed'),
  ).length;
  const failed = report ? (report.numFailedTests ?? 0) + crashed : 1;
  results.push({ runner: 'Vitest', passed, failed: code !== 0 && failed === 0 ? 1 : failed });
}

if (only !== 'unit' && build === 0) {
  const out = path.join(tmp, 'playwright.json');
  const code = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: out,
  });
  const stats = readJson(out)?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = stats?.unexpected ?? 0;
  results.push({ runner: 'Playwright', passed, failed: code !== 0 && failed === 0 ? 1 : failed });
}

fs.rmSync(tmp, { recursive: true, force: true });
console.log('');
for (const r of results)
  console.log(`${r.runner}: ${r.passed} passed, ${r.failed} failed${r.note ? ` (${r.note})` : ''}`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
