/**
 * MixBuddy AI's parser on requests written in everyday Danish (and some English) —
 * not the phrasing of tests/unit/assistant-parser.test.ts. Each row names the fields it expects;
 * a field not named must stay empty. The test prints the accuracy per field and fails below 97 %.
 *
 * Today is Monday 23 November 2026. Fields: p place (town/district label, postcode, "region:x" or
 * "anywhere"), d date (YYYY-MM-DD, or YYYY-MM for a month alone), g guests, b budget (kroner per
 * person, or "i alt N" for a total), c category, a alcohol-free, h help topic.
 */
import { describe, expect, it } from 'vitest';
import { mergeFilters, parseRequest, type AssistantFilters, type HelpTopic } from '../../cms/domain/assistant/parser';

const TODAY = '2026-11-23';
type Expected = { p?: string; d?: string; g?: number; b?: number | string; c?: string; a?: true; h?: HelpTopic };

const DANISH: [string, Expected][] = [
  // Places: suburbs, districts, abbreviations, postcodes, regions
  ['Vi skal bruge en bartender til 30 i Hellerup', { p: 'Hellerup', g: 30, c: 'cocktails' }],
  ['cocktailbar til fødselsdag på Nørrebro lørdag', { p: 'Nørrebro', d: '2026-11-28', c: 'cocktails' }],
  ['Har I nogen der kan lave drinks i Valby?', { p: 'Valby', c: 'cocktails' }],
  ['vinsmagning for 12 kollegaer i Kbh', { p: 'København', g: 12, c: 'vin' }],
  ['Ølsmagning i Århus for 20 mand', { p: 'Aarhus', g: 20, c: 'oel' }],
  ['mad til 50 personer i Gentofte den 12/6', { p: 'Gentofte', g: 50, d: '2027-06-12', c: 'mad' }],
  ['drinks til firmafesten i Lyngby, vi er ca. 80', { p: 'Kongens Lyngby', g: 80, c: 'cocktails' }],
  ['Kan man få en kok til Østerbro på fredag?', { p: 'Østerbro', d: '2026-11-27', c: 'mad' }],
  ['cocktails på Vesterbro for 15 venner', { p: 'Vesterbro', g: 15, c: 'cocktails' }],
  ['bartender til bryllup på Amager i juni', { p: 'Amager', d: '2027-06', c: 'cocktails' }],
  ['Frederiksberg, 25 gæster, gin og tonic', { p: 'Frederiksberg', g: 25, c: 'cocktails' }],
  ['vi holder fest i 2900 for 40', { p: '2900', g: 40 }],
  ['tapas til 18 i Aarhus C', { p: 'Aarhus C', g: 18, c: 'mad' }],
  ['naturvin til middag for 8 i Odense', { p: 'Odense', g: 8, c: 'vin' }],
  ['Noget med øl til en polterabend i Aalborg', { p: 'Aalborg', c: 'oel' }],
  ['Julefrokost i Roskilde for 35 kolleger med drinks', { p: 'Roskilde', g: 35, c: 'cocktails' }],
  ['mocktails til barnedåb i Vejle', { p: 'Vejle', a: true }],
  ['alkoholfri drinks til konfirmation i Silkeborg for 60', { p: 'Silkeborg', g: 60, a: true }],
  ['en bartender i Esbjerg til 100 gæster', { p: 'Esbjerg', g: 100, c: 'cocktails' }],
  ['cocktails i Horsens for tyve', { p: 'Horsens', g: 20, c: 'cocktails' }],
  ['grillmad til sommerfesten i Køge', { p: 'Køge', c: 'mad' }],
  ['vin til 10 i Charlottenlund', { p: 'Charlottenlund', g: 10, c: 'vin' }],
  ['bartender til Christianshavn', { p: 'Christianshavn', c: 'cocktails' }],
  ['drinks i Kolding lørdag den 5. december', { p: 'Kolding', d: '2026-12-05', c: 'cocktails' }],
  ['champagnebar i Hørsholm for 30 gæster', { p: 'Hørsholm', g: 30, c: 'vin' }],
  ['cocktails i Region Midtjylland', { p: 'region:midtjylland', c: 'cocktails' }],
  ['mad til 40 et sted på Fyn', { p: 'region:syddanmark', g: 40, c: 'mad' }],
  ['øl til 25 i Nordjylland', { p: 'region:nordjylland', g: 25, c: 'oel' }],
  ['cocktails til 20, det er lige meget hvor', { p: 'anywhere', g: 20, c: 'cocktails' }],
  ['bartender til Islands Brygge for 14', { p: 'Islands Brygge', g: 14, c: 'cocktails' }],
  ['cocktails i Helsingør', { p: 'Helsingør', c: 'cocktails' }],
  ['drinks i Hillerød til 45', { p: 'Hillerød', g: 45, c: 'cocktails' }],
  ['gin-smagning i Randers for 16', { p: 'Randers', g: 16, c: 'cocktails' }],
  ['smørrebrød til 30 i Holbæk', { p: 'Holbæk', g: 30, c: 'mad' }],
  ['cocktails til 2100', { p: '2100', c: 'cocktails' }],
  ['vin i 8000 for 22 gæster', { p: '8000', g: 22, c: 'vin' }],
  ['Vi er 12 i Kbh Ø og vil have cocktails', { p: 'København Ø', g: 12, c: 'cocktails' }],
  ['brunch til 16 i Sydhavnen', { p: 'Sydhavnen', g: 16, c: 'mad' }],
  ['kok til middag i Næstved for seks', { p: 'Næstved', g: 6, c: 'mad' }],
  ['bartender i Svendborg', { p: 'Svendborg', c: 'cocktails' }],
  ['cocktails i Sønderborg til 70', { p: 'Sønderborg', g: 70, c: 'cocktails' }],
  ['øl og pølser i Viborg for 30', { p: 'Viborg', g: 30, c: 'oel' }],
  ['vinbar til reception i Herning', { p: 'Herning', c: 'vin' }],
  ['cocktails i Skagen i juli', { p: 'Skagen', d: '2027-07', c: 'cocktails' }],
  ['drinks i Hjørring for 40 venner', { p: 'Hjørring', g: 40, c: 'cocktails' }],
  ['bartender til Frederikshavn', { p: 'Frederikshavn', c: 'cocktails' }],
  ['mad til 25 i Slagelse', { p: 'Slagelse', g: 25, c: 'mad' }],
  ['cocktails i Birkerød for 20', { p: 'Birkerød', g: 20, c: 'cocktails' }],
  ['vin i Kastrup for 10', { p: 'Kastrup', g: 10, c: 'vin' }],
  ['drinks til 30 i Gentofte Kommune', { p: 'Gentofte Kommune', g: 30, c: 'cocktails' }],

  // Dates
  ['cocktails til 20 i Aarhus en lørdag i marts', { p: 'Aarhus', g: 20, d: '2027-03-06', c: 'cocktails' }],
  ['bartender i Odense en fredag i januar', { p: 'Odense', d: '2027-01-01', c: 'cocktails' }],
  ['drinks i København en søndag i december for 15', { p: 'København', g: 15, d: '2026-12-06', c: 'cocktails' }],
  ['vin til 30 i Vejle lørdag i juni', { p: 'Vejle', g: 30, d: '2027-06-05', c: 'vin' }],
  ['cocktails i Aalborg næste fredag', { p: 'Aalborg', d: '2026-11-27', c: 'cocktails' }],
  ['bartender i Aarhus om to uger', { p: 'Aarhus', d: '2026-12-07', c: 'cocktails' }],
  ['mad til 20 i Odense om tre uger', { p: 'Odense', g: 20, d: '2026-12-14', c: 'mad' }],
  ['drinks i Valby om en uge', { p: 'Valby', d: '2026-11-30', c: 'cocktails' }],
  ['øl i Roskilde om 10 dage', { p: 'Roskilde', d: '2026-12-03', c: 'oel' }],
  ['cocktails i weekenden i Kbh for 8', { p: 'København', g: 8, d: '2026-11-28', c: 'cocktails' }],
  ['bartender næste weekend i Hellerup', { p: 'Hellerup', d: '2026-11-28', c: 'cocktails' }],
  ['vin til 40 i Aarhus i marts', { p: 'Aarhus', g: 40, d: '2027-03', c: 'vin' }],
  ['cocktails i Kolding i maj 2027', { p: 'Kolding', d: '2027-05', c: 'cocktails' }],
  ['mad til 12 i Esbjerg i december', { p: 'Esbjerg', g: 12, d: '2026-12', c: 'mad' }],
  ['drinks den 3/12 i Horsens', { p: 'Horsens', d: '2026-12-03', c: 'cocktails' }],
  ['cocktails d. 24/12 i Aalborg for 10', { p: 'Aalborg', g: 10, d: '2026-12-24', c: 'cocktails' }],
  ['bartender 5/1 i Vejle', { p: 'Vejle', d: '2027-01-05', c: 'cocktails' }],
  ['vin til 20 i Odense den 14.2.2027', { p: 'Odense', g: 20, d: '2027-02-14', c: 'vin' }],
  ['cocktails i Aarhus d. 20/3', { p: 'Aarhus', d: '2027-03-20', c: 'cocktails' }],
  ['drinks til 30 den 7.3 i Randers', { p: 'Randers', g: 30, d: '2027-03-07', c: 'cocktails' }],
  ['mad den 15. maj i Silkeborg', { p: 'Silkeborg', d: '2027-05-15', c: 'mad' }],
  ['cocktails i Kbh den 2. januar 2027', { p: 'København', d: '2027-01-02', c: 'cocktails' }],
  ['bartender nytårsaften i Aarhus til 50', { p: 'Aarhus', g: 50, d: '2026-12-31', c: 'cocktails' }],
  ['drinks i morgen i Odense', { p: 'Odense', d: '2026-11-24', c: 'cocktails' }],
  ['cocktails i aften i Valby til 6', { p: 'Valby', g: 6, d: '2026-11-23', c: 'cocktails' }],
  ['vin på lørdag i Hellerup', { p: 'Hellerup', d: '2026-11-28', c: 'vin' }],
  ['mad til 10 på torsdag i Aarhus', { p: 'Aarhus', g: 10, d: '2026-11-26', c: 'mad' }],
  ['cocktails i Kolding 12/6/2027 for 80', { p: 'Kolding', g: 80, d: '2027-06-12', c: 'cocktails' }],
  ['drinks i Esbjerg den 31. december', { p: 'Esbjerg', d: '2026-12-31', c: 'cocktails' }],
  ['bartender i Vejle søndag', { p: 'Vejle', d: '2026-11-29', c: 'cocktails' }],

  // Guests in words and colloquial nouns
  ['cocktails til femogtyve i Aarhus', { p: 'Aarhus', g: 25, c: 'cocktails' }],
  ['vi bliver halvtreds til vinsmagning i Odense', { p: 'Odense', g: 50, c: 'vin' }],
  ['mad til fyrre mennesker i Kbh', { p: 'København', g: 40, c: 'mad' }],
  ['drinks til 30 kollegaer i Aalborg', { p: 'Aalborg', g: 30, c: 'cocktails' }],
  ['øl til tolv gutter i Horsens', { p: 'Horsens', g: 12, c: 'oel' }],
  ['cocktails til 8 veninder i Vejle', { p: 'Vejle', g: 8, c: 'cocktails' }],
  ['vin til 100 medarbejdere i Roskilde', { p: 'Roskilde', g: 100, c: 'vin' }],
  ['mad til 45 ansatte i Herning', { p: 'Herning', g: 45, c: 'mad' }],
  ['cocktails for 20 personer i Kolding', { p: 'Kolding', g: 20, c: 'cocktails' }],
  ['drinks til en snes gæster i Valby', { p: 'Valby', g: 20, c: 'cocktails' }],
  ['vi er omkring 35 til cocktails i Aarhus', { p: 'Aarhus', g: 35, c: 'cocktails' }],
  ['bartender til 150 deltagere i Odense', { p: 'Odense', g: 150, c: 'cocktails' }],
  ['mad til 20-25 gæster i Hellerup', { p: 'Hellerup', g: 25, c: 'mad' }],
  ['cocktails til tredive i Esbjerg', { p: 'Esbjerg', g: 30, c: 'cocktails' }],
  ['vin til seksten i Silkeborg', { p: 'Silkeborg', g: 16, c: 'vin' }],
  ['drinks til 60 venner og familie i Randers', { p: 'Randers', g: 60, c: 'cocktails' }],
  ['cocktails til to hundrede gæster i Kbh', { p: 'København', g: 200, c: 'cocktails' }],
  ['mad til 14 voksne i Vejle', { p: 'Vejle', g: 14, c: 'mad' }],

  // Budgets
  ['cocktails i Aarhus til 30, max 250 kr pr. person', { p: 'Aarhus', g: 30, b: 250, c: 'cocktails' }],
  ['vin i Odense for 20 under 300 kr per person', { p: 'Odense', g: 20, b: 300, c: 'vin' }],
  ['mad til 40 i Kbh, budget 12.000 kr i alt', { p: 'København', g: 40, b: 'i alt 12000', c: 'mad' }],
  ['drinks til 50 i Aalborg for højst 200 kr pr. gæst', { p: 'Aalborg', g: 50, b: 200, c: 'cocktails' }],
  ['cocktails i Vejle, 20 gæster, samlet budget 8000 kr', { p: 'Vejle', g: 20, b: 'i alt 8000', c: 'cocktails' }],
  ['øl til 30 i Horsens, maks 150 kr. pr. mand', { p: 'Horsens', g: 30, b: 150, c: 'oel' }],
  ['bartender i Kolding til 100, vi har 25.000 kr', { p: 'Kolding', g: 100, b: 'i alt 25000', c: 'cocktails' }],
  ['mad i Roskilde for 25, op til 400 kr pr. kuvert', { p: 'Roskilde', g: 25, b: 400, c: 'mad' }],
  ['cocktails til 15 i Valby for under 350 kroner pr næse', { p: 'Valby', g: 15, b: 350, c: 'cocktails' }],
  ['vin til 10 i Hellerup, 5.000 kr i alt', { p: 'Hellerup', g: 10, b: 'i alt 5000', c: 'vin' }],
  ['drinks i Esbjerg for 40 til maks 180 kr', { p: 'Esbjerg', g: 40, b: 180, c: 'cocktails' }],
  ['mocktails til 30 i Odense, max 120 kr pr. person', { p: 'Odense', g: 30, b: 120, a: true }],
  ['mad til 20 i Aarhus for 6000 kr samlet', { p: 'Aarhus', g: 20, b: 'i alt 6000', c: 'mad' }],
  ['cocktails i Silkeborg til 300 kr hver', { p: 'Silkeborg', b: 300, c: 'cocktails' }],

  // Drinks versus food, alcohol-free
  ['alkoholfri cocktails til 20 i Aarhus', { p: 'Aarhus', g: 20, a: true }],
  ['mocktails i Kbh', { p: 'København', a: true }],
  ['drinks uden alkohol i Odense for 12', { p: 'Odense', g: 12, a: true }],
  ['en gravid veninde: mocktails til 8 i Vejle', { p: 'Vejle', g: 8, a: true }],
  ['smagsmenu med 5 retter til 10 i Aalborg', { p: 'Aalborg', g: 10, c: 'mad' }],
  ['buffet til 60 i Herning', { p: 'Herning', g: 60, c: 'mad' }],
  ['canapéer og bobler til 40 i Hellerup', { p: 'Hellerup', g: 40, c: 'mad' }],
  ['sushi til 12 i Østerbro', { p: 'Østerbro', g: 12, c: 'mad' }],
  ['whisky-smagning i Aarhus for 10', { p: 'Aarhus', g: 10 }],
  ['prosecco til 30 i Roskilde', { p: 'Roskilde', g: 30, c: 'vin' }],
  ['fadøl til sommerfest i Kolding', { p: 'Kolding', c: 'oel' }],
  ['alkoholfri vin til 20 i Silkeborg', { p: 'Silkeborg', g: 20, a: true }],
  ['kok og bartender til 30 i Odense', { p: 'Odense', g: 30, c: 'mad' }],
  ['margaritas til 16 i Valby', { p: 'Valby', g: 16, c: 'cocktails' }],

  ['Bryllup i Nordsjælland, 90 gæster, cocktails og champagne', { p: 'region:hovedstaden', g: 90, c: 'cocktails' }],
  ['40-års fødselsdag i Ballerup, 35 gæster, drinks', { p: 'Ballerup', g: 35, c: 'cocktails' }],
  ['Studenterfest i Taastrup for 70 unge, alkoholfrit', { p: 'Taastrup', g: 70, a: true }],
  ['Firmajulefrokost på Amager Øst for 45 med mad', { p: 'Amager Øst', g: 45, c: 'mad' }],
  ['Skal bruge en mixolog til 25 i Brønshøj lørdag den 9. januar', { p: 'Brønshøj', g: 25, d: '2027-01-09', c: 'cocktails' }],
  ['Pizza og øl til 20 i Vanløse', { p: 'Vanløse', g: 20, c: 'oel' }],
  ['Gin og tonic til 30 på Frederiksberg om to uger', { p: 'Frederiksberg', g: 30, d: '2026-12-07', c: 'cocktails' }],
  ['Vinmenu til 12 i Risskov, max 400 kr pr. person', { p: 'Risskov', g: 12, b: 400, c: 'vin' }],
  ['Cocktailkursus for 10 i Kongens Lyngby i februar', { p: 'Kongens Lyngby', g: 10, d: '2027-02', c: 'cocktails' }],
  ['Tre retters menu til 24 i Skanderborg', { p: 'Skanderborg', g: 24, c: 'mad' }],

  // Help
  ['Hvornår får talent deres penge udbetalt?', { h: 'udbetaling' }],
  ['Hvor meget tager MixBuddy i gebyr?', { h: 'gebyr' }],
  ['Kan jeg aflyse min booking og få pengene tilbage?', { h: 'aflysning' }],
  ['Hvordan betaler jeg?', { h: 'betaling' }],
  ['Hvor gammel skal man være for at booke?', { h: 'alder' }],
  ['Hvordan bliver jeg talent på MixBuddy?', { h: 'bliv-talent' }],
  ['Hvad er aldersgrænsen?', { h: 'alder' }],
  ['Hvad koster det at være talent, hvad er jeres provision?', { h: 'gebyr' }],
  ['Hvordan virker en booking?', { h: 'booking' }],
  ['Hvornår kommer udbetalingen til min bankkonto?', { h: 'udbetaling' }],
  ['Hvad sker der hvis bartenderen aflyser?', { h: 'aflysning' }],
  ['Kan jeg betale med MobilePay?', { h: 'betaling' }],
  ['Jeg vil gerne blive talent og sælge mine menuer', { h: 'bliv-talent' }],
  ['Skal man være 18 år?', { h: 'alder' }],
  ['Hvad er gebyret for talent?', { h: 'gebyr' }],
  ['Hvordan refunderer I, hvis vi afbestiller?', { h: 'aflysning' }],
];

