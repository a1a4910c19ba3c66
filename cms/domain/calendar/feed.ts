/**
 * The talent's private iCal feed (cms/domain/calendar/README.md): their requested and confirmed
 * bookings (ical-generator, Danish summaries, Europe/Copenhagen), at a secret URL
 * `/kalender/<token>.ics`. The token is HMAC-SHA256(SESSION_SECRET, a random 32-byte nonce);
 * the row keeps the nonce and the token's SHA-256 (for the lookup), never the token — a copy of
 * the database alone opens no feed, while the settings page can show the talent their URL again.
 * A new URL replaces both — the old URL answers 404 from then on — and revoking clears them.
 * (Changing SESSION_SECRET therefore changes every feed URL: talents make a new one.)
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { KeystoneContext } from '@keystone-6/core/types';
import ical from 'ical-generator';
import { config } from '../../config';
import { feedCopy } from '../../copy/calendar';
import { whyAccountMayNotAct } from '../account-status';
import type { Actor } from '../actor';
import { now } from '../clock';
import { withTalentLock, type Tx } from '../locks';
import { copenhagenParts, DAY } from '../time';
import { ownTalentProfileId } from '../wallet';

/** The end of every booking's UID in our feed; the external-calendar parser skips these (our own bookings). */
export const OWN_UID_SUFFIX = '@feed.mixbuddy.dk';

/** The statuses the feed shows: requested (a request waiting for the talent) and confirmed. */
export const FEED_STATUSES = ['requested', 'accepted', 'paid', 'completed'] as const;
/** How far back the feed goes (older events stay in no one's way). */
const FEED_HISTORY_MS = 90 * DAY;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const tokenOf = (nonce: string) => createHmac('sha256', config.sessionSecret).update(`calendar-feed:${nonce}`).digest('base64url');
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The talent's CalendarFeed row (created once, under the talent lock, so there is one per talent). */
export async function calendarRowFor(tx: Tx, talentId: string) {
  return (await tx.calendarFeed.findFirst({ where: { talentId } })) ?? tx.calendarFeed.create({ data: { talentId } });
}

export const feedUrlOf = (token: string) => `${config.publicUrl.replace(/\/$/, '')}/kalender/${token}.ics`;

/** Makes a new secret feed URL (the old one, if any, stops working) and returns it. */
export async function createFeedUrl(context: KeystoneContext, actor: Actor): Promise<string> {
  const talentId = await ownTalentProfileId(context, actor);
  const nonce = randomBytes(32).toString('base64url');
  await withTalentLock(context, talentId, async (tx) => {
    const row = await calendarRowFor(tx, talentId);
    await tx.calendarFeed.update({
      where: { id: row.id },
      data: { feedNonce: nonce, feedTokenHash: hashOf(tokenOf(nonce)), feedCreatedAt: now() },
    });
  });
  return feedUrlOf(tokenOf(nonce));
}

/** The talent's current feed URL, or null when they have none (for the settings page). */
export async function ownFeedUrl(context: KeystoneContext, actor: Actor): Promise<string | null> {
  const talentId = await ownTalentProfileId(context, actor);
  const row = await context.prisma.calendarFeed.findFirst({ where: { talentId }, select: { feedNonce: true, feedTokenHash: true } });
  if (!row?.feedNonce || !row.feedTokenHash) return null;
  const token = tokenOf(row.feedNonce);
  // A changed SESSION_SECRET makes another token than the stored hash: that URL no longer works.
  return hashOf(token) === row.feedTokenHash ? feedUrlOf(token) : null;
}

/** Stops the feed: its URL answers 404 from now on. */
export async function revokeFeedUrl(context: KeystoneContext, actor: Actor) {
  const talentId = await ownTalentProfileId(context, actor);
  await context.prisma.calendarFeed.updateMany({
    where: { talentId },
    data: { feedNonce: null, feedTokenHash: null, feedCreatedAt: null },
  });
}

/** Europe/Copenhagen's rules (CET/CEST since 1996), so calendar apps show the times in Danish time. */
const COPENHAGEN_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Copenhagen',
  'X-LIC-LOCATION:Europe/Copenhagen',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/**
 * ical-generator writes a Date's UTC fields after `TZID=…`; so each instant is handed over as its
 * Copenhagen wall clock (the UTC fields of this Date are the Danish time).
 */
function wallClock(instant: Date) {
  const p = copenhagenParts(instant);
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute));
}

type FeedBooking = {
  id: string;
  status: string;
  startsAt: Date;
  endsAt: Date;
  guests: number;
  address: string;
  postcode: string;
  city: string;
  menu: { title: string } | null;
  customer: { name: string } | null;
};

/**
 * The feed's iCal text for a secret token, or null (no such feed, revoked, or the talent's
 * account is blocked or deleted: the route answers 404).
 */
export async function feedIcs(context: KeystoneContext, token: string): Promise<string | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const row = await context.prisma.calendarFeed.findUnique({
    where: { feedTokenHash: hashOf(token) },
    select: { talentId: true, talent: { select: { user: { select: { blockedAt: true, emailVerifiedAt: true } } } } },
  });
  if (!row?.talentId) return null;
  // A blocked or deleted talent's feed goes dark with their account (it names their customers).
  if (whyAccountMayNotAct(row.talent?.user)) return null;
  const bookings: FeedBooking[] = await context.prisma.booking.findMany({
    where: { talentId: row.talentId, status: { in: [...FEED_STATUSES] }, startsAt: { gte: new Date(now().getTime() - FEED_HISTORY_MS) } },
    orderBy: { startsAt: 'asc' },
    take: 1000,
    select: {
      id: true,
      status: true,
      startsAt: true,
      endsAt: true,
      guests: true,
      address: true,
      postcode: true,
      city: true,
      menu: { select: { title: true } },
      customer: { select: { name: true } },
    },
  });
  const calendar = ical({
    name: feedCopy.calendarName,
    description: feedCopy.calendarDescription,
    prodId: { company: 'MixBuddy', product: 'bookinger', language: 'DA' },
    timezone: { name: 'Europe/Copenhagen', generator: () => COPENHAGEN_VTIMEZONE },
    ttl: 15 * 60,
  });
  const stamp = wallClock(now());
  for (const b of bookings) {
    calendar.createEvent({
      id: `booking-${b.id}${OWN_UID_SUFFIX}`,
      start: wallClock(b.startsAt),
      end: wallClock(b.endsAt),
      stamp,
      timezone: 'Europe/Copenhagen',
      summary: feedCopy.summary(b.status, b.menu?.title ?? feedCopy.someMenu, b.guests),
      location: [b.address, [b.postcode, b.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
      description: feedCopy.description(b.status, b.customer?.name ?? '', `${config.publicUrl.replace(/\/$/, '')}/bookings`),
      status: b.status === 'requested' ? ('TENTATIVE' as never) : ('CONFIRMED' as never),
    });
  }
  return calendar.toString();
}
