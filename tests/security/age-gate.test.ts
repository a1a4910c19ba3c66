/**
 * The 18+ gate for menus with alcohol: a customer without a passed age check, and
 * one whose check said under 18, can neither request such a menu nor pay for an accepted
 * booking of one — through GraphQL and through the pages. Alcohol-free menus stay bookable.
 * After the (development simulator's) age check the same customer can, and the booking form
 * they had filled in comes back filled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageBrowser, locationOf } from '../support/browser';
import { DAY, createBookingWorld, dateInDays, must, type BookingWorld } from '../support/bookings';
import { startServer, type TestServer } from '../support/server';

const PASSWORD = 'alders-test-kode-2026';
let server: TestServer;
let w: BookingWorld;
let alcoholFreeMenu: string;

beforeAll(async () => {
  server = await startServer({ SCHEDULER_INTERVAL_MS: '0', LOG_LEVEL: 'silent' });
  w = await createBookingWorld(server.url);
  alcoholFreeMenu = (
    await must(w.admin, `mutation($data: MenuCreateInput!) { createMenu(data: $data) { id } }`, {
      data: {
        talent: { connect: { id: w.talent1.profileId } },
        title: `Mocktails ${w.tag}`,
        status: 'published',
        category: 'alkoholfri',
        containsAlcohol: false,
        pricePerGuest: 15_000,
        minGuests: 1,
        maxGuests: 100,
        durationMinutes: 120,
      },
    })
  ).createMenu.id;
});
afterAll(async () => {
  await server?.stop();
});

type Customer = { id: string; email: string; browser: PageBrowser };

/** An activated customer; `age` 'none' = never checked, 'minor' = the check said under 18. */
async function customer(key: string, age: 'none' | 'minor'): Promise<Customer> {
  const email = `${key}-${Math.random().toString(36).slice(2, 8)}@example.dk`;
  const at = new Date(Date.now() - DAY).toISOString();
  const ageFields = age === 'minor' ? { ageCheckedAt: at, ageCheckResult: 'minor' } : {};
  const { createUser } = await must(w.admin, `mutation($data: UserCreateInput!) { createUser(data: $data) { id } }`, {
    data: { name: `Test ${key}`, email, password: PASSWORD, role: 'customer', emailVerifiedAt: at, ...ageFields },
  });
  const browser = await new PageBrowser(server.url).signIn(email, PASSWORD);
  return { id: createUser.id, email, browser };
}

const REQUEST = `mutation($m: ID!, $d: String!) { requestBooking(menuId: $m, date: $d, time: "18:00", guests: 4, address: "Festvej 2", postcode: "8000", city: "Aarhus C") { id status } }`;
const CHECKOUT = `mutation($id: ID!) { startCheckout(bookingId: $id) { url } }`;

let acceptedSoFar = 0;
/**
 * An accepted booking of `menuId` for the customer, made by the admin as the fixtures do; each on
 * a day of its own, since the database takes one accepted booking per talent and day.
 */
async function acceptedBookingFor(customerId: string, menuId: string) {
  const startsAt = new Date(Date.now() + (40 + acceptedSoFar++) * DAY);
  const { createBooking } = await must(w.admin, `mutation($data: BookingCreateInput!) { createBooking(data: $data) { id } }`, {
    data: {
      menu: { connect: { id: menuId } },
      customer: { connect: { id: customerId } },
      talent: { connect: { id: w.talent1.profileId } },
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3 * 3600_000).toISOString(),
      guests: 4,
      address: 'Festvej 2',
      pricePerGuest: 25_000,
      totalAmount: 100_000,
      commissionAmount: 15_000,
      talentAmount: 85_000,
      status: 'accepted',
      acceptedAt: new Date().toISOString(),
      payBy: new Date(Date.now() + 2 * DAY).toISOString(),
    },
  });
  return createBooking.id as string;
}

const bookingForm = {
  dato: dateInDays(45),
  tid: '19:30',
  gaester: '6',
  adresse: 'Æblehaven 7, 2. th.',
  postnummer: '2100',
  by: 'København Ø',
  besked: 'Vi fejrer vores sølvbryllup — må vi få en signaturdrink med hyldeblomst?',
};

