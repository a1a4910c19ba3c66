/**
 * Places — the one resolver every part of MixBuddy uses to turn what a person typed ("Hellerup",
 * "2900", "Kbh", "Nørrebro", "Aarhus C", "Copenhagen", "Gentofte Kommune") into a point with its
 * postcode, municipality and region. /soeg, the assistant, onboarding and the location settings
 * all call `resolvePlace`; the search then asks whose service area covers that point.
 *
 * Data: `data/postcodes.json` (GeoNames, CC BY 4.0 — see data/README.md) and `aliases.ts`.
 * Pure: no database, no env, so the site bundle, the server and the tests share it.
 */
import rows from './data/postcodes.json';
import { AARHUS_DISTRICTS, MUNICIPALITY_ALIASES, PLACE_ALIASES, TOWN_SPELLINGS } from './aliases';
import { REGIONS, type Region } from '../search/params';

export type PlaceKind = 'postcode' | 'town' | 'district' | 'municipality';

export type Place = {
  /** How the place is written back to a person ("Hellerup", "Nørrebro", "Gentofte Kommune"). */
  label: string;
  /** The town or district as stored on an area ("Hellerup" for "2900", else the label). */
  town: string;
  /** The postcode whose centre stands for the place (municipalities: their first postcode). */
  postcode: string;
  latitude: number;
  longitude: number;
  municipality: string;
  region: Region;
  kind: PlaceKind;
};

type Row = [postcode: string, name: string, latitude: number, longitude: number, municipality: string, region: string];
const POSTCODES = rows as Row[];

/**
 * The key a name is looked up by: lower case, no dots or commas, and æ/ø/å folded together with
 * their ASCII spellings, so "Århus", "Aarhus" and "arhus" meet, as do "Køge" and "Koege".
 */
