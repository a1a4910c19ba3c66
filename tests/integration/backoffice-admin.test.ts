/**
 * Every operation the back office offers an admin is refused by the API itself — not just hidden
 * in the browser — for the anonymous visitor, customers (also the booking's own customer) and
 * talent (also the payoff's own talent). Each refusal also checks that nothing changed; each
 * operation is then shown to work for the admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveClock, resetClock } from '../support/bookings';
import { createWorld, type World } from '../support/fixtures';
import { startServer, type TestServer, type Visitor } from '../support/server';

let server: TestServer;
let w: World;

beforeAll(async () => {
  server = await startServer();
  w = await createWorld(server.url);
});
afterAll(async () => {
  await server?.stop();
});

/** Everyone who is not an admin, named for the failure message. */
function outsiders(): [string, Visitor][] {
  return [
    ['anonymous', w.anonymous.visitor],
    ['the booking customer', w.customerA.visitor],
    ['another customer', w.customerB.visitor],
    ['the payoff talent', w.talent1.visitor],
    ['another talent', w.talent2.visitor],
  ];
}

const errorText = (result: { errors?: { message: string }[] }) => result.errors?.map((e) => e.message).join('\n') ?? '';

async function asAdmin<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await w.admin.visitor.gql<T>(query, variables);
  expect(result.errors ?? [], query).toEqual([]);
  return result.data as T;
}

const payoffStatus = async (id: string) =>
  (await asAdmin(`query($id: ID!) { payoff(where: { id: $id }) { status approvedAt paidAt rejectedAt bankReference } }`, { id })).payoff;
const bookingStatus = async (id: string) =>
  (await asAdmin(`query($id: ID!) { booking(where: { id: $id }) { status } }`, { id })).booking.status;
const payoffLedger = async (id: string) =>
  (await asAdmin(`query($id: ID!) { ledgerEntries(where: { payoff: { id: { equals: $id } } }) { account amount } }`, { id })).ledgerEntries;

describe('payoffs: approve, mark paid, reject', () => {
  it('are refused for everyone but admins, and the payoff and ledger stay as they were', async () => {
    for (const [who, visitor] of outsiders()) {
      const approve = await visitor.gql(`mutation($id: ID!) { approvePayoff(id: $id) { id } }`, { id: w.payoffId });
      expect(errorText(approve), who).toMatch(/Kun MixBuddy|logget ind|Access denied/);
      const pay = await visitor.gql(`mutation($id: ID!) { markPayoffPaid(id: $id, bankReference: "X") { id } }`, { id: w.payoffId });
      expect(errorText(pay), who).toMatch(/Kun MixBuddy|logget ind|Access denied/);
      const reject = await visitor.gql(`mutation($id: ID!) { rejectPayoff(id: $id, reason: "Nej") { id } }`, { id: w.payoffId });
      expect(errorText(reject), who).toMatch(/Kun MixBuddy|logget ind|Access denied/);
      // nor through the list API
      const direct = await visitor.gql(`mutation($id: ID!) { updatePayoff(where: { id: $id }, data: { status: "paid" }) { id } }`, {
        id: w.payoffId,
      });
      expect(errorText(direct), who).toMatch(/Access denied|not allowed|cannot/i);
    }
    expect(await payoffStatus(w.payoffId)).toMatchObject({ status: 'requested', approvedAt: null, paidAt: null, rejectedAt: null });
    expect(await payoffLedger(w.payoffId)).toEqual([]);
  });

  it('work for an admin: approve moves the money out of available, paying records the bank reference', async () => {
    const before = (await w.talent1.visitor.gql(`{ myWallet { available reserved requestable } }`)).data.myWallet;
    expect(before).toMatchObject({ available: 100_000, reserved: 50_000, requestable: 50_000 });

    await asAdmin(`mutation($id: ID!) { approvePayoff(id: $id) { id status } }`, { id: w.payoffId });
    expect((await payoffStatus(w.payoffId)).status).toBe('approved');
    const approved = (await w.talent1.visitor.gql(`{ myWallet { available reserved requestable } }`)).data.myWallet;
    // The approved amount has left `available`; it must not also stay reserved.
    expect(approved).toMatchObject({ available: 50_000, reserved: 0, requestable: 50_000 });

    // an approved payoff can no longer be rejected (its money has moved)
    const lateReject = await w.admin.visitor.gql(`mutation($id: ID!) { rejectPayoff(id: $id, reason: "For sent") { id } }`, {
      id: w.payoffId,
    });
    expect(errorText(lateReject)).toMatch(/anmodet udbetaling/);

    await asAdmin(`mutation($id: ID!) { markPayoffPaid(id: $id, bankReference: "UDB-TEST-1") { id } }`, { id: w.payoffId });
    expect(await payoffStatus(w.payoffId)).toMatchObject({ status: 'paid', bankReference: 'UDB-TEST-1' });
    const entries = await payoffLedger(w.payoffId);
    expect(entries.reduce((sum: number, e: { amount: number }) => sum + e.amount, 0)).toBe(0);
    expect(entries.map((e: { account: string }) => e.account).sort()).toEqual([
      'stripe_clearing',
      'talent_available',
      'talent_payout',
      'talent_payout',
    ]);
    const after = (await w.talent1.visitor.gql(`{ myWallet { available reserved } }`)).data.myWallet;
    expect(after).toMatchObject({ available: 50_000, reserved: 0 });
  });

  it('rejecting a request with a reason frees the reserved amount again', async () => {
    const created = await asAdmin(`mutation($data: PayoffCreateInput!) { createPayoff(data: $data) { id } }`, {
      data: { talent: { connect: { id: w.talent1.profileId } }, amount: 20_000 },
    });
    const id = created.createPayoff.id;
    expect((await w.talent1.visitor.gql(`{ myWallet { requestable } }`)).data.myWallet.requestable).toBe(30_000);
    const empty = await w.admin.visitor.gql(`mutation($id: ID!) { rejectPayoff(id: $id, reason: "  ") { id } }`, { id });
    expect(errorText(empty)).toMatch(/begrundelse/);
    await asAdmin(`mutation($id: ID!) { rejectPayoff(id: $id, reason: "Forkert kontonummer") { id } }`, { id });
    expect(await payoffStatus(id)).toMatchObject({ status: 'rejected' });
    expect((await w.talent1.visitor.gql(`{ myWallet { requestable } }`)).data.myWallet.requestable).toBe(50_000);
  });
});

