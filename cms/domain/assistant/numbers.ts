/**
 * Numbers written as words, Danish and English: "fyrre" → 40, "femogtyve" → 25,
 * "to hundrede og halvtreds" → 250, "forty-five" → 45. Used by the parser to turn a request into
 * digits before it looks for guests and budgets.
 */

const UNITS: Record<string, number> = {
  nul: 0,
  en: 1,
  et: 1,
  én: 1,
  ét: 1,
  to: 2,
  tre: 3,
  fire: 4,
  fem: 5,
  seks: 6,
  syv: 7,
  otte: 8,
  ni: 9,
  ti: 10,
  elleve: 11,
  tolv: 12,
  tretten: 13,
  fjorten: 14,
  femten: 15,
  seksten: 16,
  sytten: 17,
  atten: 18,
  nitten: 19,
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};

const TENS: Record<string, number> = {
  tyve: 20,
  tredive: 30,
  tredeve: 30,
  fyrre: 40,
  fyrretyve: 40,
  halvtreds: 50,
  tres: 60,
  halvfjerds: 70,
  firs: 80,
  halvfems: 90,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const SCALES: Record<string, number> = { hundrede: 100, hundred: 100, tusind: 1000, tusinde: 1000, thousand: 1000 };

/** "dusin" and friends: a word that is a number on its own. */
const SPECIAL: Record<string, number> = { dusin: 12, snes: 20, halvtreds: 50 };

/** One word → its value, or null. Handles Danish compounds ("femogfyrre") and "forty-five". */
function wordValue(word: string): number | null {
  if (word in UNITS) return UNITS[word];
  if (word in TENS) return TENS[word];
  if (word in SPECIAL) return SPECIAL[word];
  const danish = /^(en|et|to|tre|fire|fem|seks|syv|otte|ni)og(tyve|tredive|fyrre|halvtreds|tres|halvfjerds|firs|halvfems)$/.exec(word);
  if (danish) return UNITS[danish[1]] + TENS[danish[2]];
  const english = /^(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(one|two|three|four|five|six|seven|eight|nine)$/.exec(word);
  if (english) return TENS[english[1]] + UNITS[english[2]];
  return null;
}

const isScale = (word: string) => word in SCALES;

/**
 * Replaces every run of number words with its digits; other text is left as it was.
 * "en"/"et"/"one"/"a" count only before "hundrede"/"tusind" (else they are articles: "en fest").
 */
export function numberWordsToDigits(text: string): string {
  // Alternating [between, word, between, word, …]: words are letters, optionally hyphenated.
  const parts = text.split(/([\p{L}]+(?:-[\p{L}]+)?)/u);
  const word = (index: number) => (parts[index] ?? '').toLocaleLowerCase('da');
  const onlySpace = (index: number) => /^\s+$/.test(parts[index] ?? '');
  let out = parts[0];
  let i = 1;
  while (i < parts.length) {
    const run = readNumber(word, onlySpace, (index) => parts[index] ?? '', i);
    if (run) {
      out += String(run.value);
      i = run.next;
    } else {
      out += parts[i];
      i += 1;
    }
    if (i < parts.length) out += parts[i];
    i += 1;
  }
  return out;
}

/** Reads one number whose first word is at `start` (words sit at odd indexes); `next` is the index just after its last word. */
function readNumber(
  word: (index: number) => string,
  onlySpace: (index: number) => boolean,
  textAt: (index: number) => string,
  start: number,
) {
  const first = word(start);
  const next = (index: number) => (onlySpace(index + 1) ? word(index + 2) : '');
  if (['en', 'et', 'one', 'a'].includes(first) && !isScale(next(start))) return null;
  if (first !== 'a' && wordValue(first) === null && !isScale(first)) return null;
  // English "up to 300", "to 40 guests": a preposition, not the Danish two.
  if (first === 'to' && /^\s+\d/.test(textAt(start + 1))) return null;

  let total = 0;
  let current = 0;
  let last = -1;
  for (let i = start; ; i += 2) {
    const w = word(i);
    if (last >= 0 && !onlySpace(i - 1)) break;
    if ((w === 'og' || w === 'and') && last >= 0) {
      // "hundrede og tyve": a connector only when a number word follows.
      if (wordValue(next(i)) === null) break;
      continue;
    }
    if (w === 'a' && isScale(next(i))) {
      current = 1;
    } else if (isScale(w)) {
      current = (current || 1) * SCALES[w];
      if (SCALES[w] >= 1000) {
        total += current;
        current = 0;
      }
    } else {
      const value = wordValue(w);
      if (value === null) break;
      current += value;
    }
    last = i;
  }
  return last >= 0 ? { value: total + current, next: last + 1 } : null;
}
