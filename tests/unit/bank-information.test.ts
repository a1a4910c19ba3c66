/**
 * The bank account a talent's payoffs go to (`bankInformationSchema`, cms/domain/talent/profile.ts):
 * a Danish reg.nr. (4 digits) and account number (up to 10), ASCII digits only, spaces and dashes
 * as people type them dropped; everything else refused with one clear Danish message per field.
 */
import { describe, expect, it } from 'vitest';
import { parseInput, DomainError } from '../../cms/domain/errors';
import { bankErrors, bankInformationSchema } from '../../cms/domain/talent/profile';

function refusal(input: { registrationNumber: string; accountNumber: string }) {
  try {
    parseInput(bankInformationSchema, input);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).fieldErrors;
  }
  throw new Error('accepted');
}

describe('the bank account form', () => {
  it('accepts a reg.nr. and an account number as people type them, stored as digits', () => {
    expect(parseInput(bankInformationSchema, { registrationNumber: ' 1234 ', accountNumber: '0012 345-678' })).toEqual({
      registrationNumber: '1234',
      accountNumber: '0012345678',
    });
    expect(parseInput(bankInformationSchema, { registrationNumber: '9999', accountNumber: '7' })).toEqual({
      registrationNumber: '9999',
      accountNumber: '7',
    });
  });

  it('refuses a missing, short, long or non-digit reg.nr.', () => {
    expect(refusal({ registrationNumber: '', accountNumber: '12345678' })).toEqual({ registrationNumber: bankErrors.registrationMissing });
    for (const registrationNumber of ['123', '12345', '12a4', '１２３４', '١٢٣٤']) {
      expect(refusal({ registrationNumber, accountNumber: '12345678' })).toEqual({ registrationNumber: bankErrors.registration });
    }
  });

  it('refuses a missing, too long or non-digit account number, and an IBAN in its place', () => {
    expect(refusal({ registrationNumber: '1234', accountNumber: ' ' })).toEqual({ accountNumber: bankErrors.accountMissing });
    expect(refusal({ registrationNumber: '1234', accountNumber: '12345678901' })).toEqual({ accountNumber: bankErrors.accountLength });
    for (const accountNumber of ['12345x78', '１２３４５６７８', '१२३४', '12.345.678']) {
      expect(refusal({ registrationNumber: '1234', accountNumber })).toEqual({ accountNumber: bankErrors.accountDigits });
    }
    expect(refusal({ registrationNumber: '1234', accountNumber: 'DK50 0040 0440 1162 43' })).toEqual({
      accountNumber: bankErrors.accountIban,
    });
  });
});
