-- CreateTable
CREATE TABLE "StatementMonth" (
    "id" TEXT NOT NULL,
    "talent" TEXT,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL,
    "gross" INTEGER NOT NULL DEFAULT 0,
    "fee" INTEGER NOT NULL DEFAULT 0,
    "vat" INTEGER NOT NULL DEFAULT 0,
    "net" INTEGER NOT NULL DEFAULT 0,
    "payouts" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "StatementMonth_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "StatementMonth_talent_idx" ON "StatementMonth"("talent");

-- CreateIndex
CREATE UNIQUE INDEX "StatementMonth_talent_year_month_key" ON "StatementMonth"("talent", "year", "month");

-- AddForeignKey
ALTER TABLE "StatementMonth" ADD CONSTRAINT "StatementMonth_talent_fkey" FOREIGN KEY ("talent") REFERENCES "TalentProfile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Hand-made: each ledger line's share of its talent's statement month, added by the database in
-- the statement that inserts the line, so no door that writes the ledger (the booking domain, the
-- wallet, an admin's correction, plain SQL) can leave the months behind (cms/lists/StatementMonth.ts).
-- The statement's rules (cms/domain/wallet/statement.ts), per ledger transaction, talent and
-- Copenhagen month: a line is its talent's, or when it names none (MixBuddy's lines) its booking's
-- talent's. A transaction with a talent_payout line counts only its payouts (the positive
-- talent_payout lines). Any other counts fee = minus the platform_commission lines, net = minus
-- the talent_pending and talent_available lines, gross = fee + net, and moms = the fee times
-- 25/125 rounded half away from zero (vatOfFee of cms/domain/commission.ts, VAT_PERCENT 25, and
-- mirrored for a fee given back). Moms and the payout rule are not sums of lines, so a line added
-- to a transaction that already has lines moves the month by the transaction's total with it
-- minus its total without it.
-- statement_months_add(ids) adds the lines `ids` (already inserted), so it also fills the months
-- from a whole ledger (below) and rebuilds a talent's (the pruning job).
CREATE FUNCTION statement_months_add(ids TEXT[]) RETURNS void
LANGUAGE sql
VOLATILE
AS $$
  WITH added AS (
    SELECT e."transactionId", COALESCE(e."talent", b."talent") AS owner, e."account", e."amount",
           date_trunc('month', (e."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Copenhagen') AS month
      FROM (SELECT DISTINCT x."id" FROM unnest(ids) AS x("id")) AS a
      JOIN "LedgerEntry" e ON e."id" = a."id"
      LEFT JOIN "Booking" b ON e."talent" IS NULL AND b."id" = e."booking"
  ), new_sums AS (
    SELECT owner, month, "transactionId",
           count(*) FILTER (WHERE "account" = 'talent_payout') AS payout_lines,
           COALESCE(sum("amount") FILTER (WHERE "account" = 'talent_payout' AND "amount" > 0), 0) AS payouts,
           COALESCE(sum("amount") FILTER (WHERE "account" = 'platform_commission'), 0) AS commission,
           COALESCE(sum("amount") FILTER (WHERE "account" IN ('talent_pending', 'talent_available')), 0) AS earned
      FROM added
     WHERE owner IS NOT NULL
     GROUP BY owner, month, "transactionId"
  ), all_sums AS (
    -- The same sums over every line of the touched transactions: the new ones and those before them
    SELECT n.owner, n.month, n."transactionId",
           count(*) FILTER (WHERE e."account" = 'talent_payout') AS payout_lines,
           COALESCE(sum(e."amount") FILTER (WHERE e."account" = 'talent_payout' AND e."amount" > 0), 0) AS payouts,
           COALESCE(sum(e."amount") FILTER (WHERE e."account" = 'platform_commission'), 0) AS commission,
           COALESCE(sum(e."amount") FILTER (WHERE e."account" IN ('talent_pending', 'talent_available')), 0) AS earned
      FROM new_sums n
      JOIN "LedgerEntry" e ON e."transactionId" = n."transactionId"
      LEFT JOIN "Booking" b ON e."talent" IS NULL AND b."id" = e."booking"
     WHERE COALESCE(e."talent", b."talent") = n.owner
       AND date_trunc('month', (e."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Copenhagen') = n.month
     GROUP BY n.owner, n.month, n."transactionId"
  ), sets AS (
    -- Each transaction with the new lines (+1) and without them (-1: nothing when it had no lines before)
    SELECT owner, month, 1 AS sign, payout_lines, payouts, commission, earned FROM all_sums
    UNION ALL
    SELECT a.owner, a.month, -1, a.payout_lines - n.payout_lines, a.payouts - n.payouts, a.commission - n.commission, a.earned - n.earned
      FROM all_sums a JOIN new_sums n USING (owner, month, "transactionId")
  ), shares AS (
    SELECT owner, month, sign,
           CASE WHEN payout_lines > 0 THEN 0 ELSE -commission END AS fee,
           CASE WHEN payout_lines > 0 THEN 0 ELSE -earned END AS net,
           CASE WHEN payout_lines > 0 THEN payouts ELSE 0 END AS payouts
      FROM sets
  )
  INSERT INTO "StatementMonth" ("id", "talent", "year", "month", "gross", "fee", "vat", "net", "payouts")
  SELECT gen_random_uuid()::text, owner, extract(year FROM month)::int, extract(month FROM month)::int,
         sum(sign * (fee + net)), sum(sign * fee), sum(sign * round(fee::numeric * 25 / 125)), sum(sign * net), sum(sign * payouts)
    FROM shares
   GROUP BY owner, month
  ON CONFLICT ("talent", "year", "month") DO UPDATE SET
    "gross" = "StatementMonth"."gross" + EXCLUDED."gross",
    "fee" = "StatementMonth"."fee" + EXCLUDED."fee",
    "vat" = "StatementMonth"."vat" + EXCLUDED."vat",
    "net" = "StatementMonth"."net" + EXCLUDED."net",
    "payouts" = "StatementMonth"."payouts" + EXCLUDED."payouts"
$$;

-- The trigger. Lines of one transaction written by separate statements at the same time (an
-- admin's createLedgerEntries creates each line on its own connection) take turns on a lock per
-- transaction (advisory key 1397575502, "SMON", and 1,024 buckets, taken in order), and each then
-- reads the lines committed before it: its statement after the lock sees them (READ COMMITTED,
-- the default). The plpgsql body is a quoted string whose statement ends are written \073, since
-- the migration runner splits a script at every such character.
CREATE FUNCTION statement_months_posted() RETURNS trigger
LANGUAGE plpgsql
AS E'
BEGIN
  PERFORM pg_advisory_xact_lock(1397575502, buckets.bucket)
     FROM (SELECT DISTINCT hashtext(n."transactionId") & 1023 AS bucket FROM added n) AS buckets
    ORDER BY buckets.bucket\073
  PERFORM statement_months_add(ARRAY(SELECT n."id" FROM added n))\073
  RETURN NULL\073
END';

CREATE TRIGGER "LedgerEntry_statement_months"
  AFTER INSERT ON "LedgerEntry"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT
  EXECUTE FUNCTION statement_months_posted();

-- The months of the ledger as it is
SELECT statement_months_add(ARRAY(SELECT "id" FROM "LedgerEntry"));
