/**
 * /my-bookings as a customer uses it without JavaScript: each booking carries links to its next
 * step rather than a form per row — "Annuller booking" to a confirm page that states the refund
 * the terms give right now, "Bedøm" to the rating page (reviews.test.ts) — and those pages act
 * only on the customer's own bookings.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageBrowser } from '../support/browser';
import { createBookingWorld, must, PASSWORD, type BookingWorld } from '../support/bookings';
import { startServer, type TestServer } from '../support/server';

let server: TestServer;
let w: BookingWorld;
let customer: PageBrowser;
const DAY = 86_400_000;

/** A booking of the world's menu for customer A, `days` from now, in `status`. */
async function booking(status: string, days: number) {
  const startsAt = new Date(Date.now() + days * DAY);
  const created = await must(w.admin, `mutation($data: BookingCreateInput!) { createBooking(data: $data) { id } }`, {
    data: {
      menu: { connect: { id: w.menuId } },
      customer: { connect: { id: w.customerA.id } },
      talent: { connect: { id: w.talent1.profileId } },
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3 * 3600_000).toISOString(),
      guests: 8,
      address: 'Annullergade 3',
      postcode: '8000',
      city: 'Aarhus C',
      pricePerGuest: 25_000,
      totalAmount: 200_000,
      commissionAmount: 30_000,
      talentAmount: 170_000,
      status,
      ...(status === 'accepted' ? { payBy: new Date(Date.now() + DAY).toISOString() } : {}),
      ...(status === 'completed' ? { completedAt: new Date(startsAt.getTime() + 4 * 3600_000).toISOString() } : {}),
    },
  });
  return created.createBooking.id as string;
}

const statusOf = async (id: string) =>
  (await must(w.admin, `query($id: ID!) { booking(where: { id: $id }) { status } }`, { id })).booking.status;

beforeAll(async () => {
  server = await startServer({ SCHEDULER_INTERVAL_MS: '0' });
  w = await createBookingWorld(server.url);
  customer = await new PageBrowser(server.url).signIn(w.customerA.email, PASSWORD);
});
afterAll(() => server?.stop());

describe('cancelling a booking', () => {
  it('the list links each open booking to its confirm page and carries no cancel form', async () => {
    const accepted = await booking('accepted', 30);
    const html = await (await customer.get('/my-bookings')).text();
    expect(html).toContain(`href="/my-bookings/${accepted}/cancel"`);
    expect(html).not.toContain('value="cancel"');
  });

  it('a paid booking: the confirm page states what the terms give back now', async () => {
    // Made accepted, then marked paid in the database (as the payment webhook leaves it).
    const paid = await booking('accepted', 35);
    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    await db
      .query(`UPDATE "Booking" SET "status" = 'paid', "paidAt" = now(), "payBy" = NULL WHERE "id" = $1`, [paid])
      .finally(() => db.end());
    const page = await customer.get(`/my-bookings/${paid}/cancel`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Annullerer du nu, refunderes 2.000');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Ja, annuller bookingen<\/button>/);
  });

  it('an unpaid booking is cancelled by the form post, and the list then shows it cancelled', async () => {
    const accepted = await booking('accepted', 40);
    const path = `/my-bookings/${accepted}/cancel`;
    expect(await (await customer.get(path)).text()).toContain('koster dig intet');
    const sent = await customer.post(path, {});
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/my-bookings?ok=cancelled&booking=${accepted}#booking-${accepted}`);
    expect(await statusOf(accepted)).toBe('cancelled');
    const list = await (await customer.get(sent.headers.get('location')!.split('#')[0])).text();
    expect(list).toContain('Bookingen er annulleret.');
    expect(list).not.toContain(`href="${path}"`);
    // Once cancelled, the page says so and offers no button; a second post changes nothing.
    const again = await (await customer.get(path)).text();
    expect(again).toContain('Bookingen kan ikke længere annulleres.');
    expect(again).not.toContain('Ja, annuller bookingen');
  });

  it("another customer's booking is not found, and their post cancels nothing", async () => {
    const accepted = await booking('accepted', 50);
    const stranger = await new PageBrowser(server.url).signIn(w.customerB.email, PASSWORD);
    const seen = await stranger.get(`/my-bookings/${accepted}/cancel`);
    expect(seen.status).toBe(404);
    expect(await seen.text()).not.toContain('Annullergade');
    expect((await stranger.post(`/my-bookings/${accepted}/cancel`, {})).status).toBe(404);
    expect(await statusOf(accepted)).toBe('accepted');
  });

  it('a completed booking cannot be cancelled; the list offers to rate it instead', async () => {
    const done = await booking('completed', -10);
    expect(await (await customer.get(`/my-bookings/${done}/cancel`)).text()).toContain('Bookingen kan ikke længere annulleres.');
    const html = await (await customer.get('/my-bookings')).text();
    expect(html).toContain(`href="/my-bookings/${done}/review"`);
    expect(html).not.toContain(`href="/my-bookings/${done}/cancel"`);
  });
});
