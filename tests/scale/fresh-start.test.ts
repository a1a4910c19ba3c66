/**
 * The README's first command on a fresh machine: `npm start` without DATABASE_URL starts the
 * embedded PostgreSQL (cms/db/embedded.ts) in an empty folder, migrates, seeds the Danish demo
 * data and serves it; stopped with SIGTERM it takes the cluster down with it, and a second start
 * reuses the folder (what was written in the first run is still there, the demo is not seeded twice).
 *
 * Run as `npm start` runs it (development mode, no NODE_ENV), in a folder of its own on free ports.
 * With SCALE_RESTART_POSTGRES=1 (CI: the machine's PostgreSQL is CI's own, and the scale tests run
 * alone) the machine's PostgreSQL is stopped for the whole test and started again afterwards, so
 * nothing can quietly lean on it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../support/fixtures';
import { newcomerEnv, npmStart } from '../support/npm-start';
import { freePort, Visitor } from '../support/server';

const folder = mkdtempSync(join(tmpdir(), 'mixbuddy-fresh-start-'));
// As root the cluster runs as the OS user `postgres`, which must reach its folder.
chmodSync(folder, 0o755);
const dataDir = join(folder, 'postgres');
let postgresPort = 0;

/** `npm start`'s server with no DATABASE_URL, as a newcomer runs it, on a free port. */
const start = async () =>
  npmStart(newcomerEnv({ EMBEDDED_POSTGRES_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(postgresPort) }), await freePort());

/** Whether anything accepts connections on 127.0.0.1:`port`. */
function listening(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), answer(true)));
    socket.once('error', () => answer(false));
  });
}

/** The machine's PostgreSQL clusters (Debian), to stop for the test and start again after it. */
function machineClusters(): { version: string; name: string }[] {
  if (process.env.SCALE_RESTART_POSTGRES !== '1' || process.getuid?.() !== 0) return [];
  const listed = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' });
  if (listed.error || listed.status !== 0) return [];
  return listed.stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[3] === 'online')
    .map(([version, name]) => ({ version, name }));
}

const stopped = machineClusters();
const pgCtlCluster = (action: 'start' | 'stop', c: { version: string; name: string }) => {
  const result = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', c.version, c.name, action], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`pg_ctlcluster ${action} ${c.version}/${c.name} failed: ${result.stderr}`);
};

describe('a fresh clone: npm start serves the demo on the embedded PostgreSQL', () => {
  beforeAll(async () => {
    postgresPort = await freePort();
    for (const cluster of stopped) pgCtlCluster('stop', cluster);
  }, 120_000);

  afterAll(() => {
    for (const cluster of stopped) pgCtlCluster('start', cluster);
    rmSync(folder, { recursive: true, force: true });
  }, 120_000);

  it('starts its own PostgreSQL, serves the Danish demo, and a second start reuses the data', async () => {
    if (stopped.length) expect(await listening(5432), "the machine's PostgreSQL is stopped").toBe(false);

    const first = await start();
    expect(first.output()).toContain('Embedded PostgreSQL');
    expect(first.output()).toContain('Applied migrations');
    expect(first.output()).toContain('Seeded demo data');
    const home = await (await fetch(`${first.url}/`)).text();
    expect(home).toContain('lang="da"');
    const search = await (await fetch(`${first.url}/soeg?q=cocktails`)).text();
    expect(search).toContain('Klassiske cocktails');

    // Written in the first run: a customer the demo admin creates, and the demo's size.
    const admin = new Visitor(first.url);
    await admin.signIn('admin@mixbuddy.dk', DEMO_PASSWORD);
    const email = `genstart-${Date.now()}@example.dk`;
    const created = await admin.gql(`mutation($data: UserCreateInput!) { createUser(data: $data) { id } }`, {
      data: { name: 'Genstart Kunde', email, password: 'genstart-kodeord-2026', role: 'customer' },
    });
    expect(created.errors).toBeUndefined();
    const menusBefore = (await admin.gql('{ menusCount }')).data?.menusCount;
    expect(menusBefore).toBeGreaterThan(0);

    expect(await first.child.kill('SIGTERM')).toBe(true);
    expect(await first.exited, `npm start drains and exits 0 on SIGTERM:\n${first.output()}`).toBe(0);
    expect(await listening(postgresPort), 'the embedded PostgreSQL stopped with the server').toBe(false);

    const second = await start();
    expect(second.output()).not.toContain('Applied migrations');
    expect(second.output()).not.toContain('Seeded demo data');
    const again = await (await fetch(`${second.url}/soeg?q=cocktails`)).text();
    expect(again).toContain('Klassiske cocktails');
    // The customer from the first run signs in; the demo was not seeded a second time.
    expect(await new Visitor(second.url).signIn(email, 'genstart-kodeord-2026')).toBeTruthy();
    const adminAgain = new Visitor(second.url);
    await adminAgain.signIn('admin@mixbuddy.dk', DEMO_PASSWORD);
    expect((await adminAgain.gql('{ menusCount }')).data?.menusCount).toBe(menusBefore);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(await listening(postgresPort)).toBe(false);
  }, 300_000);
});
