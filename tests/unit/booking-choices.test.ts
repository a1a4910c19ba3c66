/**
 * The search choices a /soeg result card carries to the menu's booking form
 * (cms/domain/search/params.ts): only what was searched goes into the link, and the menu page
 * takes back only values the search itself would accept.
 */
import { describe, expect, it } from 'vitest';
import { bookingChoicesFromUrl, bookingChoicesToUrl, parseSearchUrl } from '../../cms/domain/search/params';

const from = (query: string, today = '2026-11-23') => bookingChoicesFromUrl(new URLSearchParams(query), today);

describe('bookingChoicesToUrl', () => {
  it('carries the date, guests and place of a search and nothing else', () => {
    const { search } = parseSearchUrl(new URLSearchParams('q=gin&sted=Aarhus&dato=2030-06-06&gaester=20&kategori=cocktails&minpris=100'));
    expect(bookingChoicesToUrl(search)).toBe('?dato=2030-06-06&gaester=20&sted=Aarhus');
    expect(bookingChoicesToUrl(parseSearchUrl(new URLSearchParams('q=gin')).search)).toBe('');
    expect(bookingChoicesToUrl({ place: 'København Ø' })).toBe('?sted=K%C3%B8benhavn+%C3%98');
  });
});

describe('bookingChoicesFromUrl', () => {
  it('reads a card link back: a city, or a postcode when the place is four digits', () => {
    expect(from('dato=2030-06-06&gaester=20&sted=Aarhus')).toEqual({ date: '2030-06-06', guests: 20, city: 'Aarhus' });
    expect(from('sted=8000')).toEqual({ date: undefined, guests: undefined, postcode: '8000' });
  });

  it('drops what the search would refuse, and days before today', () => {
    expect(from('dato=2026-02-30&gaester=mange&sted=%3Cscript%3E')).toEqual({ date: undefined, guests: undefined });
    expect(from('dato=2026-11-22&gaester=0')).toEqual({ date: undefined, guests: undefined });
    expect(from('dato=2026-11-23&gaester=1001')).toEqual({ date: '2026-11-23', guests: undefined });
    expect(from('gaester=12.5&sted=' + 'x'.repeat(81))).toEqual({ date: undefined, guests: undefined });
  });
});
