import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2eEnvironment } from './environment.ts';

/** A mail the server wrote to DATA_DIR/outbox (no SMTP_URL in tests). */
export interface OutboxMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

function isOutboxMail(value: unknown): value is OutboxMail {
  if (typeof value !== 'object' || value === null) return false;
  const mail = value as Record<string, unknown>;
  return ['from', 'to', 'subject', 'text', 'createdAt'].every((key) => typeof mail[key] === 'string');
}

async function mailsTo(address: string): Promise<OutboxMail[]> {
  const { outboxDir } = e2eEnvironment();
  let files: string[];
  try {
    files = (await readdir(outboxDir)).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  const mails: OutboxMail[] = [];
  for (const file of files) {
    const parsed: unknown = JSON.parse(await readFile(path.join(outboxDir, file), 'utf8'));
    if (!isOutboxMail(parsed)) throw new Error(`outbox/${file} is not {from, to, subject, text, createdAt}`);
    if (parsed.to.toLowerCase() === address.toLowerCase()) mails.push(parsed);
  }
  return mails.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Waits for the newest mail to an address written after `since`. */
export async function newestMailTo(address: string, since: Date): Promise<OutboxMail> {
  let newest: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        newest = (await mailsTo(address)).filter((mail) => new Date(mail.createdAt) >= since).at(-1);
        return newest !== undefined;
      },
      { message: `a mail to ${address} in the outbox`, timeout: 10_000 },
    )
    .toBe(true);
  if (!newest) throw new Error('unreachable: the poll above found a mail');
  return newest;
}

/** The `${APP_URL}/reset-password?token=...` link of a reset mail. */
export function resetLinkIn(mail: OutboxMail): URL {
  const match = /https?:\/\/\S+\/reset-password\?token=[^\s"'<>]+/.exec(mail.text);
  if (!match) throw new Error(`no reset link in the mail "${mail.subject}":\n${mail.text}`);
  return new URL(match[0]);
}
