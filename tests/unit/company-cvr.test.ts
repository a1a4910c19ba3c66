/** Company bookings: the CVR modulus-11 check (weights 2,7,6,5,4,3,2,1), the EAN length and the Danish errors. */
import { describe, expect, it } from 'vitest';
import { companyOf, companyProblems, isValidCvr } from '../../cms/domain/booking/company';
import { bookingRequestSchema } from '../../cms/domain/booking/schemas';

describe('CVR', () => {
  it('accepts numbers whose weighted sum is divisible by 11, with or without spaces', () => {
    for (const cvr of ['10150817', '10 15 08 17', '25313763']) expect(isValidCvr(cvr)).toBe(true);
  });
  it('refuses other digits, wrong lengths and letters', () => {
    for (const cvr of ['10150818', '1015081', '101508170', 'abcdefgh', '']) expect(isValidCvr(cvr)).toBe(false);
  });
  it('checks the company fields only when booking as a company, with Danish messages by field', () => {
    expect(companyProblems({ asCompany: false, companyCvr: 'nonsense' })).toEqual({});
    expect(companyProblems({ asCompany: true, companyName: '', companyCvr: '10150818', companyEan: '12' })).toEqual({
      companyName: 'Skriv firmaets navn',
      companyCvr: 'CVR-nummeret er ikke gyldigt. Tjek, at du har skrevet det rigtigt.',
      companyEan: 'EAN-nummeret skal være 13 cifre (eller lad feltet stå tomt)',
    });
    expect(
      companyOf({ asCompany: true, companyName: ' Firma ApS ', companyCvr: '10 15 08 17', companyEan: '', companyReference: 'Jul' }),
    ).toEqual({ companyName: 'Firma ApS', companyCvr: '10150817', companyEan: '', companyReference: 'Jul' });
    expect(companyOf({ asCompany: false, companyName: 'Firma ApS' }).companyName).toBe('');
  });
  it('the booking schema reports a bad CVR on its field', () => {
    const base = { menuId: 'm', date: '2030-01-01', time: '18:00', guests: 4, address: 'Festvej 2', postcode: '8000', city: 'Aarhus C' };
    const bad = bookingRequestSchema.safeParse({ ...base, asCompany: true, companyName: 'Firma', companyCvr: '12345678' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['companyCvr', 'CVR-nummeret er ikke gyldigt. Tjek, at du har skrevet det rigtigt.'],
    ]);
    expect(bookingRequestSchema.safeParse(base).success).toBe(true);
  });
});
