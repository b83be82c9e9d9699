import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_KEEP_MS, outboxMailer, sweepOutbox } from './mailer';

const HOUR = 60 * 60 * 1000;
const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});

async function outboxWith(ages: Record<string, number>): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tg-outbox-'));
  dirs.push(dir);
  for (const [name, ageMs] of Object.entries(ages)) {
    const file = path.join(dir, name);
    await fs.writeFile(file, '{}');
    const when = new Date(Date.now() - ageMs);
    await fs.utimes(file, when, when);
  }
  return dir;
}

const left = async (dir: string) => (await fs.readdir(dir)).sort();

describe('the outbox sweep', () => {
  it('deletes mails written more than a day ago, and only mails', async () => {
    const dir = await outboxWith({
      'old.json': OUTBOX_KEEP_MS + HOUR,
      'young.json': OUTBOX_KEEP_MS - HOUR,
      'notes.txt': 3 * OUTBOX_KEEP_MS,
    });
    expect(await sweepOutbox(dir, new Date())).toBe(1);
    expect(await left(dir)).toEqual(['notes.txt', 'young.json']);
    expect(await sweepOutbox(path.join(dir, 'missing'), new Date())).toBe(0);
  });

  it('runs when the mailer starts, then on its interval by the clock, until closed', async () => {
    const dir = await outboxWith({ 'old.json': 2 * OUTBOX_KEEP_MS, 'young.json': HOUR });
    let now = Date.now();
    const lines: string[] = [];
    const mailer = outboxMailer(dir, 'app@example.com', (line) => lines.push(line), {
      clock: { now: () => new Date(now) },
      sweepEveryMs: 20,
    });
    await vi.waitFor(() => expect(lines).toContain(`Deleted 1 mail older than a day from ${dir}`));
    await mailer.send({ to: 'ada@example.com', subject: 'Reset', text: 'link' });
    expect(await left(dir)).toHaveLength(2);

    now += OUTBOX_KEEP_MS + HOUR;
    await vi.waitFor(async () => expect(await left(dir)).toEqual([]));
    mailer.close();
    await mailer.send({ to: 'ada@example.com', subject: 'Reset', text: 'link' });
    now += 2 * OUTBOX_KEEP_MS;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await left(dir)).toHaveLength(1);
  });
});
