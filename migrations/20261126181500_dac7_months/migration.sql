-- AlterTable
ALTER TABLE "StatementMonth" ADD COLUMN     "dac7Activities" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "dac7Consideration" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "dac7Fees" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "dac7Transactions" INTEGER NOT NULL DEFAULT 0;

-- Hand-made: the DAC7 figures of each talent and Copenhagen month, kept by the trigger of
-- `*_statement_months` in the same statement as the ledger lines, so /wallet reads at most twelve
-- rows instead of the talent's year of lines. The rules of a talent's figures in
-- cms/domain/dac7/report.ts (figuresOfTransactions over the talent's lines of the year): a ledger
-- transaction's lines of one Copenhagen year that name the talent or belong to one of their
-- bookings count once, in the month of the earliest of them, when the earliest of them naming a
-- talent names this one (or none names a talent), one with a talent_payout line counts nothing,
-- otherwise fee = minus the platform_commission lines, consideration = fee minus the
-- talent_pending and talent_available lines, an activity when a line names a booking and the
-- consideration is positive, and a counted transaction when the consideration or the fee is not 0.
-- The earliest month and the owner are not sums, so a line added to a transaction moves the months
-- by the transaction with it minus without it. `talents` (the pruning job's rebuild) limits which
-- talents' months are added to.
CREATE FUNCTION dac7_months_add(ids TEXT[], talents TEXT[] DEFAULT NULL) RETURNS void
LANGUAGE sql
VOLATILE
AS $$
  WITH new_ids AS (
    SELECT DISTINCT x."id" FROM unnest(ids) AS x("id")
  ), touched AS (
    -- Each talent a new line may count for: the one it names and its booking's
    SELECT DISTINCT e."transactionId", c.candidate,
           extract(year FROM (e."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Copenhagen')::int AS year
      FROM new_ids a
      JOIN "LedgerEntry" e ON e."id" = a."id"
      LEFT JOIN "Booking" b ON b."id" = e."booking"
      CROSS JOIN LATERAL (VALUES (e."talent"), (b."talent")) AS c(candidate)
     WHERE c.candidate IS NOT NULL AND (talents IS NULL OR c.candidate = ANY(talents))
  ), lines AS (
    -- Every line of the touched transactions and years that is the candidate's, the new ones marked
    SELECT t.candidate, t.year, t."transactionId", e."id", e."createdAt", e."talent", e."account", e."amount", e."booking",
           extract(month FROM l.local)::int AS month, (e."id" IN (SELECT "id" FROM new_ids)) AS is_new
      FROM touched t
      JOIN "LedgerEntry" e ON e."transactionId" = t."transactionId"
      LEFT JOIN "Booking" b ON b."id" = e."booking"
      CROSS JOIN LATERAL (SELECT (e."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Copenhagen' AS local) l
     WHERE (e."talent" = t.candidate OR b."talent" = t.candidate)
       AND extract(year FROM l.local)::int = t.year
  ), sets AS (
    -- Each transaction with the new lines (+1) and without them (-1: nothing when it had no lines before)
    SELECT candidate, year, "transactionId", 1 AS sign, min(month) AS month,
           (array_agg("talent" ORDER BY "createdAt", "id") FILTER (WHERE "talent" IS NOT NULL))[1] AS owner,
           count(*) FILTER (WHERE "account" = 'talent_payout') AS payout_lines,
           COALESCE(sum("amount") FILTER (WHERE "account" = 'platform_commission'), 0) AS commission,
           COALESCE(sum("amount") FILTER (WHERE "account" IN ('talent_pending', 'talent_available')), 0) AS earned,
           bool_or("booking" IS NOT NULL) AS booked
      FROM lines
     GROUP BY candidate, year, "transactionId"
    UNION ALL
    SELECT candidate, year, "transactionId", -1, min(month),
           (array_agg("talent" ORDER BY "createdAt", "id") FILTER (WHERE "talent" IS NOT NULL))[1],
           count(*) FILTER (WHERE "account" = 'talent_payout'),
           COALESCE(sum("amount") FILTER (WHERE "account" = 'platform_commission'), 0),
           COALESCE(sum("amount") FILTER (WHERE "account" IN ('talent_pending', 'talent_available')), 0),
           bool_or("booking" IS NOT NULL)
      FROM lines
     WHERE NOT is_new
     GROUP BY candidate, year, "transactionId"
  ), shares AS (
    SELECT candidate, year, month, sign, -commission AS fee, -commission - earned AS consideration, booked
      FROM sets
     WHERE payout_lines = 0 AND (owner IS NULL OR owner = candidate)
  )
  INSERT INTO "StatementMonth" ("id", "talent", "year", "month", "dac7Consideration", "dac7Fees", "dac7Activities", "dac7Transactions")
  SELECT gen_random_uuid()::text, candidate, year, month,
         sum(sign * consideration), sum(sign * fee),
         sum(sign * CASE WHEN booked AND consideration > 0 THEN 1 ELSE 0 END),
         sum(sign * CASE WHEN consideration <> 0 OR fee <> 0 THEN 1 ELSE 0 END)
    FROM shares
   GROUP BY candidate, year, month
  ON CONFLICT ("talent", "year", "month") DO UPDATE SET
    "dac7Consideration" = "StatementMonth"."dac7Consideration" + EXCLUDED."dac7Consideration",
    "dac7Fees" = "StatementMonth"."dac7Fees" + EXCLUDED."dac7Fees",
    "dac7Activities" = "StatementMonth"."dac7Activities" + EXCLUDED."dac7Activities",
    "dac7Transactions" = "StatementMonth"."dac7Transactions" + EXCLUDED."dac7Transactions"
$$;

-- The trigger's function of `*_statement_months`, now adding both kinds of figures under the same
-- locks (statement ends written \073: the migration runner splits a script at every such character).
CREATE OR REPLACE FUNCTION statement_months_posted() RETURNS trigger
LANGUAGE plpgsql
AS E'
BEGIN
  PERFORM pg_advisory_xact_lock(1397575502, buckets.bucket)
     FROM (SELECT DISTINCT hashtext(n."transactionId") & 1023 AS bucket FROM added n) AS buckets
    ORDER BY buckets.bucket\073
  PERFORM statement_months_add(ARRAY(SELECT n."id" FROM added n))\073
  PERFORM dac7_months_add(ARRAY(SELECT n."id" FROM added n))\073
  RETURN NULL\073
END';

-- The DAC7 months of the ledger as it is
SELECT dac7_months_add(ARRAY(SELECT "id" FROM "LedgerEntry"));
