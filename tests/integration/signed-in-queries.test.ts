/**
 * The signed-in pages cost the same number of SQL statements whatever a person's history: a talent
 * and a customer with 3 bookings, and another pair with 60 (60 conversations, a 60-message thread,
 * the ledger of every completed booking), read each page; the server counts each page request's
 * statements (DB_QUERY_LOG=on, cms/db/query-count.ts). A page that reads row by row (one query per
 * conversation, per booking) or pages through the whole history costs more at 60 and fails here,
 * and so does a page whose HTML at 60 bookings passes 60 KB.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingWorld, must, page, type BookingWorld } from '../support/bookings';
import { seedHistory } from '../support/history';
import { startServer, type TestServer, type Visitor } from '../support/server';

/** What a page may cost at most (the session, the layout's unread count, the page's own reads). */
const MAX_QUERIES = 10;
/** The most HTML a signed-in page may send (a page of 25 rows, not a form per row). */
const MAX_HTML_BYTES = 60 * 1024;

let server: TestServer;
let w: BookingWorld;
type Side = { talent: Visitor; customer: Visitor; conversationId: string };
const sides: Record<'few' | 'many', Side> = {} as never;

beforeAll(async () => {
  server = await startServer({ SCHEDULER_INTERVAL_MS: '0', DB_QUERY_LOG: 'on' });
  w = await createBookingWorld(server.url);
  // Talent 2 gets a menu of their own for the larger history.
  const menu2 = await must(w.admin, `mutation($data: MenuCreateInput!) { createMenu(data: $data) { id } }`, {
    data: {
      talent: { connect: { id: w.talent2.profileId } },
      title: `Stor menu ${w.tag}`,
      status: 'published',
      category: 'cocktails',
      pricePerGuest: 25_000,
      minGuests: 1,
      maxGuests: 100,
      durationMinutes: 180,
    },
  });
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    const history = async (talent: BookingWorld['talent1'], customerId: string, menuId: string, bookings: number, tag: string) => {
      await seedHistory(db, {
        talentProfileId: talent.profileId,
        talentUserId: talent.id,
        customerIds: [customerId],
        menuId,
        bookings,
        messagesInFirst: bookings,
        tag: `${w.tag}${tag}`,
      });
      return `h${w.tag}${tag}-c0`;
    };
    sides.few = {
      talent: w.talent1.visitor,
      customer: w.customerA.visitor,
      conversationId: await history(w.talent1, w.customerA.id, w.menuId, 3, 'few'),
    };
    sides.many = {
      talent: w.talent2.visitor,
      customer: w.customerB.visitor,
      conversationId: await history(w.talent2, w.customerB.id, menu2.createMenu.id, 60, 'many'),
    };
  } finally {
    await db.end();
  }
}, 180_000);

afterAll(() => server?.stop());

/** The page as `visitor` sees it, and the statements its request sent (the server's `db-queries` line). */
async function queriesOf(visitor: Visitor, path: string) {
  const before = server.logs().length;
  const { status, html } = await page(server.url, visitor, path);
  expect(status, path).toBe(200);
  const line = new RegExp(`^db-queries GET ${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (\\d+)$`, 'm');
  for (let i = 0; i < 100; i++) {
    const match = server.logs().slice(before).match(line);
    if (match) return { queries: Number(match[1]), html };
    await new Promise((ok) => setTimeout(ok, 50));
  }
  throw new Error(`no query count logged for ${path}`);
}

const talentPages = (side: Side) => [
  '/bookings',
  '/messages',
  `/messages/${side.conversationId}`,
  '/dashboard',
  '/my-menus',
  '/wallet',
  '/wallet/statement',
  // The year: twelve month totals.
  `/wallet/statement?aar=${new Date().getUTCFullYear()}&maaned=`,
];
const customerPages = (side: Side) => ['/my-bookings', '/your-messages', `/your-messages/${side.conversationId}`];

describe('signed-in pages cost the same at 3 and at 60 bookings', () => {
  for (const [who, pagesOf] of [
    ['talent', talentPages],
    ['customer', customerPages],
  ] as const) {
    it(`${who} pages`, async () => {
      const counts: Record<string, { few: number; many: number }> = {};
      const sizes: Record<string, number> = {};
      for (let index = 0; index < pagesOf(sides.few).length; index++) {
        const few = await queriesOf(sides.few[who], pagesOf(sides.few)[index]);
        // Twice: the first request of a kind may warm a cache (the same on both sides then).
        const many = await queriesOf(sides.many[who], pagesOf(sides.many)[index]);
        const fewAgain = await queriesOf(sides.few[who], pagesOf(sides.few)[index]);
        const manyAgain = await queriesOf(sides.many[who], pagesOf(sides.many)[index]);
        const key = pagesOf(sides.few)[index].replace(sides.few.conversationId, '{id}');
        counts[key] = {
          few: Math.max(few.queries, fewAgain.queries),
          many: Math.max(many.queries, manyAgain.queries),
        };
        sizes[key] = Buffer.byteLength(many.html);
      }
      const tooMany = Object.entries(counts).filter(([, { few, many }]) => many !== few || many > MAX_QUERIES);
      expect(tooMany, `queries at 3 and at 60 bookings: ${JSON.stringify(counts)}`).toEqual([]);
      const tooBig = Object.entries(sizes).filter(([, bytes]) => bytes > MAX_HTML_BYTES);
      expect(tooBig, `HTML bytes at 60 bookings: ${JSON.stringify(sizes)}`).toEqual([]);
    });
  }

  it('the larger history shows in pages: the latest 25 bookings and conversations, the latest 50 messages, a link to more', async () => {
    const bookings = await queriesOf(sides.many.talent, '/bookings');
    expect(/href="\/bookings\?[^"]*efter=/.test(bookings.html), 'a link to older bookings').toBe(true);
    expect(bookings.html.match(/<article class="booking"/g)?.length ?? 0).toBeLessThanOrEqual(3 + 25);
    const thread = await queriesOf(sides.many.talent, `/messages/${sides.many.conversationId}`);
    expect(thread.html.match(/Besked \d+ om bookingen/g)).toHaveLength(50);
    expect(thread.html.includes('Besked 59 om bookingen'), 'the latest message').toBe(true);
    expect(thread.html.includes('Besked 9 om bookingen'), 'an old message').toBe(false);
    const list = await queriesOf(sides.many.customer, '/your-messages');
    expect(list.html.match(/href="\/your-messages\/h/g)).toHaveLength(25);
  });
});
