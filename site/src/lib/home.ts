/** Data for the home page, read in-process with the visitor's own access rights. */
import type { KeystoneContext } from '@keystone-6/core/types';
import { MENU_SUMMARY, PUBLISHED, TALENT_SUMMARY, type MenuSummary, type TalentSummary } from './menus';

export type Featured = { kind: 'talent'; id: string; talent: TalentSummary } | { kind: 'menu'; id: string; menu: MenuSummary };

export type HomeData = {
  featured: Featured[];
  latest: MenuSummary[];
  reviews: { count: number; average: number | null };
};

/** Stars that are live now (no start or started, no end or not yet ended), in admin order. */
export async function loadFeatured(keystone: KeystoneContext, now = new Date(), take = 8): Promise<Featured[]> {
  const iso = now.toISOString();
  const stars = (await keystone.query.Star.findMany({
    where: {
      AND: [
        { OR: [{ startsAt: { equals: null } }, { startsAt: { lte: iso } }] },
        { OR: [{ endsAt: { equals: null } }, { endsAt: { gt: iso } }] },
      ],
    },
    orderBy: [{ position: 'asc' }],
    take: take * 2, // some may point at a menu the visitor cannot see (e.g. unpublished)
    query: `id kind talent { ${TALENT_SUMMARY} } menu { ${MENU_SUMMARY} status }`,
  })) as Array<{ id: string; kind: string; talent: TalentSummary | null; menu: (MenuSummary & { status: string }) | null }>;

  const featured: Featured[] = [];
  for (const star of stars) {
    if (star.kind === 'talent' && star.talent) featured.push({ kind: 'talent', id: star.id, talent: star.talent });
    if (star.kind === 'menu' && star.menu?.status === 'published') featured.push({ kind: 'menu', id: star.id, menu: star.menu });
  }
  return featured.slice(0, take);
}

export async function loadLatestMenus(keystone: KeystoneContext, take = 8): Promise<MenuSummary[]> {
  return (await keystone.query.Menu.findMany({
    where: PUBLISHED,
    orderBy: [{ createdAt: 'desc' }],
    take,
    query: MENU_SUMMARY,
  })) as MenuSummary[];
}

/** Average rating and number of reviews (reviews are public). */
export async function loadReviewStats(keystone: KeystoneContext): Promise<HomeData['reviews']> {
  const count = await keystone.query.Review.count();
  if (!count) return { count: 0, average: null };
  // Keystone has no aggregates; Prisma's is one query. Reviews are public, so no access rule is skipped.
  const result = await keystone.prisma.review.aggregate({ _avg: { rating: true } });
  const average = result?._avg?.rating;
  return { count, average: typeof average === 'number' ? average : null };
}

export async function loadHomeData(keystone: KeystoneContext): Promise<HomeData> {
  const [featured, latest, reviews] = await Promise.all([loadFeatured(keystone), loadLatestMenus(keystone), loadReviewStats(keystone)]);
  return { featured, latest, reviews };
}
