/**
 * The bank-transfer file for approved payoffs: one row per payoff, in the columns Danish
 * netbanks import for a batch of domestic transfers ("masseoverførsel"):
 *
 *   Reg.nr.;Kontonr.;Beløb;Reference
 *   1234;0012345678;1500,00;MixBuddy 8F3A21C0
 *
 * - Written by cms/domain/csv.ts, the one CSV writer (`;` because the amount uses a decimal
 *   comma, CRLF, a UTF-8 BOM for Excel and the banks, formula cells neutralised); the amount is
 *   kroner with two decimals and no thousands separator.
 * - The account number is padded to 10 digits, the length Danish banks use.
 * - The reference is what the talent sees on their statement and what the admin types as the
 *   bank reference when marking the payoff paid.
 *
 * Built in the browser from data the admin may already read (BankAccount.accountNumber is
 * admin-only in Keystone), so no extra server route is needed and nothing leaves the API's
 * access control.
 */
import { toCsv } from '../../../../cms/domain/csv';

export type BankTransfer = {
  payoffId: string;
  amount: number;
  registrationNumber: string;
  accountNumber: string;
};

const HEADER = ['Reg.nr.', 'Kontonr.', 'Beløb', 'Reference'];

/** 150000 øre → "1500,00". */
export function kronerWithComma(ore: number): string {
  if (!Number.isSafeInteger(ore) || ore < 0) throw new Error(`Beløb skal være hele, positive øre, fik ${ore}`);
  return `${Math.floor(ore / 100)},${String(ore % 100).padStart(2, '0')}`;
}

/** The reference on the transfer for one payoff. */
export function transferReference(payoffId: string): string {
  return `MixBuddy ${payoffId
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-8)
    .toUpperCase()}`;
}

export function bankTransferCsv(transfers: BankTransfer[]): string {
  const rows = transfers.map((t) => {
    const reg = t.registrationNumber.replace(/\D/g, '');
    const account = t.accountNumber.replace(/\D/g, '');
    if (reg.length !== 4) throw new Error(`Udbetaling ${t.payoffId}: reg.nr. skal være 4 cifre`);
    if (account.length < 1 || account.length > 10) throw new Error(`Udbetaling ${t.payoffId}: kontonummeret skal være 1–10 cifre`);
    return [reg, account.padStart(10, '0'), kronerWithComma(t.amount), transferReference(t.payoffId)];
  });
  return toCsv([HEADER, ...rows]);
}
