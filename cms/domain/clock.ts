/**
 * MixBuddy's clock. Every time-dependent rule (expiry, completion, the complaint window, refund
 * tiers) asks `now()` instead of `new Date()`, so tests can move time forward without waiting
 * 48 hours. The offset can only be changed outside production (`setClockOffset` throws there),
 * through the test-only route `POST /api/test/clock` (cms/server/booking-routes.ts).
 *
 * The offset lives on `globalThis` so that every bundle loaded into the one server process
 * (the Keystone server and the Astro site) sees the same time.
 */
import { config } from '../config';
import { publishChange } from './changes';

const KEY = Symbol.for('mixbuddy.clockOffsetMs');
type ClockHolder = { [KEY]?: number };

export function clockOffsetMs(): number {
  return (globalThis as ClockHolder)[KEY] ?? 0;
}

export function now(): Date {
  return new Date(Date.now() + clockOffsetMs());
}

export function setClockOffset(offsetMs: number) {
  if (config.production) throw new Error('Uret kan ikke flyttes i produktion');
  if (!Number.isSafeInteger(offsetMs)) throw new Error('Forskydningen skal være et helt antal millisekunder');
  (globalThis as ClockHolder)[KEY] = offsetMs;
  // Date-dependent pages (calendars, "today") may read differently now.
  publishChange({ kind: 'everything' });
}

export const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);
