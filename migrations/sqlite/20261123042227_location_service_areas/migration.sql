-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Location" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "talent" TEXT,
    "region" TEXT NOT NULL,
    "city" TEXT NOT NULL DEFAULT '',
    "postcode" TEXT NOT NULL DEFAULT '',
    "travelKm" INTEGER DEFAULT 25,
    "latitude" REAL,
    "longitude" REAL,
    "municipality" TEXT NOT NULL DEFAULT '',
    CONSTRAINT "Location_talent_fkey" FOREIGN KEY ("talent") REFERENCES "TalentProfile" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Location" ("city", "id", "postcode", "region", "talent", "travelKm") SELECT "city", "id", "postcode", "region", "talent", "travelKm" FROM "Location";
DROP TABLE "Location";
ALTER TABLE "new_Location" RENAME TO "Location";
CREATE INDEX "Location_talent_idx" ON "Location"("talent");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
