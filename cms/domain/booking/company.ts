/**
 * Booking as a company: the company's name, its CVR number (8 digits that pass the modulus-11
 * check, weights 2, 7, 6, 5, 4, 3, 2, 1), an optional EAN number (13 digits, for public bodies)
 * and an optional reference. They go on the receipt. Paying by EAN invoice is not offered: a
 * company pays by card or MobilePay like everyone else. Pure (the site's form validates with it).
 */
const CVR_WEIGHTS = [2, 7, 6, 5, 4, 3, 2, 1];

/** Spaces and dashes people type inside numbers ("10 15 08 17") are not part of them. */
export const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** True for 8 digits whose weighted sum is divisible by 11. */
export function isValidCvr(value: string) {
  const cvr = digitsOf(value);
  if (!/^\d{8}$/.test(cvr)) return false;
  const sum = CVR_WEIGHTS.reduce((total, weight, i) => total + weight * Number(cvr[i]), 0);
  return sum % 11 === 0;
}

export const companyErrors = {
  name: 'Skriv firmaets navn',
  cvrLength: 'CVR-nummeret skal være 8 cifre',
  cvrCheck: 'CVR-nummeret er ikke gyldigt. Tjek, at du har skrevet det rigtigt.',
  ean: 'EAN-nummeret skal være 13 cifre (eller lad feltet stå tomt)',
};

/** The company fields' problems, by field (empty when the booking is private or the fields are right). */
export function companyProblems(input: { asCompany?: boolean; companyName?: string; companyCvr?: string; companyEan?: string }) {
  const problems: Record<string, string> = {};
  if (!input.asCompany) return problems;
  if (!input.companyName?.trim()) problems.companyName = companyErrors.name;
  const cvr = digitsOf(input.companyCvr ?? '');
  if (!/^\d{8}$/.test(cvr)) problems.companyCvr = companyErrors.cvrLength;
  else if (!isValidCvr(cvr)) problems.companyCvr = companyErrors.cvrCheck;
  const ean = digitsOf(input.companyEan ?? '');
  if (ean && !/^\d{13}$/.test(ean)) problems.companyEan = companyErrors.ean;
  return problems;
}

/** What the booking stores: the company's details (numbers without spaces), or empty fields for a private booking. */
export function companyOf(input: {
  asCompany?: boolean;
  companyName?: string;
  companyCvr?: string;
  companyEan?: string;
  companyReference?: string;
}) {
  if (!input.asCompany) return { companyName: '', companyCvr: '', companyEan: '', companyReference: '' };
  return {
    companyName: (input.companyName ?? '').trim(),
    companyCvr: digitsOf(input.companyCvr ?? ''),
    companyEan: digitsOf(input.companyEan ?? ''),
    companyReference: (input.companyReference ?? '').trim(),
  };
}
