/**
 * Backup and restore as an operator runs them (docs/operations.md): `npm run backup` while a
 * server with the demo data and an uploaded image runs, then the database and the uploads folder
 * are wiped, `npm run restore` brings both back, and every row of every table (bookings and
 * ledger lines by id), the signed-in session and the image served over HTTP are there again. A
 * second restore refuses to overwrite without --replace, and with it keeps the old uploads beside.
 *
 * On a cluster newer than every pg_dump of the machine (the embedded PostgreSQL 18 with Debian's
 * pg_dump 15), the backup refuses with what to install instead.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, serverMajor } from '../../scripts/backup-tools.mjs';
import { DEMO_PASSWORD } from '../support/fixtures';
import { dropDatabase, freshDatabaseUrl, startServer, Visitor, type TestServer } from '../support/server';

const work = mkdtempSync(join(tmpdir(), 'mixbuddy-backup-'));
const uploadsDir = join(work, 'uploads');
const backupDir = join(work, 'backup');
let databaseUrl = '';
let server: TestServer | undefined;
/** Whether this machine has a pg_dump that can dump the test cluster's server version. */
const clusterMajor = await serverMajor(process.env.TEST_DATABASE_URL!);
const canDump = candidates('pg_dump').some((tool) => tool.major >= clusterMajor);

const env = () => ({ DATABASE_URL: databaseUrl, UPLOADS_DIR: uploadsDir, SCHEDULER_INTERVAL_MS: '0', EXTERNAL_CALENDAR_INTERVAL_MS: '0' });

/** Runs `npm run backup` / `npm run restore` (the scripts behind them) with the server's settings. */
async function script(name: 'backup' | 'restore', args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [`scripts/${name}.mjs`, ...args], {
      env: { ...process.env, ...env() },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** Every table of the data model: its row count and a checksum over all its rows. */
async function tableSums() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
    );
    const sums: Record<string, string> = {};
    for (const { name } of tables) {
      const table = client.escapeIdentifier(name);
      const { rows } = await client.query(
        `SELECT count(*) AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS sum FROM ${table} t`,
      );
      sums[name] = `${rows[0].n}:${rows[0].sum}`;
    }
    return sums;
  } finally {
    await client.end();
  }
}

async function ids(table: 'Booking' | 'LedgerEntry') {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ id: string }>(`SELECT id FROM "${table}" ORDER BY id`)).rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  databaseUrl = await freshDatabaseUrl();
  server = await startServer(env());
}, 120_000);
afterAll(async () => {
  await server?.stop();
  if (databaseUrl) await dropDatabase(databaseUrl);
  rmSync(work, { recursive: true, force: true });
});

describe('npm run backup / npm run restore', () => {
  it.runIf(canDump)(
    'brings back every row, the session and the images after both are wiped',
    async () => {
      // An image uploaded by the demo talent, and a signed-in admin whose session must survive.
      const talent = new Visitor(server!.url);
      await talent.signIn('talent@mixbuddy.dk', DEMO_PASSWORD);
      const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a6b8c' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([Uint8Array.from(png)], { type: 'image/png' }), 'menu.png');
      const uploaded = await fetch(`${server!.url}/api/uploads/images`, { method: 'POST', body: form, headers: { cookie: talent.cookie } });
      expect(uploaded.status).toBe(201);
      const imagePath = ((await uploaded.json()) as { path: string }).path;
      const image = Buffer.from(await (await fetch(server!.url + imagePath)).arrayBuffer());
      const admin = new Visitor(server!.url);
      await admin.signIn('admin@mixbuddy.dk', DEMO_PASSWORD);
      const bookingCount = async () => (await admin.gql(`{ bookingsCount }`)).data?.bookingsCount as number;
      const bookingsBefore = await bookingCount();

      const before = await tableSums();
      const bookings = await ids('Booking');
      const ledger = await ids('LedgerEntry');
      expect(bookings.length).toBeGreaterThan(0);
      expect(ledger.length).toBeGreaterThan(0);
      expect(bookingsBefore).toBe(bookings.length);

      // The backup is taken while the server runs.
      const made = await script('backup', ['--out', backupDir]);
      expect(made.output).toContain('Backup written to');
      expect(made.code).toBe(0);
      expect(statSync(backupDir).mode & 0o777).toBe(0o700);
      const manifest = JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8'));
      expect(manifest.database.kind).toBe('pg_dump');
      expect(manifest.uploads.map((f: { name: string }) => f.name)).toEqual(readdirSync(uploadsDir).sort());

      // Lost: the database and every image.
      const port = Number(new URL(server!.url).port);
      await server!.stop();
      server = undefined;
      await dropDatabase(databaseUrl);
      rmSync(uploadsDir, { recursive: true, force: true });

      const restored = await script('restore', [backupDir]);
      expect(restored.code).toBe(0);
      expect(await tableSums()).toEqual(before);
      expect(await ids('Booking')).toEqual(bookings);
      expect(await ids('LedgerEntry')).toEqual(ledger);

      server = await startServer(env(), { port });
      const served = await fetch(server.url + imagePath);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
      // The same browser is still signed in and sees every booking.
      expect(await bookingCount()).toBe(bookingsBefore);
    },
    120_000,
  );

  it.runIf(canDump)(
    'refuses to overwrite a database in use without --replace; with it, keeps the old uploads beside',
    async () => {
      await server?.stop();
      server = undefined;
      const refused = await script('restore', [backupDir]);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(
        /Restore failed: the database \S+ is not empty \(\d+ tables\): stop every MixBuddy process and add --replace/,
      );

      const replaced = await script('restore', [backupDir, '--replace']);
      expect(replaced.code).toBe(0);
      const kept = readdirSync(work).filter((name) => name.startsWith('uploads.before-restore-'));
      expect(kept).toHaveLength(1);
      expect(readdirSync(join(work, kept[0])).sort()).toEqual(readdirSync(uploadsDir).sort());
    },
    60_000,
  );

  it.runIf(!canDump)('on a server newer than every pg_dump here, the backup says which one to install', async () => {
    const major = clusterMajor;
    const made = await script('backup', ['--out', backupDir]);
    expect(made.code).toBe(1);
    expect(made.output).toContain(`pg_dump ${major} or newer is needed (the server is PostgreSQL ${major})`);
    expect(existsSync(backupDir)).toBe(false);
  });
});
