-- Hand-made: the menu search index and the indexes behind every search order (SQLite).
-- cms/domain/search/index.ts (ensureSearchIndex) re-runs this file, statement by statement (each
-- separated by a blank line), whenever the triggers are missing — SQLite drops triggers and
-- indexes with the table when a later migration rebuilds "Menu", and the rebuild renumbers rowids —
-- so every statement must be safe to run again, and running it rebuilds the index from scratch.
--
-- FTS5, contentless and keyed by Menu's integer rowid (not the text cuid): the index stores only
-- the words, hits join "Menu" by rowid, and `contentless_delete` lets the triggers delete a row.
-- Every search term is a prefix ("bryllup*"), so prefix indexes of 2–4 characters answer the
-- short ones without scanning a range of the main index. unicode61 folds case for æ, ø and å
-- (and keeps them as letters); cms/domain/search/danish.ts turns a query into stemmed prefixes.
DROP TRIGGER IF EXISTS "menu_search_insert";

DROP TRIGGER IF EXISTS "menu_search_update";

DROP TRIGGER IF EXISTS "menu_search_delete";

DROP TABLE IF EXISTS "menu_search";

CREATE VIRTUAL TABLE "menu_search" USING fts5(
    title,
    body,
    content = '',
    contentless_delete = 1,
    prefix = '2 3 4',
    tokenize = "unicode61 remove_diacritics 0"
);

CREATE TRIGGER "menu_search_insert" AFTER INSERT ON "Menu" BEGIN
    INSERT INTO "menu_search" (rowid, title, body) VALUES (
        new.rowid,
        new."title",
        new."description" || ' ' || coalesce((SELECT group_concat(coalesce(json_extract(value, '$.name'), '') || ' ' || coalesce(json_extract(value, '$.description'), ''), ' ') FROM json_each(CASE WHEN json_valid(new."items") THEN new."items" ELSE '[]' END)), '')
    );
END;

CREATE TRIGGER "menu_search_update" AFTER UPDATE OF "title", "description", "items" ON "Menu" BEGIN
    DELETE FROM "menu_search" WHERE rowid = old.rowid;
    INSERT INTO "menu_search" (rowid, title, body) VALUES (
        new.rowid,
        new."title",
        new."description" || ' ' || coalesce((SELECT group_concat(coalesce(json_extract(value, '$.name'), '') || ' ' || coalesce(json_extract(value, '$.description'), ''), ' ') FROM json_each(CASE WHEN json_valid(new."items") THEN new."items" ELSE '[]' END)), '')
    );
END;

CREATE TRIGGER "menu_search_delete" AFTER DELETE ON "Menu" BEGIN
    DELETE FROM "menu_search" WHERE rowid = old.rowid;
END;

INSERT INTO "menu_search" (rowid, title, body)
SELECT rowid, "title", "description" || ' ' || coalesce((SELECT group_concat(coalesce(json_extract(value, '$.name'), '') || ' ' || coalesce(json_extract(value, '$.description'), ''), ' ') FROM json_each(CASE WHEN json_valid("items") THEN "items" ELSE '[]' END)), '')
FROM "Menu";

-- One index per search order, over published menus only (the search always asks for them), with
-- the id last: ties are broken by id, so the index gives the whole order and paging stops early.
CREATE INDEX IF NOT EXISTS "Menu_published_price_idx" ON "Menu" ("pricePerGuest", "id") WHERE "status" = 'published';

CREATE INDEX IF NOT EXISTS "Menu_published_newest_idx" ON "Menu" ("createdAt", "id") WHERE "status" = 'published';

CREATE INDEX IF NOT EXISTS "Menu_published_rating_idx" ON "Menu" ("ratingAverage", "id") WHERE "status" = 'published';
