/**
 * /menu/{id} and /profile/{id} read published menus of approved talent with Prisma directly
 * (site/src/lib/public-read.ts) and everything else through the visitor's access rules. What the
 * pages show must stay what the rules allow: drafts and talent waiting for approval are 404 to
 * everyone but their owner, and no private field (address, CVR, email, phone, the booking, the
 * reviewer's surname) reaches the HTML.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../support/fixtures';
import { PageBrowser } from '../support/browser';
import { must } from '../support/bookings';
import { startServer, type TestServer } from '../support/server';

let server: TestServer;
let w: World;
const PASSWORD = 'fixture-password-2026';
let pendingProfile: string;
let pendingEmail: string;

beforeAll(async () => {
  server = await startServer({ SCHEDULER_INTERVAL_MS: '0' });
  w = await createWorld(server.url);
  // A talent not approved yet (vetting), with a profile.
  pendingEmail = `talent-venter-${w.tag}@example.dk`;
  const user = await must(w.admin.visitor, `mutation($data: UserCreateInput!) { createUser(data: $data) { id } }`, {
    data: { name: `Venter Talentsen`, email: pendingEmail, password: PASSWORD, role: 'talent', emailVerifiedAt: new Date().toISOString() },
  });
  const profile = await must(w.admin.visitor, `mutation($data: TalentProfileCreateInput!) { createTalentProfile(data: $data) { id } }`, {
    data: {
      user: { connect: { id: user.createUser.id } },
      displayName: `Venter ${w.tag}`,
      address: 'Skjult Vej 9, 5000 Odense C',
      cvr: '87654321',
    },
  });
  pendingProfile = profile.createTalentProfile.id;
});
afterAll(async () => {
  await server?.stop();
});

describe('public menu and profile pages', () => {
  it('show a published menu and its approved talent to everyone, with no private field', async () => {
    const visitors = [
      ['anonym', new PageBrowser(server.url)],
      ['kunde', await new PageBrowser(server.url).signIn(w.customerB.email, PASSWORD)],
      ['andet talent', await new PageBrowser(server.url).signIn(w.talent2.email, PASSWORD)],
    ] as const;
    // The talent's address, CVR, email and phone; the booking's address and payment; the customer who booked.
    const secrets = ['Hemmelig Allé', '12345678', 'Festvej', '+45 12 34 56 78', 'cs_test_', w.talent1.email, w.customerA.email, 'kunde-a'];
    for (const [who, browser] of visitors) {
      const menu = await browser.get(`/menu/${w.publishedMenu1}`);
      expect(menu.status, who).toBe(200);
      const menuHtml = await menu.text();
      expect(menuHtml, who).toContain('Offentlig menu');
      expect(menuHtml, who).toContain('Talent Et');
      expect(menuHtml, who).not.toContain('Hemmelig kladde');
      const profile = await browser.get(`/profile/${w.talent1.profileId}`);
      expect(profile.status, who).toBe(200);
      const profileHtml = await profile.text();
      expect(profileHtml, who).toContain('Offentlig menu');
      expect(profileHtml, who).not.toContain('Hemmelig kladde');
      for (const secret of secrets) {
        expect(menuHtml, `${who}: ${secret}`).not.toContain(secret);
        expect(profileHtml, `${who}: ${secret}`).not.toContain(secret);
      }
    }
  });

  it('answer 404 for a draft and for a talent waiting for approval, except to the owner', async () => {
    const owner = await new PageBrowser(server.url).signIn(w.talent1.email, PASSWORD);
    const draft = await owner.get(`/menu/${w.draftMenu1}`);
    expect(draft.status).toBe(200);
    expect(await draft.text()).toContain('Hemmelig kladde');
    const waiting = await new PageBrowser(server.url).signIn(pendingEmail, PASSWORD);
    expect((await waiting.get(`/profile/${pendingProfile}`)).status).toBe(200);

    const outsiders = [
      ['anonym', new PageBrowser(server.url)],
      ['kunde', await new PageBrowser(server.url).signIn(w.customerA.email, PASSWORD)],
      ['andet talent', await new PageBrowser(server.url).signIn(w.talent2.email, PASSWORD)],
    ] as const;
    for (const [who, browser] of outsiders) {
      const menu = await browser.get(`/menu/${w.draftMenu1}`);
      expect(menu.status, who).toBe(404);
      expect(await menu.text(), who).not.toContain('Hemmelig kladde');
      const profile = await browser.get(`/profile/${pendingProfile}`);
      expect(profile.status, who).toBe(404);
      const html = await profile.text();
      expect(html, who).not.toContain(`Venter ${w.tag}`);
      expect(html, who).not.toContain('Skjult Vej');
    }
    for (const browser of [new PageBrowser(server.url), owner]) {
      expect((await browser.get('/menu/ikkefindes0000000')).status).toBe(404);
      expect((await browser.get('/profile/ikkefindes0000000')).status).toBe(404);
    }
  });
});
