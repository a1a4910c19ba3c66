/**
 * Accounts against the real server, a real SMTP listener and its own database:
 * registration and activation by email, the single-use links, sign-in limits, password reset
 * without user enumeration, CSRF on form posts, safe `next` redirects, the account pages'
 * role rules, and what GraphQL never reveals.
 */
import { describe, expect, it } from 'vitest';
import { useServerWithMail, type MailCatcher } from '../support/smtp';
import { Visitor, type TestServer } from '../support/server';
import { PageBrowser, locationOf } from '../support/browser';
import { until } from '../support/processes';

const DEMO_PASSWORD = 'mixbuddy-demo-2026';
const PASSWORD = 'lang-og-sikker-adgangskode';

let server: TestServer;
let mail: MailCatcher;
useServerWithMail((started) => ({ server, mail } = started));

const SIGN_IN = `mutation($email: String!, $password: String!) {
  authenticateUserWithPassword(email: $email, password: $password) {
    ... on UserAuthenticationWithPasswordSuccess { item { id } }
    ... on UserAuthenticationWithPasswordFailure { message }
  }
}`;
const ME = `{ authenticatedItem { ... on User { id name email role emailVerifiedAt ageVerifiedAt ageCheckResult } } }`;

const unique = (key: string) => `${key}-${Math.random().toString(36).slice(2, 8)}@example.dk`;
const location = locationOf;
const errorOf = (result: { errors?: { message: string }[] }) => result.errors?.map((e) => e.message).join('\n') ?? '';

/**
 * The wizard's pages up to "check your email": registering signs nobody in (it answers the same
 * for a taken address, see tests/security/registration.test.ts); the activation link does.
 */
async function registerThroughPages(email: string) {
  const browser = new PageBrowser(server.url);
  const step1 = await browser.post('/register/create-account', { name: 'Test Person', email });
  expect(location(step1)).toBe('/register/set-password');
  const step2 = await browser.post('/register/set-password', { password: PASSWORD, passwordRepeat: PASSWORD });
  expect(location(step2)).toBe('/register/activate-account');
  expect(await (await browser.get('/register/activate-account')).text()).toContain('Tjek din e-mail');
  return browser;
}

async function activate(browser: PageBrowser, email: string, since = 0) {
  const activation = await mail.waitFor(email, { subject: /Aktivér/, since });
  const link = new URL(mail.link(activation, '/activate-account'));
  const token = link.searchParams.get('token')!;
  const page = await browser.get(link.pathname + link.search);
  expect(await page.text()).toContain('Aktivér konto');
  return { token, result: await browser.post('/activate-account', { token }) };
}

/** Follows the activation link (which signs in) and chooses the account type. */
async function activateAndChoose(browser: PageBrowser, email: string, role: 'customer' | 'talent') {
  const { token, result } = await activate(browser, email);
  expect(location(result)).toBe('/register/account-type?aktiveret=1');
  const chosen = await browser.post('/register/account-type', { role });
  expect(location(chosen)).toBe('/login/check-in');
  return token;
}

/** A self-registered, activated customer, signed in (GraphQL registration + the emailed link). */
async function signedInAccount(name: string, email: string) {
  const browser = new PageBrowser(server.url);
  expect(
    errorOf(await browser.gql(`mutation { registerAccount(name: "${name}", email: "${email}", password: "${PASSWORD}") { ok } }`)),
  ).toBe('');
  await activateAndChoose(browser, email, 'customer');
  return browser;
}

/** An account made by the admin (for tests about sign-in and passwords, not registration). */
async function accountByAdmin(name: string, email: string) {
  const admin = new Visitor(server.url);
  await admin.signIn('admin@mixbuddy.dk', DEMO_PASSWORD);
  const created = await admin.gql(`mutation($data: UserCreateInput!) { createUser(data: $data) { id } }`, {
    data: { name, email, password: PASSWORD, role: 'customer', emailVerifiedAt: new Date().toISOString() },
  });
  expect(errorOf(created)).toBe('');
  return created.data.createUser.id as string;
}

