/**
 * When a search finds nothing: the nearest searches that do find menus — other dates, the whole
 * region (or the whole country), a higher price, one filter fewer — each with its Danish label and
 * how many menus it finds. Only an alternative that has results is offered, so every link leads
 * somewhere. /soeg shows them as links; MixBuddy AI offers the same instead of "nothing found".
 */
import { formatCalendarDay } from '../time';
import { formatWholeKroner } from '../money';
import { menuCategories, regions } from '../vocabulary';
import { resolvePlace } from '../places';
import { menuSearchSchema, type MenuSearch, type MenuSearchInput } from './params';

export type AlternativeKind = 'date' | 'area' | 'price' | 'filter';
export type SearchAlternative = { kind: AlternativeKind; label: string; search: MenuSearch; total: number };
type Candidate = { kind: AlternativeKind; label: string; change: Partial<MenuSearch> };

const DAY_MS = 86_400_000;
/** Nearest dates first; a date before today is never offered. */
const DATE_STEPS = [1, -1, 2, -2, 3, -3, 7, -7];
const MAX_DATES = 2;
const regionLabel = (value: string) => regions.find((r) => r.value === value)?.label ?? value;
const categoryLabel = (value: string) => menuCategories.find((c) => c.value === value)?.label.toLowerCase() ?? value;
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const label = {
  date: (day: string) => `Den ${formatCalendarDay(day)}`,
  region: (region: string) => `I hele ${regionLabel(region)}`,
  country: 'I hele landet',
  price: (ore: number) => `Op til ${formatWholeKroner(ore)} pr. gæst`,
  noMaxPrice: 'Uden maksimumpris',
  without: {
    text: (text: string) => `Uden søgeordet »${text}«`,
    category: (category: string) => `Alle kategorier (ikke kun ${categoryLabel(category)})`,
    alcoholFree: 'Også menuer med alkohol',
    instant: 'Også menuer, talentet svarer på først',
    guests: 'Uden antal gæster',
    minPrice: 'Uden mindstepris',
  },
  fewer: (names: string[]) => `Færre filtre: uden ${names.length > 1 ? `${names.slice(0, -1).join(', ')} og ${names.at(-1)}` : names[0]}`,
  names: {
    maxPrice: 'maksimumpris',
    minPrice: 'mindstepris',
    alcoholFree: '»kun alkoholfri«',
    instant: '»Book med det samme«',
    guests: 'antal gæster',
    category: 'kategori',
    date: 'dato',
    place: 'sted',
    region: 'region',
    text: 'søgeord',
  } as Record<string, string>,
};

/** When no single change finds anything: filters dropped one after another, the least telling first. */
const LOOSEN_ORDER: (keyof MenuSearch)[] = [
  'maxPrice',
  'minPrice',
  'alcoholFree',
  'instant',
  'guests',
  'date',
  'category',
  'place',
  'region',
  'text',
];

/** The candidate searches, nearest first within each kind (pure: tests and both callers share it). */
export function alternativeCandidates(search: MenuSearch, today: string): Candidate[] {
  const candidates: Candidate[] = [];
  if (search.date) {
    for (const step of DATE_STEPS) {
      const day = shiftDay(search.date, step);
      if (day >= today) candidates.push({ kind: 'date', label: label.date(day), change: { date: day } });
    }
  }
  if (search.place) {
    const region = resolvePlace(search.place)?.region;
    if (region)
      candidates.push({ kind: 'area', label: label.region(region), change: { place: undefined, region: region as MenuSearch['region'] } });
    candidates.push({ kind: 'area', label: label.country, change: { place: undefined, region: undefined } });
  } else if (search.region) {
    candidates.push({ kind: 'area', label: label.country, change: { region: undefined } });
  }
  if (search.maxPrice !== undefined) {
    for (const factor of [1.5, 2]) {
      // Whole 50 kroner, so the link reads as a price a person would type.
      const higher = Math.ceil((search.maxPrice * factor) / 5000) * 5000;
      if (higher > search.maxPrice) candidates.push({ kind: 'price', label: label.price(higher), change: { maxPrice: higher } });
    }
    candidates.push({ kind: 'price', label: label.noMaxPrice, change: { maxPrice: undefined } });
  }
  if (search.text) candidates.push({ kind: 'filter', label: label.without.text(search.text), change: { text: undefined } });
  if (search.category) candidates.push({ kind: 'filter', label: label.without.category(search.category), change: { category: undefined } });
  if (search.alcoholFree) candidates.push({ kind: 'filter', label: label.without.alcoholFree, change: { alcoholFree: false } });
  if (search.instant) candidates.push({ kind: 'filter', label: label.without.instant, change: { instant: false } });
  if (search.guests) candidates.push({ kind: 'filter', label: label.without.guests, change: { guests: undefined } });
  if (search.minPrice !== undefined) candidates.push({ kind: 'filter', label: label.without.minPrice, change: { minPrice: undefined } });
  return candidates;
}

/**
 * The alternatives that have results, at most two dates and one of each other kind but every
 * filter that alone stands in the way. `count` says how many menus a search finds (the menu
 * search's total, or the assistant's tool).
 */
export async function searchAlternatives(
  input: MenuSearchInput,
  today: string,
  count: (search: MenuSearch) => Promise<number>,
): Promise<SearchAlternative[]> {
  const search = menuSearchSchema.parse(input);
  const found: SearchAlternative[] = [];
  const taken = { date: 0, area: 0, price: 0 };
  for (const candidate of alternativeCandidates(search, today)) {
    if (candidate.kind !== 'filter' && taken[candidate.kind] >= (candidate.kind === 'date' ? MAX_DATES : 1)) continue;
    const next = menuSearchSchema.parse({ ...search, ...candidate.change, page: 1, sort: search.sort });
    const total = await count(next);
    if (total <= 0) continue;
    if (candidate.kind !== 'filter') taken[candidate.kind]++;
    found.push({ kind: candidate.kind, label: candidate.label, search: next, total });
  }
  if (found.length) return found;
  // Nothing one change away: the first broader search (several filters fewer) that finds menus.
  const dropped: string[] = [];
  let broader: MenuSearch = search;
  for (const key of LOOSEN_ORDER) {
    const value = broader[key];
    if (value === undefined || value === false) continue;
    broader = menuSearchSchema.parse({ ...broader, [key]: key === 'alcoholFree' || key === 'instant' ? false : undefined, page: 1 });
    dropped.push(label.names[key] ?? key);
    if (dropped.length < 2) continue; // one filter fewer was tried above
    const total = await count(broader);
    if (total > 0) return [{ kind: 'filter', label: label.fewer(dropped), search: broader, total }];
  }
  return found;
}
