-- CreateTable
CREATE TABLE "CalendarFeed" (
    "id" TEXT NOT NULL,
    "talent" TEXT,
    "feedNonce" TEXT,
    "feedTokenHash" TEXT,
    "feedCreatedAt" TIMESTAMP(3),
    "externalUrl" TEXT NOT NULL DEFAULT '',
    "externalSyncedAt" TIMESTAMP(3),
    "externalCheckedAt" TIMESTAMP(3),
    "externalError" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CalendarFeed_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExternalBusyDay" (
    "id" TEXT NOT NULL,
    "talent" TEXT,
    "day" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ExternalBusyDay_pkey" PRIMARY KEY ("id")
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

-- AddForeignKey
ALTER TABLE "CalendarFeed" ADD CONSTRAINT "CalendarFeed_talent_fkey" FOREIGN KEY ("talent") REFERENCES "TalentProfile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExternalBusyDay" ADD CONSTRAINT "ExternalBusyDay_talent_fkey" FOREIGN KEY ("talent") REFERENCES "TalentProfile"("id") ON DELETE SET NULL ON UPDATE CASCADE;
