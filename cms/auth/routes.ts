/**
 * The OpenID Connect routes, on Keystone's Express app before the Astro site (they set the
 * session cookie and need the raw request):
 *
 *   GET  /auth/google/start?next=…        → Google (hidden on /login when not configured)
 *   GET  /auth/google/redirect            ← Google's callback: sign in, link or create
 *   GET  /auth/age-verify/start?next=…    → the MitID-type broker, or the dev simulator page
 *   GET  /auth/age-verify/redirect        ← the broker's callback: record 18+ or not
 *   POST /auth/age-verify/redirect        ← the dev simulator's answer (never in production)
 *
 * Failures go to a Danish page with a short code in the query (`fejl=`), never a stack trace.
 * See cms/auth/README.md for the whole flow.
 */
import express, { type Express, type Request, type Response } from 'express';
import type { KeystoneContext } from '@keystone-6/core/types';
import { config } from '../config';
import { signInWithGoogle } from '../domain/accounts/google';
import { isAdultFromClaims, recordAgeVerification } from '../domain/accounts/age';
import { DomainError } from '../domain/errors';
import type { Session } from '../access';
import { safeNextPath, withQuery } from './next-path';
import { claimsFromCallback, redirectToProvider } from './oidc';
import { clearSignedCookie, readSignedCookie, setSignedCookie } from './signed-cookie';

const GOOGLE_COOKIE = 'mixbuddy-google';
const AGE_COOKIE = 'mixbuddy-age';
/** The simulator's state cookie; `userId` binds the check to the account that started it. */
type SimulatorPending = { state: string; next: string | null; userId: string };

const accountPageFor = (role: string) => (role === 'talent' ? '/settings/account' : '/account');

function googleErrorCode(error: unknown) {
  if (error instanceof DomainError) {
    if (error.code === 'CONFLICT') return 'google-i-brug';
    if (error.code === 'FORBIDDEN') return 'spaerret';
    return 'google-ikke-bekraeftet';
  }
  console.error('Google sign-in failed:', error);
  return 'google';
}

