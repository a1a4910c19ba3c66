/**
 * The OpenID Connect client steps shared by Google sign-in and age verification
 * (`openid-client`): discovery (cached per issuer), the redirect with state, nonce and PKCE,
 * and the callback that checks all three and returns the ID token's claims.
 */
import type { Request, Response } from 'express';
import * as client from 'openid-client';
import { config } from '../config';
import { clearSignedCookie, readSignedCookie, setSignedCookie } from './signed-cookie';

export type OidcSettings = { issuer: string; clientId: string; clientSecret: string };
/** `userId`: who was signed in when the flow started, so its answer cannot land on another account. */
type Pending = { state: string; nonce: string; verifier: string; next: string | null; userId: string | null };

const discovered = new Map<string, Promise<client.Configuration>>();

function configurationFor(settings: OidcSettings) {
  let found = discovered.get(settings.issuer);
  if (!found) {
    // The time-out holds for discovery and, through the configuration, every later call.
    const timeout = Math.max(1, Math.ceil(config.accounts.oidcTimeoutMs / 1000));
    const options = { timeout, ...(config.accounts.allowInsecureOidc ? { execute: [client.allowInsecureRequests] } : {}) };
    found = client.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret || undefined, undefined, options);
    found.catch(() => discovered.delete(settings.issuer));
    discovered.set(settings.issuer, found);
  }
  return found;
}

export const callbackUrl = (path: string) => new URL(path, config.publicUrl).toString();

/** Redirects the browser to the provider, remembering state, nonce and PKCE verifier. */
export async function redirectToProvider(
  res: Response,
  settings: OidcSettings,
  options: {
    cookie: string;
    callbackPath: string;
    scope: string;
    next: string | null;
    userId?: string | null;
    extra?: Record<string, string>;
  },
) {
  const configuration = await configurationFor(settings);
  const pending: Pending = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    verifier: client.randomPKCECodeVerifier(),
    next: options.next,
    userId: options.userId ?? null,
  };
  setSignedCookie(res, options.cookie, pending, 10 * 60);
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(options.callbackPath),
    scope: options.scope,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
    code_challenge_method: 'S256',
    ...options.extra,
  });
  res.redirect(303, url.toString());
}

/**
 * Completes the code flow; throws when state, nonce, PKCE or the provider's answer is wrong.
 * `startedBy` is the user id the flow was started for (null when nobody was signed in).
 */
export async function claimsFromCallback(req: Request, res: Response, settings: OidcSettings, cookie: string, callbackPath: string) {
  const pending = readSignedCookie<Pending>(req, cookie);
  clearSignedCookie(res, cookie);
  if (!pending) throw new Error('missing or forged OpenID state cookie');
  const configuration = await configurationFor(settings);
  const current = new URL(callbackUrl(callbackPath));
  current.search = new URL(req.originalUrl, 'http://x').search;
  const tokens = await client.authorizationCodeGrant(configuration, current, {
    pkceCodeVerifier: pending.verifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  return { claims: (tokens.claims() ?? {}) as Record<string, unknown>, next: pending.next, startedBy: pending.userId ?? null };
}
