-- CreateTable
CREATE TABLE "CalendarFeed" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "talent" TEXT,
    "feedNonce" TEXT,
    "feedTokenHash" TEXT,
    "feedCreatedAt" DATETIME,
    "externalUrl" TEXT NOT NULL DEFAULT '',
    "externalSyncedAt" DATETIME,
    "externalCheckedAt" DATETIME,
    "externalError" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CalendarFeed_talent_fkey" FOREIGN KEY ("talent") REFERENCES "TalentProfile" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ExternalBusyDay" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "talent" TEXT,
    "day" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ExternalBusyDay_talent_fkey" FOREIGN KEY ("talent") REFERENCES "TalentProfile" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "CalendarFeed_feedTokenHash_key" ON "CalendarFeed"("feedTokenHash");

-- CreateIndex
CREATE INDEX "CalendarFeed_talent_idx" ON "CalendarFeed"("talent");

-- CreateIndex
CREATE INDEX "ExternalBusyDay_talent_idx" ON "ExternalBusyDay"("talent");

-- CreateIndex
CREATE INDEX "ExternalBusyDay_talent_day_idx" ON "ExternalBusyDay"("talent", "day");

-- CreateIndex
CREATE INDEX "ExternalBusyDay_day_idx" ON "ExternalBusyDay"("day");
