/**
 * The public part of /menu/{id} and /profile/{id} in one Prisma read each, instead of five to
 * seven Keystone `context.query` calls (each paying GraphQL execution and its own Prisma call).
 *
 * Access: these read with Prisma directly, so they answer ONLY when what they found is on the
 * public arm of every rule in cms/access.ts — a `published` menu (`rules.visibleMenus`) of an
 * approved talent (`verifiedAt` set, `rules.visibleTalent`), reviews, locations and availability
 * (public lists) — and select only fields everyone may read (never address, CVR, email, the
 * customer or the booking beyond the reviewer's first name and city, cms/domain/booking/reviewer.ts).
 * Anything else (a draft, a pending talent previewed by its owner, a customer's booked menu)
 * returns `undefined`, and the caller reads through the visitor's Keystone context as before.
 * Both the rules and this file must change together; tests/integration/public-read.test.ts holds
 * the two paths to the same answer.
 *
 * Values take the shapes the GraphQL path gives: timestamps as ISO strings, calendar days as
 * `YYYY-MM-DD`.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { busyDays } from '../../../cms/domain/booking/calendar';
import { reviewerFrom } from '../../../cms/domain/booking/reviewer';
import { DAY } from '../../../cms/domain/time';
import { isoDateInCopenhagen } from './format';
import type { AvailabilityRow, MenuDetail, Review, TalentDetail } from './catalogue';
import type { MenuSummary } from './menus';

type AnyDate = Date | string | null | undefined;
const iso = (value: AnyDate) => (value == null ? null : value instanceof Date ? value.toISOString() : String(value));
// calendarDay is a DATE on PostgreSQL and a 'YYYY-MM-DD' string on SQLite.
const day = (value: AnyDate) => (value == null ? null : (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10));

const CARD = { id: true, title: true, category: true, pricePerGuest: true, minGuests: true, maxGuests: true, images: true, ratingAverage: true, ratingCount: true } as const;
const TALENT = {
  id: true, displayName: true, headline: true, presentation: true, specialities: true, photo: true, city: true, verifiedAt: true, createdAt: true,
  locations: { select: { region: true, city: true, postcode: true, travelKm: true } },
  // Weekly hours and blocked days; the past ones are dropped below (few rows per talent).
  availability: { select: { kind: true, weekday: true, startTime: true, endTime: true, date: true }, orderBy: [{ weekday: 'asc' }, { date: 'asc' }] },
} as const;
const REVIEW = { id: true, rating: true, body: true, createdAt: true, customer: { select: { name: true } }, booking: { select: { city: true } } } as const;
const PUBLISHED = { status: 'published' } as const;

type Row = Record<string, any>;
const card = (row: Row, talent: { id: string; displayName: string; verifiedAt: string | null }): MenuSummary => ({ ...row, talent } as MenuSummary);
const review = (row: Row): Review => ({ id: row.id, rating: row.rating, body: row.body, createdAt: iso(row.createdAt)!, reviewer: reviewerFrom(row.customer, row.booking) });

const calendarWindow = () => ({ today: isoDateInCopenhagen(), until: isoDateInCopenhagen(Date.now() + 90 * DAY) });

/** The talent as the GraphQL path shapes it, and its calendar (weekly hours, then taken days in date order). */
async function talentAndCalendar(prisma: KeystoneContext['prisma'], row: Row, busyAhead?: Promise<string[]>) {
  const { today, until } = calendarWindow();
  const { locations, availability, menus: _m, reviews: _r, _count, ...fields } = row;
  const talent = { ...fields, verifiedAt: iso(row.verifiedAt), createdAt: iso(row.createdAt)!, locations } as TalentDetail;
  const rows = (availability as Row[]).map((a) => ({ kind: a.kind, weekday: a.weekday, startTime: a.startTime, endTime: a.endTime, date: day(a.date) }));
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
  const menu: Row | null = await keystone.prisma.menu.findUnique({
    where: { id },
    select: {
      ...CARD, description: true, items: true, durationMinutes: true, containsAlcohol: true, allergens: true, status: true, createdAt: true,
      talent: { select: { ...TALENT, menus: { where: { ...PUBLISHED, id: { not: id } }, orderBy: { createdAt: 'desc' }, take: 3, select: CARD } } },
      reviews: { orderBy: { createdAt: 'desc' }, take: 20, select: REVIEW },
    },
  });
  if (!menu) return null;
  if (menu.status !== 'published' || (menu.talent && !menu.talent.verifiedAt)) return undefined;
  const { talent: talentRow, reviews, ...fields } = menu;
  const calendar = talentRow ? await talentAndCalendar(keystone.prisma, talentRow) : null;
  const talent = calendar?.talent ?? null;
  const cardTalent = talent && { id: talent.id, displayName: talent.displayName, verifiedAt: talent.verifiedAt };
  return {
    menu: { ...fields, createdAt: iso(menu.createdAt)!, talent } as MenuDetail,
    reviews: (reviews as Row[]).map(review),
    availability: calendar?.availability ?? [],
    more: cardTalent ? (talentRow.menus as Row[]).map((row) => card(row, cardTalent)) : [],
  };
}

