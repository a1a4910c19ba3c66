/**
 * The numbers a seller gives for DAC7, checked offline and pure (the page and the domain share it):
 * - CPR: DDMMYY-SSSS whose date part is the birth date, the century read from the 7th digit
 *   (CPR-kontoret's rule: 0–3 → 1900s; 4 and 9 → 2000s for YY ≤ 36, else 1900s; 5–8 → 2000s for
 *   YY ≤ 57, else 1800s). No modulus 11: numbers issued since 2007 need not pass it.
 * - CVR: modulus 11 (`isValidCvr`, shared with company bookings).
 * - IBAN: ISO 13616 mod 97; a Danish account (reg.nr. + account number) becomes its IBAN.
 * Only ASCII digits count: a full-width "０" or an Arabic-Indic "٠" looks like a digit and is refused,
 * so what we store and report is what Skattestyrelsen's systems read.
 */
import { isValidCvr } from '../booking/company';

export { isValidCvr };

/** Spaces and dashes people type inside numbers are dropped; anything else stays (and fails the check). */
export const compact = (value: string) => value.replace(/[ \-]/g, '');

/** The century of a CPR number's birth year from its 7th digit and two-digit year. */
export function cprCentury(seventh: number, yy: number): number {
  if (seventh <= 3) return 1900;
  if (seventh === 4 || seventh === 9) return yy <= 36 ? 2000 : 1900;
  return yy <= 57 ? 2000 : 1800;
}

/** The birth date (YYYY-MM-DD) a CPR number states, or null when it is not 10 ASCII digits with a real date. */
export function birthDateOfCpr(value: string): string | null {
  const cpr = compact(value);
  if (!/^[0-9]{10}$/.test(cpr)) return null;
  const day = Number(cpr.slice(0, 2));
  const month = Number(cpr.slice(2, 4));
  const yy = Number(cpr.slice(4, 6));
  const year = cprCentury(Number(cpr[6]), yy) + yy;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export const identifierErrors = {
  cprFormat: 'CPR-nummeret skal være 10 cifre (DDMMÅÅ-XXXX)',
  cprBirthDate: 'CPR-nummeret passer ikke med fødselsdatoen',
  cvr: 'CVR-nummeret er ikke gyldigt. Tjek, at du har skrevet det rigtigt.',
  iban: 'IBAN-nummeret er ikke gyldigt. Tjek, at du har skrevet det rigtigt.',
};

/** Why a CPR number is wrong for this birth date, or null when it agrees. */
export function cprProblem(value: string, birthDate: string): string | null {
  const stated = birthDateOfCpr(value);
  if (!stated) return identifierErrors.cprFormat;
  return stated === birthDate ? null : identifierErrors.cprBirthDate;
}

/** "0101901234" → "010190-****": the date part only (it is the birth date the seller gave anyway). */
export function maskCpr(value: string): string {
  const cpr = compact(value);
  return `${cpr.slice(0, 6)}-****`;
}

/** ISO 13616: letters A–Z and ASCII digits, moved and read as a number, mod 97 = 1. */
export function isValidIban(value: string): boolean {
  const iban = compact(value).toUpperCase();
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith('DK') && iban.length !== 18) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** The IBAN of a Danish account: DK, two check digits, the 4-digit reg.nr. and the account number padded to 10. */
export function danishIban(registrationNumber: string, accountNumber: string): string {
  const bban = `${registrationNumber.padStart(4, '0')}${accountNumber.padStart(10, '0')}`;
  const check = 98 - mod97(`${bban}DK00`);
  return `DK${String(check).padStart(2, '0')}${bban}`;
}
