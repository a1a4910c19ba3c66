/**
 * Sending email through nodemailer: over SMTP when `SMTP_URL` is set (cms/config.ts), otherwise
 * into a local outbox folder (`EMAIL_OUTBOX_DIR`, default data/outbox) that a developer reads at
 * /dev/outbox (a page that does not exist in production). Features call `queueEmail`, which
 * writes a `sendEmail` job (cms/jobs); only that job's handler calls `sendEmail`.
 *
 * Each outbox message is two files: the full RFC 822 message (`.eml`, as SMTP would have sent
 * it) and a small JSON summary the dev page lists.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from '../config';
import { enqueue, type JobTarget } from '../jobs';
import { plainLine } from '../domain/quoted-text';

export type EmailMessage = { to: string; subject: string; text: string; html?: string };

/** What the outbox keeps per message (read by site/src/pages/dev/outbox.astro). */
export type OutboxEntry = EmailMessage & { id: string; from: string; sentAt: string };

let transporter: Transporter | undefined;

function transport(): Transporter {
  const { smtpUrl, smtpTimeoutMs } = config.accounts;
  transporter ??= smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: smtpTimeoutMs,
        greetingTimeout: smtpTimeoutMs,
        socketTimeout: smtpTimeoutMs,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return transporter;
}

export async function sendEmail(message: EmailMessage): Promise<void> {
  const from = config.accounts.emailFrom;
  // nodemailer folds CR and LF in a header into spaces but passes bidi and zero-width characters,
  // NEL and U+2028 on to the reader: the subject is one visible line. `to` as an address object is
  // one mailbox, never parsed as a list or a group ("g:someone@else.dk;" would be sent there).
  const info = await transport().sendMail({
    from,
    ...message,
    to: { name: '', address: message.to },
    subject: plainLine(message.subject),
  });
  if (config.accounts.smtpUrl) return;
  const sentAt = new Date().toISOString();
  const id = `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
  await mkdir(config.accounts.outboxDir, { recursive: true });
  await writeFile(join(config.accounts.outboxDir, `${id}.eml`), info.message as Buffer);
  const entry: OutboxEntry = { id, from, sentAt, ...message };
  await writeFile(join(config.accounts.outboxDir, `${id}.json`), JSON.stringify(entry, null, 2));
  if (config.production) console.warn(`✉️  No SMTP_URL: "${message.subject}" to ${message.to} was written to the outbox`);
}

/**
 * Writes the email as a job — in the caller's transaction when `db` is one, or into its job batch —
 * and returns without waiting for the mail server: a request's timing does not depend on whether
 * an email was sent (user enumeration), an SMTP hiccup never fails a saved change, and a failed
 * send is retried.
 */
export async function queueEmail(db: JobTarget, message: EmailMessage): Promise<void> {
  await enqueue(db, 'sendEmail', message);
}