export function placeKey(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('da')
    .replace(/[.,;:!?()"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(kbh|cph|kbhvn)(?= )/, 'københavn')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'a')
    .replace(/å/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ae/g, 'a')
    .replace(/aa/g, 'a')
    .replace(/kgs /g, 'kongens ')
    .replace(/ kommune$/, '');
}

/** "indre by" → "Indre By": aliases are written in lower case. */
const capitalised = (text: string) =>
  text.replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toLocaleUpperCase('da'));

const isRegion = (value: string): value is Region => (REGIONS as readonly string[]).includes(value);

function placeOfRow(row: Row, kind: PlaceKind, label = row[1]): Place {
  const region = isRegion(row[5]) ? row[5] : 'hovedstaden';
  return {
    label,
    town: kind === 'postcode' ? row[1] : label,
    postcode: row[0],
    latitude: row[2],
    longitude: row[3],
    municipality: row[4],
    region,
    kind,
  };
}

function centroid(group: Row[]): { latitude: number; longitude: number } {
  const latitude = group.reduce((sum, row) => sum + row[2], 0) / group.length;
  const longitude = group.reduce((sum, row) => sum + row[3], 0) / group.length;
  return { latitude: Math.round(latitude * 1e4) / 1e4, longitude: Math.round(longitude * 1e4) / 1e4 };
}

/** A town's postal districts: "Aarhus C", "København Ø", "Viby J", "Hurup Thy" → the town. */
const DISTRICT_SUFFIX = / (c|k|v|ø|n|s|nv|sv|sø|nø|j|m|sj|st|g|l|h|f|thy|djurs)$/i;

type Index = { byPostcode: Map<string, Row>; byKey: Map<string, Place>; names: string[] };

function buildIndex(): Index {
  const byPostcode = new Map(POSTCODES.map((row) => [row[0], row]));
  const byKey = new Map<string, Place>();
  const add = (name: string, place: Place) => {
    const key = placeKey(name);
    if (key && !byKey.has(key)) byKey.set(key, place);
  };

  // 1. Postcode names. Several postcodes may share one ("København K" has hundreds): their centre.
  const byName = new Map<string, Row[]>();
  for (const row of POSTCODES) byName.set(row[1], [...(byName.get(row[1]) ?? []), row]);
  for (const [name, group] of byName) add(name, { ...placeOfRow(group[0]!, 'postcode'), ...centroid(group), kind: 'town' });

  // 2. Districts, and other spellings of towns (they win over town names derived below).
  const rowOf = (alias: string, postcode: string) => {
    const row = byPostcode.get(postcode);
    if (!row) throw new Error(`places: alias ${alias} points at unknown postcode ${postcode}`);
    return row;
  };
  for (const [alias, postcode] of Object.entries({ ...PLACE_ALIASES, ...AARHUS_DISTRICTS }))
    add(alias, placeOfRow(rowOf(alias, postcode), 'district', capitalised(alias)));
  for (const [alias, postcode] of Object.entries(TOWN_SPELLINGS)) {
    const row = rowOf(alias, postcode);
    // "Kbh", "Copenhagen" → København; "Århus" → Aarhus; "Elsinore" → Helsingør.
    add(alias, placeOfRow(row, 'town', row[1].replace(DISTRICT_SUFFIX, '')));
  }

  // 3. A town without its district letter ("Odense" → Odense C), when that is not ambiguous.
  const towns = new Map<string, Row[][]>();
  for (const [name, group] of byName) {
    const town = name.replace(DISTRICT_SUFFIX, '');
    if (town !== name) towns.set(town, [...(towns.get(town) ?? []), group]);
  }
  for (const [town, groups] of towns) {
    const municipalities = new Set(groups.map((group) => group[0]![4]));
    if (municipalities.size > 1) continue; // "Viby J" and "Viby Sj." are different towns
    const centre = groups.find((group) => / (c|k)$/i.test(group[0]![1])) ?? groups[0]!;
    add(town, { ...placeOfRow(centre[0]!, 'town', town), ...centroid(centre) });
  }

  // 4. Municipalities, at the centre of their postcodes ("Gentofte" is a town first; "Gentofte
  //    Kommune" is the municipality, as is any name no town already has).
  const municipalities = new Map<string, Row[]>();
  for (const row of POSTCODES) municipalities.set(row[4], [...(municipalities.get(row[4]) ?? []), row]);
  for (const [name, group] of municipalities) {
    const place: Place = { ...placeOfRow(group[0]!, 'municipality', `${name} Kommune`), ...centroid(group) };
    byKey.set(`${placeKey(name)} kommune`, place);
    add(name, place);
  }
  for (const [alias, municipality] of Object.entries(MUNICIPALITY_ALIASES)) {
    const place = byKey.get(`${placeKey(municipality)} kommune`);
    if (place) byKey.set(`${placeKey(alias)} kommune`, place);
  }

  const names = [
    ...new Set([
      ...byName.keys(),
      ...towns.keys(),
      ...municipalities.keys(),
      ...Object.keys({ ...PLACE_ALIASES, ...AARHUS_DISTRICTS, ...TOWN_SPELLINGS }).map(capitalised),
    ]),
  ];
  return { byPostcode, byKey, names };
}

let index: Index | undefined;
const places = () => (index ??= buildIndex());

/** The place a postcode stands for, or null for a number that is not a Danish postcode. */
export function placeOfPostcode(postcode: string): Place | null {
  const row = places().byPostcode.get(postcode.trim());
  return row ? placeOfRow(row, 'postcode', `${row[0]} ${row[1]}`) : null;
}

/**
 * "Hellerup", "2900", "2900 Hellerup", "Kbh Ø", "Nørrebro", "Aarhus C", "Copenhagen",
 * "Gentofte Kommune" → the place, or null when the text names no place we know.
 */
export function resolvePlace(text: string): Place | null {
  const trimmed = text.normalize('NFC').trim();
  if (!trimmed) return null;
  const postcode = /^(\d{4})\b/.exec(trimmed);
  if (postcode) return placeOfPostcode(postcode[1]!);
  const { byKey } = places();
  const key = placeKey(trimmed);
  const explicit = /\bkommune$/i.test(trimmed) ? byKey.get(`${key} kommune`) : undefined;
  return explicit ?? byKey.get(key) ?? byKey.get(`${key} kommune`) ?? byKey.get(key.replace(/s$/, '')) ?? null;
}

/** Every place name the resolver knows (postcode names, towns, districts, municipalities). */
export function placeNames(): string[] {
  return places().names;
}

/** The names of every Danish municipality, for the "whole municipality" choice. */
export function municipalityNames(): string[] {
  return [...new Set(POSTCODES.map((row) => row[4]))].sort((a, b) => a.localeCompare(b, 'da'));
}

/** Kilometres per degree of latitude; a degree of longitude is this times cos(latitude). */
export const KM_PER_DEGREE = 111.2;

/**
 * Distance in km on the flat (equirectangular) approximation: within Denmark it is off by well
 * under 1 %, and the search computes the very same formula in plain SQL.
 */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dy = (a.latitude - b.latitude) * KM_PER_DEGREE;
  const dx = (a.longitude - b.longitude) * KM_PER_DEGREE * Math.cos((b.latitude * Math.PI) / 180);
  return Math.sqrt(dx * dx + dy * dy);
}

