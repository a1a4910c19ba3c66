/**
 * The talent's own profile and the onboarding steps that fill it in. Each operation loads the
 * signed-in talent's own profile, validates the input with its zod schema (Danish messages), saves
 * it — with sudo, scoped to that profile, since the generated API is closed to talent (one door
 * for writes) — then marks its setup step done.
 * The same functions serve the setup pages under /dashboard/setup and the pages under /settings.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { z } from 'zod';
import type { Session } from '../../access';
import { findAll } from '../../db/find-all';
import { isOwnImagePath } from '../images';
import { chosenNameSchema, safeName } from '../names';
import { DomainError, forbidden, notFound, parseInput } from '../errors';
import { markStepDone } from './onboarding';
import { placeOfPostcode } from '../places';

const PROFILE_FIELDS =
  'id displayName headline presentation specialities photo city address cvr personalInfoDoneAt presentationDoneAt locationsDoneAt bankDoneAt onboardingComplete ' +
  'termsAcceptedAt termsVersion verifiedAt vettingRequestedAt vettingRejectedAt vettingRejectionReason';

export type OwnProfile = {
  id: string;
  displayName: string;
  headline: string;
  presentation: string;
  specialities: string;
  photo: string;
  city: string;
  address: string | null;
  cvr: string | null;
  personalInfoDoneAt: string | null;
  presentationDoneAt: string | null;
  locationsDoneAt: string | null;
  bankDoneAt: string | null;
  onboardingComplete: boolean;
  termsAcceptedAt: string | null;
  termsVersion: string | null;
  verifiedAt: string | null;
  vettingRequestedAt: string | null;
  vettingRejectedAt: string | null;
  vettingRejectionReason: string | null;
};

export function talentSession(context: KeystoneContext): Session {
  const session = context.session as Session | undefined;
  if (!session || session.data.role !== 'talent') throw forbidden('Kun talent kan gøre dette');
  return session;
}

/** The signed-in talent's profile (by their own user id from the session), address and CVR included. */
export async function findOwnProfile(context: KeystoneContext): Promise<OwnProfile | null> {
  const session = talentSession(context);
  const [profile] = (await context.sudo().query.TalentProfile.findMany({
    where: { user: { id: { equals: session.itemId } } },
    query: PROFILE_FIELDS,
    take: 1,
  })) as OwnProfile[];
  return profile ?? null;
}

/** The lists whose rows belong to one talent (`talentId`). */
type OwnedList = 'Menu' | 'Location' | 'Availability';

/**
 * One of the signed-in talent's own rows, with their profile. Another talent's row answers as if
 * it did not exist (`missing`, a Danish not-found), so ids tell nobody what others have.
 */
export async function ownRow(context: KeystoneContext, listKey: OwnedList, id: string, missing: string, profile?: OwnProfile | null) {
  const owner = profile ?? (await findOwnProfile(context));
  const row = owner
    ? await context
        .sudo()
        .db[listKey].findOne({ where: { id } })
        .catch(() => null)
    : null;
  if (!owner || !row || row.talentId !== owner.id) throw notFound(missing);
  return { profile: owner, row };
}

/** The profile, created on first use with the person's name as display name. */
export async function ensureOwnProfile(context: KeystoneContext): Promise<OwnProfile> {
  const existing = await findOwnProfile(context);
  if (existing) return existing;
  const session = talentSession(context);
  await context.sudo().db.TalentProfile.createOne({
    data: { user: { connect: { id: session.itemId } }, displayName: safeName(session.data.name, 'Nyt talent') },
  });
  return (await findOwnProfile(context))!;
}

const trimmed = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

// ── Personal information ──────────────────────────────────────────────────────────────────
/** The town of the first Danish postcode in an address ("Nørregade 12, 7100 Vejle" → "Vejle"), or null. */
export function townOfAddress(address: string): string | null {
  for (const [, postcode] of address.matchAll(/\b(\d{4})\b/g)) {
    const place = placeOfPostcode(postcode!);
    if (place) return place.town;
  }
  return null;
}

export const personalInformationSchema = z
  .object({
    name: chosenNameSchema({ required: 'Skriv dit fulde navn', min: 2 }),
    phone: z
      .string()
      .trim()
      .regex(/^(\+45)?\s*(\d\s*){8}$/, 'Skriv et dansk telefonnummer med 8 cifre, fx 20 11 22 33'),
    address: z
      .string()
      .trim()
      .min(5, 'Skriv din adresse, fx Østerbrogade 84, 2100 København Ø')
      .max(200, 'Adressen må højst være 200 tegn'),
    /** Optional: taken from the address's postcode when left out (the form asks for the address once). */
    city: trimmed(80, 'Byen må højst være 80 tegn').optional().default(''),
    cvr: z
      .string()
      .trim()
      .transform((value) => value.replace(/\s/g, ''))
      .pipe(z.string().regex(/^(\d{8})?$/, 'CVR-nummeret skal være 8 cifre (lad feltet stå tomt, hvis du ikke har et firma)')),
  })
  .superRefine((data, ctx) => {
    if (!data.city && !townOfAddress(data.address)) {
      ctx.addIssue({
        code: 'custom',
        path: ['address'],
        message: 'Skriv adressen med postnummer og by, fx Østerbrogade 84, 2100 København Ø',
      });
    }
  });
