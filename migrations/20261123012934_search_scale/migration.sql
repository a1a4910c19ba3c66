-- AlterTable
ALTER TABLE "Menu" ADD COLUMN     "ratingAverage" DOUBLE PRECISION NOT NULL DEFAULT 0,
ADD COLUMN     "ratingCount" INTEGER NOT NULL DEFAULT 0;

-- Hand-written: each menu's rating from the reviews it already has (cms/domain/booking/ratings.ts
-- keeps it current from here on, 0 = no reviews).
UPDATE "Menu" SET
    "ratingCount" = (SELECT count(*) FROM "Review" r WHERE r."menu" = "Menu"."id"),
    "ratingAverage" = coalesce((SELECT avg(r."rating") FROM "Review" r WHERE r."menu" = "Menu"."id"), 0);
