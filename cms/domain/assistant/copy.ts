/** The Danish sentences the assistant itself writes (the chat page's own copy is in site/src/i18n/assistant.ts). */
import type { Region } from '../search/params';
import { formatWholeKroner } from '../money';
import { formatCalendarDay } from '../time';
import type { AssistantFilters, Category } from './parser';

const REGION_NAMES: Record<Region, string> = {
  hovedstaden: 'Region Hovedstaden',
  sjaelland: 'Region Sjælland',
  syddanmark: 'Region Syddanmark',
  midtjylland: 'Region Midtjylland',
  nordjylland: 'Region Nordjylland',
};

const CATEGORY_MENUS: Record<Category, string> = {
  cocktails: 'cocktailmenuer',
  vin: 'vinmenuer',
  oel: 'ølmenuer',
  mad: 'madmenuer',
  alkoholfri: 'alkoholfri menuer',
};

const kroner = formatWholeKroner;
/** 'YYYY-MM-DD' → "12. juni 2027" */
export const danishDate = formatCalendarDay;

export const regionName = (region: Region) => REGION_NAMES[region];

/** "alkoholfri cocktailmenuer til 40 gæster i Aarhus den 12. juni 2027 til højst 300 kr. pr. person" */
export function describeSearch(f: AssistantFilters): string {
  const parts: string[] = [];
  const what = f.category ? CATEGORY_MENUS[f.category] : 'menuer';
  parts.push(f.alcoholFree && f.category !== 'alkoholfri' ? `alkoholfri ${what}` : what);
  if (f.text) parts.push(`med "${f.text}"`);
  if (f.guests) parts.push(`til ${f.guests} gæster`);
  if (f.place) parts.push(/^\d{4}$/.test(f.place) ? `i postnummer ${f.place}` : `i ${f.place}`);
  else if (f.region) parts.push(`i ${regionName(f.region)}`);
  else if (f.anywhere) parts.push('i hele landet');
  if (f.date) parts.push(`den ${danishDate(f.date)}`);
  if (f.maxPrice !== undefined) parts.push(`til højst ${kroner(f.maxPrice)} pr. person`);
  return parts.join(' ');
}

const CATEGORY_WORDS: Record<Category, string> = { cocktails: 'cocktails', vin: 'vin', oel: 'øl', mad: 'mad', alkoholfri: 'alkoholfrit' };

const MONTH_NAMES = [
  'januar',
  'februar',
  'marts',
  'april',
  'maj',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'december',
];
/** 'YYYY-MM' → "marts 2027" */
const monthName = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** One line the visitor can correct: "Jeg forstod: cocktails · 40 gæster · Aarhus · 12. juni 2027 · højst 300 kr. pr. person." */
export function understoodLine(f: AssistantFilters): string {
  const parts: string[] = [];
  if (f.category) parts.push(CATEGORY_WORDS[f.category]);
  if (f.alcoholFree && f.category !== 'alkoholfri') parts.push('alkoholfrit');
  if (f.text) parts.push(`"${f.text}"`);
  if (f.guests) parts.push(`${f.guests} gæster`);
  if (f.place) parts.push(/^\d{4}$/.test(f.place) ? `postnummer ${f.place}` : f.place);
  else if (f.region) parts.push(regionName(f.region));
  else if (f.anywhere) parts.push('hele landet');
  if (f.date) parts.push(danishDate(f.date));
  else if (f.month) parts.push(monthName(f.month));
  if (f.totalBudget !== undefined) parts.push(`${kroner(f.totalBudget)} i alt`);
  else if (f.maxPrice !== undefined) parts.push(`højst ${kroner(f.maxPrice)} pr. person`);
  if (f.cheaper) parts.push('billigst først');
  return `Jeg forstod: ${parts.join(' · ')}. Skriv bare, hvis noget skal rettes.`;
}

export const assistantCopy = {
  understood: understoodLine,
  estimate: (guests: number, pricePerGuest: number) =>
    `Anslået pris for ${guests} gæster: fra ${kroner(pricePerGuest * guests)} med den billigste af menuerne.`,
  seeAll: (href: string) => `Se alle menuer, der passer, på ${href}.`,
  askDay: (month: string) => `Hvilken dag i ${monthName(month)}? Så viser jeg kun talenter, der er ledige den dag.`,
  refuse:
    'Det kan jeg ikke hjælpe med. Jeg har kun adgang til offentlige oplysninger — udgivne menuer, talenternes offentlige profiler og kalendere og MixBuddys betingelser — og aldrig til oplysninger om andre brugere. Men fortæl mig gerne om din fest, så finder jeg en menu.',
  intro:
    'Hej! Jeg er MixBuddy AI. Fortæl mig om din fest — fx "cocktails til 40 gæster i Aarhus den 12. juni, max 300 kr. pr. person" — så finder jeg menuer, der passer. Du kan også spørge om booking, betaling, aflysning og udbetaling.',
  didYouMeanPlace: (typed: string, meant: string) => `Jeg kender ikke »${typed}«. Mente du ${meant}?`,
  askPlace: (f: AssistantFilters) =>
    `Hvor skal festen holdes? Skriv en by eller et postnummer (fx Aarhus eller 2100)${f.guests ? '' : ', og hvor mange gæster I bliver'} — eller "hele landet", hvis det er lige meget.`,
  found: (count: number, f: AssistantFilters) =>
    count === 1 ? `Jeg fandt 1 menu: ${describeSearch(f)}.` : `Jeg fandt ${count} menuer: ${describeSearch(f)}. Her er de bedste bud:`,
  widened: (what: string) => `Der var ingen match på alt det, du skrev, så jeg har ${what}.`,
  widenedText: (text: string) => `fjernet "${text}" fra søgningen`,
  widenedPlace: (place: string, region: Region) => `søgt i hele ${regionName(region)} i stedet for kun ${place}`,
  widenedDate: 'set bort fra datoen',
  alternatives: (f: AssistantFilters) => `Jeg fandt ingen ${describeSearch(f)}, men disse søgninger har menuer:`,
  /** After the alternatives: the search as asked, still one click away. */
  alternativesOriginal: (href: string) => `Eller se hele listen på ${href}.`,
  none: (f: AssistantFilters, href: string) =>
    `Jeg fandt desværre ingen ${describeSearch(f)}. Prøv at hæve budgettet, vælge en anden dato eller søge i et større område — eller se hele listen på ${href}.`,
  available: (date: string) => `Alle menuerne er fra talenter, der ifølge deres kalender kan den ${danishDate(date)}.`,
  askGuests: 'Hvor mange gæster bliver I? Så viser jeg kun menuer, der passer til jeres størrelse.',
  askDate: 'Skriv gerne datoen, så viser jeg kun talenter, der er ledige den dag.',
  clickCard: 'Klik på en menu for at se hele indholdet og sende en forespørgsel.',
  helpMore: (href: string, label: string) => `Læs mere i ${label} på ${href}.`,
  timeout: 'MixBuddy AI svarede ikke i tide. Prøv igen om lidt — eller find menuer selv på /soeg.',
  failed: 'MixBuddy AI kunne ikke svare lige nu. Prøv igen om lidt — eller find menuer selv på /soeg.',
  tooLong: (max: number) => `Dit spørgsmål er for langt. Skriv højst ${max} tegn.`,
  empty: 'Skriv et spørgsmål først.',
  tooMany: 'Du har stillet mange spørgsmål på kort tid. Vent et minut, og prøv igen.',
  badRequest: 'Samtalen kunne ikke læses. Start en ny samtale, og prøv igen.',
  redacted: '[skjult]',
};
