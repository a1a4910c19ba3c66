/**
 * Retention (cms/domain/privacy/retention.ts, prune.ts): with MixBuddy's test clock moved past
 * each period, the pruning job removes exactly what the table's row says — the rows just past
 * their period go, those just inside it stay — and the privacy policy page shows every row.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionLine, retentionRules } from '../../cms/domain/privacy/retention';
import { startServer, type TestServer } from '../support/server';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let server: TestServer;
let db: pg.Client;
let exportsDir: string;
const tag = Math.random().toString(36).slice(2, 8);
let seq = 0;
const id = (kind: string) => `rt${tag}${kind}${++seq}`;
const ago = (ms: number) => new Date(Date.now() - ms);

async function setClock(at: Date) {
  const res = await fetch(`${server.url}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offsetMs: at.getTime() - Date.now() }),
  });
  expect(res.ok).toBe(true);
}
async function moveClockTo(offsetMs: number) {
  await setClock(new Date(Date.now() + offsetMs));
}
async function prune(): Promise<Record<string, number>> {
  const res = await fetch(`${server.url}/api/test/retention`, { method: 'POST' });
  expect(res.status).toBe(200);
  return res.json();
}
async function ids(table: string, column: string, values: string[]) {
  const { rows } = await db.query(`SELECT "${column}" AS v FROM ${table} WHERE "${column}" = ANY($1)`, [values]);
  return rows.map((r) => r.v as string).sort();
}

async function user(name: string, deleted = false) {
  const userId = id('u');
  const email = deleted ? `slettet-${userId}@slettet.mixbuddy.invalid` : `${userId}@example.dk`;
  await db.query(`INSERT INTO "User" (id, name, email, role, "blockedAt") VALUES ($1, $2, $3, 'customer', $4)`, [
    userId,
    deleted ? 'Slettet bruger' : name,
    email,
    deleted ? new Date() : null,
  ]);
  return userId;
}

beforeAll(async () => {
  exportsDir = await mkdtemp(join(tmpdir(), 'mixbuddy-exports-'));
  server = await startServer({ SCHEDULER_INTERVAL_MS: '0', DATA_EXPORTS_DIR: exportsDir });
  db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await server?.stop();
  if (exportsDir) await rm(exportsDir, { recursive: true, force: true });
});

describe('the privacy policy', () => {
  it('shows every row of the retention table: what, why and for how long', async () => {
    const html = (await (await fetch(`${server.url}/privatlivspolitik`)).text())
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    for (const [, rule] of retentionRules) expect(html).toContain(retentionLine(rule));
    expect(html).toContain('Oplysninger til Skattestyrelsen (DAC7)');
  });
});

// The clock only moves forward in this file: the periods are tried from the shortest to the longest.
describe('the pruning job, with the clock moved past each period', () => {
  it('removes ended sessions, old sign-in counters, expired email links and form drafts, nothing newer', async () => {
    const alice = await user('Alice');
    const [sessionEnded, sessionLive] = [id('s'), id('s')];
    await db.query(`INSERT INTO "AuthSession" (id, "tokenHash", "user", "expiresAt") VALUES ($1, $1, $3, $2)`, [
      sessionEnded,
      new Date(Date.now() + HOUR),
      alice,
    ]);
    await db.query(`INSERT INTO "AuthSession" (id, "tokenHash", "user", "expiresAt") VALUES ($1, $1, $3, $2)`, [
      sessionLive,
      new Date(Date.now() + 3 * HOUR),
      alice,
    ]);
    const [counterOld, counterNew] = [id('c'), id('c')];
    await db.query(`INSERT INTO "LimitCounter" (id, bucket, count, "windowStartedAt") VALUES ($1, $1, 3, $2)`, [
      counterOld,
      ago(DAY + 3 * HOUR).getTime(),
    ]);
    await db.query(`INSERT INTO "LimitCounter" (id, bucket, count, "windowStartedAt") VALUES ($1, $1, 3, $2)`, [
      counterNew,
      ago(20 * HOUR).getTime(),
    ]);
    const [linkOld, linkNew] = [id('t'), id('t')];
    await db.query(`INSERT INTO "AuthToken" (id, "tokenHash", purpose, "user", "expiresAt") VALUES ($1, $1, 'activate', $3, $2)`, [
      linkOld,
      ago(7 * DAY + 3 * HOUR),
      alice,
    ]);
    await db.query(`INSERT INTO "AuthToken" (id, "tokenHash", purpose, "user", "expiresAt") VALUES ($1, $1, 'activate', $3, $2)`, [
      linkNew,
      ago(6 * DAY),
      alice,
    ]);
    const [draftOld, draftExpired, draftNew] = [id('d'), id('d'), id('d')];
    await db.query(`INSERT INTO "FormDraft" (id, "tokenHash", json, "expiresAt", "createdAt") VALUES ($1, $1, '{}', $2, $3)`, [
      draftOld,
      new Date(Date.now() + 10 * DAY),
      ago(DAY + 3 * HOUR),
    ]);
    await db.query(`INSERT INTO "FormDraft" (id, "tokenHash", json, "expiresAt", "createdAt") VALUES ($1, $1, '{}', $2, $3)`, [
      draftExpired,
      new Date(Date.now() + HOUR),
      ago(HOUR),
    ]);
    await db.query(`INSERT INTO "FormDraft" (id, "tokenHash", json, "expiresAt", "createdAt") VALUES ($1, $1, '{}', $2, $3)`, [
      draftNew,
      new Date(Date.now() + 10 * DAY),
      ago(HOUR),
    ]);

    // Before: nothing of ours is due yet, except what already was.
    await prune();
    expect(await ids('"AuthSession"', 'id', [sessionEnded, sessionLive])).toEqual([sessionEnded, sessionLive].sort());
    expect(await ids('"FormDraft"', 'id', [draftOld, draftExpired, draftNew])).toEqual([draftExpired, draftNew].sort());

    await moveClockTo(2 * HOUR);
    await prune();
    expect(await ids('"AuthSession"', 'id', [sessionEnded, sessionLive])).toEqual([sessionLive]);
    expect(await ids('"LimitCounter"', 'id', [counterOld, counterNew])).toEqual([counterNew]);
    expect(await ids('"AuthToken"', 'id', [linkOld, linkNew])).toEqual([linkNew]);
    expect(await ids('"FormDraft"', 'id', [draftOld, draftExpired, draftNew])).toEqual([draftNew]);
    expect(await ids('"User"', 'id', [alice])).toEqual([alice]);
  });

  it('removes jobs that used every attempt 30 days after their last try, never one still being retried', async () => {
    const jobIds: string[] = [];
    for (const [attempts, daysAgo] of [
      [10, 31],
      [10, 29],
      [3, 60],
    ]) {
      const { rows } = await db.query(
        `SELECT id FROM graphile_worker.add_job('sendEmail', json_build_object('to', 'a@example.dk', 'subject', 'x', 'text', $1::text), run_at => now() + interval '30 days', max_attempts => 10)`,
        [tag],
      );
      await db.query(
        `UPDATE graphile_worker._private_jobs SET attempts = $2, last_error = 'nej', updated_at = now() - $3 * interval '1 day' WHERE id = $1`,
        [rows[0].id, attempts, daysAgo],
      );
      jobIds.push(String(rows[0].id));
    }
    const { rows: before } = await db.query(`SELECT id::text, updated_at FROM graphile_worker._private_jobs WHERE id = ANY($1::bigint[])`, [
      jobIds,
    ]);
    expect(before).toHaveLength(3);
    await prune();
    const { rows } = await db.query(`SELECT id::text AS id FROM graphile_worker._private_jobs WHERE id = ANY($1::bigint[]) ORDER BY id`, [
      jobIds,
    ]);
    expect(rows.map((r) => r.id)).toEqual([jobIds[1], jobIds[2]]);
  });

  it('removes an expired export’s file at once and its row 30 days later; a valid one stays whole; a stuck one fails', async () => {
    const owner = await user('Eva');
    const rows = [
      { id: id('x'), expiresAt: ago(-DAY), file: `${crypto.randomUUID()}.zip` }, // valid for another day
      { id: id('x'), expiresAt: ago(HOUR), file: `${crypto.randomUUID()}.zip` }, // just expired
      { id: id('x'), expiresAt: ago(31 * DAY), file: '' }, // expired long ago
    ];
    for (const row of rows) {
      if (row.file) await writeFile(join(exportsDir, row.file), 'PK');
      await db.query(`INSERT INTO "DataExport" (id, "user", status, "fileName", "expiresAt", "readyAt") VALUES ($1, $2, $3, $4, $5, $5)`, [
        row.id,
        owner,
        row.file ? 'ready' : 'expired',
        row.file,
        row.expiresAt,
      ]);
    }
    // One whose job failed for good: still pending after a day, it must not block a new request.
    const stuck = id('x');
    await db.query(`INSERT INTO "DataExport" (id, "user", status, "pendingFor", "createdAt") VALUES ($1, $2, 'pending', $2, $3)`, [
      stuck,
      owner,
      ago(DAY + HOUR),
    ]);
    await prune();
    const { rows: left } = await db.query(
      `SELECT id, status, "fileName", "pendingFor" FROM "DataExport" WHERE "user" = $1 ORDER BY "expiresAt" DESC`,
      [owner],
    );
    expect(left).toEqual([
      { id: stuck, status: 'failed', fileName: '', pendingFor: null },
      { id: rows[0].id, status: 'ready', fileName: rows[0].file, pendingFor: null },
      { id: rows[1].id, status: 'expired', fileName: '', pendingFor: null },
    ]);
    expect(existsSync(join(exportsDir, rows[0].file))).toBe(true);
    expect(existsSync(join(exportsDir, rows[1].file))).toBe(false);
  });

  it('removes support requests and their answers 2 years after they came in', async () => {
    const [old, recent] = [id('r'), id('r')];
    // The clock is 2 hours ahead: 730 days back from it.
    await db.query(
      `INSERT INTO "SupportRequest" (id, name, email, message, "createdAt") VALUES ($1, 'Ole', 'ole@example.dk', 'Hjælp', $2)`,
      [old, ago(730 * DAY - HOUR)],
    );
    await db.query(
      `INSERT INTO "SupportRequest" (id, name, email, message, "createdAt") VALUES ($1, 'Ida', 'ida@example.dk', 'Hjælp', $2)`,
      [recent, ago(729 * DAY)],
    );
    const reply = id('rr');
    await db.query(`INSERT INTO "SupportReply" (id, request, body, "createdAt") VALUES ($1, $2, 'Svar', now())`, [reply, old]);
    await prune();
    expect(await ids('"SupportRequest"', 'id', [old, recent])).toEqual([recent]);
    expect(await ids('"SupportReply"', 'id', [reply])).toEqual([]);
  });

  it('keeps bookkeeping of a deleted account until 5 years after its financial year ends, then removes it; a living customer’s stays without its address and notes', async () => {
    const gone = await user('', true);
    const living = await user('Lise');
    const goneTalentUser = await user('', true);
    const liveTalentUser = await user('Tom');
    const [goneTalent, liveTalent] = [id('p'), id('p')];
    await db.query(`INSERT INTO "TalentProfile" (id, "user", "displayName") VALUES ($1, $2, 'Slettet'), ($3, $4, 'Tom')`, [
      goneTalent,
      goneTalentUser,
      liveTalent,
      liveTalentUser,
    ]);
    const in2026 = new Date('2026-06-15T10:00:00Z');
    const in2027 = new Date('2027-02-01T10:00:00Z');
    const booking = async (customer: string, at: Date) => {
      const [bookingId, conversationId] = [id('b'), id('v')];
      await db.query(`INSERT INTO "Conversation" (id, kind, "createdAt") VALUES ($1, 'booking', $2)`, [conversationId, at]);
      await db.query(
        `INSERT INTO "Booking" (id, customer, talent, "startsAt", "endsAt", guests, status, "totalAmount", conversation, "createdAt", "updatedAt")
         VALUES ($1, $2, $3, $4, $4, 10, 'completed', 250000, $5, $4, $4)`,
        [bookingId, customer, liveTalent, at, conversationId],
      );
      const paymentId = id('y');
      await db.query(`INSERT INTO "Payment" (id, booking, status, amount, "createdAt") VALUES ($1, $2, 'paid', 250000, $3)`, [
        paymentId,
        bookingId,
        at,
      ]);
      const receiptId = id('k');
      await db.query(
        `INSERT INTO "Receipt" (id, number, kind, "issuedAt", booking, payment, customer, amount) VALUES ($1, $2, 'receipt', $3, $4, $5, $6, 250000)`,
        [receiptId, 900_000 + seq, at, bookingId, paymentId, customer],
      );
      const messageId = id('m');
      await db.query(`INSERT INTO "Message" (id, conversation, sender, body, "createdAt") VALUES ($1, $2, $3, 'Tak for sidst', $4)`, [
        messageId,
        conversationId,
        liveTalentUser,
        at,
      ]);
      return { bookingId, conversationId, paymentId, receiptId, messageId };
    };
    const goneIn2026 = await booking(gone, in2026);
    const goneIn2027 = await booking(gone, in2027);
    const livingIn2026 = await booking(living, in2026);
    const livingIn2027 = await booking(living, in2027);
    // What the living customer wrote in their bookings, and the talent's note when declining one.
    for (const b of [livingIn2026, livingIn2027]) {
      await db.query(
        `UPDATE "Booking" SET address = 'Lises Allé 4', postcode = '8000', city = 'Aarhus C', message = 'Min mor fylder 70', "declineNote" = 'Optaget' WHERE id = $1`,
        [b.bookingId],
      );
    }
    const livingText = async () =>
      (
        await db.query(
          `SELECT id, address, postcode, city, message, "declineNote", "totalAmount", "startsAt", "updatedAt" FROM "Booking" WHERE id = ANY($1) ORDER BY "startsAt"`,
          [[livingIn2026.bookingId, livingIn2027.bookingId]],
        )
      ).rows;
    const livingBefore = await livingText();
    const ledger = async (talent: string, at: Date) => {
      const [line, counter, transaction] = [id('l'), id('l'), id('tx')];
      await db.query(
        `INSERT INTO "LedgerEntry" (id, "transactionId", account, amount, talent, "createdAt") VALUES ($1, $3, 'talent:pending', 1000, $4, $5), ($2, $3, 'platform:clearing', -1000, $4, $5)`,
        [line, counter, transaction, talent, at],
      );
      return [line, counter];
    };
    const goneLedger = await ledger(goneTalent, in2026);
    const liveLedger = await ledger(liveTalent, in2026);
    // MixBuddy's fee of the living talent's booking by the deleted customer: a line that names no talent.
    await db.query(
      `INSERT INTO "LedgerEntry" (id, "transactionId", account, amount, booking, "createdAt") VALUES ($1, $3, 'stripe_clearing', 1000, $4, $5), ($2, $3, 'platform_commission', -1000, $4, $5)`,
      [id('l'), id('l'), id('tx'), goneIn2026.bookingId, in2026],
    );
    // The statement months kept beside the ledger (StatementMonth), as the talent's June 2026 reads.
    const june = async (talent: string) =>
      (await db.query(`SELECT fee, net FROM "StatementMonth" WHERE talent = $1 AND year = 2026 AND month = 6`, [talent])).rows;
    expect(await june(liveTalent)).toEqual([{ fee: 1000, net: 0 }]);
    expect(await june(goneTalent)).toEqual([{ fee: 0, net: 0 }]);
    const payoff = id('o');
    await db.query(`INSERT INTO "Payoff" (id, talent, amount, status, "createdAt") VALUES ($1, $2, 1000, 'paid', $3)`, [
      payoff,
      goneTalent,
      in2026,
    ]);

    const everything = async () => ({
      bookings: await ids(
        '"Booking"',
        'id',
        [goneIn2026, goneIn2027, livingIn2026, livingIn2027].map((b) => b.bookingId),
      ),
      payments: await ids(
        '"Payment"',
        'id',
        [goneIn2026, goneIn2027, livingIn2026, livingIn2027].map((b) => b.paymentId),
      ),
      receipts: await ids(
        '"Receipt"',
        'id',
        [goneIn2026, goneIn2027, livingIn2026, livingIn2027].map((b) => b.receiptId),
      ),
      messages: await ids(
        '"Message"',
        'id',
        [goneIn2026, goneIn2027, livingIn2026, livingIn2027].map((b) => b.messageId),
      ),
      conversations: await ids(
        '"Conversation"',
        'id',
        [goneIn2026, goneIn2027, livingIn2026, livingIn2027].map((b) => b.conversationId),
      ),
      ledger: await ids('"LedgerEntry"', 'id', [...goneLedger, ...liveLedger]),
      payoffs: await ids('"Payoff"', 'id', [payoff]),
    });
    const all = await everything();

    // The last minute of 2031 in Copenhagen: 2026's books are still kept.
    await setClock(new Date('2031-12-31T22:58:00Z'));
    await prune();
    expect(await everything()).toEqual(all);
    expect(await livingText()).toEqual(livingBefore);

    // New Year 2032: 2026 ended 5 years ago.
    await setClock(new Date('2031-12-31T23:30:00Z'));
    await prune();
    const kept = [goneIn2027, livingIn2026, livingIn2027];
    expect(await everything()).toEqual({
      bookings: kept.map((b) => b.bookingId).sort(),
      payments: kept.map((b) => b.paymentId).sort(),
      receipts: kept.map((b) => b.receiptId).sort(),
      messages: kept.map((b) => b.messageId).sort(),
      conversations: kept.map((b) => b.conversationId).sort(),
      ledger: [...liveLedger].sort(),
      payoffs: [],
    });
    // The statement months follow the ledger: the removed booking's fee is no longer the living
    // talent's, and the deleted talent has none left.
    expect(await june(liveTalent)).toEqual([{ fee: 0, net: 0 }]);
    expect(await june(goneTalent)).toEqual([]);
    // The living customer's booking of 2026 stays in their history with its dates, amount, postcode
    // and town (and its date of last change, which the pruner reads), without the address and notes;
    // 2027's is untouched.
    expect(await livingText()).toEqual([{ ...livingBefore[0], address: '', message: '', declineNote: '' }, livingBefore[1]]);
    // The accounts themselves stay (anonymised or living); only their bookkeeping went.
    expect(await ids('"User"', 'id', [gone, living])).toEqual([gone, living].sort());
  });

  it('keeps DAC7 records 10 years after the year they report, then removes them; a living talent’s seller information stays', async () => {
    const goneUser = await user('', true);
    const liveUser = await user('Tina');
    const [goneTalent, liveTalent] = [id('p'), id('p')];
    await db.query(`INSERT INTO "TalentProfile" (id, "user", "displayName") VALUES ($1, $2, 'Slettet'), ($3, $4, 'Tina')`, [
      goneTalent,
      goneUser,
      liveTalent,
      liveUser,
    ]);
    const in2027 = new Date('2027-03-01T10:00:00Z');
    const in2028 = new Date('2028-03-01T10:00:00Z');
    const [goneInfo, liveInfo] = [id('si'), id('si')];
    for (const [infoId, talent] of [
      [goneInfo, goneTalent],
      [liveInfo, liveTalent],
    ]) {
      await db.query(`INSERT INTO "SellerInformation" (id, talent, kind, name, "createdAt") VALUES ($1, $2, 'person', 'Navn', $3)`, [
        infoId,
        talent,
        in2027,
      ]);
    }
    // A deleted talent's bank account stays with their seller information (DAC7 reports it).
    const [goneBank, liveBank] = [id('ba'), id('ba')];
    await db.query(
      `INSERT INTO "BankAccount" (id, talent, "registrationNumber", "accountNumber", "createdAt") VALUES ($1, $3, '1234', '0012345678', $5), ($2, $4, '1234', '0087654321', $5)`,
      [goneBank, liveBank, goneTalent, liveTalent, in2027],
    );
    const message = async (year: number, at: Date) => {
      const messageId = id('dm');
      await db.query(
        `INSERT INTO "Dac7Message" (id, year, "messageRefId", "messageTypeIndic", timestamp, "createdAt") VALUES ($1, $2, $1, 'DPI401', $3, $3)`,
        [messageId, year, at],
      );
      return messageId;
    };
    const [report2026, report2027] = [await message(2026, in2027), await message(2027, in2028)];
    const [reminderOld, reminderNew] = [id('sr'), id('sr')];
    await db.query(`INSERT INTO "SellerInformationReminder" (id, talent, number, "createdAt") VALUES ($1, $3, 1, $4), ($2, $3, 2, $5)`, [
      reminderOld,
      reminderNew,
      liveTalent,
      in2027,
      in2028,
    ]);
    const [readOld, readNew] = [id('sa'), id('sa')];
    await db.query(
      `INSERT INTO "SellerInformationRead" (id, talent, purpose, "createdAt") VALUES ($1, $3, 'DAC7', $4), ($2, $3, 'DAC7', $5)`,
      [readOld, readNew, liveTalent, in2027, in2028],
    );
    const everything = async () => ({
      messages: await ids('"Dac7Message"', 'id', [report2026, report2027]),
      information: await ids('"SellerInformation"', 'id', [goneInfo, liveInfo]),
      reminders: await ids('"SellerInformationReminder"', 'id', [reminderOld, reminderNew]),
      reads: await ids('"SellerInformationRead"', 'id', [readOld, readNew]),
      bankAccounts: await ids('"BankAccount"', 'id', [goneBank, liveBank]),
    });
    const all = await everything();

    // The last minute of 2036 in Copenhagen: the report for 2026 is still kept.
    await setClock(new Date('2036-12-31T22:58:00Z'));
    await prune();
    expect(await everything()).toEqual(all);

    // New Year 2037: the report for 2026 goes; 2027's records and a living talent's information stay.
    await setClock(new Date('2036-12-31T23:30:00Z'));
    await prune();
    expect(await everything()).toEqual({ ...all, messages: [report2027] });

    // New Year 2038: 2027 ended 10 years ago — its records and the deleted talent's information go.
    await setClock(new Date('2037-12-31T23:30:00Z'));
    await prune();
    expect(await everything()).toEqual({
      messages: [],
      information: [liveInfo],
      reminders: [reminderNew],
      reads: [readNew],
      bankAccounts: [liveBank],
    });
  });
});