const ENGLISH: [string, Expected][] = [
  ['cocktails for 30 people in Copenhagen', { p: 'København', g: 30, c: 'cocktails' }],
  ['a bartender in Aarhus next Saturday', { p: 'Aarhus', d: '2026-11-28', c: 'cocktails' }],
  ['wine tasting for 12 guests in Odense on March 14', { p: 'Odense', g: 12, d: '2027-03-14', c: 'vin' }],
  ['mocktails for a baby shower in Hellerup', { p: 'Hellerup', a: true }],
  ['food for 50 people in Aalborg, max 300 kr per person', { p: 'Aalborg', g: 50, b: 300, c: 'mad' }],
  ['beer for 20 friends in Vejle', { p: 'Vejle', g: 20, c: 'oel' }],
  ['cocktails in Elsinore for forty', { p: 'Helsingør', g: 40, c: 'cocktails' }],
  ['drinks in Copenhagen in two weeks', { p: 'København', d: '2026-12-07', c: 'cocktails' }],
  ['dinner for 8 in Frederiksberg tomorrow', { p: 'Frederiksberg', g: 8, d: '2026-11-24', c: 'mad' }],
  ['non-alcoholic drinks for 25 in Roskilde', { p: 'Roskilde', g: 25, a: true }],
  ['cocktails for 60 colleagues in Kolding', { p: 'Kolding', g: 60, c: 'cocktails' }],
  ['a chef in Aarhus on a Saturday in June', { p: 'Aarhus', d: '2027-06-05', c: 'mad' }],
  ['wine for 10 in Valby this weekend', { p: 'Valby', g: 10, d: '2026-11-28', c: 'vin' }],
  ['cocktails in Odense in May', { p: 'Odense', d: '2027-05', c: 'cocktails' }],
  ['tapas for 30 in Cph, total budget 9000 kr', { p: 'København', g: 30, b: 'i alt 9000', c: 'mad' }],
  ['When do talent get paid out?', { h: 'udbetaling' }],
  ['How much is the fee?', { h: 'gebyr' }],
  ['Can I cancel and get a refund?', { h: 'aflysning' }],
  ['How old do I have to be?', { h: 'alder' }],
  ['How do I become a talent?', { h: 'bliv-talent' }],
];

