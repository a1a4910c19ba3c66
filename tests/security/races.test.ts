/**
 * Limits and "only once" rules under concurrency: every test fires 50–150 requests at the same
 * moment and asserts the limit exactly (N let through, no more) — also for what is written once per
 * request or per person: an account per mailbox however its address is typed, a booking request's
 * emails and timer (written together in one statement, cms/jobs).
 * The limits count an attempt before they read the count (cms/domain/accounts/rate-limit.ts), and
 * a favourite is unique in the database, so no interleaving of the requests can pass them.
 *
 * All requests come from one address (127.0.0.1), so the tests share the per-IP windows; the
 * clock moves on 61 minutes between tests (`freshWindow`), past the longest window.
 */
import { describe, expect, it } from 'vitest';
import { useServerWithMail, type MailCatcher } from '../support/smtp';
import { Visitor, type TestServer } from '../support/server';
import { createBookingWorld, dateInDays, requestBooking } from '../support/bookings';
import { queuedJobs, until } from '../support/processes';
import { PageBrowser } from '../support/browser';

const DEMO_PASSWORD = 'mixbuddy-demo-2026';
const TOO_MANY_SIGN_INS = 'For mange forsøg på at logge ind. Vent 15 minutter, og prøv igen — eller nulstil din adgangskode.';
const TOO_MANY_SUPPORT = 'Du har sendt mange beskeder på kort tid. Vent en time, og prøv igen.';
const SIGN_IN = `mutation($email: String!, $password: String!) {
  authenticateUserWithPassword(email: $email, password: $password) {
    ... on UserAuthenticationWithPasswordSuccess { item { id } }
    ... on UserAuthenticationWithPasswordFailure { message }
  }
}`;

let server: TestServer;
let mail: MailCatcher;
// These tests count limits, not load: 100 password checks queue one or two at a time
// (cms/auth/passwords.ts), so a generous time budget and queue wait let every one be checked
// instead of some being told "prøv igen" (tests/scale/sign-in-load.test.ts tests that answer).
useServerWithMail((started) => ({ server, mail } = started), { GRAPHQL_TIME_BUDGET_MS: '120000', PASSWORD_QUEUE_TIMEOUT_MS: '120000' });

const freshWindow = () =>
  fetch(`${server.url}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: 61 * 60_000 }),
  });

const all = <T>(count: number, run: (i: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, i) => run(i)));

async function signInOnce(email: string, password: string) {
  const res = await fetch(`${server.url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: SIGN_IN, variables: { email, password } }),
  });
  const result = (await res.json()) as { data?: { authenticateUserWithPassword: { item?: { id: string }; message?: string } } };
  if (!result.data) throw new Error(`sign-in answered ${res.status}: ${JSON.stringify(result)}`);
  return result.data.authenticateUserWithPassword;
}

async function asAdmin() {
  const admin = new Visitor(server.url);
  await admin.signIn('admin@mixbuddy.dk', DEMO_PASSWORD);
  return admin;
}

