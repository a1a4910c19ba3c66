-- AlterTable
ALTER TABLE "User" ADD COLUMN "accountTypeChosenAt" DATETIME;
ALTER TABLE "User" ADD COLUMN "ageCheckResult" TEXT;
ALTER TABLE "User" ADD COLUMN "ageCheckedAt" DATETIME;

-- CreateTable
CREATE TABLE "SupportRequest" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL DEFAULT '',
    "topic" TEXT NOT NULL DEFAULT 'andet',
    "message" TEXT NOT NULL DEFAULT '',
    "user" TEXT,
    "status" TEXT NOT NULL DEFAULT 'new',
    "adminNote" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SupportRequest_user_fkey" FOREIGN KEY ("user") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AuthToken" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tokenHash" TEXT NOT NULL DEFAULT '',
    "purpose" TEXT NOT NULL,
    "user" TEXT,
    "newEmail" TEXT NOT NULL DEFAULT '',
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "AuthToken_user_fkey" FOREIGN KEY ("user") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AuthAttempt" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "bucket" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "SupportRequest_user_idx" ON "SupportRequest"("user");

-- CreateIndex
CREATE INDEX "SupportRequest_status_idx" ON "SupportRequest"("status");

-- CreateIndex
CREATE UNIQUE INDEX "AuthToken_tokenHash_key" ON "AuthToken"("tokenHash");

-- CreateIndex
CREATE INDEX "AuthToken_user_idx" ON "AuthToken"("user");

-- CreateIndex
CREATE INDEX "AuthAttempt_bucket_idx" ON "AuthAttempt"("bucket");