async function emailVerifiedAtOf(email: string) {
  const admin = new Visitor(server.url);
  await admin.signIn('admin@mixbuddy.dk', DEMO_PASSWORD);
  const result = await admin.gql(`query($email: String!) { users(where: { email: { equals: $email } }) { emailVerifiedAt } }`, { email });
  return result.data.users[0].emailVerifiedAt as string | null;
}

describe('registration and activation', () => {
  it('registers a customer who is neither signed in nor active until the emailed link is used once', async () => {
    const email = unique('kunde');
    const browser = await registerThroughPages(email);
    expect((await browser.gql(ME)).data.authenticatedItem).toBeNull();

    // Signing in with the password before activating: allowed, but not active
    const early = new PageBrowser(server.url);
    await early.post('/login', { email, password: PASSWORD });
    expect((await early.gql(ME)).data.authenticatedItem).toMatchObject({ email, role: 'customer', emailVerifiedAt: null });

    const token = await activateAndChoose(browser, email, 'customer');
    const me = (await browser.gql(ME)).data.authenticatedItem;
    expect(me).toMatchObject({ email, role: 'customer' });
    expect(me.emailVerifiedAt).not.toBeNull();
    expect(location(await browser.get('/login/check-in'))).toBe('/');

    // The same link a second time: refused, in Danish.
    const reused = await browser.post('/activate-account', { token });
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain('Linket er allerede brugt');
  });

  it('registers a talent, and the account type is chosen once only', async () => {
    const email = unique('talent');
    const browser = await registerThroughPages(email);
    await activateAndChoose(browser, email, 'talent');
    expect((await browser.gql(ME)).data.authenticatedItem.role).toBe('talent');
    const again = await browser.gql(`mutation { chooseAccountType(role: "customer") { ok } }`);
    expect(errorOf(again)).toContain('Du har allerede valgt kontotype');
    const admin = await browser.gql(`mutation { chooseAccountType(role: "admin") { ok } }`);
    expect(errorOf(admin)).toMatch(/Vælg, om du vil booke|allerede valgt/);
    expect((await browser.gql(ME)).data.authenticatedItem.role).toBe('talent');
  });

  it('refuses weak passwords with Danish messages, keeping what was typed; a taken email is not revealed', async () => {
    const browser = new PageBrowser(server.url);
    await browser.post('/register/create-account', { name: 'Svag Kode', email: unique('svag') });
    const short = await browser.post('/register/set-password', { password: 'kort', passwordRepeat: 'kort' });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('Adgangskoden skal være mindst 10 tegn.');
    const common = await browser.post('/register/set-password', { password: 'adgangskode123', passwordRepeat: 'adgangskode123' });
    expect(await common.text()).toContain('Adgangskoden er for almindelig');
    const taken = await new Visitor(server.url).gql(
      `mutation { registerAccount(name: "Dublet", email: "kunde@mixbuddy.dk", password: "${PASSWORD}") { ok } }`,
    );
    // The same answer as for a new address; the owner is mailed instead (tests/security/registration.test.ts).
    expect(errorOf(taken)).toBe('');
    expect(taken.data.registerAccount.ok).toBe(true);
  });

  it('an expired activation link is refused', async () => {
    const email = unique('udloebet');
    const browser = await registerThroughPages(email);
    const activation = await mail.waitFor(email, { subject: /Aktivér/ });
    const token = new URL(mail.link(activation, '/activate-account')).searchParams.get('token')!;
    await fetch(`${server.url}/api/test/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 49 * 3600_000 }),
    });
    try {
      const expired = await browser.post('/activate-account', { token });
      expect(await expired.text()).toContain('Linket er udløbet');
    } finally {
      await fetch(`${server.url}/api/test/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ offsetMs: 0 }),
      });
    }
    expect((await browser.gql(ME)).data.authenticatedItem).toBeNull();
    expect(await emailVerifiedAtOf(email)).toBeNull();
  });
});

