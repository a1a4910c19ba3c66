/**
 * The Copenhagen days an iCal calendar is busy on, parsed with node-ical: every event (and every
 * instance of a recurring one) from `from` through `until` ('YYYY-MM-DD'), except events marked
 * free (TRANSP:TRANSPARENT), cancelled ones and MixBuddy's own bookings (a talent who subscribes
 * their MixBuddy feed in the same calendar must not block their own bookings).
 * - An all-day event blocks its dates (DTEND exclusive), as written, without any time zone.
 * - A timed event blocks every Copenhagen day it touches (a party from 22:00 to 02:00 both days).
 * Only days leave this function: never a title, a time or a place.
 */
import ical from 'node-ical';
import { copenhagenDayBounds, copenhagenParts } from '../booking/calendar';
import { OWN_UID_SUFFIX } from './feed';

const MAX_DAYS_PER_EVENT = 366;

/** The calendar date of a date-only value as node-ical builds it (local midnight of the process). */
const dateOnly = (value: Date) =>
  `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;

/** 'YYYY-MM-DD' + n days. */
function addDays(day: string, n: number) {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

export function busyDaysOfIcs(text: string, from: string, until: string): string[] {
  const parsed = ical.sync.parseICS(text);
  const window = { from: copenhagenDayBounds(from).start, to: copenhagenDayBounds(until).end };
  const days = new Set<string>();
  for (const component of Object.values(parsed)) {
    if (!component || component.type !== 'VEVENT') continue;
    const event = component as ical.VEvent;
    if (event.transparency === 'TRANSPARENT' || event.status === 'CANCELLED') continue;
    if (typeof event.uid === 'string' && event.uid.endsWith(OWN_UID_SUFFIX)) continue;
    if (!(event.start instanceof Date) || Number.isNaN(event.start.getTime())) continue;
    const instances = ical.expandRecurringEvent(event, { from: window.from, to: window.to, expandOngoing: true });
    for (const instance of instances) {
      let first: string;
      let last: string;
      if (instance.isFullDay) {
        first = dateOnly(instance.start);
        const end = instance.end && instance.end > instance.start ? dateOnly(instance.end) : addDays(first, 1);
        last = addDays(end, -1);
      } else {
        const end = instance.end && instance.end > instance.start ? instance.end : instance.start;
        first = copenhagenParts(instance.start).date;
        last = copenhagenParts(new Date(Math.max(instance.start.getTime(), end.getTime() - 1))).date;
      }
      for (let day = first, n = 0; day <= last && n < MAX_DAYS_PER_EVENT; day = addDays(day, 1), n++) {
        if (day >= from && day <= until) days.add(day);
      }
    }
  }
  return [...days].sort();
}