/** A talent's service area: a point and a radius, and/or a whole municipality, or a whole region. */
export type ServiceArea = {
  latitude: number | null;
  longitude: number | null;
  travelKm: number;
  municipality: string;
  region: string;
  postcode: string;
  city: string;
};

/** Whether an area covers a place — the rule the search's SQL (search/index.ts) repeats. */
export function areaCovers(area: ServiceArea, place: Place): boolean {
  if (area.municipality && area.municipality === place.municipality) return true;
  if (area.latitude !== null && area.longitude !== null)
    return distanceKm({ latitude: area.latitude, longitude: area.longitude }, place) <= area.travelKm;
  // An area with neither point nor municipality is a whole region.
  return !area.postcode && !area.city && area.region === place.region;
}

/** Words that name a town but mostly mean something else ("vejen" = the road, "ringe" = poor):
 * in free text they count as a place only right after a preposition ("i Vejen"). */
const COMMON_WORDS = new Set(
  [
    'vejen',
    'ringe',
    'mørke',
    'gram',
    'give',
    'them',
    'ry',
    'hals',
    'vig',
    'tarm',
    'fur',
    'tim',
    'ans',
    'lem',
    'malling',
    'lind',
    'humble',
    'borre',
    'skals',
    'vils',
    'tune',
    'als',
    'kolt',
    'rude',
    'holme',
    'strib',
    'lunde',
    'bale',
    'havet',
    'rønde',
    'by',
    'øster',
    'vester',
    'nørre',
    'sønder',
    'kirke',
    'store',
    'lille',
    'nr',
    'st',
    'c',
    'k',
    'v',
    'n',
    's',
    'fest',
    'hjem',
    'hjemme',
    'ude',
    'marts',
    'maj',
    'juni',
    'juli',
    'dag',
    'aften',
    'weekend',
    'weekenden',
    'alt',
    'bar',
    'vin',
    'gin',
    'mad',
    'øl',
  ].map(placeKey),
);
const PREPOSITION =
  /(?:^|\s)(?:i|på|paa|ved|omkring|nær|naer|nord for|syd for|øst for|vest for|udenfor|uden for|in|near|around|at|fra|from)\s*$/iu;

/**
 * The place named somewhere in a sentence ("cocktails til 40 i hellerup på lørdag") — the longest
 * name first (so "Aarhus C" beats "Aarhus", "Kongens Lyngby" beats "Lyngby"). A name that is also
 * a common word needs a preposition before it. Postcodes are left to the caller, who knows which
 * numbers are guests and prices.
 */
export function findPlaceIn(text: string): Place | null {
  const tokens = [...text.normalize('NFC').matchAll(/[\p{L}][\p{L}.'-]*/gu)];
  const { byKey } = places();
  let best: { place: Place; length: number; at: number } | null = null;
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(4, tokens.length - i); n >= 1; n--) {
      const first = tokens[i]!;
      const last = tokens[i + n - 1]!;
      const phrase = text.slice(first.index, last.index! + last[0].length);
      let key = placeKey(phrase);
      // "Aarhus-området", "Københavns", "Odenseegnen": the place itself.
      key = key.replace(/-?(omradet|egnen|omegn)$/, '');
      let place = byKey.get(key) ?? (key.length > 4 && key.endsWith('s') ? byKey.get(key.slice(0, -1)) : undefined);
      if (/kommune$/.test(placeKey(`${phrase} x`).replace(/ x$/, '')) || /\bkommune\b/i.test(tokens[i + n]?.[0] ?? '')) {
        place = byKey.get(`${key} kommune`) ?? place;
      }
      if (!place) continue;
      const afterPreposition = PREPOSITION.test(text.slice(0, first.index));
      if (n === 1 && COMMON_WORDS.has(key) && !afterPreposition) continue;
      if (!best || phrase.length > best.length) best = { place, length: phrase.length, at: first.index! };
      break;
    }
  }
  return best?.place ?? null;
}
