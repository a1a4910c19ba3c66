/**
 * DAC7 reporting to Skattestyrelsen (cms/domain/dac7/README.md): a year of postings — bookings paid
 * in three quarters, one just inside the Copenhagen year and one just outside, a refund in a later
 * quarter, earnings released and a payoff (which count nowhere), another talent's booking — gives
 * per talent and quarter the figures of the ledger to the øre; the CSV and the DPI XML (parsed by
 * sax, not by our writer) hold exactly the same sellers and figures; a filed year cannot be filed
 * again, and its correction refers to the original message and document. The CPR number is in the
 * XML and nowhere else: not in any table's text, the server's log or an email.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedBooking,
  createBookingWorld,
  dateInDays,
  must,
  page,
  postLedger,
  resetClock,
  setClockTo,
  type BookingWorld,
  type LedgerLine,
} from '../support/bookings';
import { parseCsv } from '../support/csv';
import { startServer, type TestServer } from '../support/server';
import { findAll, findOne, parseXml, type XmlElement } from '../support/xml';

let server: TestServer;
let w: BookingWorld;
let b1: string;
let b2: string;
const outbox = mkdtempSync(join(tmpdir(), 'dac7-outbox-'));
/** The emails written to the outbox so far (the server has no SMTP_URL). */
const emails = () =>
  readdirSync(outbox)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as { to: string; subject: string; text: string });

const CPR = '0101901777';
const CPR_FORMS = [CPR, '010190-1777', '010190 1777'];
// XML's own syntax in an address: it must reach Skattestyrelsen as text, not as markup.
const STREET = 'Vestergade 1 ]]><!ENTITY x SYSTEM "file:///etc/passwd">&x; <![CDATA[<b>]]> &amp;';
const BUSINESS = "Smith & Søn's Bar";

type Line = LedgerLine;
const post = (lines: Line[]) => postLedger(w, lines);
const paid = (at: string, booking: string, talent: string, total: number, commission: number): Line[] => [
  { account: 'stripe_clearing', amount: total, booking, at },
  { account: 'platform_commission', amount: -commission, booking, at },
  { account: 'talent_pending', amount: -(total - commission), booking, talent, at },
];
const refund = (at: string, booking: string, talent: string, amount: number, commission: number): Line[] => [
  { account: 'talent_pending', amount: amount - commission, booking, talent, at },
  { account: 'platform_commission', amount: commission, booking, at },
  { account: 'customer_refunds', amount: -amount, booking, at },
];

const q = (consideration: number, activities: number, fees: number) => ({ consideration, activities, fees, taxes: 0 });
const TALENT1 = [q(100_000 + 49_950 + 10_000, 3, 15_000 + 7_493 + 1_500), q(30_001, 1, 4_500), q(-20_000, 0, -3_000), q(0, 0, 0)];
const TALENT2 = [q(0, 0, 0), q(0, 0, 0), q(0, 0, 0), q(12_345, 1, 1_852)];

