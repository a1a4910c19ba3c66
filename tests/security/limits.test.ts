/**
 * Cost limits on /api/graphql: what an anonymous attacker sends —
 * deep nesting, hundreds of aliases, huge documents, costly shapes, huge or negative `take`,
 * negative `skip`, batches — is refused with a Danish message and a stable code, without data
 * and before any resolver runs; a request over the time budget is stopped; /healthz keeps
 * answering meanwhile; and honest reads beyond one page (the sitemap) stay complete.
 * No wall-clock assertions: the latency is measured in bench/hostile-queries.mjs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../support/fixtures';
import { startServer, Visitor, type TestServer } from '../support/server';

let server: TestServer;
let admin: Visitor;

beforeAll(async () => {
  server = await startServer();
  admin = new Visitor(server.url);
  await admin.signIn('admin@mixbuddy.dk', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.stop();
});

type Answer = { status: number; body: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] } };

/** One anonymous POST, as an attacker would send it (any JSON body). */
async function post(body: unknown, url = server.url): Promise<Answer> {
  const res = await fetch(`${url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** Refused: no data at all, every error Danish with the code, nothing internal echoed. */
function expectRefused(answer: Answer, code: string, message: RegExp) {
  expect(answer.body.data).toBeUndefined();
  expect(answer.body.errors?.length).toBeGreaterThan(0);
  for (const error of answer.body.errors ?? []) {
    expect(error.extensions?.code).toBe(code);
    expect(error.message).toMatch(message);
    expect(Object.keys(error.extensions ?? {})).toEqual(['code']); // no stacktrace, no limit details
    expect(error.message).not.toMatch(/prisma|limit of|exceeded|syntax error|stack/i);
  }
}

const TOO_COMPLEX = /^Forespørgslen er for kompleks/;
const MENU = 'id title status category pricePerGuest viewCount createdAt';
const TALENT = 'id displayName headline city';
const WIDE_MENU = `${MENU} talent { ${TALENT} menus { ${MENU} } reviews { id rating } locations { id city region } } reviews { id rating }`;
const wideMenus = (alias: string) => `${alias}: menus { ${WIDE_MENU} }`;

/** Each hostile document with what it is meant to trip. */
const hostile = {
  deep: '{ menus { talent { menus { talent { menus { talent { menus { id } } } } } } } }',
  aliases500: `{ ${Array.from({ length: 500 }, (_, i) => `a${i}: menusCount`).join(' ')} }`,
  aliases11: `{ ${Array.from({ length: 11 }, (_, i) => `a${i}: menusCount`).join(' ')} }`,
  tokens5000: `{ menus(take: 1) { ${'id '.repeat(5000)}} }`,
  // Depth 4, 4 aliases, under 200 tokens: only its cost (about 340 of 300) is too high.
  costly: `{ ${['a', 'b', 'c', 'd'].map(wideMenus).join(' ')} }`,
  directives: `{ menus(take: 1) { ${Array.from({ length: 6 }, () => 'id @include(if: true)').join(' ')} } }`,
};

describe('hostile documents are refused at validation', () => {
  it('refuses deep nesting, aliases, token floods, costly shapes and directive floods with QUERY_TOO_COMPLEX', async () => {
    for (const [name, query] of Object.entries(hostile)) {
      const answer = await post({ query });
      expect.soft(answer.status, name).toBe(400);
      expectRefused(answer, 'QUERY_TOO_COMPLEX', TOO_COMPLEX);
    }
  });

  it('refuses a 100 000-token document as too large, in Danish JSON (not an HTML stack trace)', async () => {
    const answer = await post({ query: `{ menus { ${'id '.repeat(100_000)}} }` });
    expect(answer.status).toBe(413);
    expectRefused(answer, 'QUERY_TOO_LARGE', /^Forespørgslen er for stor/);
  });

  it('answers a body that is not JSON in Danish JSON', async () => {
    const res = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(res.status).toBe(400);
    expectRefused({ status: res.status, body: await res.json() }, 'BAD_REQUEST', /kunne ikke læses/);
  });

  it('refuses a batch of 50 queries instead of running 50 budgets', async () => {
    const answer = await post(Array.from({ length: 50 }, () => ({ query: '{ menus { id title } }' })));
    expect(answer.status).toBe(400);
    expect(Array.isArray(answer.body)).toBe(false);
    expectRefused(answer, 'BATCH_NOT_ALLOWED', /^Send én forespørgsel ad gangen/);
  });

  it('runs no resolver for a refused document: hostile mutations change nothing', async () => {
    const { menus } = (await admin.gql('{ menus(take: 1, orderBy: [{ createdAt: asc }]) { id viewCount } }')).data;
    const { id, viewCount } = menus[0];
    const update = (selection: string, alias = 'u') =>
      `${alias}: updateMenu(where: { id: "${id}" }, data: { viewCount: 424242 }) { ${selection} }`;
    const refusedMutations = {
      deep: `mutation { ${update('id talent { menus { talent { menus { id } } } }')} }`,
      aliases: `mutation { ${Array.from({ length: 11 }, (_, i) => update('id', `u${i}`)).join(' ')} }`,
      costly: `mutation { ${['a', 'b', 'c', 'd'].map((alias) => update(WIDE_MENU, alias)).join(' ')} }`,
    };
    for (const [name, query] of Object.entries(refusedMutations)) {
      const answer = await fetch(`${server.url}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: admin.cookie },
        body: JSON.stringify({ query }),
      });
      const body = await answer.json();
      expect.soft(body.errors?.[0]?.extensions?.code, name).toBe('QUERY_TOO_COMPLEX');
      expect(body.data).toBeUndefined();
    }
    const after = await admin.gql('query($id: ID!) { menu(where: { id: $id }) { viewCount } }', { id });
    expect(after.data.menu.viewCount).toBe(viewCount);

    // The same update with an honest selection does run: the check above could see a change.
    const honest = await admin.gql(`mutation { ${update('id viewCount')} }`);
    expect(honest.data.u.viewCount).toBe(424242);
    await admin.gql(`mutation($id: ID!, $v: Int!) { updateMenu(where: { id: $id }, data: { viewCount: $v }) { id } }`, {
      id,
      v: viewCount,
    });
  });

  it('keeps /healthz answering while 20 hostile queries are in flight', async () => {
    const attacks = Array.from({ length: 20 }, (_, i) => post({ query: i % 2 ? hostile.deep : hostile.costly }));
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    for (const answer of await Promise.all(attacks)) expectRefused(answer, 'QUERY_TOO_COMPLEX', TOO_COMPLEX);
  });
});

