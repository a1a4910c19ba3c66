-- Hand-made: "a talent takes one event a day" held by the database itself, not only by the
-- booking domain's lock (cms/domain/booking/calendar.ts), so a write that forgets the lock is
-- refused too. Two accepted or paid bookings of one talent may not start on the same Copenhagen
-- day. "startsAt" is a UTC timestamp without zone (Prisma's DateTime): read as UTC, then as the
-- wall-clock time in Copenhagen, whose date is the day. btree_gist lets a GiST exclusion
-- constraint compare the talent and the day with plain equality.
CREATE EXTENSION IF NOT EXISTS btree_gist;

ALTER TABLE "Booking" ADD CONSTRAINT "Booking_one_event_a_day"
  EXCLUDE USING gist (
    "talent" WITH =,
    ((("startsAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Copenhagen')::date) WITH =
  )
  WHERE ("status" IN ('accepted', 'paid'));