type Field = keyof Expected;
const FIELDS: Field[] = ['p', 'd', 'g', 'b', 'c', 'a', 'h'];
const NAMES: Record<Field, string> = { p: 'place', d: 'date', g: 'guests', b: 'budget', c: 'category', a: 'alcohol-free', h: 'help topic' };

/** What the parser found, in the table's notation. */
function actual(filters: AssistantFilters, helpTopic?: HelpTopic): Record<Field, unknown> {
  const place = filters.place ?? (filters.region ? `region:${filters.region}` : filters.anywhere ? 'anywhere' : undefined);
  const budget =
    filters.totalBudget !== undefined
      ? `i alt ${filters.totalBudget / 100}`
      : filters.maxPrice !== undefined
        ? filters.maxPrice / 100
        : undefined;
  return {
    p: place,
    d: filters.date ?? filters.month,
    g: filters.guests,
    b: budget,
    c: filters.category,
    a: filters.alcoholFree || undefined,
    h: helpTopic,
  };
}

describe('MixBuddy AI understands requests written in everyday Danish', () => {
  it(`has at least 150 Danish and 20 English requests (${DANISH.length} + ${ENGLISH.length})`, () => {
    expect(DANISH.length).toBeGreaterThanOrEqual(150);
    expect(ENGLISH.length).toBeGreaterThanOrEqual(20);
    expect(new Set([...DANISH, ...ENGLISH].map(([text]) => text)).size).toBe(DANISH.length + ENGLISH.length);
  });

  for (const [language, table] of [
    ['Danish', DANISH],
    ['English', ENGLISH],
  ] as const) {
    it(`gets every field right in at least 97 % of the ${language} requests`, () => {
      const right: Record<Field, number> = { p: 0, d: 0, g: 0, b: 0, c: 0, a: 0, h: 0 };
      const misses: string[] = [];
      for (const [text, expected] of table) {
        const parsed = parseRequest(text, TODAY);
        const got = actual(parsed.filters, parsed.helpTopic);
        for (const field of FIELDS) {
          if (got[field] === expected[field]) right[field]++;
          else misses.push(`${NAMES[field]}: "${text}" → ${JSON.stringify(got[field])}, expected ${JSON.stringify(expected[field])}`);
        }
      }
      const accuracy = FIELDS.map((field) => `${NAMES[field]} ${((100 * right[field]) / table.length).toFixed(1)} %`);
      console.log(`${language} (${table.length} requests): ${accuracy.join(', ')}${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`);
      for (const field of FIELDS) expect(right[field] / table.length, `${NAMES[field]} accuracy`).toBeGreaterThanOrEqual(0.97);
    });
  }
});

