-- AlterTable
ALTER TABLE "User" ALTER COLUMN "accountTypeChosenAt" SET DEFAULT CURRENT_TIMESTAMP;

-- Accounts that existed before the registration wizard have a settled account type.
UPDATE "User" SET "accountTypeChosenAt" = "createdAt" WHERE "accountTypeChosenAt" IS NULL;
