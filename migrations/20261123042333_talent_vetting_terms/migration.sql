-- AlterTable
ALTER TABLE "TalentProfile" ADD COLUMN     "termsAcceptedAt" TIMESTAMP(3),
ADD COLUMN     "termsVersion" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "vettingRejectedAt" TIMESTAMP(3),
ADD COLUMN     "vettingRejectionReason" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "vettingRequestedAt" TIMESTAMP(3);

-- Talent vetting: a talent whose menus are already public counts as approved, so nothing that
-- was public disappears (verified at their first published menu's creation).
UPDATE "TalentProfile" SET "verifiedAt" = (
  SELECT MIN(m."createdAt") FROM "Menu" m WHERE m."talent" = "TalentProfile"."id" AND m."status" = 'published'
) WHERE "verifiedAt" IS NULL AND EXISTS (
  SELECT 1 FROM "Menu" m WHERE m."talent" = "TalentProfile"."id" AND m."status" = 'published'
);
