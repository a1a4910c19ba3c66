/**
 * Password sign-in under a crowd, as an attacker sees it (cms/domain/accounts/sign-in.ts,
 * cms/auth/passwords.ts): the password checks run one at a time here (`PASSWORD_HASH_CONCURRENCY=1`),
 * so most of a burst waits or is turned away.
 *
 * - 100 sign-ins at once (all one IP address's limit allows in its window: more would be told
 *   "for mange forsøg", which is right but not what this race is about), half through /login and
 *   half through GraphQL, over 25 accounts (each
 *   with its own password): the right password, a wrong one, another account's password and the
 *   right one with the address in capitals. Every answer is a sign-in as that very account, the
 *   Danish "wrong password" or the Danish busy message — never a 500, never a GraphQL error, and
 *   never a session for a password that is not the account's.
 * - 100 wrong passwords at once for one account: at most 10 are checked, and the limit counts
 *   every attempt (increment, then read): what the burst did not use up is exactly what is left
 *   afterwards, and an attempt given back ("prøv igen") costs nothing.
 *
 * The accounts are written straight into the database with bcrypt hashes, as registration stores them.
 */
import bcrypt from 'bcrypt';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageBrowser } from '../support/browser';
import { startServer, type TestServer } from '../support/server';

const BUSY = 'Der er travlt hos MixBuddy lige nu. Vent et øjeblik, og prøv igen.';
const WRONG = 'Forkert e-mail eller adgangskode.';
const TOO_MANY_SIGN_INS = 'For mange forsøg på at logge ind. Vent 15 minutter, og prøv igen — eller nulstil din adgangskode.';
const PER_ACCOUNT_LIMIT = 10;
const SIGN_IN = `mutation($email: String!, $password: String!) {
  authenticateUserWithPassword(email: $email, password: $password) {
    ... on UserAuthenticationWithPasswordSuccess { item { id } }
    ... on UserAuthenticationWithPasswordFailure { message }
  }
}`;
const ME = '{ authenticatedItem { ... on User { id email } } }';

type Account = { id: string; email: string; password: string };
/** What came back: signed in (and as whom the session says), or the message shown, with the HTTP status. */
type Answer = { status: number; signedInAs?: string; message?: string; errors?: unknown };

let server: TestServer;
const accounts: Account[] = Array.from({ length: 31 }, (_, i) => ({
  id: `csignrace${String(i).padStart(16, '0')}`,
  email: `kapløb-${i}@eksempel.dk`,
  password: `egen-adgangskode-${i}-${'æøå'.slice(i % 3)}`,
}));

beforeAll(async () => {
  server = await startServer({ PASSWORD_HASH_CONCURRENCY: '1', SCHEDULER_INTERVAL_MS: '0' });
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    for (const a of accounts) {
      await db.query(
        `INSERT INTO "User" ("id", "name", "email", "password", "role", "emailVerifiedAt") VALUES ($1, 'Kapløb Kunde', $2, $3, 'customer', now())`,
        [a.id, a.email, await bcrypt.hash(a.password, 10)],
      );
    }
  } finally {
    await db.end();
  }
});
afterAll(() => server?.stop());

/** Whom the session a browser holds belongs to, asked through GraphQL with that browser's cookies. */
async function sessionOwner(browser: PageBrowser) {
  const me = await browser.gql(ME);
  return (me.data?.authenticatedItem?.id as string | undefined) ?? undefined;
}

async function signInByPage(email: string, password: string): Promise<Answer> {
  const browser = new PageBrowser(server.url);
  const res = await browser.post('/login', { email, password });
  const html = res.status === 303 ? '' : await res.text();
  if (res.status === 303) return { status: 303, signedInAs: await sessionOwner(browser) };
  return { status: res.status, message: /role="alert" id="login-error">([^<]*)</.exec(html)?.[1] ?? html.slice(0, 200) };
}

async function signInByGraphql(email: string, password: string): Promise<Answer> {
  const browser = new PageBrowser(server.url);
  const result = await browser.gql(SIGN_IN, { email, password });
  if (result.errors) return { status: 200, errors: result.errors };
  const answer = result.data?.authenticateUserWithPassword;
  if (answer?.item?.id) {
    const owner = await sessionOwner(browser);
    // The answer's item and the session it set must name the same person.
    return { status: 200, signedInAs: owner === answer.item.id ? owner : `${answer.item.id} ≠ session ${owner}` };
  }
  return { status: 200, message: answer?.message };
}

