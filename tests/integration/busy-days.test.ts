/**
 * A day with an accepted or paid booking is busy for that talent (cms/domain/booking/calendar.ts):
 * the talent's calendar marks it, search for that date leaves the talent out, the menu page lists
 * it as taken (and its booking form does not take that date over from search), and a new request or another acceptance on that day is refused in Danish — while a
 * day with only a request stays open, and a cancelled booking frees its day again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedBooking,
  bookingStatus,
  createBookingWorld,
  dateInDays,
  must,
  page,
  payBooking,
  requestBooking,
  type BookingWorld,
} from '../support/bookings';
import { startServer, type TestServer } from '../support/server';

let server: TestServer;
let w: BookingWorld;

beforeAll(async () => {
  server = await startServer({ SCHEDULER_INTERVAL_MS: '0' });
  w = await createBookingWorld(server.url);
});
afterAll(async () => {
  await server?.stop();
});

const errorOf = (result: { errors?: { message: string }[] }) => result.errors?.map((e) => e.message).join('\n') ?? '';

/** Whether a search for `date` offers the world's menu (newest first: it is on the first page). */
async function offered(date: string) {
  const result = await must(w.anonymous, `query($s: MenuSearchInput!) { searchMenus(search: $s) { menus { id } } }`, {
    s: { date, sort: 'nyeste', perPage: 48 },
  });
  return result.searchMenus.menus.some((m: { id: string }) => m.id === w.menuId);
}

/** "12. juni 2027" the way the pages write a day. */
const danishDay = (date: string) =>
  new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** The talent's month view: the cell of `date` (its attributes and text). */
async function calendarCell(date: string) {
  const { html, status } = await page(server.url, w.talent1.visitor, `/settings/booking-calendar?maaned=${date.slice(0, 7)}`);
  expect(status).toBe(200);
  const match = new RegExp(`<li[^>]*data-date="${date}"[^>]*>[\\s\\S]*?</li>`).exec(html);
  expect(match, date).not.toBeNull();
  return match![0];
}

/** The dates the menu page lists under "Optaget". */
async function takenOnMenuPage() {
  const { html } = await page(server.url, w.anonymous, `/menu/${w.menuId}`);
  const section = html.slice(html.indexOf('Optaget'));
  return [...section.matchAll(/<time datetime="(\d{4}-\d{2}-\d{2})">([^<]+)<\/time>/g)].map((m) => ({ date: m[1], text: m[2] }));
}

describe('a paid day is busy', () => {
  const paidDay = dateInDays(40);
  const requestedDay = dateInDays(41);
  let paidId: string;

  beforeAll(async () => {
    paidId = await acceptedBooking(w, paidDay, '18:00');
    await payBooking(w, paidId);
    // the simulator's webhook arrives on its own
    for (let i = 0; i < 100 && (await bookingStatus(w, paidId)) !== 'paid'; i++) await new Promise((ok) => setTimeout(ok, 100));
    expect(await bookingStatus(w, paidId)).toBe('paid');
    expect((await requestBooking(w, w.customerB.visitor, requestedDay, '18:00')).data.requestBooking.status).toBe('requested');
  });

  it('search for that date no longer offers the talent; the day after and a day with only a request still do', async () => {
    expect(await offered(paidDay)).toBe(false);
    expect(await offered(dateInDays(42))).toBe(true);
    expect(await offered(requestedDay)).toBe(true);
  });

  it("the talent's booking calendar marks the day busy, and only that day", async () => {
    const cell = await calendarCell(paidDay);
    expect(cell).toContain('data-busy="true"');
    expect(cell).toContain('Optaget (booket)');
    expect(await calendarCell(requestedDay)).not.toContain('data-busy');
  });

  it('the menu page lists the day as taken, in Danish, and says nothing about the booking', async () => {
    const taken = await takenOnMenuPage();
    expect(taken).toContainEqual({ date: paidDay, text: danishDay(paidDay) });
    expect(taken.map((t) => t.date)).not.toContain(requestedDay);
    const { html } = await page(server.url, w.anonymous, `/menu/${w.menuId}`);
    expect(html).not.toContain('Test kunde-a');
  });

  it('the booking form does not take over a busy date from search, and says why; a free date it does', async () => {
    const busy = (await page(server.url, w.anonymous, `/menu/${w.menuId}?dato=${paidDay}`)).html;
    expect(busy).toContain(`Talentet er optaget ${danishDay(paidDay)}. Vælg en anden dato.`);
    expect(busy).not.toMatch(new RegExp(`id="b-dato"[^>]*value="${paidDay}"`));
    const free = (await page(server.url, w.anonymous, `/menu/${w.menuId}?dato=${requestedDay}`)).html;
    expect(free).toMatch(new RegExp(`id="b-dato"[^>]*value="${requestedDay}"`));
    expect(free).not.toContain('data-testid="date-taken"');
  });

  it('a new request for that day, even at another hour, is refused in Danish and creates nothing', async () => {
    const before = (
      await must(w.admin, `query($id: ID!) { bookingsCount(where: { talent: { id: { equals: $id } } }) }`, { id: w.talent1.profileId })
    ).bookingsCount;
    const refused = await requestBooking(w, w.customerB.visitor, paidDay, '10:00');
    expect(errorOf(refused)).toBe('Talentet er optaget den dag. Vælg en anden dato.');
    const after = (
      await must(w.admin, `query($id: ID!) { bookingsCount(where: { talent: { id: { equals: $id } } }) }`, { id: w.talent1.profileId })
    ).bookingsCount;
    expect(after).toBe(before);
  });

  it('an earlier request for the same day can no longer be accepted', async () => {
    const day = dateInDays(45);
    const early = (await requestBooking(w, w.customerB.visitor, day, '10:00')).data.requestBooking.id;
    await acceptedBooking(w, day, '19:00');
    expect(await offered(day)).toBe(false); // accepted (not yet paid) takes the day too
    const clash = await w.talent1.visitor.gql(`mutation($id: ID!) { acceptBooking(id: $id) { id } }`, { id: early });
    expect(errorOf(clash)).toBe('Talentet er optaget den dag. Vælg en anden dato.');
    expect(await bookingStatus(w, early)).toBe('requested');
  });

  it('a cancelled booking frees its day again', async () => {
    const day = dateInDays(50);
    const id = await acceptedBooking(w, day, '18:00');
    expect(await offered(day)).toBe(false);
    await must(w.customerA.visitor, `mutation($id: ID!) { cancelBooking(id: $id, reason: "Vi har aflyst") { id } }`, { id });
    expect(await offered(day)).toBe(true);
    expect(await calendarCell(day)).not.toContain('data-busy');
  });
});
