/**
 * searchMenus — the published menus that match a search, in the asked order, one page at a time.
 *
 * Recipe: validate the search (zod), build one SQL statement that returns the page of ids and the
 * number of matches (counted up to a cap).
 * Text matching runs in PostgreSQL's own full-text index (see README.md beside this file);
 * nothing loads all menus into memory.
 *
 * Raw SQL skips Keystone's access rules, so this returns only ids of *published* menus — the
 * public rule — and callers load the menus themselves through a Keystone context, which applies
 * the visitor's access rights again.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { KM_PER_DEGREE, placeNames, resolvePlace, type Place } from '../places';
import { searchTerms, tsQuery } from './danish';
import { SEARCH_WORDS, closestWord } from './suggest';
import { effectiveSort, menuSearchSchema, type MenuSearchInput } from './params';
import { talentsNotFreeOn } from '../booking/calendar';

export * from './params';
export { closestWord } from './suggest';
export { searchTerms } from './danish';

type RawClient = {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
};

/**
 * `total` counts matches up to a cap; `totalCapped` says there are more than that. `suggestion`
 * ("Mente du …?") is set only when nothing matched and a misspelt word or place has a close
 * known one: the search as it would be with the correction.
 */
export type MenuSearchResult = {
  ids: string[];
  total: number;
  totalCapped: boolean;
  page: number;
  perPage: number;
  pageCount: number;
  suggestion?: { text?: string; place?: string };
};

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

/**
 * Collects bound values and writes them as `$n`. A fragment may be used more than once (the page
 * and its count share the filters) and reuses its `$n`.
 */
class Statement {
  private readonly bound: unknown[] = [];
  bind(value: unknown): string {
    this.bound.push(value);
    return `\u0000${this.bound.length - 1}\u0000`;
  }
  render(sql: string): { sql: string; values: unknown[] } {
    const values: unknown[] = [];
    const numbered = new Map<number, string>();
    const text = sql.replace(/\u0000(\d+)\u0000/g, (_, i: string) => {
      const index = Number(i);
      // Only the values this text uses, numbered in order: PostgreSQL refuses a parameter it
      // cannot type, and an unused one has no type.
      if (!numbered.has(index)) {
        values.push(this.bound[index]);
        numbered.set(index, `$${values.length}`);
      }
      return numbered.get(index)!;
    });
    return { sql: text, values };
  }
}

/** Counting stops here: "over 1.000 menus" is all a visitor needs, and counting every hit of a
 * common word is most of the work of a search. */
export const TOTAL_CAP = 1000;

const SEARCH_MIGRATION = resolve('migrations/20261126073000_menu_search_danish_names/migration.sql');

/** Runs a hand-made migration again, statement by statement (they are separated by blank lines). */
async function rerun(db: RawClient, path: string) {
  const migration = await readFile(path, 'utf8');
  const statements = migration
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter(Boolean);
  for (const statement of statements) await db.$executeRawUnsafe(statement);
}

/**
 * Run once after migrations, at start. Keystone does not know the generated `search_document`
 * column nor the trigram index on talent names, so if either is ever missing (a database made
 * without our migrations) the search migration runs again.
 */
export async function ensureSearchIndex(db: RawClient): Promise<void> {
  const rows = await db.$queryRawUnsafe<{ n: number | bigint }[]>(
    `SELECT (SELECT count(*) FROM information_schema.columns WHERE table_name = 'Menu' AND column_name = 'search_document' AND table_schema = current_schema())` +
      ` + (to_regclass('"TalentProfile_displayName_trgm_idx"') IS NOT NULL)::int AS n`,
  );
  if (Number(rows[0]?.n ?? 0) === 2) return;
  await rerun(db, SEARCH_MIGRATION);
  console.warn('menu search: recreated the search index and its functions');
}

