/**
 * "Download mine data" (cms/domain/privacy/export.ts) as the person and the others see it: the
 * button on the account page, the Danish email with the link, the ZIP with a README and JSON
 * files holding exactly the person's data — of a shared conversation only its metadata and the
 * messages they wrote, nothing of the other customer of the same talent — only for its owner
 * (another customer and a visitor get 404), for 7 days, then a Danish "udløbet" page. A
 * talent's CPR number (DAC7) is in no other person's export, not even that of a customer of theirs.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageBrowser } from '../support/browser';
import { createBookingWorld, PASSWORD, type BookingWorld } from '../support/bookings';
import { startServerWithMail, type MailCatcher } from '../support/smtp';
import type { TestServer } from '../support/server';

const DAY = 86_400_000;
let server: TestServer;
let mail: MailCatcher;
let stop: () => Promise<unknown>;
let db: pg.Client;
let exportsDir: string;
let w: BookingWorld;
let anna: PageBrowser;
let bent: PageBrowser;
let talent: PageBrowser;
let seq = 0;

/** What was seeded for one customer of the shared talent: a booking and a conversation with them. */
async function seedCustomer(userId: string, label: string) {
  const [bookingId, conversationId] = [`de${w.tag}b${++seq}`, `de${w.tag}v${++seq}`];
  const at = new Date(Date.now() - 30 * DAY);
  await db.query(`INSERT INTO "Conversation" (id, kind, subject) VALUES ($1, 'booking', $2)`, [conversationId, `Booking ${label}`]);
  await db.query(`INSERT INTO "_Conversation_participants" ("A", "B") VALUES ($1, $2), ($1, $3)`, [conversationId, userId, w.talent1.id]);
  await db.query(
    `INSERT INTO "Booking" (id, menu, customer, talent, "startsAt", "endsAt", guests, address, postcode, city, message, status, "totalAmount", conversation)
     VALUES ($1, $2, $3, $4, $5, $5, 8, $6, '8000', 'Aarhus C', $7, 'completed', 200000, $8)`,
    [bookingId, w.menuId, userId, w.talent1.profileId, at, `${label}s Allé 7`, `Note fra ${label} ${w.tag}`, conversationId],
  );
  await db.query(`INSERT INTO "Message" (id, conversation, sender, body) VALUES ($1, $2, $3, $4), ($5, $2, $6, $7)`, [
    `de${w.tag}m${++seq}`,
    conversationId,
    userId,
    `Hej fra ${label} ${w.tag}`,
    `de${w.tag}m${++seq}`,
    w.talent1.id,
    `Svar til ${label} ${w.tag}`,
  ]);
  await db.query(
    `INSERT INTO "Review" (id, booking, menu, talent, customer, rating, body, reply) VALUES ($1, $2, $3, $4, $5, 5, $6, 'Tak!')`,
    [`de${w.tag}r${++seq}`, bookingId, w.menuId, w.talent1.profileId, userId, `Anmeldelse fra ${label} ${w.tag}`],
  );
  await db.query(`INSERT INTO "Favourite" (id, customer, menu) VALUES ($1, $2, $3)`, [`de${w.tag}f${++seq}`, userId, w.menuId]);
  return { bookingId, conversationId };
}

/** Asks for an export as `browser` on `path`; returns the link from the email. */
async function exportThroughEmail(browser: PageBrowser, path: string, email: string) {
  const since = mail.to(email).length;
  const page = await browser.post(path, { action: 'export' });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Vi er gået i gang med at samle dine data.');
  const received = await mail.waitFor(email, { subject: /Dine data fra MixBuddy er klar/, since, timeoutMs: 45_000 });
  expect(received.text).toContain('Kun du kan hente den.');
  const link = new URL(mail.link(received, '/data-export/'));
  expect(link.pathname).toMatch(/^\/data-export\/[a-z0-9]+$/);
  return link.pathname;
}

function unzip(bytes: ArrayBuffer) {
  const files = unzipSync(new Uint8Array(bytes));
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
}

let annaSeed: { bookingId: string; conversationId: string };
let bentSeed: { bookingId: string; conversationId: string };

