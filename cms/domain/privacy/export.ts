/**
 * "Download mine data" (GDPR articles 15 and 20): everything MixBuddy holds about one person, as
 * a ZIP of JSON files with a Danish README.txt.
 *
 * 1. `requestDataExport` (the account page's button): the signed-in person only; counted against
 *    LIMITS.dataExportPerUser (increment, then read) and at most one pending export per person —
 *    the database holds that (`DataExport.pendingFor` is unique); a request within a minute of the
 *    last one is that one (the person's row locked while we look) — then the `makeDataExport` job
 *    is written in the same transaction as the row.
 * 2. `makeDataExport` (the job): collects (`collectPersonalData`), zips (fflate), writes the file
 *    durably under a random name in `config.dataExportsDir` (cms/domain/files.ts), marks the
 *    export ready for 7 days (retention.dataExports) and emails the person.
 * 3. `dataExportDownload` (GET /data-export/{id}): the file only to its owner; for everyone else,
 *    signed in or not, and for any id that is not one, "not found" — never a hint that it exists.
 *    An expired export says so, with the way to ask again.
 *
 * What is in it: the person's own rows, and of shared things only their own part — of a
 * conversation its metadata and the messages they wrote (not the other person's words); of a
 * booking they delivered as talent the event, never the customer's name, address or message; of a
 * review of them as talent the rating and their reply, not the reviewer's text.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { KeystoneContext } from '@keystone-6/core/types';
import { strToU8, zipSync } from 'fflate';
import { config } from '../../config';
import { queueEmail } from '../../email';
import { absoluteUrl, compose } from '../../email/templates';
import { enqueue } from '../../jobs';
import { LIMITS, takeAttempt } from '../accounts/rate-limit';
import { type OwnAccountRow, ownAccountSelect, signedInUser } from '../accounts/shared';
import { sellerInformationForExport } from '../dac7/seller-information';
import { actorOf } from '../actor';
import { addMs, now } from '../clock';
import { DomainError } from '../errors';
import { writeDurably } from '../files';
import { formatDateTime, isoDateInCopenhagen } from '../time';
import { exportFilePath, removeExportFile } from './export-files';
import { retention } from './retention';

/** A new request within this time of the last one is the same request (a double click, a reload). */
const ASKED_AGAIN_AFTER_MS = 60_000;

/** How long a ready export can be downloaded (the retention table's row). */
export const EXPORT_VALID_MS = retention.dataExports.period.ms;

export const exportCopy = {
  alreadyPending: 'Vi er allerede ved at samle dine data. Du får en e-mail, når de er klar.',
  tooMany: 'Du har bedt om dine data mange gange i dag. Prøv igen i morgen.',
} as const;

/** What the account page shows about the person's latest export. */
export type DataExportView = { id: string; status: 'pending' | 'ready' | 'failed' | 'expired'; expiresAt: Date | null; createdAt: Date };

type Prisma = KeystoneContext['prisma'];

/** Export ids are Prisma cuids; anything else is not one (and is never looked up). */
const isExportId = (id: unknown): id is string => typeof id === 'string' && /^[a-z0-9]{20,40}$/.test(id);

