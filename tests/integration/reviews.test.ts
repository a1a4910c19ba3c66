/**
 * Reviews as people read and write them: the menu and profile pages name
 * the reviewer by first name and the event's city — never the surname or email, also not through
 * the API; a profile without reviews says so in a profile's words; the review form is a radio group
 * of five named stars that works without JavaScript.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageBrowser } from '../support/browser';
import { createBookingWorld, must, page, PASSWORD, type BookingWorld } from '../support/bookings';
import { startServer, type TestServer } from '../support/server';

let server: TestServer;
let w: BookingWorld;
let camilla: { id: string; email: string; browser: PageBrowser };
const surname = `Vestergaard${Math.random().toString(36).slice(2, 7)}`;
const DAY = 86_400_000;

/** A completed booking of the world's menu for Camilla, in the past, at an address in `city`. */
async function completedBooking(city: string, daysAgo: number) {
  const startsAt = new Date(Date.now() - daysAgo * DAY);
  const created = await must(w.admin, `mutation($data: BookingCreateInput!) { createBooking(data: $data) { id } }`, {
    data: {
      menu: { connect: { id: w.menuId } },
      customer: { connect: { id: camilla.id } },
      talent: { connect: { id: w.talent1.profileId } },
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3 * 3600_000).toISOString(),
      guests: 8,
      address: 'Hemmelig Allé 7',
      postcode: '8000',
      city,
      pricePerGuest: 25_000,
      totalAmount: 200_000,
      commissionAmount: 30_000,
      talentAmount: 170_000,
      status: 'completed',
      completedAt: new Date(startsAt.getTime() + 4 * 3600_000).toISOString(),
    },
  });
  return created.createBooking.id as string;
}

beforeAll(async () => {
  server = await startServer({ SCHEDULER_INTERVAL_MS: '0' });
  w = await createBookingWorld(server.url);
  const email = `camilla-${w.tag}@example.dk`;
  const user = await must(w.admin, `mutation($data: UserCreateInput!) { createUser(data: $data) { id } }`, {
    data: { name: `Camilla ${surname}`, email, password: PASSWORD, role: 'customer', emailVerifiedAt: new Date().toISOString() },
  });
  const browser = new PageBrowser(server.url);
  await browser.signIn(email, PASSWORD);
  camilla = { id: user.createUser.id, email, browser };
});
afterAll(async () => {
  await server?.stop();
});

