/**
 * The job queue shared by two server processes on one PostgreSQL database (cms/jobs/README.md):
 * each booking timer fires once whichever process takes it, emails written while the mail server
 * is down arrive once when it is back, and a job held by a process that is killed with `kill -9`
 * or stops before the job is done is finished by the other within seconds (not after
 * graphile-worker's 4-hour lock time-out).
 * `npm test` runs it after the integration run, one scale file at a time.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DAY,
  acceptedBooking,
  bookingStatus,
  createBookingWorld,
  dateInDays,
  ledgerSum,
  moveClock,
  must,
  payBooking,
  requestBooking,
  resetClock,
  type BookingWorld,
} from '../support/bookings';
import { queuedJobs, query, sleep, until, untilEmailsSent, worldOn } from '../support/processes';
import { dropDatabase, freshDatabaseUrl, startServer, type TestServer } from '../support/server';
import { startMailCatcher, type MailCatcher, type ReceivedMail } from '../support/smtp';

let databaseUrl = '';
let mail: MailCatcher;
let smtpPort = 0;
let a: TestServer;
let b: TestServer;
/** The world as seen through A and through B (the same people, the same cookies). */
let onA: BookingWorld;
let onB: BookingWorld;

async function requested(w: BookingWorld, date: string, customer = w.customerA.visitor) {
  const result = await requestBooking(w, customer, date);
  const id = result.data?.requestBooking?.id as string;
  if (!id) throw new Error(`request failed: ${JSON.stringify(result.errors)}`);
  return id;
}

/** Every process: the shared database and mail server; no sweep (the timers alone); a short shutdown grace. */
const env = () => ({
  DATABASE_URL: databaseUrl,
  SCHEDULER_INTERVAL_MS: '0',
  SMTP_URL: mail.url,
  LOG_LEVEL: 'silent',
  SHUTDOWN_GRACE_MS: '3000',
});

const mailsSince = (since: number) => mail.mails.slice(since);
/** The mails since `since` to `to` whose subject matches. */
const received = (since: number, to: string, subject: RegExp) =>
  mailsSince(since).filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
const distinctTexts = (mails: ReceivedMail[]) => new Set(mails.map((m) => m.text)).size;

async function ledgerOf(w: BookingWorld, id: string) {
  const data = await must(w.admin, `query($id: ID!) { ledgerEntries(where: { booking: { id: { equals: $id } } }) { account amount } }`, {
    id,
  });
  return data.ledgerEntries as { account: string; amount: number }[];
}

