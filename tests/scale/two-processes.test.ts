/**
 * Two server processes on one PostgreSQL database, on different ports, as a load balancer would
 * spread visitors over them (cms/events/README.md): a message sent through A reaches a live
 * stream on B, a menu edited through A is fresh on B's cached anonymous page, concurrent accepts
 * spread over both book once, a session ended through A closes its stream on B, a form refused
 * by A comes back filled from B, and the
 * processes survive PostgreSQL dropping their connections and each other's `kill -9`.
 * `npm test` runs this after the integration run, one scale file at a time.
 */
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  bookingStatus,
  createBookingWorld,
  dateInDays,
  ledgerSum,
  must,
  overlappingRequests,
  requestBooking,
  type BookingWorld,
} from '../support/bookings';
import { PageBrowser, locationOf } from '../support/browser';
import { sleep, through, untilReady } from '../support/processes';
import { dropDatabase, freshDatabaseUrl, startServer, Visitor, type TestServer } from '../support/server';

let databaseUrl = '';
let a: TestServer;
let b: TestServer;
let w: BookingWorld;

/** GET /api/messages/stream as `visitor`; collects the conversation ids it announces. */
async function openStream(server: TestServer, visitor: Visitor) {
  const controller = new AbortController();
  const res = await fetch(`${server.url}/api/messages/stream`, { headers: { cookie: visitor.cookie }, signal: controller.signal });
  expect(res.status).toBe(200);
  const announced: string[] = [];
  let ended = false;
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (/^event: message$/m.test(block) && data) announced.push(JSON.parse(data).conversationId);
        }
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  /** True as soon as `condition` holds, false when `withinMs` passed first. */
  const within = async (withinMs: number, condition: () => boolean) => {
    for (const deadline = Date.now() + withinMs; !condition(); await sleep(20)) if (Date.now() > deadline) return false;
    return true;
  };
  return {
    announces: (conversationId: string, withinMs: number) => within(withinMs, () => announced.includes(conversationId)),
    ends: (withinMs: number) => within(withinMs, () => ended),
    close: () => controller.abort(),
  };
}

async function sendMessage(server: TestServer, visitor: Visitor, conversationId: string, body: string) {
  await must(through(server, visitor), `mutation($c: ID!, $b: String!) { sendMessage(conversationId: $c, body: $b) { id } }`, {
    c: conversationId,
    b: body,
  });
}

async function bookingConversation(date: string) {
  const requested = await requestBooking(w, w.customerA.visitor, date);
  const conversationId = requested.data?.requestBooking?.conversation?.id as string;
  if (!conversationId) throw new Error(`request failed: ${JSON.stringify(requested.errors)}`);
  return conversationId;
}

