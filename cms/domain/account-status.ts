/**
 * Whether a person may act on the marketplace (book, message, publish): the account must be
 * activated (email verified) and not blocked. Domain functions call this before they change
 * anything; it reads the user fresh, because the session cookie may be older than the change.
 */
import type { KeystoneContext } from '@keystone-6/core/types';

export class AccountNotActiveError extends Error {}

export async function assertAccountActive(context: KeystoneContext, userId: string) {
  const user = await context.sudo().db.User.findOne({ where: { id: userId } });
  if (!user) throw new AccountNotActiveError('Du skal være logget ind');
  if (user.blockedAt) throw new AccountNotActiveError('Din konto er spærret. Kontakt MixBuddy.');
  if (!user.emailVerifiedAt) {
    throw new AccountNotActiveError('Aktivér din konto via linket i den e-mail, vi har sendt dig, før du fortsætter.');
  }
  return user;
}