describe('concurrent requests cannot pass a limit', () => {
  it('100 concurrent saves of one favourite keep one row', async () => {
    await freshWindow();
    const customer = new Visitor(server.url);
    await customer.signIn('kunde@mixbuddy.dk', DEMO_PASSWORD);
    const { data } = await customer.gql(`{ menus(where: { status: { equals: "published" } }, take: 2) { id talent { id } } }`);
    const [menu] = data.menus as { id: string; talent: { id: string } }[];
    await customer.gql(`mutation($id: ID!) { removeFavourite(kind: menu, id: $id) }`, { id: menu.id });
    await customer.gql(`mutation($id: ID!) { removeFavourite(kind: talent, id: $id) }`, { id: menu.talent.id });

    const answers = await all(100, (i) =>
      customer.gql(`mutation($id: ID!) { addFavourite(kind: ${i % 2 ? 'menu' : 'talent'}, id: $id) }`, {
        id: i % 2 ? menu.id : menu.talent.id,
      }),
    );
    expect(
      answers.every((a) => a.data?.addFavourite === true),
      JSON.stringify(answers.find((a) => a.errors)),
    ).toBe(true);

    // The customer may not filter on relationships: count as the admin, for this customer only.
    const admin = await asAdmin();
    const counted = await admin.gql(
      `query($menu: ID!, $talent: ID!) {
      menu: favouritesCount(where: { customer: { email: { equals: "kunde@mixbuddy.dk" } }, menu: { id: { equals: $menu } } })
      talent: favouritesCount(where: { customer: { email: { equals: "kunde@mixbuddy.dk" } }, talent: { id: { equals: $talent } } })
    }`,
      { menu: menu.id, talent: menu.talent.id },
    );
    expect(counted.data).toEqual({ menu: 1, talent: 1 });
  });

  it('100 concurrent sign-ins to one account (99 wrong, the right one last) check at most 10 passwords', async () => {
    await freshWindow();
    const answers = await all(100, (i) => signInOnce('kunde@mixbuddy.dk', i === 99 ? DEMO_PASSWORD : `forkert-adgangskode-${i}`));
    const checked = answers.filter((a) => a.message !== TOO_MANY_SIGN_INS);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(10);
    // The right password gets in only if it was among the ten counted first; after that it is refused too.
    expect(answers[99].item ? checked.includes(answers[99]) : answers[99].message).toBeTruthy();
    expect((await signInOnce('kunde@mixbuddy.dk', DEMO_PASSWORD)).message).toBe(TOO_MANY_SIGN_INS);
  });

  it('150 concurrent sign-ins from one address check at most 100 passwords', async () => {
    await freshWindow();
    const answers = await all(150, (i) => signInOnce(`ukendt-${i}-${Date.now()}@example.dk`, 'forkert-adgangskode'));
    const checked = answers.filter((a) => a.message !== TOO_MANY_SIGN_INS);
    expect(checked).toHaveLength(100);
    expect(answers.filter((a) => a.message === TOO_MANY_SIGN_INS)).toHaveLength(150 - checked.length);
  });

  it('60 concurrent password-reset requests for one address send at most 5 emails', async () => {
    await freshWindow();
    const address = 'kunde@mixbuddy.dk';
    const before = mail.to(address).length;
    const anon = new Visitor(server.url);
    const answers = await all(60, () =>
      anon.gql(`mutation($email: String!) { requestPasswordReset(email: $email) { ok } }`, { email: address }),
    );
    // The answer never reveals whether a mail went out.
    expect(
      answers.every((a) => !a.errors),
      JSON.stringify(answers.find((a) => a.errors)),
    ).toBe(true);
    await mail.waitFor(address, { since: before });
    await new Promise((done) => setTimeout(done, 3000)); // the queue sends the rest, if any
    const sent = mail.to(address).length - before;
    expect(sent).toBe(5);
  });

  it('60 concurrent registrations from one address are let through at most 10 times', async () => {
    await freshWindow();
    const anon = new Visitor(server.url);
    const stamp = Date.now().toString(36);
    const answers = await all(60, (i) =>
      anon.gql(
        `mutation($name: String!, $email: String!, $password: String!) { registerAccount(name: $name, email: $email, password: $password) { ok } }`,
        {
          name: 'Ny Person',
          email: `race-${stamp}-${i}@example.dk`,
          password: 'lang-og-sikker-adgangskode',
        },
      ),
    );
    const accepted = answers.filter((a) => a.data?.registerAccount?.ok);
    expect(accepted).toHaveLength(10);
    const admin = await asAdmin();
    const stored = await admin.gql(`query($p: String!) { usersCount(where: { email: { startsWith: $p } }) }`, { p: `race-${stamp}-` });
    expect(stored.data.usersCount).toBe(accepted.length);
  });

  it('50 concurrent questions to MixBuddy AI are answered at most 12 times a minute', async () => {
    await freshWindow();
    const answers = await all(50, async () => {
      const res = await fetch(`${server.url}/api/assistant`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ role: 'user', content: 'Cocktails til 20 gæster i Aarhus' }] }),
      });
      await res.text();
      return res.status;
    });
    const answered = answers.filter((status) => status === 200).length;
    expect(answered).toBe(12);
    expect(answers.filter((status) => status === 429).length).toBe(50 - answered);
  });

  it('60 concurrent contact-form posts from one address store at most 5, and the rest are told why', async () => {
    await freshWindow();
    const stamp = Date.now().toString(36);
    const answers = await all(60, async (i) => {
      const res = await fetch(`${server.url}/support`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, 'sec-fetch-site': 'same-origin' },
        body: new URLSearchParams({
          name: 'Hanne Hansen',
          email: 'hanne@example.dk',
          topic: 'andet',
          message: `Besked ${stamp} nummer ${i}: ${'x'.repeat(4000)}`,
        }),
        redirect: 'manual',
      });
      return { status: res.status, body: await res.text() };
    });
    const stored = answers.filter((a) => a.status === 303).length;
    const refused = answers.filter((a) => a.status === 429);
    expect(stored).toBe(5);
    expect(refused).toHaveLength(60 - stored);
    // The refusal is in Danish and keeps what was typed in the form.
    expect(refused[0].body).toContain(TOO_MANY_SUPPORT);
    expect(refused[0].body).toMatch(new RegExp(`Besked ${stamp} nummer \\d+`));

    const admin = await asAdmin();
    const count = await admin.gql(`query($p: String!) { supportRequestsCount(where: { message: { contains: $p } }) }`, {
      p: `Besked ${stamp}`,
    });
    expect(count.data.supportRequestsCount).toBe(stored);
  });

  it('100 concurrent anonymous booking-form posts from one address keep at most 60 drafts a minute', async () => {
    await freshWindow();
    const anon = new Visitor(server.url);
    const { data } = await anon.gql(`{ menus(where: { status: { equals: "published" } }, take: 1) { id } }`);
    const menuId = (data.menus as { id: string }[])[0].id;
    const answers = await all(100, async (i) => {
      const res = await fetch(`${server.url}/menu/${menuId}/book`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, 'sec-fetch-site': 'same-origin' },
        body: new URLSearchParams({ besked: `Kladde ${i}: ${'æ'.repeat(20_000)}` }),
        redirect: 'manual',
      });
      await res.text();
      return { status: res.status, keptDraft: res.headers.getSetCookie().some((line) => line.startsWith('mixbuddy-flash-')) };
    });
    expect(answers.every((a) => a.status === 303)).toBe(true);
    expect(answers.filter((a) => a.keptDraft)).toHaveLength(60);
  });

  it('60 concurrent registrations of one address written six ways keep one account, and one activation email', async () => {
    await freshWindow();
    const stamp = Date.now().toString(36);
    const stored = `ida-${stamp}@xn--bler-uoa.dk`;
    // The same mailbox as people (and attackers) type it: case, the Danish domain, its DNS form,
    // a soft hyphen and a zero-width space in the domain, a trailing paragraph separator.
    const forms = [
      `ida-${stamp}@æbler.dk`,
      `IDA-${stamp}@ÆBLER.DK`,
      stored,
      `ida-${stamp}@æb\u00adler.dk`,
      `ida-${stamp}@æbler\u200b.dk`,
      ` ida-${stamp}@æbler.dk\u2029`,
    ];
    // The mail server (smtp-server) reads the envelope's xn-- domain back in its Unicode form.
    const inbox = `ida-${stamp}@æbler.dk`;
    const before = mail.to(inbox).length;
    const answers = await all(60, (i) =>
      new Visitor(server.url).gql(
        `mutation($name: String!, $email: String!, $password: String!) { registerAccount(name: $name, email: $email, password: $password) { ok } }`,
        { name: 'Ida Æble', email: forms[i % forms.length], password: 'lang-og-sikker-adgangskode' },
      ),
    );
    // Never a server error: each is let through or told (in Danish) to wait.
    for (const answer of answers) expect(answer.data?.registerAccount?.ok ?? answer.errors?.[0]?.message).toBeTruthy();
    const admin = await asAdmin();
    const accounts = await admin.gql(`query($p: String!) { users(where: { email: { contains: $p } }) { email } }`, { p: `ida-${stamp}` });
    expect(accounts.data.users).toEqual([{ email: stored }]);
    await mail.waitFor(inbox, { subject: /Aktivér/, since: before });
    await new Promise((done) => setTimeout(done, 3000)); // the queue sends the rest, if any
    expect(mail.to(inbox).filter((m) => /Aktivér/.test(m.subject))).toHaveLength(1);
  });

  it('60 concurrent approvals of one waiting talent approve them once and send one email', async () => {
    const admin = await asAdmin();
    const stamp = Date.now().toString(36);
    const email = `vera-${stamp}@example.dk`;
    const user = await admin.gql(`mutation($data: UserCreateInput!) { createUser(data: $data) { id } }`, {
      data: {
        name: 'Vera Venter',
        email,
        password: 'lang-og-sikker-adgangskode',
        role: 'talent',
        emailVerifiedAt: new Date().toISOString(),
      },
    });
    const profile = await admin.gql(`mutation($data: TalentProfileCreateInput!) { createTalentProfile(data: $data) { id } }`, {
      data: {
        user: { connect: { id: user.data.createUser.id } },
        displayName: 'Vera Venter',
        vettingRequestedAt: new Date().toISOString(),
      },
    });
    const id = profile.data.createTalentProfile.id;
    const answers = await all(60, () => admin.gql(`mutation($id: ID!) { approveTalent(id: $id) { id } }`, { id }));
    expect(answers.filter((answer) => answer.data?.approveTalent?.id === id)).toHaveLength(1);
    for (const answer of answers.filter((a) => !a.data?.approveTalent))
      expect(answer.errors?.[0]?.message).toBe('Talentet er allerede godkendt');
    await mail.waitFor(email, { subject: /Din profil er godkendt/ });
    await new Promise((done) => setTimeout(done, 3000)); // the queue sends the rest, if any
    expect(mail.to(email).filter((m) => /godkendt/.test(m.subject))).toHaveLength(1);
  });

  it('50 concurrent booking requests each get their own two emails and one answer timer, once', async () => {
    await freshWindow();
    const w = await createBookingWorld(server.url);
    const talentBefore = mail.to(w.talent1.email).length;
    const customerBefore = mail.to(w.customerA.email).length;
    const answers = await all(50, (i) => requestBooking(w, w.customerA.visitor, dateInDays(40 + i)));
    const ids = answers.map((a) => a.data?.requestBooking?.id as string);
    expect(answers.filter((a) => a.errors)).toEqual([]);
    expect(new Set(ids).size).toBe(50);
    await until('every request email', () => (mail.to(w.talent1.email).length - talentBefore >= 50 ? true : undefined), 60_000);
    await new Promise((done) => setTimeout(done, 3000)); // the queue sends the rest, if any
    const mentions = (to: string, since: number, subject: RegExp) =>
      mail
        .to(to)
        .slice(since)
        .filter((m) => subject.test(m.subject))
        .flatMap((m) => ids.filter((id) => m.text.includes(`#booking-${id}`)));
    // Each booking's request email to the talent and confirmation to the customer, exactly once.
    expect(mentions(w.talent1.email, talentBefore, /Ny bookingforespørgsel/).sort()).toEqual([...ids].sort());
    expect(mentions(w.customerA.email, customerBefore, /Vi har sendt din bookingforespørgsel/).sort()).toEqual([...ids].sort());
    const timers = (await queuedJobs(server.databaseUrl))
      .filter((job) => job.name === 'bookingTimer')
      .map((job) => (job.payload as { bookingId: string }).bookingId)
      .filter((id) => ids.includes(id));
    expect(timers.sort()).toEqual([...ids].sort());
  });
  it('50 concurrent deletions of one account delete it once and send one goodbye email', async () => {
    const admin = await asAdmin();
    const stamp = Date.now().toString(36);
    const email = `slet-${stamp}@example.dk`;
    const password = 'lang-og-sikker-adgangskode';
    const created = await admin.gql(`mutation($data: UserCreateInput!) { createUser(data: $data) { id } }`, {
      data: { name: 'Sara Sletter', email, password, role: 'customer', emailVerifiedAt: new Date().toISOString() },
    });
    const id = created.data.createUser.id;
    const person = await new PageBrowser(server.url).signIn(email, password);
    // One form, sent 50 times at once: a double click, a reload that resends it, a script.
    const form = new URLSearchParams({ action: 'delete', confirm: 'SLET', currentPassword: password, csrf: await person.csrf() });
    const answers = await all(50, () =>
      fetch(`${server.url}/account`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: person.cookieHeader, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      }),
    );
    // Never a server error: deleted (to the sign-in page saying so), or, with the session gone, sent to sign in.
    for (const answer of answers) expect(answer.status, await answer.text()).toBeLessThan(500);
    expect(answers.filter((answer) => answer.headers.get('location') === '/login?besked=slettet').length).toBeGreaterThanOrEqual(1);
    const row = (await admin.gql(`query($id: ID!) { user(where: { id: $id }) { name email blockedAt } }`, { id })).data.user;
    expect(row).toMatchObject({ name: 'Slettet bruger' });
    expect(row.email).toMatch(/@slettet\.mixbuddy\.invalid$/);
    await mail.waitFor(email, { subject: /Din MixBuddy-konto er slettet/ });
    await new Promise((done) => setTimeout(done, 3000)); // the queue sends the rest, if any
    expect(mail.to(email).filter((m) => /konto er slettet/.test(m.subject))).toHaveLength(1);
  });
});
