/**
 * With a DSN set, nothing MixBuddy sends to Sentry carries a password, a token, a session cookie
 * or a reset link's token (cms/observability/scrub.ts), whatever `sendDefaultPii` says: a person
 * registers, signs in (GraphQL and the login form), changes the password (one of them written
 * inline in the GraphQL document), asks for a reset, opens the emailed link and sets a new
 * password; a server error on a URL with a token is reported too. The local ingest receives the
 * transactions and the error — with the GraphQL bodies, so the check is not vacuous — and none of
 * the secrets. The same holds when the client names its variables freely (`password: $p`): the
 * scrubber reads which argument each variable is passed to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSentryIngest, type SentryIngest } from '../support/sentry-ingest';
import { startMailCatcher, type MailCatcher } from '../support/smtp';
import { startServer, Visitor, type TestServer } from '../support/server';

let ingest: SentryIngest;
let mail: MailCatcher;
let server: TestServer;

const FIRST = 'foerste-hemmelige-kode-1';
const SECOND = 'anden-hemmelige-kode-22';
const THIRD = 'tredje-hemmelige-kode-333';
const email = `sentry-${Math.random().toString(36).slice(2, 8)}@example.dk`;

beforeAll(async () => {
  ingest = await startSentryIngest();
  mail = await startMailCatcher();
  server = await startServer({ SENTRY_DSN: ingest.dsn, SMTP_URL: mail.url, LOG_LEVEL: 'silent', SCHEDULER_INTERVAL_MS: '0' });
});
afterAll(async () => {
  await server?.stop();
  await mail?.close();
  await ingest?.close();
});

const SIGN_IN = `mutation($email: String!, $password: String!) {
  authenticateUserWithPassword(email: $email, password: $password) {
    ... on UserAuthenticationWithPasswordSuccess { item { id } }
    ... on UserAuthenticationWithPasswordFailure { message }
  }
}`;

async function must(visitor: Visitor, query: string, variables: Record<string, unknown> = {}) {
  const result = await visitor.gql(query, variables);
  expect(result.errors ?? []).toEqual([]);
  return result.data;
}

/** Posts the login form as a browser would: same Origin (anonymous forms carry no token). */
async function signInWithForm(password: string) {
  const res = await fetch(`${server.url}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }),
  });
  expect(res.status).toBe(303);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('mixbuddy-session='))!;
}

describe('Sentry never receives secrets', () => {
  it('register, sign in, change password, reset password: no password, token or cookie arrives', async () => {
    const visitor = new Visitor(server.url);
    await must(
      visitor,
      `mutation($name: String!, $email: String!, $password: String!) { registerAccount(name: $name, email: $email, password: $password) { ok } }`,
      {
        name: 'Sentry Person',
        email,
        password: FIRST,
      },
    );
    const person = new Visitor(server.url);
    expect((await person.gql(SIGN_IN, { email, password: FIRST })).data.authenticateUserWithPassword.item.id).toBeTruthy();
    const sessionCookie = person.cookie.split('=')[1];

    // Written inline in the document, as a hand-made request might.
    await must(
      person,
      `mutation { changePassword(currentPassword: "${FIRST}", password: "${SECOND}", passwordRepeat: "${SECOND}") { ok } }`,
    );
    const formSession = await signInWithForm(SECOND);

    const since = mail.to(email).length;
    await must(new Visitor(server.url), `mutation($email: String!) { requestPasswordReset(email: $email) { ok } }`, { email });
    const resetMail = await mail.waitFor(email, { subject: /Nulstil/, since });
    const link = new URL(mail.link(resetMail, '/login/set-password'));
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThan(10);
    expect((await fetch(`${server.url}${link.pathname}${link.search}`)).status).toBe(200);
    await must(
      new Visitor(server.url),
      `mutation($token: String!, $password: String!) { resetPassword(token: $token, password: $password, passwordRepeat: $password) { ok } }`,
      {
        token,
        password: THIRD,
      },
    );
    expect((await new Visitor(server.url).gql(SIGN_IN, { email, password: THIRD })).data.authenticateUserWithPassword.item.id).toBeTruthy();

    // A server error on an address that carries a token, with the session cookie.
    const broken = await fetch(`${server.url}/dev/fejl?token=${encodeURIComponent(token)}`, { headers: { cookie: person.cookie } });
    expect(broken.status).toBe(500);

    // The bodies did arrive (so the check below means something): the sign-in, the password
    // change and the reset are in the transactions, and the error event arrived.
    await expect.poll(() => ingest.allText(), { timeout: 20_000 }).toContain('resetPassword');
    await expect
      .poll(() => ingest.events().some((e) => /Testfejl fra \/dev\/fejl/.test(JSON.stringify(e))), { timeout: 20_000 })
      .toBe(true);
    const text = ingest.allText();
    expect(text).toContain('authenticateUserWithPassword');
    expect(text).toContain('changePassword');
    expect(text).toContain('[Filtered]');

    for (const secret of [FIRST, SECOND, THIRD, token, encodeURIComponent(token), sessionCookie, formSession.split('=')[1]]) {
      expect(text, 'a secret reached Sentry').not.toContain(secret);
    }
  });

  it('variables named $p, $a, $x: the passwords given to them never arrive', async () => {
    const secret = 'Fjerde-Hemmelige-Passw0rd!';
    const newer = 'Femte-Hemmelige-Passw0rd!';
    const address = `sentry-vars-${Math.random().toString(36).slice(2, 8)}@example.dk`;
    await must(
      new Visitor(server.url),
      `mutation($n: String!, $a: String!, $p: String!) { registerAccount(name: $n, email: $a, password: $p) { ok } }`,
      {
        n: 'Variabel Person',
        a: address,
        p: secret,
      },
    );
    const person = new Visitor(server.url);
    const signedIn = await person.gql(
      `mutation($a: String!, $x: String!) { authenticateUserWithPassword(email: $a, password: $x) { ... on UserAuthenticationWithPasswordSuccess { item { id } } } }`,
      { a: address, x: secret },
    );
    expect(signedIn.data.authenticateUserWithPassword.item.id).toBeTruthy();
    await must(
      person,
      `mutation($a: String!, $x: String!) { changePassword(currentPassword: $a, password: $x, passwordRepeat: $x) { ok } }`,
      { a: secret, x: newer },
    );

    // A server error after them, so an error event is sent too.
    expect((await fetch(`${server.url}/dev/fejl?efter=variabler`)).status).toBe(500);
    await expect.poll(() => ingest.events().some((e) => /efter=variabler/.test(JSON.stringify(e))), { timeout: 20_000 }).toBe(true);
    // The bodies arrived, with the names and addresses that are no secret.
    await expect.poll(() => ingest.allText(), { timeout: 20_000 }).toContain('Variabel Person');
    const text = ingest.allText();
    expect(text).toContain('registerAccount(name: $n, email: $a, password: $p)');
    expect(text).toContain('changePassword(currentPassword: $a');
    for (const value of [secret, newer]) expect(text, 'a password reached Sentry').not.toContain(value);
  });
});
