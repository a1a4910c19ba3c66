// Booking requests as the write benchmarks send them (bench/writes.mjs, bench/booking-statements.mjs):
// the demo customers, the mutation, and the (customer, menu, days) a request is accepted for.
import { graphql } from './server.mjs';

export const CUSTOMERS = [
  'kunde@mixbuddy.dk',
  ...['lars.pedersen', 'anne.mortensen', 'henrik.larsen', 'signe.poulsen'].map((n) => `${n}@demo.mixbuddy.dk`),
];

export const REQUEST = `mutation($m: ID!, $d: String!, $t: String!, $g: Int!) { requestBooking(menuId: $m, date: $d, time: $t, guests: $g,
  address: "Festvej 2", postcode: "8000", city: "Aarhus C", message: "Vi glæder os") { id status } }`;

/** Days 60–120 ahead, as YYYY-MM-DD. */
export const days = Array.from({ length: 60 }, (_, i) => new Date(Date.now() + (60 + i) * 86_400_000).toISOString().slice(0, 10));

/**
 * What each customer may request on `base`: per talent one menu, the weekdays the talent works
 * (probed on seven days in a row), and the customers the menu is open to (a menu with alcohol asks
 * for an age check some demo customers have not passed). Probed with real requests.
 */
export async function requestableSlots(base, cookies) {
  const { data } = await graphql(
    base,
    cookies[0],
    '{ menus(take: 100, where: { status: { equals: "published" } }) { id minGuests talent { id } } }',
  );
  const slots = [];
  const seen = new Set();
  for (const menu of data.menus) {
    if (seen.has(menu.talent?.id)) continue;
    seen.add(menu.talent?.id);
    const workdays = [];
    for (const day of days.slice(0, 7)) {
      const answer = await graphql(base, cookies[0], REQUEST, { m: menu.id, d: day, t: '18:00', g: menu.minGuests });
      if (answer.data?.requestBooking) workdays.push(new Date(day).getUTCDay());
    }
    if (!workdays.length) continue;
    const open = days.filter((day) => workdays.includes(new Date(day).getUTCDay()));
    for (const cookie of cookies) {
      const answer = await graphql(base, cookie, REQUEST, { m: menu.id, d: open[0], t: '18:00', g: menu.minGuests });
      if (answer.data?.requestBooking) slots.push({ cookie, m: menu.id, t: '18:00', g: menu.minGuests, days: open });
    }
  }
  return slots;
}