/**
 * Approved talent, not blocked, whose name the text names (pg_trgm, both sides folded by
 * unaccent): the whole text is like a run of whole words of the name (strict word similarity of
 * at least 0.5, pg_trgm's default, through the trigram index over approved talent's names), and
 * every typed word is like a part of it (word similarity of at least 0.5) — so "Jonas Holm" and
 * "Jonas Hom" name Jonas Holm but not every Jonas, and "jonas" names them all. The closest 50
 * first. Read before the menu statement, which ORs their ids with the text index: a subquery
 * inside that OR would make PostgreSQL scan every menu. MATERIALIZED keeps the trigram index
 * first; joined to the users straight away, the planner walked every talent instead.
 */
async function talentNamed(db: RawClient, terms: string[]): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<{ id: string }[]>(
    `WITH named AS MATERIALIZED (
       SELECT t."id", t."user", public.mixbuddy_unaccent(t."displayName") AS name FROM "TalentProfile" t
       WHERE t."verifiedAt" IS NOT NULL AND public.mixbuddy_unaccent($1) <<% public.mixbuddy_unaccent(t."displayName"))
     SELECT n."id" AS id FROM named n JOIN "User" u ON u."id" = n."user"
     WHERE u."blockedAt" IS NULL
       AND NOT EXISTS (SELECT 1 FROM regexp_split_to_table($1, ' ') w WHERE word_similarity(public.mixbuddy_unaccent(w), n.name) < 0.5)
     ORDER BY similarity(public.mixbuddy_unaccent($1), n.name) DESC, n."id"
     LIMIT 50`,
    terms.join(' '),
  );
  return rows.map((row) => String(row.id));
}

/** The talent profiles of blocked accounts. */
async function blockedTalent(db: RawClient): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<{ id: string }[]>(
    `SELECT t."id" AS id FROM "TalentProfile" t JOIN "User" u ON u."id" = t."user" WHERE u."blockedAt" IS NOT NULL`,
  );
  return rows.map((row) => String(row.id));
}

/**
 * The talent whose service areas cover the place, read before the menu statement and bound as one
 * array. With the ids in hand PostgreSQL combines the menu-by-talent index with the text index
 * (a BitmapAnd) and fetches only the menus in both; as a subquery it fetched every menu with the
 * word and then asked for its talent (1,000,000 menus, "cocktails" near Aarhus: 30 ms against 350 ms).
 */
async function talentCovering(db: RawClient, place: Place): Promise<string[]> {
  const st = new Statement();
  const read = st.render(`SELECT DISTINCT l."talent" AS id FROM "Location" l WHERE l."talent" IS NOT NULL AND ${covering(st, place)}`);
  const rows = await db.$queryRawUnsafe<{ id: string }[]>(read.sql, ...read.values);
  return rows.map((row) => String(row.id));
}

/**
 * `m."talent"` among these ids. Up to 1,000 as an array the planner reads, so it can intersect the
 * menu-by-talent index with the text index; more as a subquery hashed once, since the planner
 * estimates an array id by id, several times over (30–70 ms of planning for 5,000 ids) — and
 * that many talent cover so many menus that walking an order's index and checking is as good.
 */
function talentAmong(st: Statement, ids: string[]): string {
  const array = `${st.bind(textArray(ids))}::text[]`;
  // NOT … NOT IN keeps the subquery a hashed filter: as IN, PostgreSQL joins it (guessing 200 ids)
  // and fetches every menu of every talent before ordering them (3 s at 1,000,000 menus).
  return ids.length <= 1000 ? `m."talent" = ANY(${array})` : `NOT (m."talent" NOT IN (SELECT unnest(${array})))`;
}