describe('sign-in', () => {
  it('only redirects to paths on this site after sign-in', async () => {
    for (const evil of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const browser = new PageBrowser(server.url);
      const res = await browser.post(`/login?next=${encodeURIComponent(evil)}`, {
        email: 'kunde@mixbuddy.dk',
        password: DEMO_PASSWORD,
        next: evil,
      });
      expect(res.status).toBe(303);
      expect(location(res)).toBe('/login/check-in');
      const checkIn = await browser.get(`/login/check-in?next=${encodeURIComponent(evil)}`);
      expect(location(checkIn)).toBe('/');
    }
    const browser = new PageBrowser(server.url);
    await browser.post('/login', { email: 'kunde@mixbuddy.dk', password: DEMO_PASSWORD, next: '/favourites' });
    expect(location(await browser.get('/login/check-in?next=%2Ffavourites'))).toBe('/favourites');
  });

  it('refuses the 11th wrong password — and then even the right one — with a Danish message', async () => {
    const email = unique('gaet');
    await accountByAdmin('Gæt', email);
    const attacker = new Visitor(server.url);
    for (let i = 1; i <= 10; i++) {
      const result = await attacker.gql(SIGN_IN, { email, password: `forkert-kode-${i}` });
      expect(result.data.authenticateUserWithPassword.message, `attempt ${i}`).toBe('Forkert e-mail eller adgangskode.');
    }
    const eleventh = await attacker.gql(SIGN_IN, { email, password: PASSWORD });
    expect(eleventh.data.authenticateUserWithPassword.message).toContain('For mange forsøg på at logge ind');
    expect(eleventh.data.authenticateUserWithPassword.item).toBeUndefined();
    // The page says the same, with status 429; other accounts are not affected.
    const page = await new PageBrowser(server.url).post('/login', { email: email.toUpperCase(), password: PASSWORD });
    expect(page.status).toBe(429);
    expect(await page.text()).toContain('For mange forsøg på at logge ind');
    expect(
      (await new Visitor(server.url).gql(SIGN_IN, { email: 'kunde@mixbuddy.dk', password: DEMO_PASSWORD })).data
        .authenticateUserWithPassword.item,
    ).toBeTruthy();
  });

  it('a blocked account is told so (only with the right password) and its session stops working', async () => {
    const email = unique('spaerret');
    const person = await signedInAccount('Spærret', email);
    const id = (await person.gql(ME)).data.authenticatedItem.id;
    const admin = new Visitor(server.url);
    await admin.signIn('admin@mixbuddy.dk', DEMO_PASSWORD);
    expect(
      errorOf(
        await admin.gql(`mutation($id: ID!) { updateUser(where: { id: $id }, data: { blockedAt: "2026-01-01T00:00:00Z" }) { id } }`, {
          id,
        }),
      ),
    ).toBe('');
    expect((await person.gql(ME)).data.authenticatedItem).toBeNull();
    const wrong = await new Visitor(server.url).gql(SIGN_IN, { email, password: 'forkert-adgangskode' });
    expect(wrong.data.authenticateUserWithPassword.message).toBe('Forkert e-mail eller adgangskode.');
    const right = await new Visitor(server.url).gql(SIGN_IN, { email, password: PASSWORD });
    expect(right.data.authenticateUserWithPassword.message).toContain('Din konto er spærret');
  });
});

