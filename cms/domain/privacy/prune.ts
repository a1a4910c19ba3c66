/**
 * The pruning job: removes what the retention table (retention.ts) says is due, one pruner per
 * row kept `by: 'schedule'` — the type below makes a missing pruner a compile error. Runs every
 * night (the `pruneExpiredData` crontab, cms/jobs/worker.ts) and on `POST /api/test/retention`
 * outside production. Each pruner removes only rows dated before its row's cut-off, in MixBuddy's
 * time (cms/domain/clock.ts), so tests move the clock past a period and see exactly that go.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { removeFailedJobs } from '../../jobs';
import { DELETED_EMAIL_DOMAIN } from '../accounts/profile';
import { now } from '../clock';
import { DAY, yearInCopenhagen } from '../time';
import { rebuildStatementMonths } from '../wallet/statement';
import { removeExportFile } from './export-files';
import { cutoffOf, retentionRules, type RetentionKey, type ScheduledKey } from './retention';

type Prisma = KeystoneContext['prisma'];
/** Removes what is due at `at` (`cutoff`: the row's period counted back from `at`); returns how many records went. */
export type Pruner = (prisma: Prisma, at: Date, cutoff: Date) => Promise<number>;

/** How long a data export's row outlives its file, so its link can say "expired" rather than "not found". */
export const EXPIRED_EXPORT_KEPT_MS = 30 * DAY;

const deletedAccount = { email: { endsWith: DELETED_EMAIL_DOMAIN } };

/**
 * Bookkeeping, once the financial year it belongs to ended 5 years ago. A booking goes (with its
 * payments, receipts, review and conversation) when its customer deleted their account and
 * neither it nor any of its receipts, payments or ledger lines is dated on or after the cut-off; a
 * living customer keeps the booking in their history, with its dates and amounts, but its street
 * address, their note to the talent and the talent's decline note are cleared. A deleted talent's ledger lines and payoffs go
 * together, whole transactions at a time, once the newest of them is before the cut-off, so no
 * remaining balance changes. The statement months kept beside the ledger are rebuilt for both:
 * a removed booking no longer makes MixBuddy's lines of it a talent's.
 */
/** Bookings neither dated nor with a receipt, payment or ledger line dated on or after the cut-off. */
const bookkeepingPast = (cutoff: Date) => ({
  createdAt: { lt: cutoff },
  AND: [{ OR: [{ updatedAt: null }, { updatedAt: { lt: cutoff } }] }],
  from_Receipt_booking: { none: { issuedAt: { gte: cutoff } } },
  ledgerEntries: { none: { createdAt: { gte: cutoff } } },
  payments: { none: { createdAt: { gte: cutoff } } },
});

async function pruneBookkeeping(prisma: Prisma, _at: Date, cutoff: Date): Promise<number> {
  const bookings: { id: string; conversationId: string | null; talentId: string | null }[] = await prisma.booking.findMany({
    where: { ...bookkeepingPast(cutoff), customer: deletedAccount },
    select: { id: true, conversationId: true, talentId: true },
  });
  const ids = bookings.map((b) => b.id);
  // A living customer keeps their history, but the period ends for what is not bookkeeping in it.
  const stillKept: { id: string }[] = await prisma.booking.findMany({
    where: {
      ...bookkeepingPast(cutoff),
      customer: { email: { not: { endsWith: DELETED_EMAIL_DOMAIN } } },
      OR: [{ address: { not: '' } }, { message: { not: '' } }, { declineNote: { not: '' } }],
    },
    select: { id: true },
  });
  const conversations = bookings.map((b) => b.conversationId).filter((id): id is string => Boolean(id));
  const talents: { id: string }[] = await prisma.talentProfile.findMany({
    where: {
      user: deletedAccount,
      from_LedgerEntry_talent: { some: {}, none: { createdAt: { gte: cutoff } } },
      from_Payoff_talent: { none: { createdAt: { gte: cutoff } } },
    },
    select: { id: true },
  });
  const talentIds = talents.map((t) => t.id);
  const transactions: { transactionId: string }[] = talentIds.length
    ? await prisma.ledgerEntry.findMany({
        where: { talentId: { in: talentIds } },
        select: { transactionId: true },
        distinct: ['transactionId'],
      })
    : [];
  const removals = [
    // Raw, so the booking's `updatedAt` stays: it dates the booking for this pruner if the customer
    // deletes their account later. The street address, the note to the talent and the talent's
    // note when declining go; dates, amounts, postcode and town stay.
    prisma.$executeRaw`UPDATE "Booking" SET "address" = '', "message" = '', "declineNote" = '' WHERE "id" = ANY(${stillKept.map((b) => b.id)})`,
    prisma.receipt.deleteMany({ where: { OR: [{ bookingId: { in: ids } }, { customer: deletedAccount, issuedAt: { lt: cutoff } }] } }),
    prisma.payment.deleteMany({ where: { bookingId: { in: ids } } }),
    prisma.review.deleteMany({ where: { bookingId: { in: ids } } }),
    prisma.message.deleteMany({ where: { conversationId: { in: conversations } } }),
    prisma.booking.deleteMany({ where: { id: { in: ids } } }),
    prisma.conversation.deleteMany({ where: { id: { in: conversations } } }),
    prisma.ledgerEntry.deleteMany({
      where: { OR: [{ talentId: { in: talentIds } }, { transactionId: { in: transactions.map((t) => t.transactionId).filter(Boolean) } }] },
    }),
    prisma.payoff.deleteMany({ where: { talentId: { in: talentIds } } }),
  ];
  // The statement months of both kinds of talent, as their ledger reads after the removals.
  const touched = [...new Set([...talentIds, ...bookings.flatMap((b) => (b.talentId ? [b.talentId] : []))])];
  const results = await prisma.$transaction([...removals, ...rebuildStatementMonths(prisma, touched)]);
  return results
    .slice(0, removals.length)
    .reduce((sum: number, r: number | { count: number }) => sum + (typeof r === 'number' ? r : r.count), 0);
}

