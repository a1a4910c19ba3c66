/**
 * What a menu search may ask for, as one zod schema, and how /soeg's URL maps onto it.
 * Pure (no database, no env), so the site, the GraphQL API and the tests share it.
 *
 * URL names are Danish and short, because people share and read them:
 *   /soeg?q=cocktails&sted=Aarhus&region=midtjylland&dato=2026-12-31&gaester=20
 *        &minpris=100&maxpris=400&kategori=cocktails&alkoholfri=1&straks=1&sort=pris&side=2
 * Prices in the URL are whole kroner; the search itself works in øre.
 */
import { z } from 'zod';
import { kronerToOre } from '../money';
import { IMPOSSIBLE_DATE_MESSAGE, isCalendarDay } from '../time';
import { menuCategories, regions } from '../vocabulary';

/** The values of a labelled list, as a tuple of their literals (what `z.enum` takes). */
const valuesOf = <const T extends readonly { value: string }[]>(list: T) =>
  list.map((item) => item.value) as unknown as { readonly [K in keyof T]: T[K]['value'] };

export const REGIONS = valuesOf(regions);
export const CATEGORIES = valuesOf(menuCategories);
export const SORTS = ['relevans', 'pris', 'pris-faldende', 'bedoemmelse', 'nyeste', 'afstand'] as const;
export const PER_PAGE = 12;

export type Region = (typeof REGIONS)[number];
export type Sort = (typeof SORTS)[number];

