-- AlterTable
ALTER TABLE "Message" ADD COLUMN "emailedAt" DATETIME;

-- Messages from before the unread-messages email count as emailed: only new ones are listed.
UPDATE "Message" SET "emailedAt" = "createdAt";