async function pruneSupportRequests(prisma: Prisma, _at: Date, cutoff: Date) {
  const [replies, requests] = await prisma.$transaction([
    prisma.supportReply.deleteMany({ where: { request: { createdAt: { lt: cutoff } } } }),
    prisma.supportRequest.deleteMany({ where: { createdAt: { lt: cutoff } } }),
  ]);
  return replies.count + requests.count;
}

/** How long an export may stay pending before it counts as failed (the person may then ask again). */
export const STUCK_EXPORT_MS = DAY;

/**
 * Data exports: the file when it expires, the row (so its link can say "udløbet") 30 days later;
 * one still pending after a day (its job failed for good) becomes failed, so it no longer blocks
 * a new request.
 */
async function pruneDataExports(prisma: Prisma, at: Date) {
  const stuck = await prisma.dataExport.updateMany({
    where: { status: 'pending', createdAt: { lt: new Date(at.getTime() - STUCK_EXPORT_MS) } },
    data: { status: 'failed', pendingFor: null },
  });
  const expired: { id: string; fileName: string }[] = await prisma.dataExport.findMany({
    where: { status: 'ready', expiresAt: { lte: at } },
    select: { id: true, fileName: true },
  });
  for (const row of expired) {
    await removeExportFile(row.fileName);
    await prisma.dataExport.update({ where: { id: row.id }, data: { status: 'expired', fileName: '', byteSize: 0 } });
  }
  const old: { id: string; fileName: string }[] = await prisma.dataExport.findMany({
    where: {
      OR: [
        { expiresAt: { lt: new Date(at.getTime() - EXPIRED_EXPORT_KEPT_MS) } },
        { expiresAt: null, createdAt: { lt: new Date(at.getTime() - EXPIRED_EXPORT_KEPT_MS) } },
      ],
      pendingFor: null,
    },
    select: { id: true, fileName: true },
  });
  for (const row of old) await removeExportFile(row.fileName);
  const { count } = await prisma.dataExport.deleteMany({ where: { id: { in: old.map((row) => row.id) } } });
  return stuck.count + expired.length + count;
}

/**
 * DAC7 records, 10 years after the end of the year they report: the filed messages of such a year,
 * the reminders and the audit of who read a CPR number from before the cut-off, and a deleted
 * talent's seller information and bank account once nothing of theirs in the ledger is newer than
 * the cut-off (a living talent's stay: they are what their next report needs).
 */
async function pruneDac7(prisma: Prisma, _at: Date, cutoff: Date): Promise<number> {
  const lastYearGone = yearInCopenhagen(cutoff) - 1;
  const results = await prisma.$transaction([
    prisma.dac7Message.deleteMany({ where: { year: { lte: lastYearGone } } }),
    prisma.sellerInformationReminder.deleteMany({ where: { createdAt: { lt: cutoff } } }),
    prisma.sellerInformationRead.deleteMany({ where: { createdAt: { lt: cutoff } } }),
    prisma.sellerInformation.deleteMany({
      where: {
        createdAt: { lt: cutoff },
        OR: [{ updatedAt: null }, { updatedAt: { lt: cutoff } }],
        talent: { user: deletedAccount, from_LedgerEntry_talent: { none: { createdAt: { gte: cutoff } } } },
      },
    }),
    // The bank account a deleted talent leaves (DAC7 reports it), on the same terms as their seller information.
    prisma.bankAccount.deleteMany({
      where: {
        createdAt: { lt: cutoff },
        talent: { user: deletedAccount, from_LedgerEntry_talent: { none: { createdAt: { gte: cutoff } } } },
      },
    }),
  ]);
  return results.reduce((sum: number, r: { count: number }) => sum + r.count, 0);
}

export const pruners: Record<ScheduledKey, Pruner> = {
  bookkeeping: pruneBookkeeping,
  supportRequests: pruneSupportRequests,
  sessions: async (prisma, at) => (await prisma.authSession.deleteMany({ where: { expiresAt: { lte: at } } })).count,
  signInAttempts: async (prisma, _at, cutoff) =>
    (await prisma.limitCounter.deleteMany({ where: { windowStartedAt: { lt: BigInt(cutoff.getTime()) } } })).count,
  emailLinks: async (prisma, _at, cutoff) => (await prisma.authToken.deleteMany({ where: { expiresAt: { lt: cutoff } } })).count,
  formDrafts: async (prisma, at, cutoff) =>
    (await prisma.formDraft.deleteMany({ where: { OR: [{ expiresAt: { lte: at } }, { createdAt: { lt: cutoff } }] } })).count,
  jobs: (prisma, _at, cutoff) => removeFailedJobs(prisma, cutoff),
  dataExports: pruneDataExports,
  dac7: pruneDac7,
};

export type PruneReport = Partial<Record<RetentionKey, number>>;

/** Runs every scheduled pruner at `at`; returns how many records each removed. */
export async function pruneExpiredData(context: KeystoneContext, at: Date = now()): Promise<PruneReport> {
  const prisma = context.sudo().prisma;
  const report: PruneReport = {};
  for (const [key, rule] of retentionRules) {
    const cutoff = cutoffOf(rule.period, at);
    if (!cutoff) continue;
    if (rule.enforcement.by === 'schedule') {
      report[key] = await pruners[key as ScheduledKey](prisma, at, cutoff);
    }
  }
  return report;
}