describe('bookings: cancel with refund, mark completed', () => {
  it('are refused for everyone but admins (and the booking parties may not complete)', async () => {
    for (const [who, visitor] of outsiders()) {
      const complete = await visitor.gql(`mutation($id: ID!) { completeBooking(id: $id) { id } }`, { id: w.bookingId });
      expect(errorText(complete), who).toMatch(/Kun MixBuddy|logget ind|Access denied/);
      const direct = await visitor.gql(`mutation($id: ID!) { updateBooking(where: { id: $id }, data: { status: "cancelled" }) { id } }`, {
        id: w.bookingId,
      });
      expect(errorText(direct), who).toMatch(/Access denied|not allowed|cannot/i);
    }
    for (const [who, visitor] of outsiders().filter(([name]) => name.startsWith('another') || name === 'anonymous')) {
      const cancel = await visitor.gql(`mutation($id: ID!) { cancelBooking(id: $id, reason: "Test") { id } }`, { id: w.bookingId });
      expect(errorText(cancel), who).not.toBe('');
    }
    expect(await bookingStatus(w.bookingId)).toBe('paid');
  });

  it('an admin marks a paid booking completed once the event has ended, not before', async () => {
    // the event is 30 days away: refused in Danish, and the booking stays paid
    const early = await w.admin.visitor.gql(`mutation($id: ID!) { completeBooking(id: $id) { id } }`, { id: w.bookingId });
    expect(errorText(early)).toMatch(
      /^Bookingen kan først markeres som gennemført, når arrangementet er slut \(\d{1,2}\. \p{L}+ \d{4} kl\. \d{2}\.\d{2}\)$/u,
    );
    expect(await bookingStatus(w.bookingId)).toBe('paid');
    await moveClock(server.url, 31 * 86_400_000);
    try {
      await asAdmin(`mutation($id: ID!) { completeBooking(id: $id) { id status } }`, { id: w.bookingId });
    } finally {
      await resetClock(server.url);
    }
    expect(await bookingStatus(w.bookingId)).toBe('completed');
    const again = await w.admin.visitor.gql(`mutation($id: ID!) { completeBooking(id: $id) { id } }`, { id: w.bookingId });
    expect(errorText(again)).toMatch(/betalt booking/);
  });
});

