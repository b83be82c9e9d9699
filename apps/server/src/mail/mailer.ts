import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { uuidv7 } from 'uuidv7';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
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

/**
 * Without SMTP, each mail is written as JSON to DATA_DIR/outbox/ so a local user can still open a reset link.
 * The log names the file, never its content: a reset link is a secret.
 */
export function outboxMailer(outboxDir: string, from: string, log: (line: string) => void): Mailer {
  return {
    async send(message) {
      await fs.mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${uuidv7()}.json`);
      const mail = { from, ...message, createdAt: new Date().toISOString() };
      await fs.writeFile(file, `${JSON.stringify(mail, null, 2)}\n`, { mode: 0o600 });
      log(`Mail "${message.subject}" to ${message.to} written to ${file} (no SMTP_URL set)`);
    },
  };
}