beforeAll(async () => {
  exportsDir = await mkdtemp(join(tmpdir(), 'mixbuddy-exports-'));
  ({ server, mail, stop } = await startServerWithMail({ SCHEDULER_INTERVAL_MS: '0', DATA_EXPORTS_DIR: exportsDir }));
  db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  w = await createBookingWorld(server.url);
  annaSeed = await seedCustomer(w.customerA.id, 'Anna');
  bentSeed = await seedCustomer(w.customerB.id, 'Bent');
  // Anna's receipt, her support request with our reply, and when she chose her account type.
  await db.query(
    `INSERT INTO "Receipt" (id, number, kind, "issuedAt", booking, customer, amount, "menuTitle", "customerName") VALUES ($1, $2, 'receipt', now(), $3, $4, 200000, 'Testmenu', 'Anna')`,
    [`de${w.tag}k${++seq}`, 800_000 + Math.floor(Math.random() * 100_000), annaSeed.bookingId, w.customerA.id],
  );
  const annasRequest = `de${w.tag}s${++seq}`;
  await db.query(`INSERT INTO "SupportRequest" (id, name, email, topic, message, "user") VALUES ($1, 'Anna', $2, 'booking', $3, $4)`, [
    annasRequest,
    w.customerA.email,
    `Spørgsmål fra Anna ${w.tag}`,
    w.customerA.id,
  ]);
  await db.query(`INSERT INTO "SupportReply" (id, request, body, "sentTo") VALUES ($1, $2, $3, $4)`, [
    `de${w.tag}sr${++seq}`,
    annasRequest,
    `Svar fra MixBuddy ${w.tag}`,
    w.customerA.email,
  ]);
  await db.query(`UPDATE "User" SET "accountTypeChosenAt" = '2026-03-04T05:06:07Z' WHERE id = $1`, [w.customerA.id]);
  // The talent's ledger lines (a booking's earnings) and a payoff, and the terms they accepted.
  await db.query(
    `INSERT INTO "LedgerEntry" (id, "transactionId", account, amount, talent, booking, description) VALUES ($1, $3, 'talent:available', 170000, $4, $5, $6), ($2, $3, 'platform:clearing', -170000, $4, $5, $6)`,
    [`de${w.tag}l${++seq}`, `de${w.tag}l${++seq}`, `de${w.tag}tx${++seq}`, w.talent1.profileId, annaSeed.bookingId, `Booking ${w.tag}`],
  );
  await db.query(`INSERT INTO "Payoff" (id, talent, amount, status, "bankReference") VALUES ($1, $2, 120000, 'paid', $3)`, [
    `de${w.tag}o${++seq}`,
    w.talent1.profileId,
    `MB-${w.tag}`,
  ]);
  await db.query(`UPDATE "TalentProfile" SET "termsAcceptedAt" = '2026-05-06T07:08:09Z', "termsVersion" = '2026-05' WHERE id = $1`, [
    w.talent1.profileId,
  ]);
  anna = await new PageBrowser(server.url).signIn(w.customerA.email, PASSWORD);
  bent = await new PageBrowser(server.url).signIn(w.customerB.email, PASSWORD);
  talent = await new PageBrowser(server.url).signIn(w.talent1.email, PASSWORD);
}, 180_000);
afterAll(async () => {
  await db?.end();
  await stop?.();
  if (exportsDir) await rm(exportsDir, { recursive: true, force: true });
});

