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

it('a declined request tells the customer that nothing was paid', async () => {
  const since = mail.to(w.customerA.email).length;
  const requested = await requestBooking(w, w.customerA.visitor, dateInDays(30), '18:00', 4);
  await must(w.talent1.visitor, `mutation($id: ID!) { declineBooking(id: $id) { id } }`, { id: requested.data.requestBooking.id });
  const declined = await mail.waitFor(w.customerA.email, { subject: /afvist/, since });
  expect(declined.text).toContain('Du har ikke betalt noget');
});

it('a cancellation carries the reason the talent gave to the customer', async () => {
  const since = mail.to(w.customerA.email).length;
  const id = await acceptedBooking(w, dateInDays(40));
  const reason = `Jeg er desværre blevet syg ${w.tag}`;
  await must(w.talent1.visitor, `mutation($id: ID!, $reason: String) { cancelBooking(id: $id, reason: $reason) { id } }`, { id, reason });
  const toCustomer = await mail.waitFor(w.customerA.email, { subject: /annulleret/, since });
  expect(toCustomer.text).toContain(`Begrundelse: ${reason}`);
});
