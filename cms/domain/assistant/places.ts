/**
 * Region names and "anywhere" phrases for the built-in assistant. Towns, suburbs, districts and
 * municipalities come from the one place resolver, cms/domain/places.
 */
import type { Region } from '../search/params';

/** Names of a whole region (or a part of the country that lies within one). */
export const REGION_NAMES: { region: Region; aliases: string[] }[] = [
  {
    region: 'hovedstaden',
    aliases: [
      'region hovedstaden',
      'hovedstaden',
      'hovedstadsområdet',
      'storkøbenhavn',
      'nordsjælland',
      'greater copenhagen',
      'capital region',
    ],
  },
  {
    region: 'sjaelland',
    aliases: ['region sjælland', 'sjælland', 'sjaelland', 'zealand', 'sydsjælland', 'vestsjælland', 'lolland', 'falster'],
  },
  { region: 'syddanmark', aliases: ['region syddanmark', 'syddanmark', 'sønderjylland', 'fyn', 'funen', 'sydjylland', 'trekantområdet'] },
  { region: 'midtjylland', aliases: ['region midtjylland', 'midtjylland', 'østjylland', 'vestjylland', 'central jutland'] },
  { region: 'nordjylland', aliases: ['region nordjylland', 'nordjylland', 'vendsyssel', 'north jutland', 'himmerland'] },
];

/** Words that mean "anywhere in Denmark" — the answer to "where is the party?". */
export const ANYWHERE = [
  'hele landet',
  'hele danmark',
  'hvor som helst',
  'ligegyldigt hvor',
  'det er ligegyldigt',
  'all of denmark',
  'anywhere',
  'lige meget hvor',
  'alle steder',
];