export type PersonalInformationInput = z.input<typeof personalInformationSchema>;

export async function savePersonalInformation(context: KeystoneContext, input: PersonalInformationInput) {
  const session = talentSession(context);
  const data = parseInput(personalInformationSchema, input);
  const profile = await ensureOwnProfile(context);
  const sudo = context.sudo();
  await sudo.db.User.updateOne({ where: { id: session.itemId }, data: { name: data.name, phone: data.phone } });
  await sudo.db.TalentProfile.updateOne({
    where: { id: profile.id },
    data: { address: data.address, cvr: data.cvr, city: data.city || townOfAddress(data.address) || profile.city || '' },
  });
  await markStepDone(context, profile.id, 'personalInfo');
}

// ── Profile presentation ──────────────────────────────────────────────────────────────────
export const presentationSchema = z.object({
  displayName: chosenNameSchema({ required: 'Skriv det navn, kunderne skal se', min: 2 }),
  headline: z.string().trim().min(10, 'Skriv en overskrift på mindst 10 tegn').max(160, 'Overskriften må højst være 160 tegn'),
  presentation: z
    .string()
    .trim()
    .min(50, 'Fortæl lidt mere om dig selv — mindst 50 tegn')
    .max(3000, 'Præsentationen må højst være 3000 tegn'),
  specialities: trimmed(300, 'Specialerne må højst fylde 300 tegn').optional().default(''),
  /** Path returned by the image upload (`/uploads/…`); empty keeps the current photo. */
  photo: z
    .string()
    .trim()
    .refine((path) => path === '' || isOwnImagePath(path), 'Billedet kunne ikke findes — upload det igen')
    .optional()
    .default(''),
});
export type PresentationInput = z.input<typeof presentationSchema>;

export async function saveProfilePresentation(context: KeystoneContext, input: PresentationInput) {
  const data = parseInput(presentationSchema, input);
  const profile = await ensureOwnProfile(context);
  const photo = data.photo || profile.photo;
  if (!photo) throw new DomainError('Upload et billede af dig selv', { photo: 'Upload et billede af dig selv' });
  await context.sudo().db.TalentProfile.updateOne({
    where: { id: profile.id },
    data: {
      displayName: data.displayName,
      headline: data.headline,
      presentation: data.presentation,
      specialities: data.specialities,
      photo,
    },
  });
  await markStepDone(context, profile.id, 'presentation');
}

// ── Locations: see locations.ts ─────────────────────────────────────────────────────────

// ── Bank information ──────────────────────────────────────────────────────────────────────
export const bankErrors = {
  registrationMissing: 'Skriv dit reg.nr. Det er de 4 cifre før kontonummeret.',
  registration: 'Reg.nr. skal være 4 cifre (0-9).',
  accountMissing: 'Skriv dit kontonummer.',
  accountIban: 'Skriv reg.nr. og kontonummer hver for sig, ikke IBAN-nummeret. Du finder dem i din netbank.',
  accountDigits: 'Kontonummeret må kun indeholde cifre (0-9).',
  accountLength: 'Kontonummeret må højst være 10 cifre',
} as const;

/** Spaces and dashes people type inside numbers are dropped; anything else stays and is refused. */
const withoutSeparators = (value: string) => value.replace(/[\s-]/g, '');

// Only ASCII digits: a full-width "１" looks like a digit, but no bank (and no DAC7 report) reads it.
export const bankInformationSchema = z.object({
  registrationNumber: z
    .string()
    .transform(withoutSeparators)
    .pipe(
      z
        .string()
        .min(1, bankErrors.registrationMissing)
        .regex(/^[0-9]{4}$/, bankErrors.registration),
    ),
  accountNumber: z
    .string()
    .transform(withoutSeparators)
    .pipe(
      z
        .string()
        .min(1, bankErrors.accountMissing)
        .refine((value) => !/^[A-Za-z]{2}[0-9]{2}/.test(value), bankErrors.accountIban)
        .refine((value) => /^[0-9]*$/.test(value) || /^[A-Za-z]{2}[0-9]{2}/.test(value), bankErrors.accountDigits)
        .refine((value) => value.length <= 10 || !/^[0-9]*$/.test(value), bankErrors.accountLength),
    ),
});
export type BankInformationInput = z.input<typeof bankInformationSchema>;

/** Creates or replaces the talent's bank account. The full number is never read back (admin-only field). */
export async function saveBankInformation(context: KeystoneContext, input: BankInformationInput) {
  const data = parseInput(bankInformationSchema, input);
  const profile = await ensureOwnProfile(context);
  const existing = await ownBankAccount(context);
  const sudo = context.sudo();
  if (existing) await sudo.db.BankAccount.updateOne({ where: { id: existing.id }, data });
  else await sudo.db.BankAccount.createOne({ data: { ...data, talent: { connect: { id: profile.id } } } });
  await markStepDone(context, profile.id, 'bank');
}

export async function ownBankAccount(context: KeystoneContext) {
  const profile = await findOwnProfile(context);
  if (!profile) return null;
  const [account] = (await context.sudo().query.BankAccount.findMany({
    where: { talent: { id: { equals: profile.id } } },
    query: 'id registrationNumber maskedAccountNumber',
    take: 1,
  })) as { id: string; registrationNumber: string; maskedAccountNumber: string }[];
  return account ?? null;
}
