/**
 * The back office's revenue figure: the total of the bookings paid in [from, to) that MixBuddy
 * still holds the money for (`earningStatuses`: paid, or paid and done), summed in the database
 * (the browser used to add up at most 1000 rows). Admins only.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import type { Actor } from '../actor';
import { earningStatuses } from '../booking-states';
import { forbidden } from '../errors';

export async function paidRevenue(context: KeystoneContext, actor: Actor, range: { from: Date; to?: Date | null }) {
  if (actor.role !== 'admin') throw forbidden('Kun MixBuddy kan se omsætningen');
  const paidAt = { gte: range.from, ...(range.to ? { lt: range.to } : {}) };
  const result = await context.prisma.booking.aggregate({
    where: { status: { in: [...earningStatuses] }, paidAt },
    _sum: { totalAmount: true },
    _count: { _all: true },
  });
  return { amount: result._sum.totalAmount ?? 0, count: result._count._all };
}