describe('paging arguments', () => {
  it('refuses take above 100 and negative take or skip with a Danish BAD_USER_INPUT, never a Prisma error', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['{ menus(take: 100000) { id } }', {}, /højst hentes 100 rækker/],
      ['{ menus(skip: -1) { id } }', {}, /"skip" skal være et helt tal på 0 eller mere/],
      ['{ menus(take: -5) { id } }', {}, /"take" skal være et helt tal på 0 eller mere/],
      ['query($s: Int!) { menus(skip: $s) { id } }', { s: -1 }, /"skip"/],
      ['query($t: Int) { talentProfiles(take: 1) { menus(take: $t) { id } } }', { t: 5000 }, /højst hentes 100/],
    ];
    for (const [query, variables, message] of cases) {
      const answer = await post({ query, variables });
      expect.soft(answer.status, query).toBe(400);
      expectRefused(answer, 'BAD_USER_INPUT', message);
    }
  });

  it('answers 100 rows at most by default and exactly 100 when asked', async () => {
    const talent = (await admin.gql('{ talentProfiles(take: 1) { id } }')).data.talentProfiles[0].id;
    const created = await admin.gql(`mutation($data: [MenuCreateInput!]!) { createMenus(data: $data) { id } }`, {
      data: Array.from({ length: 110 }, (_, i) => ({
        talent: { connect: { id: talent } },
        title: `Sidemenu ${i}`,
        status: 'published',
        category: 'cocktails',
        pricePerGuest: 10000,
      })),
    });
    expect(created.errors ?? []).toEqual([]);
    const anon = new Visitor(server.url);
    const all = await anon.gql('{ menus { id } menusCount }');
    expect(all.errors ?? []).toEqual([]);
    expect(all.data.menusCount).toBeGreaterThan(100);
    expect(all.data.menus).toHaveLength(100);
    expect((await anon.gql('{ menus(take: 100, skip: 100) { id } }')).data.menus.length).toBe(all.data.menusCount - 100);
  });

  it('still lists every published menu in the sitemap (in-process reads page past maxTake)', async () => {
    const anon = new Visitor(server.url);
    const total = (await anon.gql('{ menusCount(where: { status: { equals: "published" } }) }')).data.menusCount;
    expect(total).toBeGreaterThan(100);
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(xml.match(/\/menu\/[^<]+<\/loc>/g)?.length).toBe(total);
  });
});

describe('the time budget', () => {
  let slow: TestServer;
  beforeAll(async () => {
    // A budget of 0 ms: every request that reaches execution is over it.
    slow = await startServer({ GRAPHQL_TIME_BUDGET_MS: '0' });
  });
  afterAll(async () => {
    await slow?.stop();
  });

  it('stops a request over budget with one Danish error and no partial data', async () => {
    const answer = await post({ query: '{ menus(take: 20) { id title talent { displayName } } }' }, slow.url);
    expect(answer.status).toBe(503);
    expectRefused(answer, 'QUERY_TIMEOUT', /^Forespørgslen tog for lang tid/);
    expect((await fetch(`${slow.url}/healthz`)).status).toBe(200);
  });

  it("never replaces a mutation's answer: what was written is what the answer says", async () => {
    const customer = new Visitor(slow.url);
    // Over budget from the first field, yet the sign-in (a write: the session) answers as done.
    expect(await customer.signIn('kunde@mixbuddy.dk', 'mixbuddy-demo-2026')).toBeTruthy();
    const me = await customer.gql('mutation { endSession }');
    expect(me.errors).toBeUndefined();
    expect(me.data?.endSession).toBe(true);
  });
});