/** The fields of a search, each with the Danish message shown when it is wrong. */
export const menuSearchFields = {
  text: z.string().trim().max(100, 'Søgningen må højst være 100 tegn'),
  place: z
    .string()
    .trim()
    .max(80, 'Stedet må højst være 80 tegn')
    .regex(/^[\p{L}\p{N} .'-]*$/u, 'Skriv en by eller et postnummer'),
  region: z.enum(REGIONS, { error: 'Vælg en region fra listen' }),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Datoen skal skrives som ÅÅÅÅ-MM-DD')
    .refine(isCalendarDay, IMPOSSIBLE_DATE_MESSAGE),
  guests: z.coerce
    .number({ error: 'Antal gæster skal være et tal' })
    .int('Antal gæster skal være et helt tal')
    .min(1, 'Der skal være mindst 1 gæst')
    .max(1000, 'Højst 1000 gæster'),
  /** Øre. */
  minPrice: z.number().int().min(0, 'Prisen kan ikke være negativ').max(10_000_000, 'Prisen er for høj'),
  /** Øre. */
  maxPrice: z.number().int().min(0, 'Prisen kan ikke være negativ').max(10_000_000, 'Prisen er for høj'),
  category: z.enum(CATEGORIES, { error: 'Vælg en kategori fra listen' }),
  alcoholFree: z.boolean(),
  /** Only menus marked "Book med det samme" (accepted at once on a free day). */
  instant: z.boolean(),
  sort: z.enum(SORTS, { error: 'Ukendt sortering' }),
  page: z.number().int().min(1).max(10_000),
  perPage: z.number().int().min(1).max(48),
};

export const menuSearchSchema = z
  .object({
    text: menuSearchFields.text.optional(),
    place: menuSearchFields.place.optional(),
    region: menuSearchFields.region.optional(),
    date: menuSearchFields.date.optional(),
    guests: menuSearchFields.guests.optional(),
    minPrice: menuSearchFields.minPrice.optional(),
    maxPrice: menuSearchFields.maxPrice.optional(),
    category: menuSearchFields.category.optional(),
    alcoholFree: menuSearchFields.alcoholFree.default(false),
    instant: menuSearchFields.instant.default(false),
    sort: menuSearchFields.sort.optional(),
    page: menuSearchFields.page.default(1),
    perPage: menuSearchFields.perPage.default(PER_PAGE),
  })
  .refine((s) => s.minPrice === undefined || s.maxPrice === undefined || s.minPrice <= s.maxPrice, {
    message: 'Mindsteprisen kan ikke være højere end maksprisen',
    path: ['maxPrice'],
  });

export type MenuSearch = z.output<typeof menuSearchSchema>;
export type MenuSearchInput = z.input<typeof menuSearchSchema>;

/**
 * The sort used when none is asked for: best match for a text search, else the newest. "Nearest
 * first" needs a place to measure from; without one it falls back the same way.
 */
export function effectiveSort(search: Pick<MenuSearch, 'sort' | 'text' | 'place'>): Sort {
  if (search.sort === 'afstand' && !search.place) return search.text ? 'relevans' : 'nyeste';
  if (search.sort && (search.sort !== 'relevans' || search.text)) return search.sort;
  return search.text ? 'relevans' : 'nyeste';
}

/** URL parameter → search field. */
const URL_NAMES = {
  q: 'text',
  sted: 'place',
  region: 'region',
  dato: 'date',
  gaester: 'guests',
  minpris: 'minPrice',
  maxpris: 'maxPrice',
  kategori: 'category',
  alkoholfri: 'alcoholFree',
  straks: 'instant',
  sort: 'sort',
  side: 'page',
} as const;

export type UrlName = keyof typeof URL_NAMES;

/**
 * Reads /soeg's query string. A wrong value is left out of the search and reported (Danish
 * message per URL name), so the rest of the search still runs and the form keeps what was typed.
 */
export function parseSearchUrl(params: URLSearchParams): { search: MenuSearch; errors: Partial<Record<UrlName, string>> } {
  const errors: Partial<Record<UrlName, string>> = {};
  const input: Record<string, unknown> = {};
  for (const [urlName, field] of Object.entries(URL_NAMES) as [UrlName, keyof typeof menuSearchFields][]) {
    const raw = params.get(urlName)?.trim();
    if (!raw) continue;
    let value: unknown = raw;
    if (field === 'minPrice' || field === 'maxPrice') {
      const kroner = Number(raw.replace(',', '.'));
      if (!Number.isFinite(kroner)) {
        errors[urlName] = 'Prisen skal være et tal i kroner';
        continue;
      }
      value = kronerToOre(kroner);
    }
    if (field === 'alcoholFree' || field === 'instant') value = raw === '1' || raw === 'true' || raw === 'on';
    if (field === 'page') value = Number.parseInt(raw, 10) || 1;
    const parsed = menuSearchFields[field].safeParse(value);
    if (parsed.success) input[field] = parsed.data;
    else if (field !== 'page') errors[urlName] = parsed.error.issues[0]?.message ?? 'Ugyldig værdi';
  }
  const whole = menuSearchSchema.safeParse(input);
  if (whole.success) return { search: whole.data, errors };
  // Only the cross-field rule can fail here: drop the maximum price and say why.
  errors.maxpris = whole.error.issues[0]?.message;
  delete input.maxPrice;
  return { search: menuSearchSchema.parse(input), errors };
}

/** The query string for a search (only what is set), e.g. for pagination links and sharing. */
export function searchToUrl(search: Partial<MenuSearch>, overrides: Partial<MenuSearch> = {}): string {
  const s = { ...search, ...overrides };
  const params = new URLSearchParams();
  if (s.text) params.set('q', s.text);
  if (s.place) params.set('sted', s.place);
  if (s.region) params.set('region', s.region);
  if (s.date) params.set('dato', s.date);
  if (s.guests) params.set('gaester', String(s.guests));
  if (s.minPrice !== undefined) params.set('minpris', String(s.minPrice / 100));
  if (s.maxPrice !== undefined) params.set('maxpris', String(s.maxPrice / 100));
  if (s.category) params.set('kategori', s.category);
  if (s.alcoholFree) params.set('alkoholfri', '1');
  if (s.instant) params.set('straks', '1');
  if (s.sort) params.set('sort', s.sort);
  if (s.page && s.page > 1) params.set('side', String(s.page));
  const query = params.toString();
  return query ? `/soeg?${query}` : '/soeg';
}

/**
 * The search choices a menu's booking form takes over (date, guests, place), as the query string
 * of a result card's link: `?dato=2026-12-31&gaester=20&sted=Aarhus` (only what was searched).
 * `/menu/{id}` reads them back with `bookingChoicesFromUrl`.
 */
export function bookingChoicesToUrl(search: Pick<Partial<MenuSearch>, 'date' | 'guests' | 'place'>): string {
  const params = new URLSearchParams();
  if (search.date) params.set('dato', search.date);
  if (search.guests) params.set('gaester', String(search.guests));
  if (search.place) params.set('sted', search.place);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export type BookingChoices = { date?: string; guests?: number; postcode?: string; city?: string };

/**
 * A menu page's query string → the booking form's starting values. Each is validated with the
 * search's own rules and dropped when wrong (a shared link must never break the page); a date
 * before `today` is dropped, and a place is a postcode when it is four digits, else a city.
 */
export function bookingChoicesFromUrl(params: URLSearchParams, today: string): BookingChoices {
  const read = <K extends 'date' | 'guests' | 'place'>(urlName: string, field: K) => {
    const raw = params.get(urlName)?.trim();
    if (!raw) return undefined;
    const parsed = menuSearchFields[field].safeParse(raw);
    return parsed.success ? (parsed.data as z.output<(typeof menuSearchFields)[K]>) : undefined;
  };
  const date = read('dato', 'date');
  const place = read('sted', 'place');
  return {
    date: date && date >= today ? date : undefined,
    guests: read('gaester', 'guests'),
    ...(place ? (/^\d{4}$/.test(place) ? { postcode: place } : { city: place }) : {}),
  };
}
