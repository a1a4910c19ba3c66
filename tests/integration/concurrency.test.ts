/**
 * Money and calendars under concurrency: 20 simultaneous attempts to accept overlapping
 * bookings of one talent leave exactly one; 20 simultaneous deliveries of one payment webhook
 * credit once; 20 simultaneous payoff requests (through the mutation and through the list API)
 * never reserve more than the available balance, whatever the row locks and the many
 * connections interleave. The ledger sums to zero after every test.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedBooking,
  bookingStatus,
  createBookingWorld,
  creditAvailable,
  dateInDays,
  ledgerSum,
  must,
  overlappingRequests,
  requestBooking,
  sendCheckoutCompleted,
  type BookingWorld,
} from '../support/bookings';
import pg from 'pg';
import { startServer, type TestServer } from '../support/server';

let server: TestServer;
let w: BookingWorld;

beforeAll(async () => {
  server = await startServer({ SCHEDULER_INTERVAL_MS: '0' });
  w = await createBookingWorld(server.url);
});
afterEach(async () => {
  expect(await ledgerSum(w)).toBe(0);
});
afterAll(async () => {
  await server?.stop();
});

describe('concurrency', () => {
  it('20 concurrent accepts of overlapping bookings of one talent leave exactly one accepted', async () => {
    const ids = await overlappingRequests(w, dateInDays(90));
    const results = await Promise.all(
      ids.map((id) => w.talent1.visitor.gql(`mutation($id: ID!) { acceptBooking(id: $id) { id status } }`, { id })),
    );
    const accepted = results.filter((r) => r.data?.acceptBooking?.status === 'accepted');
    expect(accepted).toHaveLength(1);
    for (const r of results.filter((r) => !r.data?.acceptBooking))
      expect(r.errors?.[0]?.message).toMatch(/allerede en booking på det tidspunkt/);
    const statuses = await Promise.all(ids.map((id) => bookingStatus(w, id)));
    expect(statuses.filter((s) => s === 'accepted')).toHaveLength(1);
  });

  it('80 customers asking one talent at once are all stored; accepting them leaves one event that day', async () => {
    const date = dateInDays(93);
    const first = await requestBooking(w, w.customerA.visitor, date, '12:00', 5);
    const firstId = first.data?.requestBooking?.id as string;
    expect(firstId).toBeTruthy();
    // The talent accepts one of that day while 80 more requests for it arrive.
    const [acceptedNow, ...requested] = await Promise.all([
      w.talent1.visitor.gql(`mutation($id: ID!) { acceptBooking(id: $id) { status } }`, { id: firstId }),
      ...Array.from({ length: 80 }, (_, i) =>
        requestBooking(w, i % 2 ? w.customerA.visitor : w.customerB.visitor, date, `1${3 + (i % 6)}:00`, 5),
      ),
    ]);
    expect(acceptedNow.data?.acceptBooking?.status).toBe('accepted');
    // Each one is either stored or refused with the day's Danish reason (when the accept came first).
    for (const r of requested) {
      if (!r.data?.requestBooking) expect(r.errors?.[0]?.message).toMatch(/optaget den dag|allerede en booking/);
    }
    const ids = requested.map((r) => r.data?.requestBooking?.id as string | undefined).filter((id): id is string => !!id);
    const accepts = await Promise.all(
      ids.map((id) => w.talent1.visitor.gql(`mutation($id: ID!) { acceptBooking(id: $id) { status } }`, { id })),
    );
    expect(accepts.filter((r) => r.data?.acceptBooking?.status === 'accepted')).toHaveLength(0);
    for (const r of accepts) expect(r.errors?.[0]?.message).toMatch(/optaget den dag|allerede en booking/);
    const statuses = await Promise.all([firstId, ...ids].map((id) => bookingStatus(w, id)));
    expect(statuses.filter((s) => s === 'accepted')).toHaveLength(1);
  });

  it('20 concurrent deliveries of one payment webhook credit exactly once', async () => {
    const id = await acceptedBooking(w, dateInDays(95));
    const { startCheckout } = await must(w.customerA.visitor, `mutation($id: ID!) { startCheckout(bookingId: $id) { sessionId } }`, { id });
    const event = { id: `evt_storm_${w.tag}`, sessionId: startCheckout.sessionId, bookingId: id, amount: 250_000 };
    const responses = await Promise.all(Array.from({ length: 20 }, () => sendCheckoutCompleted(server.url, event)));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(await bookingStatus(w, id)).toBe('paid');
    const entries = await must(
      w.admin,
      `query($id: ID!) { ledgerEntries(where: { booking: { id: { equals: $id } } }) { account amount } }`,
      { id },
    );
    expect(entries.ledgerEntries).toHaveLength(3);
  });

  it('20 concurrent payments (different Checkout Sessions) for one booking: paid once, the other 19 booked as refunds', async () => {
    const id = await acceptedBooking(w, dateInDays(97));
    const sessions = Array.from({ length: 20 }, (_, i) => ({
      id: `evt_multi_${i}_${w.tag}`,
      sessionId: `cs_test_multi_${i}_${w.tag}`,
      bookingId: id,
      amount: 250_000,
    }));
    await Promise.all(sessions.map((s) => sendCheckoutCompleted(server.url, s)));
    expect(await bookingStatus(w, id)).toBe('paid');
    const entries = (
      await must(w.admin, `query($id: ID!) { ledgerEntries(where: { booking: { id: { equals: $id } } }) { account amount } }`, { id })
    ).ledgerEntries as { account: string; amount: number }[];
    const total = (account: string) => entries.filter((e) => e.account === account).reduce((sum, e) => sum + e.amount, 0);
    expect(total('stripe_clearing')).toBe(20 * 250_000);
    expect(total('customer_refunds')).toBe(-19 * 250_000);
    expect(total('talent_pending')).toBe(-Math.round(250_000 * 0.85));
  });

  it('20 concurrent payoff requests never reserve more than the available balance', async () => {
    await creditAvailable(w, w.talent1.profileId, 100_000);
    const { requestable } = (await must(w.talent1.visitor, '{ myWallet { requestable } }')).myWallet;
    const amount = 25_000;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => w.talent1.visitor.gql(`mutation($a: Int!) { requestPayoff(amount: $a) { id } }`, { a: amount })),
    );
    const ok = results.filter((r) => r.data?.requestPayoff?.id);
    expect(ok).toHaveLength(Math.floor(requestable / amount));
    for (const r of results.filter((r) => !r.data?.requestPayoff))
      expect(r.errors?.[0]?.message).toMatch(/større end din disponible saldo/);
    const wallet = (await must(w.talent1.visitor, '{ myWallet { available reserved requestable } }')).myWallet;
    expect(wallet.reserved).toBeLessThanOrEqual(wallet.available);
  });

  it('20 concurrent createPayoff calls through the list API are all refused (requestPayoff is the only door)', async () => {
    const before = (await must(w.talent1.visitor, '{ myWallet { reserved } }')).myWallet.reserved;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        w.talent1.visitor.gql(`mutation($t: ID!) { createPayoff(data: { talent: { connect: { id: $t } }, amount: 30000 }) { id } }`, {
          t: w.talent1.profileId,
        }),
      ),
    );
    for (const result of results) expect(result.errors?.[0]?.message).toMatch(/Access denied/);
    expect((await must(w.talent1.visitor, '{ myWallet { reserved } }')).myWallet.reserved).toBe(before);
  });

  it('the database itself refuses a second accepted booking of one talent on one day (a write that forgets the lock)', async () => {
    const date = dateInDays(100);
    // Both requested while the day is free; then the talent accepts the first through the domain.
    const second = (await requestBooking(w, w.customerB.visitor, date, '20:00', 5)).data.requestBooking.id as string;
    const first = await acceptedBooking(w, date, '12:00', 5);
    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    try {
      // Straight to the table, past the domain's lock and its day check.
      const refused = await db
        .query(`UPDATE "Booking" SET status = 'accepted' WHERE id = $1`, [second])
        .catch((error: { code?: string }) => error);
      expect((refused as { code?: string }).code).toBe('23P01'); // exclusion_violation
      // A booking that does not hold the day (declined) is no conflict.
      await db.query(`UPDATE "Booking" SET status = 'declined' WHERE id = $1`, [second]);
    } finally {
      await db.end();
    }
    expect(await bookingStatus(w, first)).toBe('accepted');
    expect(await bookingStatus(w, second)).toBe('declined');
  });
});
