/**
 * A real SMTP listener for tests (`smtp-server`): the server under test sends its mail here
 * through nodemailer (SMTP_URL), and tests wait for a message to an address and read its
 * plain-text part — as a person reading their inbox would.
 */
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { freePort, startServer, type TestServer } from './server';

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  raw: string;
  /** The text/html part, '' when none. */ html: string;
};

/** Decodes a quoted-printable body (soft line breaks, =XX bytes) as UTF-8. */
function decodeQuotedPrintable(body: string) {
  const bytes: number[] = [];
  const input = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i++) {
    if (input[i] === '=' && /^[0-9A-F]{2}$/i.test(input.slice(i + 1, i + 3))) {
      bytes.push(parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(input[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes RFC 2047 encoded words; whitespace between two adjacent encoded words is dropped. */
function decodeHeader(value: string) {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/**
 * The text/plain (or text/html) part of a raw message (nodemailer: multipart/alternative or single
 * part), split at the boundary the message declares only: a body may hold a line like "--x".
 */
function textPart(raw: string, type = 'plain') {
  const top = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(top)?.[1];
  const parts = boundary
    ? raw
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((p) => p.replace(/^\r?\n|\r?\n$/g, ''))
    : [raw];
  for (const part of parts) {
    const [head, ...rest] = part.split(/\r?\n\r?\n/);
    if (!new RegExp(`content-type:\\s*text/${type}`, 'i').test(head)) continue;
    const body = rest.join('\n\n');
    if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
    if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
    return body;
  }
  return '';
}

export type MailCatcher = {
  url: string;
  mails: ReceivedMail[];
  /** The next mail to `to` (optionally whose subject matches) that arrives after `since`. */
  waitFor: (to: string, options?: { subject?: RegExp; since?: number; timeoutMs?: number }) => Promise<ReceivedMail>;
  /** Mails received so far to `to`. */
  to: (to: string) => ReceivedMail[];
  /**
   * The next sender is left waiting after its greeting (no answer to MAIL FROM): a mail server that
   * stopped answering mid-conversation. `held()` counts the senders kept waiting so far.
   */
  holdNext: () => void;
  held: () => number;
  /** The first link in a mail's text that starts with `prefix` (e.g. the server's URL). */
  link: (mail: ReceivedMail, pathPrefix: string) => string;
  close: () => Promise<void>;
};

/**
 * `port`: listen there (the same mail server back after an outage); `mails`: keep collecting into
 * an earlier catcher's list.
 */
export async function startMailCatcher(options: { port?: number; mails?: ReceivedMail[] } = {}): Promise<MailCatcher> {
  const mails: ReceivedMail[] = options.mails ?? [];
  let toHold = 0;
  let held = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (toHold === 0) return callback();
      toHold -= 1;
      held += 1; // never answered: the sender waits until its socket time-out (10 min in nodemailer)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const headerBlock = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
        const subject = decodeHeader(/^subject:\s*(.*)$/im.exec(headerBlock)?.[1] ?? '');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject,
          text: textPart(raw),
          raw,
          html: textPart(raw, 'html'),
        });
        callback();
      });
    },
  });
  const port = await new Promise<number>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, '127.0.0.1', () => ok((server.server.address() as { port: number }).port));
  });
  const to = (address: string) => mails.filter((m) => m.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to,
    async waitFor(address, { subject, since = 0, timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = to(address)
          .slice(since)
          .find((m) => !subject || subject.test(m.subject));
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `no mail to ${address}${subject ? ` matching ${subject}` : ''}; got ${JSON.stringify(mails.map((m) => [m.to, m.subject]))}`,
          );
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    holdNext: () => void (toHold += 1),
    held: () => held,
    link(mail, pathPrefix) {
      const found = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname.startsWith(pathPrefix));
      if (!found) throw new Error(`no ${pathPrefix} link in:\n${mail.text}`);
      return found;
    },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/** The usual set-up of a mail test: a mail catcher, and a server (own database) that sends to it. */
export async function startServerWithMail(env: Record<string, string> = {}) {
  const mail = await startMailCatcher();
  const server = await startServer({ SMTP_URL: mail.url, LOG_LEVEL: 'silent', ...env });
  return { mail, server, stop: async () => Promise.all([server.stop(), mail.close()]) };
}

/** For a test file: starts the server with mail before its tests and stops both after them. */
export function useServerWithMail(onStart: (started: { server: TestServer; mail: MailCatcher }) => void, env: Record<string, string> = {}) {
  let stop: (() => Promise<unknown>) | undefined;
  beforeAll(async () => {
    const started = await startServerWithMail(env);
    stop = started.stop;
    onStart(started);
  }, 120_000);
  afterAll(async () => stop?.());
}

/**
 * For a browser test that follows an emailed link: a server on a port of its own whose links point
 * at itself (`PUBLIC_URL`), sending to a mail catcher, with no periodic sweep (tests move the clock).
 */
export async function startLinkedServerWithMail() {
  const mail = await startMailCatcher();
  const port = await freePort();
  const server = await startServer({ PUBLIC_URL: `http://127.0.0.1:${port}`, SMTP_URL: mail.url, SCHEDULER_INTERVAL_MS: '0' }, { port });
  return {
    mail,
    server,
    stop: async () => {
      await server.stop();
      await mail.close();
    },
  };
}
