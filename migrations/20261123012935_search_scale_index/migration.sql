-- Hand-made: the menu search document and the indexes behind every search order (PostgreSQL).
-- Prisma's schema cannot describe a generated column, so Keystone does not know "search_document":
-- Prisma never selects or writes it, and later migrations (diffs between schema snapshots) never
-- touch it. cms/domain/search/index.ts (ensureSearchIndex) re-runs this file if the column is
-- ever missing, so every statement must be safe to run again.
--
-- The document is stored (computed on every write by menu_search_document, from the
-- 20261122030800_menu_search migration), so ranking reads it instead of rebuilding it per hit.
DROP INDEX IF EXISTS "Menu_search_idx";

ALTER TABLE "Menu" ADD COLUMN IF NOT EXISTS "search_document" tsvector
    GENERATED ALWAYS AS (menu_search_document("title", "description", "items")) STORED;

CREATE INDEX IF NOT EXISTS "Menu_search_document_idx" ON "Menu" USING GIN ("search_document");

-- One index per search order, over published menus only (the search always asks for them), with
-- the id last: ties are broken by id, so the index gives the whole order and paging stops early.
CREATE INDEX IF NOT EXISTS "Menu_published_price_idx" ON "Menu" ("pricePerGuest", "id") WHERE "status" = 'published';

CREATE INDEX IF NOT EXISTS "Menu_published_newest_idx" ON "Menu" ("createdAt", "id") WHERE "status" = 'published';

CREATE INDEX IF NOT EXISTS "Menu_published_rating_idx" ON "Menu" ("ratingAverage", "id") WHERE "status" = 'published';
