/**
 * A person's history written straight into the database with a few SQL statements: bookings
 * (a few coming up, the rest done or cancelled in the past), a booking conversation per booking
 * with messages, and the ledger lines a paid and released booking leaves. For tests and benches
 * that need volume (tests/integration/signed-in-queries.test.ts, bench/signed-in.mjs); the booking
 * domain would take minutes for what this writes in a second. Plain SQL and erasable types only:
 * the benches import it with Node's own type stripping.
 *
 *   await seedHistory(db, { talentProfileId, talentUserId, customerIds: [c1], menuId, bookings: 60 });
 */
import type pg from 'pg';

export type HistoryOptions = {
  talentProfileId: string;
  talentUserId: string;
  /** The booking customers, in turn. */
  customerIds: string[];
  menuId: string;
  bookings: number;
  /** Booking conversations (one per booking, from the newest); default: every booking. */
  conversations?: number;
  /** Messages in each conversation; default 3. */
  messagesPerConversation?: number;
  /** Messages in the first (newest) conversation; default `messagesPerConversation`. */
  messagesInFirst?: number;
  /** A tag that keeps ids of different calls apart. */
  tag: string;
  now?: Date;
};

const DAY = 86_400_000;

/**
 * Booking i (0-based): 0 requested, 1 accepted, 2 paid (coming up, i+3 days ahead); from 3 on in
 * the past, i days ago: every 7th cancelled, the rest completed (paid and released in the ledger).
 */
export async function seedHistory(db: pg.Client | pg.Pool, options: HistoryOptions) {
  const now = options.now ?? new Date();
  const conversations = options.conversations ?? options.bookings;
  const perConversation = options.messagesPerConversation ?? 3;
  const first = options.messagesInFirst ?? perConversation;
  const p = `h${options.tag}`;
  await db.query(
    `INSERT INTO "Booking" ("id", "menu", "customer", "talent", "startsAt", "endsAt", "guests", "address", "postcode", "city",
       "message", "pricePerGuest", "totalAmount", "commissionAmount", "talentAmount", "status", "respondBy", "payBy",
       "acceptedAt", "paidAt", "completedAt", "cancelledAt", "cancelledBy", "createdAt", "updatedAt")
     SELECT $1 || '-b' || i, $2, ($3::text[])[1 + i % cardinality($3::text[])], $4,
       start, start + interval '3 hours', 10 + i % 20, 'Festvej ' || (1 + i % 90), '8000', 'Aarhus C',
       'Vi glæder os', 25000, 250000 + (i % 20) * 25000, 37500, 212500 + (i % 20) * 25000,
       CASE WHEN i = 0 THEN 'requested' WHEN i = 1 THEN 'accepted' WHEN i = 2 THEN 'paid'
            WHEN i % 7 = 0 THEN 'cancelled' ELSE 'completed' END,
       CASE WHEN i = 0 THEN $5::timestamptz + interval '40 hours' END,
       CASE WHEN i = 1 THEN $5::timestamptz + interval '20 hours' END,
       CASE WHEN i IN (1, 2) OR (i >= 3 AND i % 7 <> 0) THEN start - interval '20 days' END,
       CASE WHEN i = 2 OR (i >= 3 AND i % 7 <> 0) THEN start - interval '19 days' END,
       CASE WHEN i >= 3 AND i % 7 <> 0 THEN start + interval '1 day' END,
       CASE WHEN i >= 3 AND i % 7 = 0 THEN start - interval '10 days' END,
       CASE WHEN i >= 3 AND i % 7 = 0 THEN 'customer' END,
       start - interval '30 days', start - interval '30 days'
     FROM generate_series(0, $6::int - 1) AS i,
       LATERAL (SELECT CASE WHEN i < 3 THEN $5::timestamptz + (i + 3) * interval '1 day'
                            ELSE $5::timestamptz - i * interval '1 day' END AS start) AS s`,
    [p, options.menuId, options.customerIds, options.talentProfileId, now, options.bookings],
  );
  await db.query(
    `INSERT INTO "Conversation" ("id", "kind", "subject", "lastMessageAt", "createdAt")
     SELECT $1 || '-c' || i, 'booking', 'Booking ' || i, $2::timestamptz - i * interval '1 hour', $2::timestamptz - i * interval '1 day'
     FROM generate_series(0, $3::int - 1) AS i`,
    [p, now, conversations],
  );
  await db.query(
    `UPDATE "Booking" SET "conversation" = replace("id", '-b', '-c') WHERE "id" LIKE $1 || '-b%' AND substr("id", length($1) + 3)::int < $2`,
    [p, conversations],
  );
  await db.query(
    `INSERT INTO "_Conversation_participants" ("A", "B")
     SELECT "conversation", unnest(ARRAY["customer", $2]) FROM "Booking" WHERE "id" LIKE $1 || '-b%' AND "conversation" IS NOT NULL`,
    [p, options.talentUserId],
  );
  await db.query(
    `INSERT INTO "Message" ("id", "conversation", "sender", "body", "readAt", "createdAt")
     SELECT $1 || '-m' || i || '-' || j, b."conversation", CASE WHEN j % 2 = 0 THEN b."customer" ELSE $2 END,
       'Besked ' || j || ' om bookingen: antal gæster, tidspunkt og drinks.',
       CASE WHEN j < n - 1 THEN $3::timestamptz - i * interval '1 hour' END,
       $3::timestamptz - i * interval '1 hour' - (n - 1 - j) * interval '1 minute'
     FROM generate_series(0, $4::int - 1) AS i
     JOIN "Booking" b ON b."id" = $1 || '-b' || i,
       LATERAL (SELECT CASE WHEN i = 0 THEN $5::int ELSE $6::int END AS n) AS counts,
       LATERAL generate_series(0, counts.n - 1) AS j`,
    [p, options.talentUserId, now, conversations, first, perConversation],
  );
  // A completed booking: paid (clearing in, pending and commission out), then released (pending to available).
  await db.query(
    `INSERT INTO "LedgerEntry" ("id", "transactionId", "account", "amount", "talent", "booking", "description", "createdAt")
     SELECT b."id" || '-l' || line.n, b."id" || '-t' || line.tx, line.account, line.amount,
       CASE WHEN line.account LIKE 'talent_%' THEN b."talent" END, b."id", line.description, line.at
     FROM "Booking" b,
       LATERAL (VALUES
         (1, 1, 'stripe_clearing', b."totalAmount", 'Betaling', b."paidAt"),
         (2, 1, 'talent_pending', -b."talentAmount", 'Betaling', b."paidAt"),
         (3, 1, 'platform_commission', -b."commissionAmount", 'Kommission', b."paidAt"),
         (4, 2, 'talent_pending', b."talentAmount", 'Frigivet', b."completedAt"),
         (5, 2, 'talent_available', -b."talentAmount", 'Frigivet', b."completedAt")
       ) AS line(n, tx, account, amount, description, at)
     WHERE b."id" LIKE $1 || '-b%' AND b."status" = 'completed'`,
    [p],
  );
}
