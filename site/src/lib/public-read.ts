/**
 * The public part of /menu/{id} and /profile/{id} read with Prisma directly — one read, then the
 * lists in parallel — instead of five to seven Keystone `context.query` calls, each paying GraphQL
 * execution on top of its Prisma call (bench/RESULTS.md, "CPU per render").
 *
 * Access: these read with Prisma directly, so they answer ONLY when what they found is on the
 * public arm of every rule in cms/access.ts — a `published` menu (`rules.visibleMenus`) of an
 * approved talent (`verifiedAt` set, `rules.visibleTalent`) who is not blocked, reviews, locations and availability
 * (public lists) — and select only fields everyone may read (never address, CVR, email, the
 * customer or the booking beyond the reviewer's first name and city, cms/domain/booking/reviewer.ts).
 * Anything else (a draft, a pending talent previewed by its owner, a customer's booked menu)
 * returns `undefined`, and the caller reads through the visitor's Keystone context as before.
 * Both the rules and this file must change together (tests/integration/talent-vetting.test.ts,
 * access.test.ts and public-read.test.ts prove what stays hidden).
 *
 * Values take the shapes the GraphQL path gives: timestamps as ISO strings, calendar days as
 * `YYYY-MM-DD`.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { busyDays } from '../../../cms/domain/booking/calendar';
import { reviewerFrom } from '../../../cms/domain/booking/reviewer';
import { DAY } from '../../../cms/domain/time';
import { isoDateInCopenhagen } from './format';
import type { AvailabilityRow, MenuDetail, Review, TalentDetail } from './catalogue-types';
import type { MenuSummary } from './menus';

type AnyDate = Date | string | null | undefined;
const iso = (value: AnyDate) => (value == null ? null : value instanceof Date ? value.toISOString() : String(value));
// A calendarDay is a DATE, which Prisma reads as midnight UTC of that day.
const day = (value: Date | null | undefined) => value?.toISOString().slice(0, 10) ?? null;

const CARD = {
  id: true,
  title: true,
  category: true,
  pricePerGuest: true,
  minGuests: true,
  maxGuests: true,
  images: true,
  ratingAverage: true,
  ratingCount: true,
} as const;
const TALENT = {
  id: true,
  displayName: true,
  headline: true,
  presentation: true,
  specialities: true,
  photo: true,
  city: true,
  verifiedAt: true,
  createdAt: true,
  // Only to see that the talent is not blocked (the menus' public arm, rules.visibleMenus); not shown.
  user: { select: { blockedAt: true } },
  locations: { select: { region: true, city: true, postcode: true, travelKm: true } },
  // Weekly hours and blocked days; the past ones are dropped below (few rows per talent).
  availability: {
    select: { kind: true, weekday: true, startTime: true, endTime: true, date: true },
    orderBy: [{ weekday: 'asc' }, { date: 'asc' }],
  },
} as const;
const REVIEW = {
  id: true,
  rating: true,
  body: true,
  createdAt: true,
  customer: { select: { name: true } },
  booking: { select: { city: true } },
} as const;
const PUBLISHED = { status: 'published' } as const;

type Row = Record<string, any>;
/** An approved talent whose account is not blocked: their published menus are public (cms/access.ts). */
const onPublicArm = (talent: Row) => Boolean(talent.verifiedAt) && !talent.user?.blockedAt;
const card = (row: Row, talent: { id: string; displayName: string; verifiedAt: string | null }): MenuSummary =>
  ({ ...row, talent }) as MenuSummary;
const review = (row: Row): Review => ({
  id: row.id,
  rating: row.rating,
  body: row.body,
  createdAt: iso(row.createdAt)!,
  reviewer: reviewerFrom(row.customer, row.booking),
});

export const calendarWindow = () => ({ today: isoDateInCopenhagen(), until: isoDateInCopenhagen(Date.now() + 90 * DAY) });

/** The talent as the GraphQL path shapes it, and its calendar (weekly hours, then taken days in date order). */
async function talentAndCalendar(prisma: KeystoneContext['prisma'], row: Row, busyAhead?: Promise<string[]>) {
  const { today, until } = calendarWindow();
  const { locations, availability, user: _user, ...fields } = row;
  const talent = { ...fields, verifiedAt: iso(row.verifiedAt), createdAt: iso(row.createdAt)!, locations } as TalentDetail;
  const rows = (availability as Row[]).map((a) => ({
    kind: a.kind,
    weekday: a.weekday,
    startTime: a.startTime,
    endTime: a.endTime,
    date: day(a.date),
  }));
  const blocked = rows.filter((a) => a.kind === 'blocked' && a.date && a.date >= today && a.date <= until);
  const blockedDays = new Set(blocked.map((a) => a.date));
  const busy = (await (busyAhead ?? busyDays(prisma, row.id, today, until)))
    .filter((date) => !blockedDays.has(date))
    .map((date) => ({ kind: 'blocked', weekday: null, startTime: null, endTime: null, date }));
  const taken = [...blocked, ...busy].sort((a, b) => String(a.date).localeCompare(String(b.date)));
  const calendar: AvailabilityRow[] = [...rows.filter((a) => a.kind === 'weekly'), ...taken];
  return { talent, availability: calendar };
}

