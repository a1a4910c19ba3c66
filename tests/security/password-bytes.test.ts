/**
 * bcrypt reads at most 72 bytes of a password (cms/auth/passwords.ts), so MixBuddy refuses longer
 * ones in Danish instead of cutting them short (PASSWORD_MAX_BYTES, cms/domain/accounts/password-policy.ts),
 * and a sign-in with more than 72 bytes never matches: else a 72-byte password followed by anything
 * would sign in as that password. Bytes, not characters: æ, ø, å, emoji, combining marks and
 * zero-width characters (tests/security/corpora/passwords.ts).
 *
 * - Registration and a password change refuse every over-long password with the Danish sentence
 *   and store nothing; the old password still works.
 * - Each password at the limit can be set, signs in (through /login and GraphQL), and none of its
 *   look-alikes does: the same first 72 bytes and more, NFC against NFD, a zero-width character
 *   more or less, a different space.
 */
import bcrypt from 'bcrypt';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageBrowser } from '../support/browser';
import { startServer, Visitor, type TestServer } from '../support/server';
import { atTheLimit, tooLong } from './corpora/passwords';

const TOO_LONG = 'Adgangskoden er for lang: den må højst fylde 72 tegn, hvor æ, ø og å tæller som 2 og emoji som 4.';
const WRONG = 'Forkert e-mail eller adgangskode.';
const EMAIL = 'bytes-konto@eksempel.dk';
const FIRST_PASSWORD = 'den-første-adgangskode';
const SIGN_IN = `mutation($email: String!, $password: String!) {
  authenticateUserWithPassword(email: $email, password: $password) {
    ... on UserAuthenticationWithPasswordSuccess { item { id } }
    ... on UserAuthenticationWithPasswordFailure { message }
  }
}`;
const CHANGE = `mutation($c: String, $p: String!) { changePassword(currentPassword: $c, password: $p, passwordRepeat: $p) { ok } }`;
const REGISTER = `mutation($n: String!, $e: String!, $p: String!) { registerAccount(name: $n, email: $e, password: $p) { ok } }`;

let server: TestServer;
let db: pg.Client;
const userId = 'cpasswordbytes000000001';

beforeAll(async () => {
  server = await startServer({ SCHEDULER_INTERVAL_MS: '0' });
  db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  await db.query(
    `INSERT INTO "User" ("id", "name", "email", "password", "role", "emailVerifiedAt") VALUES ($1, 'Bytes Kunde', $2, $3, 'customer', now())`,
    [userId, EMAIL, await bcrypt.hash(FIRST_PASSWORD, 10)],
  );
});
afterAll(async () => {
  await db?.end();
  await server?.stop();
});

const storedHash = async () => (await db.query(`SELECT "password" FROM "User" WHERE "id" = $1`, [userId])).rows[0].password as string;

/** Moves MixBuddy's clock (test mode) an hour on, past every sign-in limit's window. */
const nextWindow = () =>
  fetch(`${server.url}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: 61 * 60_000 }),
  });

/** A fresh browser's sign-in through GraphQL: the account id, or the message. */
async function signInByGraphql(password: string) {
  const answer = (await new Visitor(server.url).gql(SIGN_IN, { email: EMAIL, password })).data?.authenticateUserWithPassword;
  return answer?.item?.id ?? answer?.message;
}

/** A fresh browser's sign-in through /login: 303 with a session, or the page's alert. */
async function signInByPage(password: string) {
  const res = await new PageBrowser(server.url).post('/login', { email: EMAIL, password });
  if (res.status === 303) return 'signed in';
  return /role="alert" id="login-error">([^<]*)</.exec(await res.text())?.[1] ?? `status ${res.status}`;
}

describe('passwords longer than 72 bytes', () => {
  it('registration refuses each with the Danish sentence and creates no account', async () => {
    for (const [i, { name, password }] of tooLong.entries()) {
      expect(Buffer.byteLength(password), name).toBeGreaterThan(72);
      const email = `for-lang-${i}@eksempel.dk`;
      const result = await new Visitor(server.url).gql(REGISTER, { n: 'Lang Kode', e: email, p: password });
      expect(
        result.errors?.map((e) => e.message),
        name,
      ).toEqual([TOO_LONG]);
      expect((await db.query(`SELECT 1 FROM "User" WHERE "email" = $1`, [email])).rowCount, name).toBe(0);
    }
  });

  it('a password change refuses each with the Danish sentence, and the old password still signs in', async () => {
    const person = new Visitor(server.url);
    await person.signIn(EMAIL, FIRST_PASSWORD);
    const before = await storedHash();
    for (const { name, password } of tooLong) {
      const result = await person.gql(CHANGE, { c: FIRST_PASSWORD, p: password });
      expect(
        result.errors?.map((e) => e.message),
        name,
      ).toEqual([TOO_LONG]);
    }
    expect(await storedHash()).toBe(before);
    expect(await signInByGraphql(FIRST_PASSWORD)).toBe(userId);
  });
});

describe('passwords at the limit', () => {
  it('each can be set and signs in; no look-alike and no longer text with the same first 72 bytes does', async () => {
    const person = new Visitor(server.url);
    await person.signIn(EMAIL, FIRST_PASSWORD);
    let current = FIRST_PASSWORD;
    for (const { name, password, lookAlikes } of atTheLimit) {
      expect(Buffer.byteLength(password), name).toBeLessThanOrEqual(72);
      expect(await person.gql(CHANGE, { c: current, p: password }), name).toEqual({ data: { changePassword: { ok: true } } });
      current = password;
      // Each entry tries up to ten wrong passwords: the limit's window (10 in 15 minutes) starts anew.
      await nextWindow();
      expect(await signInByGraphql(password), name).toBe(userId);
      expect(await signInByPage(password), name).toBe('signed in');
      for (const lookAlike of lookAlikes) {
        const label = `${name}: ${JSON.stringify(lookAlike)} (${Buffer.byteLength(lookAlike)} bytes)`;
        expect(lookAlike, label).not.toBe(password);
        expect(await signInByGraphql(lookAlike), label).toBe(WRONG);
        expect(await signInByPage(lookAlike), label).toBe(WRONG);
      }
    }
  });

  it('a 72-byte password followed by anything does not sign in, though bcrypt alone would say it matches', async () => {
    const [{ password }] = atTheLimit;
    const hash = await storedHash();
    // The last change above set atTheLimit's last entry: store the 72-byte one to compare against.
    await nextWindow();
    const person = new Visitor(server.url);
    await person.signIn(EMAIL, atTheLimit.at(-1)!.password);
    expect(await person.gql(CHANGE, { c: atTheLimit.at(-1)!.password, p: password })).toEqual({ data: { changePassword: { ok: true } } });
    expect(await storedHash()).not.toBe(hash);
    const longer = `${password}-og-så-noget-helt-andet`;
    // What bcrypt itself answers: it reads only the first 72 bytes.
    expect(await bcrypt.compare(longer, await storedHash())).toBe(true);
    expect(await signInByGraphql(longer)).toBe(WRONG);
    expect(await signInByPage(longer)).toBe(WRONG);
    // Nor can another account be given the longer one: it is refused at registration.
    const result = await new Visitor(server.url).gql(REGISTER, { n: 'Anden Kunde', e: 'anden-bytes@eksempel.dk', p: longer });
    expect(result.errors?.map((e) => e.message)).toEqual([TOO_LONG]);
    expect(await signInByGraphql(password)).toBe(userId);
  });
});
