/**
 * Bookings, payments and the wallet through the real server, the Stripe simulator and signed
 * webhooks: the money flow end to end, the refund rules, exactly-once webhooks, no double
 * booking, and that another customer, another talent and a signed-out visitor are refused
 * (GraphQL and pages). After every test the ledger sums to zero.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DAY,
  SIMULATOR_KEY,
  acceptedBooking,
  bookingStatus,
  createBookingWorld,
  dateInDays,
  ledgerSum,
  moveClock,
  must,
  page,
  payBooking,
  requestBooking,
  resetClock,
  runScheduler,
  sendCheckoutCompleted,
  type BookingWorld,
} from '../support/bookings';
import { startServer, type TestServer } from '../support/server';

let server: TestServer;
let w: BookingWorld;

beforeAll(async () => {
  server = await startServer({ SCHEDULER_INTERVAL_MS: '0' });
  w = await createBookingWorld(server.url);
});
afterEach(async () => {
  await resetClock(server.url);
  expect(await ledgerSum(w)).toBe(0);
});
afterAll(async () => {
  await server?.stop();
});

const errorOf = (result: { errors?: { message: string }[] }) => result.errors?.map((e) => e.message).join('\n') ?? '';
const wallet = async () => (await must(w.talent1.visitor, '{ myWallet { available pending reserved requestable } }')).myWallet;

describe('the booking flow', () => {
  it('request → accept → pay on the simulator → complete → earnings available after 48 h → payoff → one review and one reply', async () => {
    const before = await wallet();
    const requested = await requestBooking(w, w.customerA.visitor, dateInDays(20), '18:00', 12);
    expect(errorOf(requested)).toBe('');
    const booking = requested.data.requestBooking;
    // Price per guest × guests, 15 % commission, frozen on the booking
    expect(booking).toMatchObject({ status: 'requested', totalAmount: 300_000, commissionAmount: 45_000, talentAmount: 255_000 });

    await must(w.talent1.visitor, `mutation($id: ID!) { acceptBooking(id: $id) { id } }`, { id: booking.id });
    const paid = await payBooking(w, booking.id);
    expect(paid.url).toContain('/stripe-simulator/checkout/');
    expect(paid.location).toContain(`/stripe/success?session_id=${paid.sessionId}`);
    expect(await bookingStatus(w, booking.id)).toBe('paid');

    // The success page shows what the server knows, to the customer who paid
    const success = await page(server.url, w.customerA.visitor, `/stripe/success?session_id=${paid.sessionId}`);
    expect(success.html).toContain('Betalingen er gennemført');
    const forged = await page(server.url, w.customerB.visitor, `/stripe/success?session_id=${paid.sessionId}`);
    expect(forged.html).not.toContain('Betalingen er gennemført');
    // Someone else's payment is "not found" for them: no thanks, no amount, a way to their own bookings.
    expect(forged.html).not.toContain('Tak for din betaling');
    expect(forged.html).toContain('Vi kan ikke finde betalingen');
    expect(success.html).toMatch(/3\.000(&nbsp;|\s)kr\./);
    expect(forged.html).not.toMatch(/3\.000(&nbsp;|\s)kr\./);

    const pending = await wallet();
    expect(pending.pending - before.pending).toBe(255_000);
    expect(pending.available).toBe(before.available);

    // The booking's own timer job and the sweep race for each timed step; either may make it, and
    // the sweep returns only once the step is done (it waits for the row or the talent's lock).
    await moveClock(server.url, 21 * DAY);
    await runScheduler(server.url);
    expect(await bookingStatus(w, booking.id)).toBe('completed');
    expect((await wallet()).available).toBe(before.available); // the complaint window

    await moveClock(server.url, 2 * DAY + 60_000);
    await runScheduler(server.url);
    expect((await runScheduler(server.url)).released).toBe(0); // idempotent
    const released = await wallet();
    expect(released.available - before.available).toBe(255_000);
    expect(released.pending).toBe(before.pending);

    const payoff = await must(w.talent1.visitor, `mutation { requestPayoff(amount: 100000) { id amount status } }`);
    expect(payoff.requestPayoff).toMatchObject({ amount: 100_000, status: 'requested' });
    expect((await wallet()).requestable).toBe(released.available - 100_000);

    // The payment history: one line per business event (not the ledger's double entries), dated with the year.
    const history = await page(server.url, w.talent1.visitor, '/wallet/payment-history');
    const events = [...history.html.matchAll(/<tr data-event="(\w+)"[^>]*>([\s\S]*?)<\/tr>/g)].map(([, kind, row]) => ({ kind, row }));
    expect(events.map((e) => e.kind).slice(0, 3)).toEqual(['payoffRequested', 'earningsReleased', 'bookingPaid']);
    const year = /\d{1,2}\. [a-zæøå]+\.? \d{4}/;
    for (const { row } of events.slice(0, 3)) expect(row).toMatch(year);
    expect(events[1].row).toMatch(/2\.550(&nbsp;|\s)kr\./); // released: the talent's 85 % of 3.000 kr., once
    expect(events[2].row).toContain(`Testmenu ${w.tag}`);
    expect(history.html).not.toMatch(/−2\.550|-2\.550|Disponibel<\/td>/);

    const review = await w.customerA.visitor.gql(
      `mutation($id: ID!) { reviewBooking(bookingId: $id, rating: 5, body: "Fantastisk aften") { id rating } }`,
      { id: booking.id },
    );
    expect(review.data.reviewBooking.rating).toBe(5);
    // The menu's stored rating (what search sorts by and pages show) now counts this review.
    const rated = await must(w.anonymous, `query($id: ID!) { review(where: { id: $id }) { menu { id ratingAverage ratingCount } } }`, {
      id: review.data.reviewBooking.id,
    });
    const menuId = rated.review.menu.id;
    const all = await must(w.anonymous, `query($id: ID!) { reviews(where: { menu: { id: { equals: $id } } }) { rating } }`, { id: menuId });
    const ratings = all.reviews.map((r: { rating: number }) => r.rating);
    expect(ratings).toContain(5);
    expect(rated.review.menu).toMatchObject({
      ratingCount: ratings.length,
      ratingAverage: ratings.reduce((a: number, b: number) => a + b, 0) / ratings.length,
    });
    const again = await w.customerA.visitor.gql(`mutation($id: ID!) { reviewBooking(bookingId: $id, rating: 1) { id } }`, {
      id: booking.id,
    });
    expect(errorOf(again)).toMatch(/allerede anmeldt/);
    const reviewId = review.data.reviewBooking.id;
    const reply = await w.talent1.visitor.gql(`mutation($id: ID!) { replyToReview(reviewId: $id, reply: "Tak!") { reply } }`, {
      id: reviewId,
    });
    expect(reply.data.replyToReview.reply).toBe('Tak!');
    expect(
      errorOf(await w.talent1.visitor.gql(`mutation($id: ID!) { replyToReview(reviewId: $id, reply: "Igen") { id } }`, { id: reviewId })),
    ).toMatch(/allerede svaret/);
  });

  it('a request outside the guest limits or in the past gets a Danish error and creates nothing', async () => {
    const count = async () => (await must(w.customerA.visitor, '{ bookingsCount }')).bookingsCount;
    const before = await count();
    expect(errorOf(await requestBooking(w, w.customerA.visitor, dateInDays(30), '18:00', 500))).toMatch(/1–100 gæster/);
    expect(errorOf(await requestBooking(w, w.customerA.visitor, dateInDays(-3)))).toMatch(/fremtiden/);
    expect(errorOf(await requestBooking(w, w.customerA.visitor, '2030-13-45'))).not.toBe('');
    expect(await count()).toBe(before);
  });

  it('a request not answered within 48 hours expires, and can then no longer be accepted', async () => {
    const requested = await requestBooking(w, w.customerA.visitor, dateInDays(40));
    const id = requested.data.requestBooking.id;
    await moveClock(server.url, 2 * DAY + 60_000);
    const late = await w.talent1.visitor.gql(`mutation($id: ID!) { acceptBooking(id: $id) { id } }`, { id });
    expect(errorOf(late)).toMatch(/udløbet/);
    expect(await bookingStatus(w, id)).toBe('expired');
  });

  it('an accepted booking not paid within 72 hours expires', async () => {
    const id = await acceptedBooking(w, dateInDays(42));
    await moveClock(server.url, 3 * DAY + 60_000);
    await runScheduler(server.url);
    expect(await bookingStatus(w, id)).toBe('expired');
  });
});

describe('cancellation and refunds', () => {
  const refunds = async (paymentIntent: string) => {
    const res = await fetch(`${server.url}/v1/refunds?payment_intent=${paymentIntent}`, {
      headers: { authorization: `Bearer ${SIMULATOR_KEY}` },
    });
    return ((await res.json()).data as { amount: number }[]).map((r) => r.amount);
  };
  const paymentOf = async (id: string) =>
    (
      await must(
        w.admin,
        `query($id: ID!) { booking(where: { id: $id }) { status payments { status amount refundedAmount stripePaymentIntentId } } }`,
        { id },
      )
    ).booking;

  it('customer ≥ 14 days before: full refund through Stripe; the talent keeps nothing', async () => {
    const before = await wallet();
    const id = await acceptedBooking(w, dateInDays(50));
    await payBooking(w, id);
    await must(w.customerA.visitor, `mutation($id: ID!) { cancelBooking(id: $id) { id } }`, { id });
    const booking = await paymentOf(id);
    expect(booking.status).toBe('refunded');
    expect(booking.payments[0]).toMatchObject({ status: 'refunded', amount: 250_000, refundedAmount: 250_000 });
    expect(await refunds(booking.payments[0].stripePaymentIntentId)).toEqual([250_000]);
    expect(await wallet()).toEqual(before);
  });

  it('customer 7–13 days before: half back; the talent’s share of the rest becomes available', async () => {
    const before = await wallet();
    const id = await acceptedBooking(w, dateInDays(10));
    await payBooking(w, id);
    await must(w.customerA.visitor, `mutation($id: ID!) { cancelBooking(id: $id) { id } }`, { id });
    const booking = await paymentOf(id);
    expect(booking.payments[0]).toMatchObject({ status: 'partially_refunded', refundedAmount: 125_000 });
    expect(await refunds(booking.payments[0].stripePaymentIntentId)).toEqual([125_000]);
    const after = await wallet();
    expect(after.available - before.available).toBe(125_000 - Math.round(125_000 * 0.15));
    expect(after.pending).toBe(before.pending);

    // The history reads it as one cancellation (not four entries): the refunded share taken back, the kept share named.
    const history = await page(server.url, w.talent1.visitor, '/wallet/payment-history');
    // The newest cancellation (an earlier test moved the clock, so a payoff may be dated later).
    const latest = [...history.html.matchAll(/<tr data-event="(\w+)"[^>]*>([\s\S]*?)<\/tr>/g)].find(
      ([, kind]) => kind === 'bookingCancelled',
    )!;
    expect(latest[2]).toMatch(/-1\.062,50(&nbsp;|\s)kr\./); // the talent's share of the 1.250 kr. refunded
    expect(latest[2]).toMatch(/Du beholder 1\.062,50(&nbsp;|\s)kr\. i afbestillingsgebyr\./);
  });

  it('customer under 7 days before: nothing back; the talent cancelling always refunds in full', async () => {
    const late = await acceptedBooking(w, dateInDays(4));
    await payBooking(w, late);
    await must(w.customerA.visitor, `mutation($id: ID!) { cancelBooking(id: $id) { id } }`, { id: late });
    const lateBooking = await paymentOf(late);
    expect(lateBooking.status).toBe('cancelled');
    expect(lateBooking.payments[0].refundedAmount).toBe(0);

    const byTalent = await acceptedBooking(w, dateInDays(5), '20:00');
    await payBooking(w, byTalent);
    await must(w.talent1.visitor, `mutation($id: ID!) { cancelBooking(id: $id) { id } }`, { id: byTalent });
    expect((await paymentOf(byTalent)).payments[0]).toMatchObject({ status: 'refunded', refundedAmount: 250_000 });
  });
});

describe('webhooks', () => {
  it('the same webhook delivered twice credits once; a bad signature gets 400 and changes nothing', async () => {
    const id = await acceptedBooking(w, dateInDays(60));
    const { startCheckout } = await must(w.customerA.visitor, `mutation($id: ID!) { startCheckout(bookingId: $id) { sessionId } }`, { id });
    const event = { id: `evt_twice_${w.tag}`, sessionId: startCheckout.sessionId, bookingId: id, amount: 250_000 };

    const forged = await sendCheckoutCompleted(server.url, event, 'whsec_not_the_secret');
    expect(forged.status).toBe(400);
    expect(await bookingStatus(w, id)).toBe('accepted');

    const first = await sendCheckoutCompleted(server.url, event);
    const second = await sendCheckoutCompleted(server.url, event);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await second.json()).outcome).toBe('duplicate');
    expect(await bookingStatus(w, id)).toBe('paid');
    const entries = await must(
      w.admin,
      `query($id: ID!) { ledgerEntries(where: { booking: { id: { equals: $id } } }) { account amount } }`,
      { id },
    );
    expect(entries.ledgerEntries.filter((e: { account: string }) => e.account === 'stripe_clearing')).toEqual([
      { account: 'stripe_clearing', amount: 250_000 },
    ]);
  });

  it('a payment that arrives for a cancelled booking is refunded in full', async () => {
    const id = await acceptedBooking(w, dateInDays(62));
    const { startCheckout } = await must(w.customerA.visitor, `mutation($id: ID!) { startCheckout(bookingId: $id) { sessionId } }`, { id });
    await must(w.customerA.visitor, `mutation($id: ID!) { cancelBooking(id: $id) { id } }`, { id });
    await fetch(`${server.url}/stripe-simulator/checkout/${startCheckout.sessionId}/pay`, { method: 'POST', redirect: 'manual' });
    const booking = (
      await must(
        w.admin,
        `query($id: ID!) { booking(where: { id: $id }) { status payments { status refundedAmount stripePaymentIntentId } } }`,
        { id },
      )
    ).booking;
    expect(booking.status).toBe('cancelled');
    expect(booking.payments[0]).toMatchObject({ status: 'refunded', refundedAmount: 250_000 });
    const res = await fetch(`${server.url}/v1/refunds?payment_intent=${booking.payments[0].stripePaymentIntentId}`, {
      headers: { authorization: `Bearer ${SIMULATOR_KEY}` },
    });
    expect((await res.json()).data.map((r: { amount: number }) => r.amount)).toEqual([250_000]);
  });
});

describe('no double booking', () => {
  it('the second of two overlapping requests cannot be accepted; a blocked date cannot be requested', async () => {
    const date = dateInDays(70);
    const first = (await requestBooking(w, w.customerA.visitor, date, '18:00')).data.requestBooking.id;
    const second = (await requestBooking(w, w.customerB.visitor, date, '20:00')).data.requestBooking.id;
    await must(w.talent1.visitor, `mutation($id: ID!) { acceptBooking(id: $id) { id } }`, { id: first });
    const clash = await w.talent1.visitor.gql(`mutation($id: ID!) { acceptBooking(id: $id) { id } }`, { id: second });
    expect(errorOf(clash)).toMatch(/allerede en booking på det tidspunkt/);
    expect(await bookingStatus(w, second)).toBe('requested');

    // Talent block dates on /settings/booking-calendar (talent.test.ts); here an admin does it directly.
    await must(w.admin, `mutation($data: AvailabilityCreateInput!) { createAvailability(data: $data) { id } }`, {
      data: { talent: { connect: { id: w.talent1.profileId } }, kind: 'blocked', date: dateInDays(71) },
    });
    expect(errorOf(await requestBooking(w, w.customerA.visitor, dateInDays(71)))).toMatch(/ikke ledigt den dag/);
  });
});

describe('who may do what', () => {
  it('another customer, another talent and a signed-out visitor cannot accept, cancel, pay or read a booking', async () => {
    const id = (await requestBooking(w, w.customerA.visitor, dateInDays(80))).data.requestBooking.id;
    for (const visitor of [w.customerB.visitor, w.talent2.visitor, w.anonymous]) {
      expect(errorOf(await visitor.gql(`mutation($id: ID!) { acceptBooking(id: $id) { id } }`, { id }))).toMatch(
        /adgang|logget ind|Kun talentet/,
      );
      expect(errorOf(await visitor.gql(`mutation($id: ID!) { cancelBooking(id: $id) { id } }`, { id }))).toMatch(/adgang|logget ind/);
      expect(errorOf(await visitor.gql(`mutation($id: ID!) { startCheckout(bookingId: $id) { url } }`, { id }))).toMatch(
        /Kun kunden|logget ind/,
      );
      expect((await visitor.gql(`query($id: ID!) { booking(where: { id: $id }) { id } }`, { id })).data?.booking ?? null).toBeNull();
    }
    // The customer cannot accept their own request either
    expect(errorOf(await w.customerA.visitor.gql(`mutation($id: ID!) { acceptBooking(id: $id) { id } }`, { id }))).toMatch(/Kun talentet/);
    expect(await bookingStatus(w, id)).toBe('requested');
  });

  it('only participants read and write a conversation — through GraphQL and through the pages; bodies are escaped', async () => {
    const booking = (await requestBooking(w, w.customerA.visitor, dateInDays(82))).data.requestBooking;
    const conversationId = booking.conversation.id;
    await must(
      w.talent1.visitor,
      `mutation($id: ID!) { sendMessage(conversationId: $id, body: "<script>alert(1)</script> Hej!") { id } }`,
      { id: conversationId },
    );

    for (const visitor of [w.customerB.visitor, w.talent2.visitor, w.anonymous]) {
      expect(
        errorOf(
          await visitor.gql(`mutation($id: ID!) { sendMessage(conversationId: $id, body: "Ubuden") { id } }`, { id: conversationId }),
        ),
      ).toMatch(/adgang|logget ind/);
      expect(
        errorOf(await visitor.gql(`mutation($id: ID!) { markConversationRead(conversationId: $id) }`, { id: conversationId })),
      ).toMatch(/adgang|logget ind/);
    }
    expect((await page(server.url, w.customerB.visitor, `/your-messages/${conversationId}`)).status).toBe(404);
    expect((await page(server.url, w.talent2.visitor, `/messages/${conversationId}`)).status).toBe(404);
    expect((await page(server.url, w.talent2.visitor, `/messages/${conversationId}`)).html).not.toContain('Vi glæder os');
    const anon = await page(server.url, w.anonymous, `/your-messages/${conversationId}`);
    expect(anon.status).toBe(302);
    expect(anon.location).toMatch(/^\/login\?next=/);

    // The customer has one unread message, sees it escaped, and opening the thread reads it
    expect((await must(w.customerA.visitor, '{ unreadMessageCount }')).unreadMessageCount).toBeGreaterThanOrEqual(1);
    const own = await page(server.url, w.customerA.visitor, `/your-messages/${conversationId}`);
    expect(own.status).toBe(200);
    expect(own.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Hej!');
    expect(own.html).not.toContain('<script>alert(1)</script>');
    expect((await must(w.customerA.visitor, '{ unreadMessageCount }')).unreadMessageCount).toBe(0);
  });

  it('wallets: only the talent reads theirs; customers and visitors are refused, pages included', async () => {
    expect(errorOf(await w.customerA.visitor.gql('{ myWallet { available } }'))).toMatch(/Kun talenter/);
    expect(errorOf(await w.anonymous.gql('{ myWallet { available } }'))).toMatch(/logget ind/);
    expect(errorOf(await w.customerA.visitor.gql('mutation { requestPayoff(amount: 20000) { id } }'))).toMatch(/Kun talenter/);
    expect((await page(server.url, w.customerA.visitor, '/wallet')).status).toBe(403);
    expect((await page(server.url, w.anonymous, '/wallet/payment-history')).status).toBe(302);
    expect((await page(server.url, w.customerA.visitor, '/bookings')).status).toBe(403);
    expect((await page(server.url, w.talent2.visitor, '/my-bookings')).status).toBe(403);
    // Talent 2 sees their own empty wallet, never talent 1's history
    const other = await page(server.url, w.talent2.visitor, '/wallet/payment-history');
    expect(other.status).toBe(200);
    expect(other.html).toContain('Der er ingen betalinger endnu');
    expect(other.html).not.toContain('data-event');
  });

  it('a payoff needs 200 kr. and bank details, and never exceeds what is available', async () => {
    expect(errorOf(await w.talent1.visitor.gql('mutation { requestPayoff(amount: 19999) { id } }'))).toMatch(/200 kr/);
    expect(errorOf(await w.talent2.visitor.gql('mutation { requestPayoff(amount: 20000) { id } }'))).toMatch(/bankoplysninger/i);
    const { requestable } = await wallet();
    expect(
      errorOf(await w.talent1.visitor.gql('mutation($a: Int!) { requestPayoff(amount: $a) { id } }', { a: requestable + 100 })),
    ).toMatch(/større end din disponible saldo/);
  });
});