/** A PostgreSQL array literal of text ({"a","b"}), for one bound `$n::text[]`. */
function textArray(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * Squared distance in km² from an area's centre to the place, on the flat approximation of
 * `distanceKm` (cms/domain/places): the same rule as in code. cos(latitude) is computed here,
 * once per search.
 */
function squaredKm(st: Statement, place: Place): string {
  const num = (value: number) => `${st.bind(value)}::double precision`;
  const dy = `((l."latitude" - ${num(place.latitude)}) * ${num(KM_PER_DEGREE)})`;
  const dx = `((l."longitude" - ${num(place.longitude)}) * ${num(KM_PER_DEGREE * Math.cos((place.latitude * Math.PI) / 180))})`;
  return `(${dy} * ${dy} + ${dx} * ${dx})`;
}

/** Whether an area (alias `l`) covers the place — `areaCovers` in cms/domain/places, as SQL. */
function covering(st: Statement, place: Place): string {
  return (
    `(l."municipality" = ${st.bind(place.municipality)}` +
    ` OR (l."latitude" IS NOT NULL AND ${squaredKm(st, place)} <= COALESCE(l."travelKm", 0) * COALESCE(l."travelKm", 0))` +
    ` OR (l."latitude" IS NULL AND l."municipality" = '' AND l."postcode" = '' AND l."city" = '' AND l."region" = ${st.bind(place.region)}))`
  );
}

export async function searchMenus(db: RawClient, input: MenuSearchInput): Promise<MenuSearchResult> {
  const search = menuSearchSchema.parse(input);

  const st = new Statement();
  const terms = search.text ? searchTerms(search.text) : [];
  const textSearch = terms.length > 0;

  // Text hits come from PostgreSQL's full-text index, or from the talent's name (pg_trgm), as a
  // plain filter; only the page sorted by relevance scores them (below).
  const sort = effectiveSort(search);
  const ranked = textSearch && sort === 'relevans';
  let textFilter = '';
  let match = '';
  let named = '';
  if (textSearch) {
    // The stored, GIN-indexed document (migrations/*_menu_search_danish_names): the same folding
    // and 'danish' stemming on both sides.
    match = `to_tsquery('pg_catalog.danish'::regconfig, public.mixbuddy_search_text(${st.bind(tsQuery(terms))}))`;
    const talent = await talentNamed(db, terms);
    named = talent.length ? `m."talent" IN (${talent.map((id) => st.bind(id)).join(', ')})` : '';
    textFilter = named ? `(m."search_document" @@ ${match} OR ${named})` : `m."search_document" @@ ${match}`;
  }

  const filters: string[] = [`m."status" = 'published'`];
  // A blocked talent's menus are hidden like a draft (rules.visibleMenus). Few talent are blocked:
  // their ids read first keep the menu statement on its indexes.
  const blocked = await blockedTalent(db);
  if (blocked.length) filters.push(`NOT (m."talent" = ANY(${st.bind(textArray(blocked))}::text[]))`);
  if (search.category) filters.push(`m."category" = ${st.bind(search.category)}`);
  if (search.alcoholFree) filters.push(`NOT m."containsAlcohol"`);
  if (search.instant) filters.push(`m."instantBooking"`);
  if (search.guests) {
    const guests = st.bind(search.guests);
    filters.push(`m."minGuests" <= ${guests} AND m."maxGuests" >= ${guests}`);
  }
  if (search.minPrice !== undefined) filters.push(`m."pricePerGuest" >= ${st.bind(search.minPrice)}`);
  if (search.maxPrice !== undefined) filters.push(`m."pricePerGuest" <= ${st.bind(search.maxPrice)}`);
  if (search.region) {
    // Read first, as a place's talent (`talentAmong`): as a subquery the capped count walked the
    // menus talent by talent (100,000 menus: 95 ms against the page's 0.2 ms).
    const inRegion = await db.$queryRawUnsafe<{ id: string }[]>(
      `SELECT DISTINCT l."talent" AS id FROM "Location" l WHERE l."region" = $1 AND l."talent" IS NOT NULL`,
      search.region,
    );
    filters.push(
      inRegion.length
        ? talentAmong(
            st,
            inRegion.map((row) => String(row.id)),
          )
        : 'FALSE',
    );
  }
  // A place the resolver knows is a point: every talent whose area covers it (cms/domain/places).
  const point = search.place ? resolvePlace(search.place) : null;
  if (point) {
    const talent = await talentCovering(db, point);
    filters.push(talent.length ? talentAmong(st, talent) : 'FALSE');
  } else if (search.place) {
    // A place we do not know: the towns talent typed themselves, by prefix (as before areas).
    const place = search.place.trim();
    const region = regionOfPostcode(place);
    const served: string[] = [];
    if (/^\d{4}$/.test(place)) {
      served.push(`l."postcode" = ${st.bind(place)}`);
      if (region) served.push(`l."region" = ${st.bind(region)}`);
    } else {
      served.push(`lower(l."city") LIKE ${st.bind(place.toLocaleLowerCase('da') + '%')}`);
    }
    filters.push(`m."talent" IN (SELECT l."talent" FROM "Location" l WHERE ${served.join(' OR ')})`);
  }
  if (search.date) {
    // Talent not free that day (`talentsNotFreeOn`, cms/domain/booking/calendar.ts, which holds the
    // rule of a day that is not free), read first and bound as one array, so each menu costs a
    // hash lookup rather than calendar look-ups.
    const unavailable = await talentsNotFreeOn(db, search.date);
    // NOT IN a subquery (hashed once) rather than `<> ALL(array)`, which the planner would estimate
    // id by id (see `talentAmong`).
    if (unavailable.length) filters.push(`m."talent" NOT IN (SELECT unnest(${st.bind(textArray(unavailable))}::text[]))`);
  }

  // Every order ends with the id in the same direction, so an index on (column, id) over published
  // menus (migrations/…_search_scale_index) yields the page without sorting, and paging is stable.
  const order = {
    relevans: 'm."createdAt" DESC, m."id" DESC', // without text; with text, see `ranked` below
    pris: 'm."pricePerGuest" ASC, m."id" ASC',
    'pris-faldende': 'm."pricePerGuest" DESC, m."id" DESC',
    bedoemmelse: 'm."ratingAverage" DESC, m."id" DESC',
    nyeste: 'm."createdAt" DESC, m."id" DESC',
    // The talent's nearest area; areas without a point (whole municipality/region) last.
    afstand: point
      ? `(SELECT min(${squaredKm(st, point)}) FROM "Location" l WHERE l."talent" = m."talent" AND l."latitude" IS NOT NULL) ASC NULLS LAST, m."id" ASC`
      : 'm."createdAt" DESC, m."id" DESC',
  }[sort];

  // One statement: the page, and beside each row the number of matches counted up to a cap
  // (at least one past the page, so "next" stays right however deep the visitor pages).
  const offset = (search.page - 1) * search.perPage;
  const countUpTo = Math.max(TOTAL_CAP, offset + search.perPage);
  const matching = [...filters, ...(textFilter ? [textFilter] : [])].join(' AND ');
  const limit = st.bind(countUpTo + 1);
  const count = `(SELECT count(*) FROM (SELECT 1 FROM "Menu" m WHERE ${matching} LIMIT ${limit}) capped)`;
  const pageOf = `LIMIT ${st.bind(search.perPage)} OFFSET ${st.bind(offset)}`;
  let statement = `SELECT m."id" AS id, ${count} AS total FROM "Menu" m WHERE ${matching} ORDER BY ${order} ${pageOf}`;
  if (ranked) {
    // Relevance scores the same capped set the count sees: the newest matches, up to one past the
    // cap. Below the cap that is every match, so the order is exact; a word that matches more (a
    // "menu" that is in every menu) ranks the newest of them instead of scoring the whole catalogue.
    // The menus of a talent named by the text come first (ts_rank stays far below 10).
    const candidates = `SELECT m."id", m."createdAt", -(ts_rank(m."search_document", ${match})${named ? ` + 10 * (${named})::int` : ''}) AS score FROM "Menu" m WHERE ${matching} ORDER BY m."createdAt" DESC, m."id" DESC LIMIT ${limit}`;
    statement =
      `WITH candidates AS (${candidates}) SELECT c."id" AS id, (SELECT count(*) FROM candidates) AS total FROM candidates c ` +
      `ORDER BY c.score ASC, c."createdAt" DESC, c."id" DESC ${pageOf}`;
  }
  const page = st.render(statement);
  const rows = await db.$queryRawUnsafe<{ id: string; total: number | bigint }[]>(page.sql, ...page.values);
  let counted = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && offset > 0) {
    // A page past the end: the count alone, so the visitor gets the right page links.
    const alone = st.render(`SELECT ${count} AS total`);
    counted = Number((await db.$queryRawUnsafe<{ total: number | bigint }[]>(alone.sql, ...alone.values))[0]?.total ?? 0);
  }
  const totalCapped = counted > countUpTo;
  const total = Math.min(counted, countUpTo);
  const suggestion = total === 0 && search.page === 1 ? await suggestCorrection(db, search.text, search.place, point) : undefined;
  return {
    ...(suggestion ? { suggestion } : {}),
    ids: rows.map((row) => String(row.id)),
    total,
    totalCapped,
    page: search.page,
    perPage: search.perPage,
    pageCount: Math.max(1, Math.ceil(total / search.perPage)),
  };
}

