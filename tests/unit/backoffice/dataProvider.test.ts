/**
 * The back office's data provider against the REAL server and schema: every react-admin method,
 * as an admin and as people who are not admins.
 */
import './apollo-shim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, Visitor, type TestServer } from '../../support/server';
import { createDataProvider, type KeystoneDataProvider } from '../../../backoffice/src/dataProvider';
import { cookieFetch, embeddedSchema, gqlOk, register, signInAdmin, unique } from './support';
import { acceptedBooking, createBookingWorld, dateInDays, must, payBooking } from '../../support/bookings';

let server: TestServer;
let admin: Visitor;
let provider: KeystoneDataProvider;
const tag = unique('bo'); // marks this run's rows so seeded demo data never gets in the way

const fx = {
  customers: [] as { id: string; name: string; email: string }[],
  talentUserId: '',
  talentEmail: '',
  talentId: '',
  menuId: '',
  bookingIds: [] as string[],
  /** A paid booking whose event is over (May 2020): one an admin may mark completed. */
  pastBookingId: '',
  conversationId: '',
  payoffs: {} as Record<string, string>,
};

const at = (day: number, hour = 18) => new Date(Date.UTC(2031, 5, day, hour)).toISOString();

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server);
  provider = createDataProvider({ uri: `${server.url}/api/graphql`, fetch: cookieFetch(admin), schema: embeddedSchema() });

  // Fixture, written with plain GraphQL so the provider is tested against data it did not write.
  const users = await gqlOk(admin, `mutation($data: [UserCreateInput!]!) { createUsers(data: $data) { id name } }`, {
    data: ['Anna', 'Bo', 'Carl'].map((first) => ({
      name: `${tag} Kunde ${first}`,
      email: `${unique(first.toLowerCase())}@example.test`,
      password: 'korrekt-hest-batteri',
      role: 'customer',
    })),
  });
  fx.customers = users.createUsers.map((u: { id: string; name: string }) => ({ ...u, email: '' }));
  for (const customer of fx.customers) {
    const row = await gqlOk(admin, 'query($id: ID!) { user(where: { id: $id }) { email } }', { id: customer.id });
    customer.email = row.user.email;
  }
  const talent = await gqlOk(admin, `mutation($data: UserCreateInput!) { createUser(data: $data) { id } }`, {
    data: {
      name: `${tag} Talent Dina`,
      email: (fx.talentEmail = `${unique('dina')}@example.test`),
      password: 'korrekt-hest-batteri',
      role: 'talent',
    },
  });
  fx.talentUserId = talent.createUser.id;
  const profile = await gqlOk(
    admin,
    `mutation($data: TalentProfileCreateInput!) { createTalentProfile(data: $data) { id } }`,
    // Approved (vetting): only an approved talent's menus may be published.
    { data: { displayName: `${tag} Dinas Drinks`, user: { connect: { id: fx.talentUserId } }, verifiedAt: new Date().toISOString() } },
  );
  fx.talentId = profile.createTalentProfile.id;
  const menu = await gqlOk(admin, `mutation($data: MenuCreateInput!) { createMenu(data: $data) { id } }`, {
    data: { title: `${tag} Sommercocktails`, talent: { connect: { id: fx.talentId } }, pricePerGuest: 29_500, status: 'published' },
  });
  fx.menuId = menu.createMenu.id;
  const bookingInput = (customer: number, status: string, day: number) => ({
    menu: { connect: { id: fx.menuId } },
    customer: { connect: { id: fx.customers[customer].id } },
    talent: { connect: { id: fx.talentId } },
    startsAt: at(day),
    endsAt: at(day, 22),
    guests: 10,
    address: `${tag} Vestergade ${day}`,
    city: 'København',
    pricePerGuest: 29_500,
    totalAmount: 295_000,
    commissionAmount: 44_250,
    talentAmount: 250_750,
    status,
  });
  // A booking's conversation is linked from the booking, once, when it is created (one door).
  const conversation = await gqlOk(admin, `mutation($data: ConversationCreateInput!) { createConversation(data: $data) { id } }`, {
    data: {
      kind: 'booking',
      subject: `${tag} Booking`,
      participants: { connect: [{ id: fx.customers[0].id }, { id: fx.talentUserId }] },
    },
  });
  fx.conversationId = conversation.createConversation.id;
  const bookings = await gqlOk(admin, `mutation($data: [BookingCreateInput!]!) { createBookings(data: $data) { id } }`, {
    data: [
      bookingInput(0, 'requested', 1),
      { ...bookingInput(0, 'paid', 2), conversation: { connect: { id: fx.conversationId } } },
      bookingInput(1, 'paid', 3),
    ],
  });
  fx.bookingIds = bookings.createBookings.map((b: { id: string }) => b.id);
  const past = await gqlOk(admin, `mutation($data: BookingCreateInput!) { createBooking(data: $data) { id } }`, {
    data: {
      ...bookingInput(2, 'paid', 4),
      startsAt: new Date(Date.UTC(2020, 4, 4, 16)).toISOString(),
      endsAt: new Date(Date.UTC(2020, 4, 4, 20)).toISOString(),
    },
  });
  fx.pastBookingId = past.createBooking.id;
  await gqlOk(admin, `mutation($data: [LedgerEntryCreateInput!]!) { createLedgerEntries(data: $data) { id } }`, {
    data: [
      { transactionId: tag, account: 'stripe_clearing', amount: 100_000 },
      { transactionId: tag, account: 'talent_available', amount: -100_000, talent: { connect: { id: fx.talentId } } },
    ],
  });
  for (const status of ['requested', 'approved', 'paid', 'rejected']) {
    const payoff = await gqlOk(admin, `mutation($data: PayoffCreateInput!) { createPayoff(data: $data) { id } }`, {
      data: { talent: { connect: { id: fx.talentId } }, amount: 10_000, status },
    });
    fx.payoffs[status] = payoff.createPayoff.id;
  }
});

