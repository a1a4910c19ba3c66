/**
 * Calendars (cms/domain/calendar/): the talent's private iCal feed holds their requested and
 * confirmed bookings and nobody else's, at a secret URL that a new URL, "stop" or blocking the
 * talent's account turns into a 404;
 * an external calendar served by this test on 127.0.0.1 (allowed by CALENDAR_ALLOW_PRIVATE_URLS)
 * is fetched by the job right after saving, and its busy day blocks the talent for search, the
 * menu page's booking form and a new request; a failing URL shows a Danish error with the time of
 * the last success and keeps the old busy days, and that error is the same words for an HTTP
 * status and a closed port (never the status).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedBooking,
  bookingStatus,
  createBookingWorld,
  dateInDays,
  must,
  page,
  PASSWORD,
  payBooking,
  requestBooking,
  type BookingWorld,
} from '../support/bookings';
import { PageBrowser, locationOf } from '../support/browser';
import { startServer, type TestServer } from '../support/server';

let server: TestServer;
let w: BookingWorld;
let talent1: PageBrowser;
let talent2: PageBrowser;
let customer: PageBrowser;

// The external calendar this test serves: its body and status can change between fetches.
let calendarServer: Server;
let calendarUrl = '';
let calendarStatus = 200;
let calendarBody = '';

beforeAll(async () => {
  server = await startServer({ SCHEDULER_INTERVAL_MS: '0', EXTERNAL_CALENDAR_INTERVAL_MS: '0', CALENDAR_ALLOW_PRIVATE_URLS: 'true' });
  w = await createBookingWorld(server.url);
  talent1 = await new PageBrowser(server.url).signIn(w.talent1.email, PASSWORD);
  talent2 = await new PageBrowser(server.url).signIn(w.talent2.email, PASSWORD);
  customer = await new PageBrowser(server.url).signIn(w.customerA.email, PASSWORD);
  calendarServer = createServer((_req, res) => {
    res.writeHead(calendarStatus, { 'content-type': 'text/calendar; charset=utf-8' });
    res.end(calendarStatus === 200 ? calendarBody : 'fejl');
  });
  await new Promise<void>((ok) => calendarServer.listen(0, '127.0.0.1', ok));
  calendarUrl = `http://127.0.0.1:${(calendarServer.address() as AddressInfo).port}/basic.ics`;
});
afterAll(async () => {
  await server?.stop();
  await new Promise((ok) => calendarServer?.close(ok));
});

const settings = async (browser: PageBrowser) => (await browser.get('/settings/booking-calendar')).text();
const feedPath = (html: string) => {
  const url = /data-testid="feed-url"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*data-testid="feed-url"/.exec(html);
  return url ? new URL((url[1] ?? url[2]).replace(/&amp;/g, '&')).pathname : null;
};
const ics = async (path: string) => {
  const res = await fetch(server.url + path);
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
};
const events = (text: string) => Object.values(ical.sync.parseICS(text)).filter((c): c is ical.VEvent => c?.type === 'VEVENT');

describe('the private iCal feed', () => {
  const requestedDay = dateInDays(20);
  const acceptedDay = dateInDays(21);
  const paidDay = dateInDays(22);
  const cancelledDay = dateInDays(23);
  let requestedId: string;
  let paidId: string;
  let cancelledId: string;
  let path: string;

  beforeAll(async () => {
    requestedId = (await requestBooking(w, w.customerB.visitor, requestedDay, '18:00', 12)).data.requestBooking.id;
    await acceptedBooking(w, acceptedDay, '19:30');
    paidId = await acceptedBooking(w, paidDay, '18:00');
    await payBooking(w, paidId);
    for (let i = 0; i < 100 && (await bookingStatus(w, paidId)) !== 'paid'; i++) await new Promise((ok) => setTimeout(ok, 100));
    cancelledId = await acceptedBooking(w, cancelledDay, '18:00');
    await must(w.customerA.visitor, `mutation($id: ID!) { cancelBooking(id: $id, reason: "Aflyst") { id } }`, { id: cancelledId });
  });

  it('the settings page offers a feed, and makes one', async () => {
    expect(feedPath(await settings(talent1))).toBeNull();
    const res = await talent1.post('/settings/calendar-links', { intent: 'feed-new' });
    expect(res.status).toBe(303);
    expect(locationOf(res)).toContain('/settings/booking-calendar?kalender=feed-new');
    const html = await settings(talent1);
    path = feedPath(html)!;
    expect(path).toMatch(/^\/kalender\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(html).toContain('Google Kalender');
    expect(html).toContain('Outlook');
    expect(html).toContain('iCloud');
    // The same URL on every visit (retrievable), not a new one.
    expect(feedPath(await settings(talent1))).toBe(path);
  });

  it("holds the talent's requested and confirmed bookings, in Danish and Copenhagen time, and not the cancelled one", async () => {
    const feed = await ics(path);
    expect(feed.status).toBe(200);
    expect(feed.type).toContain('text/calendar');
    expect(feed.text).toContain('X-WR-TIMEZONE:Europe/Copenhagen');
    expect(feed.text).toContain('DTSTART;TZID=Europe/Copenhagen:');
    const all = events(feed.text);
    const byUid = (id: string) => all.find((e) => e.uid.startsWith(`booking-${id}@`));
    const requested = byUid(requestedId)!;
    expect(String(requested.summary)).toBe(`Forespørgsel: Testmenu ${w.tag} (12 gæster)`);
    expect(requested.start.toISOString()).toBe(new Date(`${requestedDay}T18:00:00${offset(requestedDay)}`).toISOString());
    expect(String(byUid(paidId)!.summary)).toMatch(/^Bekræftet: Testmenu/);
    expect(all.some((e) => String(e.summary).startsWith('Bekræftet (afventer betaling)'))).toBe(true);
    expect(String(byUid(paidId)!.location)).toContain('Festvej 2, 8000 Aarhus C');
    expect(byUid(cancelledId)).toBeUndefined();
    expect(all).toHaveLength(3);
  });

  it("another talent's feed has none of them; a made-up secret is 404", async () => {
    await talent2.post('/settings/calendar-links', { intent: 'feed-new' });
    const other = feedPath(await settings(talent2))!;
    expect(other).not.toBe(path);
    const feed = await ics(other);
    expect(feed.status).toBe(200);
    expect(events(feed.text)).toHaveLength(0);
    expect(feed.text).not.toContain('Testmenu');
    expect((await ics(`/kalender/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await ics('/kalender/kort.ics')).status).toBe(404);
  });

  it('a new URL makes the old one 404; stopping makes every URL 404', async () => {
    await talent1.post('/settings/calendar-links', { intent: 'feed-new' });
    const renewed = feedPath(await settings(talent1))!;
    expect(renewed).not.toBe(path);
    expect((await ics(path)).status).toBe(404);
    expect((await ics(renewed)).status).toBe(200);
    await talent1.post('/settings/calendar-links', { intent: 'feed-revoke' });
    expect((await ics(renewed)).status).toBe(404);
    expect(feedPath(await settings(talent1))).toBeNull();
  });

  it('only a talent posts to the calendar links; a customer and an anonymous visitor change nothing', async () => {
    expect((await customer.post('/settings/calendar-links', { intent: 'feed-new' })).status).toBe(403);
    expect((await new PageBrowser(server.url).post('/settings/calendar-links', { intent: 'feed-new' })).status).toBe(403);
  });

  it("a blocked talent's feed answers 404 (it names their customers); unblocked, the same URL works again", async () => {
    await talent1.post('/settings/calendar-links', { intent: 'feed-new' });
    const live = feedPath(await settings(talent1))!;
    const before = await ics(live);
    expect(before.status).toBe(200);
    expect(before.text).toContain('Test kunde-b');

    const setBlocked = (at: string | null) =>
      must(w.admin, `mutation($id: ID!, $at: DateTime) { updateUser(where: { id: $id }, data: { blockedAt: $at }) { id } }`, {
        id: w.talent1.id,
        at,
      });
    await setBlocked(new Date().toISOString());
    const blocked = await ics(live);
    expect(blocked.status).toBe(404);
    expect(blocked.text).not.toContain('Test kunde-b');
    expect(blocked.text).toBe('Kalenderen findes ikke.');

    // Blocking is undone by clearing blockedAt; the feed row was never touched, so its URL serves again.
    await setBlocked(null);
    expect((await ics(live)).status).toBe(200);
    // Blocking ended the talent's sessions: sign in again for the tests below.
    talent1 = await new PageBrowser(server.url).signIn(w.talent1.email, PASSWORD);
  });
});

/** "+01:00" or "+02:00": Copenhagen's offset on that day at 18:00. */
function offset(day: string) {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Copenhagen', timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${day}T16:00:00Z`))
    .find((p) => p.type === 'timeZoneName')!.value;
  return name.replace('GMT', '') || '+00:00';
}

