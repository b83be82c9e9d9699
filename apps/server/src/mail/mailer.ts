import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { uuidv7 } from 'uuidv7';
import { systemClock, type Clock } from '../lib/clock';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Stops the mailer's background work (the outbox sweep). */
  close?(): void;
}

/** Real mail through any SMTP server (SMTP_URL). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** Outbox mails are kept a day: they hold reset links, which expire within the hour anyway. */
export const OUTBOX_KEEP_MS = 24 * 60 * 60 * 1000;
const OUTBOX_SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Deletes the outbox's mails last written before `now` minus a day; answers how many went. */
export async function sweepOutbox(outboxDir: string, now: Date): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let deleted = 0;
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    const file = path.join(outboxDir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile() || stat.mtimeMs >= now.getTime() - OUTBOX_KEEP_MS) continue;
    await fs.rm(file, { force: true });
    deleted++;
  }
  return deleted;
}

export interface OutboxOptions {
  clock?: Clock;
  sweepEveryMs?: number;
}

/**
 * Without SMTP, each mail is written as JSON to DATA_DIR/outbox/ so a local user can still open a reset link.
 * The log names the file, never its content: a reset link is a secret. Mails older than a day are deleted at
 * start-up and hourly. That is this machine's own file housekeeping, not a job of the PostgreSQL queue: each
 * process sweeps its own folder, and a sweep missed or repeated loses nothing. The timer is unref'd, so it
 * never keeps the process alive, and `close` stops it.
 */
export function outboxMailer(
  outboxDir: string,
  from: string,
  log: (line: string) => void,
  { clock = systemClock, sweepEveryMs = OUTBOX_SWEEP_EVERY_MS }: OutboxOptions = {},
): Mailer & { close(): void } {
  const sweep = () =>
    sweepOutbox(outboxDir, clock.now()).then(
      (deleted) => {
        if (deleted > 0)
          log(`Deleted ${deleted} mail${deleted === 1 ? '' : 's'} older than a day from ${outboxDir}`);
      },
      (error: unknown) =>
        log(`Could not sweep ${outboxDir}: ${error instanceof Error ? error.message : String(error)}`),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), sweepEveryMs);
  timer.unref();
  return {
    async send(message) {
      await fs.mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${uuidv7()}.json`);
      const mail = { from, ...message, createdAt: new Date().toISOString() };
      await fs.writeFile(file, `${JSON.stringify(mail, null, 2)}\n`, { mode: 0o600 });
      log(`Mail "${message.subject}" to ${message.to} written to ${file} (no SMTP_URL set)`);
    },
    close: () => clearInterval(timer),
  };
}
