/**
 * Danish text handling for menu search, applied to what a visitor types before it reaches the
 * database's own text search (PostgreSQL full-text with the 'danish' config).
 *
 * - Case and letters: lowercased with Danish rules; æ, ø and å stay letters of their own
 *   (PostgreSQL folds case the same way on the indexed side).
 * - Word forms: a light stemmer strips common inflection endings (plural, definite article,
 *   genitive), and every term is searched as a prefix, so "bryllupper" finds "bryllup" and
 *   "bryllupsfest", and "vine" finds "vin" and "vinsmagning".
 */

/** Longest first, so "erne" wins over "er" and "e". */
const ENDINGS = ['ernes', 'enes', 'erne', 'ene', 'ers', 'ets', 'ens', 'er', 'en', 'et', 'es', 'e', 's', 'r'];
const MIN_STEM = 3;
const MAX_TERMS = 8;
/** Small words that say nothing about a menu ("cocktails med gin til bryllup"). */
const STOP_WORDS = new Set([
  'og',
  'i',
  'med',
  'til',
  'for',
  'på',
  'af',
  'en',
  'et',
  'den',
  'det',
  'de',
  'at',
  'er',
  'som',
  'fra',
  'om',
  'eller',
  'vi',
  'jeg',
]);

/** "Cocktails" → "cocktail", "bryllupperne" → "bryllup", "øl" → "øl". */
export function danishStem(word: string): string {
  const lower = word.toLocaleLowerCase('da');
  for (const ending of ENDINGS) {
    if (lower.endsWith(ending) && lower.length - ending.length >= MIN_STEM) {
      return undoubleFinalConsonant(lower.slice(0, -ending.length));
    }
  }
  return lower;
}

/** "bryllupp" (from "bryllupper") → "bryllup"; "glass" stays a prefix of "glasset" either way. */
function undoubleFinalConsonant(stem: string): string {
  const last = stem.at(-1) ?? '';
  if (stem.length > MIN_STEM && /[bcdfghjklmnpqrstvwxz]/.test(last) && stem.at(-2) === last) return stem.slice(0, -1);
  return stem;
}

/** The search terms of a free-text query: letters and digits only, stemmed, at most 8. */
export function searchTerms(text: string): string[] {
  const words = text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = words
    .map((word) => word.toLocaleLowerCase('da'))
    .filter((word) => !STOP_WORDS.has(word))
    .map(danishStem);
  return [...new Set(terms)].slice(0, MAX_TERMS);
}

/** A PostgreSQL to_tsquery expression: every term as a prefix (bryllup:* & vin:*). */
export function tsQuery(terms: string[]): string {
  return terms.map((term) => `${term}:*`).join(' & ');
}
