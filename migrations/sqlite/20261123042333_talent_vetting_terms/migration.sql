-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_TalentProfile" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "user" TEXT,
    "displayName" TEXT NOT NULL DEFAULT '',
    "headline" TEXT NOT NULL DEFAULT '',
    "presentation" TEXT NOT NULL DEFAULT '',
    "specialities" TEXT NOT NULL DEFAULT '',
    "photo" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL DEFAULT '',
    "address" TEXT NOT NULL DEFAULT '',
    "cvr" TEXT NOT NULL DEFAULT '',
    "personalInfoDoneAt" DATETIME,
    "presentationDoneAt" DATETIME,
    "locationsDoneAt" DATETIME,
    "bankDoneAt" DATETIME,
    "verifiedAt" DATETIME,
    "vettingRequestedAt" DATETIME,
    "vettingRejectedAt" DATETIME,
    "vettingRejectionReason" TEXT NOT NULL DEFAULT '',
    "termsAcceptedAt" DATETIME,
    "termsVersion" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "TalentProfile_user_fkey" FOREIGN KEY ("user") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_TalentProfile" ("address", "bankDoneAt", "city", "createdAt", "cvr", "displayName", "headline", "id", "locationsDoneAt", "personalInfoDoneAt", "photo", "presentation", "presentationDoneAt", "specialities", "user", "verifiedAt") SELECT "address", "bankDoneAt", "city", "createdAt", "cvr", "displayName", "headline", "id", "locationsDoneAt", "personalInfoDoneAt", "photo", "presentation", "presentationDoneAt", "specialities", "user", "verifiedAt" FROM "TalentProfile";
DROP TABLE "TalentProfile";
ALTER TABLE "new_TalentProfile" RENAME TO "TalentProfile";
CREATE UNIQUE INDEX "TalentProfile_user_key" ON "TalentProfile"("user");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- Talent vetting: a talent whose menus are already public counts as approved, so nothing that
-- was public disappears (verified at their first published menu's creation).
UPDATE "TalentProfile" SET "verifiedAt" = (
  SELECT MIN(m."createdAt") FROM "Menu" m WHERE m."talent" = "TalentProfile"."id" AND m."status" = 'published'
) WHERE "verifiedAt" IS NULL AND EXISTS (
  SELECT 1 FROM "Menu" m WHERE m."talent" = "TalentProfile"."id" AND m."status" = 'published'
);
