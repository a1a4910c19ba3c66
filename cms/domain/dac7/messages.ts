/**
 * The year's DAC7 messages to Skattestyrelsen (README.md beside this file), for admins:
 * - `dac7Overview`: the year's reportable sellers with their figures, and the messages kept;
 * - `prepareDac7Message`: the original (DPI401) as a draft, replaced while it is one;
 * - `prepareDac7Correction`: after the original is filed, a DPI402 with only what changed —
 *   OECD2 for a seller whose figures changed, OECD3 for one who is no longer reportable, OECD1 for
 *   a new one — each OECD2/OECD3 naming the DocRefId and MessageRefId it corrects;
 * - `markDac7MessageFiled`: a draft becomes filed and is never changed again;
 * - `dac7MessageXml` and `dac7Csv`: the files (xml.ts/files.ts write them).
 * The figures kept in a message carry no tax number: the XML reads the numbers when it is written,
 * through `taxNumbersForReport`, which records the admin's read.
 */
import { randomUUID } from 'node:crypto';
import type { KeystoneContext } from '@keystone-6/core/types';
import { z } from 'zod';
import type { Actor } from '../actor';
import { now } from '../clock';
import { conflict, notFound, parseInput } from '../errors';
import { assertAdmin, figuresOfYear, sameFigures, type QuarterFigures, type SellerFigures } from './report';
import { taxNumbersForReport, type SellerInformationView } from './seller-information';

export const yearSchema = z.object({
  year: z.coerce.number({ error: 'Vælg et år' }).int('Vælg et år').min(2023, 'DAC7 gælder fra 2023').max(2100, 'Vælg et år'),
});

export type DocTypeIndic = 'OECD1' | 'OECD2' | 'OECD3';
/** One seller's document in a message, as kept in `Dac7Message.sellers`. */
export type MessageSeller = {
  talentId: string;
  docRefId: string;
  docTypeIndic: DocTypeIndic;
  corrDocRefId: string | null;
  corrMessageRefId: string | null;
  quarters: QuarterFigures[];
};
export type Dac7MessageRow = {
  id: string;
  year: number;
  messageRefId: string;
  messageTypeIndic: 'DPI401' | 'DPI402';
  correctsMessageRefId: string;
  status: 'draft' | 'filed';
  platformDocRefId: string;
  sellers: MessageSeller[];
  timestamp: Date;
  filedAt: Date | null;
  createdAt: Date;
};

/** MessageRefId and DocRefId: sending country, the year, receiving country, then a unique part (the schema's rule). */
const refId = (year: number, kind: 'M' | 'D') => `DK${year}DK-MIXBUDDY-${kind}-${randomUUID()}`;

export type SellerIdentity = Omit<SellerInformationView, 'updatedAt'> & {
  talentId: string;
  displayName: string;
  email: string;
  hasInformation: boolean;
  bank: { registrationNumber: string; accountNumber: string } | null;
};

/** Who each seller is, from their seller information, else what their profile says (the tax number only masked). */
export async function sellerIdentities(context: KeystoneContext, talentIds: string[]): Promise<Map<string, SellerIdentity>> {
  const profiles = await context.prisma.talentProfile.findMany({
    where: { id: { in: talentIds } },
    select: {
      id: true,
      displayName: true,
      city: true,
      address: true,
      cvr: true,
      user: { select: { name: true, email: true } },
      bankAccount: { select: { registrationNumber: true, accountNumber: true } },
    },
  });
  const infos = await context.prisma.sellerInformation.findMany({ where: { talentId: { in: talentIds } } });
  const infoOf = new Map(infos.map((info: any) => [info.talentId, info]));
  const identities = new Map<string, SellerIdentity>();
  for (const profile of profiles) {
    const info: any = infoOf.get(profile.id);
    const bankRow = Array.isArray(profile.bankAccount) ? profile.bankAccount[0] : profile.bankAccount;
    identities.set(profile.id, {
      talentId: profile.id,
      displayName: profile.displayName,
      email: profile.user?.email ?? '',
      hasInformation: Boolean(info),
      kind: info?.kind ?? 'person',
      name: info?.name ?? profile.user?.name ?? profile.displayName,
      birthDate: info?.birthDate ? new Date(info.birthDate).toISOString().slice(0, 10) : null,
      street: info?.street ?? profile.address ?? '',
      postcode: info?.postcode ?? '',
      city: info?.city ?? profile.city ?? '',
      country: info?.country ?? 'DK',
      taxCountry: info?.taxCountry ?? 'DK',
      taxNumberMasked: info?.taxNumberMasked ?? '',
      cvr: info?.cvr ?? '',
      vatNumber: info?.vatNumber ?? '',
      bank: bankRow ? { registrationNumber: bankRow.registrationNumber, accountNumber: bankRow.accountNumber } : null,
    });
  }
  return identities;
}

