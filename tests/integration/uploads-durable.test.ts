/**
 * Uploaded images are written durably (cms/domain/talent/images.ts): a write that fails halfway —
 * here the server's file-size limit is lowered under it, as a full disk would — and an upload
 * that the browser aborts leave no file under a final name and no temporary file; a temporary
 * file left by a crash is removed at the next start, while a fresh one (another process may be
 * writing it) is kept. The server runs in production mode (a development start seeds its database).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../support/fixtures';
import { dropDatabase, freshDatabaseUrl, startServer, Visitor, type TestServer } from '../support/server';

const uploadsDir = mkdtempSync(join(tmpdir(), 'mixbuddy-durable-uploads-'));
let databaseUrl = '';
let server: TestServer;
let talent: Visitor;

const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'produktion-test-hemmelighed-mindst-32-tegn',
  SELLER_INFORMATION_KEY: '5e11e7c0ffee5e11e7c0ffee5e11e7c0ffee5e11e7c0ffee5e11e7c0ffee5e11',
  DAC7_OPERATOR_CVR: '12345674',
  STRIPE_SECRET_KEY: '',
  STRIPE_WEBHOOK_SECRET: '',
  STRIPE_SIMULATOR: 'true',
};
const start = async (port?: number) => {
  server = await startServer({ ...production, DATABASE_URL: databaseUrl, UPLOADS_DIR: uploadsDir, SCHEDULER_INTERVAL_MS: '0' }, { port });
  talent = new Visitor(server.url);
  await talent.signIn('talent@mixbuddy.dk', DEMO_PASSWORD);
};

beforeAll(async () => {
  databaseUrl = await freshDatabaseUrl();
  // Production seeds nothing: the demo talent comes from a development start first.
  await (await startServer({ DATABASE_URL: databaseUrl, UPLOADS_DIR: uploadsDir })).stop();
  await start();
}, 180_000);
afterAll(async () => {
  await server?.stop();
  if (databaseUrl) await dropDatabase(databaseUrl);
  rmSync(uploadsDir, { recursive: true, force: true });
});

/** A photo-like image: noise does not compress, so its WebP is well over 100 KB. */
const noisyImage = () =>
  sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#806040', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();

async function upload(bytes: Uint8Array) {
  const body = new FormData();
  body.append('file', new Blob([Uint8Array.from(bytes)], { type: 'image/png' }), 'foto.png');
  const res = await fetch(`${server.url}/api/uploads/images`, { method: 'POST', body, headers: { cookie: talent.cookie } });
  return { status: res.status, json: (await res.json()) as { path?: string; error?: string } };
}

/** Sets the largest file the server process may write (bytes; the soft limit only, so it can be raised again), as a full disk would. */
const limitFileSize = (limit: number | 'unlimited') =>
  execFileSync('prlimit', ['--pid', String(server.pid), `--fsize=${limit}:`], { stdio: 'pipe' });

const files = () => readdirSync(uploadsDir).sort();

describe('uploads are never half-written', () => {
  it('a write that fails halfway leaves no image under a final name and no temporary file; the next upload works', async () => {
    const bytes = await noisyImage();
    const before = files();
    limitFileSize(16 * 1024);
    try {
      const failed = await upload(bytes);
      expect(failed.status).toBe(500);
      expect(failed.json.error).toBe('Billedet kunne ikke gemmes. Prøv igen.');
      expect(files()).toEqual(before);
    } finally {
      limitFileSize('unlimited');
    }
    const stored = await upload(bytes);
    expect(stored.status).toBe(201);
    const name = stored.json.path!.replace('/uploads/', '');
    expect(files()).toEqual([...before, name].sort());
    const served = await fetch(server.url + stored.json.path);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(readFileSync(join(uploadsDir, name)))).toBe(true);
    expect((await sharp(readFileSync(join(uploadsDir, name))).metadata()).format).toBe('webp');
  });

  it('an upload the browser aborts halfway leaves nothing behind', async () => {
    const before = files();
    const bytes = await noisyImage();
    const boundary = 'mixbuddyaborted';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`;
    const length = Buffer.byteLength(head) + bytes.length + `\r\n--${boundary}--\r\n`.length;
    const { port } = new URL(server.url);
    await new Promise<void>((done, fail) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /api/uploads/images HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${talent.cookie}\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n${head}`,
        );
        // Half the image, then the connection drops.
        socket.write(bytes.subarray(0, bytes.length >> 1), () => setTimeout(() => (socket.destroy(), done()), 300));
      });
      socket.on('error', fail);
    });
    // The server is still fine, and took nothing from the aborted request.
    const next = await upload(await noisyImage());
    expect(next.status).toBe(201);
    expect(files()).toEqual([...before, next.json.path!.replace('/uploads/', '')].sort());
  });

  it('a temporary file left by a crash is removed at the next start; a fresh one and every image are kept', async () => {
    const images = files();
    const crashed = join(uploadsDir, '.upload-00000000-0000-4000-8000-000000000001.tmp');
    const fresh = join(uploadsDir, '.upload-00000000-0000-4000-8000-000000000002.tmp');
    writeFileSync(crashed, Buffer.alloc(4096, 1));
    writeFileSync(fresh, Buffer.alloc(4096, 2));
    const anHourAgo = new Date(Date.now() - 60 * 60_000);
    utimesSync(crashed, anHourAgo, anHourAgo);

    const port = Number(new URL(server.url).port);
    await server.stop();
    await start(port);
    for (let i = 0; i < 50 && existsSync(crashed); i++) await new Promise((ok) => setTimeout(ok, 100));
    expect(existsSync(crashed)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(server.logs()).toContain('[uploads] removed 1 unfinished upload left by an earlier crash');
    rmSync(fresh);
    expect(files()).toEqual(images);
    for (const name of images) expect((await fetch(`${server.url}/uploads/${name}`)).status).toBe(200);
  });
});
