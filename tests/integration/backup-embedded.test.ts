/**
 * `npm run backup` / `npm run restore` for the database a newcomer has: the embedded PostgreSQL
 * 18 of `npm start` (no DATABASE_URL), on a machine with no pg_dump that fits it (Debian 12's is
 * 15). The server runs as `npm start` runs it (dist/server.mjs, no NODE_ENV: production refuses
 * the embedded cluster) on a cluster in a folder of its own. While it runs — or its cluster does,
 * left by a server killed with -9 — the backup refuses to copy the live folder; stopped, the
 * backup is a cold copy of the cluster. The cluster folder and the uploads are wiped and restored,
 * and the next start has every booking, ledger line, the customer created before, the image (byte
 * for byte over HTTP) and the signed-in session back. A restore refuses a running cluster, and a
 * stopped one without --replace (with it, the old folder is kept beside), and a damaged copy.
 * With a fitting pg_dump here, the running server is dumped instead (the logical default).
 */
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { candidates, clusterMajor, clusterStatus, clusterUser, databaseUrlOf, settings } from '../../scripts/backup-tools.mjs';
import { DEMO_PASSWORD } from '../support/fixtures';
import { newcomerEnv, npmStart, type NpmStarted } from '../support/npm-start';
import { freePort, Visitor } from '../support/server';

type Started = NpmStarted;

const folder = mkdtempSync(join(tmpdir(), 'mixbuddy-backup-embedded-'));
// As root the cluster runs as the OS user `postgres`, which must reach its folder.
chmodSync(folder, 0o755);
const dataDir = join(folder, 'postgres');
const uploadsDir = join(folder, 'uploads');
const backupDir = join(folder, 'backup');
let postgresPort = 0;
let running: Started | undefined;

/** The settings `npm start` and the scripts share here: the embedded cluster, not DATABASE_URL. */
const env = () =>
  newcomerEnv({
    SCHEDULER_INTERVAL_MS: '0',
    EXTERNAL_CALENDAR_INTERVAL_MS: '0',
    EMBEDDED_POSTGRES_DIR: dataDir,
    EMBEDDED_POSTGRES_PORT: String(postgresPort),
    UPLOADS_DIR: uploadsDir,
  });

/** `npm start`'s server (dist/server.mjs) with no DATABASE_URL. */
const serve = async (port: number) => (running = await npmStart(env(), port));

