/**
 * Stored, revocable sessions: Keystone's `SessionStrategy` ({ get, start, end }) over the
 * `AuthSession` list. Why not Keystone's stateless cookie: a copied stateless cookie keeps
 * working until it expires, whatever the person does; a stored session ends when its row goes.
 *
 * - The cookie `mixbuddy-session` (HttpOnly, SameSite=Lax, Secure in production, 30 days)
 *   carries only 32 random bytes; the row keeps their SHA-256, the user, the expiry and a few
 *   words on the device. `Authorization: Bearer <token>` works too, as with Keystone's cookie.
 * - `get` is one indexed lookup (the token hash, joined to the user's session fields) per
 *   request. Expired rows, rows without a user and blocked users give no session.
 * - Expiry is wall-clock time, not MixBuddy's test clock (domain/clock.ts): the browser drops
 *   the cookie by the real clock too, and tests that move the business clock months ahead
 *   must not sign everyone out.
 * - Starting a session prunes expired rows and replaces the browser's previous session;
 *   `lastSeenAt` is written at most hourly.
 * - `endSessionsOf` is the one way to end a person's sessions (password change/reset, block,
 *   deleted account, "Log ud på alle enheder").
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { KeystoneContext, SessionStrategy } from '@keystone-6/core/types';
import type { Role, Session } from '../access';
import { config } from '../config';
import { publishEvent } from '../events';
import { hashToken as hashOf } from '../domain/accounts/tokens';
import { HOUR } from '../domain/time';

export const SESSION_COOKIE = 'mixbuddy-session';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const TOUCH_EVERY_MS = HOUR;

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** The session token this request presents (cookie or bearer), if it has the right shape. */
function presentedToken(req: IncomingMessage | undefined): string | undefined {
  if (!req) return undefined;
  const authorization = req.headers.authorization ?? '';
  const token = authorization.startsWith('Bearer ')
    ? authorization.slice('Bearer '.length)
    : cookieValue(req.headers.cookie, SESSION_COOKIE);
  return token && TOKEN_SHAPE.test(token) ? token : undefined;
}

/** The hash of the session token the request presents, or null (the live message stream keeps it to re-check its session). */
export function currentSessionHash(context: KeystoneContext): string | null {
  const token = presentedToken(context.req);
  return token ? hashOf(token) : null;
}

