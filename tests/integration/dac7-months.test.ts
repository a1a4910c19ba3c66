/**
 * The talent's DAC7 figures on /wallet (`myDac7Figures`) read month rows the database keeps as
 * ledger lines are posted (StatementMonth, migration `*_dac7_months`); they must equal the figures
 * computed from the ledger lines themselves (`figuresOfTransactions` over the talent's lines of the
 * year, as /wallet computed them before): payments in every quarter, a refund, a cancellation, a
 * release and a payoff (which count nowhere), an adjustment, a transaction whose lines fall on both
 * sides of a quarter's and of the year's end, a line added later to an earlier transaction, another
 * talent's line on this talent's booking, and a booking paid through the real flow.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figuresOfTransactions } from '../../cms/domain/dac7/report';
import { periodBounds } from '../../cms/domain/wallet/statement';
import { groupedBy, type LedgerLine as Line } from '../../cms/domain/wallet/transactions';
import {
  acceptedBooking,
  bookingStatus,
  createBookingWorld,
  dateInDays,
  must,
  page,
  payBooking,
  postLedger,
  resetClock,
  setClockTo,
  type BookingWorld,
  type LedgerLine,
} from '../support/bookings';
import { startServer, type TestServer } from '../support/server';

let server: TestServer;
let w: BookingWorld;

/** Lines of one transaction `tx` (several calls may add to it), each written by the admin's door. */
const post = (tx: string, lines: LedgerLine[]) => postLedger(w, lines, tx);
let n = 0;
const tx = () => `dac7-months-${++n}`;
const paid = (at: string, booking: string, talent: string, total: number, commission: number): LedgerLine[] => [
  { account: 'stripe_clearing', amount: total, booking, at },
  { account: 'platform_commission', amount: -commission, booking, at },
  { account: 'talent_pending', amount: -(total - commission), booking, talent, at },
];
const refund = (at: string, booking: string, talent: string, amount: number, commission: number): LedgerLine[] => [
  { account: 'talent_pending', amount: amount - commission, booking, talent, at },
  { account: 'platform_commission', amount: commission, booking, at },
  { account: 'customer_refunds', amount: -amount, booking, at },
];

