/**
 * Job lanes (cms/jobs/README.md): a mail server that accepts and never answers can hold every
 * email slot of a process for the whole SMTP time-out, and a booking timer that comes due in
 * that time still runs at once — it never waits for an email slot. The held emails are each
 * delayed by at most the time-out and are sent when retried.
 *
 * The brief for this behaviour asks for timings: the time-out here is 20 s, and the timer's
 * effect must be seen well within it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, createBookingWorld, dateInDays, moveClock, must, requestBooking, resetClock, type BookingWorld } from '../support/bookings';
import { startServer, Visitor, type TestServer } from '../support/server';
import { startMailCatcher, type MailCatcher } from '../support/smtp';

const SMTP_TIMEOUT_MS = 20_000;

let server: TestServer;
let mail: MailCatcher;
let w: BookingWorld;

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startServer({
    SCHEDULER_INTERVAL_MS: '0',
    SMTP_URL: mail.url,
    SMTP_TIMEOUT_MS: String(SMTP_TIMEOUT_MS),
    LOG_LEVEL: 'silent',
  });
  w = await createBookingWorld(server.url);
}, 120_000);
afterAll(async () => {
  await resetClock(server.url).catch(() => {});
  await server?.stop();
  await mail?.close();
});

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const requestPasswordReset = (email: string) =>
  must(new Visitor(server.url), `mutation($email: String!) { requestPasswordReset(email: $email) { ok } }`, { email });

describe('booking timers never wait behind emails', () => {
  it('with every email slot held by a silent mail server, an expiry runs at once; the held emails follow after the time-out', async () => {
    // A request first, while mail flows: its timer waits in the queue for its 48-hour deadline.
    const requested = await requestBooking(w, w.customerA.visitor, dateInDays(30));
    const bookingId = requested.data.requestBooking.id as string;
    await mail.waitFor(w.talent1.email, { subject: /Ny bookingforespørgsel/ });
    const status = async () =>
      (await must(w.admin, `query($id: ID!) { booking(where: { id: $id }) { status } }`, { id: bookingId })).booking.status as string;

    // Four emails, as many as a process sends at once: each sender is left waiting after its greeting.
    const held = ['kunde@mixbuddy.dk', 'talent@mixbuddy.dk', w.customerB.email, w.talent2.email];
    for (const _ of held) mail.holdNext();
    const heldAt = Date.now();
    await Promise.all(held.map(requestPasswordReset));
    await until('four senders held', async () => (mail.held() >= held.length ? true : undefined), 10_000);

    try {
      // The request's answer deadline passes on MixBuddy's clock: its expiry timer is due now.
      const dueAt = Date.now();
      await moveClock(server.url, 2 * DAY + 60_000);
      await until('the booking to expire', async () => ((await status()) === 'expired' ? true : undefined), SMTP_TIMEOUT_MS);
      const tookMs = Date.now() - dueAt;
      // Seen well before a held sender's time-out could have freed an email slot.
      expect(tookMs).toBeLessThan(SMTP_TIMEOUT_MS / 4);
      // The expiry's own email is written but still waits behind the held ones: the lane was full.
      expect(mail.to(w.customerA.email).filter((m) => /udløbet/.test(m.subject))).toHaveLength(0);

      // Each held email is delayed by at most the time-out (plus the first retry's back-off) and then sent.
      for (const address of held) await mail.waitFor(address, { subject: /adgangskode/i, timeoutMs: SMTP_TIMEOUT_MS + 25_000 });
      expect(Date.now() - heldAt).toBeGreaterThanOrEqual(SMTP_TIMEOUT_MS);
      await mail.waitFor(w.customerA.email, { subject: /udløbet/, timeoutMs: 30_000 });
    } finally {
      await resetClock(server.url);
    }
  }, 90_000);
});
