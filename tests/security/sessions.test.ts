/**
 * Stored, revocable sessions: an attacker who copied a customer's session cookie is
 * out as soon as the customer signs out, changes or resets the password, is blocked, deletes
 * the account or signs out on every device. A forged cookie is nobody, and the session rows
 * are closed to GraphQL. Two `Visitor`s with the same cookie string are the customer's browser
 * and the attacker's copy.
 */
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { useServerWithMail, type MailCatcher } from '../support/smtp';
import { Visitor, type TestServer } from '../support/server';

const DEMO_PASSWORD = 'mixbuddy-demo-2026';
const PASSWORD = 'lang-og-sikker-adgangskode';
const NEW_PASSWORD = 'en-helt-ny-kode-2026';
const ME = `{ authenticatedItem { ... on User { id email } } }`;

let server: TestServer;
let mail: MailCatcher;
useServerWithMail((started) => ({ server, mail } = started));

const unique = (key: string) => `${key}-${Math.random().toString(36).slice(2, 8)}@example.dk`;
const errorOf = (result: { errors?: { message: string }[] }) => result.errors?.map((e) => e.message).join('\n') ?? '';

/** Whom the server takes this visitor for (null: nobody). */
async function whoIs(visitor: Visitor): Promise<string | null> {
  const result = await visitor.gql(ME);
  return result.data?.authenticatedItem?.email ?? null;
}

/** The attacker's browser, holding a copy of the victim's cookie. */
function copyOf(visitor: Visitor) {
  const copy = new Visitor(server.url);
  copy.cookie = visitor.cookie;
  return copy;
}

/** An activated customer made by the demo admin (registration is rate-limited per IP). */
async function newCustomer(key: string) {
  const email = unique(key);
  const admin = await signedIn('admin@mixbuddy.dk', DEMO_PASSWORD);
  const created = await admin.gql(
    `mutation($email: String!, $password: String!, $at: DateTime!) { createUser(data: { name: "Offer", email: $email, password: $password, role: "customer", emailVerifiedAt: $at }) { id } }`,
    { email, password: PASSWORD, at: new Date().toISOString() },
  );
  expect(created.data?.createUser?.id, errorOf(created)).toBeTruthy();
  return email;
}

/** A new customer, signed in on one browser; returns that browser and an attacker's copy. */
async function customerWithStolenCookie(key: string) {
  const email = await newCustomer(key);
  const victim = await signedIn(email);
  const attacker = copyOf(victim);
  expect(await whoIs(victim)).toBe(email);
  expect(await whoIs(attacker)).toBe(email);
  return { email, victim, attacker };
}

async function signedIn(email: string, password = PASSWORD) {
  const visitor = new Visitor(server.url);
  await visitor.signIn(email, password);
  return visitor;
}

