/**
 * Reads for the menu and profile pages, through the visitor's Keystone context (unpublished
 * menus stay invisible to those who may not see them). Dates shown in Europe/Copenhagen.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { findAll } from '../../../cms/db/find-all';
import { busyDays } from '../../../cms/domain/booking/calendar';
import type { AvailabilityRow, MenuDetail, Review, TalentDetail } from './catalogue-types';
import { MENU_SUMMARY_WITHOUT_TALENT, type MenuSummary } from './menus';
import { calendarWindow, readPublicMenu, readPublicTalent } from './public-read';

export type { AvailabilityRow, MenuDetail, Review, TalentDetail } from './catalogue-types';

const TALENT_DETAIL =
  'id displayName headline presentation specialities photo city verifiedAt createdAt locations { region city postcode travelKm }';
const REVIEW = 'id rating body createdAt reviewer { firstName city }';
const isId = (id: string | undefined): id is string => typeof id === 'string' && /^[a-z0-9]{10,40}$/i.test(id);

/** Cards read without their talent, given the talent the page already has. */
function withTalent(
  rows: Omit<MenuSummary, 'talent'>[],
  talent: { id: string; displayName: string; verifiedAt?: string | null },
): MenuSummary[] {
  return rows.map((row) => ({ ...row, talent: { id: talent.id, displayName: talent.displayName, verifiedAt: talent.verifiedAt } }));
}

export async function loadMenu(keystone: KeystoneContext, id: string | undefined) {
  if (!isId(id)) return null;
  // A published menu of an approved talent (nearly every visit): one Prisma read (public-read.ts).
  const fast = await readPublicMenu(keystone, id);
  if (fast !== undefined) return fast;
  const menu = (await keystone.query.Menu.findOne({
    where: { id },
    query: `${MENU_SUMMARY_WITHOUT_TALENT} description items durationMinutes containsAlcohol instantBooking allergens status createdAt talent { ${TALENT_DETAIL} }`,
  })) as MenuDetail | null;
  if (!menu) return null;
  const talent = menu.talent;
  const [reviews, availability, more] = await Promise.all([
    // The stored count says when there is nothing to read (most menus): one query fewer per render.
    menu.ratingCount
      ? (keystone.query.Review.findMany({
          where: { menu: { id: { equals: id } } },
          orderBy: [{ createdAt: 'desc' }],
          take: 20,
          query: REVIEW,
        }) as Promise<Review[]>)
      : Promise.resolve([]),
    talent ? loadAvailability(keystone, talent.id) : Promise.resolve([]),
    talent
      ? (keystone.query.Menu.findMany({
          where: { talent: { id: { equals: talent.id } }, status: { equals: 'published' }, id: { not: { equals: id } } },
          // Newest first: the (talent, status, createdAt) index then stops after three rows instead
          // of sorting all of a talent's menus by id.
          orderBy: [{ createdAt: 'desc' }],
          take: 3,
          // Their talent is this menu's: not read again for every card.
          query: MENU_SUMMARY_WITHOUT_TALENT,
        }).then((rows) => withTalent(rows as Omit<MenuSummary, 'talent'>[], talent)) as Promise<MenuSummary[]>)
      : Promise.resolve([]),
  ]);
  return { menu, reviews, availability, more };
}

/**
 * Weekly hours, and the days the talent is taken in the next 90 days: the blocked dates and the
 * busy days (an accepted or paid booking, cms/domain/booking/calendar.ts — the day only, never
 * whose booking), both as `blocked` rows in date order.
 */
export async function loadAvailability(keystone: KeystoneContext, talentId: string): Promise<AvailabilityRow[]> {
  const { today, until } = calendarWindow();
  const [rows, busy] = await Promise.all([
    findAll<AvailabilityRow>(keystone.query.Availability, {
      where: {
        talent: { id: { equals: talentId } },
        OR: [{ kind: { equals: 'weekly' } }, { kind: { equals: 'blocked' }, date: { gte: today, lte: until } }],
      },
      orderBy: [{ weekday: 'asc' }, { date: 'asc' }],
      query: 'kind weekday startTime endTime date',
    }),
    busyDays(keystone.prisma, talentId, today, until),
  ]);
  const dayOf = (row: AvailabilityRow) => String(row.date ?? '').slice(0, 10);
  const blocked = new Set(rows.filter((row) => row.kind === 'blocked').map(dayOf));
  const busyRows: AvailabilityRow[] = busy
    .filter((date) => !blocked.has(date))
    .map((date) => ({ kind: 'blocked', weekday: null, startTime: null, endTime: null, date }));
  const weekly = rows.filter((row) => row.kind === 'weekly');
  const taken = [...rows.filter((row) => row.kind === 'blocked'), ...busyRows].sort((a, b) => dayOf(a).localeCompare(dayOf(b)));
  return [...weekly, ...taken];
}

