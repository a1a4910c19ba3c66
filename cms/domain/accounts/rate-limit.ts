/**
 * Abuse limits for sign-in, registration and requests that send email (password reset, activation).
 *
 * Each counted attempt is a row in AuthAttempt, keyed by a hashed bucket (per email and per IP).
 * The database — not process memory — holds the count, so the limit holds across restarts and
 * across several app processes behind a load balancer. A limit is reached when the window
 * already holds `max` attempts: with max 10, the 11th wrong password is refused even when it
 * is right. The per-IP limits are higher than the per-account ones, because many people can
 * share one IP (an office, a mobile operator's NAT).
 */
import { createHash } from 'node:crypto';
import type { KeystoneContext } from '@keystone-6/core/types';
import { addMs, now } from '../clock';
import { MINUTE } from '../time';
import { DomainError } from '../errors';

export type Limit = { name: string; max: number; windowMs: number };

export const LIMITS = {
  signInPerEmail: { name: 'sign-in:email', max: 10, windowMs: 15 * MINUTE },
  signInPerIp: { name: 'sign-in:ip', max: 100, windowMs: 15 * MINUTE },
  emailRequestPerEmail: { name: 'email-request:email', max: 5, windowMs: 15 * MINUTE },
  emailRequestPerIp: { name: 'email-request:ip', max: 30, windowMs: 15 * MINUTE },
  // Every registration sends a mail (activation, or "someone tried" to the owner): 10 per IP and
  // 5 per address in 15 minutes, counted the same whether or not the address has an account.
  registerPerEmail: { name: 'register:email', max: 5, windowMs: 15 * MINUTE },
  registerPerIp: { name: 'register:ip', max: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

export const TOO_MANY_SIGN_INS = 'For mange forsøg på at logge ind. Vent 15 minutter, og prøv igen — eller nulstil din adgangskode.';
export const TOO_MANY_REGISTRATIONS = 'For mange forsøg på at oprette en konto. Vent 15 minutter, og prøv igen.';
export const TOO_MANY_REQUESTS = 'Du har bedt om for mange e-mails på kort tid. Vent 15 minutter, og prøv igen.';

const bucketOf = (limit: Limit, key: string) =>
  `${limit.name}:${createHash('sha256').update(key.trim().toLowerCase()).digest('hex')}`;

/** The caller's IP as Express saw it (behind a proxy, configure Express' `trust proxy`). */
export function clientIp(context: KeystoneContext): string {
  const req = context.req as { ip?: string; socket?: { remoteAddress?: string } } | undefined;
  return req?.ip || req?.socket?.remoteAddress || 'unknown';
}

export async function isLimited(context: KeystoneContext, limit: Limit, key: string) {
  const count = await context.prisma.authAttempt.count({
    where: { bucket: bucketOf(limit, key), createdAt: { gt: addMs(now(), -limit.windowMs) } },
  });
  return count >= limit.max;
}

export async function recordAttempt(context: KeystoneContext, limit: Limit, key: string) {
  const at = now();
  await context.prisma.authAttempt.create({ data: { bucket: bucketOf(limit, key), createdAt: at } });
  // Keep the table small: attempts older than the longest window count for nothing.
  if (Math.random() < 0.05) {
    await context.prisma.authAttempt.deleteMany({ where: { createdAt: { lt: addMs(at, -60 * MINUTE) } } });
  }
}

export async function clearAttempts(context: KeystoneContext, limit: Limit, key: string) {
  await context.prisma.authAttempt.deleteMany({ where: { bucket: bucketOf(limit, key) } });
}

/**
 * For requests that send email: counts this request against the email and the IP, and tells
 * whether it may go ahead. Callers that must not reveal anything (forgot password) just skip
 * sending when it may not; others throw `TOO_MANY_REQUESTS`.
 */
export const allowEmailRequest = (context: KeystoneContext, email: string) =>
  allowAttempt(context, email, LIMITS.emailRequestPerEmail, LIMITS.emailRequestPerIp);

/** Counts a registration against the email and the IP; false when either limit is reached. */
export const allowRegistration = (context: KeystoneContext, email: string) =>
  allowAttempt(context, email, LIMITS.registerPerEmail, LIMITS.registerPerIp);

async function allowAttempt(context: KeystoneContext, email: string, perEmail: Limit, perIp: Limit) {
  const ip = clientIp(context);
  const limited = (await isLimited(context, perEmail, email)) || (await isLimited(context, perIp, ip));
  await recordAttempt(context, perEmail, email);
  await recordAttempt(context, perIp, ip);
  return !limited;
}

export const tooManyRequests = () => new DomainError(TOO_MANY_REQUESTS, {}, 'CONFLICT');