beforeAll(async () => {
  server = await startServer({ SCHEDULER_INTERVAL_MS: '0', EMAIL_OUTBOX_DIR: outbox });
  w = await createBookingWorld(server.url);
  b1 = await acceptedBooking(w, dateInDays(30));
  b2 = await acceptedBooking(w, dateInDays(31));
  const t1 = w.talent1.profileId;
  const t2 = w.talent2.profileId;
  await post(paid('2024-12-31T23:30:00Z', b1, t1, 10_000, 1_500)); // 1 January 2025 00:30 in Copenhagen: Q1
  await post(paid('2025-02-10T10:00:00Z', b1, t1, 100_000, 15_000));
  await post(paid('2025-03-05T10:00:00Z', b2, t1, 49_950, 7_493));
  await post(paid('2025-05-20T10:00:00Z', b1, t1, 30_001, 4_500));
  await post(refund('2025-08-01T10:00:00Z', b1, t1, 20_000, 3_000)); // a Q2 booking refunded in Q3
  await post([
    { account: 'talent_pending', amount: 50_000, booking: b1, talent: t1, at: '2025-08-02T10:00:00Z' },
    { account: 'talent_available', amount: -50_000, booking: b1, talent: t1, at: '2025-08-02T10:00:00Z' },
  ]);
  await post([
    { account: 'talent_available', amount: 30_000, talent: t1, at: '2025-11-03T10:00:00Z' },
    { account: 'talent_payout', amount: -30_000, talent: t1, at: '2025-11-03T10:00:00Z' },
  ]);
  await post([
    { account: 'talent_payout', amount: 30_000, talent: t1, at: '2025-11-04T10:00:00Z' },
    { account: 'stripe_clearing', amount: -30_000, at: '2025-11-04T10:00:00Z' },
  ]);
  await post(paid('2025-12-31T23:30:00Z', b1, t1, 77_700, 11_655)); // 1 January 2026 in Copenhagen: not 2025
  await post(paid('2025-10-10T10:00:00Z', b1, t2, 12_345, 1_852)); // talent 2's booking

  await must(
    w.talent1.visitor,
    `mutation($s: String, $c: String) { saveSellerInformation(kind: "person", name: "Jens Peter Hansen", birthDate: "1990-01-01",
      street: $s, postcode: "1456", city: "København K", country: "DK", taxCountry: "DK", taxNumber: $c) }`,
    { s: STREET, c: '010190-1777' },
  );
  await must(
    w.talent2.visitor,
    `mutation($n: String) { saveSellerInformation(kind: "business", name: $n, street: "Havnegade 2", postcode: "8000", city: "Aarhus C",
      country: "DK", cvr: "10150817", vatNumber: "DK10150817") }`,
    { n: BUSINESS },
  );
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

async function overview(year = 2025) {
  return (await must(w.admin, `query($y: Int!) { dac7Overview(year: $y) }`, { y: year })).dac7Overview as any;
}
const figuresOf = (o: any, talentId: string) => o.sellers.find((s: any) => s.talentId === talentId)?.quarters;

describe('the year’s figures from the ledger', () => {
  it('gives per talent and quarter the consideration, bookings and fees to the øre, refunds in their own quarter', async () => {
    const o = await overview();
    expect(figuresOf(o, w.talent1.profileId)).toEqual(TALENT1);
    expect(figuresOf(o, w.talent2.profileId)).toEqual(TALENT2);
  });

  it('sums to the ledger itself: what customers paid less refunds, and the commission, per quarter', async () => {
    const entries: any[] = [];
    for (let skip = 0; ; skip += 100) {
      const data = await must(
        w.admin,
        `query($skip: Int!) { ledgerEntries(take: 100, skip: $skip, orderBy: [{ id: asc }], where: { createdAt: { gte: "2024-12-31T23:00:00Z", lt: "2025-12-31T23:00:00Z" } }) { transactionId account amount createdAt talent { id } booking { id } } }`,
        { skip },
      );
      entries.push(...data.ledgerEntries);
      if (data.ledgerEntries.length < 100) break;
    }
    const payouts = new Set(entries.filter((e) => e.account === 'talent_payout').map((e) => e.transactionId));
    const quarterOf = (at: string) =>
      Math.ceil(Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Copenhagen', month: 'numeric' }).format(new Date(at))) / 3) - 1;
    const expected = [0, 1, 2, 3].map(() => ({ consideration: 0, fees: 0 }));
    for (const e of entries) {
      if (payouts.has(e.transactionId) || (!e.talent && !e.booking)) continue;
      const target = expected[quarterOf(e.createdAt)];
      if (e.account === 'platform_commission') ((target.fees -= e.amount), (target.consideration -= e.amount));
      if (e.account === 'talent_pending' || e.account === 'talent_available') target.consideration -= e.amount;
    }
    const o = await overview();
    expect(o.total.map((t: any) => ({ consideration: t.consideration, fees: t.fees }))).toEqual(expected);
  });

  it('is for admins only', async () => {
    for (const visitor of [w.talent1.visitor, w.customerA.visitor, w.anonymous]) {
      const result = await visitor.gql(`{ dac7Overview(year: 2025) }`);
      expect(result.data?.dac7Overview ?? null).toBeNull();
      expect(result.errors?.[0]).toBeTruthy();
      const xml = await visitor.gql(`mutation { prepareDac7Message(year: 2025) }`);
      expect(xml.data?.prepareDac7Message ?? null).toBeNull();
    }
  });
});

/** The CSV's rows by talent id: per quarter the exact and the reported figures. */
async function csvRows() {
  const csv = (await must(w.admin, `query { dac7Csv(year: 2025) }`)).dac7Csv as string;
  const rows = parseCsv(csv).filter((row) => row.length > 6 && row[6]?.startsWith('Q') && row[0] !== 'I alt');
  const ore = (text: string) => {
    const [kr, decimals] = text.replace('-', '').split(',');
    return (text.startsWith('-') ? -1 : 1) * (Number(kr) * 100 + Number(decimals));
  };
  const byTalent = new Map<
    string,
    { name: string; masked: string; exact: number[]; reported: number[]; activities: number[]; fees: number[]; feesReported: number[] }
  >();
  for (const row of rows) {
    const entry = byTalent.get(row[0]) ?? {
      name: row[1],
      masked: row[3],
      exact: [],
      reported: [],
      activities: [],
      fees: [],
      feesReported: [],
    };
    entry.exact.push(ore(row[7]));
    entry.reported.push(ore(row[8]) / 100);
    entry.activities.push(Number(row[9]));
    entry.fees.push(ore(row[10]));
    entry.feesReported.push(ore(row[11]) / 100);
    byTalent.set(row[0], entry);
  }
  return { csv, byTalent };
}

describe('the files', () => {
  let original: any;
  let xml: string;
  let doc: XmlElement;

  it('the CSV carries the figures to the øre and as reported, the CPR only masked', async () => {
    const { csv, byTalent } = await csvRows();
    const t1 = byTalent.get(w.talent1.profileId)!;
    expect(t1.exact).toEqual(TALENT1.map((x) => x.consideration));
    expect(t1.reported).toEqual([1600, 300, -200, 0]);
    expect(t1.fees).toEqual(TALENT1.map((x) => x.fees));
    expect(t1.activities).toEqual([3, 1, 0, 0]);
    expect(t1.masked).toBe('010190-****');
    expect(byTalent.get(w.talent2.profileId)!.name).toBe(BUSINESS);
    for (const form of CPR_FORMS) expect(csv).not.toContain(form);
  });

  it('the XML is DPI: namespace, MessageSpec, the operator and one ReportableSeller per seller of the CSV with the same figures', async () => {
    original = (await must(w.admin, `mutation { prepareDac7Message(year: 2025) }`)).prepareDac7Message;
    xml = (await must(w.admin, `mutation($m: String!) { dac7MessageXml(messageRefId: $m) }`, { m: original.messageRefId })).dac7MessageXml;
    doc = parseXml(xml);
    expect(doc.local).toBe('DPI_OECD');
    expect(doc.uri).toBe('urn:oecd:ties:dpi:v1');
    expect(doc.attributes.version).toBe('1.0');
    const spec = findOne(doc, 'MessageSpec');
    expect(findOne(spec, 'MessageRefId').text).toBe(original.messageRefId);
    expect(original.messageRefId).toMatch(/^DK2025DK/);
    expect(findOne(spec, 'MessageTypeIndic').text).toBe('DPI401');
    expect(findOne(spec, 'ReportingPeriod').text).toBe('2025-12-31');
    expect(findOne(spec, 'TransmittingCountry').text).toBe('DK');
    expect(findOne(findOne(doc, 'PlatformOperator'), 'DocTypeIndic').text).toBe('OECD1');

    const { byTalent } = await csvRows();
    const sellers = findAll(doc, 'ReportableSeller');
    expect(sellers).toHaveLength(byTalent.size);
    const talentOfDoc = new Map<string, string>(original.sellers.map((s: any) => [s.docRefId, s.talentId]));
    const seen = new Set<string>();
    for (const seller of sellers) {
      expect(seller.uri).toBe('urn:oecd:ties:dpi:v1');
      const docSpec = findOne(seller, 'DocSpec');
      expect(findOne(docSpec, 'DocTypeIndic').uri).toBe('urn:oecd:ties:dpistf:v1');
      const talentId = talentOfDoc.get(findOne(docSpec, 'DocRefId').text)!;
      const row = byTalent.get(talentId)!;
      expect(row).toBeTruthy();
      seen.add(talentId);
      const services = findOne(seller, 'PersonalServices');
      const quarter = (name: string) => [1, 2, 3, 4].map((n) => Number(findOne(services, `${name}${n}`).text));
      expect(quarter('ConsQ')).toEqual(row.reported);
      expect(quarter('NumbQ')).toEqual(row.activities);
      expect(quarter('FeesQ')).toEqual(row.feesReported);
      expect(quarter('TaxQ')).toEqual([0, 0, 0, 0]);
      expect(findOne(services, 'ConsQ1').attributes.currCode).toBe('DKK');
    }
    expect(seen.size).toBe(byTalent.size);
  });

  it('the person is reported with CPR, birth date and the address as text; the business with CVR', async () => {
    const sellers = findAll(doc, 'ReportableSeller');
    const docOf = (talentId: string) => original.sellers.find((s: any) => s.talentId === talentId).docRefId;
    const sellerOf = (talentId: string) => sellers.find((s) => findOne(s, 'DocRefId').text === docOf(talentId))!;
    const person = sellerOf(w.talent1.profileId);
    const tin = findOne(person, 'TIN');
    expect(tin.text).toBe(CPR);
    expect(tin.attributes.issuedBy).toBe('DK');
    expect(findOne(person, 'BirthDate').text).toBe('1990-01-01');
    expect(findOne(person, 'FirstName').text).toBe('Jens Peter');
    expect(findOne(person, 'LastName').text).toBe('Hansen');
    expect(findOne(person, 'Street').text).toBe(STREET);
    expect(findOne(person, 'Identifier').text).toBe('DK5912340012345678');
    const business = sellerOf(w.talent2.profileId);
    expect(findAll(business, 'EntitySeller')).toHaveLength(1);
    expect(findOne(business, 'Name').text).toBe(BUSINESS);
    expect(findOne(business, 'IN').attributes.INType).toBe('BRN');
    expect(findOne(business, 'IN').text).toBe('10150817');
    expect(xml).not.toContain('<!ENTITY');
    expect(xml).not.toContain('<![CDATA[');
  });

  it('records that the admin read the CPR number', async () => {
    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query(`SELECT reader, purpose FROM "SellerInformationRead" WHERE talent = $1`, [w.talent1.profileId]);
      expect(rows.length).toBeGreaterThanOrEqual(1);
      expect(rows[0].purpose).toContain(original.messageRefId);
      const { rows: admins } = await db.query(`SELECT id FROM "User" WHERE email = 'admin@mixbuddy.dk'`);
      expect(rows[0].reader).toBe(admins[0].id);
    } finally {
      await db.end();
    }
  });

  it('a filed year is kept; a correction refers to the original message and document and holds only what changed', async () => {
    const filed = (await must(w.admin, `mutation($m: String!) { markDac7MessageFiled(messageRefId: $m) }`, { m: original.messageRefId }))
      .markDac7MessageFiled;
    expect(filed.status).toBe('filed');
    const again = await w.admin.gql(`mutation { prepareDac7Message(year: 2025) }`);
    expect(again.errors?.[0]?.message).toContain('allerede indberettet');
    const nothing = await w.admin.gql(`mutation { prepareDac7Correction(year: 2025) }`);
    expect(nothing.errors?.[0]?.message).toContain('intet at rette');

    await post(refund('2025-12-01T10:00:00Z', b2, w.talent1.profileId, 5_000, 750)); // a Q4 refund after filing
    const correction = (await must(w.admin, `mutation { prepareDac7Correction(year: 2025) }`)).prepareDac7Correction;
    expect(correction.messageTypeIndic).toBe('DPI402');
    expect(correction.correctsMessageRefId).toBe(original.messageRefId);
    expect(correction.sellers.map((s: any) => s.talentId)).toEqual([w.talent1.profileId]);
    const before = original.sellers.find((s: any) => s.talentId === w.talent1.profileId);
    expect(correction.sellers[0]).toMatchObject({
      docTypeIndic: 'OECD2',
      corrDocRefId: before.docRefId,
      corrMessageRefId: original.messageRefId,
    });
    expect(correction.sellers[0].quarters[3]).toEqual(q(-5_000, 0, -750));

    const corrected = parseXml(
      (await must(w.admin, `mutation($m: String!) { dac7MessageXml(messageRefId: $m) }`, { m: correction.messageRefId })).dac7MessageXml,
    );
    expect(findOne(findOne(corrected, 'MessageSpec'), 'MessageTypeIndic').text).toBe('DPI402');
    expect(findOne(findOne(corrected, 'PlatformOperator'), 'DocTypeIndic').text).toBe('OECD0');
    const [seller] = findAll(corrected, 'ReportableSeller');
    expect(findAll(corrected, 'ReportableSeller')).toHaveLength(1);
    expect(findOne(seller, 'DocTypeIndic').text).toBe('OECD2');
    expect(findOne(seller, 'CorrMessageRefId').text).toBe(original.messageRefId);
    expect(findOne(seller, 'CorrDocRefId').text).toBe(before.docRefId);
    expect(findOne(seller, 'ConsQ4').text).toBe('-50');

    const messages = (await overview()).messages.map((m: any) => [m.messageTypeIndic, m.status]);
    expect(messages).toEqual([
      ['DPI401', 'filed'],
      ['DPI402', 'draft'],
    ]);
  });
});

describe('the talent’s own figures', () => {
  it('are emailed in January and shown on /wallet, the same as reported', async () => {
    const res = await fetch(`${server.url}/api/test/scheduler`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ dac7StatementsYear: 2025 }),
    });
    expect((await res.json()).dac7Statements).toBeGreaterThanOrEqual(2);
    let mail: { text: string } | undefined;
    for (let i = 0; i < 100 && !mail; i++) {
      mail = emails().find((m) => m.to === w.talent1.email && m.subject === 'Det indberetter MixBuddy om dig til Skattestyrelsen for 2025');
      if (!mail) await new Promise((ok) => setTimeout(ok, 100));
    }
    expect(mail?.text).toContain('1. kvartal: betalt af kunderne 1.599,50\u00a0kr., 3 bookinger, MixBuddys gebyr 239,93\u00a0kr.');
    expect(mail?.text).toContain('3. kvartal: betalt af kunderne -200,00\u00a0kr., 0 bookinger, MixBuddys gebyr -30,00\u00a0kr.');
    const figures = (await must(w.talent1.visitor, `{ myDac7Figures(year: 2025) }`)).myDac7Figures;
    expect(figures.quarters.slice(0, 3)).toEqual(TALENT1.slice(0, 3));
    // /wallet shows last year's figures: with MixBuddy's clock in March 2026, those of 2025 (whatever year the test runs in).
    await setClockTo(server.url, new Date('2026-03-02T10:00:00Z'));
    try {
      const wallet = await page(server.url, w.talent1.visitor, '/wallet');
      expect(wallet.status).toBe(200);
      expect(wallet.html).toContain('Indberettet til Skattestyrelsen for 2025');
      expect(wallet.html).toContain('1.599,50');
    } finally {
      await resetClock(server.url);
    }
    const other = await w.talent2.visitor.gql(`{ myDac7Figures(year: 2025) }`);
    expect(other.data.myDac7Figures.talentId).toBe(w.talent2.profileId);
  });
});

