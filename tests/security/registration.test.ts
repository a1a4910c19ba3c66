/**
 * Registration reveals nothing: registering with an address that already has an
 * account answers exactly as with a new address — GraphQL and the wizard's pages, status, body
 * and cookies — creates nothing, and mails the owner instead. Registration is rate-limited per
 * IP (the 11th attempt in 15 minutes is refused in Danish).
 * The limit test runs first (a clean window for this server's IP), then moves the clock on.
 */
import { describe, expect, it } from 'vitest';
import { PageBrowser, locationOf } from '../support/browser';
import { useServerWithMail, type MailCatcher } from '../support/smtp';
import { Visitor, type TestServer } from '../support/server';

const DEMO_PASSWORD = 'mixbuddy-demo-2026';
const PASSWORD = 'lang-og-sikker-adgangskode';
const TOO_MANY = 'For mange forsøg på at oprette en konto. Vent 15 minutter, og prøv igen.';
const REGISTER = `mutation($name: String!, $email: String!, $password: String!) { registerAccount(name: $name, email: $email, password: $password) { ok } }`;

let server: TestServer;
let mail: MailCatcher;
useServerWithMail((started) => ({ server, mail } = started));

const unique = (key: string) => `${key}-${Math.random().toString(36).slice(2, 8)}@example.dk`;

/** The raw HTTP answer to registerAccount from a fresh visitor: status, body, Set-Cookie lines. */
async function registerOverHttp(email: string) {
  const res = await fetch(`${server.url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: REGISTER, variables: { name: 'Ny Person', email, password: PASSWORD } }),
  });
  return { status: res.status, body: await res.text(), cookies: res.headers.getSetCookie() };
}

async function usersWithEmail(email: string) {
  const admin = new Visitor(server.url);
  await admin.signIn('admin@mixbuddy.dk', DEMO_PASSWORD);
  const result = await admin.gql(`query($email: String!) { users(where: { email: { equals: $email } }) { id name } }`, { email });
  return result.data.users as { id: string; name: string }[];
}

/** The wizard's pages up to "check your email", as a browser without JavaScript. */
async function registerThroughPages(email: string) {
  const browser = new PageBrowser(server.url);
  await browser.csrf();
  const step1 = await browser.post('/register/create-account', { name: 'Ny Person', email });
  const before = browser.setCookies.length;
  const step2 = await browser.post('/register/set-password', { password: PASSWORD, passwordRepeat: PASSWORD });
  const cookies = browser.setCookies.slice(before);
  const step3 = await browser.get(locationOf(step2));
  const html = (await step3.text()).replace(/name="csrf" value="[^"]*"/g, '').replaceAll(email, '<email>');
  return {
    step1: locationOf(step1),
    step2: { status: step2.status, location: locationOf(step2), cookies },
    step3: { status: step3.status, html },
  };
}

describe('the registration limit', () => {
  it('refuses the 11th registration from one IP within 15 minutes, in Danish — new or taken address alike', async () => {
    const answers: string[] = [];
    for (let i = 1; i <= 11; i++) {
      const res = JSON.parse((await registerOverHttp(unique(`elleve-${i}`))).body) as { errors?: { message: string }[] };
      answers.push(res.errors?.[0]?.message ?? 'ok');
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill('ok'));
    expect(answers[10]).toBe(TOO_MANY);
    const taken = await registerOverHttp('kunde@mixbuddy.dk');
    const fresh = await registerOverHttp(unique('efter'));
    expect(taken).toEqual(fresh);
    expect(JSON.parse(taken.body).errors[0].message).toBe(TOO_MANY);
    expect(await usersWithEmail(unique('aldrig'))).toEqual([]);

    // After the window, registering works again (the later tests need it too).
    await fetch(`${server.url}/api/test/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 16 * 60_000 }),
    });
    expect(JSON.parse((await registerOverHttp(unique('igen'))).body).errors).toBeUndefined();
  });
});

describe('registering with an address that already has an account', () => {
  it('answers exactly as for a new address over GraphQL, creates nothing and mails the owner', async () => {
    const taken = 'kunde@mixbuddy.dk';
    const fresh = unique('ny');
    const sinceOwner = mail.to(taken).length;

    const forTaken = await registerOverHttp(taken);
    const forFresh = await registerOverHttp(fresh);
    expect(forTaken).toEqual(forFresh);
    expect(JSON.parse(forTaken.body)).toEqual({ data: { registerAccount: { ok: true } } });
    expect(forTaken.cookies).toEqual([]);

    // The owner hears about it, with links to sign in and to reset the password
    const notice = await mail.waitFor(taken, { subject: /Nogen forsøgte at oprette en MixBuddy-konto/, since: sinceOwner });
    expect(notice.text).toContain('Du har allerede en konto');
    expect(notice.text).toContain('/login');
    expect(notice.text).toContain('/login/forgot-password');
    // The new address gets its activation link
    await mail.waitFor(fresh, { subject: /Aktivér din MixBuddy-konto/ });

    // Still exactly one account with the taken address, unchanged
    const rows = await usersWithEmail(taken);
    expect(rows).toHaveLength(1);
    expect(rows[0].name).not.toBe('Ny Person');
    expect(await usersWithEmail(fresh)).toHaveLength(1);
    // Nobody was signed in by registering, and the old password still works
    const owner = new Visitor(server.url);
    await owner.signIn(taken, DEMO_PASSWORD);
  });

  it('answers exactly as for a new address through the wizard’s pages', async () => {
    const forTaken = await registerThroughPages('talent@mixbuddy.dk');
    const forFresh = await registerThroughPages(unique('side'));
    expect(forTaken).toEqual(forFresh);
    expect(forTaken.step2).toMatchObject({ status: 303, location: '/register/activate-account' });
    expect(forTaken.step2.cookies.some((c) => /session/i.test(c))).toBe(false);
    expect(forTaken.step3.status).toBe(200);
    expect(forTaken.step3.html).toContain('Tjek din e-mail');
    expect(forTaken.step3.html).toContain('Har du allerede en konto med den adresse');
    expect(await usersWithEmail('talent@mixbuddy.dk')).toHaveLength(1);
  });

  it('the activation link signs the new owner in and the account type follows', async () => {
    const email = unique('aktiv');
    const browser = new PageBrowser(server.url);
    await browser.post('/register/create-account', { name: 'Aktiv Person', email });
    await browser.post('/register/set-password', { password: PASSWORD, passwordRepeat: PASSWORD });
    expect((await browser.gql('{ authenticatedItem { ... on User { id } } }')).data.authenticatedItem).toBeNull();
    const activation = await mail.waitFor(email, { subject: /Aktivér/ });
    const token = new URL(mail.link(activation, '/activate-account')).searchParams.get('token')!;
    const used = await browser.post('/activate-account', { token });
    expect(locationOf(used)).toBe('/register/account-type?aktiveret=1');
    expect(await (await browser.get(locationOf(used))).text()).toContain('Din konto er aktiveret, og du er logget ind');
    const chosen = await browser.post('/register/account-type', { role: 'customer' });
    expect(locationOf(chosen)).toBe('/login/check-in');
    const me = (await browser.gql('{ authenticatedItem { ... on User { email role emailVerifiedAt } } }')).data.authenticatedItem;
    expect(me).toMatchObject({ email, role: 'customer' });
    expect(me.emailVerifiedAt).not.toBeNull();
  });
});
