/**
 * A talent's seller information for DAC7 (README.md beside this file): given on
 * /settings/seller-information through `saveSellerInformation`, shown back masked, read in clear
 * only by the report (`taxNumbersForReport`), which records who read it first.
 *
 * Nothing here logs, emails or throws the tax number: refusals name the field, never the value.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { z } from 'zod';
import type { Actor } from '../actor';
import { assertAccountActive } from '../account-status';
import { now } from '../clock';
import { forbidden, parseInput } from '../errors';
import { chosenNameSchema } from '../names';
import { ownTalentProfileId } from '../wallet';
import { decryptTaxNumber, encryptTaxNumber } from './encryption';
import { compact, cprProblem, identifierErrors, isValidCvr, maskCpr } from './identifiers';
import { sellerKinds, type SellerKind } from './kinds';
import { sellerInformationDueSince, withheldFrom, withholdingMessage } from './withholding';

/** Letters, digits, spaces and ordinary punctuation; no line breaks, control or invisible characters. */
const plainText = (required: string, max = 200) =>
  z
    .string({ error: required })
    .overwrite((value) => value.normalize('NFC').trim())
    .min(1, required)
    .max(max, `Højst ${max} tegn`)
    .regex(/^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u, 'Brug kun bogstaver, tal og almindelige tegn');

const countryCode = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, 'Vælg et land (to bogstaver, fx DK)'));

export const sellerInformationSchema = z
  .object({
    kind: z.enum(sellerKinds, { error: 'Vælg, om du sælger som person eller virksomhed' }),
    name: chosenNameSchema({ required: 'Skriv dit fulde navn eller virksomhedens navn' }),
    street: plainText('Skriv vejnavn og husnummer'),
    postcode: z
      .string({ error: 'Skriv postnummeret' })
      .trim()
      .regex(/^[0-9A-Za-z -]{3,10}$/, 'Skriv postnummeret med almindelige cifre'),
    city: plainText('Skriv byen', 100),
    country: countryCode,
    birthDate: z.string().trim().optional().default(''),
    taxCountry: countryCode.optional().default('DK'),
    taxNumber: z.string().optional().default(''),
    cvr: z.string().optional().default(''),
    vatNumber: z.string().optional().default(''),
  })
  .superRefine((input, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (input.kind === 'person') {
      if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(input.birthDate) || Number.isNaN(Date.parse(`${input.birthDate}T00:00:00Z`)))
        issue('birthDate', 'Skriv din fødselsdato');
      const taxNumber = compact(input.taxNumber);
      if (!taxNumber) issue('taxNumber', 'Skriv dit CPR-nummer eller skattenummer');
      else if (input.taxCountry === 'DK') {
        const problem = cprProblem(taxNumber, input.birthDate);
        if (problem) issue('taxNumber', problem);
      } else if (!/^[0-9A-Z]{4,20}$/i.test(taxNumber)) issue('taxNumber', 'Skriv skattenummeret med bogstaver A–Z og almindelige cifre');
    } else {
      if (!/^[0-9]{8}$/.test(compact(input.cvr))) issue('cvr', 'CVR-nummeret skal være 8 cifre');
      else if (!isValidCvr(compact(input.cvr))) issue('cvr', identifierErrors.cvr);
      const vat = compact(input.vatNumber).toUpperCase();
      if (vat && !/^[A-Z]{2}[0-9A-Z]{2,13}$/.test(vat)) issue('vatNumber', 'Skriv momsnummeret som landekode og cifre, fx DK12345678');
    }
  });
export type SellerInformationInput = z.input<typeof sellerInformationSchema>;

/** What the talent (and the GDPR export) sees: everything except the tax number in clear. */
export type SellerInformationView = {
  kind: SellerKind;
  name: string;
  birthDate: string | null;
  street: string;
  postcode: string;
  city: string;
  country: string;
  taxCountry: string;
  taxNumberMasked: string;
  cvr: string;
  vatNumber: string;
  updatedAt: Date | null;
};

const viewSelect = {
  kind: true,
  name: true,
  birthDate: true,
  street: true,
  postcode: true,
  city: true,
  country: true,
  taxCountry: true,
  taxNumberMasked: true,
  cvr: true,
  vatNumber: true,
  updatedAt: true,
} as const;