describe('forgotten password', () => {
  it('answers the same whether or not the email has an account, and never waits for the mail server', async () => {
    const known = unique('kendt');
    await accountByAdmin('Kendt', known);
    const unknown = unique('ukendt');
    const bodies: Record<string, string> = {};
    for (const [key, email] of [
      ['known', known],
      ['unknown', unknown],
    ] as const) {
      const browser = new PageBrowser(server.url);
      const res = await browser.post('/login/forgot-password', { email });
      expect(res.status).toBe(200);
      bodies[key] = (await res.text()).replace(/name="csrf" value="[^"]*"/g, '');
    }
    expect(bodies.known).toContain('Hvis der findes en konto med den e-mailadresse');
    expect(bodies.known).toBe(bodies.unknown);
    await mail.waitFor(known, { subject: /Nulstil/ });
    expect(mail.to(unknown)).toEqual([]);

    // The answer cannot tell by its timing either: it is given before the email is sent. With the
    // mail server holding the send (no answer until the 30 s time-out), the page has already answered.
    const held = unique('holdt');
    await accountByAdmin('Holdt', held);
    const heldBefore = mail.held();
    mail.holdNext();
    let answered = false;
    const answer = new PageBrowser(server.url).post('/login/forgot-password', { email: held }).then((res) => {
      answered = true;
      return res;
    });
    await until('the mail server to hold the reset email', () => (mail.held() > heldBefore ? true : undefined), 20_000);
    expect(answered).toBe(true);
    expect((await answer).status).toBe(200);
  });

  it('the one-hour link sets a new password once; reused or expired links are refused', async () => {
    const email = unique('nulstil');
    await accountByAdmin('Nulstil', email);
    const browser = new PageBrowser(server.url);
    await browser.post('/login/forgot-password', { email });
    const token = new URL(mail.link(await mail.waitFor(email, { subject: /Nulstil/ }), '/login/set-password')).searchParams.get('token')!;
    const mismatch = await browser.post('/login/set-password', {
      token,
      password: 'en-helt-ny-kode-123',
      passwordRepeat: 'noget-andet-123',
    });
    expect(await mismatch.text()).toContain('De to adgangskoder er ikke ens.');
    const done = await browser.post('/login/set-password', {
      token,
      password: 'en-helt-ny-kode-123',
      passwordRepeat: 'en-helt-ny-kode-123',
    });
    expect(location(done)).toBe('/login?besked=nulstillet');
    expect(
      (await new Visitor(server.url).gql(SIGN_IN, { email, password: 'en-helt-ny-kode-123' })).data.authenticateUserWithPassword.item,
    ).toBeTruthy();
    const reused = await browser.post('/login/set-password', {
      token,
      password: 'endnu-en-ny-kode-456',
      passwordRepeat: 'endnu-en-ny-kode-456',
    });
    expect(await reused.text()).toContain('Linket er allerede brugt');

    const since = mail.to(email).length;
    await browser.post('/login/forgot-password', { email });
    const second = new URL(mail.link(await mail.waitFor(email, { subject: /Nulstil/, since }), '/login/set-password')).searchParams.get(
      'token',
    )!;
    await fetch(`${server.url}/api/test/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 61 * 60_000 }),
    });
    try {
      const expired = await browser.post('/login/set-password', {
        token: second,
        password: 'endnu-en-ny-kode-456',
        passwordRepeat: 'endnu-en-ny-kode-456',
      });
      expect(await expired.text()).toContain('Linket er udløbet');
    } finally {
      await fetch(`${server.url}/api/test/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ offsetMs: 0 }),
      });
    }
  });
});

