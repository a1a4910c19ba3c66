/**
 * The Danish emails of the booking flow, one per transition. Each is enqueued as a `sendEmail`
 * job (cms/jobs) in the transaction that makes the transition: a rolled-back change sends
 * nothing, a committed one is sent — retried with backoff while the mail server is away.
 */
import { config } from '../../config';
import { queueEmail } from '../../email';
import type { Tx } from '../locks';

import { formatOre as kroner } from '../money';
import { formatDateTime as when } from '../time';
import { rules } from '../../copy/rules';

export type BookingEmailKind = 'requested' | 'accepted' | 'declined' | 'expired' | 'paid' | 'cancelled' | 'refunded' | 'completed';

type BookingFacts = { id: string; startsAt: Date; totalAmount: number; customerId: string | null; talentId: string | null; menuId: string | null };

const texts: Record<BookingEmailKind, { to: 'customer' | 'talent' | 'both'; subject: string; body: (b: BookingFacts & { menuTitle: string; refund?: number }) => string; link: { customer: string; talent: string } }> = {
  requested: { to: 'talent', subject: 'Ny bookingforespørgsel', body: (b) => `Du har fået en forespørgsel på »${b.menuTitle}« den ${when(b.startsAt)}. Svar inden for ${rules.respondWithin}, ellers udløber den.`, link: { customer: '/my-bookings', talent: '/bookings' } },
  accepted: { to: 'customer', subject: 'Din booking er accepteret', body: (b) => `Din booking af »${b.menuTitle}« den ${when(b.startsAt)} er accepteret. Betal ${kroner(b.totalAmount)} inden for ${rules.payWithin} for at bekræfte den.`, link: { customer: '/my-bookings', talent: '/bookings' } },
  declined: { to: 'customer', subject: 'Din bookingforespørgsel er afvist', body: (b) => `Talentet kan desværre ikke tage »${b.menuTitle}« den ${when(b.startsAt)}. Du har ikke betalt noget.`, link: { customer: '/my-bookings', talent: '/bookings' } },
  expired: { to: 'both', subject: 'En booking er udløbet', body: (b) => `Bookingen af »${b.menuTitle}« den ${when(b.startsAt)} er udløbet, fordi fristen for svar eller betaling er overskredet.`, link: { customer: '/my-bookings', talent: '/bookings' } },
  paid: { to: 'both', subject: 'Bookingen er betalt', body: (b) => `Bookingen af »${b.menuTitle}« den ${when(b.startsAt)} er betalt (${kroner(b.totalAmount)}) og dermed bekræftet.`, link: { customer: '/my-bookings', talent: '/bookings' } },
  cancelled: { to: 'both', subject: 'En booking er annulleret', body: (b) => `Bookingen af »${b.menuTitle}« den ${when(b.startsAt)} er annulleret.`, link: { customer: '/my-bookings', talent: '/bookings' } },
  refunded: { to: 'both', subject: 'En booking er annulleret og refunderet', body: (b) => `Bookingen af »${b.menuTitle}« den ${when(b.startsAt)} er annulleret. ${kroner(b.refund ?? 0)} refunderes til kortet.`, link: { customer: '/my-bookings', talent: '/bookings' } },
  completed: { to: 'customer', subject: 'Tak for festen – skriv en anmeldelse', body: (b) => `Vi håber, »${b.menuTitle}« var en succes. Du kan nu anmelde bookingen.`, link: { customer: '/my-bookings', talent: '/bookings' } },
};

/** Who receives each email; the process table names the same (tests/unit/booking-process.test.ts). */
export const bookingEmailRecipients = Object.fromEntries(Object.entries(texts).map(([kind, { to }]) => [kind, to])) as Record<BookingEmailKind, 'customer' | 'talent' | 'both'>;

/** `extra.reason`: what the person who cancelled wrote; quoted under the body when given. `tx`: the transition's transaction. */
export async function queueBookingEmail(tx: Tx, kind: BookingEmailKind, booking: BookingFacts, extra: { refund?: number; reason?: string } = {}) {
  const menu = booking.menuId ? await tx.menu.findUnique({ where: { id: booking.menuId }, select: { title: true } }) : null;
  const profile = booking.talentId ? await tx.talentProfile.findUnique({ where: { id: booking.talentId }, select: { userId: true } }) : null;
  const recipients: { userId: string; side: 'customer' | 'talent' }[] = [];
  const spec = texts[kind];
  if ((spec.to === 'customer' || spec.to === 'both') && booking.customerId) recipients.push({ userId: booking.customerId, side: 'customer' });
  if ((spec.to === 'talent' || spec.to === 'both') && profile?.userId) recipients.push({ userId: String(profile.userId), side: 'talent' });
  for (const { userId, side } of recipients) {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { name: true, email: true } });
    if (!user?.email) continue;
    const body = spec.body({ ...booking, menuTitle: String(menu?.title ?? 'din menu'), refund: extra.refund });
    const reason = extra.reason ? `\n\nBegrundelse: ${extra.reason}` : '';
    const text = `Hej ${String(user.name).split(' ')[0]}\n\n${body}${reason}\n\nSe bookingen: ${config.publicUrl}${spec.link[side]}\n\nVenlig hilsen\nMixBuddy`;
    await queueEmail(tx, { to: String(user.email), subject: spec.subject, text });
  }
}
