/** The signed-in customer's or talent's unread messages for the header (0 when signed out or on any error). */
import type { AstroGlobal } from 'astro';
import { unreadCount } from '../../../cms/domain/messaging';

export async function headerUnread(Astro: AstroGlobal): Promise<{ href: string; count: number }> {
  const session = Astro.locals.keystone?.session as { itemId?: string; data?: { role?: string } } | undefined;
  const href = session?.data?.role === 'talent' ? '/messages' : '/your-messages';
  if (!session?.itemId || (session.data?.role !== 'customer' && session.data?.role !== 'talent')) return { href, count: 0 };
  try {
    return { href, count: await unreadCount(Astro.locals.keystone, session.itemId) };
  } catch {
    return { href, count: 0 }; // never break the page frame
  }
}