/** /menu/{id} of a published menu by an approved talent; `null` when there is no such menu; `undefined`: read with access rules. */
export async function readPublicMenu(keystone: KeystoneContext, id: string) {
  const prisma = keystone.prisma;
  const menu: Row | null = await prisma.menu.findUnique({
    where: { id },
    select: {
      ...CARD,
      description: true,
      items: true,
      durationMinutes: true,
      containsAlcohol: true,
      instantBooking: true,
      allergens: true,
      status: true,
      createdAt: true,
      talent: { select: TALENT },
    },
  });
  if (!menu) return null;
  if (menu.status !== 'published' || (menu.talent && !onPublicArm(menu.talent))) return undefined;
  const { talent: talentRow, ...fields } = menu;
  // Lists with `take` are their own queries: nested in the one above, Prisma reads every row of
  // the relation and cuts in memory (838 menus of one talent in the benchmark).
  const [reviews, more, calendar] = await Promise.all([
    // The stored count says when there is nothing to read (most menus).
    menu.ratingCount ? prisma.review.findMany({ where: { menuId: id }, orderBy: { createdAt: 'desc' }, take: 20, select: REVIEW }) : [],
    talentRow
      ? prisma.menu.findMany({
          where: { talentId: talentRow.id, ...PUBLISHED, id: { not: id } },
          orderBy: { createdAt: 'desc' },
          take: 3,
          select: CARD,
        })
      : [],
    talentRow ? talentAndCalendar(prisma, talentRow) : null,
  ]);
  const talent = calendar?.talent ?? null;
  const cardTalent = talent && { id: talent.id, displayName: talent.displayName, verifiedAt: talent.verifiedAt };
  return {
    menu: { ...fields, createdAt: iso(menu.createdAt)!, talent } as MenuDetail,
    reviews: (reviews as Row[]).map(review),
    availability: calendar?.availability ?? [],
    more: cardTalent ? (more as Row[]).map((row) => card(row, cardTalent)) : [],
  };
}

/**
 * /profile/{id} of an approved talent, with the asked pages of menus and reviews (newest first)
 * — or their last page when the address asks past the end; `null`: no such talent; `undefined`:
 * read with access rules.
 */
export async function readPublicTalent(
  keystone: KeystoneContext,
  id: string,
  pages: { menus: number; reviews: number },
  perPage: { menus: number; reviews: number },
) {
  const prisma = keystone.prisma;
  const newest = [{ createdAt: 'desc' }, { id: 'asc' }] as const;
  // Pages are their own queries (nested, Prisma would read every row and cut in memory); all of
  // them start at once, and are only returned when the talent turns out to be approved.
  const menuPage = (page: number) =>
    prisma.menu.findMany({
      where: { talentId: id, ...PUBLISHED },
      orderBy: [...newest],
      skip: (page - 1) * perPage.menus,
      take: perPage.menus,
      select: CARD,
    }) as Promise<Row[]>;
  const reviewPage = (page: number) =>
    prisma.review.findMany({
      where: { talentId: id },
      orderBy: [...newest],
      skip: (page - 1) * perPage.reviews,
      take: perPage.reviews,
      select: REVIEW,
    }) as Promise<Row[]>;
  const { today, until } = calendarWindow();
  const busy = busyDays(prisma, id, today, until);
  // Counts are their own queries too: Prisma's `_count` of a relation groups the whole table.
  const [row, menus, reviews, menuCount, rating] = await Promise.all([
    prisma.talentProfile.findUnique({ where: { id }, select: TALENT }) as Promise<Row | null>,
    menuPage(pages.menus),
    reviewPage(pages.reviews),
    prisma.menu.count({ where: { talentId: id, ...PUBLISHED } }),
    prisma.review.aggregate({ where: { talentId: id }, _avg: { rating: true }, _count: { _all: true } }) as Promise<{
      _avg: { rating: number | null };
      _count: { _all: number };
    }>,
  ]);
  if (!row) return null;
  if (!onPublicArm(row)) return undefined;
  const counts = { menus: menuCount, reviews: rating._count._all };
  const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
  const menuAt = Math.min(pages.menus, pageCount(counts.menus, perPage.menus));
  const reviewAt = Math.min(pages.reviews, pageCount(counts.reviews, perPage.reviews));
  const { talent, availability } = await talentAndCalendar(prisma, row, busy);
  const cardTalent = { id: talent.id, displayName: talent.displayName, verifiedAt: talent.verifiedAt };
  // Past the end (an old link after menus were archived): the last page instead.
  const menuRows = menuAt === pages.menus ? menus : await menuPage(menuAt);
  const reviewRows = reviewAt === pages.reviews ? reviews : await reviewPage(reviewAt);
  return {
    talent,
    menus: {
      rows: menuRows.map((m) => card(m, cardTalent)),
      page: menuAt,
      pageCount: pageCount(counts.menus, perPage.menus),
      total: counts.menus,
    },
    reviews: { rows: reviewRows.map(review), page: reviewAt, pageCount: pageCount(counts.reviews, perPage.reviews), total: counts.reviews },
    averageRating: counts.reviews ? rating._avg.rating : null,
    availability,
  };
}
