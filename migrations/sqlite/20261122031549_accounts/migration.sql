-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_User" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL DEFAULT '',
    "password" TEXT,
    "role" TEXT NOT NULL DEFAULT 'customer',
    "phone" TEXT NOT NULL DEFAULT '',
    "emailVerifiedAt" DATETIME,
    "ageVerifiedAt" DATETIME,
    "ageCheckedAt" DATETIME,
    "ageCheckResult" TEXT,
    "accountTypeChosenAt" DATETIME DEFAULT CURRENT_TIMESTAMP,
    "googleSubject" TEXT,
    "blockedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_User" ("accountTypeChosenAt", "ageCheckResult", "ageCheckedAt", "ageVerifiedAt", "blockedAt", "createdAt", "email", "emailVerifiedAt", "googleSubject", "id", "name", "password", "phone", "role") SELECT "accountTypeChosenAt", "ageCheckResult", "ageCheckedAt", "ageVerifiedAt", "blockedAt", "createdAt", "email", "emailVerifiedAt", "googleSubject", "id", "name", "password", "phone", "role" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
CREATE UNIQUE INDEX "User_googleSubject_key" ON "User"("googleSubject");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- Accounts that existed before the registration wizard have a settled account type.
UPDATE "User" SET "accountTypeChosenAt" = "createdAt" WHERE "accountTypeChosenAt" IS NULL;
