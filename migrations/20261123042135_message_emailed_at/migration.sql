-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "emailedAt" TIMESTAMP(3);

-- Messages from before the unread-messages email count as emailed: only new ones are listed.
UPDATE "Message" SET "emailedAt" = "createdAt";