describe('two processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    databaseUrl = await freshDatabaseUrl('mixbuddy_scale', { empty: true });
    // One after the other: the first applies the migrations and seeds, the second finds them done.
    a = await startServer({ DATABASE_URL: databaseUrl, SCHEDULER_INTERVAL_MS: '0' });
    b = await startServer({ DATABASE_URL: databaseUrl, SCHEDULER_INTERVAL_MS: '0' });
    w = await createBookingWorld(a.url);
  });
  afterEach(async () => {
    expect(await ledgerSum(w)).toBe(0);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  it('a message sent through A reaches a live stream on B within a second', async () => {
    const conversationId = await bookingConversation(dateInDays(40));
    const stream = await openStream(b, w.talent1.visitor);
    await sendMessage(a, w.customerA.visitor, conversationId, 'Hej fra proces A');
    expect(await stream.announces(conversationId, 1000)).toBe(true);
    stream.close();
  });

  it("a menu edited through A is fresh on B's cached anonymous page", async () => {
    const path = `/menu/${w.menuId}`;
    await (await fetch(b.url + path)).text();
    const cached = await fetch(b.url + path);
    expect(cached.headers.get('x-cache')).toBe('HIT');
    await cached.text();

    const title = `Ny titel ${w.tag}`;
    await must(w.admin, `mutation($id: ID!, $title: String!) { updateMenu(where: { id: $id }, data: { title: $title }) { id } }`, {
      id: w.menuId,
      title,
    });
    let body = '';
    for (const deadline = Date.now() + 1000; !body.includes(title) && Date.now() < deadline; await sleep(50))
      body = await (await fetch(b.url + path)).text();
    expect(body).toContain(title);
  });

  it('20 concurrent accepts of overlapping bookings, spread over A and B, accept exactly one', async () => {
    const ids = await overlappingRequests(w, dateInDays(90));
    const talentOn = [through(a, w.talent1.visitor), through(b, w.talent1.visitor)];
    const results = await Promise.all(
      ids.map((id, i) => talentOn[i % 2].gql(`mutation($id: ID!) { acceptBooking(id: $id) { id status } }`, { id })),
    );
    expect(results.filter((r) => r.data?.acceptBooking?.status === 'accepted')).toHaveLength(1);
    for (const r of results.filter((r) => !r.data?.acceptBooking))
      expect(r.errors?.[0]?.message).toMatch(/allerede en booking på det tidspunkt/);
    const statuses = await Promise.all(ids.map((id) => bookingStatus(w, id)));
    expect(statuses.filter((s) => s === 'accepted')).toHaveLength(1);
  });

  it('a session ended through A closes its live stream on B', async () => {
    const customer = new Visitor(a.url);
    await customer.signIn(w.customerB.email, PASSWORD);
    const stream = await openStream(b, customer);
    await customer.gql('mutation { endAllSessions { __typename } }');
    expect(await stream.ends(1000)).toBe(true);
  });

  it('a form refused by A comes back filled from B, and again from A (the draft is in the database)', async () => {
    const onA = await new PageBrowser(a.url).signIn(w.customerA.email, PASSWORD);
    const message = `Vi er 12 gæster på Østerbro ${w.tag}`;
    const refused = await onA.post(`/menu/${w.menuId}/book`, {
      dato: dateInDays(60),
      tid: '18:00',
      gaester: '12',
      adresse: 'Festvej 2',
      postnummer: '12',
      by: 'København Ø',
      besked: message,
    });
    expect(refused.status).toBe(303);
    const back = locationOf(refused);
    const sent = new Map(onA.cookies);
    expect([...sent.keys()]).toContain('mixbuddy-flash-booking');
    // The load balancer sends the next request to B, with the same cookies.
    const onB = new PageBrowser(b.url);
    onB.cookies = onA.cookies;
    const html = await (await onB.get(back)).text();
    expect(html).toContain('Postnummeret skal være 4 cifre');
    expect(html).toContain(message);
    expect(html).toContain('value="Festvej 2"');
    // The booking form keeps what was typed until the request is sent: the same draft from A too.
    const again = new PageBrowser(a.url);
    again.cookies = sent;
    expect(await (await again.get(back)).text()).toContain(message);
  });

  it('both recover when PostgreSQL drops every connection: pages, writes and events work again', async () => {
    const conversationId = await bookingConversation(dateInDays(45));
    const stream = await openStream(b, w.talent1.visitor);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [new URL(databaseUrl).pathname.slice(1)],
      );
      expect(rowCount).toBeGreaterThan(1);
    } finally {
      await admin.end();
    }
    expect(await untilReady(a, 15_000)).toBe(true);
    expect(await untilReady(b, 15_000)).toBe(true);
    expect((await fetch(`${b.url}/soeg`)).status).toBe(200);
    // LISTEN resumed: a message through A reaches B again (sent until it does: the relay may
    // still be between reconnect attempts when /readyz first answered).
    let heard = false;
    for (let attempt = 0; attempt < 20 && !heard; attempt++) {
      await sendMessage(a, w.customerA.visitor, conversationId, `Efter afbrydelsen ${attempt}`);
      heard = await stream.announces(conversationId, 1000);
    }
    expect(heard).toBe(true);
    stream.close();
  });

  it('kill -9 of A: B keeps serving pages, sign-ins and messages', async () => {
    const conversationId = await bookingConversation(dateInDays(50));
    expect(await a.kill('SIGKILL')).toBe(null);
    w = { ...w, admin: through(b, w.admin) }; // the ledger check after each test asks B now
    expect((await fetch(`${b.url}/readyz`)).status).toBe(200);
    expect((await fetch(`${b.url}/`)).status).toBe(200);
    const talent = new Visitor(b.url);
    await talent.signIn(w.talent1.email, PASSWORD);
    const stream = await openStream(b, talent);
    await sendMessage(b, w.customerA.visitor, conversationId, 'A er væk, B svarer');
    expect(await stream.announces(conversationId, 1000)).toBe(true);
    stream.close();
  });
});
