/**
 * Missing DAC7 seller information (cms/domain/dac7/reminders.ts, withholding.ts), on the test clock:
 * a talent who earned is reminded by email at once and again after 30 days (each once, however often
 * the daily job runs); from day 60 a payoff is neither requested nor approved — the balance stays and
 * /wallet says why — and once the talent gives the information they are paid. The CPR number they
 * give reaches no email and no log line.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createBookingWorld,
  creditAvailable,
  DAY,
  moveClock,
  must,
  page,
  resetClock,
  runScheduler,
  type BookingWorld,
} from '../support/bookings';
import { startServer, type TestServer } from '../support/server';
import { startMailCatcher, type MailCatcher } from '../support/smtp';

let server: TestServer;
let mail: MailCatcher;
let w: BookingWorld;

const CPR = '2307921234';
const reminders = () => mail.to(w.talent1.email).filter((m) => /oplysninger til Skattestyrelsen/.test(m.subject));
const requestPayoff = (amount: number) =>
  w.talent1.visitor.gql(`mutation($a: Int!) { requestPayoff(amount: $a) { id status } }`, { a: amount });

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startServer({ SCHEDULER_INTERVAL_MS: '0', SMTP_URL: mail.url });
  w = await createBookingWorld(server.url);
  await creditAvailable(w, w.talent1.profileId, 100_000); // the first earnings: seller information is due from now
}, 240_000);
afterAll(async () => {
  await resetClock(server.url);
  await server?.stop();
  await mail?.close();
});

it('reminds twice, withholds payouts from day 60 and pays once the information is given', async () => {
  // Day 0: the first reminder, once.
  expect((await runScheduler(server.url)) as any).toMatchObject({ sellerInformationReminders: 1 });
  const first = await mail.waitFor(w.talent1.email, { subject: /^Vi mangler dine oplysninger til Skattestyrelsen$/ });
  expect(first.text).toContain('/settings/seller-information');
  expect(first.text).not.toMatch(/\d{4}-\d{2}-\d{2}/); // the deadline the Danish way
  expect((await runScheduler(server.url)) as any).toMatchObject({ sellerInformationReminders: 0 });

  // Day 31: the second reminder; payouts still go (a payoff is requested now, approved later).
  await moveClock(server.url, 31 * DAY);
  expect((await runScheduler(server.url)) as any).toMatchObject({ sellerInformationReminders: 1 });
  await mail.waitFor(w.talent1.email, { subject: /^Påmindelse: Vi mangler stadig/ });
  const early = await requestPayoff(20_000);
  expect(early.errors).toBeUndefined();
  await runScheduler(server.url);
  expect(reminders()).toHaveLength(2);

  // Day 61: withheld. Neither a new request nor the admin's approval of the earlier one.
  await moveClock(server.url, 30 * DAY);
  const refused = await requestPayoff(20_000);
  expect(refused.errors?.[0]?.message).toBe('Dine udbetalinger er sat på pause, indtil du har givet dine oplysninger til Skattestyrelsen.');
  const approve = await w.admin.gql(`mutation($id: ID!) { approvePayoff(id: $id) { status } }`, { id: early.data.requestPayoff.id });
  expect(approve.errors?.[0]?.message).toContain('Skattestyrelsen');
  const wallet = await page(server.url, w.talent1.visitor, '/wallet');
  expect(wallet.html).toContain('Dine udbetalinger er sat på pause');
  expect(wallet.html).toContain('href="/settings/seller-information"');
  const balance = await must(w.talent1.visitor, `{ myWallet { available } }`);
  expect(balance.myWallet.available).toBe(100_000); // the money stays

  // The talent gives the information: paid.
  await must(
    w.talent1.visitor,
    `mutation($c: String) { saveSellerInformation(kind: "person", name: "Test Talent", birthDate: "1992-07-23", street: "Vestergade 1",
      postcode: "8000", city: "Aarhus C", country: "DK", taxCountry: "DK", taxNumber: $c) }`,
    { c: CPR },
  );
  const mine = await must(w.talent1.visitor, `{ mySellerInformation }`);
  expect(mine.mySellerInformation.taxNumberMasked).toBe('230792-****');
  expect(JSON.stringify(mine)).not.toContain(CPR);
  const settings = await page(server.url, w.talent1.visitor, '/settings/seller-information');
  expect(settings.status).toBe(200);
  expect(settings.html).toContain('230792-****');
  expect(settings.html).not.toContain(CPR);
  expect((await page(server.url, w.customerA.visitor, '/settings/seller-information')).status).toBe(403);
  await must(w.admin, `mutation($id: ID!) { approvePayoff(id: $id) { status } }`, { id: early.data.requestPayoff.id });
  await must(w.admin, `mutation($id: ID!) { markPayoffPaid(id: $id, bankReference: "DAC7-1") { status } }`, {
    id: early.data.requestPayoff.id,
  });
  const second = await requestPayoff(30_000);
  expect(second.errors).toBeUndefined();
  expect((await page(server.url, w.talent1.visitor, '/wallet')).html).not.toContain('Dine udbetalinger er sat på pause');

  // No more reminders after the information is given.
  await moveClock(server.url, 40 * DAY);
  expect((await runScheduler(server.url)) as any).toMatchObject({ sellerInformationReminders: 0 });
  await mail.waitFor(w.talent1.email, { subject: /udbetaling/i });
  for (const message of mail.to(w.talent1.email)) expect(message.raw).not.toContain(CPR);
  expect(server.logs()).not.toContain(CPR);
});

it('refuses look-alike digits, a CPR number that is not the birth date, and echoes no CPR back', async () => {
  for (const taxNumber of ['２３０７９２１２３４', '٢٣٠٧٩٢١٢٣٤', '2307921234\r\n', '2407921234']) {
    const result = await w.talent2.visitor.gql(
      `mutation($c: String) { saveSellerInformation(kind: "person", name: "Test To", birthDate: "1992-07-23", street: "Vej 1",
        postcode: "8000", city: "Aarhus C", country: "DK", taxCountry: "DK", taxNumber: $c) }`,
      { c: taxNumber },
    );
    expect(result.errors?.[0]?.message).toMatch(/CPR-nummeret/);
    expect(JSON.stringify(result)).not.toContain(taxNumber.trim());
  }
  const business = await w.talent2.visitor.gql(
    `mutation { saveSellerInformation(kind: "business", name: "Test To ApS", street: "Vej 1", postcode: "8000", city: "Aarhus C", country: "DK", cvr: "１０１５０８１７") }`,
  );
  expect(business.errors?.[0]?.message).toMatch(/CVR-nummeret/);
  const customer = await w.customerA.visitor.gql(
    `mutation { saveSellerInformation(kind: "business", name: "X ApS", street: "Vej 1", postcode: "8000", city: "Aarhus C", country: "DK", cvr: "10150817") }`,
  );
  expect(customer.errors?.[0]).toBeTruthy();
});