describe('the CPR number stays out of everything but the report', () => {
  it('is not in any table’s text, the server’s log or an email', async () => {
    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    try {
      const { rows: tables } = await db.query(
        `SELECT table_schema, table_name FROM information_schema.tables WHERE table_type = 'BASE TABLE' AND table_schema IN ('public', 'graphile_worker', 'graphile_worker_private')`,
      );
      expect(tables.length).toBeGreaterThan(20);
      for (const { table_schema, table_name } of tables) {
        const { rows } = await db.query(
          `SELECT count(*)::int AS n FROM "${table_schema}"."${table_name}" t WHERE ${CPR_FORMS.map((_, i) => `row_to_json(t)::text LIKE $${i + 1}`).join(' OR ')}`,
          CPR_FORMS.map((form) => `%${form}%`),
        );
        expect({ table: `${table_schema}.${table_name}`, n: rows[0].n }).toEqual({ table: `${table_schema}.${table_name}`, n: 0 });
      }
      // The encrypted number is there (the row exists and holds ciphertext).
      const { rows } = await db.query(`SELECT "taxNumberEncrypted", "taxNumberMasked" FROM "SellerInformation" WHERE talent = $1`, [
        w.talent1.profileId,
      ]);
      expect(rows[0].taxNumberEncrypted).toMatch(/^v1\./);
      expect(rows[0].taxNumberMasked).toBe('010190-****');
    } finally {
      await db.end();
    }
    for (const form of CPR_FORMS) expect(server.logs()).not.toContain(form);
    const written = readdirSync(outbox).map((file) => readFileSync(join(outbox, file), 'utf8'));
    expect(written.length).toBeGreaterThan(0);
    for (const form of CPR_FORMS) for (const file of written) expect(file).not.toContain(form);
  });
});
