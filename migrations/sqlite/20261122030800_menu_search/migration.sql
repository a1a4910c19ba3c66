-- Hand-made: full-text search over menus with SQLite FTS5 (Prisma's schema cannot describe it).
-- The index holds each menu's title and a body (description + the names and descriptions of its
-- courses/drinks); triggers keep it in step with "Menu". unicode61 folds case for æ, ø and å
-- (and keeps them as letters); cms/domain/search/danish.ts turns a query into stemmed prefixes.
-- If a later migration redefines "Menu" (SQLite drops triggers with the table),
-- cms/domain/search/index.ts recreates these triggers and rebuilds the index on first search.
CREATE VIRTUAL TABLE IF NOT EXISTS "menu_search" USING fts5(
    menu_id UNINDEXED,
    title,
    body,
    tokenize = "unicode61 remove_diacritics 0"
);

CREATE TRIGGER IF NOT EXISTS "menu_search_insert" AFTER INSERT ON "Menu" BEGIN
    INSERT INTO "menu_search" (menu_id, title, body) VALUES (
        new."id",
        new."title",
        new."description" || ' ' || coalesce((SELECT group_concat(coalesce(json_extract(value, '$.name'), '') || ' ' || coalesce(json_extract(value, '$.description'), ''), ' ') FROM json_each(CASE WHEN json_valid(new."items") THEN new."items" ELSE '[]' END)), '')
    );
END;

CREATE TRIGGER IF NOT EXISTS "menu_search_update" AFTER UPDATE OF "title", "description", "items" ON "Menu" BEGIN
    DELETE FROM "menu_search" WHERE menu_id = old."id";
    INSERT INTO "menu_search" (menu_id, title, body) VALUES (
        new."id",
        new."title",
        new."description" || ' ' || coalesce((SELECT group_concat(coalesce(json_extract(value, '$.name'), '') || ' ' || coalesce(json_extract(value, '$.description'), ''), ' ') FROM json_each(CASE WHEN json_valid(new."items") THEN new."items" ELSE '[]' END)), '')
    );
END;

CREATE TRIGGER IF NOT EXISTS "menu_search_delete" AFTER DELETE ON "Menu" BEGIN
    DELETE FROM "menu_search" WHERE menu_id = old."id";
END;

-- Menus that existed before this migration.
INSERT INTO "menu_search" (menu_id, title, body)
SELECT "id", "title", "description" || ' ' || coalesce((SELECT group_concat(coalesce(json_extract(value, '$.name'), '') || ' ' || coalesce(json_extract(value, '$.description'), ''), ' ') FROM json_each(CASE WHEN json_valid("items") THEN "items" ELSE '[]' END)), '')
FROM "Menu";