/** A calendar as Google exports one: an all-day event, a late timed event, a free one and a cancelled one. */
function googleCalendar(allDay: string, late: string, free: string) {
  const compact = (day: string) => day.replace(/-/g, '');
  const next = (day: string) => dateInDays(1, new Date(`${day}T12:00:00Z`).getTime()).replace(/-/g, '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'X-WR-TIMEZONE:Europe/Copenhagen',
    'BEGIN:VEVENT',
    'UID:ferie@google.com',
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${compact(allDay)}`,
    `DTEND;VALUE=DATE:${next(allDay)}`,
    'SUMMARY:Ferie',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:fest@google.com',
    'DTSTAMP:20260101T000000Z',
    `DTSTART;TZID=Europe/Copenhagen:${compact(late)}T210000`,
    `DTEND;TZID=Europe/Copenhagen:${compact(late)}T233000`,
    'SUMMARY:Fødselsdag',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:ledig@google.com',
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${compact(free)}`,
    `DTEND;VALUE=DATE:${next(free)}`,
    'TRANSP:TRANSPARENT',
    'SUMMARY:Husk',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

async function offered(date: string) {
  const result = await must(w.anonymous, `query($s: MenuSearchInput!) { searchMenus(search: $s) { menus { id } } }`, {
    s: { date, sort: 'nyeste', perPage: 48 },
  });
  return result.searchMenus.menus.some((m: { id: string }) => m.id === w.menuId);
}

/** The fetch's message (cms/domain/calendar/fetch-ics.ts) for every network or HTTP failure. */
const UNREACHABLE = 'Kalenderen kunne ikke hentes fra adressen. Tjek at adressen er en offentlig iCal-adresse (.ics).';
/** The error the settings page shows, without the time of the try. */
const shownError = (html: string) =>
  /data-testid="external-error"[^>]*>\s*<p[^>]*>Vi kunne ikke hente din kalender \([^)]*\): ([^<]*)<\/p>/.exec(html)?.[1];

/** Waits until the settings page shows what the fetch job did. */
async function settled(browser: PageBrowser, marker: string) {
  for (let i = 0; i < 100; i++) {
    const html = await settings(browser);
    if (html.includes(marker)) return html;
    await new Promise((ok) => setTimeout(ok, 150));
  }
  throw new Error(`the settings page never showed ${marker}`);
}

describe('an external calendar blocks its busy days', () => {
  const allDay = dateInDays(60);
  const late = dateInDays(62);
  const free = dateInDays(64);
  const danish = (date: string) =>
    new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${date}T12:00:00Z`),
    );

  it('refuses a URL that is not http(s), in Danish', async () => {
    for (const url of ['ftp://example.com/kalender.ics', 'javascript:alert(1)', 'ikke en adresse']) {
      const res = await talent1.post('/settings/calendar-links', { intent: 'external-save', url });
      expect(res.status).toBe(303);
      const html = await settings(talent1);
      expect(html).toContain('Skriv hele adressen på kalenderens iCal-link');
      expect(html).toContain('aria-invalid="true"');
    }
  });

  it('is fetched right after saving; its busy days block search, the menu page and a new request', async () => {
    calendarBody = googleCalendar(allDay, late, free);
    expect(await offered(allDay)).toBe(true);
    await talent1.post('/settings/calendar-links', { intent: 'external-save', url: calendarUrl });
    const html = await settled(talent1, 'data-testid="external-synced"');
    expect(html).toContain(`<time datetime="${allDay}"`);
    expect(html).toContain(`<time datetime="${late}"`);
    expect(html).not.toContain(`<time datetime="${free}"`);
    expect(html).not.toContain('Fødselsdag'); // only days are kept, never what the event was

    expect(await offered(allDay)).toBe(false);
    expect(await offered(late)).toBe(false);
    expect(await offered(free)).toBe(true);
    const menu = (await page(server.url, w.anonymous, `/menu/${w.menuId}?dato=${allDay}`)).html;
    expect(menu).toContain(`Talentet er optaget ${danish(allDay)}. Vælg en anden dato.`);
    const refused = await requestBooking(w, w.customerA.visitor, late, '12:00');
    expect(refused.errors?.[0]?.message).toBe('Talentet er optaget den dag. Vælg en anden dato.');
    expect((await requestBooking(w, w.customerA.visitor, free, '18:00')).data.requestBooking.status).toBe('requested');
  });

  it('a failing URL shows a Danish error with the last success, and keeps the old busy days', async () => {
    calendarStatus = 500;
    await talent1.post('/settings/calendar-links', { intent: 'external-refresh' });
    const html = await settled(talent1, 'data-testid="external-error"');
    expect(html).toContain('Vi kunne ikke hente din kalender');
    // Never the status: the talent's page must be no oracle for what answers at a URL.
    expect(shownError(html)).toBe(UNREACHABLE);
    expect(html).toMatch(/Vi bruger de optagede dage fra sidste gang, det lykkedes \(\d+\. [a-zæøå]+ \d{4} kl\. \d{2}\.\d{2}\)/);
    expect(html).toContain(`<time datetime="${allDay}"`);
    expect(await offered(allDay)).toBe(false);
    calendarStatus = 200;
  });

  it('a closed port shows the same words as an HTTP error, so the page reveals nothing about the target', async () => {
    const probe = createServer();
    await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
    const closedPort = (probe.address() as AddressInfo).port;
    await new Promise((ok) => probe.close(ok));
    await talent2.post('/settings/calendar-links', { intent: 'external-save', url: `http://127.0.0.1:${closedPort}/kalender.ics` });
    expect(shownError(await settled(talent2, 'data-testid="external-error"'))).toBe(UNREACHABLE);
    await talent2.post('/settings/calendar-links', { intent: 'external-remove' });
  });

  it('removing the calendar frees its days', async () => {
    await talent1.post('/settings/calendar-links', { intent: 'external-remove' });
    expect(await offered(allDay)).toBe(true);
  });
});
