/**
 * The built-in assistant's understanding of a request: from "cocktails til 40 gæster i Aarhus den
 * 12. juni, max 300 kr pr. person" to { category: 'cocktails', guests: 40, place: 'Aarhus',
 * region: 'midtjylland', date: '2027-06-12', maxPrice: 30000 }.
 *
 * Pure (no database, no clock: `today` is passed in), so it is tested table by table
 * (tests/unit/assistant-parser.test.ts). Rules of thumb, each a small function below:
 * - numbers may be words ("fyrre", "femogtyve", "forty-five"); they become digits first;
 * - a date without a year is the next such day from today; weekdays and "i morgen" count from today;
 * - a budget is per person unless it says "i alt"/"samlet" (or is too big to be per person), and
 *   a total is divided by the guests; prices are øre;
 * - places are matched on whole words with Danish letters (JavaScript's \b knows only ASCII).
 */
import { kronerToOre } from '../money';
import type { Region } from '../search/params';
import { numberWordsToDigits } from './numbers';
import { findPlaceIn, placeNames, placeOfPostcode, resolvePlace } from '../places';
import { closestWord } from '../search/suggest';
import { ANYWHERE, REGION_NAMES } from './places';

export type Category = 'cocktails' | 'vin' | 'oel' | 'mad' | 'alkoholfri';
export type HelpTopic = 'booking' | 'betaling' | 'aflysning' | 'udbetaling' | 'gebyr' | 'alder' | 'bliv-talent';

export type AssistantFilters = {
  guests?: number;
  /** A town as talent write it ("Aarhus" matches "Aarhus C"). */
  place?: string;
  region?: Region;
  /** The visitor said the place does not matter. */
  anywhere?: boolean;
  /** YYYY-MM-DD in Copenhagen. */
  date?: string;
  /** YYYY-MM: only a month was given ("i marts"); the assistant asks for the day. */
  month?: string;
  /** "billigere?": the cheapest first, under the last budget when there was one. */
  cheaper?: boolean;
  /** Øre per guest. */
  maxPrice?: number;
  /** Øre for the whole party, when the visitor gave a total. */
  totalBudget?: number;
  category?: Category;
  alcoholFree?: boolean;
  /** A theme for the full-text search ("bryllup", "jul", "tiki"). */
  text?: string;
};

export type Intent = 'search' | 'help' | 'refuse' | 'unknown';
/** `placeGuess`: a place name we do not know after "i"/"på" ("i Hellerop"), and the closest one we do. */
export type ParsedRequest = {
  intent: Intent;
  filters: AssistantFilters;
  helpTopic?: HelpTopic;
  placeGuess?: { typed: string; meant: string };
};

/** Whole-word matching that understands æ, ø and å. */
const L = '\\p{L}\\p{N}';
const word = (pattern: string, flags = 'u') => new RegExp(`(?<![${L}])(?:${pattern})(?![${L}])`, flags);
/** A word that starts with the pattern ("bryllup" in "bryllupsfest"). */
const wordStart = (pattern: string, flags = 'u') => new RegExp(`(?<![${L}])(?:${pattern})`, flags);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MONTHS: [number, string][] = [
  [1, 'januar|january|jan'],
  [2, 'februar|february|feb'],
  [3, 'marts|march|mar'],
  [4, 'april|apr'],
  [5, 'maj|may'],
  [6, 'juni|june|jun'],
  [7, 'juli|july|jul'],
  [8, 'august|aug'],
  [9, 'september|sept|sep'],
  [10, 'oktober|october|okt|oct'],
  [11, 'november|nov'],
  [12, 'december|dec'],
];
const MONTH_PATTERN = MONTHS.map(([, names]) => names).join('|');
const monthNumber = (name: string) => MONTHS.find(([, names]) => names.split('|').includes(name))?.[0];

const WEEKDAYS: [number, string][] = [
  [1, 'mandag|monday'],
  [2, 'tirsdag|tuesday'],
  [3, 'onsdag|wednesday'],
  [4, 'torsdag|thursday'],
  [5, 'fredag|friday'],
  [6, 'lørdag|saturday'],
  [7, 'søndag|sunday'],
];

