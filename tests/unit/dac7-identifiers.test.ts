/**
 * The DAC7 seller numbers checked offline (cms/domain/dac7/identifiers.ts) and the tax number's
 * encryption at rest (cms/domain/dac7/encryption.ts).
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptTaxNumber, encryptTaxNumber } from '../../cms/domain/dac7/encryption';
import {
  birthDateOfCpr,
  cprProblem,
  danishIban,
  identifierErrors,
  isValidCvr,
  isValidIban,
  maskCpr,
} from '../../cms/domain/dac7/identifiers';

describe('CPR: the date part agrees with the birth date (century from the 7th digit)', () => {
  it.each([
    ['0101901234', '1990-01-01'], // 7th digit 1 → 1900s
    ['311299-3999', '1999-12-31'], // 3 → 1900s
    ['0101364000', '2036-01-01'], // 4 and YY ≤ 36 → 2000s
    ['0101374000', '1937-01-01'], // 4 and YY > 36 → 1900s
    ['0101575000', '2057-01-01'], // 5–8 and YY ≤ 57 → 2000s
    ['0101588000', '1858-01-01'], // 5–8 and YY > 57 → 1800s
    ['0101059000', '2005-01-01'], // 9 and YY ≤ 36 → 2000s
    ['0101409000', '1940-01-01'], // 9 and YY > 36 → 1900s
    ['290200 4000', '2000-02-29'], // a leap day
  ])('%s is born %s', (cpr, birthDate) => {
    expect(birthDateOfCpr(cpr)).toBe(birthDate);
    expect(cprProblem(cpr, birthDate)).toBeNull();
  });

  it('refuses a CPR number whose date part is another day', () => {
    expect(cprProblem('0101901234', '1990-01-02')).toBe(identifierErrors.cprBirthDate);
    expect(cprProblem('0101901234', '1890-01-01')).toBe(identifierErrors.cprBirthDate);
  });

  it.each([
    ['no real date', '3102901234'],
    ['not a leap year', '2902011234'],
    ['too short', '010190123'],
    ['letters', '010190123A'],
    ['full-width digits', '０１０１９０１２３４'],
    ['Arabic-Indic digits', '٠١٠١٩٠١٢٣٤'],
    ['Extended Arabic-Indic digits', '۰۱۰۱۹۰۱۲۳۴'],
    ['Devanagari digits', '०१०१९०१२३४'],
    ['a line break inside', '010190\r\n1234'],
  ])('refuses %s', (_what, cpr) => {
    expect(birthDateOfCpr(cpr)).toBeNull();
    expect(cprProblem(cpr, '1990-01-01')).toBe(identifierErrors.cprFormat);
  });

  it('masks all but the date part', () => {
    expect(maskCpr('010190-1234')).toBe('010190-****');
  });
});

describe('CVR modulus 11 and IBAN mod 97', () => {
  it('accepts CVR numbers whose weighted sum divides by 11, and no look-alike digits', () => {
    expect(isValidCvr('10150817')).toBe(true);
    expect(isValidCvr('10150818')).toBe(false);
    expect(isValidCvr('１０１５０８１７')).toBe(false);
    expect(isValidCvr('١٠١٥٠٨١٧')).toBe(false);
  });

  it('checks IBANs and builds a Danish one from reg.nr. and account number', () => {
    expect(isValidIban('DK50 0040 0440 1162 43')).toBe(true);
    expect(isValidIban('DK51 0040 0440 1162 43')).toBe(false);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('DK50 ００40 0440 1162 43')).toBe(false);
    expect(danishIban('0040', '440116243')).toBe('DK5000400440116243');
    expect(isValidIban(danishIban('1234', '12345678'))).toBe(true);
  });
});

describe('the tax number at rest', () => {
  const key = randomBytes(32);

  it('round-trips, never holds the number in clear and differs every time', () => {
    const a = encryptTaxNumber('0101901234', 'talent-1', key);
    const b = encryptTaxNumber('0101901234', 'talent-1', key);
    expect(a).not.toBe(b);
    expect(a).not.toContain('0101901234');
    expect(Buffer.from(a.split('.')[3], 'base64url').toString('latin1')).not.toContain('0101901234');
    expect(decryptTaxNumber(a, 'talent-1', key)).toBe('0101901234');
  });

  it('does not decrypt on another talent’s row, with another key, or when changed', () => {
    const stored = encryptTaxNumber('0101901234', 'talent-1', key);
    expect(() => decryptTaxNumber(stored, 'talent-2', key)).toThrow();
    expect(() => decryptTaxNumber(stored, 'talent-1', randomBytes(32))).toThrow();
    const parts = stored.split('.');
    const data = Buffer.from(parts[3], 'base64url');
    data[0] ^= 1;
    expect(() => decryptTaxNumber([parts[0], parts[1], parts[2], data.toString('base64url')].join('.'), 'talent-1', key)).toThrow();
  });
});
