/** The place resolver: what Danes type for a place → the postcode point, municipality and region. */
import { describe, expect, it } from 'vitest';
import { areaCovers, distanceKm, placeOfPostcode, resolvePlace } from '../../cms/domain/places';

const cases: [typed: string, postcode: string, municipality: string, region: string][] = [
  ['Hellerup', '2900', 'Gentofte', 'hovedstaden'],
  ['hellerup', '2900', 'Gentofte', 'hovedstaden'],
  ['2900', '2900', 'Gentofte', 'hovedstaden'],
  ['2900 Hellerup', '2900', 'Gentofte', 'hovedstaden'],
  ['Valby', '2500', 'København', 'hovedstaden'],
  ['Gentofte', '2820', 'Gentofte', 'hovedstaden'],
  ['Lyngby', '2800', 'Lyngby-Tårbæk', 'hovedstaden'],
  ['Kgs. Lyngby', '2800', 'Lyngby-Tårbæk', 'hovedstaden'],
  ['Kbh', '1050', 'København', 'hovedstaden'],
  ['Cph', '1050', 'København', 'hovedstaden'],
  ['Copenhagen', '1050', 'København', 'hovedstaden'],
  ['København', '1050', 'København', 'hovedstaden'],
  ['Kbh Ø', '2100', 'København', 'hovedstaden'],
  ['Nørrebro', '2200', 'København', 'hovedstaden'],
  ['Noerrebro', '2200', 'København', 'hovedstaden'],
  ['Vesterbro', '1620', 'København', 'hovedstaden'],
  ['Østerbro', '2100', 'København', 'hovedstaden'],
  ['Amager', '2300', 'København', 'hovedstaden'],
  ['Frederiksberg', '2000', 'Frederiksberg', 'hovedstaden'],
  ['Århus', '8000', 'Aarhus', 'midtjylland'],
  ['Aarhus', '8000', 'Aarhus', 'midtjylland'],
  ['Aarhus C', '8000', 'Aarhus', 'midtjylland'],
  ['Odense', '5000', 'Odense', 'syddanmark'],
  ['Ålborg', '9000', 'Aalborg', 'nordjylland'],
  ['Køge', '4600', 'Køge', 'sjaelland'],
  ['Koege', '4600', 'Køge', 'sjaelland'],
  ['Roskilde', '4000', 'Roskilde', 'sjaelland'],
];

describe('resolvePlace', () => {
  it.each(cases)('%s → %s', (typed, postcode, municipality, region) => {
    const place = resolvePlace(typed);
    expect(place, typed).not.toBeNull();
    expect(place!.municipality).toBe(municipality);
    expect(place!.region).toBe(region);
    // A town may stand for the centre of several postcodes; it is always near the expected one.
    expect(distanceKm(place!, placeOfPostcode(postcode)!)).toBeLessThan(3);
  });

  it('a municipality by name', () => {
    const place = resolvePlace('Gentofte Kommune');
    expect(place).toMatchObject({ kind: 'municipality', municipality: 'Gentofte', label: 'Gentofte Kommune' });
    expect(resolvePlace('Rudersdal')).toMatchObject({ kind: 'municipality', municipality: 'Rudersdal' });
  });

  it('nothing for text that is no place, or a number that is no postcode', () => {
    expect(resolvePlace('Atlantis')).toBeNull();
    expect(resolvePlace('0999')).toBeNull();
    expect(resolvePlace('')).toBeNull();
  });

  it('covers by radius, by municipality and by region', () => {
    const hellerup = resolvePlace('Hellerup')!;
    const osterbro = {
      latitude: 55.7072,
      longitude: 12.572,
      travelKm: 10,
      municipality: '',
      region: 'hovedstaden',
      postcode: '2100',
      city: 'København Ø',
    };
    expect(areaCovers(osterbro, hellerup)).toBe(true);
    expect(areaCovers({ ...osterbro, travelKm: 2 }, hellerup)).toBe(false);
    expect(areaCovers({ ...osterbro, travelKm: 0, municipality: 'Gentofte' }, hellerup)).toBe(true);
    expect(
      areaCovers(
        { latitude: null, longitude: null, travelKm: 0, municipality: '', region: 'hovedstaden', postcode: '', city: '' },
        hellerup,
      ),
    ).toBe(true);
    expect(
      areaCovers({ latitude: null, longitude: null, travelKm: 0, municipality: '', region: 'sjaelland', postcode: '', city: '' }, hellerup),
    ).toBe(false);
    expect(distanceKm(resolvePlace('Aarhus')!, resolvePlace('København')!)).toBeGreaterThan(150);
  });
});

describe('backfillServiceAreas (areas written before they had a point)', () => {
  it('gives each older area the point of its postcode or town, keeps the rest, and skips unknown places', async () => {
    const { backfillServiceAreas } = await import('../../cms/domain/places/areas');
    const updates: unknown[][] = [];
    const rows = [
      { id: 'a', postcode: '2900', city: 'Hellerup' },
      { id: 'b', postcode: '', city: 'Nørrebro' },
      { id: 'c', postcode: '', city: 'Atlantis' },
    ];
    const db = {
      $queryRawUnsafe: async <T>(sql: string) => {
        expect(sql).toMatch(/"latitude" IS NULL/);
        return rows as T;
      },
      $executeRawUnsafe: async (sql: string, ...values: unknown[]) => {
        expect(sql).toMatch(/^UPDATE "Location" SET "latitude" = \$1, "longitude" = \$2 WHERE "id" = \$3 AND "latitude" IS NULL$/);
        updates.push(values);
        return 1;
      },
    };
    expect(await backfillServiceAreas(db)).toBe(2);
    expect(updates).toEqual([
      [placeOfPostcode('2900')!.latitude, placeOfPostcode('2900')!.longitude, 'a'],
      [resolvePlace('Nørrebro')!.latitude, resolvePlace('Nørrebro')!.longitude, 'b'],
    ]);
  });
});
