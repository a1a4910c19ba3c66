/**
 * Is the talent free? Checked inside the talent lock (cms/domain/locks.ts) when a booking is
 * requested, accepted or paid: the start lies within the talent's weekly hours (when they have
 * any), the day is not blocked, no accepted or paid booking overlaps, and the day holds no other
 * accepted or paid booking — a talent takes one event a day, so that day is busy (`busyDays`):
 * the talent's calendar shows it, the menu page lists it and search leaves the talent out.
 * The database holds the one-event-a-day rule too (the exclusion constraint
 * "Booking_one_event_a_day", migrations/20261126050000_one_event_a_day), so a write that skips
 * this check and the lock is refused; the check here stays for the Danish answer.
 * A day the talent's external calendar is busy on (ExternalBusyDay, cms/domain/calendar/) is busy
 * in the same way: the same three functions read it, so search, the menu page's booking form and
 * a new request agree. (It does not undo an acceptance or a payment already under way.)
 */
import { blockingStatuses } from '../booking-states';
import { DomainError } from '../errors';
import type { Tx } from '../locks';
import { copenhagenParts, copenhagenTime, IMPOSSIBLE_DATE_MESSAGE, parseCalendarDay } from '../time';

export { copenhagenParts };

/** The UTC instant of a Copenhagen date ('YYYY-MM-DD') and time ('HH:MM'). */
export function copenhagenInstant(date: string, time: string): Date {
  const day = parseCalendarDay(date);
  if (!day) throw new DomainError(IMPOSSIBLE_DATE_MESSAGE, { date: IMPOSSIBLE_DATE_MESSAGE });
  return copenhagenTime(day, time);
}

type Slot = { startsAt: Date; endsAt: Date };

/** The first instant of a Copenhagen day ('YYYY-MM-DD') and of the day after it. */
export function copenhagenDayBounds(date: string): { start: Date; end: Date } {
  const [year, month, day] = date.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return {
    start: copenhagenTime({ year, month, day }, '00:00'),
    end: copenhagenTime({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() }, '00:00'),
  };
}

type BookingReader = {
  booking: { findMany: (args: object) => Promise<{ talentId: string | null; startsAt: Date }[]> };
  externalBusyDay: { findMany: (args: object) => Promise<{ talentId: string | null; day: string }[]> };
};

/**
 * The busy days ('YYYY-MM-DD', Copenhagen) from `from` through `until`: the days on which the
 * talent has an accepted or paid booking, or their external calendar is busy. Says only that the
 * talent is taken, never by whom or with what.
 */
export async function busyDays(db: BookingReader, talentId: string, from: string, until: string): Promise<string[]> {
  const [rows, external] = await Promise.all([
    db.booking.findMany({
      where: {
        talentId,
        status: { in: [...blockingStatuses] },
        startsAt: { gte: copenhagenDayBounds(from).start, lt: copenhagenDayBounds(until).end },
      },
      select: { talentId: true, startsAt: true },
      orderBy: { startsAt: 'asc' },
    }),
    db.externalBusyDay.findMany({ where: { talentId, day: { gte: from, lte: until } }, select: { talentId: true, day: true } }),
  ]);
  return [...new Set([...rows.map((row) => copenhagenParts(row.startsAt).date), ...external.map((row) => row.day)])].sort();
}

/** A UTC instant as the `timestamp` (UTC, without zone) the columns hold, whatever the session's time zone. */
const utc = (n: number) => `($${n}::timestamptz AT TIME ZONE 'UTC')`;
const blocking = blockingStatuses.map((status) => `'${status}'`).join(', ');

/**
 * What makes a Copenhagen day not free, as SQL conditions on the day's rows, each on its own table
 * (the alias named): one talent's check (`FREEDOM_SQL`) and every talent's at once
 * (`talentsNotFreeOn`, for search) are built from these, so the two cannot drift apart.
 */