describe('messages: hiding (moderation)', () => {
  it('only an admin may hide a message; afterwards participants see it as removed and cannot read the text', async () => {
    for (const [who, visitor] of outsiders()) {
      const hide = await visitor.gql(
        `mutation($id: ID!, $at: DateTime!) { updateMessage(where: { id: $id }, data: { hiddenAt: $at }) { id } }`,
        {
          id: w.messageId,
          at: new Date().toISOString(),
        },
      );
      expect(errorText(hide), who).toMatch(/Access denied|not allowed|cannot/i);
    }
    const read = (visitor: Visitor) =>
      visitor.gql(`query($id: ID!) { message(where: { id: $id }) { body visibleBody hiddenAt } }`, { id: w.messageId });
    expect((await read(w.customerA.visitor)).data.message).toMatchObject({
      body: 'Hej, kan I komme kl. 18?',
      visibleBody: 'Hej, kan I komme kl. 18?',
    });

    await asAdmin(`mutation($id: ID!, $at: DateTime!) { updateMessage(where: { id: $id }, data: { hiddenAt: $at }) { id } }`, {
      id: w.messageId,
      at: new Date().toISOString(),
    });
    for (const participant of [w.customerA.visitor, w.talent1.visitor]) {
      const seen = (await read(participant)).data.message;
      expect(seen.visibleBody).toBe('Beskeden er fjernet af MixBuddy');
      expect(seen.body).toBeNull();
    }
    // the admin still sees the original text (evidence)
    expect((await read(w.admin.visitor)).data.message).toMatchObject({ body: 'Hej, kan I komme kl. 18?' });
    // outsiders still see nothing at all
    expect((await read(w.customerB.visitor)).data?.message ?? null).toBeNull();
  });
});

describe('users: block, change role, verify talent', () => {
  it('nobody but an admin blocks, unblocks, changes a role or verifies a talent — not even for themself', async () => {
    const at = new Date().toISOString();
    for (const [who, visitor, selfId] of [
      ['the customer', w.customerA.visitor, w.customerA.id],
      ['the talent', w.talent1.visitor, w.talent1.id],
    ] as const) {
      for (const data of [{ blockedAt: at }, { blockedAt: null }, { role: 'admin' }, { emailVerifiedAt: at }, { ageVerifiedAt: at }]) {
        for (const target of [selfId, w.customerB.id]) {
          const result = await visitor.gql(
            `mutation($id: ID!, $data: UserUpdateInput!) { updateUser(where: { id: $id }, data: $data) { id } }`,
            { id: target, data },
          );
          expect(errorText(result), `${who} ${JSON.stringify(data)} ${target}`).toMatch(/Access denied|not allowed|cannot/i);
        }
      }
    }
    const anonymous = await w.anonymous.visitor.gql(
      `mutation($id: ID!) { updateUser(where: { id: $id }, data: { role: "admin" }) { id } }`,
      { id: w.customerB.id },
    );
    // (User's update filter compares the id with an empty session id, which Keystone rejects as input)
    expect(errorText(anonymous)).toMatch(/Access denied|not allowed|cannot|Input error/i);
    const verify = await w.talent1.visitor.gql(
      `mutation($id: ID!, $at: DateTime!) { updateTalentProfile(where: { id: $id }, data: { verifiedAt: $at }) { id } }`,
      {
        id: w.talent1.profileId,
        at,
      },
    );
    expect(errorText(verify)).toMatch(/Access denied|not allowed|cannot/i);

    const state = await asAdmin(`query($ids: [ID!]) { users(where: { id: { in: $ids } }) { role blockedAt } }`, {
      ids: [w.customerA.id, w.customerB.id, w.talent1.id],
    });
    expect(state.users.every((u: { role: string; blockedAt: string | null }) => u.role !== 'admin' && u.blockedAt === null)).toBe(true);
  });

  it('an admin blocks and unblocks, changes a role and verifies a talent', async () => {
    const at = new Date().toISOString();
    await asAdmin(
      `mutation($id: ID!, $at: DateTime) { updateUser(where: { id: $id }, data: { blockedAt: $at, emailVerifiedAt: $at }) { id } }`,
      { id: w.customerB.id, at },
    );
    // a blocked (but activated) customer can no longer act on the marketplace
    const blocked = await w.customerB.visitor.gql(`mutation($id: ID!) { startConversation(talentId: $id, body: "Hej") { id } }`, {
      id: w.talent1.profileId,
    });
    expect(errorText(blocked)).toMatch(/spærret|logget ind/);
    await asAdmin(`mutation($id: ID!) { updateUser(where: { id: $id }, data: { blockedAt: null }) { id } }`, { id: w.customerB.id });
    const role = await asAdmin(`mutation($id: ID!) { updateUser(where: { id: $id }, data: { role: "talent" }) { role } }`, {
      id: w.customerB.id,
    });
    expect(role.updateUser.role).toBe('talent');
    // Verified through vetting only (the list API refuses the field even to an admin; talent-vetting.test.ts).
    const withdrawn = await asAdmin(`mutation($id: ID!) { withdrawTalentApproval(id: $id) { verifiedAt } }`, { id: w.talent2.profileId });
    expect(withdrawn.withdrawTalentApproval.verifiedAt).toBeNull();
    const verified = await asAdmin(`mutation($id: ID!) { approveTalent(id: $id) { verifiedAt } }`, { id: w.talent2.profileId });
    expect(verified.approveTalent.verifiedAt).not.toBeNull();
  });
});