export function mountAccountRoutes(app: Express, context: KeystoneContext) {
  const requestContext = (req: Request, res: Response) => context.withRequest(req, res);

  app.get('/auth/google/start', async (req, res) => {
    const google = config.accounts.google;
    if (!google) return res.redirect(303, '/login');
    try {
      await redirectToProvider(res, google, {
        cookie: GOOGLE_COOKIE,
        callbackPath: '/auth/google/redirect',
        scope: 'openid email profile',
        next: safeNextPath(req.query.next),
      });
    } catch (error) {
      console.error('Google discovery failed:', error);
      res.redirect(303, '/login?fejl=google');
    }
  });

  app.get('/auth/google/redirect', async (req, res) => {
    const google = config.accounts.google;
    if (!google) return res.redirect(303, '/login');
    const ctx = await requestContext(req, res);
    const wasSignedIn = Boolean((ctx.session as Session | undefined)?.itemId);
    try {
      if (typeof req.query.error === 'string') throw new Error(`provider said ${req.query.error}`);
      const { claims, next } = await claimsFromCallback(req, res, google, GOOGLE_COOKIE, '/auth/google/redirect');
      const result = await signInWithGoogle(ctx, {
        subject: String(claims.sub ?? ''),
        email: typeof claims.email === 'string' ? claims.email : undefined,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : undefined,
      });
      const user = await context.prisma.user.findUnique({ where: { id: result.userId } });
      if (wasSignedIn) return res.redirect(303, withQuery(accountPageFor(user?.role ?? ''), { google: 'forbundet' }));
      if (!result.accountTypeChosen) return res.redirect(303, '/register/account-type');
      return res.redirect(303, withQuery('/login/check-in', next ? { next } : {}));
    } catch (error) {
      const code = typeof req.query.error === 'string' && req.query.error === 'access_denied' ? 'google-afbrudt' : googleErrorCode(error);
      return res.redirect(303, withQuery(wasSignedIn ? '/login/check-in' : '/login', { fejl: code }));
    }
  });

  app.get('/auth/age-verify/start', async (req, res) => {
    const ctx = await requestContext(req, res);
    const next = safeNextPath(req.query.next) ?? '/login/check-in';
    const userId = (ctx.session as Session | undefined)?.itemId;
    if (!userId) {
      return res.redirect(303, withQuery('/login', { next: withQuery('/auth/age-verify/start', { next }) }));
    }
    const broker = config.accounts.ageVerify;
    try {
      if (broker) {
        return await redirectToProvider(res, broker, {
          cookie: AGE_COOKIE,
          callbackPath: '/auth/age-verify/redirect',
          scope: 'openid',
          next,
          userId,
        });
      }
      if (config.accounts.ageVerifySimulator) {
        const state = crypto.randomUUID();
        setSignedCookie(res, AGE_COOKIE, { state, next, userId } satisfies SimulatorPending, 10 * 60);
        return res.redirect(303, withQuery('/dev/alderstjek', { state }));
      }
    } catch (error) {
      console.error('Age verification could not start:', error);
    }
    return res.redirect(303, withQuery('/login/check-in', { next, fejl: 'alder-utilgaengelig' }));
  });

  /**
   * Records the answer on the account that started the check, and only there: a state cookie
   * taken from another person's browser (or a check started before switching account) records
   * nothing. Both the broker's callback and the simulator's answer come through here.
   */
  const finishAgeCheck = async (
    req: Request,
    res: Response,
    answer: { adult: boolean | null; next: string | null; startedBy: string | null },
  ) => {
    const ctx = await requestContext(req, res);
    const userId = (ctx.session as Session | undefined)?.itemId;
    if (!userId) return res.redirect(303, '/login');
    const { adult, next, startedBy } = answer;
    if (adult === null || startedBy !== userId) return res.redirect(303, withQuery('/login/check-in', { fejl: 'alder-utilgaengelig' }));
    await recordAgeVerification(ctx, { userId, adult });
    if (!adult) return res.redirect(303, withQuery('/login/check-in', { alder: 'under-18' }));
    // Straight back to where the person was (e.g. the booking form, whose draft waits there).
    return res.redirect(303, withQuery(next ?? '/login/check-in', { alder: 'bekraeftet' }));
  };

  app.get('/auth/age-verify/redirect', async (req, res) => {
    const broker = config.accounts.ageVerify;
    if (!broker) return res.redirect(303, '/login/check-in');
    try {
      if (typeof req.query.error === 'string') throw new Error(`broker said ${req.query.error}`);
      const { claims, next, startedBy } = await claimsFromCallback(req, res, broker, AGE_COOKIE, '/auth/age-verify/redirect');
      // Only the answer is used; a CPR number or birthday in the claims is never stored.
      return await finishAgeCheck(req, res, { adult: isAdultFromClaims(claims), next: safeNextPath(next), startedBy });
    } catch (error) {
      console.error('Age verification failed:', error);
      return res.redirect(303, withQuery('/login/check-in', { fejl: 'alder-utilgaengelig' }));
    }
  });

  app.post('/auth/age-verify/redirect', express.urlencoded({ extended: false, limit: '2kb' }), async (req, res) => {
    if (!config.accounts.ageVerifySimulator) return res.status(404).end();
    const pending = readSignedCookie<SimulatorPending>(req, AGE_COOKIE);
    clearSignedCookie(res, AGE_COOKIE);
    if (!pending || pending.state !== req.body?.state) {
      return res.redirect(303, withQuery('/login/check-in', { fejl: 'alder-utilgaengelig' }));
    }
    const result = req.body?.result;
    const adult = result === 'adult' ? true : result === 'minor' ? false : null;
    return finishAgeCheck(req, res, {
      adult,
      next: safeNextPath(pending.next),
      startedBy: typeof pending.userId === 'string' ? pending.userId : null,
    });
  });
}