/**
 * /profile/{id} of an approved talent, with the asked pages of menus and reviews (newest first)
 * — or their last page when the address asks past the end; `null`: no such talent; `undefined`:
 * read with access rules.
 */
export async function readPublicTalent(keystone: KeystoneContext, id: string, pages: { menus: number; reviews: number }, perPage: { menus: number; reviews: number }) {
  const newest = [{ createdAt: 'desc' }, { id: 'asc' }] as const;
  const select = (menuPage: number, reviewPage: number) => ({
    ...TALENT,
    menus: { where: PUBLISHED, orderBy: [...newest], skip: (menuPage - 1) * perPage.menus, take: perPage.menus, select: CARD },
    reviews: { orderBy: [...newest], skip: (reviewPage - 1) * perPage.reviews, take: perPage.reviews, select: REVIEW },
    _count: { select: { menus: { where: PUBLISHED }, reviews: true } },
  });
  const { today, until } = calendarWindow();
  // Started with the profile read; a missing or hidden talent simply has no busy days to show.
  const busy = busyDays(keystone.prisma, id, today, until);
  const [first, rating] = await Promise.all([
    keystone.prisma.talentProfile.findUnique({ where: { id }, select: select(pages.menus, pages.reviews) }) as Promise<Row | null>,
    keystone.prisma.review.aggregate({ where: { talentId: id }, _avg: { rating: true } }) as Promise<{ _avg: { rating: number | null } }>,
  ]);
  if (!first) return null;
  if (!first.verifiedAt) return undefined;
  const counts = first._count as { menus: number; reviews: number };
  const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
  const menuPage = Math.min(pages.menus, pageCount(counts.menus, perPage.menus));
  const reviewPage = Math.min(pages.reviews, pageCount(counts.reviews, perPage.reviews));
  // Past the end (an old link): read the last pages instead.
  const row = menuPage === pages.menus && reviewPage === pages.reviews ? first : ((await keystone.prisma.talentProfile.findUnique({ where: { id }, select: select(menuPage, reviewPage) })) as Row | null) ?? first;
  const { talent, availability } = await talentAndCalendar(keystone.prisma, row, busy);
  const cardTalent = { id: talent.id, displayName: talent.displayName, verifiedAt: talent.verifiedAt };
  return {
    talent,
    menus: { rows: (row.menus as Row[]).map((m) => card(m, cardTalent)), page: menuPage, pageCount: pageCount(counts.menus, perPage.menus), total: counts.menus },
    reviews: { rows: (row.reviews as Row[]).map(review), page: reviewPage, pageCount: pageCount(counts.reviews, perPage.reviews), total: counts.reviews },
    averageRating: counts.reviews ? rating._avg.rating : null,
    availability,
  };
}
