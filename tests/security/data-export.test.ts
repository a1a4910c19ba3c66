/**
 * "Download mine data" attacked (cms/domain/privacy/export.ts, site/src/pages/data-export/[id].astro):
 * - the download link: another signed-in person, a visitor, guessed ids and every trick of the
 *   path corpus (tests/security/corpora/download-paths.ts, sent raw, never normalised by a client)
 *   never get a file — only the owner, at the exact link, gets the ZIP;
 * - the Content-Disposition: a file name can never end the header or add one (CRLF, quotes);
 * - the limit (one pending export per person, LIMITS.dataExportPerUser counted increment-then-read):
 *   100 requests at the same moment start exactly one export.
 */
import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition } from '../../site/src/lib/download';
import { PageBrowser } from '../support/browser';
import { createBookingWorld, PASSWORD, type BookingWorld } from '../support/bookings';
import { startServerWithMail } from '../support/smtp';
import type { TestServer } from '../support/server';
import { downloadPathCorpus } from './corpora/download-paths';

const ALREADY_PENDING = 'Vi er allerede ved at samle dine data. Du får en e-mail, når de er klar.';
const TOO_MANY = 'Du har bedt om dine data mange gange i dag. Prøv igen i morgen.';
const REQUESTED = 'Vi er gået i gang med at samle dine data.';

let server: TestServer;
let stop: () => Promise<unknown>;
let db: pg.Client;
let exportsDir: string;
let w: BookingWorld;

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** GET `path` exactly as written (no URL parsing, no dot-segment removal), with `cookie`. */
function rawGet(path: string, cookie = ''): Promise<RawAnswer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: 'GET', headers: cookie ? { cookie } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const isZip = (answer: RawAnswer) =>
  answer.body.subarray(0, 2).toString('latin1') === 'PK' ||
  String(answer.headers['content-type'] ?? '').includes('zip') ||
  Boolean(answer.headers['content-disposition']);

async function readyExport(userId: string) {
  for (let i = 0; i < 600; i++) {
    const { rows } = await db.query(`SELECT id, "fileName" FROM "DataExport" WHERE "user" = $1 AND status = 'ready'`, [userId]);
    if (rows.length) return rows[0] as { id: string; fileName: string };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the export was never made');
}

beforeAll(async () => {
  exportsDir = await mkdtemp(join(tmpdir(), 'mixbuddy-exports-'));
  ({ server, stop } = await startServerWithMail({ SCHEDULER_INTERVAL_MS: '0', DATA_EXPORTS_DIR: exportsDir }));
  db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  w = await createBookingWorld(server.url);
}, 180_000);
afterAll(async () => {
  await db?.end();
  await stop?.();
  if (exportsDir) await rm(exportsDir, { recursive: true, force: true });
});

describe('the download link', () => {
  let owner: PageBrowser;
  let other: PageBrowser;
  let exportRow: { id: string; fileName: string };

  beforeAll(async () => {
    owner = await new PageBrowser(server.url).signIn(w.customerA.email, PASSWORD);
    other = await new PageBrowser(server.url).signIn(w.customerB.email, PASSWORD);
    expect((await owner.post('/account', { action: 'export' })).status).toBe(200);
    exportRow = await readyExport(w.customerA.id);
  }, 120_000);

  it('gives the owner the ZIP at the exact link, and nobody else', async () => {
    const path = `/data-export/${exportRow.id}`;
    const mine = await rawGet(path, owner.cookieHeader);
    expect(mine.status).toBe(200);
    expect(isZip(mine)).toBe(true);
    for (const cookie of [other.cookieHeader, '', 'mixbuddy-session=forged-token-value-that-is-long-enough-1234567890']) {
      const answer = await rawGet(path, cookie);
      expect(answer.status).toBe(404);
      expect(isZip(answer)).toBe(false);
    }
  });

  it('answers guessed ids with 404, for the owner too', async () => {
    const guesses = [
      ...Array.from({ length: 40 }, () => `c${randomBytes(12).toString('hex').slice(0, 24)}`),
      exportRow.id.slice(0, -1) + (exportRow.id.endsWith('a') ? 'b' : 'a'),
      exportRow.id.slice(0, 20),
      `${exportRow.id}0`,
    ];
    for (const guess of guesses) {
      const answer = await rawGet(`/data-export/${guess}`, owner.cookieHeader);
      expect(answer.status, guess).toBe(404);
      expect(isZip(answer)).toBe(false);
    }
  });

  it('never serves a file for any path of the traversal corpus, to the owner, another person or a visitor', async () => {
    const fullwidth = [...exportRow.id].map((c) => encodeURIComponent(String.fromCodePoint(c.codePointAt(0)! + 0xfee0))).join('');
    const cyrillic = exportRow.id.replace('c', '%d1%81');
    const paths = downloadPathCorpus.map(
      (entry) =>
        '/data-export/' +
        entry
          .replaceAll('{id-cyrillic}', cyrillic)
          .replaceAll('{id-fullwidth}', fullwidth)
          .replaceAll('{ID}', exportRow.id.toUpperCase())
          .replaceAll('{id}', exportRow.id)
          .replaceAll('{file}', exportRow.fileName),
    );
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) {
      for (const cookie of [owner.cookieHeader, other.cookieHeader, '']) {
        const answer = await rawGet(path, cookie).catch(() => null);
        // A request so malformed that the server drops it serves nothing either.
        if (!answer) continue;
        expect(isZip(answer), `${path} (${cookie ? 'signed in' : 'visitor'})`).toBe(false);
        // A path that resolves elsewhere ("/data-export/.." is the home page) is a page, never a file.
        if (answer.status === 200) expect(String(answer.headers['content-type']), path).toContain('text/html');
        expect(answer.body.toString('latin1')).not.toContain('root:x:0:0');
        expect(String(answer.headers['set-cookie'] ?? '')).not.toContain('mixbuddy-session=x');
      }
    }
  });
});