const GUEST_WORDS =
  'gæster|gæst|gaester|børn|kids|children|adults|personer|person|pers\\.?|mennesker|deltagere|kuverter|mand|voksne|guests|guest|people|persons|pax|kollegaer|kolleger|venner|veninder|stk\\.?|styk|hoveder|sjæle|familiemedlemmer|medarbejdere|ansatte|gutter|piger|drenge|friends|colleagues|attendees|heads|souls';
const MONEY_UNIT = 'kr\\.?|kroner|dkk|,-';
const PER_PERSON = `(?:pr\\.?|per|pro|/|om|a|hver|each)\\s*(?:${GUEST_WORDS}|hoved|head|næse|kuvert)`;

/** Today plus `days`, as YYYY-MM-DD. */
function addDays(today: string, days: number): string {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function realDay(year: number, month: number, day: number): string | undefined {
  const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const date = new Date(`${iso}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : undefined;
}

/** A day and month without a year: this year's, or next year's once it has passed. */
function nextOccurrence(today: string, month: number, day: number, year?: number): string | undefined {
  if (year) return realDay(year < 100 ? 2000 + year : year, month, day);
  const thisYear = Number(today.slice(0, 4));
  const candidate = realDay(thisYear, month, day);
  if (candidate && candidate >= today) return candidate;
  return realDay(thisYear + 1, month, day);
}

/** The first day of the next month with this number (this month counts while it lasts). */
function firstOfMonth(today: string, month: number): string {
  const year = Number(today.slice(0, 4));
  const thisMonth = Number(today.slice(5, 7));
  return `${month < thisMonth ? year + 1 : year}-${String(month).padStart(2, '0')}-01`;
}

/** "i marts", "in March", "til sommer i juli": a month alone → YYYY-MM (the next such month). */
function parseMonth(text: string, today: string): string | undefined {
  const m = new RegExp(
    `(?<![${L}])(?:i|in|til|omkring|engang i|sidst i|først i|midt i|during)\\s+(${MONTH_PATTERN})(?:\\s+(\\d{4}))?(?![${L}])`,
    'u',
  ).exec(text);
  if (!m) return undefined;
  const month = monthNumber(m[1]!)!;
  if (m[2]) return `${m[2]}-${String(month).padStart(2, '0')}`;
  return firstOfMonth(today, month).slice(0, 7);
}

function parseDate(text: string, today: string): string | undefined {
  let m = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/.exec(text);
  if (m) return realDay(Number(m[1]), Number(m[2]), Number(m[3]));

  m = new RegExp(
    `(?<![\\d.])(\\d{1,2})(?:\\.|st|nd|rd|th)?\\s*(?:(?:af|of)\\s+)?(${MONTH_PATTERN})\\.?(?![${L}])(?:\\s+(\\d{4}))?`,
    'u',
  ).exec(text);
  if (m) return nextOccurrence(today, monthNumber(m[2])!, Number(m[1]), m[3] ? Number(m[3]) : undefined);

  m = new RegExp(`(?<![${L}])(${MONTH_PATTERN})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?!\\d)(?:,?\\s+(\\d{4}))?`, 'u').exec(text);
  if (m) return nextOccurrence(today, monthNumber(m[1])!, Number(m[2]), m[3] ? Number(m[3]) : undefined);

  // 12/6, 12/6/2027, 12.6.2027, 12-06-2027; "den 12.6" (without a year only after "den"/"d.").
  m =
    /(?<![\d.,])(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?(?![\d/])/.exec(text) ??
    /(?<![\d.,])(\d{1,2})[.-](\d{1,2})[.-](\d{2,4})(?![\d.-])/.exec(text);
  if (!m) m = /(?:den|d\.)\s+(\d{1,2})\.(\d{1,2})(?![\d.])()/.exec(text);
  if (m) return nextOccurrence(today, Number(m[2]), Number(m[1]), m[3] ? Number(m[3]) : undefined);

  if (word('i overmorgen|day after tomorrow').test(text)) return addDays(today, 2);
  if (word('i morgen|tomorrow').test(text)) return addDays(today, 1);
  if (word('i dag|i aften|today|tonight').test(text)) return today;

  // "om to uger", "om 3 dage", "om en uge", "in two weeks" (number words are digits by now).
  m = new RegExp(`(?<![${L}])(?:om|in)\\s+(\\d{1,2}|en|et|a|one)\\s+(uger?|dage?|weeks?|days?)(?![${L}])`, 'u').exec(text);
  if (m) {
    const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : 1;
    return addDays(today, /^(?:uge|week)/.test(m[2]!) ? n * 7 : n);
  }
  // "i weekenden", "this weekend", "næste weekend": the coming Saturday.
  m = new RegExp(`(?<![${L}])(næste|next|)\\s*(?:weekend(?:en)?)(?![${L}])`, 'u').exec(text);
  if (m) {
    const current = ((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const ahead = (6 - current + 7) % 7;
    return addDays(today, ahead + (m[1] && current >= 5 ? 7 : 0) - (current === 7 && !m[1] ? 1 : 0));
  }
  // "en lørdag i marts", "a Saturday in March", "første fredag i juni": the first such day of the month.
  for (const [weekday, names] of WEEKDAYS) {
    m = new RegExp(`(?<![${L}])(?:${names})(?:en)?\\s+(?:i|in|of|midt i|sidst i|først i)\\s+(${MONTH_PATTERN})(?![${L}])`, 'u').exec(text);
    if (!m) continue;
    const first = firstOfMonth(today, monthNumber(m[1]!)!);
    const offset = (weekday - (((new Date(`${first}T12:00:00Z`).getUTCDay() + 6) % 7) + 1) + 7) % 7;
    let day = addDays(first, offset);
    while (day < today) day = addDays(day, 7);
    return day;
  }

  const holidays: [string, number, number][] = [
    ['nytårsaften|nytårsaftensdag|new year.s eve', 12, 31],
    ['juleaften|christmas eve', 12, 24],
    ['sankthans\\w*|skt\\.? hans', 6, 23],
    ['valentinsdag|valentine.s day', 2, 14],
  ];
  for (const [names, month, day] of holidays) if (word(names).test(text)) return nextOccurrence(today, month, day);

  for (const [weekday, names] of WEEKDAYS) {
    if (!word(`(?:på |næste |on |next |this |)(?:${names})`).test(text)) continue;
    const current = ((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const ahead = (weekday - current + 7) % 7 || 7;
    return addDays(today, ahead);
  }
  return undefined;
}

/** Everyday words for a number of people ("et par venner", "en håndfuld kolleger"). */
const PEOPLE_AMOUNTS: [RegExp, string][] = [
  [/(?<![\p{L}])(?:et|ét) par(?![\p{L}])/gu, '2'],
  [/(?<![\p{L}])(?:en )?(?:lille )?håndfuld(?![\p{L}])/gu, '5'],
  [/(?<![\p{L}])(?:a )?couple of(?![\p{L}])/gu, '2'],
  [/(?<![\p{L}])(?:a )?handful of(?![\p{L}])/gu, '5'],
  // numbers.ts reads "dusin"/"snes" as 12/20 and leaves the article: "et 12" is 12.
  [/(?<![\p{L}])(?:et|en|a) (\d{1,4})(?![\d.,])/gu, '$1'],
];
/** The groups a party is told in ("10 voksne og 5 børn"): the guest words and who they are. */
const GROUP_WORDS = `${GUEST_WORDS}|børnene|unger|teenagere`;

/** "10 voksne og 5 børn" → 15, "8+4" → 12, "12 + 3 gæster" → 15: a party told as the sum of its groups. */
function sumOfGroups(text: string): number | undefined {
  const plus = /(?<![\d.,:/])(\d{1,4})((?:\s*\+\s*\d{1,4})+)(?![\d.,:/]|\s*(?:kr|dkk|%))/u.exec(text);
  if (plus) return [plus[1], ...plus[2].split('+').slice(1)].reduce((sum, n) => sum + Number(n), 0);
  const groups = [...text.matchAll(new RegExp(`(?<![\\d.,])(\\d{1,4})\\s*(?:${GROUP_WORDS})(?![${L}])`, 'gu'))];
  if (groups.length < 2) return undefined;
  let sum = Number(groups[0]![1]);
  for (let i = 1; i < groups.length; i++) {
    const between = text.slice(groups[i - 1]!.index! + groups[i - 1]![0].length, groups[i]!.index);
    if (!/^\s*(?:og|plus|and|\+|,|&)\s*$/u.test(between)) return sum;
    sum += Number(groups[i]![1]);
  }
  return sum;
}

function parseGuests(raw: string): number | undefined {
  const valid = (n: number) => (Number.isInteger(n) && n >= 1 && n <= 1000 ? n : undefined);
  const text = PEOPLE_AMOUNTS.reduce((out, [pattern, digits]) => out.replace(pattern, digits), raw);
  const sum = sumOfGroups(text);
  if (sum) return valid(sum);
  // The answer to "how many guests?" may be just a number.
  const only = /^\s*(?:ca\.?|cirka|omkring|about|around)?\s*(\d{1,4})\s*[.!]?\s*$/.exec(text);
  if (only) return valid(Number(only[1]));
  let m = new RegExp(`(?<![\\d.,])(\\d{1,3})\\s*(?:-|–|til|to|à|a)\\s*(\\d{1,4})\\s*(?:${GUEST_WORDS})(?![${L}])`, 'u').exec(text);
  // "20-30 gæster": enough room for the most; "i 2100 til 50 gæster" is a postcode, not a range.
  if (m && Number(m[1]) < Number(m[2])) return valid(Number(m[2]));
  m = new RegExp(`(?<![\\d.,])(\\d{1,4})\\s*(?:${GUEST_WORDS})(?![${L}])`, 'u').exec(text);
  if (m && !new RegExp(`${PER_PERSON}$`, 'u').test(text.slice(0, m.index + m[0].length))) return valid(Number(m[1]));
  m = new RegExp(
    `(?<![${L}])(?:vi er|vi bliver|we are|we're|there are|til|for|party of)\\s+(?:ca\\.?|cirka|omkring|about|around|)\\s*(\\d{1,4})(?![\\d/:]|[.,]\\d|\\.?\\s*(?:${MONEY_UNIT}|${MONTH_PATTERN}|%|år|years))`,
    'u',
  ).exec(text);
  if (m) return valid(Number(m[1]));
  return undefined;
}

/** "12.000" → 12000, "1.500,50" → 1500.5, "300" → 300 (kroner). */
const kroner = (digits: string, decimals?: string) => Number(digits.replace(/\./g, '')) + (decimals ? Number(`0.${decimals}`) : 0);

function parseBudget(text: string): { amount: number; perPerson: boolean; total: boolean } | undefined {
  const amount = '(\\d{1,3}(?:\\.\\d{3})+|\\d+)(?:,(\\d{1,2}))?';
  const upTo =
    'max\\.?|maks\\.?|maksimum|maximum|højst|hoejst|under|op til|ikke over|budget(?:\\s+(?:på|of|er|is))?|up to|at most|below|less than|no more than';
  const withUnit = new RegExp(`(?<![\\d.,])${amount}\\s*(?:${MONEY_UNIT})`, 'u').exec(text);
  const afterLimit = new RegExp(`(?<![${L}])(?:${upTo})\\s*(?:kr\\.?\\s*|dkk\\s*)?${amount}(?![\\d]|\\s*(?:${GUEST_WORDS}|%))`, 'u').exec(
    text,
  );
  const m = withUnit ?? afterLimit;
  if (!m) return undefined;
  const rest = text.slice(m.index + m[0].length);
  const perPerson = new RegExp(`^\\s*(?:kr\\.?|kroner|dkk|,-)?\\s*${PER_PERSON}`, 'u').test(rest);
  const total = word('i alt|samlet|total|in total|totalt|for det hele|for hele festen').test(text);
  return { amount: kroner(m[1], m[2]), perPerson, total };
}

const CATEGORY_WORDS: [Category, string][] = [
  ['cocktails', '\\p{L}*cocktail|drinks|drink|drinksbar|bartender|mixolog|gin|tiki|mojito|margarita|signaturdrink'],
  ['vin', 'vin(?:e|en|ene|smagning|menu|bar)?(?![\\p{L}])|naturvin|rødvin|hvidvin|rosé|wine|champagne|bobler|mousserende|cava|prosecco'],
  ['oel', 'øl|ølsmagning|oel|beer|fadøl|bryg|ipa(?![\\p{L}])'],
  [
    'mad',
    'mad(?![\\p{L}])|middag|aftensmad|frokost(?![\\p{L}])|brunch|tapas|buffet|kok(?:ken|ke)?(?![\\p{L}])|food|dinner|lunch|grill|sushi|canapé|smørrebrød|retters|retter(?![\\p{L}])|smagsmenu|chef|gourmet|street food|pizza',
  ],
];
const ALCOHOL_FREE =
  'alkoholfri|alkoholfrie|alkoholfrit|uden alkohol|ingen alkohol|mocktail|mocktails|non-alcoholic|non alcoholic|alcohol-free|alcohol free|without alcohol|no alcohol|0 %|0%|nul procent';

function parseCategory(text: string): { category?: Category; alcoholFree: boolean } {
  const alcoholFree = wordStart(ALCOHOL_FREE).test(text);
  let found: { category: Category; at: number } | undefined;
  for (const [category, pattern] of CATEGORY_WORDS) {
    const m = wordStart(pattern).exec(text);
    if (m && (!found || m.index < found.at)) found = { category, at: m.index };
  }
  // "Alkoholfri cocktails" are in the alcohol-free category; the filter says it better than a category.
  if (alcoholFree) return { alcoholFree, category: found?.category === 'mad' ? 'mad' : undefined };
  return { alcoholFree, category: found?.category };
}

const THEMES: [string, string][] = [
  ['bryllup', 'bryllup|wedding'],
  ['jul', 'jul(?!i(?![\\p{L}]))(?!y)|christmas|xmas'],
  ['firmafest', 'firmafest|firmaarrangement|company party|office party'],
  ['fødselsdag', 'fødselsdag|birthday'],
  ['sommer', 'sommer|summer'],
  ['tiki', 'tiki'],
  ['gin', 'gin(?![\\p{L}])'],
  ['champagne', 'champagne'],
  ['naturvin', 'naturvin'],
  ['tapas', 'tapas'],
  ['brunch', 'brunch'],
  ['grill', 'grill'],
  ['whisky', 'whisky|whiskey'],
  ['nytår', 'nytår|new year'],
];

function parseTheme(text: string): string | undefined {
  return THEMES.find(([, pattern]) => wordStart(pattern).test(text))?.[0];
}

function parsePlace(text: string, original: string): Pick<AssistantFilters, 'place' | 'region' | 'anywhere'> {
  if (ANYWHERE.some((phrase) => word(escape(phrase)).test(text))) return { anywhere: true };
  // Region names first: "Region Sjælland" is a region even though "Sjælland" is no town.
  const regions = REGION_NAMES.flatMap((r) => r.aliases.map((alias) => ({ alias, region: r.region }))).sort(
    (a, b) => b.alias.length - a.alias.length,
  );
  const regionMatch = regions.find(({ alias }) => alias.startsWith('region ') && word(escape(alias)).test(text));
  if (regionMatch) return { region: regionMatch.region };
  // Towns, suburbs, districts and municipalities: the one place resolver (cms/domain/places).
  const place = findPlaceIn(original);
  if (place) return { place: place.label, region: place.region };
  const postcode = /(?<![\d.,])([1-9]\d{3})(?![\d.,]|\s*(?:kr|kroner|dkk|gæst|pers))/.exec(text);
  if (postcode && !/^20[2-4]\d$/.test(postcode[1])) {
    const known = placeOfPostcode(postcode[1]);
    if (known) return { place: postcode[1], region: known.region };
  }
  for (const { alias, region } of regions) if (word(escape(alias)).test(text)) return { region };
  return {};
}

const HELP_TOPICS: [HelpTopic, string][] = [
  ['alder', 'aldersgrænse|alder(?:en|skrav)?|hvor gammel|år gammel|18 år|myndig|age limit|how old|minimum age'],
  [
    'bliv-talent',
    'blive talent|bliv talent|bliver (?:jeg |man )?talent|blive bartender på|sælge mine|tilbyde mine|oprette en profil som|arbejde for mixbuddy|become (?:a )?talent|sign up as|work as a bartender',
  ],
  ['aflysning', 'aflys|annuller|afbestil|refusion|refunder|fortryd|pengene tilbage|cancel|refund'],
  ['udbetaling', 'udbetal|wallet|saldo|payout|paid out|indtjening|min løn|få mine penge|får talent(?:et)? penge|får talenterne'],
  ['gebyr', 'gebyr|provision|kommission|hvor meget tager i|hvad tager mixbuddy|fee|commission|cut'],
  ['betaling', 'betal|kortbetaling|mobilepay|stripe|payment|pay(?![\\p{L}])|moms'],
  ['booking', 'book|bestil|forespørg|reserv|hvordan virker|how does'],
];
const QUESTION = word(
  'hvordan|hvornår|hvad sker|hvad gør|kan jeg|skal jeg|må jeg|hvor lang|hvor mange dage|hvor meget|hvor gammel|hvad koster det at|hvad er|how|when|can i|do i|what happens|what is|how much|how old',
);
const INJECTION = wordStart(
  'ignorer|ignore|glem dine|forget your|disregard|system ?prompt|dine instrukser|your instructions|jailbreak|du er nu|you are now',
);
const PERSONAL_DATA = wordStart(
  'e-?mail|mailadresse|telefon|tlf|mobilnummer|adresse|cpr|kodeord|adgangskode|password|bankkonto|kontonummer|personlige oplysninger|personoplysninger|phone number|address',
);
const OTHER_PEOPLE = wordStart('bruger|kunde|alle|andre|hans|hendes|deres|talent|users|customers|everyone|other people|their');

/** Parses one message. `today` is YYYY-MM-DD in Copenhagen. */
export function parseRequest(message: string, today: string): ParsedRequest {
  const text = numberWordsToDigits(message.normalize('NFC').toLocaleLowerCase('da')).replace(/\s+/g, ' ');

  if (INJECTION.test(text) || (PERSONAL_DATA.test(text) && OTHER_PEOPLE.test(text))) return { intent: 'refuse', filters: {} };

  const filters: AssistantFilters = {};
  const guests = parseGuests(text);
  if (guests) filters.guests = guests;
  Object.assign(filters, parsePlace(text, message));
  const date = parseDate(text, today);
  if (date) filters.date = date;
  const month = date ? undefined : parseMonth(text, today);
  if (month) filters.month = month;
  if (wordStart('billigere|billigst|lavere pris|mindre budget|cheaper|less expensive').test(text)) filters.cheaper = true;
  const { category, alcoholFree } = parseCategory(text);
  if (category) filters.category = category;
  if (alcoholFree) filters.alcoholFree = true;
  const theme = parseTheme(text);
  if (theme) filters.text = theme;
  const budget = parseBudget(text);
  if (budget) {
    const ore = kronerToOre(budget.amount);
    const looksTotal = budget.total || (!budget.perPerson && budget.amount >= 2000);
    if (looksTotal) {
      filters.totalBudget = ore;
      if (filters.guests) filters.maxPrice = Math.floor(ore / filters.guests);
    } else {
      filters.maxPrice = ore;
    }
  }

  const placeGuess = filters.place || filters.region || filters.anywhere ? undefined : guessPlace(message);

  const searching = Boolean(
    filters.category ||
    filters.alcoholFree ||
    filters.text ||
    filters.place ||
    filters.region ||
    filters.guests ||
    filters.maxPrice ||
    filters.date ||
    filters.month ||
    filters.cheaper,
  );
  const helpTopic = HELP_TOPICS.find(([, pattern]) => wordStart(pattern).test(text))?.[0];
  // A question about the terms wins over a party search, unless it also says where or for how
  // many ("bartender" alone in "hvad hvis bartenderen aflyser?" is no search).
  const asksHelp =
    helpTopic && ((QUESTION.test(text) && !(filters.place || filters.region || filters.guests || filters.date)) || !searching);
  if (asksHelp) {
    return { intent: 'help', filters: {}, helpTopic };
  }
  return { intent: searching ? 'search' : 'unknown', filters, ...(placeGuess ? { placeGuess } : {}) };
}

/** "cocktails i Hellerop" → { typed: 'Hellerop', meant: 'Hellerup' }: a word after "i"/"på" that is no place we know. */
function guessPlace(message: string): { typed: string; meant: string } | undefined {
  for (const m of message.normalize('NFC').matchAll(/(?<![\p{L}])(?:i|på|in)\s+(\p{Lu}[\p{L}-]{3,})/gu)) {
    const typed = m[1]!;
    if (resolvePlace(typed)) continue;
    const meant = closestWord(typed, placeNames());
    if (meant) return { typed, meant };
  }
  return undefined;
}

/**
 * A new question — one that names what it is about (category, theme or alcohol-free) and does
 * not open as a follow-up ("og …", "hvad med …", "nej, …") — starts the conversation's search
 * afresh, so nothing of the last question (a "bryllup", a budget, a place) is carried into it.
 * A message that only answers or changes a detail (the place, the guests, the date, "billigere?")
 * is a follow-up to the last one.
 */
export function isCompleteRequest(filters: AssistantFilters, message = ''): boolean {
  const what = Boolean(filters.category || filters.text || filters.alcoholFree);
  const followUp = /^\s*(?:og|men|også|hvad med|nej|jeg mente|i stedet|what about|and|but|also|no|instead)(?![\p{L}])/iu.test(message);
  return what && !followUp;
}

/**
 * The filters of a conversation: each user message may add to or correct the last ("i Aarhus",
 * then "vi bliver 30"); a complete new request starts over. A later value wins; a follow-up
 * changes only what it names ("og til 40?" the guests, "hvad med i Odense?" the place,
 * "billigere?" the budget); a total budget is divided by the latest guest count.
 */
export function mergeFilters(messages: AssistantFilters[], texts: string[] = []): AssistantFilters {
  let merged: AssistantFilters = {};
  messages.forEach((filters, index) => {
    if (isCompleteRequest(filters, texts[index])) merged = {};
    if (filters.place || filters.region || filters.anywhere) {
      delete merged.place;
      delete merged.region;
      delete merged.anywhere;
    }
    if (filters.maxPrice !== undefined || filters.totalBudget !== undefined) {
      delete merged.maxPrice;
      delete merged.totalBudget;
    }
    // What is served is named as a whole: "cocktails" after "mocktails" is no longer alcohol-free.
    if (filters.category || filters.alcoholFree) {
      delete merged.category;
      delete merged.alcoholFree;
    }
    if (filters.date || filters.month) {
      delete merged.date;
      delete merged.month;
    }
    const cheaperThan = filters.cheaper && merged.maxPrice !== undefined && filters.maxPrice === undefined ? merged.maxPrice : undefined;
    Object.assign(merged, filters);
    // "billigere?": a fifth under the last budget, in whole tens of kroner.
    if (cheaperThan !== undefined) merged.maxPrice = Math.floor((cheaperThan * 0.8) / 1000) * 1000;
  });
  if (merged.totalBudget && merged.guests) merged.maxPrice = Math.floor(merged.totalBudget / merged.guests);
  return merged;
}
