/**
 * Talent vetting and the talent terms against the real server: a new talent's first
 * publication waits for an admin ("Afventer godkendelse"); until approved nothing of the talent
 * is public — not to the anonymous visitor, another customer or another talent, through pages,
 * GraphQL reads, filters or counts; only an
 * admin approves or rejects (with a reason the talent gets by email); approved, the menus go public
 * with the "Verificeret" badge and later menus publish directly. An outdated terms version blocks
 * publishing until the talent accepts again.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../support/fixtures';
import { PageBrowser } from '../support/browser';
import { useServerWithMail } from '../support/smtp';
import type { MailCatcher } from '../support/smtp';
import type { TestServer } from '../support/server';
import type { Visitor } from '../support/server';

let server: TestServer;
let mail: MailCatcher;
let w: World;
let talent: PageBrowser;
let talentEmail: string;
let profileId: string;
let menuId: string;
const PASSWORD = 'ny-vetting-talent-2026';
const NAME = 'Vera Vetting';

useServerWithMail((started) => ({ server, mail } = started));

const SAVE_MENU = `mutation($id: ID, $data: JSON!) { saveTalentMenu(id: $id, data: $data) { ok menuId status message fieldErrors missingStepHref } }`;
const menu = (title: string, status = 'published') => ({
  title,
  description: 'Klassiske cocktails rystet ved bordet.',
  category: 'cocktails',
  items: [{ name: 'Whiskey sour', description: '' }],
  priceKroner: '199',
  minGuests: '8',
  maxGuests: '40',
  durationMinutes: '180',
  containsAlcohol: true,
  allergens: '',
  images: [],
  status,
});
const APPROVE = `mutation($id: ID!) { approveTalent(id: $id) { id verifiedAt } }`;
const REJECT = `mutation($id: ID!, $reason: String!) { rejectTalent(id: $id, reason: $reason) { id vettingRejectedAt } }`;

async function must(visitor: { gql: Visitor['gql'] } | PageBrowser, query: string, variables: Record<string, unknown> = {}) {
  const result = await visitor.gql(query, variables);
  expect(result.errors ?? []).toEqual([]);
  return result.data as any;
}

/** What the anonymous visitor, another customer and another talent get. */
const outsiders = () => [
  { who: 'anonym', visitor: w.anonymous.visitor },
  { who: 'anden kunde', visitor: w.customerB.visitor },
  { who: 'andet talent', visitor: w.talent2.visitor },
];

beforeAll(async () => {
  w = await createWorld(server.url);
  // A new talent who finished the setup (the steps are tested through the pages in talent.test.ts).
  talentEmail = `vetting-${w.tag}@example.dk`;
  const user = await must(w.admin.visitor, `mutation($data: UserCreateInput!) { createUser(data: $data) { id } }`, {
    data: { name: NAME, email: talentEmail, password: PASSWORD, role: 'talent', emailVerifiedAt: new Date().toISOString() },
  });
  const at = new Date().toISOString();
  const profile = await must(w.admin.visitor, `mutation($data: TalentProfileCreateInput!) { createTalentProfile(data: $data) { id } }`, {
    data: {
      user: { connect: { id: user.createUser.id } },
      displayName: NAME,
      city: 'Odense',
      personalInfoDoneAt: at,
      presentationDoneAt: at,
      locationsDoneAt: at,
      bankDoneAt: at,
      termsAcceptedAt: at,
      termsVersion: '1',
    },
  });
  profileId = profile.createTalentProfile.id;
  talent = await new PageBrowser(server.url).signIn(talentEmail, PASSWORD);
}, 120_000);