afterAll(async () => {
  await server?.stop();
});

describe('getList', () => {
  it('filters, searches case-insensitively (q), sorts and paginates, with the total', async () => {
    const params = (page: number) => ({
      filter: { role: 'customer', q: `${tag.toUpperCase()} KUNDE` },
      sort: { field: 'name', order: 'DESC' as const },
      pagination: { page, perPage: 2 },
    });
    const first = await provider.getList('users', params(1));
    expect(first.total).toBe(3);
    expect(first.data.map((u) => u.name)).toEqual([`${tag} Kunde Carl`, `${tag} Kunde Bo`]);
    const second = await provider.getList('users', params(2));
    expect(second.total).toBe(3);
    expect(second.data.map((u) => u.name)).toEqual([`${tag} Kunde Anna`]);
    // to-one relationships arrive as ids, counts only where the table shows them (`listFields`),
    // many relationships only on getOne (each would cost a query per row); admins read personal fields
    expect(second.data[0]).toMatchObject({ role: 'customer', talentProfileId: null, bookingCount: expect.any(Number) });
    expect(second.data[0]).not.toHaveProperty('bookingsIds');
    expect(second.data[0]).not.toHaveProperty('bookingsCount');
    expect(second.data[0]).not.toHaveProperty('favouritesCount');
    expect(second.data[0].email).toMatch(/@example\.test$/);
    expect(second.data[0]).not.toHaveProperty('bookings');
    expect(second.data[0]).not.toHaveProperty('__typename');
  });

  it('q matches any of the searchable text fields, OR-ed', async () => {
    const byTag = await provider.getList('users', {
      filter: { q: tag },
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: 50 },
    });
    expect(byTag.total).toBe(4); // three customers and the talent share the tag in their names
    const byEmail = await provider.getList('users', {
      filter: { q: fx.customers[1].email.split('@')[0] },
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: 50 },
    });
    expect(byEmail.data.map((u) => u.id)).toEqual([fx.customers[1].id]);
    const none = await provider.getList('users', {
      filter: { q: `${tag}-intet-match` },
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 1, perPage: 5 },
    });
    expect(none).toEqual({ data: [], total: 0 });
  });

  it('filters by relationship id, status and date range', async () => {
    const paidForAnna = await provider.getList('bookings', {
      filter: { status: 'paid', customerId: fx.customers[0].id },
      sort: { field: 'startsAt', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
    });
    expect(paidForAnna.total).toBe(1);
    expect(paidForAnna.data[0]).toMatchObject({
      id: fx.bookingIds[1],
      status: 'paid',
      totalAmount: 295_000,
      customerId: fx.customers[0].id,
      conversationId: fx.conversationId,
    });
    const inJune = await provider.getList('bookings', {
      filter: { talentId: fx.talentId, startsAt_gte: at(2, 0), startsAt_lte: at(3, 23) },
      sort: { field: 'startsAt', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
    });
    expect(inJune.data.map((b) => b.id)).toEqual([fx.bookingIds[2], fx.bookingIds[1]]);
  });

  it('payoffs and payoffs-history are two views of the Payoff list', async () => {
    const query = (resource: string, filter: Record<string, unknown> = {}) =>
      provider.getList(resource, {
        filter: { talentId: fx.talentId, ...filter },
        sort: { field: 'createdAt', order: 'ASC' },
        pagination: { page: 1, perPage: 10 },
      });
    const open = await query('payoffs');
    expect(open.data.map((p) => p.status).sort()).toEqual(['approved', 'requested']);
    const history = await query('payoffs-history');
    expect(history.data.map((p) => p.status).sort()).toEqual(['paid', 'rejected']);
    expect(history.total).toBe(2);
    expect((await query('payoffs-history', { status: 'paid' })).data.map((p) => p.id)).toEqual([fx.payoffs.paid]);
    expect((await query('payoffs', { status: 'paid' })).total).toBe(0);
  });

  it('reads a date-only filter as that whole day in Copenhagen, and offers named presets', async () => {
    // bookings start 18:00 UTC = 20:00 in Copenhagen on 2–3 June 2031
    const onTheSecond = await provider.getList('bookings', {
      filter: { talentId: fx.talentId, startsAt: '2031-06-02' },
      sort: { field: 'startsAt', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
    });
    expect(onTheSecond.data.map((b) => b.id)).toEqual([fx.bookingIds[1]]);
    const throughTheSecond = await provider.getList('bookings', {
      filter: { talentId: fx.talentId, startsAt_gte: '2031-06-01', startsAt_lte: '2031-06-02' },
      sort: { field: 'startsAt', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
    });
    expect(throughTheSecond.data.map((b) => b.id)).toEqual([fx.bookingIds[0], fx.bookingIds[1]]);

    const blocked = await provider.getList('users', {
      filter: { q: tag, blocked: 'yes' },
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
    });
    expect(blocked.total).toBe(0);
    const notActivated = await provider.getList('users', {
      filter: { q: tag, activated: 'no' },
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
    });
    expect(notActivated.total).toBe(4);
    await expect(
      provider.getList('users', { filter: { blocked: 'måske' }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 1 } }),
    ).rejects.toThrow(/ukendt værdi "måske"/);
  });

  it('finds bookings by customer name or email, talent name or email and booking reference (q)', async () => {
    const search = async (q: string) =>
      (
        await provider.getList('bookings', {
          filter: { q },
          sort: { field: 'startsAt', order: 'ASC' },
          pagination: { page: 1, perPage: 50 },
        })
      ).data.map((b) => b.id);
    const all = [...fx.bookingIds, fx.pastBookingId].sort();
    // the customer's name, in any case, and part of it
    expect((await search(`${tag} kunde anna`)).sort()).toEqual([fx.bookingIds[0], fx.bookingIds[1]].sort());
    expect(await search(`${tag.toUpperCase()} KUNDE BO`)).toEqual([fx.bookingIds[2]]);
    // the customer's email
    expect(await search(fx.customers[1].email)).toEqual([fx.bookingIds[2]]);
    // the talent's public name and the talent's own name and email (every booking of the run)
    expect((await search(`${tag} Dinas Drinks`)).sort()).toEqual(all);
    expect((await search(`${tag} talent dina`)).sort()).toEqual(all);
    expect((await search(fx.talentEmail.toUpperCase())).sort()).toEqual(all);
    // the booking reference: its id, whole, with or without "#"
    expect(await search(fx.bookingIds[1])).toEqual([fx.bookingIds[1]]);
    expect(await search(`#${fx.bookingIds[2]}`)).toEqual([fx.bookingIds[2]]);
    expect(await search(fx.bookingIds[1].slice(0, 10))).toEqual([]);
    expect(await search(`${tag}-ingen-booking`)).toEqual([]);
  });

  it('searches with the embedded schema without a single refused request (no GraphQL 400 before a fallback)', async () => {
    const refused: string[] = [];
    const base = cookieFetch(admin);
    const watching: typeof fetch = async (input, init) => {
      const response = await base(input, init);
      const body = (await response
        .clone()
        .json()
        .catch(() => ({}))) as { errors?: { message: string }[] };
      if (!response.ok || body.errors?.length) refused.push(`${response.status} ${JSON.stringify(body.errors ?? '')}`);
      return response;
    };
    const fresh = createDataProvider({ uri: `${server.url}/api/graphql`, fetch: watching, schema: embeddedSchema() });
    const found = await fresh.getList('bookings', {
      filter: { q: `${tag} Kunde Anna` },
      sort: { field: 'startsAt', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
    });
    expect(found.total).toBe(2);
    const users = await fresh.getList('users', {
      filter: { q: `${tag} kunde` },
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
    });
    expect(users.total).toBe(3);
    expect(refused).toEqual([]);
  });

  it("shows each user's real number of bookings: a customer's requests, a talent's received bookings", async () => {
    const rows = await provider.getList('users', {
      filter: { q: tag },
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
    });
    const counts = Object.fromEntries(rows.data.map((u) => [u.id, u.bookingCount]));
    expect(counts).toEqual({
      [fx.customers[0].id]: 2,
      [fx.customers[1].id]: 1,
      [fx.customers[2].id]: 1,
      [fx.talentUserId]: 4,
    });
  });

  it('prefetches the customers, talents and menus of a bookings page in the same query, one row per id', async () => {
    const params = {
      filter: { talentId: fx.talentId },
      sort: { field: 'startsAt', order: 'ASC' as const },
      pagination: { page: 1, perPage: 25 },
    };
    const plain = await provider.getList('bookings', params);
    expect(plain.meta).toBeUndefined();
    // A name the resource does not allow (and a many relationship) is ignored, not an error.
    const { data, meta } = await provider.getList('bookings', {
      ...params,
      meta: { prefetch: ['customer', 'talent', 'menu', 'payments', 'nope'] },
    });
    expect(data.map((b) => b.id)).toEqual(plain.data.map((b) => b.id));
    expect(Object.keys(meta.prefetched).sort()).toEqual(['menus', 'talents', 'users']);
    // Four bookings of Anna, Bo and Carl: each person once, with their row’s fields.
    const names = meta.prefetched.users.map((u: { name: string }) => u.name).sort();
    expect(names).toEqual([`${tag} Kunde Anna`, `${tag} Kunde Bo`, `${tag} Kunde Carl`]);
    expect(meta.prefetched.users[0]).toHaveProperty('email');
    expect(meta.prefetched.talents).toEqual([
      expect.objectContaining({ id: fx.talentId, displayName: `${tag} Dinas Drinks`, userId: fx.talentUserId }),
    ]);
    expect(meta.prefetched.menus).toEqual([expect.objectContaining({ id: fx.menuId, title: `${tag} Sommercocktails` })]);
    // What a customer may not read stays hidden in the prefetched rows too.
    const person = await register(server, `${tag} Nysgerrig kunde 2`);
    const customer = new Visitor(server.url);
    await customer.signIn(person.email, person.password);
    const theirs = createDataProvider({ uri: `${server.url}/api/graphql`, fetch: cookieFetch(customer), schema: embeddedSchema() });
    expect(await theirs.getList('bookings', { ...params, filter: {}, meta: { prefetch: ['customer'] } })).toMatchObject({
      data: [],
      total: 0,
    });
  });

  it("lists a talent's receipts (those of their bookings), not another talent's that merely contains the name", async () => {
    const w = await createBookingWorld(server.url);
    const name = `Talent Et ${w.tag}`; // talent one's public name
    // Talent two's menu is named after talent one: a free-text search for the name finds its receipt too.
    const { createMenu } = await must(w.admin, `mutation($data: MenuCreateInput!) { createMenu(data: $data) { id } }`, {
      data: {
        talent: { connect: { id: w.talent2.profileId } },
        title: `${name}s favoritter`,
        status: 'published',
        category: 'cocktails',
        pricePerGuest: 20_000,
        minGuests: 1,
        maxGuests: 50,
        durationMinutes: 120,
      },
    });
    const { requestBooking } = await must(
      w.customerA.visitor,
      `mutation($m: ID!, $d: String!) { requestBooking(menuId: $m, date: $d, time: "18:00", guests: 4, address: "Festvej 2", postcode: "8000", city: "Aarhus C") { id } }`,
      { m: createMenu.id, d: dateInDays(40) },
    );
    await must(w.talent2.visitor, `mutation($id: ID!) { acceptBooking(id: $id) { id } }`, { id: requestBooking.id });
    await payBooking(w, requestBooking.id);
    const own = await acceptedBooking(w, dateInDays(41));
    await payBooking(w, own);

    const receipts = async (filter: Record<string, unknown>) =>
      (
        await provider.getList('receipts', { filter, sort: { field: 'number', order: 'ASC' }, pagination: { page: 1, perPage: 25 } })
      ).data.map((receipt) => receipt.bookingId);
    expect(await receipts({ q: name })).toEqual([requestBooking.id, own]);
    expect(await receipts({ talentId: w.talent1.profileId })).toEqual([own]);
    expect(await receipts({ talentId: w.talent2.profileId })).toEqual([requestBooking.id]);
  });

  it('rejects a filter the list does not have', async () => {
    await expect(
      provider.getList('users', { filter: { nonsense: 1 }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 5 } }),
    ).rejects.toThrow(/nonsense/);
  });
});

describe('getOne, getMany, getManyReference', () => {
  it('getOne maps relationships to <field>Id / <field>Ids', async () => {
    const { data } = await provider.getOne('bookings', { id: fx.bookingIds[1] });
    expect(data).toMatchObject({
      id: fx.bookingIds[1],
      menuId: fx.menuId,
      customerId: fx.customers[0].id,
      talentId: fx.talentId,
      conversationId: fx.conversationId,
      paymentsIds: [],
      guests: 10,
      status: 'paid',
    });
    const conversation = await provider.getOne('messages', { id: fx.conversationId });
    expect(conversation.data.participantsIds.sort()).toEqual([fx.customers[0].id, fx.talentUserId].sort());
    expect(conversation.data.bookingId).toBe(fx.bookingIds[1]);
  });

  it('getOne of a missing id rejects', async () => {
    await expect(provider.getOne('bookings', { id: 'does-not-exist' })).rejects.toThrow();
  });

  it('getMany returns exactly the asked ids', async () => {
    const { data } = await provider.getMany('users', { ids: [fx.customers[0].id, fx.customers[2].id] });
    expect(data.map((u) => u.name).sort()).toEqual([`${tag} Kunde Anna`, `${tag} Kunde Carl`]);
  });

  it('getManyReference follows single and many relationships', async () => {
    const annasBookings = await provider.getManyReference('bookings', {
      target: 'customerId',
      id: fx.customers[0].id,
      filter: {},
      sort: { field: 'startsAt', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
      meta: undefined,
    });
    expect(annasBookings.total).toBe(2);
    expect(annasBookings.data.map((b) => b.id)).toEqual([fx.bookingIds[0], fx.bookingIds[1]]);
    const dinasConversations = await provider.getManyReference('messages', {
      target: 'participantsIds',
      id: fx.talentUserId,
      filter: { kind: 'booking' },
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
      meta: undefined,
    });
    expect(dinasConversations.data.map((c) => c.id)).toEqual([fx.conversationId]);
  });
});

describe('create → update → updateMany → delete → deleteMany', () => {
  it('round-trips Star rows with relationships written as connect', async () => {
    const created = await provider.create('star', { data: { kind: 'talent', talentId: fx.talentId, position: 5 } });
    expect(created.data).toMatchObject({ kind: 'talent', talentId: fx.talentId, menuId: null, position: 5 });
    const id = created.data.id;

    const updated = await provider.update('star', {
      id,
      data: { ...created.data, position: 7, kind: 'menu', menuId: fx.menuId, talentId: null },
      previousData: created.data,
    });
    expect(updated.data).toMatchObject({ id, position: 7, kind: 'menu', menuId: fx.menuId, talentId: null });

    const second = await provider.create('star', { data: { kind: 'menu', menuId: fx.menuId, position: 8 } });
    const ids = [id, second.data.id];
    const many = await provider.updateMany('star', { ids, data: { position: 9 } });
    expect(many.data?.sort()).toEqual([...ids].sort());
    const after = await provider.getMany('star', { ids });
    expect(after.data.map((s) => s.position)).toEqual([9, 9]);

    const deleted = await provider.delete('star', { id, previousData: after.data.find((s) => s.id === id) });
    expect(deleted.data).toMatchObject({ id, position: 9 });
    const deletedMany = await provider.deleteMany('star', { ids: [second.data.id] });
    expect(deletedMany.data).toEqual([second.data.id]);
    const left = await provider.getList('star', {
      filter: { id: ids },
      sort: { field: 'position', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
    });
    expect(left.total).toBe(0);
  });

  it('writes many-relationships with connect on create; participants are never re-connected afterwards', async () => {
    const created = await provider.create('messages', {
      data: { kind: 'direct', subject: `${tag} Direkte`, participantsIds: [fx.customers[2].id, fx.talentUserId] },
    });
    expect(created.data.participantsIds.sort()).toEqual([fx.customers[2].id, fx.talentUserId].sort());
    // The provider sends `set`, and the one-door rule refuses it even for an admin.
    const moved = await provider
      .update('messages', {
        id: created.data.id,
        data: { ...created.data, participantsIds: [fx.customers[2].id] },
        previousData: created.data,
      })
      .catch((error: Error) => error);
    expect(moved).toBeInstanceOf(Error);
    const reread = await provider.getOne('messages', { id: created.data.id });
    expect(reread.data.participantsIds.sort()).toEqual([fx.customers[2].id, fx.talentUserId].sort());
    await provider.delete('messages', { id: created.data.id });
  });

  it('surfaces Keystone validation errors as one readable Danish notification', async () => {
    // react-admin shows `error.message` of a rejected call as the notification
    const missingKind = await provider.create('star', { data: { position: 1 } }).catch((error: Error) => error);
    expect(missingKind).toBeInstanceOf(Error);
    expect((missingKind as Error).message).toMatch(/^Ugyldige oplysninger: /);
    expect((missingKind as Error).message).not.toMatch(/You provided|Star\.kind|\n/);
    // a message written by MixBuddy's own validation arrives as it was written
    const tooBig = await provider
      .create('payoffs', { data: { talentId: fx.talentId, amount: 999_999_999 } })
      .catch((error: Error) => error);
    expect((tooBig as Error).message).toBe('Ugyldige oplysninger: Beløbet er større end den disponible saldo');
  });

  it('runs a custom mutation with variables and reports its Danish error', async () => {
    const refused = await provider
      .execute('mutation($id: ID!) { completeBooking(id: $id) { id } }', { id: fx.bookingIds[0] })
      .catch((e: Error) => e);
    expect((refused as Error).message).toBe('Kun en betalt booking kan markeres som gennemført');
    // a paid booking whose event has not ended yet (June 2031) cannot be completed either
    const early = await provider
      .execute('mutation($id: ID!) { completeBooking(id: $id) { id } }', { id: fx.bookingIds[2] })
      .catch((e: Error) => e);
    expect((early as Error).message).toBe(
      'Bookingen kan først markeres som gennemført, når arrangementet er slut (4. juni 2031 kl. 00.00)',
    );
    expect((await provider.getOne('bookings', { id: fx.bookingIds[2] })).data.status).toBe('paid');
    const done = await provider.execute<{ completeBooking: { id: string; status: string } }>(
      'mutation($id: ID!) { completeBooking(id: $id) { id status } }',
      { id: fx.pastBookingId },
    );
    expect(done.completeBooking).toMatchObject({ id: fx.pastBookingId, status: 'completed' });
  });
});

describe('sessions that are not admin', () => {
  it('a customer sees none of the admin lists and cannot write them', async () => {
    const person = await register(server, `${tag} Nysgerrig kunde`);
    const customer = new Visitor(server.url);
    await customer.signIn(person.email, person.password);
    const theirs = createDataProvider({ uri: `${server.url}/api/graphql`, fetch: cookieFetch(customer), schema: embeddedSchema() });
    const all = { filter: {}, sort: { field: 'id', order: 'ASC' as const }, pagination: { page: 1, perPage: 100 } };
    for (const resource of ['bookings', 'payoffs', 'payoffs-history', 'messages', 'ledger-entries']) {
      expect(await theirs.getList(resource, all), resource).toEqual({ data: [], total: 0 });
    }
    // personal fields of other people read as null
    const other = await theirs.getList('users', { ...all, filter: { id: fx.talentUserId } });
    expect(other.data[0]).toMatchObject({ id: fx.talentUserId, email: null, phone: null });
    // One Danish sentence, and the status and code react-admin's auth provider and callers look at.
    const refused = await theirs.create('star', { data: { kind: 'talent', talentId: fx.talentId, position: 1 } }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ message: 'Du har ikke adgang til denne handling.', status: 403, codes: ['KS_ACCESS_DENIED'] });
    await expect(theirs.updateMany('payoffs', { ids: [fx.payoffs.requested], data: { status: 'approved' } })).rejects.toThrow();
  });

  it('an anonymous visitor reads no rows of signed-in-only lists and cannot write', async () => {
    const anonymous = createDataProvider({ uri: `${server.url}/api/graphql`, schema: embeddedSchema() });
    const all = { filter: {}, sort: { field: 'id', order: 'ASC' as const }, pagination: { page: 1, perPage: 5 } };
    // Keystone answers a denied list query with no rows rather than an error
    for (const resource of ['bookings', 'payoffs', 'messages']) {
      expect(await anonymous.getList(resource, all), resource).toEqual({ data: [], total: 0 });
    }
    await expect(anonymous.getOne('bookings', { id: fx.bookingIds[0] })).rejects.toThrow();
    await expect(anonymous.deleteMany('star', { ids: ['x'] })).rejects.toThrow(
      'Elementet findes ikke, eller du har ikke adgang til at ændre det.',
    );
  });
});

describe('when the server cannot answer', () => {
  const all = { filter: {}, sort: { field: 'id', order: 'ASC' as const }, pagination: { page: 1, perPage: 5 } };

  it('a proxy error page becomes a Danish message with its status', async () => {
    const proxyError: typeof fetch = async () =>
      new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
    const behindProxy = createDataProvider({ uri: `${server.url}/api/graphql`, fetch: proxyError, schema: embeddedSchema() });
    const error = await behindProxy.getList('bookings', all).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'BackofficeError', message: 'Serveren svarede 502', status: 502 });
  });

  it('no server at all reads "Ingen forbindelse"', async () => {
    const nowhere = createDataProvider({ uri: 'http://127.0.0.1:9/api/graphql', schema: embeddedSchema() });
    await expect(nowhere.getOne('bookings', { id: 'x' })).rejects.toThrow('Ingen forbindelse til serveren. Prøv igen om lidt.');
    await expect(nowhere.execute('{ bookingsCount }')).rejects.toThrow('Ingen forbindelse til serveren. Prøv igen om lidt.');
  });

  it('a request react-admin abandons is aborted, not left running', async () => {
    let seen: AbortSignal | undefined;
    const watching: typeof fetch = async (input, init) => {
      seen = init?.signal ?? undefined;
      return cookieFetch(admin)(input, init);
    };
    const watched = createDataProvider({ uri: `${server.url}/api/graphql`, fetch: watching, schema: embeddedSchema() });
    const controller = new AbortController();
    controller.abort();
    await expect(watched.getList('bookings', { ...all, signal: controller.signal })).rejects.toThrow();
    expect(seen?.aborted).toBe(true);
  });
});

describe('schema from a runtime introspection query', () => {
  it('finds the same Keystone operations as the embedded schema', async () => {
    const runtime = createDataProvider({ uri: `${server.url}/api/graphql`, fetch: cookieFetch(admin) });
    const embedded = (await provider.getIntrospection()) as { resources: { type: { name: string }; [op: string]: any }[] };
    const fetched = (await runtime.getIntrospection()) as typeof embedded;
    const ops = (r: (typeof embedded)['resources'][number]) =>
      [
        r.type.name,
        ...['GET_LIST', 'GET_ONE', 'CREATE', 'UPDATE', 'UPDATE_MANY', 'DELETE', 'DELETE_MANY'].map((op) => r[op]?.name ?? '-'),
      ].join(' ');
    expect(fetched.resources.map(ops).sort()).toEqual(embedded.resources.map(ops).sort());
    expect(embedded.resources.find((r) => r.type.name === 'User')?.GET_LIST.name).toBe('users');
    const found = await runtime.getList('users', {
      filter: { q: `${tag} kunde b` },
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: 5 },
    });
    expect(found.data.map((u) => u.name)).toEqual([`${tag} Kunde Bo`]);
  });
});