describe('the Content-Disposition of a download', () => {
  it('keeps a plain name as it is', () => {
    expect(contentDisposition('mixbuddy-data-2026-11-26.zip')).toBe('attachment; filename="mixbuddy-data-2026-11-26.zip"');
  });

  it('never lets a name end the header, add one or break out of its quotes', () => {
    for (const name of [
      'a\r\nSet-Cookie: mixbuddy-session=x.zip',
      'a\nContent-Type: text/html.zip',
      'a\r.zip',
      'a".zip; filename="evil.exe',
      'a\\".zip',
      "a'%0d%0a.zip",
      'kvittering-æøå.pdf',
      'a\u2028b\u0085c.zip',
      "a;filename*=UTF-8''evil.exe",
    ]) {
      const header = contentDisposition(name);
      expect(header).not.toMatch(/[\r\n\u0085\u2028]/);
      expect(header).toMatch(/^[\x20-\x7e]+$/);
      expect(header.startsWith('attachment; filename="')).toBe(true);
      const quoted = /^attachment; filename="([^"]*)"(?:; filename\*=UTF-8''([A-Za-z0-9%._~!$&+=:@-]+))?$/.exec(header);
      expect(quoted, header).not.toBeNull();
      // The encoded name, when there is one, decodes to exactly the name given.
      if (quoted![2]) expect(decodeURIComponent(quoted![2])).toBe(name);
    }
  });
});

describe('asking for an export: one at a time, and the daily limit counted exactly', () => {
  /** 100 posts of the account form at the same moment, each with the page's CSRF token. */
  async function hundredAtOnce(browser: PageBrowser) {
    const csrf = await browser.csrf();
    return Promise.all(
      Array.from({ length: 100 }, async () => {
        const res = await fetch(`${server.url}/account`, {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie: browser.cookieHeader, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ action: 'export', csrf }),
        });
        return { status: res.status, html: await res.text() };
      }),
    );
  }
  const exportsOf = async (userId: string) =>
    Number((await db.query(`SELECT count(*) FROM "DataExport" WHERE "user" = $1`, [userId])).rows[0].count);

  it('starts exactly one export of 100 concurrent requests', async () => {
    const customer = await createCustomer('samtidig');
    const answers = await hundredAtOnce(customer.browser);
    expect(answers.filter((a) => a.status === 200 && a.html.includes(REQUESTED))).toHaveLength(1);
    for (const refused of answers.filter((a) => !a.html.includes(REQUESTED))) {
      expect(refused.status).toBe(400);
      expect(refused.html.includes(ALREADY_PENDING) || refused.html.includes(TOO_MANY)).toBe(true);
    }
    expect(await exportsOf(customer.id)).toBe(1);
    await readyExport(customer.id);
  });

  it('lets exactly one through when one is left of the day’s 5, however many ask at once', async () => {
    const customer = await createCustomer('graense');
    const bucket = `data-export:user:${createHash('sha256').update(customer.id.trim().toLowerCase()).digest('hex')}`;
    await db.query(`INSERT INTO "LimitCounter" (id, bucket, count, "windowStartedAt") VALUES ($1, $2, 4, $3)`, [
      `lim${randomBytes(6).toString('hex')}`,
      bucket,
      Date.now(),
    ]);
    const answers = await hundredAtOnce(customer.browser);
    expect(answers.filter((a) => a.html.includes(REQUESTED))).toHaveLength(1);
    expect(await exportsOf(customer.id)).toBe(1);
    await readyExport(customer.id);
    // The pending one is done, and the day's 5 are used: the next is refused.
    const next = await customer.browser.post('/account', { action: 'export' });
    expect(next.status).toBe(400);
    expect(await next.text()).toContain(TOO_MANY);
    expect(await exportsOf(customer.id)).toBe(1);
  });
});

async function createCustomer(key: string) {
  const email = `${key}-${w.tag}@example.dk`;
  const res = await w.admin.gql<{ createUser: { id: string } }>(`mutation($data: UserCreateInput!) { createUser(data: $data) { id } }`, {
    data: { name: `Test ${key}`, email, password: PASSWORD, role: 'customer', emailVerifiedAt: new Date().toISOString() },
  });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return { id: res.data.createUser.id, browser: await new PageBrowser(server.url).signIn(email, PASSWORD) };
}
