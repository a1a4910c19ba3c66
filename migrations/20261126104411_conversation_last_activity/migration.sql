-- A booking conversation opened without a message had no lastMessageAt. The message pages order
-- conversations by it and continue after the last one shown (keyset paging), which needs a value
-- on every row: a conversation's latest activity is its opening until a message arrives.
UPDATE "Conversation" SET "lastMessageAt" = "createdAt" WHERE "lastMessageAt" IS NULL;

-- AlterTable
ALTER TABLE "Conversation" ALTER COLUMN "lastMessageAt" SET DEFAULT CURRENT_TIMESTAMP;