function setSessionCookie(res: ServerResponse | undefined, value: string, maxAgeSeconds: number) {
  if (!res || res.headersSent) return;
  const expires = new Date(maxAgeSeconds > 0 ? Date.now() + maxAgeSeconds * 1000 : 0);
  const attributes = [
    `${SESSION_COOKIE}=${value}`,
    `Max-Age=${maxAgeSeconds}`,
    'Path=/',
    `Expires=${expires.toUTCString()}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (config.production) attributes.push('Secure');
  // Append: other cookies already on this response (a flash message, the consent choice…) must survive.
  const existing = res.getHeader('Set-Cookie');
  const others = (existing == null ? [] : Array.isArray(existing) ? existing : [String(existing)]).filter(
    (c) => !c.startsWith(`${SESSION_COOKIE}=`),
  );
  res.setHeader('Set-Cookie', [...others, attributes.join('; ')]);
}

/** "Chrome på Windows": a browser family and an OS family, nothing that identifies a person. */
function deviceOf(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : 'Ukendt browser';
  const os = /iPhone|iPad|iPod/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : 'ukendt system';
  return `${browser} på ${os}`;
}

type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: string;
  emailVerifiedAt: Date | null;
  blockedAt: Date | null;
  /** Access rules compare rows' `talentId` with it (cms/access.ts). */
  talentProfile: { id: string } | null;
};

/**
 * The session, its user and the user's talent profile in one statement (every signed-in request
 * runs it; Prisma's nested selects would send three). A row without a user has no match.
 */
const SESSION_SQL = `SELECT s."id" AS "sessionId", s."expiresAt", s."lastSeenAt",
  u."id", u."name", u."email", u."role", u."emailVerifiedAt", u."blockedAt", t."id" AS "talentProfileId"
  FROM "AuthSession" s JOIN "User" u ON u."id" = s."user" LEFT JOIN "TalentProfile" t ON t."user" = u."id"
  WHERE s."tokenHash" = $1 LIMIT 1`;
type SessionRow = Omit<SessionUser, 'talentProfile'> & {
  sessionId: string;
  expiresAt: Date | string;
  lastSeenAt: Date | string | null;
  talentProfileId: string | null;
};

/** The same shape Keystone's auth gave (`sessionData` read through GraphQL: dates as ISO text). */
function sessionFor(user: SessionUser): Session {
  return {
    listKey: 'User',
    itemId: user.id,
    data: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role as Role,
      emailVerifiedAt: user.emailVerifiedAt ? user.emailVerifiedAt.toISOString() : null,
      talentProfileId: user.talentProfile?.id ?? null,
      blockedAt: null,
    } as Session['data'],
  };
}

export function storedSessions(): SessionStrategy<Session> {
  return {
    async get({ context }) {
      const token = presentedToken(context.req);
      if (!token) return undefined;
      const [row]: SessionRow[] = await context.prisma.$queryRawUnsafe(SESSION_SQL, hashOf(token));
      const at = Date.now();
      if (!row || row.blockedAt || new Date(row.expiresAt).getTime() <= at) return undefined;
      if (!row.lastSeenAt || at - new Date(row.lastSeenAt).getTime() > TOUCH_EVERY_MS) {
        await context.prisma.authSession.updateMany({ where: { id: row.sessionId }, data: { lastSeenAt: new Date(at) } });
      }
      return sessionFor({
        ...row,
        emailVerifiedAt: row.emailVerifiedAt ? new Date(row.emailVerifiedAt) : null,
        talentProfile: row.talentProfileId ? { id: row.talentProfileId } : null,
      });
    },

    /** Keystone's `authenticateUserWithPassword` and our sign-ins call this; returns the token. */
    async start({ context, data }) {
      const userId = String((data as { itemId?: unknown })?.itemId ?? '');
      if (!userId) throw new Error('A session needs a user id');
      const token = randomBytes(32).toString('base64url');
      const at = Date.now();
      // Prune expired rows, and the row this browser signed in with before (a new sign-in
      // replaces it: no orphan that a copied old cookie could still use).
      const previous = currentSessionHash(context);
      await context.prisma.authSession.deleteMany({
        where: { OR: [{ expiresAt: { lt: new Date(at) } }, ...(previous ? [{ tokenHash: previous }] : [])] },
      });
      await context.prisma.authSession.create({
        data: {
          tokenHash: hashOf(token),
          user: { connect: { id: userId } },
          device: deviceOf(context.req?.headers['user-agent']),
          expiresAt: new Date(at + config.sessionMaxAgeSeconds * 1000),
          lastSeenAt: new Date(at),
        },
      });
      setSessionCookie(context.res, token, config.sessionMaxAgeSeconds);
      return token;
    },

    async end({ context }) {
      const hash = currentSessionHash(context);
      if (hash) await context.prisma.authSession.deleteMany({ where: { tokenHash: hash } });
      const userId = (context.session as { itemId?: string } | undefined)?.itemId;
      if (userId) publishEvent('sessionsEnded', { userId });
      setSessionCookie(context.res, '', 0);
    },
  };
}

/**
 * Ends the user's sessions everywhere. `exceptCurrent` keeps the one this request signed in
 * with (a password change keeps the person signed in where they changed it).
 */
export async function endSessionsOf(context: KeystoneContext, userId: string, options: { exceptCurrent?: boolean } = {}) {
  const current = options.exceptCurrent ? currentSessionHash(context) : null;
  const { count } = await context.prisma.authSession.deleteMany({
    where: { userId, ...(current ? { NOT: { tokenHash: current } } : {}) },
  });
  // Every request reads its session from the database; only open live streams need telling.
  if (count) publishEvent('sessionsEnded', { userId });
  return count as number;
}
