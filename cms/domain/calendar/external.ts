/**
 * The talent's external calendar (Google, Outlook, iCloud …), cms/domain/calendar/README.md:
 * the talent saves its iCal URL (`saveExternalCalendar`); a job fetches and parses it right after
 * saving and then every `config.calendar.externalIntervalMs` (never during a page render), and
 * stores the Copenhagen days it is busy on as ExternalBusyDay rows, which the one busy-days rule
 * (cms/domain/booking/calendar.ts) reads. A failed fetch keeps the last good days and records a
 * Danish error with the time of the try; the settings page shows it with the last success.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { z } from 'zod';
import { enqueue, type JobDb } from '../../jobs';
import type { Actor } from '../actor';
import { now } from '../clock';
import { parseInput } from '../errors';
import { withTalentLock } from '../locks';
import { DAY, isoDateInCopenhagen } from '../time';
import { ownTalentProfileId } from '../wallet';
import { busyDaysOfIcs } from './busy-days-of-ics';
import { calendarRowFor, ownFeedUrl } from './feed';
import { CalendarFetchError, fetchIcs, UNREACHABLE } from './fetch-ics';

/** How far ahead an external calendar's busy days are kept. */
export const EXTERNAL_HORIZON_DAYS = 365;

const INVALID_URL = 'Skriv hele adressen på kalenderens iCal-link, fx https://calendar.google.com/calendar/ical/…/basic.ics';

/** http(s) only; `webcal://` (how iCloud and Outlook share a calendar) is the same address over https. */
export const externalCalendarSchema = z.object({
  url: z
    .string({ error: INVALID_URL })
    .trim()
    .min(1, 'Skriv adressen på din kalender')
    .max(2000, 'Adressen er for lang')
    .transform((value) => value.replace(/^webcals?:\/\//i, 'https://'))
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
      } catch {
        return false;
      }
    }, INVALID_URL),
});
export type ExternalCalendarInput = z.input<typeof externalCalendarSchema>;

/** Asks for a fetch now (one waiting fetch per talent). */
async function queueFetch(db: JobDb, talentId: string) {
  await enqueue(db, 'syncExternalCalendar', { talentId }, { key: `calendar:${talentId}` });
}

export async function saveExternalCalendar(context: KeystoneContext, actor: Actor, input: ExternalCalendarInput) {
  const talentId = await ownTalentProfileId(context, actor);
  const { url } = parseInput(externalCalendarSchema, input);
  await withTalentLock(context, talentId, async (tx) => {
    const row = await calendarRowFor(tx, talentId);
    if (row.externalUrl !== url) {
      // Another calendar: the old one's days and state are not this one's.
      await tx.externalBusyDay.deleteMany({ where: { talentId } });
      await tx.calendarFeed.update({
        where: { id: row.id },
        data: { externalUrl: url, externalSyncedAt: null, externalCheckedAt: null, externalError: '' },
      });
    }
    await queueFetch(tx, talentId);
  });
}

export async function removeExternalCalendar(context: KeystoneContext, actor: Actor) {
  const talentId = await ownTalentProfileId(context, actor);
  await withTalentLock(context, talentId, async (tx) => {
    await tx.externalBusyDay.deleteMany({ where: { talentId } });
    await tx.calendarFeed.updateMany({
      where: { talentId },
      data: { externalUrl: '', externalSyncedAt: null, externalCheckedAt: null, externalError: '' },
    });
  });
}

/** "Hent nu": a fetch right away (the job; the page never waits for it). */
export async function refreshExternalCalendar(context: KeystoneContext, actor: Actor) {
  const talentId = await ownTalentProfileId(context, actor);
  await queueFetch(context.prisma, talentId);
}

/** The job: fetch, parse, store the busy days — or record the error and keep the last good days. */
export async function syncExternalCalendar(context: KeystoneContext, talentId: string) {
  const row = await context.prisma.calendarFeed.findFirst({ where: { talentId } });
  if (!row?.externalUrl) return;
  const url: string = row.externalUrl;
  const checkedAt = now();
  const today = isoDateInCopenhagen(checkedAt);
  const until = isoDateInCopenhagen(new Date(checkedAt.getTime() + EXTERNAL_HORIZON_DAYS * DAY));
  let days: string[];
  try {
    const text = await fetchIcs(url);
    try {
      days = busyDaysOfIcs(text, today, until);
    } catch {
      throw new CalendarFetchError('Kalenderen kunne ikke læses som iCal');
    }
  } catch (error) {
    // Only fetchIcs's messages are stored: they never name an HTTP status or why a connection failed.
    const message = error instanceof CalendarFetchError ? error.message : UNREACHABLE;
    await context.prisma.calendarFeed.updateMany({
      where: { id: row.id, externalUrl: url },
      data: { externalCheckedAt: checkedAt, externalError: message },
    });
    return;
  }
  await withTalentLock(context, talentId, async (tx) => {
    // The talent may have changed or removed the URL while we fetched.
    const current = await tx.calendarFeed.findUnique({ where: { id: row.id }, select: { externalUrl: true } });
    if (current?.externalUrl !== url) return;
    const stored: { day: string }[] = await tx.externalBusyDay.findMany({
      where: { talentId },
      select: { day: true },
      orderBy: { day: 'asc' },
    });
    const kept = stored.map((d) => d.day).filter((day) => day >= today);
    // Written only when the days changed: a change empties the rendered-page cache.
    if (kept.join() !== days.join() || kept.length !== stored.length) {
      await tx.externalBusyDay.deleteMany({ where: { talentId } });
      if (days.length) await tx.externalBusyDay.createMany({ data: days.map((day) => ({ talentId, day })) });
    }
    await tx.calendarFeed.update({
      where: { id: row.id },
      data: { externalSyncedAt: checkedAt, externalCheckedAt: checkedAt, externalError: '' },
    });
  });
}

/** The periodic job: a fetch for every talent with an external calendar. */
export async function syncAllExternalCalendars(context: KeystoneContext) {
  const rows: { talentId: string | null }[] = await context.prisma.calendarFeed.findMany({
    where: { externalUrl: { not: '' } },
    select: { talentId: true },
  });
  for (const row of rows) if (row.talentId) await queueFetch(context.prisma, row.talentId);
}

export type CalendarSettings = {
  /** The talent's secret feed URL, or null. */
  feedUrl: string | null;
  feedCreatedAt: Date | null;
  externalUrl: string;
  externalSyncedAt: Date | null;
  externalCheckedAt: Date | null;
  externalError: string;
  /** The next busy days from the external calendar ('YYYY-MM-DD'). */
  externalBusyDays: string[];
};

/** What the settings page shows of the talent's own calendar links. */
export async function calendarSettings(context: KeystoneContext, actor: Actor): Promise<CalendarSettings> {
  const talentId = await ownTalentProfileId(context, actor);
  const row = await context.prisma.calendarFeed.findFirst({ where: { talentId } });
  const days: { day: string }[] = await context.prisma.externalBusyDay.findMany({
    where: { talentId, day: { gte: isoDateInCopenhagen(now()) } },
    select: { day: true },
    orderBy: { day: 'asc' },
    take: 10,
  });
  return {
    feedUrl: row?.feedTokenHash ? await ownFeedUrl(context, actor) : null,
    feedCreatedAt: row?.feedCreatedAt ?? null,
    externalUrl: row?.externalUrl ?? '',
    externalSyncedAt: row?.externalSyncedAt ?? null,
    externalCheckedAt: row?.externalCheckedAt ?? null,
    externalError: row?.externalError ?? '',
    externalBusyDays: days.map((d) => d.day),
  };
}
