/**
 * PostgreSQL restarted under light load (README "Several processes"): two server processes keep
 * running through it, recover without a restart of their own — sign-in, a booking, a message and
 * an email work on both afterwards — and nothing committed before it is lost.
 *
 * It restarts the whole PostgreSQL cluster (every other connection to it drops). Without
 * TEST_DATABASE_URL that is the embedded cluster the global setup started for this run alone
 * (`pg_ctl restart`), so it always runs. With TEST_DATABASE_URL only when SCALE_RESTART_POSTGRES=1
 * says so: `npm test` sets it in CI, where the scale tests run alone after the integration run.
 * Locally, point TEST_DATABASE_URL at a cluster of your own (`pg_createcluster 15 scale --port
 * 5440`). That path needs root and Debian's pg_ctlcluster; skipped with the reason otherwise.
 */
import { spawnSync } from 'node:child_process';
import { restartEmbeddedPostgres } from '../../cms/db/embedded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  bookingStatus,
  createBookingWorld,
  dateInDays,
  ledgerSum,
  must,
  page,
  requestBooking,
  type BookingWorld,
} from '../support/bookings';
import { query, sleep, until, untilEmailsSent, untilReady, worldOn } from '../support/processes';
import { dropDatabase, freshDatabaseUrl, startServer, Visitor, type TestServer } from '../support/server';
import { startMailCatcher, type MailCatcher } from '../support/smtp';

const baseUrl = process.env.TEST_DATABASE_URL ?? '';
const embeddedDir = process.env.TEST_EMBEDDED_POSTGRES_DIR ?? '';

type Restartable = { name: string; restart: () => Promise<void> };

/** How to restart the cluster, or why this test cannot. */
function restartableCluster(): Restartable | { reason: string } {
  if (embeddedDir) return { name: 'embedded', restart: () => restartEmbeddedPostgres(embeddedDir) };
  if (process.env.SCALE_RESTART_POSTGRES !== '1')
    return { reason: 'set SCALE_RESTART_POSTGRES=1 to let it restart the PostgreSQL of TEST_DATABASE_URL (CI does)' };
  if (process.getuid?.() !== 0) return { reason: 'restarting PostgreSQL with pg_ctlcluster needs root' };
  const { hostname, port } = new URL(baseUrl);
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname)) return { reason: `PostgreSQL at ${hostname} is not on this machine` };
  const listed = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' });
  if (listed.error || listed.status !== 0) return { reason: 'pg_lsclusters/pg_ctlcluster (Debian postgresql-common) not found' };
  const line = listed.stdout
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .find((cols) => cols[2] === (port || '5432'));
  if (!line) return { reason: `no local cluster listens on port ${port || '5432'}` };
  const [version, name] = line;
  return {
    name: `${version}/${name}`,
    restart: async () => {
      const restarted = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, 'restart'], {
        encoding: 'utf8',
        timeout: 60_000,
      });
      if (restarted.status !== 0) throw new Error(`pg_ctlcluster restart failed: ${restarted.stderr}`);
    },
  };
}

const restart = restartableCluster();

async function sendMessage(visitor: Visitor, conversationId: string, body: string) {
  await must(visitor, `mutation($c: ID!, $b: String!) { sendMessage(conversationId: $c, body: $b) { id } }`, {
    c: conversationId,
    b: body,
  });
}

/** Requests to both processes, one after the other, until stopped: what a few visitors would send. */
function lightLoad(servers: TestServer[]) {
  const statuses: { server: number; status: number; startedAt: number }[] = [];
  let running = true;
  const done = (async () => {
    for (let i = 0; running; i++) {
      const server = i % servers.length;
      const path = i % 4 < 2 ? '/soeg' : '/readyz';
      const startedAt = Date.now();
      const status = await fetch(servers[server].url + path, { signal: AbortSignal.timeout(10_000) }).then(
        async (res) => {
          await res.arrayBuffer();
          return res.status;
        },
        () => 0, // refused or timed out
      );
      statuses.push({ server, status, startedAt });
      await sleep(50);
    }
  })();
  return {
    statuses,
    async stop() {
      running = false;
      await done;
    },
  };
}