describe('star (the home page) and bank details', () => {
  it('only admins create, reorder or remove stars', async () => {
    const { stars } = await asAdmin(`{ stars(orderBy: [{ position: asc }]) { id position } }`);
    for (const [who, visitor] of outsiders()) {
      const create = await visitor.gql(
        `mutation($menu: ID!) { createStar(data: { kind: "menu", menu: { connect: { id: $menu } }, position: 0 }) { id } }`,
        { menu: w.publishedMenu1 },
      );
      expect(errorText(create), who).toMatch(/Access denied|not allowed|cannot/i);
      if (stars.length) {
        const move = await visitor.gql(`mutation($id: ID!) { updateStar(where: { id: $id }, data: { position: 99 }) { id } }`, {
          id: stars[0].id,
        });
        expect(errorText(move), who).toMatch(/Access denied|not allowed|cannot/i);
        const remove = await visitor.gql(`mutation($id: ID!) { deleteStar(where: { id: $id }) { id } }`, { id: stars[0].id });
        expect(errorText(remove), who).toMatch(/Access denied|not allowed|cannot/i);
      }
    }
    expect((await asAdmin(`{ stars(orderBy: [{ position: asc }]) { id position } }`)).stars).toEqual(stars);
    const created = await asAdmin(
      `mutation($menu: ID!) { createStar(data: { kind: "menu", menu: { connect: { id: $menu } }, position: 0 }) { id } }`,
      { menu: w.publishedMenu1 },
    );
    // bad input: a Danish error, nothing written
    const noMenu = await w.admin.visitor.gql(`mutation { createStar(data: { kind: "menu", position: 0 }) { id } }`);
    expect(errorText(noMenu)).toMatch(/Vælg den menu, der skal fremhæves/);
    const backwards = await w.admin.visitor.gql(
      `mutation($menu: ID!) { createStar(data: { kind: "menu", menu: { connect: { id: $menu } }, position: 0, startsAt: "2030-02-01T00:00:00Z", endsAt: "2030-01-01T00:00:00Z" }) { id } }`,
      { menu: w.publishedMenu1 },
    );
    expect(errorText(backwards)).toMatch(/Slutdatoen skal ligge efter startdatoen/);
    expect((await asAdmin(`{ starsCount }`)).starsCount).toBe(stars.length + 1);
    const home = await w.anonymous.visitor.gql(`{ stars(orderBy: [{ position: asc }], take: 1) { id menu { id } } }`);
    expect(home.data.stars[0]).toEqual({ id: created.createStar.id, menu: { id: w.publishedMenu1 } });
  });

  it('only admins read the full account number (for the bank file); the talent sees it masked', async () => {
    const own = await w.talent1.visitor.gql(
      `query($id: ID!) { bankAccount(where: { id: $id }) { registrationNumber accountNumber maskedAccountNumber } }`,
      { id: w.bankAccountId },
    );
    expect(own.data.bankAccount).toMatchObject({ registrationNumber: '1234', accountNumber: null, maskedAccountNumber: '•••• ••••78' });
    for (const [who, visitor] of outsiders().filter(([name]) => name !== 'the payoff talent')) {
      const other = await visitor.gql(`query($id: ID!) { bankAccount(where: { id: $id }) { accountNumber } }`, { id: w.bankAccountId });
      expect(other.data?.bankAccount ?? null, who).toBeNull();
    }
    expect(
      (await asAdmin(`query($id: ID!) { bankAccount(where: { id: $id }) { accountNumber } }`, { id: w.bankAccountId })).bankAccount
        .accountNumber,
    ).toBe('0012345678');
  });
});

