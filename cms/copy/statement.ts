/**
 * The words of the talent's statement of earnings — one text for the /wallet/statement page, its
 * CSV and its PDF (cms/domain/wallet/statement-files.ts writes the files).
 */
export const statementCopy = {
  title: 'Opgørelse over indtjening',
  period: 'Periode',
  talent: 'Talent',
  cvr: 'CVR-nr.',
  generated: 'Dannet',
  gross: 'Bruttobeløb (betalt af kunder)',
  fee: 'MixBuddys gebyr',
  vat: 'Heraf moms (25 %)',
  net: 'Nettoindtjening',
  payouts: 'Udbetalt til din bankkonto',
  total: 'I alt',
  lines: 'Posteringer',
  month: 'Måned',
  months: 'Nettoindtjening pr. måned',
  noLines: 'Ingen posteringer i perioden.',
  date: 'Dato',
  event: 'Hændelse',
  kinds: {
    booking: (menu: string) => `Booking betalt: ${menu}`,
    cancellation: (menu: string) => `Booking annulleret: ${menu}`,
    payout: () => 'Udbetaling til bankkonto',
    adjustment: () => 'Korrektion fra MixBuddy',
  } as Record<string, (menu: string) => string>,
  note: 'MixBuddys gebyr er inklusive 25 % moms. Nettoindtjening er bruttobeløbet minus gebyret; annulleringer trækkes fra i den måned, de sker.',
  fileName: (period: string) => `mixbuddy-opgoerelse-${period}`,
  monthNames: ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december'],
  noAccess: 'Du har ikke adgang til denne opgørelse.',
};
