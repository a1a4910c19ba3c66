/**
 * searchMenus — the published menus that match a search, in the asked order, one page at a time.
 *
 * Recipe: validate the search (zod), make sure the text index is whole (SQLite only), build one
 * SQL statement for the database at hand, run it for the page of ids and once for the total.
 * Text matching runs in the database's own full-text index (see README.md beside this file);
 * nothing loads all menus into memory.
 *
 * Raw SQL skips Keystone's access rules, so this returns only ids of *published* menus — the
 * public rule — and callers load the menus themselves through a Keystone context, which applies
 * the visitor's access rights again.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { DbProvider } from '../../config';
import { fts5Query, searchTerms, tsQuery } from './danish';
import { effectiveSort, menuSearchSchema, type MenuSearchInput } from './params';

export * from './params';
export { danishStem, searchTerms } from './danish';

type RawClient = {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
};

export type MenuSearchResult = { ids: string[]; total: number; page: number; perPage: number; pageCount: number };

/** Danish postcodes by first digits → the region that serves them (the broad, official split). */
export function regionOfPostcode(postcode: string): string | null {
  const n = Number(postcode);
  if (!/^\d{4}$/.test(postcode) || n < 1000) return null;
  if (n < 4000) return 'hovedstaden'; // København, Nordsjælland and Bornholm
  if (n < 5000) return 'sjaelland';
  if (n < 7000) return n >= 6900 ? 'midtjylland' : 'syddanmark';
  if (n < 7400) return n < 7200 ? 'syddanmark' : 'midtjylland';
  if (n < 9000) return n >= 7700 && n < 7800 ? 'nordjylland' : 'midtjylland';
  return 'nordjylland';
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar day "YYYY-MM-DD". */
function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** "københavn ø" → "København Ø": cities are stored capitalised, and SQLite's LIKE folds ASCII only. */
function capitalised(text: string): string {
  return text.toLocaleLowerCase('da').replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toLocaleUpperCase('da'));
}

/** Collects bound values and writes the placeholder each database wants. */
class Statement {
  readonly values: unknown[] = [];
  constructor(readonly provider: DbProvider) {}
  bind(value: unknown): string {
    this.values.push(value);
    return this.provider === 'postgresql' ? `$${this.values.length}` : '?';
  }
}

/**
 * Run once after migrations, at start: on SQLite, makes sure the triggers that keep `menu_search`
 * current exist (a later migration that rebuilds the Menu table drops them) and rebuilds the
 * index if they were missing. PostgreSQL's expression index needs no such care.
 */
export async function ensureSearchIndex(db: RawClient, provider: DbProvider): Promise<void> {
  if (provider !== 'sqlite') return;
  const rows = await db.$queryRawUnsafe<{ n: number | bigint }[]>(
    `SELECT count(*) AS n FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'menu_search_%'`,
  );
  if (Number(rows[0]?.n ?? 0) >= 3) return;
  // Re-run the migration's own statements (each separated by a blank line), after emptying the
  // index so its closing INSERT fills it once from the current menus.
  const migration = await readFile(resolve('migrations/sqlite/20261122030800_menu_search/migration.sql'), 'utf8');
  const statements = migration
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').filter((line) => !line.trim().startsWith('--')).join('\n').trim())
    .filter(Boolean);
  await db.$executeRawUnsafe(`DELETE FROM "menu_search"`).catch(() => 0);
  for (const statement of statements) await db.$executeRawUnsafe(statement);
  console.warn('menu search: recreated the FTS5 triggers and rebuilt the index');
}

