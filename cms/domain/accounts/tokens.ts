/**
 * Single-use email links. The raw token (32 random bytes, base64url) only ever travels in the
 * email; the database keeps its SHA-256 hash, so a database leak reveals no usable link.
 * A token is used at most once: `consumeToken` marks it used with a conditional update, so two
 * requests racing with the same link cannot both succeed.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { KeystoneContext } from '@keystone-6/core/types';
import { addMs, now } from '../clock';
import { DAY, HOUR } from '../time';
import { DomainError } from '../errors';

export type TokenPurpose = 'activate' | 'reset-password' | 'change-email';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  activate: 2 * DAY,
  'reset-password': HOUR,
  'change-email': DAY,
};

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link token for the user; earlier unused tokens for the same purpose stop working. */
export async function issueToken(context: KeystoneContext, userId: string, purpose: TokenPurpose, newEmail?: string) {
  const token = randomBytes(32).toString('base64url');
  const issuedAt = now();
  await context.prisma.authToken.updateMany({
    where: { userId, purpose, usedAt: null },
    data: { usedAt: issuedAt },
  });
  await context.sudo().db.AuthToken.createOne({
    data: {
      tokenHash: hashToken(token),
      purpose,
      user: { connect: { id: userId } },
      newEmail: newEmail ?? '',
      expiresAt: addMs(issuedAt, TOKEN_LIFETIME_MS[purpose]),
    },
  });
  return token;
}

export type ConsumedToken = { userId: string; purpose: TokenPurpose; newEmail: string | null };

/** Uses a link token once, or throws a Danish error saying why the link does not work. */
export async function consumeToken(context: KeystoneContext, token: unknown, purposes: readonly TokenPurpose[]): Promise<ConsumedToken> {
  const invalid = new DomainError('Linket er ugyldigt. Kopiér hele linket fra e-mailen, eller bed om et nyt.');
  if (typeof token !== 'string' || token.length < 20 || token.length > 200) throw invalid;
  const row = await context.prisma.authToken.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || !row.userId || !purposes.includes(row.purpose as TokenPurpose)) throw invalid;
  if (row.usedAt) throw new DomainError('Linket er allerede brugt. Bed om et nyt, hvis du stadig har brug for det.');
  const usedAt = now();
  if (row.expiresAt <= usedAt) throw new DomainError('Linket er udløbet. Bed om et nyt.');
  const { count } = await context.prisma.authToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt } });
  if (count !== 1) throw new DomainError('Linket er allerede brugt. Bed om et nyt, hvis du stadig har brug for det.');
  return { userId: row.userId, purpose: row.purpose as TokenPurpose, newEmail: row.newEmail || null };
}