describe('sign-in races', () => {
  it('100 concurrent sign-ins over 25 accounts: each signs in as its own account, is told the password is wrong, or "prøv igen" — never a 500', async () => {
    const tries = accounts.slice(0, 25).flatMap((a, k) => {
      const other = accounts[(k + 1) % 25];
      return [
        { account: a, email: a.email, password: a.password, right: true },
        { account: a, email: a.email, password: `${a.password}!`, right: false },
        { account: a, email: a.email, password: other.password, right: false },
        { account: a, email: a.email.toUpperCase(), password: a.password, right: true },
      ];
    });
    const answers = await Promise.all(
      tries.map((t, i) => (i % 2 ? signInByPage(t.email, t.password) : signInByGraphql(t.email, t.password))),
    );

    const signedIn = answers.filter((a) => a.signedInAs);
    const busy = answers.filter((a) => a.message === BUSY);
    console.log(`${answers.length} sign-ins: ${signedIn.length} signed in, ${busy.length} told "prøv igen"`);
    answers.forEach((answer, i) => {
      const t = tries[i];
      const label = `${i % 2 ? '/login' : 'GraphQL'} ${t.email} ${t.right ? 'right' : 'wrong'} password`;
      expect(answer.errors, label).toBeUndefined();
      if (i % 2) expect(answer.status, label).toBe(answer.signedInAs ? 303 : answer.message === BUSY ? 503 : 401);
      if (answer.signedInAs) {
        expect(t.right, `${label}: signed in`).toBe(true);
        expect(answer.signedInAs, label).toBe(t.account.id);
        return;
      }
      // Not signed in: the one wrong-password sentence (401 on the page), or busy (503 on the page).
      expect([WRONG, BUSY], label).toContain(answer.message);
      if (t.right) expect(answer.message, `${label}: a right password is only ever told to wait`).toBe(BUSY);
    });
    expect(signedIn.length).toBeGreaterThan(0);
    // "Prøv igen" is true: the right passwords that were told to wait sign in when tried again.
    for (const [i, answer] of answers.entries()) {
      if (answer.message === BUSY && tries[i].right) {
        expect((await signInByGraphql(tries[i].email, tries[i].password)).signedInAs).toBe(tries[i].account.id);
      }
    }
  });

  it('100 concurrent wrong passwords for one account: at most 10 are checked, and the limit counted every attempt', async () => {
    // A new window for the address's own limit (100 in 15 minutes), which the test before used.
    await fetch(`${server.url}/api/test/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 61 * 60_000 }),
    });
    const target = accounts[30];
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        i % 2 ? signInByPage(target.email, `forkert-${i}-adgangskode`) : signInByGraphql(target.email, `forkert-${i}-adgangskode`),
      ),
    );
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect(answer.signedInAs).toBeUndefined();
      expect([WRONG, BUSY, TOO_MANY_SIGN_INS]).toContain(answer.message);
    }
    const checked = answers.filter((a) => a.message === WRONG).length;
    const refused = answers.filter((a) => a.message === TOO_MANY_SIGN_INS).length;
    const busy = answers.filter((a) => a.message === BUSY).length;
    console.log(`100 wrong passwords at once: ${checked} checked, ${refused} over the limit, ${busy} told "prøv igen"`);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(PER_ACCOUNT_LIMIT);

    // Every counted attempt stays counted (a refused one too); one given back ("prøv igen") does not.
    // So what is left is exact: none after a refusal, else the limit minus the passwords checked.
    const left = refused > 0 ? 0 : PER_ACCOUNT_LIMIT - checked;
    for (let i = 0; i < left; i++) expect((await signInByGraphql(target.email, `igen-forkert-${i}`)).message).toBe(WRONG);
    // The limit is reached: even the right password is refused now.
    expect((await signInByGraphql(target.email, target.password)).message).toBe(TOO_MANY_SIGN_INS);
    expect((await signInByPage(target.email, target.password)).message).toBe(TOO_MANY_SIGN_INS);
  });
});
