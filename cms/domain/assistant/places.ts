/**
 * Danish places the built-in assistant recognises, with their English and old spellings, and the
 * region each lies in. The search matches `place` against the cities talent serve (prefix, so
 * "København" finds "København Ø"); when nobody serves the town, the assistant widens to `region`.
 */
import type { Region } from '../search/params';

export type KnownPlace = { place: string; region: Region; aliases: string[] };

const town = (place: string, region: Region, ...aliases: string[]): KnownPlace => ({ place, region, aliases: [place.toLocaleLowerCase('da'), ...aliases] });

export const PLACES: KnownPlace[] = [
  town('København', 'hovedstaden', 'copenhagen', 'kbh', 'cph', 'københavn k', 'kjøbenhavn', 'koebenhavn', 'kobenhavn'),
  town('Frederiksberg', 'hovedstaden'),
  town('Kongens Lyngby', 'hovedstaden', 'lyngby'),
  town('Hellerup', 'hovedstaden'),
  town('Gentofte', 'hovedstaden'),
  town('Hillerød', 'hovedstaden', 'hilleroed'),
  town('Helsingør', 'hovedstaden', 'elsinore', 'helsingoer'),
  town('Hørsholm', 'hovedstaden'),
  town('Rønne', 'hovedstaden', 'bornholm'),
  town('Roskilde', 'sjaelland'),
  town('Køge', 'sjaelland', 'koege'),
  town('Holbæk', 'sjaelland', 'holbaek'),
  town('Næstved', 'sjaelland', 'naestved'),
  town('Slagelse', 'sjaelland'),
  town('Ringsted', 'sjaelland'),
  town('Kalundborg', 'sjaelland'),
  town('Vordingborg', 'sjaelland'),
  town('Odense', 'syddanmark'),
  town('Svendborg', 'syddanmark'),
  town('Nyborg', 'syddanmark'),
  town('Middelfart', 'syddanmark'),
  town('Vejle', 'syddanmark'),
  town('Kolding', 'syddanmark'),
  town('Fredericia', 'syddanmark'),
  town('Esbjerg', 'syddanmark'),
  town('Ribe', 'syddanmark'),
  town('Sønderborg', 'syddanmark', 'sonderborg', 'soenderborg'),
  town('Haderslev', 'syddanmark'),
  town('Aabenraa', 'syddanmark', 'åbenrå'),
  town('Aarhus', 'midtjylland', 'århus', 'arhus', 'aarhus c'),
  town('Silkeborg', 'midtjylland'),
  town('Randers', 'midtjylland'),
  town('Horsens', 'midtjylland'),
  town('Herning', 'midtjylland'),
  town('Viborg', 'midtjylland'),
  town('Skanderborg', 'midtjylland'),
  town('Holstebro', 'midtjylland'),
  town('Skive', 'midtjylland'),
  town('Aalborg', 'nordjylland', 'ålborg', 'alborg'),
  town('Hjørring', 'nordjylland', 'hjoerring'),
  town('Frederikshavn', 'nordjylland'),
  town('Skagen', 'nordjylland'),
  town('Thisted', 'nordjylland'),
];

/** Names of a whole region (or a part of the country that lies within one). */
export const REGION_NAMES: { region: Region; aliases: string[] }[] = [
  { region: 'hovedstaden', aliases: ['region hovedstaden', 'hovedstaden', 'hovedstadsområdet', 'storkøbenhavn', 'nordsjælland', 'greater copenhagen', 'capital region'] },
  { region: 'sjaelland', aliases: ['region sjælland', 'sjælland', 'sjaelland', 'zealand', 'sydsjælland', 'vestsjælland', 'lolland', 'falster'] },
  { region: 'syddanmark', aliases: ['region syddanmark', 'syddanmark', 'sønderjylland', 'fyn', 'funen', 'sydjylland', 'trekantområdet'] },
  { region: 'midtjylland', aliases: ['region midtjylland', 'midtjylland', 'østjylland', 'vestjylland', 'central jutland'] },
  { region: 'nordjylland', aliases: ['region nordjylland', 'nordjylland', 'vendsyssel', 'north jutland', 'himmerland'] },
];

/** Words that mean "anywhere in Denmark" — the answer to "where is the party?". */
export const ANYWHERE = ['hele landet', 'hele danmark', 'hvor som helst', 'ligegyldigt hvor', 'det er ligegyldigt', 'all of denmark', 'anywhere', 'lige meget hvor', 'alle steder'];