const notFreeThatDay = {
  /** "ExternalBusyDay" e: their external calendar is busy that day. */
  externalBusy: (day: string) => `e."day" = ${day}`,
  /** "Availability" a: the talent blocked that day. */
  blocked: (day: string) => `a."kind" = 'blocked' AND a."date" = ${day}::date`,
  /** "Booking" b: an accepted or paid booking starts within the day's bounds (one event a day). */
  booked: (start: string, end: string) => `b."status" IN (${blocking}) AND b."startsAt" >= ${start} AND b."startsAt" < ${end}`,
};

/**
 * The talent not free on a Copenhagen day, in one statement: blocked that day, keeping weekly
 * hours without that weekday, an accepted or paid booking that day, or their external calendar
 * busy. $1 the date (text, as ExternalBusyDay keeps it), $2 the date again (cast to a date),
 * $3 its ISO weekday, $4/$5 the day's bounds.
 */
const NOT_FREE_SQL = `SELECT e."talent" AS id FROM "ExternalBusyDay" e WHERE ${notFreeThatDay.externalBusy('$1')} AND e."talent" IS NOT NULL
  UNION SELECT a."talent" FROM "Availability" a WHERE ${notFreeThatDay.blocked('$2')} AND a."talent" IS NOT NULL
  UNION SELECT w."talent" FROM "Availability" w WHERE w."kind" = 'weekly' AND w."talent" IS NOT NULL
    GROUP BY w."talent" HAVING NOT bool_or(w."weekday" = $3::int)
  UNION SELECT b."talent" FROM "Booking" b WHERE ${notFreeThatDay.booked(utc(4), utc(5))} AND b."talent" IS NOT NULL`;

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar day 'YYYY-MM-DD'. */
export function isoWeekday(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
}

/**
 * The talent profiles not free on a Copenhagen day ('YYYY-MM-DD'): search leaves them out for that
 * date. One statement, each part on its own index, so a date search costs one cheap read first.
 */
export async function talentsNotFreeOn(db: { $queryRawUnsafe(query: string, ...values: unknown[]): Promise<unknown> }, date: string) {
  const { start, end } = copenhagenDayBounds(date);
  const rows = (await db.$queryRawUnsafe(NOT_FREE_SQL, date, date, isoWeekday(date), start.toISOString(), end.toISOString())) as {
    id: string;
  }[];
  return rows.map((row) => String(row.id));
}

/** What `assertTalentFree` reads, in one statement. */
type Freedom = {
  externalBusy: boolean;
  blocked: boolean;
  weekly: { weekday: number | null; startTime: string; endTime: string }[];
  overlapping: boolean;
  sameDay: boolean;
};

/**
 * Everything the rules below read, as one statement: the external calendar's busy day, a blocked
 * day, the weekly hours, an overlapping booking and another booking that day (each an EXISTS on
 * the talent's own indexed rows). $1 talent, $2 the Copenhagen date, $3/$4 the slot, $5/$6 the
 * day's bounds, $7 the booking to leave out ('' for none).
 */
const FREEDOM_SQL = `SELECT
  EXISTS (SELECT 1 FROM "ExternalBusyDay" e WHERE e."talent" = $1 AND ${notFreeThatDay.externalBusy('$2')}) AS "externalBusy",
  EXISTS (SELECT 1 FROM "Availability" a WHERE a."talent" = $1 AND ${notFreeThatDay.blocked('$2')}) AS "blocked",
  (SELECT COALESCE(json_agg(json_build_object('weekday', a."weekday", 'startTime', a."startTime", 'endTime', a."endTime")), '[]'::json)
     FROM "Availability" a WHERE a."talent" = $1 AND a."kind" = 'weekly') AS "weekly",
  EXISTS (SELECT 1 FROM "Booking" b WHERE b."talent" = $1 AND b."status" IN (${blocking})
     AND b."startsAt" < ${utc(4)} AND b."endsAt" > ${utc(3)} AND b."id" <> $7) AS "overlapping",
  EXISTS (SELECT 1 FROM "Booking" b WHERE b."talent" = $1 AND ${notFreeThatDay.booked(utc(5), utc(6))}
     AND b."id" <> $7) AS "sameDay"`;

