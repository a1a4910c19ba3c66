/**
 * Who is asking a domain function to act: the signed-in person from the Keystone session, or an
 * admin from the back office. Domain functions authorise the actor themselves, then write with
 * `context.sudo()` / `context.prisma` (the Booking, Payment and Payoff lists are admin-only).
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import type { Role, Session } from '../access';
import { DomainError } from './errors';

export type Actor = { userId: string; role: Role };

/** The actor behind a request, or a Danish "sign in" error. */
export function actorOf(context: KeystoneContext): Actor {
  const session = context.session as Session | undefined;
  if (!session?.itemId) throw new DomainError('Du skal være logget ind', {}, 'FORBIDDEN');
  return { userId: session.itemId, role: session.data.role };
}
