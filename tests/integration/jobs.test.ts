/**
 * The job queue (cms/jobs) as a person sees it: an email is written in
 * the transaction that causes it — a failed transaction sends nothing — and is delivered once
 * the mail server is back, even across a server restart; a booking's timer fires at its deadline
 * on MixBuddy's clock without anyone running the scheduler; an admin sees a failing job and
 * runs it again.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, createBookingWorld, dateInDays, moveClock, must, requestBooking, resetClock, type BookingWorld } from '../support/bookings';
import { DEMO_PASSWORD } from '../support/fixtures';
import { dropDatabase, freshDatabaseUrl, startServer, Visitor, type TestServer } from '../support/server';
import { startMailCatcher, type MailCatcher } from '../support/smtp';

let databaseUrl: string;
let server: TestServer;
let mail: MailCatcher;
let smtpPort: number;
let w: BookingWorld;
let admin: Visitor;

// A short SMTP time-out (production: 30 s), so a mail server that never answers frees its job slot within the test.
const env = () => ({
  SCHEDULER_INTERVAL_MS: '0',
  SMTP_URL: mail.url,
  SMTP_TIMEOUT_MS: '3000',
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'silent',
});

/** The mail server goes away (connections refused) and comes back on the same port. */
async function smtpDown() {
  await mail.close();
}
async function smtpUp() {
  mail = await startMailCatcher({ port: smtpPort, mails: mail.mails });
}

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

type FailedJob = { id: string; name: string; summary: string; attempts: number; gaveUp: boolean; lastError: string };
const failedJobs = async () =>
  (await must<{ failedJobs: FailedJob[] }>(admin, `{ failedJobs { id name summary attempts gaveUp lastError } }`)).failedJobs;
const failedEmailTo = (address: string) =>
  until(`a failed email to ${address}`, async () => (await failedJobs()).find((job) => job.summary.includes(address)));
const requestPasswordReset = (email: string) =>
  must(new Visitor(server.url), `mutation($email: String!) { requestPasswordReset(email: $email) { ok } }`, { email });

/** Runs `sql` against the server's own database (a fault the test plants). */
async function sql(statement: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  mail = await startMailCatcher();
  smtpPort = Number(new URL(mail.url).port);
  databaseUrl = await freshDatabaseUrl();
  server = await startServer(env());
  w = await createBookingWorld(server.url);
  admin = new Visitor(server.url);
  await admin.signIn('admin@mixbuddy.dk', DEMO_PASSWORD);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await mail?.close().catch(() => {});
  if (databaseUrl) await dropDatabase(databaseUrl);
});

