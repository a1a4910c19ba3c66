-- DropTable
DROP TABLE "AuthAttempt";

-- CreateTable
CREATE TABLE "LimitCounter" (
    "id" TEXT NOT NULL,
    "bucket" TEXT NOT NULL DEFAULT '',
    "count" INTEGER NOT NULL DEFAULT 0,
    "windowStartedAt" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "LimitCounter_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "LimitCounter_bucket_key" ON "LimitCounter"("bucket");

-- Concurrent "save" clicks could store a favourite twice before these indexes existed: keep the
-- oldest row of each (customer, menu) and (customer, talent) pair, then let the database refuse copies.
DELETE FROM "Favourite" WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", ROW_NUMBER() OVER (PARTITION BY "customer", "menu", "talent" ORDER BY "createdAt", "id") AS "copy"
    FROM "Favourite"
  ) AS "numbered" WHERE "copy" > 1
);

-- CreateIndex
CREATE UNIQUE INDEX "Favourite_customer_menu_key" ON "Favourite"("customer", "menu");

-- CreateIndex
CREATE UNIQUE INDEX "Favourite_customer_talent_key" ON "Favourite"("customer", "talent");