describe('a copied session cookie', () => {
  it('is a stored token, set HttpOnly and SameSite=Lax for 30 days, and signing in gives each browser its own', async () => {
    const email = await newCustomer('cookie');
    const res = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation { authenticateUserWithPassword(email: "${email}", password: "${PASSWORD}") { ... on UserAuthenticationWithPasswordSuccess { sessionToken } } }`,
      }),
    });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('mixbuddy-session='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=2592000/);
    const token = setCookie.split(';')[0].slice('mixbuddy-session='.length);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await res.json()).data.authenticateUserWithPassword.sessionToken).toBe(token);
    const first = await signedIn(email);
    const second = await signedIn(email);
    expect(first.cookie).not.toBe(second.cookie);
  });

  it('stops working when the customer signs in again in the same browser (the new session replaces it)', async () => {
    const { email, victim, attacker } = await customerWithStolenCookie('igen');
    const before = victim.cookie;
    await victim.signIn(email, PASSWORD);
    expect(victim.cookie).not.toBe(before);
    expect(await whoIs(victim)).toBe(email);
    expect(await whoIs(attacker)).toBeNull();
  });

  it('stops working when the customer signs out', async () => {
    const { email, victim, attacker } = await customerWithStolenCookie('logud');
    const other = await signedIn(email);
    expect((await victim.gql(`mutation { endSession }`)).data?.endSession).toBe(true);
    expect(await whoIs(attacker)).toBeNull();
    expect(await whoIs(copyOf(attacker))).toBeNull();
    // Only that session ended: the customer's other browser is still signed in.
    expect(await whoIs(other)).toBe(email);
  });

  it('stops working when the customer changes the password elsewhere; the changer stays signed in', async () => {
    const { email, attacker } = await customerWithStolenCookie('skift');
    const laptop = await signedIn(email);
    const changed = await laptop.gql(
      `mutation { changePassword(currentPassword: "${PASSWORD}", password: "${NEW_PASSWORD}", passwordRepeat: "${NEW_PASSWORD}") { ok } }`,
    );
    expect(changed.data?.changePassword.ok, errorOf(changed)).toBe(true);
    expect(await whoIs(attacker)).toBeNull();
    expect(await whoIs(laptop)).toBe(email);
    expect(await whoIs(await signedIn(email, NEW_PASSWORD))).toBe(email);
  });

  it('stops working when the password is reset by the emailed link, and so does every other session', async () => {
    const { email, victim, attacker } = await customerWithStolenCookie('nulstil');
    const anonymous = new Visitor(server.url);
    await anonymous.gql(`mutation { requestPasswordReset(email: "${email}") { ok } }`);
    const link = new URL(mail.link(await mail.waitFor(email, { subject: /Nulstil/ }), '/login/set-password'));
    const reset = await anonymous.gql(
      `mutation($token: String!) { resetPassword(token: $token, password: "${NEW_PASSWORD}", passwordRepeat: "${NEW_PASSWORD}") { ok } }`,
      { token: link.searchParams.get('token') },
    );
    expect(reset.data?.resetPassword.ok, errorOf(reset)).toBe(true);
    expect(await whoIs(attacker)).toBeNull();
    expect(await whoIs(victim)).toBeNull();
    expect(await whoIs(await signedIn(email, NEW_PASSWORD))).toBe(email);
  });

  it('stops working when an admin blocks the customer, and stays dead after the block is lifted', async () => {
    const { email, attacker } = await customerWithStolenCookie('spaerret');
    const admin = await signedIn('admin@mixbuddy.dk', DEMO_PASSWORD);
    const id = (await attacker.gql(ME)).data.authenticatedItem.id;
    const blocked = await admin.gql(
      `mutation($id: ID!, $at: DateTime!) { updateUser(where: { id: $id }, data: { blockedAt: $at }) { id } }`,
      { id, at: new Date().toISOString() },
    );
    expect(blocked.data?.updateUser?.id, errorOf(blocked)).toBe(id);
    expect(await whoIs(attacker)).toBeNull();
    await admin.gql(`mutation($id: ID!) { updateUser(where: { id: $id }, data: { blockedAt: null }) { id } }`, { id });
    expect(await whoIs(attacker)).toBeNull();
    expect(await whoIs(await signedIn(email))).toBe(email);
  });

  it('stops working when the customer deletes the account, or an admin deletes the user', async () => {
    const { victim, attacker } = await customerWithStolenCookie('slet');
    const deleted = await victim.gql(`mutation { deleteAccount(confirm: "SLET", currentPassword: "${PASSWORD}") { ok } }`);
    expect(deleted.data?.deleteAccount.ok, errorOf(deleted)).toBe(true);
    expect(await whoIs(attacker)).toBeNull();
    expect(await whoIs(victim)).toBeNull();

    const second = await customerWithStolenCookie('admin-slet');
    const admin = await signedIn('admin@mixbuddy.dk', DEMO_PASSWORD);
    const id = (await second.attacker.gql(ME)).data.authenticatedItem.id;
    const removed = await admin.gql(`mutation($id: ID!) { deleteUser(where: { id: $id }) { id } }`, { id });
    expect(removed.data?.deleteUser?.id, errorOf(removed)).toBe(id);
    expect(await whoIs(second.attacker)).toBeNull();
  });

  it('stops working, with every other session too, when the customer signs out on all devices', async () => {
    const { email, victim, attacker } = await customerWithStolenCookie('alle');
    const phone = await signedIn(email);
    const result = await victim.gql(`mutation { endAllSessions { ok } }`);
    expect(result.data?.endAllSessions.ok, errorOf(result)).toBe(true);
    expect(await whoIs(attacker)).toBeNull();
    expect(await whoIs(phone)).toBeNull();
    expect(await whoIs(victim)).toBeNull();
    expect(errorOf(await new Visitor(server.url).gql(`mutation { endAllSessions { ok } }`))).toContain('Du skal være logget ind');
  });
});

describe('forged sessions and the session rows', () => {
  it('a random, malformed or old stateless cookie is nobody', async () => {
    for (const value of [
      randomBytes(32).toString('base64url'),
      'x',
      'Fe26.2**0123456789abcdef*aaaa*bbbb**cccc*dddd',
      '../../etc/passwd',
      "' OR 1=1 --",
    ]) {
      const forged = new Visitor(server.url);
      forged.cookie = `mixbuddy-session=${encodeURIComponent(value)}`;
      expect(await whoIs(forged), value).toBeNull();
      const bearer = await fetch(`${server.url}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${value}` },
        body: JSON.stringify({ query: ME }),
      });
      expect((await bearer.json()).data.authenticatedItem, value).toBeNull();
    }
  });

  it('nobody reads, creates, changes or deletes session rows through GraphQL', async () => {
    const { victim } = await customerWithStolenCookie('rows');
    const admin = await signedIn('admin@mixbuddy.dk', DEMO_PASSWORD);
    for (const visitor of [admin, victim, new Visitor(server.url)]) {
      const read = await visitor.gql(`{ authSessions { id tokenHash device } authSessionsCount }`);
      expect(read.data?.authSessions ?? []).toEqual([]);
      expect(read.data?.authSessionsCount ?? 0).toBe(0);
      const created = await visitor.gql(
        `mutation { createAuthSession(data: { tokenHash: "abc", expiresAt: "2099-01-01T00:00:00Z" }) { id } }`,
      );
      expect(created.data?.createAuthSession ?? null).toBeNull();
      expect(created.errors?.length).toBeGreaterThan(0);
      const wiped = await visitor.gql(`mutation { deleteAuthSessions(where: []) { id } }`);
      expect(wiped.data?.deleteAuthSessions ?? []).toEqual([]);
    }
    expect(await whoIs(victim)).not.toBeNull();
  });
});
