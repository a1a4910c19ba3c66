/**
 * Zero results: the nearest searches (cms/domain/search/alternatives.ts) — only those with
 * results are offered, nearest dates first, never a date before today.
 */
import { describe, expect, it } from 'vitest';
import { alternativeCandidates, searchAlternatives } from '../../cms/domain/search/alternatives';
import { menuSearchSchema, searchToUrl } from '../../cms/domain/search/params';

const TODAY = '2027-03-01';

describe('search alternatives', () => {
  it('offers only what has results: a higher price, another date, the region, a filter fewer', async () => {
    const found = await searchAlternatives(
      { text: 'cocktails', place: 'Aarhus', date: '2027-03-02', maxPrice: 100, alcoholFree: true },
      TODAY,
      async (s) => (s.maxPrice === undefined ? 3 : 0) + (s.date === '2027-03-04' ? 1 : 0) + (s.place === undefined && s.region ? 2 : 0),
    );
    expect(found.map((a) => [a.kind, a.label, a.total])).toEqual([
      ['date', 'Den 4. marts 2027', 1],
      ['area', 'I hele Region Midtjylland', 2],
      ['price', 'Uden maksimumpris', 3],
    ]);
    expect(searchToUrl(found[1]!.search)).toBe('/soeg?q=cocktails&region=midtjylland&dato=2027-03-02&maxpris=1&alkoholfri=1');
  });

  it('never offers a date before today, nearest first', () => {
    const search = menuSearchSchema.parse({ date: '2027-03-02' });
    const dates = alternativeCandidates(search, TODAY)
      .filter((c) => c.kind === 'date')
      .map((c) => c.change.date);
    expect(dates).toEqual(['2027-03-03', '2027-03-01', '2027-03-04', '2027-03-05', '2027-03-09']);
  });
});

describe('search alternatives when no single change helps', () => {
  it('offers the first broader search that finds menus, naming what it leaves out', async () => {
    const found = await searchAlternatives({ place: 'Roskilde', date: '2027-03-02', maxPrice: 100, alcoholFree: true }, TODAY, async (s) =>
      s.maxPrice === undefined && !s.alcoholFree ? 4 : 0,
    );
    expect(found.map((a) => [a.label, a.total])).toEqual([['Færre filtre: uden maksimumpris og »kun alkoholfri«', 4]]);
    expect(searchToUrl(found[0]!.search)).toBe('/soeg?sted=Roskilde&dato=2027-03-02');
  });
});