describe('CSRF', () => {
  it('refuses a signed-in form post without the token, or with another session’s token, and changes nothing', async () => {
    const browser = new PageBrowser(server.url);
    await browser.signIn('kunde@mixbuddy.dk', DEMO_PASSWORD);
    const before = (await browser.gql(ME)).data.authenticatedItem.name;

    const missing = await browser.post('/account', { action: 'details', name: 'Hacket', email: 'kunde@mixbuddy.dk' }, { csrf: false });
    expect(missing.status).toBe(403);
    expect(await missing.text()).toContain('Formularen er udløbet');

    const other = await new PageBrowser(server.url).signIn('kunde@mixbuddy.dk', DEMO_PASSWORD);
    const foreign = await browser.post(
      '/account',
      { action: 'details', name: 'Hacket', email: 'kunde@mixbuddy.dk', csrf: await other.csrf() },
      { csrf: false },
    );
    expect(foreign.status).toBe(403);
    expect((await browser.gql(ME)).data.authenticatedItem.name).toBe(before);
  });

  it('takes an anonymous form post from our own pages only, and gives anonymous pages no token or cookie', async () => {
    const page = await fetch(`${server.url}/login`);
    expect(page.headers.getSetCookie()).toEqual([]);
    expect(await page.text()).not.toContain('name="csrf"');

    const form = new URLSearchParams({ email: 'kunde@mixbuddy.dk', password: DEMO_PASSWORD });
    const post = (headers: Record<string, string>) =>
      fetch(`${server.url}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: form,
      });
    const signedIn = (res: Response) => res.headers.getSetCookie().some((c) => c.startsWith('mixbuddy-session='));

    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: server.url, 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      {},
    ];
    for (const headers of crossSite) {
      const refused = await post(headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(signedIn(refused)).toBe(false);
    }
    const sameOrigin: Record<string, string>[] = [{ origin: server.url }, { origin: server.url, 'sec-fetch-site': 'same-origin' }];
    for (const headers of sameOrigin) {
      const accepted = await post(headers);
      expect(accepted.status, JSON.stringify(headers)).toBe(303);
      expect(signedIn(accepted)).toBe(true);
    }
  });
});

describe('the account pages and mutations', () => {
  it('send the anonymous visitor to sign in and give other roles a 403', async () => {
    const anonymous = new PageBrowser(server.url);
    for (const path of [
      '/account',
      '/account/change-password',
      '/settings/account',
      '/settings/account/change-password',
      '/disconnect-account',
      '/login/check-in',
      '/register/account-type',
    ]) {
      const res = await anonymous.get(path);
      expect(res.status, path).toBe(302);
      expect(location(res), path).toBe(`/login?next=${encodeURIComponent(path)}`);
    }
    const talent = new PageBrowser(server.url);
    await talent.post('/login', { email: 'talent@mixbuddy.dk', password: DEMO_PASSWORD });
    for (const path of ['/account', '/account/change-password']) {
      const res = await talent.get(path);
      expect(res.status, path).toBe(403);
      expect(await res.text()).toContain('Du har ikke adgang til denne side');
    }
    const customer = new PageBrowser(server.url);
    await customer.post('/login', { email: 'kunde@mixbuddy.dk', password: DEMO_PASSWORD });
    for (const path of ['/settings/account', '/settings/account/change-password']) {
      expect((await customer.get(path)).status, path).toBe(403);
    }
    const anonymousGql = new Visitor(server.url);
    for (const mutation of [
      'changePassword(currentPassword: "x", password: "y")',
      'updateAccount(name: "x", email: "x@example.dk")',
      'deleteAccount(confirm: "SLET")',
      'unlinkGoogle',
      'requestActivationEmail',
    ]) {
      expect(errorOf(await anonymousGql.gql(`mutation { ${mutation} { ok } }`)), mutation).toContain('Du skal være logget ind');
    }
  });

  it('changing the password needs the current one; email and password cannot be set through updateUser', async () => {
    const email = unique('skift');
    const person = await signedInAccount('Skift', email);
    const me = (await person.gql(ME)).data.authenticatedItem;

    const wrong = await person.post('/account/change-password', {
      currentPassword: 'forkert-kode-000',
      password: 'min-nye-kode-2026',
      passwordRepeat: 'min-nye-kode-2026',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Den nuværende adgangskode er forkert.');
    const ok = await person.post('/account/change-password', {
      currentPassword: PASSWORD,
      password: 'min-nye-kode-2026',
      passwordRepeat: 'min-nye-kode-2026',
    });
    expect(await ok.text()).toContain('Din adgangskode er ændret.');
    expect(
      (await new Visitor(server.url).gql(SIGN_IN, { email, password: 'min-nye-kode-2026' })).data.authenticateUserWithPassword.item,
    ).toBeTruthy();

    const direct = await person.gql(
      `mutation($id: ID!) { updateUser(where: { id: $id }, data: { password: "overtaget-kode-123", email: "ny@example.dk" }) { id } }`,
      { id: me.id },
    );
    expect(errorOf(direct)).toMatch(/Access denied|not allowed/i);
    const other = new Visitor(server.url);
    await other.signIn('kunde@mixbuddy.dk', DEMO_PASSWORD);
    const hijack = await other.gql(`mutation($id: ID!) { updateUser(where: { id: $id }, data: { name: "Overtaget" }) { id } }`, {
      id: me.id,
    });
    expect(hijack.data?.updateUser ?? null).toBeNull();
  });

  it('a new email is used only after it is confirmed from that address', async () => {
    const email = unique('gammel');
    const newEmail = unique('ny');
    const person = await signedInAccount('Flytter', email);
    const saved = await person.post('/account', { action: 'details', name: 'Flytter Nu', phone: '+45 12 34 56 78', email: newEmail });
    expect(await saved.text()).toContain('Vi har sendt et link til den nye e-mailadresse');
    expect((await person.gql(ME)).data.authenticatedItem).toMatchObject({ name: 'Flytter Nu', email });
    await mail.waitFor(email, { subject: /ved at blive ændret/ });
    const confirm = await mail.waitFor(newEmail, { subject: /Bekræft/ });
    const token = new URL(mail.link(confirm, '/activate-account')).searchParams.get('token')!;
    expect(await (await person.post('/activate-account', { token })).text()).toContain('Din nye e-mailadresse er bekræftet');
    expect((await person.gql(ME)).data.authenticatedItem.email).toBe(newEmail);
  });

  it('deleting the account removes personal data and ends the session', async () => {
    const email = unique('slet');
    const person = await signedInAccount('Slet Mig', email);
    const id = (await person.gql(ME)).data.authenticatedItem.id;
    const unconfirmed = await person.post('/account', { action: 'delete', currentPassword: PASSWORD, confirm: 'nej' });
    expect(await unconfirmed.text()).toContain('Skriv SLET for at bekræfte');
    const deleted = await person.post('/account', { action: 'delete', currentPassword: PASSWORD, confirm: 'slet' });
    expect(location(deleted)).toBe('/login?besked=slettet');
    expect((await person.gql(ME)).data.authenticatedItem).toBeNull();
    const admin = new Visitor(server.url);
    await admin.signIn('admin@mixbuddy.dk', DEMO_PASSWORD);
    const row = (await admin.gql(`query($id: ID!) { user(where: { id: $id }) { name email phone googleSubject blockedAt } }`, { id })).data
      .user;
    expect(row).toMatchObject({ name: 'Slettet bruger', phone: '', googleSubject: null });
    expect(row.email).not.toContain('slet-');
    expect(row.blockedAt).not.toBeNull();
    expect(
      (await new Visitor(server.url).gql(SIGN_IN, { email, password: PASSWORD })).data.authenticateUserWithPassword.item,
    ).toBeUndefined();
  });

  it('never exposes password hashes or link tokens through GraphQL', async () => {
    const admin = new Visitor(server.url);
    await admin.signIn('admin@mixbuddy.dk', DEMO_PASSWORD);
    const users = await admin.gql(`{ users(take: 3) { email password { isSet } } }`);
    expect(JSON.stringify(users.data)).not.toMatch(/\$2[aby]\$/);
    const asString = await admin.gql(`{ users(take: 1) { password } }`);
    expect(errorOf(asString)).toMatch(/must have a selection|Field "password" of type/);
    for (const visitor of [admin, new Visitor(server.url)]) {
      const tokens = await visitor.gql(`{ authTokens { id tokenHash } }`);
      expect(tokens.data?.authTokens ?? []).toEqual([]);
      // The abuse counters are not in the schema at all.
      expect(errorOf(await visitor.gql(`{ limitCounters { id bucket } }`))).toMatch(/Cannot query field "limitCounters"/);
    }
  });
});

describe('age verification (development simulator)', () => {
  it('records only the date and the result, and only for the state the server issued', async () => {
    const person = new PageBrowser(server.url);
    await person.post('/login', { email: 'lars.pedersen@demo.mixbuddy.dk', password: DEMO_PASSWORD });
    const start = await person.get('/auth/age-verify/start?next=%2Fmy-bookings');
    const simulator = new URL(location(start), server.url);
    expect(simulator.pathname).toBe('/dev/alderstjek');
    expect(await (await person.get(simulator.pathname + simulator.search)).text()).toContain('KUN TIL UDVIKLING');

    const forged = await fetch(`${server.url}/auth/age-verify/redirect`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: person.cookieHeader.replace(/mixbuddy-age=[^;]*/, ''), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state: simulator.searchParams.get('state')!, result: 'minor' }),
    });
    expect(location(forged)).toContain('fejl=alder-utilgaengelig');

    const res = await fetch(`${server.url}/auth/age-verify/redirect`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: person.cookieHeader, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state: simulator.searchParams.get('state')!, result: 'minor' }),
    });
    expect(location(res)).toBe('/login/check-in?alder=under-18');
    const me = (await person.gql(ME)).data.authenticatedItem;
    expect(me).toMatchObject({ ageVerifiedAt: null, ageCheckResult: 'minor' });
    expect(await (await person.get('/login/check-in?alder=under-18')).text()).toContain('Du skal være fyldt 18 år');
  });
});
