/**
 * The back office's support desk and lookups, over HTTP as every role:
 * - an admin answers a support request: the person gets the answer by email and the request keeps
 *   it in its history; nobody else can answer, read the history, or learn it through filters,
 *   counts or relationship fields; nobody (admins included) edits the history through the list API;
 * - `User.bookingCount` counts a customer's and a talent's bookings, for admins and the person only;
 * - a booking's customer and talent are filterable by admins only (the back office's search).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../support/fixtures';
import type { TestServer, Visitor } from '../support/server';
import { useServerWithMail, type MailCatcher } from '../support/smtp';

let server: TestServer;
let mail: MailCatcher;
let w: World;
let requestId: string;
let anonymousRequestId: string;

useServerWithMail((started) => ({ server, mail } = started));

const errorText = (result: { errors?: { message: string }[] }) => result.errors?.map((e) => e.message).join('\n') ?? '';

async function asAdmin<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await w.admin.visitor.gql<T>(query, variables);
  expect(result.errors ?? [], query).toEqual([]);
  return result.data as T;
}

function outsiders(): [string, Visitor][] {
  return [
    ['anonymous', w.anonymous.visitor],
    ['the customer who wrote', w.customerA.visitor],
    ['another customer', w.customerB.visitor],
    ['a talent', w.talent1.visitor],
  ];
}

const REPLY =
  'mutation($requestId: ID!, $body: String!) { replyToSupportRequest(requestId: $requestId, body: $body) { id body sentTo createdAt } }';
const history = async (id: string) =>
  (
    await asAdmin(
      `query($id: ID!) { supportRequest(where: { id: $id }) { status repliesCount replies(orderBy: { createdAt: asc }) { body sentTo author { id } } } }`,
      { id },
    )
  ).supportRequest;

beforeAll(async () => {
  w = await createWorld(server.url);
  const created = await asAdmin(`mutation($data: [SupportRequestCreateInput!]!) { createSupportRequests(data: $data) { id } }`, {
    data: [
      {
        name: 'Test kunde-a',
        email: w.customerA.email,
        topic: 'booking',
        message: `Hvor er min booking? ${w.tag}`,
        user: { connect: { id: w.customerA.id } },
      },
      { name: 'Ukendt Gæst', email: `gaest-${w.tag}@example.dk`, topic: 'andet', message: 'Kan man booke en kok til 200 personer?' },
    ],
  });
  [requestId, anonymousRequestId] = created.createSupportRequests.map((r: { id: string }) => r.id);
});

describe('answering a support request', () => {
  it('is refused for everyone but admins, and neither history nor email appears', async () => {
    for (const [who, visitor] of outsiders()) {
      const reply = await visitor.gql(REPLY, { requestId, body: 'Jeg svarer bare selv' });
      expect(errorText(reply), who).toMatch(/Kun MixBuddy|logget ind/);
      expect(reply.data?.replyToSupportRequest ?? null, who).toBeNull();
    }
    expect(await history(requestId)).toMatchObject({ status: 'new', repliesCount: 0, replies: [] });
    expect(mail.to(w.customerA.email).filter((m) => /henvendelse/.test(m.subject))).toEqual([]);
  });

  it('an empty answer gets a Danish error and changes nothing', async () => {
    const empty = await w.admin.visitor.gql(REPLY, { requestId, body: '   ' });
    expect(errorText(empty)).toBe('Skriv et svar');
    const missing = await w.admin.visitor.gql(REPLY, { requestId: 'findes-ikke', body: 'Hej' });
    expect(errorText(missing)).toBe('Henvendelsen findes ikke');
    expect(await history(requestId)).toMatchObject({ status: 'new', repliesCount: 0 });
  });

  it("an admin's answer is emailed to the person and kept in the request's history", async () => {
    const body = `Hej! Din booking er bekræftet og betalt. ${w.tag}\n\nVenlig hilsen Support`;
    const { replyToSupportRequest: reply } = await asAdmin(REPLY, { requestId, body });
    expect(reply).toMatchObject({ body, sentTo: w.customerA.email });

    const email = await mail.waitFor(w.customerA.email, { subject: /Svar på din henvendelse/ });
    expect(email.text).toContain(`Din booking er bekræftet og betalt. ${w.tag}`);
    // Their own question is not quoted back (the contact form proves no address), only when they wrote.
    expect(email.text).toContain('Du skrev til os ');
    expect(email.text).not.toContain('Hvor er min booking?');
    expect(email.text).not.toMatch(/\d{4}-\d{2}-\d{2}/); // Danish dates only

    const second = 'Vi har også sendt kvitteringen igen.';
    const since = mail.to(w.customerA.email).length;
    await asAdmin(REPLY, { requestId, body: second });
    expect((await mail.waitFor(w.customerA.email, { subject: /Svar på din henvendelse/, since })).text).toContain(second);
    expect(await history(requestId)).toEqual({
      status: 'open',
      repliesCount: 2,
      replies: [
        { body, sentTo: w.customerA.email, author: { id: w.admin.id } },
        { body: second, sentTo: w.customerA.email, author: { id: w.admin.id } },
      ],
    });
    // nobody else was written to
    for (const other of [w.customerB.email, w.talent1.email, w.talent2.email]) expect(mail.to(other)).toEqual([]);
  });

  it('reaches a visitor who wrote without an account, at the address they gave', async () => {
    await asAdmin(REPLY, { requestId: anonymousRequestId, body: 'Ja, skriv til os med datoen.' });
    const email = await mail.waitFor(`gaest-${w.tag}@example.dk`, { subject: /Svar på din henvendelse/ });
    // The contact form proves no address: the mail greets plainly and quotes nothing they wrote.
    expect(email.text).toMatch(/^Hej\n/);
    expect(email.text).not.toContain('Ukendt Gæst');
    expect(email.text).not.toContain('Kan man booke en kok');
    expect(email.text).toContain('Ja, skriv til os med datoen.');
  });

  it('the history is hidden from everyone but admins: reads, filters, counts and relationship fields', async () => {
    for (const [who, visitor] of outsiders()) {
      const replies = await visitor.gql('{ supportReplies { id body } supportRepliesCount }');
      expect(replies.data?.supportReplies ?? [], who).toEqual([]);
      expect(replies.data?.supportRepliesCount ?? 0, who).toBe(0);
      const filtered = await visitor.gql(`{ supportRequestsCount(where: { replies: { some: { body: { contains: "bekræftet" } } } }) }`);
      expect(filtered.data?.supportRequestsCount ?? 0, who).toBe(0);
      const through = await visitor.gql(`query($id: ID!) { supportRequest(where: { id: $id }) { replies { body } repliesCount } }`, {
        id: requestId,
      });
      expect(through.data?.supportRequest ?? null, who).toBeNull();
    }
    // …while the admin reads them
    expect((await asAdmin('{ supportRepliesCount }')).supportRepliesCount).toBe(3);
  });

  it('nobody edits or deletes the history through the list API, admins included', async () => {
    const [first] = (await history(requestId)).replies;
    const { supportReplies } = await asAdmin(`query($id: ID!) { supportReplies(where: { request: { id: { equals: $id } } }) { id } }`, {
      id: requestId,
    });
    const replyId = supportReplies[0].id;
    for (const [who, visitor] of [...outsiders(), ['an admin', w.admin.visitor] as [string, Visitor]]) {
      const create = await visitor.gql(
        `mutation($id: ID!) { createSupportReply(data: { body: "Falsk svar", sentTo: "x@example.dk", request: { connect: { id: $id } } }) { id } }`,
        { id: requestId },
      );
      expect(errorText(create), who).not.toBe('');
      const update = await visitor.gql(`mutation($id: ID!) { updateSupportReply(where: { id: $id }, data: { body: "Ændret" }) { id } }`, {
        id: replyId,
      });
      expect(errorText(update), who).not.toBe('');
      const remove = await visitor.gql(`mutation($id: ID!) { deleteSupportReply(where: { id: $id }) { id } }`, { id: replyId });
      expect(errorText(remove), who).not.toBe('');
    }
    const after = await history(requestId);
    expect(after.repliesCount).toBe(2);
    expect(after.replies[0]).toEqual(first);
  });
});

describe('booking counts on users', () => {
  const count = (visitor: Visitor, id: string) => visitor.gql(`query($id: ID!) { user(where: { id: $id }) { bookingCount } }`, { id });

  it("count a customer's bookings and a talent's received bookings for admins", async () => {
    const { users } = await asAdmin(
      `query($ids: [ID!]) { users(where: { id: { in: $ids } }, orderBy: { name: asc }) { id bookingCount bookingsCount } }`,
      {
        ids: [w.customerA.id, w.customerB.id, w.talent1.id, w.talent2.id],
      },
    );
    const byId = Object.fromEntries(users.map((u: { id: string }) => [u.id, u]));
    expect(byId[w.customerA.id]).toMatchObject({ bookingCount: 1, bookingsCount: 1 });
    expect(byId[w.customerB.id]).toMatchObject({ bookingCount: 0 });
    // a talent's bookings hang off the profile: bookingsCount is 0, bookingCount is right
    expect(byId[w.talent1.id]).toMatchObject({ bookingCount: 1, bookingsCount: 0 });
    expect(byId[w.talent2.id]).toMatchObject({ bookingCount: 0 });
  });

  it('are read by the person themselves, never by others', async () => {
    expect((await count(w.talent1.visitor, w.talent1.id)).data?.user?.bookingCount).toBe(1);
    for (const [who, visitor] of [
      ['anonymous', w.anonymous.visitor],
      ['a customer', w.customerB.visitor],
      ['another talent', w.talent2.visitor],
    ] as [string, Visitor][]) {
      const result = await count(visitor, w.talent1.id);
      expect(result.data?.user?.bookingCount ?? null, who).toBeNull();
    }
  });
});

describe("the back office's booking search", () => {
  it('filters bookings by customer and talent for admins only', async () => {
    const where = `{ OR: [{ customer: { name: { contains: "kunde-a" } } }, { talent: { user: { email: { contains: "talent-1" } } } }] }`;
    expect((await asAdmin(`{ bookingsCount(where: ${where}) }`)).bookingsCount).toBeGreaterThanOrEqual(1);
    for (const [who, visitor] of outsiders()) {
      const result = await visitor.gql(`{ bookingsCount(where: ${where}) }`);
      expect(result.data?.bookingsCount ?? 0, who).toBe(0);
    }
  });
});

describe('booking counts on a page of users', () => {
  const book = async (customerId: string, profileId: string, menuId: string, days: number) => {
    const startsAt = new Date(Date.now() + days * 86400_000);
    await asAdmin(`mutation($data: BookingCreateInput!) { createBooking(data: $data) { id } }`, {
      data: {
        menu: { connect: { id: menuId } },
        customer: { connect: { id: customerId } },
        talent: { connect: { id: profileId } },
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 3 * 3600_000).toISOString(),
        guests: 10,
        address: 'Festvej 2, 8000 Aarhus C',
        pricePerGuest: 24900,
        totalAmount: 249000,
        commissionAmount: 37350,
        talentAmount: 211650,
        status: 'requested',
      },
    });
  };

  it('gives every user on the page their own count (one grouped read), a booking counted once per person', async () => {
    // Written last in this file: the counts above are of the world as created.
    await book(w.customerB.id, w.talent2.profileId, w.publishedMenu1, 40);
    await book(w.customerB.id, w.talent2.profileId, w.publishedMenu1, 41);
    await book(w.customerA.id, w.talent2.profileId, w.publishedMenu1, 42);
    // A talent who booked their own profile (an admin can write it): one booking, counted once.
    await book(w.talent1.id, w.talent1.profileId, w.publishedMenu1, 43);
    const { users } = await asAdmin(
      `query($ids: [ID!]) { users(where: { id: { in: $ids } }, orderBy: { name: asc }, take: 25) { id bookingCount } }`,
      {
        ids: [w.customerA.id, w.customerB.id, w.talent1.id, w.talent2.id, w.admin.id],
      },
    );
    expect(Object.fromEntries(users.map((u: { id: string; bookingCount: number }) => [u.id, u.bookingCount]))).toEqual({
      [w.customerA.id]: 2,
      [w.customerB.id]: 2,
      [w.talent1.id]: 2,
      [w.talent2.id]: 3,
      [w.admin.id]: 0,
    });
  });
});