describe('customers without a passed 18+ check', () => {
  for (const age of ['none', 'minor'] as const) {
    it(`(${age === 'none' ? 'never checked' : 'check said under 18'}) cannot request nor pay for a menu with alcohol, but can book an alcohol-free one`, async () => {
      const person = await customer(`alder-${age}`, age);
      const reason = age === 'none' ? 'AGE_CHECK_REQUIRED' : 'AGE_CHECK_UNDER_18';
      const message =
        age === 'none' ? /Bekræft med MitID, at du er fyldt 18 år/ : /Du skal være fyldt 18 år for at booke en menu med alkohol/;

      const refused = await person.browser.gql(REQUEST, { m: w.menuId, d: dateInDays(30) });
      expect(refused.data?.requestBooking ?? null).toBeNull();
      expect(refused.errors?.[0].message).toMatch(message);
      expect(refused.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason });

      const accepted = await acceptedBookingFor(person.id, w.menuId);
      const checkout = await person.browser.gql(CHECKOUT, { id: accepted });
      expect(checkout.data?.startCheckout ?? null).toBeNull();
      expect(checkout.errors?.[0].message).toMatch(message);
      expect(checkout.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason });
      const payments = await must(w.admin, `query($id: ID!) { payments(where: { booking: { id: { equals: $id } } }) { id } }`, {
        id: accepted,
      });
      expect(payments.payments).toEqual([]);

      const mocktails = await person.browser.gql(REQUEST, { m: alcoholFreeMenu, d: dateInDays(31) });
      expect(mocktails.errors ?? []).toEqual([]);
      expect(mocktails.data.requestBooking.status).toBe('requested');
    });
  }

  it('a customer whose check said under 18 sees a Danish explanation instead of the booking form, and the pay button explains too', async () => {
    const minor = await customer('mindreaarig', 'minor');
    const page = await (await minor.browser.get(`/menu/${w.menuId}`)).text();
    expect(page).toContain('Alderstjekket viste, at du er under 18 år');
    expect(page).not.toContain(`action="/menu/${w.menuId}/book"`);
    // A hand-made post to the form endpoint is refused by the server all the same
    const post = await minor.browser.post(`/menu/${w.menuId}/book`, bookingForm);
    expect(locationOf(post)).toBe(`/menu/${w.menuId}?booking=fejl#booking`);

    const accepted = await acceptedBookingFor(minor.id, w.menuId);
    const pay = await minor.browser.post('/my-bookings', { action: 'pay', bookingId: accepted });
    expect(pay.status).toBe(400);
    expect(await pay.text()).toContain('Du skal være fyldt 18 år for at booke en menu med alkohol');
  });
});

describe('through the age check and back', () => {
  it('the booking form sends the customer to the age check and brings every typed value back; then the request and the payment work', async () => {
    const person = await customer('kommer-tilbage', 'none');
    const menuPage = await (await person.browser.get(`/menu/${w.menuId}`)).text();
    expect(menuPage).toContain('Menuen indeholder alkohol. Når du sender forespørgslen');

    // 1. The request goes to the age check, keeping what was typed
    const post = await person.browser.post(`/menu/${w.menuId}/book`, bookingForm);
    expect(post.status).toBe(303);
    const next = `/menu/${w.menuId}#booking`;
    expect(locationOf(post)).toBe(`/auth/age-verify/start?next=${encodeURIComponent(next)}`);
    for (const line of post.headers.getSetCookie()) expect(Buffer.byteLength(line)).toBeLessThan(4096);

    // 2. The age check (development simulator) says 18+
    const start = await person.browser.get(locationOf(post));
    const simulator = new URL(locationOf(start), server.url);
    expect(simulator.pathname).toBe('/dev/alderstjek');
    const answer = await person.browser.post(
      '/auth/age-verify/redirect',
      { state: simulator.searchParams.get('state')!, result: 'adult' },
      { csrf: false },
    );
    expect(locationOf(answer)).toBe(`/menu/${w.menuId}?alder=bekraeftet#booking`);

    // 3. Back on the menu page: the form is filled in as it was
    const back = await (await person.browser.get(locationOf(answer))).text();
    expect(back).toContain('Tak — din alder er bekræftet');
    expect(back).toContain(`value="${bookingForm.dato}"`);
    expect(back).toContain(`value="${bookingForm.tid}"`);
    expect(back).toContain(`value="${bookingForm.gaester}"`);
    expect(back).toContain('value="Æblehaven 7, 2. th."');
    expect(back).toContain(`value="${bookingForm.postnummer}"`);
    expect(back).toContain('value="København Ø"');
    expect(back).toContain('Vi fejrer vores sølvbryllup — må vi få en signaturdrink med hyldeblomst?');
    expect(back).not.toContain('Menuen indeholder alkohol. Når du sender forespørgslen');

    // 4. The same request now goes through, and so does a payment
    const sent = await person.browser.post(`/menu/${w.menuId}/book`, bookingForm);
    expect(locationOf(sent)).toMatch(/^\/my-bookings\?ok=requested#booking-/);
    const accepted = await acceptedBookingFor(person.id, w.menuId);
    const checkout = await person.browser.gql(CHECKOUT, { id: accepted });
    expect(checkout.errors ?? []).toEqual([]);
    expect(checkout.data.startCheckout.url).toContain('/stripe-simulator/checkout/');
  });

  it('the pay button sends a customer without a check to the age check and back to the booking', async () => {
    const person = await customer('betaler', 'none');
    const accepted = await acceptedBookingFor(person.id, w.menuId);
    const pay = await person.browser.post('/my-bookings', { action: 'pay', bookingId: accepted });
    expect(pay.status).toBe(303);
    expect(locationOf(pay)).toBe(`/auth/age-verify/start?next=${encodeURIComponent(`/my-bookings#booking-${accepted}`)}`);
    const simulator = new URL(locationOf(await person.browser.get(locationOf(pay))), server.url);
    const answer = await person.browser.post(
      '/auth/age-verify/redirect',
      { state: simulator.searchParams.get('state')!, result: 'adult' },
      { csrf: false },
    );
    expect(locationOf(answer)).toBe(`/my-bookings?alder=bekraeftet#booking-${accepted}`);
    expect(await (await person.browser.get(locationOf(answer))).text()).toContain('Tak — din alder er bekræftet. Du kan nu betale');
    const paid = await person.browser.post('/my-bookings', { action: 'pay', bookingId: accepted });
    expect(locationOf(paid)).toContain('/stripe-simulator/checkout/');
  });
});
