// The demo bookings planned before anything is written: dates, frozen prices and message threads,
// checked against the marketplace's calendar rules.
import { blockingStatuses, payByFor, respondByFor } from '../../domain/booking-states';
import { splitAmount } from '../../domain/commission';
import { customers } from '../accounts';
import { bookings, places, type BookingSeed } from '../bookings';
import { copenhagenTime } from '../../domain/time';
import { addHours, clock, danishDate, danishTime, dayAt, dayOffset, isoDay, relativeDay } from '../calendar';
import { bookingThread } from '../conversations';
import { menus, type MenuSeed } from '../menus';
import { talents } from '../talent';
import { firstName, type SeedTime } from './shared';

/** Every demo booking, planned and checked (no overlap, no blocked date). */
export function planBookings({ now, past }: SeedTime) {
  const menuByKey = new Map(menus.map((m) => [m.key, m]));
  const planned = bookings.map((b, i) => planBooking(b, i, menuByKey.get(b.menu)!, now, past));
  checkCalendar(planned, now);
  return planned;
}

/** Works out a booking's dates, price snapshot and messages from its seed. */
function planBooking(spec: BookingSeed, index: number, menu: MenuSeed, now: Date, past: (date: Date) => Date) {
  const { status } = spec;
  if (spec.guests < menu.minGuests || spec.guests > menu.maxGuests) {
    throw new Error(`Demo booking ${spec.key}: ${spec.guests} guests is outside ${menu.key}'s ${menu.minGuests}–${menu.maxGuests}`);
  }
  const startsAt = copenhagenTime(relativeDay(now, spec.on), spec.at);
  const endsAt = new Date(startsAt.getTime() + menu.durationMinutes * 60_000);
  const pastEvent = status === 'completed';
  if (pastEvent !== startsAt < now && status !== 'expired') {
    throw new Error(`Demo booking ${spec.key}: a ${status} booking must be ${pastEvent ? 'in the past' : 'in the future'}`);
  }
  // People write in the daytime: each step happens on a day relative to today at a varied hour.
  // A request waiting for an answer or a payment is recent enough that its deadline (the booking
  // process's 48 h to answer, 72 h to pay) is still ahead.
  const eventDay = dayOffset(now, relativeDay(now, spec.on));
  const createdDay = {
    requested: -1,
    accepted: -2,
    declined: -4,
    expired: Math.min(-6, eventDay - 10),
    cancelled: -9,
    paid: -12,
    completed: eventDay - 30,
    refunded: Math.min(-20, eventDay - 20),
  }[status];
  const created = past(dayAt(now, createdDay, clock(9 + ((index * 5) % 10), (index * 17) % 60)));
  const wasAccepted = ['accepted', 'cancelled', 'paid', 'completed', 'refunded'].includes(status);
  const wasPaid = ['paid', 'completed', 'refunded'].includes(status);
  const acceptedAt = wasAccepted ? dayAt(now, createdDay + 1, clock(8 + ((index * 3) % 6), (index * 23) % 60)) : null;
  const paidAt = wasPaid ? dayAt(now, createdDay + 2, clock(18 + (index % 3), (index * 7) % 60)) : null;
  const completedAt = status === 'completed' ? past(addHours(endsAt, 6)) : null;
  const cancelledAt = status === 'cancelled' ? dayAt(now, -2, '11:20') : status === 'refunded' ? dayAt(now, -3, '09:40') : null;
  const respondBy = respondByFor(created, startsAt);
  const payBy = acceptedAt ? payByFor(acceptedAt, startsAt) : null;

  const total = menu.pricePerGuest * spec.guests;
  const { commissionAmount, talentAmount } = splitAmount(total);

  const customer = customers.find((c) => c.key === spec.customer);
  const talent = talents.find((t) => t.key === menu.talent)!;
  if (!customer) throw new Error(`Demo booking ${spec.key}: unknown customer ${spec.customer}`);
  const dateText = danishDate(startsAt);
  const messages = bookingThread(status, {
    customer: firstName(customer.name),
    talent: firstName(talent.name),
    menu: menu.title,
    category: menu.category,
    guests: spec.guests,
    occasion: spec.occasion,
    city: places[spec.place].city,
    date: dateText,
    time: danishTime(startsAt),
    payBy: danishDate(payBy ?? respondBy),
    reason: spec.reason ?? '',
    cancelledBy: spec.cancelledBy,
    variant: index,
    times: {
      created,
      accepted: acceptedAt ?? created,
      paid: paidAt ?? created,
      cancelled: cancelledAt ?? created,
      respondBy,
      ends: endsAt,
    },
  });
  // Keep the thread in order and in the past.
  let previous = 0;
  for (const message of messages) {
    const at = Math.max(past(message.at).getTime(), previous + 60_000);
    message.at = new Date(at);
    previous = at;
  }
  return {
    spec,
    menu,
    startsAt,
    endsAt,
    dateText,
    created,
    respondBy,
    payBy,
    acceptedAt,
    paidAt,
    completedAt,
    cancelledAt,
    total,
    commissionAmount,
    talentAmount,
    messages,
  };
}

export type PlannedBooking = ReturnType<typeof planBooking>;

/** Guards the demo data against edits that break the marketplace's calendar rules. */
function checkCalendar(planned: PlannedBooking[], now: Date) {
  const holding = planned.filter((p) => blockingStatuses.includes(p.spec.status));
  for (const a of holding) {
    for (const b of holding) {
      if (a !== b && a.menu.talent === b.menu.talent && a.startsAt < b.endsAt && b.startsAt < a.endsAt) {
        throw new Error(`Demo bookings ${a.spec.key} and ${b.spec.key} overlap for the same talent`);
      }
      // One accepted or paid event a day (cms/domain/booking/calendar.ts).
      if (a !== b && a.menu.talent === b.menu.talent && isoDay(relativeDay(now, a.spec.on)) === isoDay(relativeDay(now, b.spec.on))) {
        throw new Error(`Demo bookings ${a.spec.key} and ${b.spec.key} fall on the same day for the same talent`);
      }
    }
    const talent = talents.find((t) => t.key === a.menu.talent)!;
    const day = isoDay(relativeDay(now, a.spec.on));
    if (talent.blocked.some((b) => isoDay(relativeDay(now, b)) === day)) {
      throw new Error(`Demo booking ${a.spec.key} falls on a blocked date of ${talent.key}`);
    }
  }
}