describe('emails are jobs', () => {
  it('a booking request whose transaction fails sends no email, and the next one sends one', async () => {
    // The database refuses the booking's timer job, which is written after the talent's email in
    // the same transaction: the whole request must roll back, the email with it.
    await sql(`CREATE FUNCTION refuse_timer() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql`);
    await sql(
      `CREATE TRIGGER refuse_timer BEFORE INSERT ON graphile_worker._private_jobs FOR EACH ROW WHEN (NEW.key LIKE 'booking:%') EXECUTE FUNCTION refuse_timer()`,
    );
    const failed = await requestBooking(w, w.customerA.visitor, dateInDays(20));
    expect(failed.errors?.length).toBeGreaterThan(0);
    await sql('DROP TRIGGER refuse_timer ON graphile_worker._private_jobs');

    const requested = await requestBooking(w, w.customerA.visitor, dateInDays(21));
    expect(requested.errors).toBeUndefined();
    await mail.waitFor(w.talent1.email, { subject: /Ny bookingforespørgsel/ });
    // Only the committed request was announced (the failed one was for another date).
    expect(mail.to(w.talent1.email).filter((m) => /Ny bookingforespørgsel/.test(m.subject))).toHaveLength(1);
    const bookings = await must(admin, `query($c: ID!) { bookings(where: { customer: { id: { equals: $c } } }) { id } }`, {
      c: w.customerA.id,
    });
    expect(bookings.bookings).toHaveLength(1);
  });

  it('with the mail server down, an email is retried and arrives once when it is back', async () => {
    await smtpDown();
    await requestPasswordReset('kunde@mixbuddy.dk');
    const job = await failedEmailTo('kunde@mixbuddy.dk');
    expect(job.name).toBe('sendEmail');
    expect(job.attempts).toBeGreaterThanOrEqual(1);
    await smtpUp();
    await mail.waitFor('kunde@mixbuddy.dk', { subject: /adgangskode/i, timeoutMs: 30_000 });
    await until('the job to be done', async () => ((await failedJobs()).some((j) => j.id === job.id) ? undefined : true));
    expect(mail.to('kunde@mixbuddy.dk').filter((m) => /adgangskode/i.test(m.subject))).toHaveLength(1);
  });

  it('a mail server that accepts and never answers holds no job slot for long: the next email goes out, the held ones follow', async () => {
    const held = [w.customerA.email, w.customerB.email, w.talent1.email, 'admin@mixbuddy.dk'];
    const sentBefore = new Map(held.map((address) => [address, mail.to(address).length]));
    const heldBefore = mail.held();
    for (const _ of held) mail.holdNext();
    // Four emails, as many as a process sends at once: each sender is left waiting after its greeting.
    await Promise.all(held.map(requestPasswordReset));
    await until('four senders held', async () => (mail.held() - heldBefore >= held.length ? true : undefined));
    // A fifth email still goes out: the held senders time out and give back their slots.
    const next = 'kunde@mixbuddy.dk';
    const nextBefore = mail.to(next).length;
    await requestPasswordReset(next);
    await mail.waitFor(next, { subject: /adgangskode/i, since: nextBefore, timeoutMs: 20_000 });
    // The held ones are retried and arrive too.
    for (const address of held) await mail.waitFor(address, { subject: /adgangskode/i, since: sentBefore.get(address), timeoutMs: 40_000 });
  });

  it('an email written before a restart is sent after it', async () => {
    await smtpDown();
    await requestPasswordReset('talent@mixbuddy.dk');
    await failedEmailTo('talent@mixbuddy.dk');
    const port = Number(new URL(server.url).port);
    await server.stop();
    await smtpUp();
    server = await startServer(env(), { port }); // the same address: the signed-in visitors keep working
    admin = new Visitor(server.url);
    await admin.signIn('admin@mixbuddy.dk', DEMO_PASSWORD);
    await mail.waitFor('talent@mixbuddy.dk', { subject: /adgangskode/i, timeoutMs: 30_000 });
    expect(mail.to('talent@mixbuddy.dk').filter((m) => /adgangskode/i.test(m.subject))).toHaveLength(1);
  });
});

describe('booking timers are jobs', () => {
  it('an unanswered request expires at its 48-hour deadline on MixBuddy’s clock, with nobody running the scheduler', async () => {
    const requested = await requestBooking(w, w.customerB.visitor, dateInDays(30));
    const id = requested.data.requestBooking.id as string;
    const status = async () =>
      (await must(admin, `query($id: ID!) { booking(where: { id: $id }) { status } }`, { id })).booking.status as string;
    try {
      await moveClock(server.url, 2 * DAY - 60 * 60_000);
      expect(await status()).toBe('requested'); // an hour before the deadline
      await moveClock(server.url, 60 * 60_000 + 60_000);
      await until('the booking to expire', async () => ((await status()) === 'expired' ? true : undefined));
      await mail.waitFor(w.customerB.email, { subject: /udløbet/ });
    } finally {
      await resetClock(server.url);
    }
  });
});

describe('failed jobs in the back office', () => {
  it('an admin sees a failing email and runs it again', async () => {
    await smtpDown();
    await requestPasswordReset(w.customerB.email);
    const job = await failedEmailTo(w.customerB.email);
    expect(job.lastError).not.toBe('');
    await smtpUp();
    const retried = await must(admin, `mutation($id: ID!) { retryJob(id: $id) }`, { id: job.id });
    expect(retried.retryJob).toBe(true);
    await mail.waitFor(w.customerB.email, { subject: /adgangskode/i, timeoutMs: 30_000 });
    expect(mail.to(w.customerB.email).filter((m) => /adgangskode/i.test(m.subject))).toHaveLength(1);
  });

  it('a job that does not exist cannot be retried', async () => {
    const result = await admin.gql(`mutation { retryJob(id: "999999") }`);
    expect(result.errors?.[0].message).toMatch(/findes ikke/);
  });
});
