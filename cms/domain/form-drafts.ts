/**
 * Form drafts: a refused form's values, kept between the POST and the page that shows the form
 * again (and across a detour such as sign-in or the age check). Only a random token travels in
 * the cookie, so a long message in Danish (each "æ" is 6 bytes once URL-encoded) can never push a
 * cookie past the browsers' 4 KB limit — nor be cut in half and lost. The row is in the database
 * (FormDraft), so any app process can show the form again. Expiry is real time, not MixBuddy's
 * (test) clock: it is about a browser's round trip, not about bookings.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { KeystoneContext } from '@keystone-6/core/types';
import { LIMITS, clientIp, takeAttempt } from './accounts/rate-limit';

/**
 * Far above honest forms: each field may bring back up to 100 000 characters (site/src/lib/forms.ts),
 * so a pasted novel comes back with a "too long" error instead of being lost; larger drafts are not kept.
 */
const MAX_CHARS = 2_000_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const isToken = (token: unknown): token is string => typeof token === 'string' && /^[A-Za-z0-9_-]{32,64}$/.test(token);

/**
 * Keeps `value` for `ttlMs` and returns the token for the cookie, or null when it is too large to
 * keep or the sender's IP has stored too many drafts this minute (anyone may post a form, so the
 * rows an address can fill are limited: LIMITS.formDraftsPerIp, far above any person's pace).
 */
export async function keepFormDraft(context: KeystoneContext, value: unknown, ttlMs: number): Promise<string | null> {
  const json = JSON.stringify(value);
  if (json.length > MAX_CHARS) return null;
  if (!(await takeAttempt(context, LIMITS.formDraftsPerIp, clientIp(context))).allowed) return null;
  const at = new Date();
  const token = randomBytes(24).toString('base64url');
  await context.prisma.formDraft.deleteMany({ where: { expiresAt: { lte: at } } });
  await context.prisma.formDraft.create({
    data: { tokenHash: hashOf(token), json, expiresAt: new Date(at.getTime() + ttlMs), createdAt: at },
  });
  return token;
}

/** The draft for `token`, once (it is deleted), or null when unknown or expired. */
export async function takeFormDraft<T>(context: KeystoneContext, token: unknown): Promise<T | null> {
  if (!isToken(token)) return null;
  const tokenHash = hashOf(token);
  const row = await context.prisma.formDraft.findUnique({ where: { tokenHash } });
  if (!row) return null;
  // deleteMany: a second tab taking the same draft at the same moment is not an error.
  const taken = await context.prisma.formDraft.deleteMany({ where: { tokenHash } });
  if (taken.count === 0 || row.expiresAt <= new Date()) return null;
  return JSON.parse(row.json) as T;
}

/** The draft for `token` without using it up (a wizard reads it on several pages), or null. */
export async function peekFormDraft<T>(context: KeystoneContext, token: unknown): Promise<T | null> {
  if (!isToken(token)) return null;
  const row = await context.prisma.formDraft.findUnique({ where: { tokenHash: hashOf(token) } });
  if (!row || row.expiresAt <= new Date()) return null;
  return JSON.parse(row.json) as T;
}
