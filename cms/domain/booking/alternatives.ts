/**
 * Menus to suggest when a request is declined: published menus of other talent in the same
 * category, free on the booking's day — for its number of guests near the place first (the
 * search's place: that postcode and its region), then anywhere, then for any number of guests. The public search does the finding (cms/domain/search:
 * published only, the calendar rules), so a suggestion is always a menu the customer can book.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { config } from '../../config';
import { CATEGORIES, searchMenus, type MenuSearchInput } from '../search';
import { isoDateInCopenhagen } from '../time';

export type Alternative = { id: string; title: string; url: string };

type DeclinedBooking = { menuId: string | null; talentId: string | null; startsAt: Date; guests?: number; postcode?: string | null };

export async function similarMenus(context: KeystoneContext, booking: DeclinedBooking, limit = 3): Promise<Alternative[]> {
  const menu = booking.menuId ? await context.prisma.menu.findUnique({ where: { id: booking.menuId }, select: { category: true } }) : null;
  const category = (CATEGORIES as readonly string[]).includes(String(menu?.category))
    ? (menu!.category as MenuSearchInput['category'])
    : undefined;
  const base: MenuSearchInput = {
    category,
    date: isoDateInCopenhagen(booking.startsAt),
    guests: booking.guests,
    sort: 'bedoemmelse',
    perPage: 24,
  };
  const postcode = /^\d{4}$/.test(booking.postcode ?? '') ? booking.postcode! : null;
  const { guests, ...anyParty } = base;
  // Closest first: near and for this many guests, then anywhere, then for another party size.
  const tries: MenuSearchInput[] = [
    ...(postcode ? [{ ...base, place: postcode }] : []),
    base,
    ...(guests !== undefined ? [...(postcode ? [{ ...anyParty, place: postcode }] : []), anyParty] : []),
  ];
  const ids: string[] = [];
  for (const search of tries) {
    const found = await searchMenus(context.prisma, search);
    const candidates = found.ids.filter((id) => !ids.includes(id) && id !== booking.menuId);
    if (!candidates.length) continue;
    // Not the talent who declined: the customer needs someone else.
    const others = await context.prisma.menu.findMany({
      where: { id: { in: candidates }, NOT: { talentId: booking.talentId } },
      select: { id: true },
    });
    const allowed = new Set(others.map((m: { id: string }) => m.id));
    ids.push(...candidates.filter((id) => allowed.has(id)).slice(0, limit - ids.length));
    if (ids.length >= limit) break;
  }
  const rows = await context.prisma.menu.findMany({ where: { id: { in: ids } }, select: { id: true, title: true } });
  const byId = new Map(rows.map((row: { id: string; title: string }) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id) as { id: string; title: string } | undefined;
    return row ? [{ id, title: row.title, url: `${config.publicUrl}/menu/${id}` }] : [];
  });
}