export async function searchMenus(db: RawClient, provider: DbProvider, input: MenuSearchInput): Promise<MenuSearchResult> {
  const search = menuSearchSchema.parse(input);

  const st = new Statement(provider);
  const terms = search.text ? searchTerms(search.text) : [];
  const textSearch = terms.length > 0;

  // Text hits from the database's own full-text index. Scored (lower is better) only when the
  // results are sorted by relevance; otherwise a plain `id IN (…)` lets the database skip ranking.
  const sort = effectiveSort(search);
  const ranked = textSearch && sort === 'relevans';
  let hits = '';
  let textFilter = '';
  if (textSearch && provider === 'sqlite') {
    const match = st.bind(fts5Query(terms));
    if (ranked) hits = `WITH hits AS (SELECT menu_id, bm25("menu_search", 0, 10, 2) AS score FROM "menu_search" WHERE "menu_search" MATCH ${match})`;
    else textFilter = `m."id" IN (SELECT menu_id FROM "menu_search" WHERE "menu_search" MATCH ${match})`;
  } else if (textSearch) {
    // Same expression as the GIN index in migrations/postgresql/*_menu_search.
    const document = 'menu_search_document(m."title", m."description", m."items")';
    const query = `to_tsquery('danish'::regconfig, ${st.bind(tsQuery(terms))})`;
    if (ranked) hits = `WITH hits AS (SELECT m."id" AS menu_id, -ts_rank(${document}, q.query) AS score FROM "Menu" m, ${query} AS q(query) WHERE ${document} @@ q.query)`;
    else textFilter = `${document} @@ ${query}`;
  }

  const where: string[] = [`m."status" = 'published'`];
  if (textFilter) where.push(textFilter);
  if (search.category) where.push(`m."category" = ${st.bind(search.category)}`);
  if (search.alcoholFree) where.push(`NOT m."containsAlcohol"`);
  if (search.guests) where.push(`m."minGuests" <= ${st.bind(search.guests)} AND m."maxGuests" >= ${st.bind(search.guests)}`);
  if (search.minPrice !== undefined) where.push(`m."pricePerGuest" >= ${st.bind(search.minPrice)}`);
  if (search.maxPrice !== undefined) where.push(`m."pricePerGuest" <= ${st.bind(search.maxPrice)}`);
  if (search.region) where.push(`m."talent" IN (SELECT l."talent" FROM "Location" l WHERE l."region" = ${st.bind(search.region)})`);
  if (search.place) {
    const place = search.place.trim();
    const region = regionOfPostcode(place);
    const served: string[] = [];
    if (/^\d{4}$/.test(place)) {
      served.push(`l."postcode" = ${st.bind(place)}`);
      if (region) served.push(`l."region" = ${st.bind(region)}`);
    } else if (provider === 'postgresql') {
      served.push(`lower(l."city") LIKE ${st.bind(place.toLocaleLowerCase('da') + '%')}`);
    } else {
      served.push(`l."city" LIKE ${st.bind(place + '%')}`, `l."city" LIKE ${st.bind(capitalised(place) + '%')}`);
    }
    where.push(`m."talent" IN (SELECT l."talent" FROM "Location" l WHERE ${served.join(' OR ')})`);
  }
  if (search.date) {
    // The talent's calendar: not blocked that day, and (if they keep weekly hours) working that weekday.
    const day = provider === 'postgresql' ? `${st.bind(search.date)}::date` : st.bind(search.date);
    where.push(`m."talent" NOT IN (SELECT a."talent" FROM "Availability" a WHERE a."kind" = 'blocked' AND a."date" = ${day} AND a."talent" IS NOT NULL)`);
    where.push(`(NOT EXISTS (SELECT 1 FROM "Availability" w WHERE w."talent" = m."talent" AND w."kind" = 'weekly')
      OR EXISTS (SELECT 1 FROM "Availability" w WHERE w."talent" = m."talent" AND w."kind" = 'weekly' AND w."weekday" = ${st.bind(isoWeekday(search.date))}))`);
  }

  const from = `FROM "Menu" m${ranked ? ' JOIN hits h ON h.menu_id = m."id"' : ''} WHERE ${where.join(' AND ')}`;
  const rating = `(SELECT avg(r."rating") FROM "Review" r WHERE r."menu" = m."id")`;
  const order = {
    relevans: ranked ? 'h.score ASC, m."createdAt" DESC' : 'm."createdAt" DESC',
    pris: 'm."pricePerGuest" ASC',
    'pris-faldende': 'm."pricePerGuest" DESC',
    bedoemmelse: `${rating} DESC NULLS LAST`,
    nyeste: 'm."createdAt" DESC',
  }[sort];

  const countValues = [...st.values];
  const [countRows, pageRows] = await Promise.all([
    db.$queryRawUnsafe<{ n: number | bigint }[]>(`${hits} SELECT count(*) AS n ${from}`, ...countValues),
    db.$queryRawUnsafe<{ id: string }[]>(
      `${hits} SELECT m."id" AS id ${from} ORDER BY ${order}, m."id" LIMIT ${st.bind(search.perPage)} OFFSET ${st.bind((search.page - 1) * search.perPage)}`,
      ...st.values,
    ),
  ]);
  const total = Number(countRows[0]?.n ?? 0);
  return {
    ids: pageRows.map((row) => String(row.id)),
    total,
    page: search.page,
    perPage: search.perPage,
    pageCount: Math.max(1, Math.ceil(total / search.perPage)),
  };
}