// ── "Mente du …?" ────────────────────────────────────────────────────────────────────────────

/**
 * The words of the newest published titles, read at most once a minute per process (only
 * searches that found nothing ask) and ranked in code with pg_trgm's own measure (suggest.ts).
 * In code rather than in pg_trgm: asking it per word over the titles took 210–260 ms at 100,000
 * menus (bench database), reading the titles 18 ms. Published only: a draft's words must never
 * be suggested to anyone.
 */
let titleWords: { at: number; words: string[] } | undefined;
/** Suggestions come from the words of this many newest published titles. */
const TITLE_WORDS_FROM = 20_000;
const WORD_SPLIT = /[^\p{L}\p{N}]+/u;

async function knownWords(db: RawClient): Promise<string[]> {
  if (!titleWords || Date.now() - titleWords.at > 60_000) {
    const rows = await db.$queryRawUnsafe<{ title: string }[]>(
      `SELECT "title" FROM "Menu" WHERE "status" = 'published' ORDER BY "createdAt" DESC LIMIT ${TITLE_WORDS_FROM}`,
    );
    const words = new Set<string>(SEARCH_WORDS);
    for (const row of rows) for (const w of row.title.toLocaleLowerCase('da').split(WORD_SPLIT)) if (w.length >= 3) words.add(w);
    titleWords = { at: Date.now(), words: [...words] };
  }
  return titleWords.words;
}

/** The search with each unknown word (and an unknown place) replaced by the closest known one. */
async function suggestCorrection(db: RawClient, text: string | undefined, place: string | undefined, point: Place | null) {
  const suggestion: { text?: string; place?: string } = {};
  if (place && !point) {
    const guess = closestWord(place, placeNames());
    if (guess) suggestion.place = guess;
  }
  if (text) {
    let changed = false;
    const words = await Promise.all(
      text.split(/\s+/).map(async (word) => {
        const plain = word.toLocaleLowerCase('da').replace(/[^\p{L}\p{N}]/gu, '');
        if (plain.length < 4 || /\d/.test(plain)) return word;
        const known = await knownWords(db);
        if (known.includes(plain)) return word;
        const guess = closestWord(plain, known);
        if (!guess) return word;
        changed = true;
        return guess;
      }),
    );
    if (changed) suggestion.text = words.join(' ');
  }
  return suggestion.text || suggestion.place ? suggestion : undefined;
}