/** Menus and reviews per page of /profile/{id}; a talent with hundreds of menus stays one cheap page. */
export const PROFILE_MENUS_PER_PAGE = 12;
export const PROFILE_REVIEWS_PER_PAGE = 10;

/** One page of a longer list (pages count from 1). */
export type Page<T> = { rows: T[]; page: number; pageCount: number; total: number };

/** Pages past this are read as this one (then as the last page): `skip` stays a GraphQL Int. */
const MAX_PAGE = 10_000;

/** A page number from the address (`?side=2`): anything but a whole number from 1 is page 1. */
export function pageParam(value: string | null | undefined): number {
  const page = Number(value);
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, MAX_PAGE);
}

/** /profile/{id} at these pages of menus (`side`) and reviews (`anmeldelser`); page 1 is left out. */
export function profilePath(id: string, pages: { side?: number; anmeldelser?: number } = {}, anchor?: string): string {
  const params = new URLSearchParams();
  if (pages.side && pages.side > 1) params.set('side', String(pages.side));
  if (pages.anmeldelser && pages.anmeldelser > 1) params.set('anmeldelser', String(pages.anmeldelser));
  const query = params.toString();
  return `/profile/${id}${query ? `?${query}` : ''}${anchor ? `#${anchor}` : ''}`;
}

type ListApi = KeystoneContext['query'][string];

/**
 * The asked page of a list, newest first, or its last page when the address asks for one past
 * the end (an old link after menus were archived still shows menus, never an empty dead end).
 */
async function newestPage<T>(
  list: ListApi,
  where: Record<string, unknown>,
  query: string,
  perPage: number,
  asked: number,
): Promise<Page<T>> {
  const rows = (skip: number) =>
    list.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], take: perPage, skip, query }) as Promise<T[]>;
  const [count, first] = await Promise.all([list.count({ where }), rows((asked - 1) * perPage)]);
  const pageCount = Math.max(1, Math.ceil(count / perPage));
  const page = Math.min(asked, pageCount);
  return { rows: page === asked ? first : await rows((page - 1) * perPage), page, pageCount, total: count };
}

export async function loadTalent(keystone: KeystoneContext, id: string | undefined, pages: { menus?: number; reviews?: number } = {}) {
  if (!isId(id)) return null;
  const asked = { menus: pages.menus ?? 1, reviews: pages.reviews ?? 1 };
  // An approved talent (nearly every visit): one Prisma read (public-read.ts).
  const fast = await readPublicTalent(keystone, id, asked, { menus: PROFILE_MENUS_PER_PAGE, reviews: PROFILE_REVIEWS_PER_PAGE });
  if (fast !== undefined) return fast;
  const talent = (await keystone.query.TalentProfile.findOne({ where: { id }, query: TALENT_DETAIL })) as TalentDetail | null;
  if (!talent) return null;
  const ofTalent = { talent: { id: { equals: id } } };
  const [menus, reviews, rating, availability] = await Promise.all([
    // The cards' talent is this profile: not read again for every card.
    newestPage<Omit<MenuSummary, 'talent'>>(
      keystone.query.Menu,
      { ...ofTalent, status: { equals: 'published' } },
      MENU_SUMMARY_WITHOUT_TALENT,
      PROFILE_MENUS_PER_PAGE,
      pages.menus ?? 1,
    ).then((page): Page<MenuSummary> => ({ ...page, rows: withTalent(page.rows, talent) })),
    newestPage<Review>(keystone.query.Review, ofTalent, REVIEW, PROFILE_REVIEWS_PER_PAGE, pages.reviews ?? 1),
    // Keystone has no aggregates; reviews are public, so Prisma's average skips no access rule.
    keystone.prisma.review.aggregate({ where: { talentId: id }, _avg: { rating: true } }) as Promise<{ _avg: { rating: number | null } }>,
    loadAvailability(keystone, id),
  ]);
  return { talent, menus, reviews, averageRating: reviews.total ? rating._avg.rating : null, availability };
}

export function averageRating(reviews: Review[]): number | null {
  if (reviews.length === 0) return null;
  return reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
}

/** The courses/drinks of a menu as [{ name, description }], ignoring malformed entries. */
export function menuItems(items: unknown): { name: string; description: string }[] {
  if (!Array.isArray(items)) return [];
  return items
    .filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object')
    .map((item) => ({ name: String(item.name ?? ''), description: String(item.description ?? '') }))
    .filter((item) => item.name);
}
