/**
 * What a visitor typed, as a PostgreSQL text-search query. PostgreSQL does the Danish work itself
 * (cms/domain/search/README.md): the 'danish' configuration lowercases, drops stop words and
 * stems ("menuer" → "menu", "cocktailen" → "cocktail"), and `mixbuddy_search_text` folds accents
 * ("creme" finds "crème") but keeps æ, ø and å. Here the text is only cut into words.
 *
 * - NFKC first, so look-alikes with a plain form (full-width "ｇｉｎ", "ﬁ") become those letters and
 *   a letter typed with a combining accent stays one letter.
 * - Letters and digits only: quotes, `&|!:*()` and the like never reach `to_tsquery`, whose own
 *   syntax they are.
 * - Every term is a prefix, so "bryllup" finds "bryllupsfest" and "vin" finds "vinsmagning".
 */

const MAX_TERMS = 8;

/** The words of a free-text query: letters and digits only, lowercased, at most 8. */
export function searchTerms(text: string): string[] {
  const words = text.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.toLocaleLowerCase('da')))].slice(0, MAX_TERMS);
}

/** A to_tsquery expression: every term as a prefix (bryllup:* & vin:*). */
export function tsQuery(terms: string[]): string {
  return terms.map((term) => `${term}:*`).join(' & ');
}
