-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Menu" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "talent" TEXT,
    "title" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "category" TEXT NOT NULL DEFAULT 'cocktails',
    "items" JSONB,
    "pricePerGuest" INTEGER NOT NULL DEFAULT 0,
    "minGuests" INTEGER NOT NULL DEFAULT 1,
    "maxGuests" INTEGER NOT NULL DEFAULT 50,
    "durationMinutes" INTEGER NOT NULL DEFAULT 180,
    "containsAlcohol" BOOLEAN NOT NULL DEFAULT true,
    "allergens" TEXT NOT NULL DEFAULT '',
    "images" JSONB,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "viewCount" INTEGER DEFAULT 0,
    "ratingAverage" REAL NOT NULL DEFAULT 0,
    "ratingCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME,
    CONSTRAINT "Menu_talent_fkey" FOREIGN KEY ("talent") REFERENCES "TalentProfile" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Menu" ("allergens", "category", "containsAlcohol", "createdAt", "description", "durationMinutes", "id", "images", "items", "maxGuests", "minGuests", "pricePerGuest", "status", "talent", "title", "updatedAt", "viewCount") SELECT "allergens", "category", "containsAlcohol", "createdAt", "description", "durationMinutes", "id", "images", "items", "maxGuests", "minGuests", "pricePerGuest", "status", "talent", "title", "updatedAt", "viewCount" FROM "Menu";
DROP TABLE "Menu";
ALTER TABLE "new_Menu" RENAME TO "Menu";
CREATE INDEX "Menu_talent_idx" ON "Menu"("talent");
CREATE INDEX "Menu_status_idx" ON "Menu"("status");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- Hand-written: each menu's rating from the reviews it already has (cms/domain/booking/ratings.ts
-- keeps it current from here on, 0 = no reviews).
UPDATE "Menu" SET
    "ratingCount" = (SELECT count(*) FROM "Review" r WHERE r."menu" = "Menu"."id"),
    "ratingAverage" = coalesce((SELECT avg(r."rating") FROM "Review" r WHERE r."menu" = "Menu"."id"), 0);
