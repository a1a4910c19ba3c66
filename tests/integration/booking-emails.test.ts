/**
 * The booking notifications reach the right person by email (a real SMTP listener), in Danish,
 * with the menu, the amount, a cancellation's reason and a link to where they act — and nobody
 * else gets them.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { acceptedBooking, createBookingWorld, dateInDays, must, payBooking, requestBooking, type BookingWorld } from '../support/bookings';
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

const isoDate = /\d{4}-\d{2}-\d{2}/;
const path = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.hash}`;
};

it('a request emails the talent everything to decide on and confirms it to the customer; an acceptance asks the customer to pay', async () => {
  const requested = await requestBooking(w, w.customerA.visitor, dateInDays(25), '19:00', 8);
  const booking = requested.data.requestBooking;

  const toTalent = await mail.waitFor(w.talent1.email, { subject: /Ny bookingforespørgsel/ });
  expect(toTalent.text).toContain(`Testmenu ${w.tag}`);
  expect(toTalent.text).toContain('Test kunde-a vil gerne booke');
  expect(toTalent.text).toMatch(/Gæster: 8 gæster/);
  expect(toTalent.text).toContain('Sted: Festvej 2, 8000 Aarhus C');
  expect(toTalent.text).toMatch(/Dato: \d{1,2}\. [a-zæøå]+ \d{4} kl\. 19\.00/); // the Danish way
  expect(toTalent.text).toContain('»Vi glæder os«'); // the customer's message
  expect(toTalent.text).toMatch(/Din indtjening: 1\.700\skr\./); // 85 % of 8 × 250 kr.
  expect(toTalent.text).toMatch(/48 timer/);
  expect(toTalent.text).not.toMatch(isoDate);
  expect(path(mail.link(toTalent, '/bookings'))).toBe(`/bookings#booking-${booking.id}`);

  const confirmation = await mail.waitFor(w.customerA.email, { subject: /Vi har sendt din bookingforespørgsel/ });
  expect(confirmation.text).toContain(`Testmenu ${w.tag}`);
  expect(confirmation.text).toMatch(/Pris: 2\.000\skr\./);
  expect(confirmation.text).toContain('Sted: Festvej 2, 8000 Aarhus C');
  expect(confirmation.text).not.toMatch(isoDate);
  expect(path(mail.link(confirmation, '/my-bookings'))).toBe(`/my-bookings#booking-${booking.id}`);

  await must(w.talent1.visitor, `mutation($id: ID!) { acceptBooking(id: $id) { id } }`, { id: booking.id });
  const toCustomer = await mail.waitFor(w.customerA.email, { subject: /Din booking er accepteret/ });
  expect(toCustomer.text).toContain(`Testmenu ${w.tag}`);
  expect(toCustomer.text).toMatch(/Betal 2\.000\skr\. inden for/); // 8 guests × 250 kr., no ",00"
  expect(path(mail.link(toCustomer, '/my-bookings'))).toBe(`/my-bookings#booking-${booking.id}`);
  // The refund policy before paying, with this booking's dates and amounts (25 days ahead: every step).
  expect(toCustomer.text).toContain('Afbestilling og refusion:');
  expect(toCustomer.text).toMatch(/- Afbestiller du senest \d{1,2}\. [a-zæøå]+ \d{4} kl\. 19\.00: 2\.000\skr\. tilbage/);
  expect(toCustomer.text).toMatch(/- Afbestiller du senest .+: 1\.000\skr\. tilbage/);
  expect(toCustomer.text).toContain('før arrangementet begynder: ingen refusion');
  expect(toCustomer.text).toMatch(/Aflyser talentet, får du alle 2\.000\skr\. tilbage/);

  // Only the two parties were written to.
  for (const other of [w.customerB.email, w.talent2.email]) expect(mail.to(other)).toEqual([]);
});

it('the paid email shows the talent their earnings and the customer what they paid, with a link to the receipt', async () => {
  const id = await acceptedBooking(w, dateInDays(35)); // 10 guests × 250 kr.
  const sinceTalent = mail.to(w.talent1.email).length;
  const sinceCustomer = mail.to(w.customerA.email).length;
  await payBooking(w, id);
  const toTalent = await mail.waitFor(w.talent1.email, { subject: /Bookingen er betalt/, since: sinceTalent });
  expect(toTalent.text).toMatch(/Din indtjening er 2\.125\skr\./);
  expect(toTalent.text).not.toMatch(/2\.500/);
  expect(path(mail.link(toTalent, '/bookings'))).toBe(`/bookings#booking-${id}`);
  const toCustomer = await mail.waitFor(w.customerA.email, { subject: /Bookingen er betalt/, since: sinceCustomer });
  expect(toCustomer.text).toMatch(/\(2\.500\skr\.\)/);
  expect(toCustomer.text).not.toMatch(/2\.125/);
  // The customer's receipt (issued with the payment); the talent gets no receipt link.
  expect(toCustomer.text).toMatch(/Kvittering nr\. \d+: \S+\/kvittering\/\S+/);
  expect(toTalent.text).not.toContain('/kvittering/');
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
  expect((bare.errors?.[0] as { extensions?: { fieldErrors?: unknown } } | undefined)?.extensions?.fieldErrors).toMatchObject({
    note: 'Skriv en kort forklaring til kunden, når du vælger »Anden grund«',
  });
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
    const menu = await must(w.anonymous, `query($id: ID!) { menu(where: { id: $id }) { title status category talent { id } } }`, {
      id: menuId,
    });
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