/**
 * A new request checks the weekly hours and the external calendar's busy days too
 * (`checkWeeklyHours`, `checkExternalCalendar`); an acceptance or a payment already under way is
 * not undone by them. The refusals come in this order: external calendar, blocked day, weekly
 * hours, overlap, one event a day.
 */
export async function assertTalentFree(
  tx: Tx,
  talentId: string,
  slot: Slot,
  options: { ignoreBookingId?: string; checkWeeklyHours?: boolean; checkExternalCalendar?: boolean } = {},
) {
  const local = copenhagenParts(slot.startsAt);
  const { start, end } = copenhagenDayBounds(local.date);
  const [found]: Freedom[] = await tx.$queryRawUnsafe(
    FREEDOM_SQL,
    talentId,
    local.date,
    slot.startsAt.toISOString(),
    slot.endsAt.toISOString(),
    start.toISOString(),
    end.toISOString(),
    options.ignoreBookingId ?? '',
  );
  if (options.checkExternalCalendar && found.externalBusy) {
    throw new DomainError('Talentet er optaget den dag. Vælg en anden dato.', { date: 'Talentet er optaget den dag' }, 'CONFLICT');
  }
  if (found.blocked)
    throw new DomainError('Talentet er ikke ledigt den dag. Vælg en anden dato.', { date: 'Talentet er ikke ledigt den dag' }, 'CONFLICT');

  const weekly = found.weekly;
  if (options.checkWeeklyHours && weekly.length) {
    // A start time inside the weekly hours of that weekday; '23:59' means "until midnight".
    const fits = weekly.some(
      (a) => a.weekday === local.weekday && a.startTime <= local.time && local.time < (a.endTime === '23:59' ? '24:00' : a.endTime),
    );
    if (!fits) {
      throw new DomainError(
        'Talentet tager ikke imod bookinger på det tidspunkt. Se talentets ledige tider.',
        { time: 'Talentet arbejder ikke på det tidspunkt' },
        'CONFLICT',
      );
    }
  }

  if (found.overlapping) {
    throw new DomainError(
      'Talentet har allerede en booking på det tidspunkt.',
      { time: 'Talentet er optaget på det tidspunkt' },
      'CONFLICT',
    );
  }
  if (found.sameDay) {
    throw new DomainError('Talentet er optaget den dag. Vælg en anden dato.', { date: 'Talentet er optaget den dag' }, 'CONFLICT');
  }
}

type CalendarRow = { kind: string; weekday: number | null; date: string | Date | null };

/**
 * The days from `from` through `until` ('YYYY-MM-DD') a customer cannot pick on the menu page's
 * calendar, from the talent's calendar rows as the menu page reads them (weekly hours, blocked
 * dates and the `busyDays` above as `blocked` rows): a blocked or busy day, and — when the
 * talent keeps weekly hours — a weekday without any (`assertTalentFree` refuses those requests).
 */
export function unavailableDays(rows: readonly CalendarRow[], from: string, until: string): string[] {
  const taken = new Set(
    rows
      .filter((row) => row.kind === 'blocked' && row.date)
      .map((row) => String(row.date instanceof Date ? row.date.toISOString() : row.date).slice(0, 10)),
  );
  const workdays = new Set(rows.filter((row) => row.kind === 'weekly' && row.weekday).map((row) => row.weekday));
  const days: string[] = [];
  const [year, month, day] = from.split('-').map(Number);
  for (let i = 0; ; i++) {
    const date = new Date(Date.UTC(year, month - 1, day + i));
    const iso = date.toISOString().slice(0, 10);
    if (iso > until) break;
    const weekday = isoWeekday(iso);
    if (taken.has(iso) || (workdays.size > 0 && !workdays.has(weekday))) days.push(iso);
  }
  return days;
}
