/**
 * Reads for the menu and profile pages, through the visitor's Keystone context (unpublished
 * menus stay invisible to those who may not see them). Dates shown in Europe/Copenhagen.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { findAll } from '../../../cms/db/find-all';
import { DAY } from '../../../cms/domain/time';
import { isoDateInCopenhagen } from './format';
import { MENU_SUMMARY, type MenuSummary } from './menus';

export type Review = { id: string; rating: number; body: string | null; createdAt: string; customer: { name: string } | null };
export type AvailabilityRow = { kind: string; weekday: number | null; startTime: string | null; endTime: string | null; date: string | null; note?: string | null };

export type TalentDetail = {
  id: string;
  displayName: string;
  headline: string | null;
  presentation: string | null;
  specialities: string | null;
  photo: string | null;
  city: string | null;
  verifiedAt: string | null;
  createdAt: string;
  locations: { region: string; city: string | null; postcode: string | null; travelKm: number | null }[];
};

export type MenuDetail = MenuSummary & {
  description: string | null;
  items: unknown;
  durationMinutes: number;
  containsAlcohol: boolean;
  allergens: string | null;
  status: string;
  createdAt: string;
  talent: TalentDetail | null;
};

const TALENT_DETAIL = 'id displayName headline presentation specialities photo city verifiedAt createdAt locations { region city postcode travelKm }';
const REVIEW = 'id rating body createdAt customer { name }';
const isId = (id: string | undefined): id is string => typeof id === 'string' && /^[a-z0-9]{10,40}$/i.test(id);

export async function loadMenu(keystone: KeystoneContext, id: string | undefined) {
  if (!isId(id)) return null;
  const menu = (await keystone.query.Menu.findOne({
    where: { id },
    query: `${MENU_SUMMARY} description items durationMinutes containsAlcohol allergens status createdAt talent { ${TALENT_DETAIL} }`,
  })) as MenuDetail | null;
  if (!menu) return null;
  const [reviews, availability, more] = await Promise.all([
    keystone.query.Review.findMany({ where: { menu: { id: { equals: id } } }, orderBy: [{ createdAt: 'desc' }], take: 20, query: REVIEW }) as Promise<Review[]>,
    menu.talent ? loadAvailability(keystone, menu.talent.id) : Promise.resolve([]),
    menu.talent
      ? (keystone.query.Menu.findMany({
          where: { talent: { id: { equals: menu.talent.id } }, status: { equals: 'published' }, id: { not: { equals: id } } },
          take: 3,
          query: MENU_SUMMARY,
        }) as Promise<MenuSummary[]>)
      : Promise.resolve([]),
  ]);
  return { menu, reviews, availability, more };
}

/** Weekly hours, and blocked dates in the next 90 days. */
export async function loadAvailability(keystone: KeystoneContext, talentId: string): Promise<AvailabilityRow[]> {
  const today = isoDateInCopenhagen();
  const until = isoDateInCopenhagen(Date.now() + 90 * DAY);
  return await findAll<AvailabilityRow>(keystone.query.Availability, {
    where: {
      talent: { id: { equals: talentId } },
      OR: [{ kind: { equals: 'weekly' } }, { kind: { equals: 'blocked' }, date: { gte: today, lte: until } }],
    },
    orderBy: [{ weekday: 'asc' }, { date: 'asc' }],
    query: 'kind weekday startTime endTime date',
  });
}

export async function loadTalent(keystone: KeystoneContext, id: string | undefined) {
  if (!isId(id)) return null;
  const talent = (await keystone.query.TalentProfile.findOne({ where: { id }, query: TALENT_DETAIL })) as TalentDetail | null;
  if (!talent) return null;
  const [menus, reviews, availability] = await Promise.all([
    findAll<MenuSummary>(keystone.query.Menu, {
      where: { talent: { id: { equals: id } }, status: { equals: 'published' } },
      orderBy: [{ createdAt: 'desc' }],
      query: MENU_SUMMARY,
    }),
    keystone.query.Review.findMany({ where: { talent: { id: { equals: id } } }, orderBy: [{ createdAt: 'desc' }], take: 20, query: REVIEW }) as Promise<Review[]>,
    loadAvailability(keystone, id),
  ]);
  return { talent, menus, reviews, availability };
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
