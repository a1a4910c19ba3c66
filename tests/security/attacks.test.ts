/**
 * The attacks found against the first version, one by one, as a visitor, a customer, a talent
 * and a second talent. Each asserts what the attacker sees and, re-read
 * by an admin, that nothing changed. The honest doors (domain mutations) still work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../support/fixtures';
import { startServer, Visitor, type TestServer } from '../support/server';

let server: TestServer;
let w: World;

beforeAll(async () => {
  server = await startServer();
  w = await createWorld(server.url);
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

const refused = (result: { data?: any; errors?: { message: string }[] }) => {
  expect(result.errors?.map((e) => e.message).join(' ') ?? '').toMatch(/access denied|you cannot/i);
};
const asAdmin = async (query: string, variables: Record<string, unknown> = {}) => (await w.admin.visitor.gql(query, variables)).data;

describe('takeovers', () => {
  it('a signed-out visitor cannot create an account that owns a talent profile (or any account)', async () => {
    const anon = new Visitor(server.url);
    const result = await anon.gql(
      `mutation($profile: ID!) { createUser(data: { name: "Overtager", email: "overtager-${w.tag}@example.dk", password: "en-lang-adgangskode-2026", role: "talent", talentProfile: { connect: { id: $profile } } }) { id } }`,
      { profile: w.talent1.profileId },
    );
    refused(result);
    const data = await asAdmin(
      `query($id: ID!) { talentProfile(where: { id: $id }) { user { id } } users(where: { email: { contains: "overtager-${w.tag}" } }) { id } }`,
      { id: w.talent1.profileId },
    );
    expect(data.talentProfile.user.id).toBe(w.talent1.id);
    expect(data.users).toEqual([]);
  });

  it('a talent cannot create a bank account or connect one to another talent (payout redirection)', async () => {
    refused(
      await w.talent2.visitor.gql(
        `mutation($p: ID!) { createBankAccount(data: { registrationNumber: "9999", accountNumber: "1111111111", talent: { connect: { id: $p } } }) { id } }`,
        { p: w.talent1.profileId },
      ),
    );
    refused(
      await w.talent2.visitor.gql(
        `mutation($id: ID!, $p: ID!) { updateBankAccount(where: { id: $id }, data: { talent: { connect: { id: $p } } }) { id } }`,
        { id: w.bankAccountId, p: w.talent2.profileId },
      ),
    );
    refused(
      await w.talent1.visitor.gql(
        `mutation($id: ID!) { updateBankAccount(where: { id: $id }, data: { accountNumber: "9999999999" }) { id } }`,
        { id: w.bankAccountId },
      ),
    );
    // Not even an admin re-connects a bank account to another talent.
    refused(
      await w.admin.visitor.gql(
        `mutation($id: ID!, $p: ID!) { updateBankAccount(where: { id: $id }, data: { talent: { connect: { id: $p } } }) { id } }`,
        { id: w.bankAccountId, p: w.talent2.profileId },
      ),
    );
    const data = await asAdmin(`query($id: ID!) { bankAccount(where: { id: $id }) { accountNumber talent { id } } }`, {
      id: w.bankAccountId,
    });
    expect(data.bankAccount).toEqual({ accountNumber: '0012345678', talent: { id: w.talent1.profileId } });
  });

  it('rows cannot be moved between owners: menus, calendar, areas, reviews, conversations', async () => {
    refused(
      await w.talent2.visitor.gql(
        `mutation($p: ID!, $m: ID!) { updateTalentProfile(where: { id: $p }, data: { menus: { connect: [{ id: $m }] } }) { id } }`,
        { p: w.talent2.profileId, m: w.publishedMenu1 },
      ),
    );
    refused(
      await w.talent1.visitor.gql(
        `mutation($m: ID!, $p: ID!) { updateMenu(where: { id: $m }, data: { talent: { connect: { id: $p } } }) { id } }`,
        { m: w.publishedMenu1, p: w.talent2.profileId },
      ),
    );
    refused(
      await w.admin.visitor.gql(
        `mutation($m: ID!, $p: ID!) { updateMenu(where: { id: $m }, data: { talent: { connect: { id: $p } } }) { id } }`,
        { m: w.publishedMenu1, p: w.talent2.profileId },
      ),
    );
    refused(
      await w.talent2.visitor.gql(
        `mutation($p: ID!) { createAvailability(data: { kind: "blocked", date: "2031-01-01", talent: { connect: { id: $p } } }) { id } }`,
        { p: w.talent1.profileId },
      ),
    );
    refused(
      await w.talent2.visitor.gql(
        `mutation($p: ID!) { createLocation(data: { region: "hovedstaden", talent: { connect: { id: $p } } }) { id } }`,
        { p: w.talent2.profileId },
      ),
    );
    refused(
      await w.customerA.visitor.gql(
        `mutation($b: ID!) { createConversation(data: { kind: "direct", booking: { connect: { id: $b } } }) { id } }`,
        { b: w.bookingId },
      ),
    );
    refused(
      await w.customerB.visitor.gql(
        `mutation($m: ID!, $me: ID!, $t: ID!) { createConversation(data: { kind: "direct", participants: { connect: [{ id: $me }, { id: $t }] }, messages: { connect: [{ id: $m }] } }) { id } }`,
        { m: w.messageId, me: w.customerB.id, t: w.talent1.id },
      ),
    );
    const data = await asAdmin(
      `query($m: ID!, $msg: ID!) { menu(where: { id: $m }) { talent { id } } message(where: { id: $msg }) { conversation { id } } }`,
      { m: w.publishedMenu1, msg: w.messageId },
    );
    expect(data.menu.talent.id).toBe(w.talent1.profileId);
    expect(data.message.conversation.id).toBe(w.conversationId);
  });
});

describe('leaks through filters and counts', () => {
  it('refuses the private filters of the attack report for every role', async () => {
    const probes = [
      `{ n: reviewsCount(where: { booking: { address: { startsWith: "F" } } }) }`,
      `{ n: usersCount(where: { conversations: { some: { messages: { some: { body: { contains: "Hej" } } } } } }) }`,
      `{ n: usersCount(where: { email: { startsWith: "k" } }) }`,
      `{ n: talentProfilesCount(where: { address: { contains: "Hemmelig" } }) }`,
      `{ n: menusCount(where: { bookings: { some: { address: { contains: "Festvej" } } } }) }`,
      `{ r: users(orderBy: [{ email: asc }]) { id } }`,
    ];
    const signedIn = [w.customerA.visitor, w.customerB.visitor, w.talent1.visitor, w.talent2.visitor];
    for (const visitor of [w.anonymous.visitor, ...signedIn]) {
      for (const probe of probes) refused(await visitor.gql(probe));
    }
    // A message's text — hidden by moderation or not — cannot be probed by anyone but an admin,
    // not even by the participants (customer A, talent 1). Visitors read no messages at all.
    for (const visitor of signedIn) {
      refused(await visitor.gql(`{ n: messagesCount(where: { id: { equals: "${w.messageId}" }, body: { contains: "Hej" } }) }`));
    }
    expect((await w.anonymous.visitor.gql(`{ n: messagesCount(where: { body: { contains: "Hej" } }) }`)).data?.n).toBe(0);
    // The admin's back office keeps its filters.
    expect((await asAdmin(`{ n: messagesCount(where: { body: { contains: "Hej" } }) }`)).n).toBeGreaterThan(0);
  });

  it('public pages keep their public filters: a menu’s reviews, a talent’s published menus', async () => {
    const anon = new Visitor(server.url);
    const result = await anon.gql(
      `query($p: ID!) { menus(where: { talent: { id: { equals: $p } }, status: { equals: "published" } }) { id } reviewsCount(where: { talent: { id: { equals: $p } } }) }`,
      { p: w.talent1.profileId },
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.data.menus.map((m: { id: string }) => m.id)).toEqual([w.publishedMenu1]);
  });
});

describe('money and rules cannot be bypassed', () => {
  it('a talent cannot create a payoff through the list API; requestPayoff keeps the 200 kr minimum', async () => {
    refused(
      await w.talent1.visitor.gql(`mutation($p: ID!) { createPayoff(data: { amount: 100, talent: { connect: { id: $p } } }) { id } }`, {
        p: w.talent1.profileId,
      }),
    );
    refused(
      await w.talent1.visitor.gql(`mutation($id: ID!) { updatePayoff(where: { id: $id }, data: { amount: 1 }) { id } }`, {
        id: w.payoffId,
      }),
    );
    const small = await w.talent1.visitor.gql(`mutation { requestPayoff(amount: 100) { id } }`);
    expect(small.errors?.[0]?.message).toMatch(/200/);
    const payoffs = await asAdmin(`query($p: ID!) { payoffs(where: { talent: { id: { equals: $p } } }) { id } }`, {
      p: w.talent1.profileId,
    });
    expect(payoffs.payoffs).toHaveLength(1);
  });

  it('an account that is not activated cannot message a talent, through any door', async () => {
    const email = `uaktiveret-${w.tag}@example.dk`;
    await w.admin.visitor.gql(
      `mutation($email: String!) { createUser(data: { name: "Uaktiveret", email: $email, password: "fixture-password-2026", role: "customer" }) { id } }`,
      { email },
    );
    const inactive = new Visitor(server.url);
    const me = await inactive.signIn(email, 'fixture-password-2026');
    const started = await inactive.gql(`mutation($t: ID!) { startConversation(talentId: $t, body: "Hej, er du ledig?") { id } }`, {
      t: w.talent1.profileId,
    });
    expect(started.errors?.[0]?.message).toMatch(/aktiv/i);
    refused(
      await inactive.gql(
        `mutation($me: ID!, $t: ID!) { createConversation(data: { kind: "direct", participants: { connect: [{ id: $me }, { id: $t }] } }) { id } }`,
        { me, t: w.talent1.id },
      ),
    );
    const data = await asAdmin(`query($me: ID!) { conversationsCount(where: { participants: { some: { id: { equals: $me } } } }) }`, {
      me,
    });
    expect(data.conversationsCount).toBe(0);
  });

  it('nobody writes messages or conversations except through the messaging domain', async () => {
    for (const visitor of [w.customerA.visitor, w.customerB.visitor, w.talent1.visitor]) {
      refused(
        await visitor.gql(
          `mutation($c: ID!, $me: ID!) { createMessage(data: { body: "Snyd", conversation: { connect: { id: $c } }, sender: { connect: { id: $me } } }) { id } }`,
          { c: w.conversationId, me: w.customerA.id },
        ),
      );
    }
    refused(
      await w.customerB.visitor.gql(
        `mutation($me: ID!, $t: ID!) { createConversation(data: { kind: "direct", participants: { connect: [{ id: $me }, { id: $t }] } }) { id } }`,
        { me: w.customerB.id, t: w.talent1.id },
      ),
    );
    const data = await asAdmin(`query($c: ID!) { messagesCount(where: { conversation: { id: { equals: $c } } }) }`, {
      c: w.conversationId,
    });
    expect(data.messagesCount).toBe(1);
  });

  it('nobody — not even an admin — changes a booking, a payment or a ledger entry through the list API', async () => {
    refused(
      await w.admin.visitor.gql(`mutation($id: ID!) { updateBooking(where: { id: $id }, data: { status: "completed" }) { id } }`, {
        id: w.bookingId,
      }),
    );
    refused(
      await w.admin.visitor.gql(`mutation($id: ID!) { updatePayment(where: { id: $id }, data: { status: "refunded" }) { id } }`, {
        id: w.paymentId,
      }),
    );
    refused(
      await w.admin.visitor.gql(`mutation($id: ID!) { updateLedgerEntry(where: { id: $id }, data: { amount: 1 }) { id } }`, {
        id: w.ledgerEntryIds[0],
      }),
    );
    refused(
      await w.admin.visitor.gql(`mutation($id: ID!) { updatePayoff(where: { id: $id }, data: { amount: 1 }) { id } }`, { id: w.payoffId }),
    );
    const data = await asAdmin(`query($id: ID!) { booking(where: { id: $id }) { status } }`, { id: w.bookingId });
    expect(data.booking.status).toBe('paid');
  });
});

describe('the honest doors', () => {
  it('a customer saves and removes favourites through the favourites mutations, only their own', async () => {
    const add = await w.customerB.visitor.gql(`mutation($m: ID!) { addFavourite(kind: menu, id: $m) }`, { m: w.publishedMenu1 });
    expect(add.data?.addFavourite).toBe(true);
    // Customer B removing the same menu removes only B's favourite, never customer A's.
    const remove = await w.customerB.visitor.gql(`mutation($m: ID!) { removeFavourite(kind: menu, id: $m) }`, { m: w.publishedMenu1 });
    expect(remove.data?.removeFavourite).toBe(false);
    const data = await asAdmin(`query($m: ID!) { favourites(where: { menu: { id: { equals: $m } } }) { customer { id } } }`, {
      m: w.publishedMenu1,
    });
    expect(data.favourites).toEqual([{ customer: { id: w.customerA.id } }]);
    // A draft is not visible, so it cannot be saved; talent and visitors have no favourites.
    const draft = await w.customerB.visitor.gql(`mutation($m: ID!) { addFavourite(kind: menu, id: $m) }`, { m: w.draftMenu1 });
    expect(draft.errors?.[0]?.message).toMatch(/findes ikke/);
    const talent = await w.talent2.visitor.gql(`mutation($m: ID!) { addFavourite(kind: menu, id: $m) }`, { m: w.publishedMenu1 });
    expect(talent.errors?.[0]?.message).toMatch(/Kun kunder/);
    const anon = await w.anonymous.visitor.gql(`mutation($m: ID!) { addFavourite(kind: menu, id: $m) }`, { m: w.publishedMenu1 });
    expect(anon.errors?.[0]?.message).toMatch(/logget ind/);
  });
});

describe('input gets Danish answers, never a database error', () => {
  it('admin writes with a malformed menu or an external image get Danish validation errors', async () => {
    const items = await w.admin.visitor.gql(`mutation($m: ID!) { updateMenu(where: { id: $m }, data: { items: "" }) { id } }`, {
      m: w.publishedMenu1,
    });
    expect(items.errors?.[0]?.message).toMatch(/retter\/drinks skal være en liste/);
    const minGuests = await w.admin.visitor.gql(`mutation($m: ID!) { updateMenu(where: { id: $m }, data: { minGuests: null }) { id } }`, {
      m: w.publishedMenu1,
    });
    expect(minGuests.errors?.[0]?.message).toMatch(/Minimum antal gæster skal udfyldes/);
    const image = await w.admin.visitor.gql(
      `mutation($m: ID!) { updateMenu(where: { id: $m }, data: { images: ["https://tracker.example/pixel.gif"] }) { id } }`,
      { m: w.publishedMenu1 },
    );
    expect(image.errors?.[0]?.message).toMatch(/uploadet til MixBuddy/);
    const photo = await w.admin.visitor.gql(
      `mutation($p: ID!) { updateTalentProfile(where: { id: $p }, data: { photo: "https://tracker.example/pixel.gif" }) { id } }`,
      { p: w.talent1.profileId },
    );
    expect(photo.errors?.[0]?.message).toMatch(/uploadet til MixBuddy/);
    for (const result of [items, minGuests, image, photo]) expect(JSON.stringify(result)).not.toMatch(/KS_PRISMA_ERROR|prisma/i);
    const data = await asAdmin(`query($m: ID!) { menu(where: { id: $m }) { minGuests images } }`, { m: w.publishedMenu1 });
    expect(data.menu.minGuests).toBe(1);
    expect(data.menu.images).toEqual([]);
  });
});
