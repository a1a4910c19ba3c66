/**
 * Copenhagen wall-clock time → UTC instant. Bookings, calendars and dashboards speak Danish local
 * time while the database stores instants; the seed uses this too (the seed may import the
 * domain, never the other way round).
 */

const ZONE = 'Europe/Copenhagen';
const HOUR = 60 * 60 * 1000;

/** A calendar day in Copenhagen (month 1–12). */
export type CalendarDay = { year: number; month: number; day: number };

/** Minutes Copenhagen is ahead of UTC at `instant` (60 in winter, 120 in summer). */
function copenhagenOffsetMinutes(instant: Date) {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The UTC instant of a Copenhagen wall-clock time ('HH:MM') on a calendar day. */
export function copenhagenTime({ year, month, day }: CalendarDay, time: string) {
  const [hours, minutes] = time.split(':').map(Number);
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hours, minutes);
  const offset = copenhagenOffsetMinutes(new Date(wallClockAsUtc - 2 * HOUR));
  return new Date(wallClockAsUtc - offset * 60 * 1000);
}
