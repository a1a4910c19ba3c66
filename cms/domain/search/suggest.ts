/**
 * "Mente du …?" — the known word closest to a misspelt one, by trigram similarity (the measure
 * PostgreSQL's pg_trgm uses: shared three-letter pieces of the padded words over all pieces),
 * ties broken by edit distance. Pure, so menu words and the place form suggest alike; the
 * vocabulary comes from the caller (menu words from the database, place names from the resolver).
 */

/** The three-letter pieces of a word padded as pg_trgm pads it ("  ord "). */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word.toLocaleLowerCase('da')} `;
  const pieces = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) pieces.add(padded.slice(i, i + 3));
  return pieces;
}

export function similarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  let shared = 0;
  for (const piece of x) if (y.has(piece)) shared++;
  return shared / (x.size + y.size - shared);
}

/**
 * Levenshtein distance where swapping two neighbours costs ¾ of an edit: swapped letters are the
 * commonest typo, so "Vejel" is nearer "Vejle" than "Vejen".
 */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 0.75);
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The vocabulary word closest to `word`, or null when none is close enough: trigram similarity
 * of at least 0.3 (pg_trgm's default threshold), or at most two edits for a word of 5+ letters
 * (short words share few trigrams, so "coktails" must not depend on them alone).
 */
export function closestWord(word: string, vocabulary: Iterable<string>): string | null {
  const typed = word.toLocaleLowerCase('da').trim();
  if (typed.length < 3) return null;
  let best: { word: string; score: number; edits: number } | null = null;
  for (const candidate of vocabulary) {
    const known = candidate.toLocaleLowerCase('da');
    if (known === typed) return null; // spelt right: nothing to suggest
    const score = similarity(typed, known);
    const edits = Math.abs(known.length - typed.length) > 3 ? 99 : editDistance(typed, known);
    const close = score >= 0.3 || (typed.length >= 5 && edits <= 2);
    if (!close) continue;
    if (!best || edits < best.edits || (edits === best.edits && score > best.score)) best = { word: candidate, score, edits };
  }
  return best && best.edits <= Math.max(2, Math.ceil(typed.length / 3)) ? best.word : null;
}

/** Words people search for that are not necessarily in a title: categories and party themes. */
export const SEARCH_WORDS = [
  'cocktails',
  'mocktails',
  'drinks',
  'vin',
  'vinsmagning',
  'naturvin',
  'champagne',
  'øl',
  'ølsmagning',
  'mad',
  'alkoholfri',
  'bryllup',
  'firmafest',
  'fødselsdag',
  'julefrokost',
  'konfirmation',
  'polterabend',
  'sommerfest',
  'nytår',
  'gin',
  'whisky',
  'tapas',
  'brunch',
  'grill',
  'bartender',
  'mixolog',
  'kok',
  'buffet',
  'smagning',
  'bar',
];
