-- Hand-made: full-text search over menus with PostgreSQL's 'danish' text search configuration
-- (Prisma's schema cannot describe expression indexes). One IMMUTABLE function builds the
-- document — title (weight A), description and the courses/drinks (weight B) — and the GIN index
-- is on that same expression, so cms/domain/search/index.ts must query it exactly as written here.
CREATE OR REPLACE FUNCTION menu_search_document(title TEXT, description TEXT, items JSONB)
RETURNS tsvector
LANGUAGE sql
IMMUTABLE PARALLEL SAFE
AS $$
    SELECT setweight(to_tsvector('danish'::regconfig, coalesce(title, '')), 'A')
        || setweight(to_tsvector('danish'::regconfig,
               coalesce(description, '') || ' ' ||
               coalesce((SELECT string_agg(coalesce(item->>'name', '') || ' ' || coalesce(item->>'description', ''), ' ')
                         FROM jsonb_array_elements(CASE WHEN jsonb_typeof(items) = 'array' THEN items ELSE '[]'::jsonb END) AS item), '')
           ), 'B')
$$;

CREATE INDEX IF NOT EXISTS "Menu_search_idx" ON "Menu" USING GIN (menu_search_document("title", "description", "items"));