if ('reason' in restart) {
  it('PostgreSQL restarted under light load: both processes recover', (context) => {
    console.warn(`PostgreSQL restart test skipped: ${restart.reason}`);
    context.skip(restart.reason);
  });
} else {
  describe(`PostgreSQL (cluster ${restart.name}) restarted under light load`, () => {
    let databaseUrl = '';
    let mail: MailCatcher;
    let a: TestServer;
    let b: TestServer;
    let w: BookingWorld;

    beforeAll(async () => {
      mail = await startMailCatcher();
      databaseUrl = await freshDatabaseUrl('mixbuddy_scale_restart');
      const env = { DATABASE_URL: databaseUrl, SCHEDULER_INTERVAL_MS: '0', SMTP_URL: mail.url, LOG_LEVEL: 'silent' };
      a = await startServer(env);
      b = await startServer(env);
      w = await createBookingWorld(a.url);
    });
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await mail?.close();
      if (databaseUrl) await dropDatabase(databaseUrl);
    });

    it('both processes recover without a restart of their own, and nothing committed is lost', async () => {
      // Committed before: a booking request through A (its email sent), a message through B.
      const before = (await requestBooking(w, w.customerA.visitor, dateInDays(30))).data.requestBooking;
      const conversationId = before.conversation.id as string;
      await sendMessage(worldOn(b, w).talent1.visitor, conversationId, `Skrevet før genstarten ${w.tag}`);
      await untilEmailsSent(databaseUrl);

      const startedAt = async () => (await query(databaseUrl, 'SELECT pg_postmaster_start_time() AS at'))[0].at as Date;
      const startedBefore = await startedAt();
      const load = lightLoad([a, b]);
      await sleep(500);
      await restart.restart();
      expect(await untilReady(a, 30_000)).toBe(true);
      expect(await untilReady(b, 30_000)).toBe(true);
      expect((await startedAt()).getTime()).toBeGreaterThan(startedBefore.getTime());
      // Requests held while PostgreSQL was away may have been slow: go on until each process has
      // answered at least three that were sent after both reported ready.
      const readyAt = Date.now();
      await until(
        'three requests to each process sent after both were ready',
        () =>
          [0, 1].every((server) => load.statuses.filter((s) => s.server === server && s.startedAt >= readyAt).length >= 3)
            ? true
            : undefined,
        30_000,
      );
      await load.stop();
      // Some requests may have failed while PostgreSQL was away; the last ones to each process did not.
      for (const server of [0, 1])
        expect(
          load.statuses
            .filter((s) => s.server === server)
            .slice(-3)
            .map((s) => s.status),
        ).toEqual([200, 200, 200]);
      // Still the same processes, and both workers announce themselves again (cms/jobs/crashed-workers.ts),
      // so neither takes the other's running jobs.
      for (const server of [a, b]) expect(() => process.kill(server.pid, 0)).not.toThrow();
      await until(
        'both workers to be present again',
        async () => {
          const rows = await query(
            databaseUrl,
            `SELECT application_name FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'mixbuddy-worker:%'`,
          );
          // One presence connection per worker pool: three lanes per process (cms/jobs/README.md).
          const pids = rows.map((row) => Number(String(row.application_name).split(':')[2])).sort();
          const expected = [a.pid, a.pid, a.pid, b.pid, b.pid, b.pid].sort();
          return pids.join() === expected.join() ? true : undefined;
        },
        10_000,
      );

      for (const [i, server] of [a, b].entries()) {
        const on = worldOn(server, w);
        const customer = new Visitor(server.url);
        await customer.signIn(w.customerB.email, PASSWORD);
        const mailsBefore = mail.to(w.talent1.email).length;
        const after = await requestBooking(on, customer, dateInDays(40 + i));
        expect(after.errors).toBeUndefined();
        await sendMessage(customer, after.data.requestBooking.conversation.id, `Skrevet efter genstarten ${i}`);
        // Whoever's worker takes it, the request's email to the talent is sent.
        await mail.waitFor(w.talent1.email, { subject: /Ny bookingforespørgsel/, since: mailsBefore });
        // What was committed before the restart is there, read through this process.
        expect(await bookingStatus(on, before.id)).toBe('requested');
        expect((await page(server.url, on.customerA.visitor, `/your-messages/${conversationId}`)).html).toContain(
          `Skrevet før genstarten ${w.tag}`,
        );
      }
      await untilEmailsSent(databaseUrl);
      expect(mail.to(w.talent1.email).filter((m) => /Ny bookingforespørgsel/.test(m.subject))).toHaveLength(3);
      expect(await ledgerSum(w)).toBe(0);
    });
  });
}
