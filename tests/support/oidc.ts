/**
 * A real local OpenID Connect provider for tests (`oidc-provider`), standing in for Google.
 * Its development sign-in form accepts any login: the login typed is the Google account's
 * email, and a login starting with "unverified-" gets `email_verified: false`. Consent is
 * granted automatically. Claims go into the ID token, as Google's do. Standing in for the age
 * check's broker, it answers `age_over_18`: false for a login starting with "minor-", else true.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error oidc-provider ships no type declarations (and @types/oidc-provider is not installed)
import Provider from 'oidc-provider';

export type TestOidcProvider = { issuer: string; clientId: string; clientSecret: string; close: () => Promise<void> };

export async function startOidcProvider(redirectUris: string[]): Promise<TestOidcProvider> {
  const clientId = 'mixbuddy-test';
  const clientSecret = 'mixbuddy-test-secret-which-is-long-enough';
  const server: Server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub', 'age_over_18'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    cookies: { keys: ['test-cookie-key-for-oidc-provider'] },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: unknown, id: string) {
      const email = id.trim().toLowerCase();
      return {
        accountId: id,
        async claims() {
          return {
            sub: `google-${email}`,
            email: email.replace(/^unverified-/, ''),
            email_verified: !email.startsWith('unverified-'),
            name: `Google ${email.split('@')[0]}`,
            age_over_18: !email.startsWith('minor-'),
          };
        },
      };
    },
    async loadExistingGrant(ctx: any) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  } as any);
  server.on('request', provider.callback());
  return { issuer, clientId, clientSecret, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}

/**
 * Goes through the provider's sign-in for an authorisation URL the way a browser would (its own
 * cookie jar, the development login form) and returns the callback URL with `code` and `state`.
 */
export async function completeAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    const res = await send(url);
    const location = res.headers.get('location');
    if (!location) throw new Error(`the test provider stopped at ${url} with ${res.status}`);
    const next = new URL(location, url);
    if (next.origin !== new URL(authorizationUrl).origin) return next;
    if (next.pathname.startsWith('/interaction/')) {
      const form = new URLSearchParams({ prompt: 'login', login, password: 'any' });
      const posted = await send(next.toString(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      url = new URL(posted.headers.get('location') ?? '', next).toString();
    } else {
      url = next.toString();
    }
  }
  throw new Error('the test provider redirected too often');
}
