/**
 * The booking notifications reach the right person by email (a real SMTP listener), in Danish,
 * with the menu, the amount, a cancellation's reason and a link to where they act — and nobody
 * else gets them.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { acceptedBooking, createBookingWorld, dateInDays, must, requestBooking, type BookingWorld } from '../support/bookings';
import { startServer, type TestServer } from '../support/server';
import { startMailCatcher, type MailCatcher } from '../support/smtp';

let server: TestServer;
let mail: MailCatcher;
let w: BookingWorld;

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startServer({ SCHEDULER_INTERVAL_MS: '0', SMTP_URL: mail.url });
  w = await createBookingWorld(server.url);
});
afterAll(async () => {
  await server?.stop();
  await mail?.close();
});

it('a request emails the talent, an acceptance emails the customer with the amount to pay', async () => {
  const requested = await requestBooking(w, w.customerA.visitor, dateInDays(25), '19:00', 8);
  const booking = requested.data.requestBooking;

  const toTalent = await mail.waitFor(w.talent1.email, { subject: /Ny bookingforespørgsel/ });
  expect(toTalent.text).toContain(`Testmenu ${w.tag}`);
  expect(toTalent.text).toMatch(/48 timer/);
  expect(mail.link(toTalent, '/bookings')).toContain('/bookings');

  await must(w.talent1.visitor, `mutation($id: ID!) { acceptBooking(id: $id) { id } }`, { id: booking.id });
  const toCustomer = await mail.waitFor(w.customerA.email, { subject: /Din booking er accepteret/ });
  expect(toCustomer.text).toContain(`Testmenu ${w.tag}`);
  expect(toCustomer.text).toMatch(/2\.000,00\s*kr\./); // 8 guests × 250 kr.
  expect(mail.link(toCustomer, '/my-bookings')).toContain('/my-bookings');

  // Only the two parties were written to.
  for (const other of [w.customerB.email, w.talent2.email]) expect(mail.to(other)).toEqual([]);
});

it('a declined request tells the customer the reason, that nothing was paid, and three similar menus to book', async () => {
  const since = mail.to(w.customerA.email).length;
  // A Saturday evening, when most demo talent work: the suggestions are menus free that day.
  const saturday = [30, 31, 32, 33, 34, 35, 36].map((d) => dateInDays(d)).find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 6)!;
  const requested = await requestBooking(w, w.customerA.visitor, saturday, '18:00', 12);
  const id = requested.data.requestBooking.id;
  const decline = `mutation($id: ID!, $reason: String!, $note: String) { declineBooking(id: $id, reason: $reason, note: $note) { id status declineReason declineNote } }`;

  // A reason outside the list, or »Anden grund« without a word: refused in Danish, nothing changes.
  const unknown = await w.talent1.visitor.gql(decline, { id, reason: 'træt' });
  expect(unknown.errors?.[0].message).toMatch(/Vælg en begrundelse/);
  const bare = await w.talent1.visitor.gql(decline, { id, reason: 'other' });
  expect((bare.errors?.[0] as { extensions?: { fieldErrors?: unknown } } | undefined)?.extensions?.fieldErrors).toMatchObject({ note: 'Skriv en kort forklaring til kunden, når du vælger »Anden grund«' });
  // The customer and another talent cannot decline it, with or without a reason.
  for (const visitor of [w.customerA.visitor, w.customerB.visitor, w.talent2.visitor]) {
    const refused = await visitor.gql(decline, { id, reason: 'unavailable' });
    expect(refused.errors?.[0].message).toBeTruthy();
  }
  const still = await must(w.customerA.visitor, `query($id: ID!) { booking(where: { id: $id }) { status } }`, { id });
  expect(still.booking.status).toBe('requested');

  const note = `Jeg spiller til et bryllup den aften ${w.tag}`;
  const done = await must(w.talent1.visitor, decline, { id, reason: 'unavailable', note });
  expect(done.declineBooking).toMatchObject({ status: 'declined', declineReason: 'unavailable', declineNote: note });

  const declined = await mail.waitFor(w.customerA.email, { subject: /afvist/, since });
  expect(declined.text).toContain('Du har ikke betalt noget');
  expect(declined.text).toContain(`Begrundelse: Talentet er ikke ledigt den dag. ${note}`);
  // Three published menus of other talent, each a link to its page.
  const links = [...declined.text.matchAll(/^- (.+): (\S+\/menu\/(\S+))$/gm)];
  expect(links).toHaveLength(3);
  for (const [, title, , menuId] of links) {
    expect(menuId).not.toBe(w.menuId);
    const menu = await must(w.anonymous, `query($id: ID!) { menu(where: { id: $id }) { title status category talent { id } } }`, { id: menuId });
    expect(menu.menu).toMatchObject({ title, status: 'published', category: 'cocktails' });
    expect(menu.menu.talent.id).not.toBe(w.talent1.profileId);
  }
});

it('a cancellation carries the reason the talent gave to the customer', async () => {
  const since = mail.to(w.customerA.email).length;
  const id = await acceptedBooking(w, dateInDays(40));
  const reason = `Jeg er desværre blevet syg ${w.tag}`;
  await must(w.talent1.visitor, `mutation($id: ID!, $reason: String) { cancelBooking(id: $id, reason: $reason) { id } }`, { id, reason });
  const toCustomer = await mail.waitFor(w.customerA.email, { subject: /annulleret/, since });
  expect(toCustomer.text).toContain(`Begrundelse: ${reason}`);
});