/** Ctrl-C: SIGTERM, then wait until the server has exited and the cluster has stopped too. */
async function stop(server: Started) {
  server.child.kill('SIGTERM');
  await server.exited;
  running = undefined;
  const deadline = Date.now() + 60_000;
  while (clusterStatus(dataDir).running) {
    if (Date.now() > deadline) throw new Error(`the embedded cluster did not stop:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** `npm run backup` / `npm run restore` (the scripts behind them) with the server's settings. */
async function script(name: 'backup' | 'restore', args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [`scripts/${name}.mjs`, ...args], { env: env() });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** Booking ids, and every ledger line whole (the ledger is never changed, only added to). */
async function bookingsAndLedger() {
  const client = new pg.Client({ connectionString: databaseUrlOf(settings(env())) });
  await client.connect();
  try {
    const bookings = (await client.query<{ id: string }>(`SELECT id FROM "Booking" ORDER BY id`)).rows.map((r) => r.id);
    const ledger = (await client.query<{ line: string }>(`SELECT t::text AS line FROM "LedgerEntry" t ORDER BY id`)).rows.map(
      (r) => r.line,
    );
    return { bookings, ledger };
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  if (running) await stop(running).catch(() => running?.child.kill('SIGKILL'));
  rmSync(folder, { recursive: true, force: true });
}, 120_000);

describe('npm run backup / npm run restore on the embedded PostgreSQL of npm start', () => {
  it('copies the stopped cluster, refuses a running one, and a restore brings back bookings, ledger, image and session', async () => {
    postgresPort = await freePort();
    const port = await freePort();
    const first = await serve(port);

    // Data of this run: an image the demo talent uploads, a customer the admin creates, a signed-in admin.
    const talent = new Visitor(first.url);
    await talent.signIn('talent@mixbuddy.dk', DEMO_PASSWORD);
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#8c3a6b' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([Uint8Array.from(png)], { type: 'image/png' }), 'menu.png');
    const uploaded = await fetch(`${first.url}/api/uploads/images`, { method: 'POST', body: form, headers: { cookie: talent.cookie } });
    expect(uploaded.status).toBe(201);
    const imagePath = ((await uploaded.json()) as { path: string }).path;
    const image = Buffer.from(await (await fetch(first.url + imagePath)).arrayBuffer());
    const admin = new Visitor(first.url);
    await admin.signIn('admin@mixbuddy.dk', DEMO_PASSWORD);
    const email = `gendannet-${Date.now()}@example.dk`;
    const created = await admin.gql(`mutation($data: UserCreateInput!) { createUser(data: $data) { id } }`, {
      data: { name: 'Gendannet Kunde', email, password: 'gendannet-kodeord-2026', role: 'customer' },
    });
    expect(created.errors).toBeUndefined();
    const bookingCount = async () => (await admin.gql(`{ bookingsCount }`)).data?.bookingsCount as number;
    const bookingsBefore = await bookingCount();
    const before = await bookingsAndLedger();
    expect(before.bookings.length).toBeGreaterThan(0);
    expect(before.ledger.length).toBeGreaterThan(0);
    expect(bookingsBefore).toBe(before.bookings.length);

    // While MixBuddy runs: never a copy of the live folder (a fitting pg_dump dumps it instead).
    const major = clusterMajor(dataDir);
    const whileRunning = await script('backup', ['--out', backupDir]);
    if (candidates('pg_dump').some((tool) => tool.major >= major)) {
      expect(whileRunning.code).toBe(0);
      expect(JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8')).database.kind).toBe('pg_dump');
      rmSync(backupDir, { recursive: true });
    } else {
      expect(whileRunning.code).toBe(1);
      expect(whileRunning.output).toContain(
        `Backup failed: the embedded PostgreSQL in ${dataDir} is running (MixBuddy, process ${first.child.pid})`,
      );
      expect(whileRunning.output).toContain('stop MixBuddy first (Ctrl-C), then run npm run backup again');
      expect(existsSync(backupDir)).toBe(false);
      expect(existsSync(`${backupDir}.partial`)).toBe(false);
    }

    // A server killed with -9 leaves its cluster running: still no copy, and what to do about it.
    first.child.kill('SIGKILL');
    await first.exited;
    running = undefined;
    expect(clusterStatus(dataDir).running).toBe(true);
    const orphaned = await script('backup', ['--out', backupDir]);
    expect(orphaned.code).toBe(1);
    expect(orphaned.output).toContain(`the embedded PostgreSQL in ${dataDir} is running without its MixBuddy`);
    expect(orphaned.output).toContain('start MixBuddy once (npm start) and stop it with Ctrl-C');
    expect(existsSync(backupDir)).toBe(false);

    // Stopped: a cold copy of the cluster and the uploads, with its manifest.
    await stop(await serve(port));
    const made = await script('backup', ['--out', backupDir]);
    expect(made.output).toContain(`Backup written to ${backupDir}: the stopped embedded cluster (PostgreSQL ${major}`);
    expect(made.code).toBe(0);
    expect(statSync(backupDir).mode & 0o777).toBe(0o700);
    const manifest = JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest.database).toMatchObject({ kind: 'cluster-copy', folder: 'postgres', postgresMajor: major });
    expect(manifest.database.files.map((f: { path: string }) => f.path)).toContain('PG_VERSION');
    expect(manifest.database.files.map((f: { path: string }) => f.path)).not.toContain('postmaster.pid');
    expect(manifest.uploads.map((f: { name: string }) => f.name)).toEqual(readdirSync(uploadsDir).sort());

    // Lost: the cluster and every image.
    rmSync(dataDir, { recursive: true });
    rmSync(uploadsDir, { recursive: true });
    const restored = await script('restore', [backupDir]);
    expect(restored.output).toContain('Restored the backup');
    expect(restored.code).toBe(0);
    // What PostgreSQL insists on: a private folder of the user it runs as (`postgres` as root).
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'PG_VERSION')).uid).toBe(clusterUser()?.uid ?? process.getuid!());

    const second = await serve(port);
    expect(second.output()).not.toContain('Seeded demo data');
    expect(await bookingsAndLedger()).toEqual(before);
    const served = await fetch(second.url + imagePath);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
    // The same browser is still signed in and sees every booking; the customer from before signs in.
    expect(await bookingCount()).toBe(bookingsBefore);
    expect(await new Visitor(second.url).signIn(email, 'gendannet-kodeord-2026')).toBeTruthy();

    // A restore never touches a running cluster, nor a stopped one without --replace.
    const whileServing = await script('restore', [backupDir, '--replace']);
    expect(whileServing.code).toBe(1);
    expect(whileServing.output).toContain('stop MixBuddy first (Ctrl-C), then run npm run restore again');
    await stop(second);
    const refused = await script('restore', [backupDir]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`Restore failed: ${dataDir} holds a cluster already: stop every MixBuddy process and add --replace`);
    const replaced = await script('restore', [backupDir, '--replace']);
    expect(replaced.code).toBe(0);
    const kept = readdirSync(folder).filter((name) => name.startsWith('postgres.before-restore-'));
    expect(kept).toHaveLength(1);
    expect(readFileSync(join(folder, kept[0], 'PG_VERSION'), 'utf8')).toBe(readFileSync(join(dataDir, 'PG_VERSION'), 'utf8'));
    expect(readdirSync(folder).filter((name) => name.startsWith('uploads.before-restore-'))).toHaveLength(1);

    // A damaged copy is refused before anything changes.
    writeFileSync(join(backupDir, 'postgres', 'global', 'pg_control'), 'not a control file');
    const damaged = await script('restore', [backupDir, '--replace']);
    expect(damaged.code).toBe(1);
    expect(damaged.output).toContain('Restore failed: postgres/global/pg_control in the backup is damaged');
    expect(readdirSync(folder).filter((name) => name.startsWith('postgres.before-restore-'))).toHaveLength(1);
  }, 300_000);
});
