import { describe, expect, it } from 'vitest';
import { bankTransferCsv, kronerWithComma, transferReference } from '../../../backoffice/src/resources/payoffs/bankCsv';

describe('the bank-transfer CSV for approved payoffs', () => {
  it('has the Danish columns, kroner with a decimal comma and padded account numbers', () => {
    const csv = bankTransferCsv([
      { payoffId: 'clx00008f3a21c0', amount: 150_000, registrationNumber: '1234', accountNumber: '12345678' },
      { payoffId: 'cly0000000007', amount: 1_234_507, registrationNumber: '9570', accountNumber: '0012345678' },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Reg.nr.;Kontonr.;Beløb;Reference',
      '1234;0012345678;1500,00;MixBuddy 8F3A21C0',
      '9570;0012345678;12345,07;MixBuddy 00000007',
      '',
    ]);
  });

  it('writes øre exactly (no float rounding) and refuses what a bank would reject', () => {
    expect(kronerWithComma(1)).toBe('0,01');
    expect(kronerWithComma(10)).toBe('0,10');
    expect(kronerWithComma(99_999_999)).toBe('999999,99');
    expect(() => kronerWithComma(12.5)).toThrow(/hele/);
    expect(() => bankTransferCsv([{ payoffId: 'x', amount: 100, registrationNumber: '12', accountNumber: '1' }])).toThrow(/reg\.nr\./);
    expect(() => bankTransferCsv([{ payoffId: 'x', amount: 100, registrationNumber: '1234', accountNumber: '12345678901' }])).toThrow(
      /kontonummeret/,
    );
    expect(transferReference('a-b_c')).toBe('MixBuddy ABC');
  });
});