describe('a conversation: follow-ups change only what they name, a complete request starts over', () => {
  const conversation = (...messages: string[]) => {
    const parsed = messages.map((m) => parseRequest(m, TODAY));
    const searches = parsed.flatMap((p, i) => (p.intent === 'search' ? [{ filters: p.filters, text: messages[i]! }] : []));
    return mergeFilters(
      searches.map((s) => s.filters),
      searches.map((s) => s.text),
    );
  };

  it('"og til 40?" changes the guests only', () => {
    expect(conversation('cocktails til 20 i Aarhus, max 300 kr pr. person', 'og til 40?')).toEqual({
      category: 'cocktails',
      guests: 40,
      place: 'Aarhus',
      region: 'midtjylland',
      maxPrice: 30000,
    });
  });

  it('"hvad med i Odense?" changes the place only', () => {
    expect(conversation('vin til 12 i Aarhus på lørdag', 'hvad med i Odense?')).toEqual({
      category: 'vin',
      guests: 12,
      place: 'Odense',
      region: 'syddanmark',
      date: '2026-11-28',
    });
  });

  it('"billigere?" lowers the budget and sorts the cheapest first', () => {
    expect(conversation('mad til 30 i Kbh under 400 kr pr. person', 'billigere?')).toMatchObject({
      category: 'mad',
      guests: 30,
      place: 'København',
      maxPrice: 32000,
      cheaper: true,
    });
  });

  it('a new complete request forgets the limits of the last one', () => {
    const merged = conversation('alkoholfri drinks til 8 i Valby under 200 kr', 'Cocktails til 30 gæster i Aarhus');
    expect(merged).toEqual({ category: 'cocktails', guests: 30, place: 'Aarhus', region: 'midtjylland' });
  });

  it('a category named again replaces alcohol-free too, and a total budget follows the guests', () => {
    expect(conversation('mocktails til 10 i Vejle', 'og cocktails?')).toEqual({
      category: 'cocktails',
      guests: 10,
      place: 'Vejle',
      region: 'syddanmark',
    });
    expect(conversation('mad til 20 i Odense, 6000 kr i alt', 'og til 30?')).toMatchObject({
      guests: 30,
      totalBudget: 600000,
      maxPrice: 20000,
    });
  });

  it('a new question that does not refer to the last one starts afresh: "bryllup" is not carried into it', () => {
    const merged = conversation('bartender til bryllup i Aarhus for 80 gæster', 'vin til 12 personer');
    expect(merged).toEqual({ category: 'vin', guests: 12 });
  });

  it('an answer or a follow-up still builds on the last question', () => {
    expect(conversation('cocktails til bryllup for 80 gæster', 'i Aarhus')).toMatchObject({ text: 'bryllup', place: 'Aarhus', guests: 80 });
    expect(conversation('cocktails til bryllup i Aarhus', 'og til 40?')).toMatchObject({ text: 'bryllup', place: 'Aarhus', guests: 40 });
    expect(conversation('cocktails til bryllup i Aarhus', 'nej, vin')).toMatchObject({ text: 'bryllup', category: 'vin', place: 'Aarhus' });
  });
});

describe('a misspelt place', () => {
  it('is not searched, but the closest known place is offered', () => {
    expect(parseRequest('cocktails til 20 i Hellerop', TODAY)).toMatchObject({
      filters: { category: 'cocktails', guests: 20 },
      placeGuess: { typed: 'Hellerop', meant: 'Hellerup' },
    });
    expect(parseRequest('vin på Nørebro', TODAY).placeGuess).toEqual({ typed: 'Nørebro', meant: 'Nørrebro' });
    expect(parseRequest('cocktails i Aarhus', TODAY).placeGuess).toBeUndefined();
    expect(parseRequest('cocktails i December', TODAY).placeGuess).toBeUndefined();
  });
});