const toRow = (row: any): Dac7MessageRow => ({ ...row, sellers: (row.sellers ?? []) as MessageSeller[] });

async function messagesOf(context: KeystoneContext, year: number): Promise<Dac7MessageRow[]> {
  const rows = await context.prisma.dac7Message.findMany({ where: { year }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return rows.map(toRow);
}

export type Dac7Overview = {
  year: number;
  sellers: (SellerFigures & { identity: SellerIdentity })[];
  total: QuarterFigures[];
  messages: Dac7MessageRow[];
};

/** The year at a glance for the back office: sellers, totals per quarter, messages kept. */
export async function dac7Overview(context: KeystoneContext, actor: Actor, input: { year: number | string }): Promise<Dac7Overview> {
  assertAdmin(actor);
  const { year } = parseInput(yearSchema, input);
  const figures = await figuresOfYear(context, year);
  const identities = await sellerIdentities(
    context,
    figures.map((f) => f.talentId),
  );
  const sellers = figures
    .map((f) => ({ ...f, identity: identities.get(f.talentId)! }))
    .sort((a, b) => a.identity.name.localeCompare(b.identity.name, 'da') || a.talentId.localeCompare(b.talentId));
  const total = [0, 1, 2, 3].map((q) => ({
    consideration: sellers.reduce((sum, s) => sum + s.quarters[q].consideration, 0),
    activities: sellers.reduce((sum, s) => sum + s.quarters[q].activities, 0),
    fees: sellers.reduce((sum, s) => sum + s.quarters[q].fees, 0),
    taxes: sellers.reduce((sum, s) => sum + s.quarters[q].taxes, 0),
  }));
  return { year, sellers, total, messages: await messagesOf(context, year) };
}

async function replaceDraft(context: KeystoneContext, year: number, data: Omit<Dac7MessageRow, 'id' | 'createdAt' | 'filedAt' | 'status'>) {
  return context.prisma.$transaction(async (tx: any) => {
    // One draft per year: a new one replaces it (the figures may have changed meanwhile).
    await tx.dac7Message.deleteMany({ where: { year, status: 'draft' } });
    return toRow(await tx.dac7Message.create({ data: { ...data, status: 'draft' } }));
  });
}

/** The original message of `year` as a draft, from the ledger as it is now. */
export async function prepareDac7Message(context: KeystoneContext, actor: Actor, input: { year: number | string }) {
  assertAdmin(actor);
  const { year } = parseInput(yearSchema, input);
  const messages = await messagesOf(context, year);
  if (messages.some((m) => m.status === 'filed')) throw conflict(`${year} er allerede indberettet. Lav en rettelse i stedet.`);
  const figures = await figuresOfYear(context, year);
  return replaceDraft(context, year, {
    year,
    messageRefId: refId(year, 'M'),
    messageTypeIndic: 'DPI401',
    correctsMessageRefId: '',
    platformDocRefId: refId(year, 'D'),
    timestamp: now(),
    sellers: figures.map((f) => ({
      talentId: f.talentId,
      docRefId: refId(year, 'D'),
      docTypeIndic: 'OECD1',
      corrDocRefId: null,
      corrMessageRefId: null,
      quarters: f.quarters,
    })),
  });
}

/** What Skattestyrelsen holds per seller after the filed messages: the last document and its figures. */
function filedState(messages: Dac7MessageRow[]) {
  const state = new Map<string, { docRefId: string; messageRefId: string; quarters: QuarterFigures[] }>();
  for (const message of messages.filter((m) => m.status === 'filed')) {
    for (const seller of message.sellers) {
      if (seller.docTypeIndic === 'OECD3') state.delete(seller.talentId);
      else state.set(seller.talentId, { docRefId: seller.docRefId, messageRefId: message.messageRefId, quarters: seller.quarters });
    }
  }
  return state;
}

/** A correction of a filed year: only the sellers whose figures changed, each referring to what it corrects. */
export async function prepareDac7Correction(context: KeystoneContext, actor: Actor, input: { year: number | string }) {
  assertAdmin(actor);
  const { year } = parseInput(yearSchema, input);
  const messages = await messagesOf(context, year);
  const original = messages.find((m) => m.status === 'filed' && m.messageTypeIndic === 'DPI401');
  if (!original) throw conflict(`${year} er ikke indberettet endnu. Indberet året, før du retter det.`);
  const state = filedState(messages);
  const figures = await figuresOfYear(context, year);
  const sellers: MessageSeller[] = [];
  for (const f of figures) {
    const filed = state.get(f.talentId);
    if (filed && sameFigures(filed.quarters, f.quarters)) continue;
    sellers.push({
      talentId: f.talentId,
      docRefId: refId(year, 'D'),
      docTypeIndic: filed ? 'OECD2' : 'OECD1',
      corrDocRefId: filed?.docRefId ?? null,
      corrMessageRefId: filed?.messageRefId ?? null,
      quarters: f.quarters,
    });
  }
  const current = new Set(figures.map((f) => f.talentId));
  for (const [talentId, filed] of state) {
    if (current.has(talentId)) continue;
    sellers.push({
      talentId,
      docRefId: refId(year, 'D'),
      docTypeIndic: 'OECD3',
      corrDocRefId: filed.docRefId,
      corrMessageRefId: filed.messageRefId,
      quarters: filed.quarters,
    });
  }
  if (sellers.length === 0) throw conflict(`Tallene for ${year} er de samme som indberettet. Der er intet at rette.`);
  return replaceDraft(context, year, {
    year,
    messageRefId: refId(year, 'M'),
    messageTypeIndic: 'DPI402',
    correctsMessageRefId: original.messageRefId,
    platformDocRefId: refId(year, 'D'),
    timestamp: now(),
    sellers,
  });
}

async function messageByRef(context: KeystoneContext, messageRefId: string) {
  const row = await context.prisma.dac7Message.findUnique({ where: { messageRefId: String(messageRefId).slice(0, 200) } });
  if (!row) throw notFound('Indberetningen findes ikke');
  return toRow(row);
}

/** A draft was sent to Skattestyrelsen: it is kept as filed from now on. */
export async function markDac7MessageFiled(context: KeystoneContext, actor: Actor, messageRefId: string) {
  assertAdmin(actor);
  const message = await messageByRef(context, messageRefId);
  const { count } = await context.prisma.dac7Message.updateMany({
    where: { id: message.id, status: 'draft' },
    data: { status: 'filed', filedAt: now(), filedById: actor.userId },
  });
  if (count !== 1) throw conflict('Indberetningen er allerede markeret som indsendt');
  return messageByRef(context, messageRefId);
}

/** A kept message with what the files need: the sellers' identities and, for the XML, their tax numbers (audited). */
export async function messageForFile(context: KeystoneContext, actor: Actor, messageRefId: string, purpose: string) {
  assertAdmin(actor);
  const message = await messageByRef(context, messageRefId);
  const talentIds = message.sellers.map((s) => s.talentId);
  const identities = await sellerIdentities(context, talentIds);
  const taxNumbers = await taxNumbersForReport(context, actor, talentIds, `${purpose} ${message.messageRefId}`);
  return { message, identities, taxNumbers };
}
