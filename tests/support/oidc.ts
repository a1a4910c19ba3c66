/**
 * A real local OpenID Connect provider for tests (`oidc-provider`), standing in for Google.
 * Its development sign-in form accepts any login: the login typed is the Google account's
 * email, and a login starting with "unverified-" gets `email_verified: false`. Consent is
 * granted automatically. Claims go into the ID token, as Google's do.
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
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, grant_types: ['authorization_code'], response_types: ['code'] }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    cookies: { keys: ['test-cookie-key-for-oidc-provider'] },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: unknown, id: string) {
      const email = id.trim().toLowerCase();
      return {
        accountId: id,
        async claims() {
          return { sub: `google-${email}`, email: email.replace(/^unverified-/, ''), email_verified: !email.startsWith('unverified-'), name: `Google ${email.split('@')[0]}` };
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
