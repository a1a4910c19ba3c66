// Seed step: the talent's menus, with demo images per category and a stable "random" view count.
import type { KeystoneContext } from '@keystone-6/core/types';
import { addDays } from '../calendar';
import { categoryImageVariants, menus } from '../menus';
import { connect, prng } from './shared';

/** Returns the menu ids by menu key. */
export async function seedMenus(context: KeystoneContext, now: Date, profileId: Map<string, string>) {
  const random = prng(2026);
  const perCategory = new Map<string, number>();
  const menuRows = await context.db.Menu.createMany({
    data: menus.map((m, i) => {
      const n = perCategory.get(m.category) ?? 0;
      perCategory.set(m.category, n + 1);
      const variants = categoryImageVariants[m.category];
      const image = (v: number) => `/images/demo/menu-${m.category}-${(v % variants) + 1}.svg`;
      const created = addDays(now, -200 + i * 3);
      return {
        talent: connect(profileId.get(m.talent)!),
        title: m.title,
        description: m.description,
        category: m.category,
        items: m.items.map(([name, description]) => ({ name, description })),
        pricePerGuest: m.pricePerGuest,
        minGuests: m.minGuests,
        maxGuests: m.maxGuests,
        durationMinutes: m.durationMinutes,
        containsAlcohol: m.containsAlcohol ?? !['mad', 'alkoholfri'].includes(m.category),
        allergens: m.allergens,
        images: [image(n), image(n + 1)],
        status: m.status,
        viewCount: m.status === 'draft' ? 0 : 20 + Math.floor(random() * 480),
        createdAt: created,
      };
    }),
  });
  return new Map(menus.map((m, i) => [m.key, String(menuRows[i].id)]));
}