describe('the dashboard commission (platformCommission, from the ledger)', () => {
  const query = `query($from: DateTime!, $to: DateTime) { platformCommission(from: $from, to: $to) }`;

  it('is refused for everyone but admins', async () => {
    for (const [who, visitor] of outsiders()) {
      const result = await visitor.gql(query, { from: '2000-01-01T00:00:00Z' });
      expect(errorText(result), who).toMatch(/Kun MixBuddy|logget ind/);
      expect(result.data?.platformCommission ?? null, who).toBeNull();
    }
  });

  it('is the net of the platform_commission entries in the range, for an admin', async () => {
    const where = `{ account: { equals: "platform_commission" } }`;
    const { ledgerEntriesCount } = await asAdmin(`{ ledgerEntriesCount(where: ${where}) }`);
    const { ledgerEntries } = await asAdmin(`{ ledgerEntries(where: ${where}, take: 100) { amount } }`);
    const { platformCommission } = await asAdmin(query, { from: '2000-01-01T00:00:00Z' });
    if (ledgerEntriesCount <= 100)
      expect(platformCommission).toBe(-ledgerEntries.reduce((s: number, e: { amount: number }) => s + e.amount, 0));
    expect(Number.isSafeInteger(platformCommission)).toBe(true);
    expect((await asAdmin(query, { from: '2999-01-01T00:00:00Z' })).platformCommission).toBe(0);
    expect((await asAdmin(query, { from: '2000-01-01T00:00:00Z', to: '2000-01-02T00:00:00Z' })).platformCommission).toBe(0);
  });
});

describe('the dashboard revenue (paidRevenue, summed by the server)', () => {
  const query = `query($from: DateTime!, $to: DateTime) { paidRevenue(from: $from, to: $to) { amount count } }`;

  it('is refused for everyone but admins', async () => {
    for (const [who, visitor] of outsiders()) {
      const result = await visitor.gql(query, { from: '2000-01-01T00:00:00Z' });
      expect(errorText(result), who).toMatch(/Kun MixBuddy|logget ind/);
      expect(result.data?.paidRevenue ?? null, who).toBeNull();
    }
  });

  it('is the total and number of the paid and completed bookings paid in the range, for an admin', async () => {
    const where = `{ status: { in: ["paid", "completed"] }, paidAt: { gte: "2000-01-01T00:00:00Z" } }`;
    const { bookingsCount } = await asAdmin(`{ bookingsCount(where: ${where}) }`);
    const { bookings } = await asAdmin(`{ bookings(where: ${where}, take: 100) { totalAmount } }`);
    const { paidRevenue } = await asAdmin(query, { from: '2000-01-01T00:00:00Z' });
    expect(paidRevenue.count).toBe(bookingsCount);
    expect(bookingsCount).toBeGreaterThan(0);
    if (bookingsCount <= 100)
      expect(paidRevenue.amount).toBe(bookings.reduce((s: number, b: { totalAmount: number }) => s + b.totalAmount, 0));
    expect((await asAdmin(query, { from: '2999-01-01T00:00:00Z' })).paidRevenue).toEqual({ amount: 0, count: 0 });
    expect((await asAdmin(query, { from: '2000-01-01T00:00:00Z', to: '2000-01-02T00:00:00Z' })).paidRevenue).toEqual({
      amount: 0,
      count: 0,
    });
  });
});
