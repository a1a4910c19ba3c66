/**
 * Whether a person may act on the marketplace (book, message, publish): the account must be
 * activated (email verified) and not blocked. Domain functions call this before they change
 * anything; it reads the user fresh, because the session cookie may be older than the change.
 */
import type { KeystoneContext } from '@keystone-6/core/types';

export class AccountNotActiveError extends Error {}

type Standing = { blockedAt?: Date | string | null; emailVerifiedAt?: Date | string | null } | null | undefined;

/**
 * Why `user` may not act (a Danish sentence), or null when they may. Deleting an account also
 * blocks it, so "blocked" covers deleted accounts. Also for what acts on a person's behalf
 * without a session, such as their private calendar feed.
 */
export function whyAccountMayNotAct(user: Standing): string | null {
  if (!user) return 'Du skal være logget ind';
  if (user.blockedAt) return 'Din konto er spærret. Kontakt MixBuddy.';
  if (!user.emailVerifiedAt) return 'Aktivér din konto via linket i den e-mail, vi har sendt dig, før du fortsætter.';
  return null;
}

/**
 * Throws when `userId` may not act; returns their standing and age check (one read, so a booking
 * request asks the age gate without reading the person again).
 */
export async function assertAccountActive(context: KeystoneContext, userId: string) {
  const user = await context.prisma.user.findUnique({
    where: { id: userId },
    select: { blockedAt: true, emailVerifiedAt: true, ageVerifiedAt: true, ageCheckResult: true },
  });
  const refusal = whyAccountMayNotAct(user as Standing);
  if (refusal) throw new AccountNotActiveError(refusal);
  return user as { ageVerifiedAt: Date | null; ageCheckResult: string | null };
}