describe('the first publication waits for an admin', () => {
  it('stores "publish" as pending and shows the talent where they stand', async () => {
    const saved = await must(talent, SAVE_MENU, { data: menu(`Vetting-cocktails ${w.tag}`) });
    expect(saved.saveTalentMenu).toMatchObject({ ok: true, status: 'pending' });
    menuId = saved.saveTalentMenu.menuId;

    const own = await must(
      talent,
      `query($id: ID!) { menu(where: { id: $id }) { status } talentProfile(where: { id: "${profileId}" }) { verifiedAt vettingRequestedAt } }`,
      { id: menuId },
    );
    expect(own.menu.status).toBe('pending');
    expect(own.talentProfile.verifiedAt).toBeNull();
    expect(own.talentProfile.vettingRequestedAt).not.toBeNull();

    const menus = await (await talent.get('/my-menus')).text();
    expect(menus).toContain('Afventer godkendelse');
    expect(menus).toContain('data-state="pending"');
    expect(await (await talent.get('/dashboard')).text()).toContain('data-state="pending"');
    // The owner may preview the waiting menu and profile.
    expect((await talent.get(`/menu/${menuId}`)).status).toBe(200);
    expect((await talent.get(`/profile/${profileId}`)).status).toBe(200);
  });

  it('shows nothing of the talent to the anonymous visitor, another customer or another talent', async () => {
    for (const { who, visitor } of outsiders()) {
      const read = await visitor.gql(
        `query($menu: ID!, $profile: ID!, $name: String!, $title: String!) {
          menu(where: { id: $menu }) { id }
          talentProfile(where: { id: $profile }) { id }
          menus(where: { talent: { id: { equals: $profile } } }) { id }
          menusCount(where: { title: { equals: $title } })
          pending: menusCount(where: { status: { equals: "pending" } })
          talentProfiles(where: { displayName: { equals: $name } }) { id }
          talentProfilesCount(where: { displayName: { equals: $name } })
          unverified: talentProfilesCount(where: { verifiedAt: { equals: null } })
        }`,
        { menu: menuId, profile: profileId, name: NAME, title: `Vetting-cocktails ${w.tag}` },
      );
      expect(read.errors ?? [], who).toEqual([]);
      expect(read.data, who).toEqual({
        menu: null,
        talentProfile: null,
        menus: [],
        menusCount: 0,
        pending: 0,
        talentProfiles: [],
        talentProfilesCount: 0,
        unverified: 0,
      });
      // Through a relationship: the talent's user is not among the visible users either.
      const users = await visitor.gql(`{ users(take: 100) { name } }`);
      expect(users.errors ?? [], who).toEqual([]);
      expect(users.data.users.length, who).toBeGreaterThan(0);
      expect(
        users.data.users.map((u: { name: string }) => u.name),
        who,
      ).not.toContain(NAME);
    }
    const anonymous = new PageBrowser(server.url);
    const customer = await new PageBrowser(server.url).signIn(w.customerB.email, 'fixture-password-2026');
    const otherTalent = await new PageBrowser(server.url).signIn(w.talent2.email, 'fixture-password-2026');
    for (const [who, browser] of [
      ['anonym', anonymous],
      ['anden kunde', customer],
      ['andet talent', otherTalent],
    ] as const) {
      expect((await browser.get(`/menu/${menuId}`)).status, who).toBe(404);
      expect((await browser.get(`/profile/${profileId}`)).status, who).toBe(404);
      expect(await (await browser.get(`/soeg?q=${encodeURIComponent(`Vetting-cocktails ${w.tag}`)}`)).text(), who).not.toContain(menuId);
    }
    const sitemap = await (await anonymous.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain(menuId);
    expect(sitemap).not.toContain(profileId);
  });

  it('only an admin approves or rejects: the talent, a customer and another talent are refused and nothing changes', async () => {
    const self = talent;
    for (const [who, visitor] of [
      ['talentet selv', self],
      ['kunde', w.customerA.visitor],
      ['andet talent', w.talent2.visitor],
      ['anonym', w.anonymous.visitor],
    ] as const) {
      const approve = await visitor.gql(APPROVE, { id: profileId });
      expect(approve.errors?.[0].message, who).toMatch(/Kun MixBuddy kan godkende|Du skal være logget ind/);
      const reject = await visitor.gql(REJECT, { id: profileId, reason: 'Ikke godt nok billede' });
      expect(reject.errors?.[0].message, who).toMatch(/Kun MixBuddy kan godkende|Du skal være logget ind/);
    }
    // Nor through the list API: the vetting fields and the menu status are admin-only.
    const tick = await talent.gql(
      `mutation($id: ID!) { updateTalentProfile(where: { id: $id }, data: { verifiedAt: "2026-01-01T00:00:00Z" }) { id } }`,
      { id: profileId },
    );
    expect(tick.errors?.[0].message).toMatch(/Access denied|not allowed/i);
    const state = await must(
      w.admin.visitor,
      `query($id: ID!) { talentProfile(where: { id: $id }) { verifiedAt vettingRejectedAt } menus(where: { talent: { id: { equals: $id } } }) { status } }`,
      { id: profileId },
    );
    expect(state).toEqual({ talentProfile: { verifiedAt: null, vettingRejectedAt: null }, menus: [{ status: 'pending' }] });
    // Even an admin cannot publish a menu of a talent not approved yet, except by approving.
    const direct = await w.admin.visitor.gql(
      `mutation($id: ID!) { updateMenu(where: { id: $id }, data: { status: "published" }) { id } }`,
      { id: menuId },
    );
    expect(direct.errors?.[0].message).toContain('Talentet er ikke godkendt endnu');
  });

  it('an admin rejects with a reason: the menu goes back to a draft and the talent reads why, on the site and by email', async () => {
    const empty = await w.admin.visitor.gql(REJECT, { id: profileId, reason: '  ' });
    expect(empty.errors?.[0].message).toMatch(/Skriv en begrundelse til talentet/);
    const reason = `Tilføj et billede af dine drinks ${w.tag}`;
    await must(w.admin.visitor, REJECT, { id: profileId, reason });
    const own = await must(talent, `query($id: ID!) { menu(where: { id: $id }) { status } }`, { id: menuId });
    expect(own.menu.status).toBe('draft');
    const page = await (await talent.get('/my-menus')).text();
    expect(page).toContain('data-state="rejected"');
    expect(page).toContain(reason);
    const email = await mail.waitFor(talentEmail, { subject: /ikke godkendt/ });
    expect(email.text).toContain(`Begrundelse: ${reason}`);
    expect(mail.link(email, '/my-menus')).toContain('/my-menus');
  });

  it('publishing again asks for a new review; approved, the menu and profile are public with the badge, and the talent is told', async () => {
    const again = await must(talent, SAVE_MENU, { id: menuId, data: menu(`Vetting-cocktails ${w.tag}`) });
    expect(again.saveTalentMenu.status).toBe('pending');
    const queue = await must(
      w.admin.visitor,
      `{ talentProfiles(where: { verifiedAt: { equals: null }, vettingRequestedAt: { not: { equals: null } }, vettingRejectedAt: { equals: null } }) { id } }`,
    );
    expect(queue.talentProfiles.map((p: { id: string }) => p.id)).toContain(profileId);

    await must(w.admin.visitor, APPROVE, { id: profileId });
    const twice = await w.admin.visitor.gql(APPROVE, { id: profileId });
    expect(twice.errors?.[0].message).toBe('Talentet er allerede godkendt');

    const anonymous = new PageBrowser(server.url);
    const menuPage = await anonymous.get(`/menu/${menuId}`);
    expect(menuPage.status).toBe(200);
    expect(await menuPage.text()).toContain('data-testid="verified-badge"');
    const profilePage = await anonymous.get(`/profile/${profileId}`);
    expect(profilePage.status).toBe(200);
    expect(await profilePage.text()).toContain('Verificeret');
    const search = await (await anonymous.get(`/soeg?q=${encodeURIComponent(`Vetting-cocktails ${w.tag}`)}`)).text();
    expect(search).toContain(`/menu/${menuId}`);
    expect(search).toContain('data-testid="verified-badge"');
    for (const { who, visitor } of outsiders()) {
      const read = await visitor.gql(`query($id: ID!) { menu(where: { id: $id }) { status talent { displayName verifiedAt } } }`, {
        id: menuId,
      });
      expect(read.data?.menu, who).toMatchObject({ status: 'published', talent: { displayName: NAME } });
    }
    const email = await mail.waitFor(talentEmail, { subject: /Din profil er godkendt/ });
    expect(email.text).toContain('Verificeret');
    expect(await (await talent.get('/dashboard')).text()).toContain('data-state="approved"');
  });

  it('a verified talent’s next menu is published at once', async () => {
    const next = await must(talent, SAVE_MENU, { data: menu(`Vetting-vin ${w.tag}`) });
    expect(next.saveTalentMenu.status).toBe('published');
    const anon = await w.anonymous.visitor.gql(`query($id: ID!) { menu(where: { id: $id }) { status } }`, {
      id: next.saveTalentMenu.menuId,
    });
    expect(anon.data?.menu).toEqual({ status: 'published' });
  });

  it('an admin withdraws the approval: the badge and every public menu go until approved again; nobody else can, not even through the list API', async () => {
    const WITHDRAW = `mutation($id: ID!) { withdrawTalentApproval(id: $id) { id verifiedAt } }`;
    for (const [who, visitor] of [
      ['talentet selv', talent],
      ['kunde', w.customerA.visitor],
      ['andet talent', w.talent2.visitor],
      ['anonym', w.anonymous.visitor],
    ] as const) {
      const refused = await visitor.gql(WITHDRAW, { id: profileId });
      expect(refused.errors?.[0].message, who).toMatch(/Kun MixBuddy kan godkende|Du skal være logget ind/);
    }
    // verifiedAt has one door, vetting: the generated update refuses it even to an admin.
    const direct = await w.admin.visitor.gql(
      `mutation($id: ID!) { updateTalentProfile(where: { id: $id }, data: { verifiedAt: null }) { id } }`,
      { id: profileId },
    );
    expect(direct.errors?.[0].message).toMatch(/Access denied|not allowed|cannot update/i);
    const publicMenus = `query($id: ID!) { menus(where: { talent: { id: { equals: $id } }, status: { equals: "published" } }) { id } }`;
    const before = await must(w.anonymous.visitor, publicMenus, { id: profileId });
    expect(before.menus.length).toBeGreaterThanOrEqual(2);
    const anonymous = new PageBrowser(server.url);
    expect((await anonymous.get(`/menu/${menuId}`)).status).toBe(200); // now in the page cache

    const withdrawn = await must(w.admin.visitor, WITHDRAW, { id: profileId });
    expect(withdrawn.withdrawTalentApproval.verifiedAt).toBeNull();
    const twice = await w.admin.visitor.gql(WITHDRAW, { id: profileId });
    expect(twice.errors?.[0].message).toBe('Talentet er ikke godkendt');

    for (const { who, visitor } of outsiders()) {
      const read = await visitor.gql(
        `query($id: ID!, $menu: ID!) { talentProfile(where: { id: $id }) { id } menu(where: { id: $menu }) { id } menusCount(where: { talent: { id: { equals: $id } } }) }`,
        { id: profileId, menu: menuId },
      );
      expect(read.data, who).toEqual({ talentProfile: null, menu: null, menusCount: 0 });
    }
    expect((await anonymous.get(`/menu/${menuId}`)).status).toBe(404);
    expect((await anonymous.get(`/profile/${profileId}`)).status).toBe(404);
    expect(await (await anonymous.get(`/soeg?q=${encodeURIComponent(`Vetting-cocktails ${w.tag}`)}`)).text()).not.toContain(
      `/menu/${menuId}`,
    );
    const own = await must(talent, `query($id: ID!) { menus(where: { talent: { id: { equals: $id } } }) { status } }`, { id: profileId });
    expect(own.menus.map((m: { status: string }) => m.status)).toEqual(own.menus.map(() => 'pending'));
    const email = await mail.waitFor(talentEmail, { subject: /midlertidigt skjult/ });
    expect(email.text).toContain('afventer godkendelse');

    // Approved again, the same menus are back.
    await must(w.admin.visitor, APPROVE, { id: profileId });
    const after = await must(w.anonymous.visitor, publicMenus, { id: profileId });
    expect(after.menus.map((m: { id: string }) => m.id).sort()).toEqual(before.menus.map((m: { id: string }) => m.id).sort());
    expect((await anonymous.get(`/menu/${menuId}`)).status).toBe(200);
  });
});

describe('the talent terms', () => {
  it('an outdated terms version blocks publishing until the talent accepts the current one, stored with time and version', async () => {
    await must(w.admin.visitor, `mutation($id: ID!) { updateTalentProfile(where: { id: $id }, data: { termsVersion: "0" }) { id } }`, {
      id: profileId,
    });
    const blocked = await must(talent, SAVE_MENU, { data: menu(`Vetting-øl ${w.tag}`) });
    expect(blocked.saveTalentMenu).toMatchObject({ ok: false, missingStepHref: '/dashboard/setup/terms' });
    expect(blocked.saveTalentMenu.fieldErrors.status).toMatch(/Mangler: talentvilkår/);
    expect(await (await talent.get('/dashboard/setup/terms')).text()).toContain('Talentvilkårene er opdateret');

    // Unticked: a Danish refusal, nothing stored.
    const refused = await talent.post('/dashboard/setup/terms', { step: 'terms' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Du skal acceptere talentvilkårene for at fortsætte');
    const before = await must(w.admin.visitor, `query($id: ID!) { talentProfile(where: { id: $id }) { termsVersion } }`, { id: profileId });
    expect(before.talentProfile.termsVersion).toBe('0');

    const accepted = await talent.post('/dashboard/setup/terms', { step: 'terms', accept: 'on' });
    expect(accepted.status).toBe(303);
    const after = await must(w.admin.visitor, `query($id: ID!) { talentProfile(where: { id: $id }) { termsVersion termsAcceptedAt } }`, {
      id: profileId,
    });
    expect(after.talentProfile.termsVersion).toBe('1');
    expect(Date.now() - new Date(after.talentProfile.termsAcceptedAt).getTime()).toBeLessThan(60_000);
    expect(await (await talent.get('/dashboard/setup/terms')).text()).toContain('(version 1)');

    const published = await must(talent, SAVE_MENU, { data: menu(`Vetting-øl ${w.tag}`) });
    expect(published.saveTalentMenu).toMatchObject({ ok: true, status: 'published' });
  });

  it('nobody else reads or writes a talent’s terms and vetting fields', async () => {
    for (const { who, visitor } of outsiders()) {
      const read = await visitor.gql(
        `query($id: ID!) { talentProfile(where: { id: $id }) { termsAcceptedAt termsVersion vettingRejectionReason } }`,
        { id: profileId },
      );
      // The profile is public now (approved); its terms and vetting fields are not.
      expect(read.data?.talentProfile, who).toEqual({ termsAcceptedAt: null, termsVersion: null, vettingRejectionReason: null });
      const write = await visitor.gql(
        `mutation($id: ID!) { updateTalentProfile(where: { id: $id }, data: { termsVersion: "1" }) { id } }`,
        { id: profileId },
      );
      expect(write.errors?.[0].message, who).toMatch(/Access denied|not allowed/i);
    }
  });
});

describe('the talent dashboard and “Kræver handling”', () => {
  it('links a request to that booking, and lists only what waits on the viewer', async () => {
    const create = async (status: string, days: number) => {
      const startsAt = new Date(Date.now() + days * 86400_000);
      const created = await must(w.admin.visitor, `mutation($data: BookingCreateInput!) { createBooking(data: $data) { id } }`, {
        data: {
          menu: { connect: { id: w.publishedMenu1 } },
          customer: { connect: { id: w.customerA.id } },
          talent: { connect: { id: w.talent1.profileId } },
          startsAt: startsAt.toISOString(),
          endsAt: new Date(startsAt.getTime() + 3 * 3600_000).toISOString(),
          guests: 10,
          address: 'Festvej 2',
          postcode: '8000',
          city: 'Aarhus C',
          pricePerGuest: 24900,
          totalAmount: 249000,
          commissionAmount: 37350,
          talentAmount: 211650,
          status,
          respondBy: status === 'requested' ? new Date(Date.now() + 86400_000).toISOString() : null,
        },
      });
      return created.createBooking.id as string;
    };
    const requested = await create('requested', 50);
    const accepted = await create('accepted', 51);
    const talent1 = await new PageBrowser(server.url).signIn(w.talent1.email, 'fixture-password-2026');

    const dashboard = await (await talent1.get('/dashboard')).text();
    expect(dashboard).toContain(`href="/bookings?booking=${requested}#booking-${requested}"`);

    // The talent must answer the request; the accepted booking waits on the customer's payment.
    const section = (html: string, heading: string) => html.split(`id="group-${heading}"`)[1]?.split('<h2')[0] ?? '';
    const bookings = await (await talent1.get(`/bookings?booking=${requested}`)).text();
    expect(section(bookings, 'action')).toContain(`booking-${requested}`);
    expect(section(bookings, 'action')).not.toContain(`booking-${accepted}`);
    expect(section(bookings, 'upcoming')).toContain(`booking-${accepted}`);
    expect(bookings).toMatch(new RegExp(`class="[^"]*booking-selected[^"]*"[^>]*id="booking-${requested}"`));
    // "Afvis" opens the confirm step instead of declining at once.
    expect(bookings).toContain(`href="/bookings/${requested}/decline"`);

    // The customer must pay the accepted one; the request waits on the talent.
    const customer = await new PageBrowser(server.url).signIn(w.customerA.email, 'fixture-password-2026');
    const mine = await (await customer.get('/my-bookings')).text();
    expect(section(mine, 'action')).toContain(`booking-${accepted}`);
    expect(section(mine, 'action')).not.toContain(`booking-${requested}`);

    // Another talent, a customer and the anonymous visitor cannot open the decline step.
    const otherTalent = await new PageBrowser(server.url).signIn(w.talent2.email, 'fixture-password-2026');
    expect((await otherTalent.get(`/bookings/${requested}/decline`)).status).toBe(404);
    expect((await customer.get(`/bookings/${requested}/decline`)).status).toBe(403);
    expect((await new PageBrowser(server.url).get(`/bookings/${requested}/decline`)).status).toBe(302);
    const declined = await otherTalent.post(`/bookings/${requested}/decline`, { reason: 'unavailable' });
    expect(declined.status).toBe(404);
    const still = await must(w.admin.visitor, `query($id: ID!) { booking(where: { id: $id }) { status } }`, { id: requested });
    expect(still.booking.status).toBe('requested');

    // The owner declines through the page: a missing reason keeps the note, then it is declined.
    const missing = await talent1.post(`/bookings/${requested}/decline`, { note: 'Desværre optaget' });
    expect(missing.status).toBe(400);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain('Vælg en begrundelse for afvisningen');
    expect(missingHtml).toContain('Desværre optaget</textarea>');
    const done = await talent1.post(`/bookings/${requested}/decline`, { reason: 'distance', note: 'Desværre optaget' });
    expect(done.status).toBe(303);
    const after = await must(w.admin.visitor, `query($id: ID!) { booking(where: { id: $id }) { status declineReason declineNote } }`, {
      id: requested,
    });
    expect(after.booking).toEqual({ status: 'declined', declineReason: 'distance', declineNote: 'Desværre optaget' });
  });
});
