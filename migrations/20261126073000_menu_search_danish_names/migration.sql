-- Hand-made: menu search with the contrib extensions of PostgreSQL (cms/domain/search/README.md).
-- - unaccent: "creme brulee" finds "crème brûlée". Its rules also fold æ, ø and å to ae, o and a,
--   which would make "øl" a prefix of "oliven" and "år" of "aroma". So menu text keeps those three
--   letters (mixbuddy_search_text), while talent names are folded fully (mixbuddy_unaccent:
--   "Soren" finds "Søren", "Kjaer" finds "Kjær"), as trigram matching is fuzzy anyway.
-- - pg_trgm: the name of a talent finds their menus, small typos included ("Jonas Hom").
-- Both are trusted extensions: the database owner may create them. unaccent() is not IMMUTABLE
-- (it looks its dictionary up by name), so the wrappers name the dictionary and are declared
-- IMMUTABLE. Their SQL-standard bodies bind every name when created, so a restore with an empty
-- search_path computes the generated column too.
-- cms/domain/search/index.ts (ensureSearchIndex) re-runs this file if the column or the name
-- index is ever missing, so every statement must be safe to run again. Statements are separated
-- by blank lines, and no comment or body may hold a semicolon (the migration driver splits on them).
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;

CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;

CREATE OR REPLACE FUNCTION public.mixbuddy_unaccent(input TEXT) RETURNS TEXT
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    RETURN public.unaccent('public.unaccent'::regdictionary, input);

-- æ, ø and å pass through unaccent as private-use characters and come back as themselves.
CREATE OR REPLACE FUNCTION public.mixbuddy_search_text(input TEXT) RETURNS TEXT
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    RETURN translate(
        public.unaccent('public.unaccent'::regdictionary, translate(input, 'æøåÆØÅ', U&'\E000\E001\E002\E003\E004\E005')),
        U&'\E000\E001\E002\E003\E004\E005', 'æøåÆØÅ');

-- The document as before (title weight A, description and courses/drinks weight B), now folded
-- first. The danish configuration stems it ("menuer" and "menu" are one word).
CREATE OR REPLACE FUNCTION public.menu_search_document(title TEXT, description TEXT, items JSONB) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN setweight(to_tsvector('pg_catalog.danish'::regconfig, public.mixbuddy_search_text(coalesce(title, ''))), 'A')
        || setweight(to_tsvector('pg_catalog.danish'::regconfig, public.mixbuddy_search_text(
               coalesce(description, '') || ' ' ||
               coalesce((SELECT string_agg(coalesce(item->>'name', '') || ' ' || coalesce(item->>'description', ''), ' ')
                         FROM jsonb_array_elements(CASE WHEN jsonb_typeof(items) = 'array' THEN items ELSE '[]'::jsonb END) AS item), ''))
           ), 'B');

-- A stored column keeps the values computed by the old function: drop it and add it again, so
-- every menu is indexed folded (this rewrites the table once).
ALTER TABLE "Menu" DROP COLUMN IF EXISTS "search_document";

ALTER TABLE "Menu" ADD COLUMN "search_document" tsvector
    GENERATED ALWAYS AS (public.menu_search_document("title", "description", "items")) STORED;

CREATE INDEX IF NOT EXISTS "Menu_search_document_idx" ON "Menu" USING GIN ("search_document");

-- Names of approved talent only (the search never matches anyone else by name).
CREATE INDEX IF NOT EXISTS "TalentProfile_displayName_trgm_idx" ON "TalentProfile"
    USING GIN (public.mixbuddy_unaccent("displayName") gin_trgm_ops) WHERE "verifiedAt" IS NOT NULL;

-- The order indexes of 20261123012935_search_scale_index, so this file alone restores search.
CREATE INDEX IF NOT EXISTS "Menu_published_price_idx" ON "Menu" ("pricePerGuest", "id") WHERE "status" = 'published';

CREATE INDEX IF NOT EXISTS "Menu_published_newest_idx" ON "Menu" ("createdAt", "id") WHERE "status" = 'published';

CREATE INDEX IF NOT EXISTS "Menu_published_rating_idx" ON "Menu" ("ratingAverage", "id") WHERE "status" = 'published';