/** The signed-in person asks for their data. */
export async function requestDataExport(context: KeystoneContext): Promise<{ exportId: string }> {
  const user = await signedInUser(context);
  const prisma = context.sudo().prisma;
  // Friendlier than the constraint below, which is what holds under concurrent requests.
  if (await prisma.dataExport.findFirst({ where: { pendingFor: user.id }, select: { id: true } })) {
    throw new DomainError(exportCopy.alreadyPending, {}, 'CONFLICT');
  }
  if (!(await takeAttempt(context, LIMITS.dataExportPerUser, user.id)).allowed) throw new DomainError(exportCopy.tooMany, {}, 'CONFLICT');
  try {
    return await prisma.$transaction(async (tx: Prisma) => {
      // One at a time per person, and a double click is one export even when the first is done
      // before the second arrives: the person's row is locked while we look for a recent one.
      await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${user.id} FOR UPDATE`;
      const recent = await tx.dataExport.findFirst({
        where: { userId: user.id, OR: [{ pendingFor: user.id }, { createdAt: { gt: new Date(now().getTime() - ASKED_AGAIN_AFTER_MS) } }] },
        select: { id: true },
      });
      if (recent) throw new DomainError(exportCopy.alreadyPending, {}, 'CONFLICT');
      const row = await tx.dataExport.create({ data: { userId: user.id, pendingFor: user.id, status: 'pending', createdAt: now() } });
      await enqueue(tx, 'makeDataExport', { exportId: row.id }, { key: `export:${row.id}` });
      return { exportId: row.id as string };
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') throw new DomainError(exportCopy.alreadyPending, {}, 'CONFLICT');
    throw error;
  }
}

/** The person's latest export, for the account page. */
export async function latestDataExport(context: KeystoneContext): Promise<DataExportView | null> {
  const { userId } = actorOf(context);
  const row = await context.sudo().prisma.dataExport.findFirst({
    where: { userId },
    orderBy: { createdAt: 'desc' },
    select: { id: true, status: true, expiresAt: true, createdAt: true },
  });
  if (!row) return null;
  const expired = row.status === 'expired' || (row.status === 'ready' && row.expiresAt && row.expiresAt <= now());
  return { ...row, status: expired ? 'expired' : row.status } as DataExportView;
}

/** Everything held about `userId`, as the files of the ZIP (name → JSON-able value). */
export async function collectPersonalData(prisma: Prisma, userId: string): Promise<Record<string, unknown>> {
  const user: (OwnAccountRow & { blockedAt: Date | null }) | null = await prisma.user.findUnique({
    where: { id: userId },
    select: { ...ownAccountSelect, blockedAt: true },
  });
  if (!user) throw new Error(`Ingen bruger ${userId}`);
  const { googleSubject, ...account } = user;
  const talent = await prisma.talentProfile.findUnique({
    where: { userId },
    include: {
      locations: { select: { region: true, city: true, postcode: true, travelKm: true, municipality: true } },
      availability: true,
      menus: true,
      bankAccount: { select: { registrationNumber: true, accountNumber: true, createdAt: true } },
      from_CalendarFeed_talent: { select: { externalUrl: true, feedCreatedAt: true, externalSyncedAt: true, createdAt: true } },
    },
  });
  const talentId: string | null = talent?.id ?? null;

  const customerBookings = await prisma.booking.findMany({
    where: { customerId: userId },
    orderBy: { startsAt: 'asc' },
    include: {
      menu: { select: { id: true, title: true } },
      talent: { select: { id: true, displayName: true } },
      payments: {
        select: {
          id: true,
          status: true,
          amount: true,
          refundedAmount: true,
          currency: true,
          paymentMethod: true,
          paidAt: true,
          createdAt: true,
        },
      },
    },
  });
  const deliveredBookings = talentId
    ? await prisma.booking.findMany({
        where: { talentId },
        orderBy: { startsAt: 'asc' },
        select: {
          id: true,
          menu: { select: { id: true, title: true } },
          startsAt: true,
          endsAt: true,
          guests: true,
          postcode: true,
          city: true,
          status: true,
          totalAmount: true,
          commissionAmount: true,
          talentAmount: true,
          acceptedAt: true,
          paidAt: true,
          completedAt: true,
          cancelledAt: true,
          cancelledBy: true,
          declineReason: true,
          declineNote: true,
          createdAt: true,
        },
      })
    : [];

  const conversations = await prisma.conversation.findMany({
    where: { OR: [{ participants: { some: { id: userId } } }, { messages: { some: { senderId: userId } } }] },
    orderBy: { createdAt: 'asc' },
    select: { id: true, kind: true, subject: true, createdAt: true, lastMessageAt: true, booking: { select: { id: true } } },
  });
  const messages = await prisma.message.findMany({
    where: { senderId: userId },
    orderBy: { createdAt: 'asc' },
    select: { id: true, conversationId: true, body: true, createdAt: true, readAt: true, hiddenAt: true },
  });
  const receipts = await prisma.receipt.findMany({ where: { customerId: userId }, orderBy: { number: 'asc' } });
  const reviewsWritten = await prisma.review.findMany({
    where: { customerId: userId },
    select: { id: true, bookingId: true, menuId: true, rating: true, body: true, reply: true, repliedAt: true, createdAt: true },
  });
  const reviewsReceived = talentId
    ? await prisma.review.findMany({
        where: { talentId },
        select: { id: true, bookingId: true, rating: true, reply: true, repliedAt: true, createdAt: true },
      })
    : [];
  const favourites = await prisma.favourite.findMany({
    where: { customerId: userId },
    select: { menu: { select: { id: true, title: true } }, talent: { select: { id: true, displayName: true } }, createdAt: true },
  });
  const supportRequests = await prisma.supportRequest.findMany({
    where: { OR: [{ userId }, { email: { equals: user.email, mode: 'insensitive' } }] },
    orderBy: { createdAt: 'asc' },
    select: {
      id: true,
      name: true,
      email: true,
      topic: true,
      message: true,
      status: true,
      createdAt: true,
      replies: { select: { body: true, sentTo: true, createdAt: true }, orderBy: { createdAt: 'asc' } },
    },
  });
  const sessions = await prisma.authSession.findMany({
    where: { userId },
    select: { device: true, createdAt: true, lastSeenAt: true, expiresAt: true },
    orderBy: { createdAt: 'asc' },
  });
  const ledger = talentId
    ? await prisma.ledgerEntry.findMany({
        where: { talentId },
        orderBy: { createdAt: 'asc' },
        select: {
          id: true,
          transactionId: true,
          account: true,
          amount: true,
          bookingId: true,
          payoffId: true,
          description: true,
          createdAt: true,
        },
      })
    : [];
  const payoffs = talentId ? await prisma.payoff.findMany({ where: { talentId }, orderBy: { createdAt: 'asc' } }) : [];

  const files: Record<string, unknown> = {
    'konto.json': { ...account, googleLinked: Boolean(googleSubject) },
    'bookinger.json': { somKunde: customerBookings, somTalent: deliveredBookings },
    'samtaler.json': { samtaler: conversations, dineBeskeder: messages },
    'kvitteringer.json': receipts,
    'anmeldelser.json': { skrevetAfDig: reviewsWritten, omDig: reviewsReceived },
    'favoritter.json': favourites,
    'samtykker.json': {
      kontotypeValgt: user.accountTypeChosenAt,
      talentvilkaar: talent ? { accepteret: talent.termsAcceptedAt, version: talent.termsVersion } : null,
      cookievalg: 'Dit cookievalg gemmes kun i din browser (cookien mb_samtykke), ikke hos os.',
    },
    'supporthenvendelser.json': supportRequests,
    'sessioner.json': sessions,
  };
  if (talent) {
    const { locations, availability, menus, bankAccount, from_CalendarFeed_talent: calendars, ...profile } = talent;
    files['talentprofil.json'] = {
      profil: profile,
      omraader: locations,
      tilgaengelighed: availability,
      menuer: menus,
      bankkonto: bankAccount,
      kalender: calendars,
    };
    files['saldo.json'] = { posteringer: ledger, udbetalinger: payoffs };
  }
  // DAC7 seller information, the CPR number masked as everywhere outside the report itself.
  const sellerInformation = await sellerInformationForExport({ prisma }, userId);
  if (sellerInformation) files['skatteoplysninger.json'] = sellerInformation;
  return files;
}

function readme(files: string[], madeAt: Date) {
  return [
    'Dine data fra MixBuddy',
    '======================',
    '',
    `Udtrækket er lavet ${formatDateTime(madeAt)} og indeholder alt, hvad MixBuddy har gemt om dig (databeskyttelsesforordningens artikel 15 og 20).`,
    'Filerne er i JSON, et almindeligt format, som andre tjenester og de fleste programmer kan læse. Beløb er i øre (100 øre = 1 kr.), tidspunkter i UTC.',
    '',
    'Filer:',
    ...files.map((name) => `- ${name}`),
    '',
    'Fra samtaler får du oplysninger om samtalen og de beskeder, du selv har skrevet — ikke den andens beskeder.',
    'Fra bookinger, du har udført som talent, får du begivenheden, men ikke kundens navn, adresse eller besked.',
    ...(files.includes('skatteoplysninger.json')
      ? []
      : ['Oplysninger til Skattestyrelsen (DAC7) er ikke med, fordi vi ikke har nogen om dig.']),
    '',
    `Hvor længe vi gemmer hvad, og hvorfor: ${absoluteUrl('/privatlivspolitik')}`,
    'Spørgsmål: hej@mixbuddy.dk',
    '',
  ].join('\r\n');
}

/** The ZIP's bytes: README.txt and one JSON file per kind. */
export function zipOf(files: Record<string, unknown>, madeAt: Date): Uint8Array {
  const names = Object.keys(files).sort();
  const entries: Record<string, Uint8Array> = { 'README.txt': strToU8(readme(names, madeAt)) };
  for (const name of names) entries[name] = strToU8(`${JSON.stringify(files[name], null, 2)}\n`);
  return zipSync(entries, { level: 6, mtime: madeAt });
}

export const dataExportEmail = (to: string, exportId: string, expiresAt: Date) =>
  compose(to, 'Dine data fra MixBuddy er klar', {
    greeting: 'Hej',
    paragraphs: [
      'Du har bedt om at få alt, hvad MixBuddy har gemt om dig. Nu er det klar som en ZIP-fil.',
      'Log ind med din konto for at hente filen. Kun du kan hente den.',
    ],
    link: { label: 'Hent dine data', url: absoluteUrl(`/data-export/${exportId}`) },
    after: [`Linket virker til ${formatDateTime(expiresAt)}. Derefter sletter vi filen, og du kan bede om en ny under »Min konto«.`],
  });

/** The job: collect, zip, store, mark ready, email. Safe to run twice. */
export async function makeDataExport(context: KeystoneContext, exportId: string) {
  const prisma = context.sudo().prisma;
  const row = await prisma.dataExport.findUnique({ where: { id: exportId }, include: { user: { select: { id: true, email: true } } } });
  if (!row || row.status !== 'pending') return;
  if (!row.user) {
    await prisma.dataExport.update({ where: { id: exportId }, data: { status: 'failed', pendingFor: null } });
    return;
  }
  const madeAt = now();
  const bytes = zipOf(await collectPersonalData(prisma, row.user.id), madeAt);
  const fileName = `${randomUUID()}.zip`;
  // Only the server's own user reads it: the folder is not served, the file is handed out by dataExportDownload.
  await writeDurably(config.dataExportsDir, fileName, bytes, 0o600);
  const expiresAt = addMs(madeAt, EXPORT_VALID_MS);
  const done = await prisma.$transaction(async (tx: Prisma) => {
    const { count } = await tx.dataExport.updateMany({
      where: { id: exportId, status: 'pending' },
      data: { status: 'ready', pendingFor: null, fileName, byteSize: bytes.byteLength, readyAt: madeAt, expiresAt },
    });
    if (count === 1) await queueEmail(tx, dataExportEmail(row.user.email, exportId, expiresAt));
    return count === 1;
  });
  // A second run that lost the race leaves no stray file.
  if (!done) await removeExportFile(fileName);
}

export type DataExportDownload =
  { kind: 'file'; bytes: Buffer; fileName: string } | { kind: 'expired' } | { kind: 'pending' } | { kind: 'notFound' };

/** The download of `/data-export/{id}`: the file for its owner only (see the header). */
export async function dataExportDownload(context: KeystoneContext, exportId: unknown): Promise<DataExportDownload> {
  const userId = (context.session as { itemId?: string } | undefined)?.itemId;
  if (!userId || !isExportId(exportId)) return { kind: 'notFound' };
  const row = await context.sudo().prisma.dataExport.findUnique({ where: { id: exportId } });
  if (!row || row.userId !== userId) return { kind: 'notFound' };
  if (row.status === 'pending') return { kind: 'pending' };
  if (row.status !== 'ready' || !row.expiresAt || row.expiresAt <= now()) return { kind: 'expired' };
  const path = exportFilePath(row.fileName);
  if (!path) return { kind: 'expired' };
  const bytes = await readFile(path).catch(() => null);
  if (!bytes) return { kind: 'expired' };
  return { kind: 'file', bytes, fileName: `mixbuddy-data-${isoDateInCopenhagen(row.readyAt ?? row.createdAt)}.zip` };
}
