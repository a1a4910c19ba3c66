/**
 * Abuse limits for sign-in, registration, requests that send email (password reset, activation),
 * the contact form and MixBuddy AI.
 *
 * Each limit keeps a count per bucket (per email, per IP or per visitor, hashed) in LimitCounter.
 * The database — not process memory — holds the count, so the limit holds across restarts and
 * across several app processes behind a load balancer. A window starts with the first attempt
 * and lasts `windowMs`; the next attempt after it starts a new one.
 *
 * Increment, then read, in one statement (`takeAttempt`): `INSERT … ON CONFLICT (bucket) DO UPDATE
 * SET count = count + 1 … RETURNING count`. The database locks the bucket's row for the update, so
 * of any number of concurrent attempts each gets its own number, and exactly the first `max` are
 * let through — the race in "count, check, then store" (every concurrent request reads the same
 * low count) cannot happen. With max 10, the 11th wrong password is refused even when it is right.
 * A successful sign-in gives its attempt back (`release`), so only failures use up the window.
 * The per-IP limits are higher than the per-account ones, because many people can share one IP
 * (an office, a mobile operator's NAT).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { KeystoneContext } from '@keystone-6/core/types';
import { now } from '../clock';
import { DAY, MINUTE } from '../time';
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
  // The contact form stores what is typed for the back office: 5 messages per IP an hour.
  supportPerIp: { name: 'support:ip', max: 5, windowMs: 60 * MINUTE },
  // A refused form's typed values are kept as a draft (cms/domain/form-drafts.ts), for anyone.
  formDraftsPerIp: { name: 'form-draft:ip', max: 60, windowMs: MINUTE },
  // "Download mine data" collects everything about a person into a file: 5 a day per person is
  // plenty for anyone, and bounds the work one account can ask for (cms/domain/privacy/export.ts).
  dataExportPerUser: { name: 'data-export:user', max: 5, windowMs: DAY },
} satisfies Record<string, Limit>;

export const TOO_MANY_SIGN_INS = 'For mange forsøg på at logge ind. Vent 15 minutter, og prøv igen — eller nulstil din adgangskode.';
export const TOO_MANY_REGISTRATIONS = 'For mange forsøg på at oprette en konto. Vent 15 minutter, og prøv igen.';
export const TOO_MANY_REQUESTS = 'Du har bedt om for mange e-mails på kort tid. Vent 15 minutter, og prøv igen.';
export const TOO_MANY_SUPPORT_REQUESTS = 'Du har sendt mange beskeder på kort tid. Vent en time, og prøv igen.';

const bucketOf = (limit: Limit, key: string) => `${limit.name}:${createHash('sha256').update(key.trim().toLowerCase()).digest('hex')}`;

/** The caller's IP as Express saw it (behind a proxy, configure Express' `trust proxy`). */
export function clientIp(context: KeystoneContext): string {
  const req = context.req as { ip?: string; socket?: { remoteAddress?: string } } | undefined;
  return req?.ip || req?.socket?.remoteAddress || 'unknown';
}

/** One counted attempt: whether it is within the limit, and how to give it back. */
export type Attempt = { allowed: boolean; release: () => Promise<void> };

const refused: Attempt = { allowed: false, release: async () => {} };

/** Counts one attempt against `limit` for `key` (increment, then read: see the header). */
export async function takeAttempt(context: KeystoneContext, limit: Limit, key: string): Promise<Attempt> {
  const bucket = bucketOf(limit, key);
  const at = BigInt(now().getTime());
  const expired = at - BigInt(limit.windowMs);
  const [row] = await context.prisma.$queryRaw<{ count: number | bigint; windowStartedAt: number | bigint }[]>`
    INSERT INTO "LimitCounter" ("id", "bucket", "count", "windowStartedAt") VALUES (${randomUUID()}, ${bucket}, 1, ${at})
    ON CONFLICT ("bucket") DO UPDATE SET
      "count" = CASE WHEN "LimitCounter"."windowStartedAt" <= ${expired} THEN 1 ELSE "LimitCounter"."count" + 1 END,
      "windowStartedAt" = CASE WHEN "LimitCounter"."windowStartedAt" <= ${expired} THEN ${at} ELSE "LimitCounter"."windowStartedAt" END
    RETURNING "count", "windowStartedAt"`;
  // Keep the table small: buckets whose window ended an hour ago count for nothing.
  if (Math.random() < 0.02) {
    await context.prisma.limitCounter.deleteMany({ where: { windowStartedAt: { lt: at - BigInt(limit.windowMs + 60 * MINUTE) } } });
  }
  if (Number(row.count) > limit.max) return refused;
  const windowStartedAt = BigInt(row.windowStartedAt);
  return {
    allowed: true,
    release: async () => {
      await context.prisma.limitCounter.updateMany({
        where: { bucket, windowStartedAt, count: { gt: 0 } },
        data: { count: { decrement: 1 } },
      });
    },
  };
}

/** Takes an attempt from each limit in turn; if any refuses, gives back the ones already taken. */
export async function takeAttempts(context: KeystoneContext, ...limits: [Limit, string][]): Promise<Attempt> {
  const taken: Attempt[] = [];
  const releaseAll = async () => {
    for (const attempt of taken) await attempt.release();
  };
  for (const [limit, key] of limits) {
    const attempt = await takeAttempt(context, limit, key);
    if (!attempt.allowed) {
      await releaseAll();
      return refused;
    }
    taken.push(attempt);
  }
  return { allowed: true, release: releaseAll };
}

export async function clearAttempts(context: KeystoneContext, limit: Limit, key: string) {
  await context.prisma.limitCounter.deleteMany({ where: { bucket: bucketOf(limit, key) } });
}

/**
 * For requests that send email: counts this request against the email and the IP, and tells
 * whether it may go ahead. Callers that must not reveal anything (forgot password) just skip
 * sending when it may not; others throw `TOO_MANY_REQUESTS`.
 */
export const allowEmailRequest = async (context: KeystoneContext, email: string) =>
  (await takeAttempts(context, [LIMITS.emailRequestPerEmail, email], [LIMITS.emailRequestPerIp, clientIp(context)])).allowed;

/** Counts a registration against the email and the IP; false when either limit is reached. */
export const allowRegistration = async (context: KeystoneContext, email: string) =>
  (await takeAttempts(context, [LIMITS.registerPerEmail, email], [LIMITS.registerPerIp, clientIp(context)])).allowed;

/** Counts a contact-form post against the sender's IP; false when the limit is reached. */
export const allowSupportRequest = async (context: KeystoneContext) =>
  (await takeAttempt(context, LIMITS.supportPerIp, clientIp(context))).allowed;

export const tooManyRequests = () => new DomainError(TOO_MANY_REQUESTS, {}, 'CONFLICT');
