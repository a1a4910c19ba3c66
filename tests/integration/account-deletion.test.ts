/**
 * Deleting an account (article 17, `deleteAccount` in cms/domain/accounts/profile.ts) as the
 * database and the public see it afterwards: of a talent, everything no law needs is gone at once
 * — profile texts, portrait and its file, city, areas, calendar, the private iCal feed, the
 * external calendar and its busy days — and what bookkeeping (5 years) and DAC7 (10 years) need
 * stays: the bookings' amounts and dates, the ledger, payoffs, seller information and the bank
 * account. Their profile and menus answer the Danish 404; the customer who booked them still sees
 * the booking, with the talent named "Slettet talent".
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingWorld, page, PASSWORD, type BookingWorld } from '../support/bookings';
import { PageBrowser } from '../support/browser';
import { startServer, type TestServer } from '../support/server';

const DAY = 86_400_000;
let server: TestServer;
let db: pg.Client;
let uploadsDir: string;
let w: BookingWorld;
let talent: PageBrowser;
let seq = 0;
const id = (kind: string) => `ad${w.tag}${kind}${++seq}`;

beforeAll(async () => {
  uploadsDir = await mkdtemp(join(tmpdir(), 'mixbuddy-uploads-'));
  server = await startServer({ SCHEDULER_INTERVAL_MS: '0', UPLOADS_DIR: uploadsDir });
  db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  w = await createBookingWorld(server.url);
  talent = await new PageBrowser(server.url).signIn(w.talent1.email, PASSWORD);
}, 180_000);
afterAll(async () => {
  await db?.end();
  await server?.stop();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

const rows = async (sql: string, ...params: unknown[]) => (await db.query(sql, params)).rows;
const count = async (sql: string, ...params: unknown[]) => Number((await db.query(sql, params)).rows[0].count);

describe('a talent deletes their account', () => {
  const photoFile = `${crypto.randomUUID()}.webp`;
  let bookingId = '';
  let feedPath = '';

  it('had a full profile, areas, calendar, feeds, bank account, seller information, a booking and earnings', async () => {
    const profileId = w.talent1.profileId;
    await writeFile(join(uploadsDir, photoFile), 'RIFF');
    await db.query(
      `UPDATE "TalentProfile" SET headline = 'Cocktails til din fest', presentation = 'Jeg hedder Tove og bor i Aarhus', specialities = 'Gin',
         photo = $2, city = 'Aarhus', address = 'Tovesvej 3', cvr = '12345674' WHERE id = $1`,
      [profileId, `/uploads/${photoFile}`],
    );
    await db.query(
      `INSERT INTO "Location" (id, talent, region, city, postcode, "travelKm") VALUES ($1, $2, 'midtjylland', 'Aarhus C', '8000', 30)`,
      [id('loc'), profileId],
    );
    await db.query(
      `INSERT INTO "Availability" (id, talent, kind, weekday, "startTime", "endTime") VALUES ($1, $2, 'weekly', 5, '17:00', '23:00')`,
      [id('av'), profileId],
    );
    expect((await talent.post('/settings/calendar-links', { intent: 'feed-new' })).status).toBe(303);
    feedPath = /\/kalender\/[A-Za-z0-9_-]{43}\.ics/.exec(await (await talent.get('/settings/booking-calendar')).text())![0];
    expect((await fetch(server.url + feedPath)).status).toBe(200);
    await db.query(`UPDATE "CalendarFeed" SET "externalUrl" = 'https://calendar.example.dk/tove/privat.ics' WHERE talent = $1`, [
      profileId,
    ]);
    await db.query(`INSERT INTO "ExternalBusyDay" (id, talent, day) VALUES ($1, $2, '2027-01-08')`, [id('busy'), profileId]);
    const saved = await talent.gql(
      `mutation { saveSellerInformation(kind: "person", name: "Tove Test", birthDate: "1990-01-01", street: "Tovesvej 3",
        postcode: "8000", city: "Aarhus C", country: "DK", taxCountry: "DK", taxNumber: "0101901777") }`,
    );
    expect(saved.errors).toBeUndefined();
    bookingId = id('b');
    await db.query(
      `INSERT INTO "Booking" (id, menu, customer, talent, "startsAt", "endsAt", guests, address, postcode, city, message, status, "totalAmount", "talentAmount")
       VALUES ($1, $2, $3, $4, $5, $5, 8, 'Festvej 2', '8000', 'Aarhus C', 'Vi glæder os', 'completed', 200000, 160000)`,
      [bookingId, w.menuId, w.customerA.id, profileId, new Date(Date.now() - 30 * DAY)],
    );
    await db.query(
      `INSERT INTO "LedgerEntry" (id, "transactionId", account, amount, talent, booking) VALUES ($1, $3, 'talent:available', 160000, $4, $5), ($2, $3, 'platform:clearing', -160000, $4, $5)`,
      [id('l'), id('l'), id('tx'), profileId, bookingId],
    );
    await db.query(`INSERT INTO "Payoff" (id, talent, amount, status) VALUES ($1, $2, 100000, 'paid')`, [id('o'), profileId]);
    expect((await page(server.url, w.anonymous, `/profile/${profileId}`)).status).toBe(200);
    expect((await page(server.url, w.anonymous, `/menu/${w.menuId}`)).status).toBe(200);
  });

  it('removes what no law needs, keeps the bookkeeping and DAC7 records, and its pages answer 404', async () => {
    const profileId = w.talent1.profileId;
    const res = await talent.post('/settings/account', { action: 'delete', confirm: 'SLET', currentPassword: PASSWORD });
    expect(res.status).toBe(303);

    // Gone: the profile's own words, portrait (and its file), city and the private details.
    expect(
      await rows(
        `SELECT "displayName", headline, presentation, specialities, photo, city, address, cvr FROM "TalentProfile" WHERE id = $1`,
        profileId,
      ),
    ).toEqual([
      { displayName: 'Slettet talent', headline: '', presentation: '', specialities: '', photo: '', city: '', address: '', cvr: '' },
    ]);
    expect(existsSync(join(uploadsDir, photoFile))).toBe(false);
    expect(await count(`SELECT count(*) FROM "Location" WHERE talent = $1`, profileId)).toBe(0);
    expect(await count(`SELECT count(*) FROM "Availability" WHERE talent = $1`, profileId)).toBe(0);
    expect(await count(`SELECT count(*) FROM "CalendarFeed" WHERE talent = $1`, profileId)).toBe(0);
    expect(await count(`SELECT count(*) FROM "ExternalBusyDay" WHERE talent = $1`, profileId)).toBe(0);
    expect(await rows(`SELECT name, phone FROM "User" WHERE id = $1`, w.talent1.id)).toEqual([{ name: 'Slettet bruger', phone: '' }]);
    expect(await rows(`SELECT status FROM "Menu" WHERE id = $1`, w.menuId)).toEqual([{ status: 'archived' }]);

    // Kept: the bookkeeping (bogføringsloven, 5 years) and what DAC7 reports (10 years).
    expect(await rows(`SELECT "totalAmount", "talentAmount", status FROM "Booking" WHERE id = $1`, bookingId)).toEqual([
      { totalAmount: 200000, talentAmount: 160000, status: 'completed' },
    ]);
    expect(await count(`SELECT count(*) FROM "LedgerEntry" WHERE talent = $1`, profileId)).toBe(2);
    expect(await count(`SELECT count(*) FROM "Payoff" WHERE talent = $1`, profileId)).toBe(1);
    expect(await rows(`SELECT name, "taxNumberMasked" FROM "SellerInformation" WHERE talent = $1`, profileId)).toEqual([
      { name: 'Tove Test', taxNumberMasked: '010190-****' },
    ]);
    expect(await rows(`SELECT "registrationNumber", "accountNumber" FROM "BankAccount" WHERE talent = $1`, profileId)).toEqual([
      { registrationNumber: '1234', accountNumber: '0012345678' },
    ]);

    // The public: profile, menu and the old iCal feed are gone.
    const profile = await page(server.url, w.anonymous, `/profile/${profileId}`);
    expect(profile.status).toBe(404);
    expect(profile.html).toContain('Talentet findes ikke');
    const menu = await page(server.url, w.anonymous, `/menu/${w.menuId}`);
    expect(menu.status).toBe(404);
    expect(menu.html).toContain('Menuen findes ikke');
    expect((await fetch(server.url + feedPath)).status).toBe(404);

    // The customer who booked still sees the booking, with the talent's neutral name.
    const history = (await page(server.url, w.customerA.visitor, '/my-bookings')).html;
    expect(history).toContain('Slettet talent');
    expect(history).not.toContain(`Talent Et ${w.tag}`);
  });
});
