/**
 * MobilePay, receipts and credit notes, company bookings through the real
 * server, the Stripe simulator and signed webhooks: a MobilePay payment ends `paid` with the same
 * ledger as a card payment; every payment has a receipt and every refund a credit note that
 * references it; receipt numbers have no gaps and no duplicates under 20 concurrent payments;
 * only the paying customer and admins can read a receipt (page, PDF, GraphQL with filters and
 * counts); a company booking's CVR is checked (modulus 11) with a Danish error.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  BOOKING_FIELDS,
  acceptedBooking,
  bookingStatus,
  createBookingWorld,
  dateInDays,
  ledgerSum,
  must,
  page,
  type BookingWorld,
} from '../support/bookings';
import type { Visitor } from '../support/server';
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

const RECEIPT_FIELDS =
  'id number kind amount feeAmount feeVatAmount paymentMethod menuTitle guests talentName companyName companyCvr original { id number } booking { id }';

/** Starts checkout as customer A and pays on the simulator's page with the chosen method. */
async function payWith(bookingId: string, method: 'card' | 'mobilepay') {
  const { startCheckout } = await must(w.customerA.visitor, `mutation($id: ID!) { startCheckout(bookingId: $id) { url sessionId } }`, {
    id: bookingId,
  });
  const page = await (await fetch(startCheckout.url)).text();
  const paid = await fetch(`${server.url}/stripe-simulator/checkout/${startCheckout.sessionId}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `method=${method}`,
  });
  expect(paid.status).toBe(303);
  return { page, sessionId: startCheckout.sessionId as string };
}

const receiptsOf = async (bookingId: string) =>
  (
    await must(
      w.admin,
      `query($id: ID!) { receipts(where: { booking: { id: { equals: $id } } }, orderBy: [{ number: asc }]) { ${RECEIPT_FIELDS} } }`,
      { id: bookingId },
    )
  ).receipts;

const ledgerOf = async (bookingId: string) => {
  const { ledgerEntries } = await must(
    w.admin,
    `query($id: ID!) { ledgerEntries(where: { booking: { id: { equals: $id } } }) { account amount } }`,
    { id: bookingId },
  );
  return (ledgerEntries as { account: string; amount: number }[]).map((e) => `${e.account} ${e.amount}`).sort();
};

describe('MobilePay', () => {
  it('the hosted page offers card and MobilePay; a MobilePay payment ends paid with the same ledger as a card payment, and its receipt says MobilePay', async () => {
    const byCard = await acceptedBooking(w, dateInDays(20));
    const byMobilePay = await acceptedBooking(w, dateInDays(21));
    const card = await payWith(byCard, 'card');
    const mobilepay = await payWith(byMobilePay, 'mobilepay');
    expect(mobilepay.page).toContain('MobilePay');
    expect(mobilepay.page).toContain('Kort');
    expect(await bookingStatus(w, byCard)).toBe('paid');
    expect(await bookingStatus(w, byMobilePay)).toBe('paid');
    expect(await ledgerOf(byMobilePay)).toEqual(await ledgerOf(byCard));

    const payments = async (id: string) =>
      (await must(w.admin, `query($id: ID!) { booking(where: { id: $id }) { payments { status paymentMethod } } }`, { id })).booking
        .payments;
    expect(await payments(byMobilePay)).toEqual([{ status: 'paid', paymentMethod: 'mobilepay' }]);
    expect(await payments(byCard)).toEqual([{ status: 'paid', paymentMethod: 'card' }]);

    const [receipt] = await receiptsOf(byMobilePay);
    // 10 guests × 250 kr.: 2.500 kr., of which the 15 % fee 375 kr. holds 75 kr. moms (25/125).
    expect(receipt).toMatchObject({
      kind: 'receipt',
      amount: 250_000,
      feeAmount: 37_500,
      feeVatAmount: 7_500,
      paymentMethod: 'mobilepay',
      guests: 10,
      original: null,
    });
    expect(card.sessionId).not.toBe(mobilepay.sessionId);
  });
});

describe('refunds', () => {
  it('a refund yields a credit note that references the original receipt', async () => {
    const id = await acceptedBooking(w, dateInDays(30));
    await payWith(id, 'mobilepay');
    await must(w.talent1.visitor, `mutation($id: ID!) { cancelBooking(id: $id) { id } }`, { id });
    expect(await bookingStatus(w, id)).toBe('refunded');
    const [receipt, credit] = await receiptsOf(id);
    expect(receipt.kind).toBe('receipt');
    expect(credit).toMatchObject({
      kind: 'credit_note',
      amount: 250_000,
      feeAmount: 37_500,
      feeVatAmount: 7_500,
      paymentMethod: 'mobilepay',
      original: { id: receipt.id, number: receipt.number },
    });
    expect(credit.number).toBeGreaterThan(receipt.number);
  });
});

describe('receipt numbers', () => {
  it('20 concurrent payments for two talents get receipt numbers with no gaps and no duplicates', async () => {
    // A second menu, of the second talent, so the payments do not all wait for one talent's lock.
    const other = await must(w.admin, `mutation($data: MenuCreateInput!) { createMenu(data: $data) { id } }`, {
      data: {
        talent: { connect: { id: w.talent2.profileId } },
        title: `Anden menu ${w.tag}`,
        status: 'published',
        category: 'vin',
        pricePerGuest: 12_345,
        minGuests: 1,
        maxGuests: 100,
        durationMinutes: 120,
      },
    });
    const sessions: string[] = [];
    for (let i = 0; i < 20; i++) {
      const [menuId, talent] = i % 2 ? [other.createMenu.id, w.talent2.visitor] : [w.menuId, w.talent1.visitor];
      const requested = await must(
        w.customerA.visitor,
        `mutation($m: ID!, $d: String!) { requestBooking(menuId: $m, date: $d, time: "18:00", guests: 3, address: "Festvej 2", postcode: "8000", city: "Aarhus C") { id } }`,
        { m: menuId, d: dateInDays(200 + i) },
      );
      const id = requested.requestBooking.id;
      await must(talent, `mutation($id: ID!) { acceptBooking(id: $id) { id } }`, { id });
      sessions.push(
        (await must(w.customerA.visitor, `mutation($id: ID!) { startCheckout(bookingId: $id) { sessionId } }`, { id })).startCheckout
          .sessionId,
      );
    }
    const paid = await Promise.all(
      sessions.map((session, i) =>
        fetch(`${server.url}/stripe-simulator/checkout/${session}/pay`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `method=${i % 3 ? 'card' : 'mobilepay'}`,
        }),
      ),
    );
    expect(paid.map((r) => r.status)).toEqual(sessions.map(() => 303));
    // Every receipt of this server's database, numbered from 1 with no gap and no duplicate.
    const { receipts, receiptsCount } = await must(w.admin, `{ receipts(take: 100, orderBy: [{ number: asc }]) { number } receiptsCount }`);
    const numbers = receipts.map((r: { number: number }) => r.number);
    expect(receiptsCount).toBeGreaterThanOrEqual(20);
    expect(numbers).toEqual(Array.from({ length: receiptsCount }, (_, i) => i + 1));
  });
});

describe('who may read a receipt', () => {
  it('the paying customer and admins read it (page, PDF with the fee and its moms); another customer, the talent and a visitor get 404 and nothing through GraphQL', async () => {
    const id = await acceptedBooking(w, dateInDays(40));
    await payWith(id, 'card');
    const [receipt] = await receiptsOf(id);
    const own = await page(server.url, w.customerA.visitor, `/kvittering/${receipt.id}`);
    expect(own.status).toBe(200);
    expect(own.html).toContain(`Kvittering nr. ${receipt.number}`);
    expect(own.html).toMatch(/375,00(&nbsp;|\s| )kr\./);
    expect(own.html).toContain('Kort');

    const pdf = await fetch(`${server.url}/kvittering/${receipt.id}/pdf`, { headers: { cookie: w.customerA.visitor.cookie! } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = (await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), { mergePages: true })).text.replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain(`Kvittering nr. ${receipt.number}`);
    expect(text).toMatch(/MixBuddys gebyr \(inkl\. moms\) 375,00 kr\./);
    expect(text).toMatch(/moms af gebyret \(25 %\) 75,00 kr\./);

    // Linked from /my-bookings and from the booking's conversation, for the customer only.
    const conversationId = (await must(w.admin, `query($id: ID!) { booking(where: { id: $id }) { conversation { id } } }`, { id })).booking
      .conversation.id;
    expect((await page(server.url, w.customerA.visitor, '/my-bookings')).html).toContain(`/kvittering/${receipt.id}`);
    expect((await page(server.url, w.customerA.visitor, `/your-messages/${conversationId}`)).html).toContain(`/kvittering/${receipt.id}`);
    expect((await page(server.url, w.talent1.visitor, `/messages/${conversationId}`)).html).not.toContain('/kvittering/');
    const admin = await page(server.url, w.admin, `/kvittering/${receipt.id}`);
    expect(admin.status).toBe(200);

    const query = `query($id: ID!) { receipt(where: { id: $id }) { id number } receipts { id } receiptsCount }`;
    for (const visitor of [w.customerB.visitor, w.talent1.visitor, w.anonymous] as Visitor[]) {
      const view = await page(server.url, visitor, `/kvittering/${receipt.id}`);
      expect(view.status).toBe(404);
      expect(view.html).not.toContain(`Kvittering nr. ${receipt.number}`);
      const file = await fetch(`${server.url}/kvittering/${receipt.id}/pdf`, { headers: visitor.cookie ? { cookie: visitor.cookie } : {} });
      expect(file.status).toBe(404);
      const result = await visitor.gql(query, { id: receipt.id });
      if (visitor === w.anonymous) expect(result.data?.receipt ?? null).toBeNull();
      else expect(result.data).toEqual({ receipt: null, receipts: [], receiptsCount: 0 });
    }
    // Relationships and amounts are not filterable by anyone but admins, not even the owner: no probing, counts included.
    for (const where of [
      `{ booking: { id: { equals: "${id}" } } }`,
      `{ customer: { id: { equals: "${w.customerA.id}" } } }`,
      `{ amount: { gt: 0 } }`,
      `{ companyCvr: { startsWith: "1" } }`,
    ]) {
      for (const visitor of [w.customerA.visitor, w.customerB.visitor]) {
        const probe = await visitor.gql(`{ receiptsCount(where: ${where}) }`);
        expect(probe.errors?.length).toBeGreaterThan(0);
      }
    }
    // Append-only: nobody writes a receipt through the API, admins included.
    const update = await w.admin.gql(`mutation($id: ID!) { updateReceipt(where: { id: $id }, data: { amount: 1 }) { id } }`, {
      id: receipt.id,
    });
    const remove = await w.admin.gql(`mutation($id: ID!) { deleteReceipt(where: { id: $id }) { id } }`, { id: receipt.id });
    const create = await w.admin.gql(
      `mutation { createReceipt(data: { number: 999999, kind: "receipt", issuedAt: "2030-01-01T00:00:00Z" }) { id } }`,
    );
    for (const result of [update, remove, create]) expect(result.errors?.length).toBeGreaterThan(0);
    expect((await receiptsOf(id))[0]).toEqual(receipt);
  });
});

describe('company bookings', () => {
  const asCompany = (cvr: string, ean = '') =>
    w.customerA.visitor.gql(
      `mutation($m: ID!, $d: String!, $cvr: String!, $ean: String!) { requestBooking(menuId: $m, date: $d, time: "18:00", guests: 4, address: "Festvej 2", postcode: "8000", city: "Aarhus C",
        asCompany: true, companyName: "Firma ApS", companyCvr: $cvr, companyEan: $ean, companyReference: "Julefrokost") { ${BOOKING_FIELDS} companyName companyCvr companyEan companyReference } }`,
      { m: w.menuId, d: dateInDays(50), cvr, ean },
    );

  it('a CVR that fails the modulus-11 check, a short CVR and a short EAN get Danish errors and create nothing', async () => {
    const before = (await must(w.customerA.visitor, '{ bookingsCount }')).bookingsCount;
    expect((await asCompany('10150818')).errors?.[0]?.message).toMatch(/CVR-nummeret er ikke gyldigt/);
    expect((await asCompany('1015081')).errors?.[0]?.message).toMatch(/CVR-nummeret skal være 8 cifre/);
    expect((await asCompany('10150817', '123')).errors?.[0]?.message).toMatch(/EAN-nummeret skal være 13 cifre/);
    expect((await must(w.customerA.visitor, '{ bookingsCount }')).bookingsCount).toBe(before);
  });

  it('a valid CVR (with spaces) is stored on the booking and its details go on the receipt', async () => {
    const result = await asCompany('10 15 08 17', '5798000000001');
    expect(result.errors).toBeUndefined();
    const booking = result.data.requestBooking;
    expect(booking).toMatchObject({
      companyName: 'Firma ApS',
      companyCvr: '10150817',
      companyEan: '5798000000001',
      companyReference: 'Julefrokost',
    });
    await must(w.talent1.visitor, `mutation($id: ID!) { acceptBooking(id: $id) { id } }`, { id: booking.id });
    await payWith(booking.id, 'mobilepay');
    const [receipt] = await receiptsOf(booking.id);
    expect(receipt).toMatchObject({ companyName: 'Firma ApS', companyCvr: '10150817', paymentMethod: 'mobilepay' });
    const view = await page(server.url, w.customerA.visitor, `/kvittering/${receipt.id}`);
    for (const text of ['Firma ApS', '10150817', '5798000000001', 'Julefrokost', 'MobilePay']) expect(view.html).toContain(text);
  });
});