describe('the review form', () => {
  let bookingId: string;
  beforeAll(async () => {
    bookingId = await completedBooking('Aarhus C', 10);
  });

  it('/my-bookings links a completed, unrated booking to its own rating page instead of carrying a form per booking', async () => {
    const html = await (await camilla.browser.get('/my-bookings')).text();
    const card = /<article[^>]*id="booking-([^"]+)"[\s\S]*?<\/article>/g;
    const ours = [...html.matchAll(card)].find((m) => m[1] === bookingId)?.[0] ?? '';
    expect(ours).toContain(`href="/my-bookings/${bookingId}/review"`);
    expect(ours).toMatch(/>Bedøm<\/a>/);
    expect(html).not.toContain('name="rating"');
  });

  it('is a group of five radio stars named "1 stjerne" … "5 stjerner", in a fieldset with a legend', async () => {
    const form = await (await camilla.browser.get(`/my-bookings/${bookingId}/review`)).text();
    const group = /<fieldset class="star-rating"[\s\S]*?<\/fieldset>/.exec(form)?.[0] ?? '';
    expect(group).toMatch(/<legend[^>]*>Bedømmelse<\/legend>/);
    const radios = [...group.matchAll(/<input type="radio" name="rating" value="(\d)"[^>]*required/g)].map((m) => m[1]);
    expect(radios).toEqual(['1', '2', '3', '4', '5']);
    const names = [...group.matchAll(/<span class="visually-hidden"[^>]*>([^<]+)<\/span>/g)].map((m) => m[1]);
    expect(names).toEqual(['1 stjerne', '2 stjerner', '3 stjerner', '4 stjerner', '5 stjerner']);
  });

  it('posts without JavaScript; a missing rating gets a Danish error, keeps the text, and nothing is saved', async () => {
    const path = `/my-bookings/${bookingId}/review`;
    const missing = await camilla.browser.post(path, { body: 'Uden stjerner' });
    expect(missing.status).toBe(400);
    const refused = await missing.text();
    expect(refused).toContain('Vælg mellem 1 og 5 stjerner');
    expect(refused).toMatch(/<textarea[^>]*name="body"[^>]*>Uden stjerner<\/textarea>/);
    const none = await must(w.admin, `query($id: ID!) { reviews(where: { booking: { id: { equals: $id } } }) { id } }`, { id: bookingId });
    expect(none.reviews).toEqual([]);

    const sent = await camilla.browser.post(path, { rating: '4', body: 'Skønne drinks og en rigtig sød bartender.' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/my-bookings?ok=reviewed&booking=${bookingId}#booking-${bookingId}`);
    const saved = await must(w.admin, `query($id: ID!) { reviews(where: { booking: { id: { equals: $id } } }) { rating body } }`, {
      id: bookingId,
    });
    expect(saved.reviews).toEqual([{ rating: 4, body: 'Skønne drinks og en rigtig sød bartender.' }]);
    const after = await (await camilla.browser.get('/my-bookings')).text();
    expect(after).toContain('Du gav 4 af 5 stjerner.');
    expect(after).not.toContain(`href="/my-bookings/${bookingId}/review"`);
    // Rated once: the page says so and offers no second form; a second post is refused.
    const again = await (await camilla.browser.get(path)).text();
    expect(again).toContain('Du gav 4 af 5 stjerner.');
    expect(again).not.toContain('name="rating"');
    expect((await camilla.browser.post(path, { rating: '1' })).status).toBe(400);
  });

  it("another customer's booking is not found, and their post saves nothing", async () => {
    const other = await completedBooking('Odense C', 12);
    const path = `/my-bookings/${other}/review`;
    const stranger = new PageBrowser(server.url);
    await stranger.signIn(w.customerB.email, PASSWORD);
    const seen = await stranger.get(path);
    expect(seen.status).toBe(404);
    expect(await seen.text()).not.toContain('Hemmelig Allé');
    expect((await stranger.post(path, { rating: '1', body: 'Ikke min' })).status).toBe(404);
    const none = await must(w.admin, `query($id: ID!) { reviews(where: { booking: { id: { equals: $id } } }) { id } }`, { id: other });
    expect(none.reviews).toEqual([]);
  });
});

describe('who wrote a review', () => {
  it('pages show the first name and the city, never the surname or the email', async () => {
    for (const path of [`/menu/${w.menuId}`, `/profile/${w.talent1.profileId}`]) {
      const { html, status } = await page(server.url, w.anonymous, path);
      expect(status, path).toBe(200);
      expect(html, path).toContain('Skønne drinks og en rigtig sød bartender.');
      expect(html, path).toMatch(/<span class="reviewer"[^>]*>Camilla, Aarhus C<\/span>/);
      expect(html, path).not.toContain(surname);
      expect(html, path).not.toContain(camilla.email);
      expect(html, path).not.toContain('Hemmelig Allé');
    }
  });

  it('the API gives everyone the reviewer, and the customer only to admins', async () => {
    const query = `query($id: ID!) { reviews(where: { menu: { id: { equals: $id } } }) { reviewer { firstName city } customer { name email } } }`;
    for (const visitor of [w.anonymous, w.customerB.visitor, w.talent1.visitor]) {
      const result = await visitor.gql(query, { id: w.menuId });
      const rows = result.data?.reviews ?? [];
      expect(rows).toContainEqual({ reviewer: { firstName: 'Camilla', city: 'Aarhus C' }, customer: null });
      expect(JSON.stringify(result)).not.toContain(surname);
    }
    const asAdmin = await must(w.admin, query, { id: w.menuId });
    expect(asAdmin.reviews).toContainEqual({
      reviewer: { firstName: 'Camilla', city: 'Aarhus C' },
      customer: { name: `Camilla ${surname}`, email: camilla.email },
    });
  });

  it('a profile without reviews says so as a profile, not as a menu', async () => {
    const { html } = await page(server.url, w.anonymous, `/profile/${w.talent2.profileId}`);
    expect(html).toContain('Talentet har endnu ingen anmeldelser.');
    expect(html).not.toContain('Menuen har endnu ingen anmeldelser');
  });
});