describe('jobs shared by two processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    mail = await startMailCatcher();
    smtpPort = Number(new URL(mail.url).port);
    databaseUrl = await freshDatabaseUrl('mixbuddy_scale_jobs');
    a = await startServer(env());
    b = await startServer(env());
    const w = await createBookingWorld(a.url);
    onA = w;
    onB = worldOn(b, w);
  });
  afterEach(async () => {
    expect(await ledgerSum(onB)).toBe(0);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await mail?.close();
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  it('with both processes running, each booking timer fires exactly once: one transition, one set of emails, a balanced ledger', async () => {
    // Customer A books through A, customer B through B: two requests left unanswered, two
    // acceptances left unpaid, two paid bookings.
    const sides = [onA, { ...onB, customerA: onB.customerB }];
    const expiring: string[] = [];
    const paid: string[] = [];
    for (const [i, w] of sides.entries()) {
      expiring.push(await requested(w, dateInDays(3 + i)));
      expiring.push(await acceptedBooking(w, dateInDays(5 + i)));
      const id = await acceptedBooking(w, dateInDays(7 + i));
      await payBooking(w, id);
      paid.push(id);
    }
    expect(await Promise.all(paid.map((id) => bookingStatus(onA, id)))).toEqual(['paid', 'paid']);
    await untilEmailsSent(databaseUrl);
    const since = mail.mails.length;

    try {
      // Moved once, through A: the clock of both processes and the one queue they share move with it.
      await moveClock(a.url, 10 * DAY);
      await until('the timed transitions', async () => {
        const statuses = await Promise.all([...expiring, ...paid].map((id) => bookingStatus(onB, id)));
        return statuses.every((s, i) => s === (i < expiring.length ? 'expired' : 'completed')) ? true : undefined;
      });
      // The complaint window (48 h) after the completion: the talent's earnings are released.
      await moveClock(a.url, 3 * DAY);
      await until('the release of the earnings', async () => {
        const ledgers = await Promise.all(paid.map((id) => ledgerOf(onB, id)));
        return ledgers.every((entries) => entries.some((e) => e.account === 'talent_available')) ? true : undefined;
      });
      await until('every timer job to be done', async () =>
        (await queuedJobs(databaseUrl)).some((job) => job.name === 'bookingTimer') ? undefined : true,
      );
      await untilEmailsSent(databaseUrl);
    } finally {
      await resetClock(a.url);
    }

    for (const id of paid) {
      const entries = await ledgerOf(onB, id);
      expect(entries.filter((e) => e.account === 'talent_available')).toHaveLength(1);
      expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(0);
    }
    for (const id of expiring) expect(await ledgerOf(onB, id)).toEqual([]);
    // One "expired" email per booking to each party (its date in the text), one "completed" email
    // per paid booking — and nothing else.
    for (const customer of [onA.customerA, onA.customerB]) {
      const expired = received(since, customer.email, /udløbet/);
      expect([expired.length, distinctTexts(expired)]).toEqual([2, 2]);
      expect(received(since, customer.email, /Tak for festen/)).toHaveLength(1);
    }
    const expiredToTalent = received(since, onA.talent1.email, /udløbet/);
    expect([expiredToTalent.length, distinctTexts(expiredToTalent)]).toEqual([4, 4]);
    expect(mailsSince(since)).toHaveLength(10);
  });

  it('the mail server is down for 20 s while five bookings change through A and B: every email arrives once when it is back', async () => {
    const { customerA: customer, talent1: talent } = onA;
    const toAccept = await requested(onB, dateInDays(20));
    const toDecline = await requested(onA, dateInDays(21));
    const toCancel = await requested(onB, dateInDays(22));
    await untilEmailsSent(databaseUrl);
    const since = mail.mails.length;

    await mail.close(); // connections refused
    const downAt = Date.now();
    await requested(onA, dateInDays(23));
    await must(onB.talent1.visitor, `mutation($id: ID!) { acceptBooking(id: $id) { id } }`, { id: toAccept });
    await must(onA.talent1.visitor, `mutation($id: ID!) { declineBooking(id: $id, reason: "unavailable") { id } }`, { id: toDecline });
    await must(onB.customerA.visitor, `mutation($id: ID!) { cancelBooking(id: $id) { id } }`, { id: toCancel });
    await requested(onB, dateInDays(24));
    // Both processes' workers tried and failed (the failures are the retries' schedule, not lost mail).
    await until('the failed attempts', async () => {
      const jobs = (await queuedJobs(databaseUrl)).filter((job) => job.name === 'sendEmail');
      // Two requests (the talent's "Ny bookingforespørgsel" and the customer's confirmation each),
      // an accept, a decline, and a cancellation to both parties.
      return jobs.length === 8 && jobs.every((job) => job.attempts >= 1 && job.lastError) ? true : undefined;
    });
    await sleep(Math.max(0, 20_000 - (Date.now() - downAt)));
    mail = await startMailCatcher({ port: smtpPort, mails: mail.mails });

    // Retried with backoff (e^attempts s: 2.7, 7.4, 20, 55 …): all are through well within two minutes.
    await untilEmailsSent(databaseUrl, 120_000);
    expect(received(since, talent.email, /Ny bookingforespørgsel/)).toHaveLength(2);
    expect(distinctTexts(received(since, talent.email, /Ny bookingforespørgsel/))).toBe(2);
    expect(received(since, customer.email, /Vi har sendt din bookingforespørgsel/)).toHaveLength(2);
    expect(received(since, customer.email, /accepteret/)).toHaveLength(1);
    expect(received(since, customer.email, /afvist/)).toHaveLength(1);
    expect(received(since, customer.email, /annulleret/)).toHaveLength(1);
    expect(received(since, talent.email, /annulleret/)).toHaveLength(1);
    expect(mailsSince(since)).toHaveLength(8);
    expect(await bookingStatus(onA, toAccept)).toBe('accepted');
  });

  /**
   * The mail server takes the next sender's greeting and then never answers: whichever process
   * takes the email job (a password reset to `address`) is stuck inside it, holding the job's lock.
   * Resolves with that process and the one left.
   */
  async function stuckSending(address: string): Promise<[TestServer, TestServer]> {
    await untilEmailsSent(databaseUrl);
    const heldBefore = mail.held();
    mail.holdNext();
    await must(onA.anonymous, `mutation($email: String!) { requestPasswordReset(email: $email) { ok } }`, { email: address });
    await until('a process to be stuck sending', () => (mail.held() === heldBefore + 1 ? true : undefined));
    // Which process holds it: the job's lock names a worker pool, whose presence connection names the process.
    const [holder] = await query<{ pid: string }>(
      databaseUrl,
      `
      SELECT split_part(activity.application_name, ':', 3) AS pid
      FROM graphile_worker._private_jobs AS jobs JOIN pg_stat_activity AS activity ON split_part(activity.application_name, ':', 2) = jobs.locked_by
      WHERE activity.application_name LIKE 'mixbuddy-worker:%' AND jobs.payload->>'to' = $1`,
      [address],
    );
    expect(holder).toBeDefined();
    const stuck = [a, b].find((server) => server.pid === Number(holder.pid));
    expect(stuck).toBeDefined();
    return stuck === a ? [a, b] : [b, a];
  }

  async function sentOnce(address: string) {
    // Without the release the lock would hold for 4 hours (and the stuck sender wait 10 minutes).
    const sent = await mail.waitFor(address, { subject: /adgangskode/i, timeoutMs: 30_000 });
    expect(sent.text).toMatch(/adgangskode/i);
    await untilEmailsSent(databaseUrl);
    expect(mail.to(address).filter((m) => /adgangskode/i.test(m.subject))).toHaveLength(1);
  }

  it('SIGTERM of the process holding a job that outlasts the grace period: it exits, and the other process completes the job', async () => {
    const address = onA.customerA.email;
    const [stuck] = await stuckSending(address);
    expect(await stuck.kill('SIGTERM')).toBe(0); // after SHUTDOWN_GRACE_MS, with the job unfinished
    await sentOnce(address);
    // A fresh process in its place, on the same address (the visitors' URLs stay valid).
    const replacement = await startServer(env(), { port: Number(new URL(stuck.url).port) });
    if (stuck === a) a = replacement;
    else b = replacement;
  });

  it('kill -9 of the process holding a job: the other process completes it within seconds', async () => {
    const address = onA.customerB.email;
    const [stuck, other] = await stuckSending(address);
    expect(await stuck.kill('SIGKILL')).toBe(null);
    onB = worldOn(other, onA); // the ledger check after the test asks the one left
    await sentOnce(address);
    expect((await fetch(`${other.url}/readyz`)).status).toBe(200);
  });
});
