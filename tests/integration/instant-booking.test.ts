/**
 * "Book med det samme" (Menu.instantBooking): a request for a free day is accepted at once with
 * its pay deadline, through the process table's `requestInstantly`; 60 customers asking for the
 * same day at once leave exactly one accepted booking (the talent lock and one event a day).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingWorld, dateInDays, must, requestBooking, type BookingWorld } from '../support/bookings';
import { startServer, type TestServer } from '../support/server';

let server: TestServer;
let w: BookingWorld;

beforeAll(async () => {
  server = await startServer({ SCHEDULER_INTERVAL_MS: '0' });
  w = await createBookingWorld(server.url);
  await must(w.admin, `mutation($id: ID!) { updateMenu(where: { id: $id }, data: { instantBooking: true }) { id } }`, { id: w.menuId });
});
afterAll(async () => {
  await server?.stop();
});

describe('Book med det samme', () => {
  it('a request for a free day is accepted at once, with the pay deadline', async () => {
    const result = await requestBooking(w, w.customerA.visitor, dateInDays(60), '18:00', 10);
    expect(result.errors).toBeUndefined();
    expect(result.data.requestBooking.status).toBe('accepted');
    const booking = await must(w.admin, `query($id: ID!) { booking(where: { id: $id }) { status payBy respondBy acceptedAt } }`, {
      id: result.data.requestBooking.id,
    });
    expect(booking.booking.payBy).toBeTruthy();
    expect(booking.booking.acceptedAt).toBeTruthy();
    expect(booking.booking.respondBy).toBeNull();
  });

  it('60 customers booking the same day at once: exactly one is accepted, the others are told the day is taken', async () => {
    const date = dateInDays(64);
    const times = ['12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00', '21:00'];
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        requestBooking(w, (i % 2 ? w.customerA : w.customerB).visitor, date, times[i % times.length], 5),
      ),
    );
    const accepted = results.filter((r) => r.data?.requestBooking?.status === 'accepted');
    expect(accepted).toHaveLength(1);
    for (const r of results.filter((r) => !r.data?.requestBooking)) {
      expect(r.errors?.[0]?.message).toMatch(/optaget den dag|allerede en booking/);
    }
  });
});
