/**
 * Names people use for places that are not a postcode's own name: districts, old and English
 * spellings, abbreviations. Each points at the postcode whose centre stands for it, so the
 * resolver (index.ts) gives the same point as for the postcode. Keys are written as people write
 * them; the resolver folds case, æ/ø/å and their ae/oe/aa spellings.
 */
export const PLACE_ALIASES: Record<string, string> = {
  // Districts of København
  'indre by': '1050',
  'københavn centrum': '1050',
  'copenhagen city': '1050',
  christianshavn: '1401',
  vesterbro: '1620',
  kødbyen: '1620',
  'frederiksberg c': '1800',
  østerbro: '2100',
  nordhavn: '2150',
  nørrebro: '2200',
  amager: '2300',
  amagerbro: '2300',
  'amager øst': '2300',
  'amager vest': '2300',
  sundby: '2300',
  'islands brygge': '2300',
  ørestad: '2300',
  nordvest: '2400',
  bispebjerg: '2400',
  sydhavnen: '2450',
  sydhavn: '2450',
};

/** Other spellings of a town's name (old, English, short): written back as the town's own name. */
export const TOWN_SPELLINGS: Record<string, string> = {
  københavn: '1050',
  kbh: '1050',
  cph: '1050',
  copenhagen: '1050',
  kjøbenhavn: '1050',
  'kongens lyngby': '2800',
  'kgs lyngby': '2800',
  lyngby: '2800',
  århus: '8000',
  aarhus: '8000',
  ålborg: '9000',
  aalborg: '9000',
  odense: '5000',
  elsinore: '3000',
  helsingør: '3000',
  bornholm: '3700',
  esbjerg: '6700',
  randers: '8900',
  vejle: '7100',
};

/** Districts of Aarhus (written back as the district). */
export const AARHUS_DISTRICTS: Record<string, string> = {
  trøjborg: '8000',
  frederiksbjerg: '8000',
  'aarhus midtby': '8000',
};

/** Municipalities people name by their main town's old spelling. */
export const MUNICIPALITY_ALIASES: Record<string, string> = {
  'københavns kommune': 'København',
  'aarhus kommune': 'Aarhus',
  'århus kommune': 'Aarhus',
  'aalborg kommune': 'Aalborg',
  'lyngby-taarbæk kommune': 'Lyngby-Tårbæk',
};