function toView(row: any): SellerInformationView {
  const birthDate = row.birthDate ? new Date(row.birthDate).toISOString().slice(0, 10) : null;
  return { ...row, birthDate, taxNumberMasked: row.taxNumberMasked ?? '', cvr: row.cvr ?? '', vatNumber: row.vatNumber ?? '' };
}

/** The signed-in talent's seller information, masked (null when not given yet). */
export async function ownSellerInformation(context: KeystoneContext, actor: Actor): Promise<SellerInformationView | null> {
  const talentId = await ownTalentProfileId(context, actor);
  const row = await context.prisma.sellerInformation.findFirst({ where: { talentId }, select: viewSelect });
  return row ? toView(row) : null;
}

/**
 * For the person's own data export (GDPR): their seller information as they see it — the tax
 * number masked, since the export file travels further than the page. Null when they have none.
 */
export async function sellerInformationForExport(
  context: Pick<KeystoneContext, 'prisma'>,
  userId: string,
): Promise<SellerInformationView | null> {
  const row = await context.prisma.sellerInformation.findFirst({ where: { talent: { userId } }, select: viewSelect });
  return row ? toView(row) : null;
}

/** Saves (or replaces) the signed-in talent's seller information; the tax number is encrypted before it is written. */
export async function saveSellerInformation(
  context: KeystoneContext,
  actor: Actor,
  input: SellerInformationInput | Record<string, string>,
) {
  const talentId = await ownTalentProfileId(context, actor);
  await assertAccountActive(context, actor.userId);
  const data = parseInput(sellerInformationSchema, input);
  const person = data.kind === 'person';
  const taxNumber = person ? compact(data.taxNumber).toUpperCase() : '';
  const row = {
    kind: data.kind,
    name: data.name,
    street: data.street,
    postcode: data.postcode,
    city: data.city,
    country: data.country,
    birthDate: person ? new Date(`${data.birthDate}T00:00:00Z`) : null,
    taxCountry: person ? data.taxCountry : 'DK',
    taxNumberEncrypted: person ? encryptTaxNumber(taxNumber, talentId) : '',
    taxNumberMasked: person
      ? data.taxCountry === 'DK'
        ? maskCpr(taxNumber)
        : `${taxNumber.slice(0, 2)}${'*'.repeat(taxNumber.length - 2)}`
      : '',
    cvr: person ? '' : compact(data.cvr),
    vatNumber: person ? '' : compact(data.vatNumber).toUpperCase(),
  };
  await context.prisma.sellerInformation.upsert({ where: { talentId }, create: { talentId, ...row }, update: row });
  return ownSellerInformation(context, actor);
}

/**
 * The tax numbers in clear, for the report only (admins): one audit row per talent is written
 * first, naming the admin and the purpose, so no number is read without a trace.
 */
export async function taxNumbersForReport(context: KeystoneContext, actor: Actor, talentIds: string[], purpose: string) {
  if (actor.role !== 'admin') throw forbidden('Kun MixBuddy kan hente indberetningen');
  const rows: { talentId: string; taxNumberEncrypted: string | null }[] = await context.prisma.sellerInformation.findMany({
    where: { talentId: { in: talentIds }, kind: 'person', NOT: { taxNumberEncrypted: '' } },
    select: { talentId: true, taxNumberEncrypted: true },
  });
  if (rows.length === 0) return new Map<string, string>();
  await context.prisma.sellerInformationRead.createMany({
    data: rows.map((row) => ({ talentId: row.talentId, readerId: actor.userId, purpose })),
  });
  return new Map(rows.map((row) => [row.talentId, decryptTaxNumber(row.taxNumberEncrypted!, row.talentId)]));
}

/** For /wallet: whether the talent has given their seller information, and why payouts wait (null when they do not). */
export async function ownSellerInformationStatus(context: KeystoneContext, actor: Actor) {
  const talentId = await ownTalentProfileId(context, actor);
  const given = Boolean(await context.prisma.sellerInformation.findFirst({ where: { talentId }, select: { id: true } }));
  const dueSince = given ? null : await sellerInformationDueSince(context.prisma, talentId);
  // payoutWithholding's rule, from what was just read (the page reads each once).
  const withheld = dueSince && now() >= withheldFrom(dueSince) ? withholdingMessage : null;
  return { given, due: Boolean(dueSince), withheld };
}