beforeAll(async () => {
  server = await startServer({ SCHEDULER_INTERVAL_MS: '0' });
  w = await createBookingWorld(server.url);
  const b1 = await acceptedBooking(w, dateInDays(30));
  const b2 = await acceptedBooking(w, dateInDays(31));
  // Paid through the booking flow: posted now, by the booking domain.
  await payBooking(w, b2);
  for (let i = 0; i < 100 && (await bookingStatus(w, b2)) !== 'paid'; i++) await new Promise((ok) => setTimeout(ok, 100));
  expect(await bookingStatus(w, b2)).toBe('paid');
  const t1 = w.talent1.profileId;
  const t2 = w.talent2.profileId;
  await post(tx(), paid('2024-12-31T22:59:00Z', b1, t1, 11_000, 1_650)); // 31 December 2024 23:59: 2024
  await post(tx(), paid('2024-12-31T23:00:00Z', b1, t1, 10_000, 1_500)); // 1 January 2025 00:00: Q1
  await post(tx(), paid('2025-02-10T10:00:00Z', b1, t1, 100_000, 15_000));
  await post(tx(), paid('2025-03-05T10:00:00Z', b2, t1, 49_950, 7_493));
  // One transaction on both sides of the end of March (23:59 and 00:00 summer time): Q1 as a whole.
  const spanning = tx();
  await post(spanning, paid('2025-03-31T21:59:00Z', b1, t1, 20_000, 3_000).slice(0, 2));
  await post(spanning, paid('2025-03-31T22:00:00Z', b1, t1, 20_000, 3_000).slice(2));
  await post(tx(), paid('2025-05-20T10:00:00Z', b1, t1, 30_001, 4_500));
  // A line added later to the May transaction's sibling: a payment first without its fee line.
  const later = tx();
  await post(later, [
    { account: 'stripe_clearing', amount: 8_000, booking: b1, at: '2025-06-10T10:00:00Z' },
    { account: 'talent_pending', amount: -6_800, booking: b1, talent: t1, at: '2025-06-10T10:00:00Z' },
  ]);
  await post(later, [{ account: 'platform_commission', amount: -1_200, booking: b1, at: '2025-07-02T10:00:00Z' }]);
  await post(tx(), refund('2025-08-01T10:00:00Z', b1, t1, 20_000, 3_000)); // partly refunded in Q3
  await post(tx(), refund('2025-08-15T10:00:00Z', b2, t1, 49_950, 7_493)); // cancelled in full
  // Released (counts nowhere), a payoff approved (nowhere) and paid out (nowhere).
  await post(tx(), [
    { account: 'talent_pending', amount: 50_000, booking: b1, talent: t1, at: '2025-08-02T10:00:00Z' },
    { account: 'talent_available', amount: -50_000, booking: b1, talent: t1, at: '2025-08-02T10:00:00Z' },
  ]);
  await post(tx(), [
    { account: 'talent_available', amount: 30_000, talent: t1, at: '2025-11-03T10:00:00Z' },
    { account: 'talent_payout', amount: -30_000, talent: t1, at: '2025-11-03T10:00:00Z' },
  ]);
  await post(tx(), [
    { account: 'talent_payout', amount: 30_000, talent: t1, at: '2025-11-04T10:00:00Z' },
    { account: 'stripe_clearing', amount: -30_000, at: '2025-11-04T10:00:00Z' },
  ]);
  // An adjustment naming the talent and no booking.
  await post(tx(), [
    { account: 'talent_available', amount: -2_500, talent: t1, at: '2025-10-05T10:00:00Z' },
    { account: 'stripe_clearing', amount: 2_500, at: '2025-10-05T10:00:00Z' },
  ]);
  // One transaction on both sides of New Year: 2025's part in December, 2026's in January.
  const newYear = tx();
  await post(newYear, paid('2025-12-31T22:59:00Z', b1, t1, 40_000, 6_000).slice(0, 2));
  await post(newYear, paid('2025-12-31T23:00:00Z', b1, t1, 40_000, 6_000).slice(2));
  await post(tx(), paid('2025-12-31T23:30:00Z', b1, t1, 77_700, 11_655)); // 1 January 2026
  await post(tx(), paid('2025-10-10T10:00:00Z', b1, t2, 12_345, 1_852)); // talent 2's line on talent 1's booking
  await post(tx(), paid('2025-04-10T10:00:00Z', b2, t2, 5_000, 750));
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

/** The figures of `talentId` for `year` computed from their ledger lines of the year, line by line. */
async function fromLedger(talentId: string, year: number) {
  const { from, to } = periodBounds({ year, month: null });
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  const { rows } = await db
    .query(
      `SELECT e."transactionId", e."account", e."amount", e."createdAt", e."booking", e."payoff", e."talent",
              b."talent" AS "bookingTalent", b."status", b."startsAt"
         FROM "LedgerEntry" e LEFT JOIN "Booking" b ON b."id" = e."booking"
        WHERE (e."talent" = $1 OR b."talent" = $1) AND e."createdAt" >= $2 AND e."createdAt" < $3
        ORDER BY e."createdAt", e."id"`,
      [talentId, from, to],
    )
    .finally(() => db.end());
  const lines = rows.map((row): Line => ({
    transactionId: row.transactionId,
    account: row.account,
    amount: row.amount,
    createdAt: new Date(row.createdAt),
    bookingId: row.booking,
    payoffId: row.payoff,
    talentId: row.talent,
    booking: row.booking ? { talentId: row.bookingTalent, status: row.status, startsAt: new Date(row.startsAt), menu: null } : null,
  }));
  return (
    figuresOfTransactions(
      groupedBy(lines, (line) => line.transactionId),
      talentId,
    )[0] ?? null
  );
}

const shown = async (visitor: BookingWorld['talent1']['visitor'], year: number) =>
  (await must(visitor, `query($y: Int!) { myDac7Figures(year: $y) }`, { y: year })).myDac7Figures;

describe('the DAC7 figures kept per month', () => {
  it('equal the figures computed from the ledger lines, per quarter, for each talent and year', async () => {
    const thisYear = new Date().getFullYear();
    for (const year of [2024, 2025, 2026, thisYear]) {
      for (const talent of [w.talent1, w.talent2]) {
        expect(await shown(talent.visitor, year), `${year}`).toEqual(await fromLedger(talent.profileId, year));
      }
    }
    // Not a comparison of nothing: 2025 has bookings in three quarters (December: the fee part of New Year's).
    const year2025 = await shown(w.talent1.visitor, 2025);
    expect(year2025.quarters.map((q: { activities: number }) => q.activities)).toEqual([4, 2, 0, 1]);
    expect(year2025.total.consideration).toBeGreaterThan(0);
    expect(await shown(w.talent1.visitor, 2023)).toBeNull();
  });

  it('/wallet shows last year’s figures from the kept months', async () => {
    // MixBuddy's clock in 2026, so "last year" is 2025 — the year with bookings — whatever year the test runs in.
    const figures = await fromLedger(w.talent1.profileId, 2025);
    expect(figures?.total.consideration).toBeGreaterThan(0);
    const kroner = new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await setClockTo(server.url, new Date('2026-02-10T10:00:00Z'));
    try {
      const wallet = await page(server.url, w.talent1.visitor, '/wallet');
      expect(wallet.status).toBe(200);
      expect(wallet.html).toContain('Indberettet til Skattestyrelsen for 2025');
      expect(wallet.html).toContain(kroner.format(figures!.total.consideration / 100));
    } finally {
      await resetClock(server.url);
    }
  });
});