describe('a customer downloads their data', () => {
  let path = '';
  let files: Record<string, string> = {};

  it('starts with the button on /account and arrives as a link in a Danish email', async () => {
    const page = await (await anna.get('/account')).text();
    expect(page).toContain('Download mine data');
    path = await exportThroughEmail(anna, '/account', w.customerA.email);
  });

  it('is a ZIP only its owner gets, named safely, never kept by a cache', async () => {
    const res = await anna.get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="mixbuddy-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    files = unzip(await res.arrayBuffer());
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'anmeldelser.json',
        'bookinger.json',
        'favoritter.json',
        'konto.json',
        'kvitteringer.json',
        'samtaler.json',
        'samtykker.json',
        'sessioner.json',
        'supporthenvendelser.json',
      ].sort(),
    );
    expect(files['README.txt']).toContain('Dine data fra MixBuddy');
    expect(files['README.txt']).toContain('artikel 15 og 20');
  });

  it('holds their account, bookings, their own messages and the conversation’s metadata', () => {
    expect(JSON.parse(files['konto.json'])).toMatchObject({ id: w.customerA.id, email: w.customerA.email });
    const bookings = JSON.parse(files['bookinger.json']);
    expect(bookings.somKunde.map((b: { id: string }) => b.id)).toEqual([annaSeed.bookingId]);
    expect(bookings.somKunde[0]).toMatchObject({ address: 'Annas Allé 7', message: `Note fra Anna ${w.tag}` });
    const conversations = JSON.parse(files['samtaler.json']);
    expect(conversations.samtaler.map((c: { id: string }) => c.id)).toEqual([annaSeed.conversationId]);
    expect(conversations.dineBeskeder.map((m: { body: string }) => m.body)).toEqual([`Hej fra Anna ${w.tag}`]);
    expect(JSON.parse(files['anmeldelser.json']).skrevetAfDig[0].body).toBe(`Anmeldelse fra Anna ${w.tag}`);
    expect(JSON.parse(files['favoritter.json'])).toHaveLength(1);
    expect(JSON.parse(files['sessioner.json']).length).toBeGreaterThan(0);
    expect(files['sessioner.json']).not.toContain('tokenHash');
  });

  it('holds her receipts, her support requests with our replies and her consents', () => {
    expect(JSON.parse(files['kvitteringer.json'])).toEqual([
      expect.objectContaining({
        kind: 'receipt',
        bookingId: annaSeed.bookingId,
        amount: 200000,
        menuTitle: 'Testmenu',
        customerName: 'Anna',
      }),
    ]);
    expect(JSON.parse(files['supporthenvendelser.json'])).toEqual([
      expect.objectContaining({
        email: w.customerA.email,
        topic: 'booking',
        message: `Spørgsmål fra Anna ${w.tag}`,
        replies: [expect.objectContaining({ body: `Svar fra MixBuddy ${w.tag}`, sentTo: w.customerA.email })],
      }),
    ]);
    expect(JSON.parse(files['samtykker.json'])).toEqual({
      kontotypeValgt: '2026-03-04T05:06:07.000Z',
      talentvilkaar: null,
      cookievalg: 'Dit cookievalg gemmes kun i din browser (cookien mb_samtykke), ikke hos os.',
    });
  });

  it('holds nothing of the other customer of the same talent, nor the talent’s words', () => {
    const everything = Object.values(files).join('\n');
    for (const other of [
      w.customerB.email,
      w.customerB.id,
      bentSeed.bookingId,
      bentSeed.conversationId,
      'Bents Allé 7',
      `Hej fra Bent`,
      `Note fra Bent`,
      `Anmeldelse fra Bent`,
    ]) {
      expect(everything).not.toContain(other);
    }
    expect(everything).not.toContain(`Svar til Anna ${w.tag}`);
    expect(everything).not.toContain(w.talent1.email);
  });

  it('answers another signed-in customer and a visitor with 404, never the file', async () => {
    for (const res of [await bent.get(path), await fetch(server.url + path, { redirect: 'manual' })]) {
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('content-disposition')).toBeNull();
      expect(await res.text()).toContain('Filen findes ikke');
    }
  });

  it('shows the ready export on the account page, and after 7 days a Danish "udløbet" page with the way to ask again', async () => {
    expect(await (await anna.get('/account')).text()).toContain(`href="${path}"`);
    await fetch(`${server.url}/api/test/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 7 * DAY + 60_000 }),
    });
    const res = await anna.get(path);
    expect(res.status).toBe(410);
    const html = await res.text();
    expect(html).toContain('Linket er udløbet');
    expect(html).toContain('href="/account"');
    expect(await (await anna.get('/account')).text()).toContain('Dit sidste dataudtræk er udløbet.');
    // The pruning job removes the file; the link still says "udløbet", still only to its owner.
    await fetch(`${server.url}/api/test/retention`, { method: 'POST' });
    const { rows } = await db.query(`SELECT status, "fileName" FROM "DataExport" WHERE "user" = $1`, [w.customerA.id]);
    expect(rows).toEqual([{ status: 'expired', fileName: '' }]);
    expect((await anna.get(path)).status).toBe(410);
    expect((await bent.get(path)).status).toBe(404);
  });
});

describe('a talent downloads their data', () => {
  it('gets their profile, wallet and the bookings they delivered, without the customers’ details', async () => {
    // The talent's DAC7 seller information: in their own export, the CPR number only masked.
    const cpr = '2307921234';
    const saved = await talent.gql(
      `mutation($c: String) { saveSellerInformation(kind: "person", name: "Test Talent", birthDate: "1992-07-23", street: "Vestergade 1",
        postcode: "8000", city: "Aarhus C", country: "DK", taxCountry: "DK", taxNumber: $c) }`,
      { c: cpr },
    );
    expect(saved.errors).toBeUndefined();
    const page = await (await talent.get('/settings/account')).text();
    expect(page).toContain('Download mine data');
    const path = await exportThroughEmail(talent, '/settings/account', w.talent1.email);
    const res = await talent.get(path);
    expect(res.status).toBe(200);
    const files = unzip(await res.arrayBuffer());
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['talentprofil.json', 'saldo.json']));
    const profile = JSON.parse(files['talentprofil.json']);
    expect(profile.profil.id).toBe(w.talent1.profileId);
    expect(profile.bankkonto).toMatchObject({ registrationNumber: '1234' });
    const delivered = JSON.parse(files['bookinger.json']).somTalent.map((b: { id: string }) => b.id);
    expect(delivered.sort()).toEqual([annaSeed.bookingId, bentSeed.bookingId].sort());
    const messages = JSON.parse(files['samtaler.json']).dineBeskeder.map((m: { body: string }) => m.body);
    expect(messages.sort()).toEqual([`Svar til Anna ${w.tag}`, `Svar til Bent ${w.tag}`]);
    const everything = Object.values(files).join('\n');
    expect(JSON.parse(files['skatteoplysninger.json'])).toMatchObject({ taxNumberMasked: '230792-****' });
    expect(everything).not.toContain(cpr);
    expect(everything).not.toContain('230792-1234');
    for (const customer of [
      w.customerA.email,
      w.customerB.email,
      'Annas Allé 7',
      'Bents Allé 7',
      `Hej fra Anna`,
      `Note fra Bent`,
      `Anmeldelse fra Anna`,
    ]) {
      expect(everything).not.toContain(customer);
    }
    expect(JSON.parse(files['anmeldelser.json']).omDig.map((r: { reply: string }) => r.reply)).toEqual(['Tak!', 'Tak!']);
    const balance = JSON.parse(files['saldo.json']);
    expect(balance.posteringer).toEqual([
      expect.objectContaining({
        account: 'talent:available',
        amount: 170000,
        bookingId: annaSeed.bookingId,
        description: `Booking ${w.tag}`,
      }),
      expect.objectContaining({ account: 'platform:clearing', amount: -170000, bookingId: annaSeed.bookingId }),
    ]);
    expect(balance.udbetalinger).toEqual([expect.objectContaining({ amount: 120000, status: 'paid', bankReference: `MB-${w.tag}` })]);
    expect(JSON.parse(files['samtykker.json']).talentvilkaar).toEqual({ accepteret: '2026-05-06T07:08:09.000Z', version: '2026-05' });
  });

  it('after the talent saved their CPR number, another person’s export — a customer who booked them — holds none of it', async () => {
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM "SellerInformation" WHERE talent = $1`, [w.talent1.profileId]);
    expect(rows[0].n).toBe(1);
    const path = await exportThroughEmail(bent, '/account', w.customerB.email);
    const res = await bent.get(path);
    expect(res.status).toBe(200);
    const files = unzip(await res.arrayBuffer());
    // Bent's own booking of the talent is there, so the talent is named; their tax details are not.
    expect(JSON.parse(files['bookinger.json']).somKunde.map((b: { id: string }) => b.id)).toEqual([bentSeed.bookingId]);
    expect(Object.keys(files)).not.toContain('skatteoplysninger.json');
    const everything = Object.values(files).join('\n');
    for (const form of ['2307921234', '230792-1234', '230792 1234', '230792-****', 'Vestergade 1', '1992-07-23']) {
      expect(everything).not.toContain(form);
    }
  });
});

