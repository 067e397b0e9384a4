import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type StreamSentMessageInfo } from 'nodemailer';
import { OWNER_ONLY_DIR, OWNER_ONLY_FILE, type AppConfig } from '../config/index.js';
import type { Mailer } from './mailer.js';
import { NodemailerMailer } from './nodemailer-mailer.js';

export type MailerConfig = Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'varDir' | 'mailRatePerSecond'>;

/**
 * SMTP (pooled) when SMTP_URL is set, at most `mailRatePerSecond` messages a second when given;
 * otherwise each message is written as an RFC 822 `.eml` file under `<varDir>/mail/`.
 */
export function createMailer(config: MailerConfig): Mailer {
  if (config.smtpUrl) {
    // nodemailer counts rateLimit messages per rateDelta ms; a fractional rate widens the window instead.
    const rate = config.mailRatePerSecond;
    const limit = rate ? (rate >= 1 ? { rateLimit: Math.floor(rate), rateDelta: 1000 } : { rateLimit: 1, rateDelta: Math.round(1000 / rate) }) : {};
    return new NodemailerMailer(nodemailer.createTransport({ url: config.smtpUrl, pool: true, ...limit }), config.mailFrom);
  }
  return createEmlFileMailer(join(config.varDir, 'mail'), config.mailFrom);
}

export function createEmlFileMailer(dir: string, from: string): Mailer {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return new NodemailerMailer<StreamSentMessageInfo>(transporter, from, async (info) => {
    // Owner-only: a message may carry a temporary password or a reset link.
    await mkdir(dir, { recursive: true, mode: OWNER_ONLY_DIR });
    // The time prefix sorts the files in sending order; the Message-ID keeps names unique.
    const id = info.messageId.replace(/[^A-Za-z0-9.@-]/g, '');
    await writeFile(join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`), info.message as Buffer, { mode: OWNER_ONLY_FILE });
  });
}
