/**
 * The demo bookings keep the booking process's deadlines (48 h to answer, 72 h to pay, never
 * after the event starts), and a booking the demo shows as waiting is still within them — so the
 * scheduler does not expire the demo's open requests and unpaid bookings the moment it runs.
 */
import { describe, expect, it } from 'vitest';
import { PAY_WITHIN_MS, RESPOND_WITHIN_MS } from '../../cms/domain/booking/timing';
import { planBookings } from '../../cms/seed/steps/plan';
import { seedTime } from '../../cms/seed/steps/shared';

describe('the demo bookings', () => {
  for (const now of [new Date('2026-11-23T06:00:00Z'), new Date('2026-06-14T21:30:00Z')]) {
    it(`follow the answer and payment deadlines (seeded at ${now.toISOString()})`, () => {
      const planned = planBookings(seedTime(now));
      for (const b of planned) {
        const key = b.spec.key;
        expect(b.respondBy.getTime(), key).toBe(Math.min(b.created.getTime() + RESPOND_WITHIN_MS, b.startsAt.getTime()));
        if (b.acceptedAt) expect(b.payBy?.getTime(), key).toBe(Math.min(b.acceptedAt.getTime() + PAY_WITHIN_MS, b.startsAt.getTime()));
        else expect(b.payBy, key).toBeNull();
        if (b.spec.status === 'requested') expect(b.respondBy > now, `${key} still open`).toBe(true);
        if (b.spec.status === 'accepted') expect(b.payBy! > now, `${key} still payable`).toBe(true);
      }
      expect(planned.filter((b) => b.spec.status === 'accepted').length).toBeGreaterThan(0);
    });
  }
});