describe('deleting the account (article 17)', () => {
  it('removes what no law needs — own messages, favourites, review text, support requests (also those sent signed out), exports, the event address — and keeps the bookkeeping', async () => {
    await db.query(`INSERT INTO "SupportRequest" (id, name, email, message, "user") VALUES ($1, 'Anna', $2, 'Hjælp mig', $3)`, [
      `de${w.tag}s${++seq}`,
      w.customerA.email,
      w.customerA.id,
    ]);
    // Sent from the contact form signed out: their address (typed in capitals) but no account; answered by us.
    const [signedOut, someoneElses] = [`de${w.tag}s${++seq}`, `de${w.tag}s${++seq}`];
    await db.query(
      `INSERT INTO "SupportRequest" (id, name, email, message) VALUES ($1, 'Anna', $2, 'Jeg kan ikke logge ind'), ($3, 'Bent', $4, 'Hej')`,
      [signedOut, w.customerA.email.toUpperCase(), someoneElses, w.customerB.email],
    );
    await db.query(`INSERT INTO "SupportReply" (id, request, body) VALUES ($1, $2, 'Prøv at nulstille adgangskoden')`, [
      `de${w.tag}sr${++seq}`,
      signedOut,
    ]);
    const { rows: files } = await db.query(`SELECT "fileName" FROM "DataExport" WHERE "user" = $1`, [w.customerA.id]);
    expect(files.length).toBeGreaterThan(0);
    const changedAt = new Date('2026-02-03T04:05:06Z');
    await db.query(`UPDATE "Booking" SET "updatedAt" = $2 WHERE id = $1`, [annaSeed.bookingId, changedAt]);
    const res = await anna.post('/account', { action: 'delete', confirm: 'SLET', currentPassword: PASSWORD });
    expect(res.status).toBe(303);
    const count = async (sql: string, ...params: unknown[]) => Number((await db.query(sql, params)).rows[0].count);
    expect(await count(`SELECT count(*) FROM "Message" WHERE sender = $1`, w.customerA.id)).toBe(0);
    expect(await count(`SELECT count(*) FROM "Message" WHERE conversation = $1`, annaSeed.conversationId)).toBe(1); // the talent's answer
    expect(await count(`SELECT count(*) FROM "Message" WHERE sender = $1`, w.customerB.id)).toBe(1);
    expect(await count(`SELECT count(*) FROM "Favourite" WHERE customer = $1`, w.customerA.id)).toBe(0);
    expect(await count(`SELECT count(*) FROM "Favourite" WHERE customer = $1`, w.customerB.id)).toBe(1);
    expect(await count(`SELECT count(*) FROM "SupportRequest" WHERE "user" = $1`, w.customerA.id)).toBe(0);
    expect(await count(`SELECT count(*) FROM "SupportRequest" WHERE lower(email) = lower($1)`, w.customerA.email)).toBe(0);
    expect(await count(`SELECT count(*) FROM "SupportReply" WHERE request = $1`, signedOut)).toBe(0);
    expect(await count(`SELECT count(*) FROM "SupportRequest" WHERE id = $1`, someoneElses)).toBe(1);
    expect(await count(`SELECT count(*) FROM "DataExport" WHERE "user" = $1`, w.customerA.id)).toBe(0);
    const { rows: reviews } = await db.query(`SELECT body, rating FROM "Review" WHERE booking = $1`, [annaSeed.bookingId]);
    expect(reviews).toEqual([{ body: '', rating: 5 }]);
    const { rows: bookings } = await db.query(
      `SELECT address, message, "totalAmount", status FROM "Booking" WHERE id = ANY($1) ORDER BY address`,
      [[annaSeed.bookingId, bentSeed.bookingId]],
    );
    // Its last change is still the booking's own, not the deletion: the 5 years count from its year.
    expect((await db.query(`SELECT "updatedAt" FROM "Booking" WHERE id = $1`, [annaSeed.bookingId])).rows).toEqual([
      { updatedAt: changedAt },
    ]);
    expect(bookings).toEqual([
      { address: '', message: '', totalAmount: 200000, status: 'completed' },
      { address: 'Bents Allé 7', message: `Note fra Bent ${w.tag}`, totalAmount: 200000, status: 'completed' },
    ]);
  });
});
