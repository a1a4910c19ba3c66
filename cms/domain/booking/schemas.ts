/**
 * Input schemas of the booking operations (pure zod, no server imports, so the site's form
 * endpoints validate with exactly the same rules and messages before they call GraphQL).
 */
import { z } from 'zod';
import { IMPOSSIBLE_DATE_MESSAGE, isCalendarDay } from '../time';
import { companyProblems } from './company';

export const bookingRequestSchema = z
  .object({
    menuId: z.string().min(1, 'Vælg en menu'),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Vælg en dato')
      .refine(isCalendarDay, IMPOSSIBLE_DATE_MESSAGE),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Vælg et tidspunkt (TT:MM)'),
    guests: z.coerce
      .number({ error: 'Skriv antal gæster' })
      .int('Antal gæster skal være et helt tal')
      .min(1, 'Der skal være mindst 1 gæst')
      .max(10_000, 'Det er for mange gæster'),
    address: z.string().trim().min(3, 'Skriv adressen, hvor arrangementet holdes').max(200, 'Adressen er for lang'),
    postcode: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'Postnummeret skal være 4 cifre'),
    city: z.string().trim().min(2, 'Skriv byen').max(100, 'Bynavnet er for langt'),
    message: z.string().trim().max(2000, 'Beskeden må højst være 2000 tegn').default(''),
    // Booking as a company (company.ts): the details are checked only when asCompany is true.
    asCompany: z.boolean().default(false),
    companyName: z.string().trim().max(200, 'Firmanavnet må højst være 200 tegn').default(''),
    companyCvr: z.string().trim().max(20, 'CVR-nummeret skal være 8 cifre').default(''),
    companyEan: z.string().trim().max(30, 'EAN-nummeret skal være 13 cifre').default(''),
    companyReference: z.string().trim().max(100, 'Referencen må højst være 100 tegn').default(''),
  })
  .superRefine((input, ctx) => {
    for (const [path, message] of Object.entries(companyProblems(input))) ctx.addIssue({ code: 'custom', path: [path], message });
  });
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;

export const cancelBookingSchema = z.object({
  bookingId: z.string().min(1),
  reason: z.string().trim().max(1000, 'Begrundelsen må højst være 1000 tegn').default(''),
});

/**
 * Why a talent declines a request: a reason from this list (it reaches the customer's email as
 * its label) and an optional note in the talent's own words — required for »Andet«.
 */
export const declineReasons = [
  { value: 'unavailable', label: 'Talentet er ikke ledigt den dag' },
  { value: 'distance', label: 'Stedet ligger for langt væk' },
  { value: 'guests', label: 'Antallet af gæster passer ikke til menuen' },
  { value: 'occasion', label: 'Menuen passer ikke til arrangementet' },
  { value: 'other', label: 'Anden grund' },
] as const;
export type DeclineReason = (typeof declineReasons)[number]['value'];
const declineReasonValues = declineReasons.map((r) => r.value) as [DeclineReason, ...DeclineReason[]];

export const declineBookingSchema = z
  .object({
    bookingId: z.string().min(1),
    reason: z.enum(declineReasonValues, 'Vælg en begrundelse for afvisningen'),
    note: z.string().trim().max(1000, 'Forklaringen må højst være 1000 tegn').default(''),
  })
  .refine((input) => input.reason !== 'other' || input.note.length > 0, {
    path: ['note'],
    message: 'Skriv en kort forklaring til kunden, når du vælger »Anden grund«',
  });
export type DeclineBookingInput = z.input<typeof declineBookingSchema>;

export const declineReasonLabel = (value: string | null | undefined) => declineReasons.find((r) => r.value === value)?.label ?? '';
