/**
 * The talent wallet, derived from the ledger (cms/domain/ledger.ts) — nothing is stored as a
 * balance and nothing is updated in place. `balancesOf` sums it:
 *
 * - available: minus the sum of the talent's `talent_available` entries;
 * - pending:   minus the sum of their `talent_pending` entries (paid, not yet released);
 * - reserved:  payoffs requested but not yet approved (approval moves the money out of
 *              `talent_available`, so an approved payoff must not be reserved a second time);
 * - requestable = available − reserved: what a new payoff may ask for.
 *
 * A payoff request checks and inserts inside the talent lock (cms/domain/locks.ts), so 20
 * concurrent requests can never reserve more than the available balance.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { findAll } from '../../db/find-all';
import type { Session } from '../../access';
import type { Actor } from '../actor';
import { assertAccountActive } from '../account-status';
import { payoffRequestSchema } from './schemas';
import { now } from '../clock';
import { DomainError, conflict, forbidden, notFound, parseInput } from '../errors';
import { balancesOf, postTransactionInTx, postings } from '../ledger';
import { withTalentLock, type Tx } from '../locks';
import { queueEmail, type EmailMessage } from '../../email';
import { payoffEmails } from '../../copy/emails';
import { rules } from '../../copy/rules';
import { MINIMUM_PAYOFF } from './rules';
import { payoutWithholding } from '../dac7/withholding';

export { MINIMUM_PAYOFF };

/** The signed-in talent's own profile id, or a Danish refusal. */
export async function ownTalentProfileId(context: KeystoneContext, actor: Actor) {
  if (actor.role !== 'talent') throw forbidden('Kun talenter har en wallet');
  // The session carries the signed-in person's profile id (cms/auth/sessions.ts): no read for it.
  const session = context.session as Session | undefined;
  if (session?.itemId === actor.userId && session.data.talentProfileId) return session.data.talentProfileId;
  const profile = await context.prisma.talentProfile.findFirst({ where: { userId: actor.userId }, select: { id: true } });
  if (!profile) throw notFound('Du har ikke en talentprofil endnu');
  return profile.id as string;
}

/**
 * The talent's paid or completed bookings whose earnings are not released yet (/wallet/your-balance).
 * Read with sudo, scoped to the talent's own profile: the `ledgerEntries` filter is admin-only in the API.
 */
export async function unreleasedBookings(context: KeystoneContext, actor: Actor) {
  const talentId = await ownTalentProfileId(context, actor);
  return findAll(context.sudo().query.Booking, {
    where: {
      talent: { id: { equals: talentId } },
      status: { in: ['paid', 'completed'] },
      ledgerEntries: { none: { account: { equals: 'talent_available' } } },
    },
    orderBy: [{ startsAt: 'asc' }],
    query: 'id status startsAt talentAmount menu { title }',
  });
}

export async function requestPayoff(context: KeystoneContext, actor: Actor, input: { amount: number }) {
  // Load and authorise
  const talentId = await ownTalentProfileId(context, actor);
  await assertAccountActive(context, actor.userId);
  const { amount } = parseInput(payoffRequestSchema, input);
  // Validate
  if (amount < MINIMUM_PAYOFF)
    throw new DomainError(`Du kan tidligst få udbetalt, når beløbet er mindst ${rules.minimumPayoff}`, {
      amount: `Mindst ${rules.minimumPayoff}`,
    });
  const bank = await context.prisma.bankAccount.findFirst({ where: { talentId } });
  if (!bank) throw new DomainError('Tilføj dine bankoplysninger, før du anmoder om en udbetaling.', { amount: 'Bankoplysninger mangler' });
  // DAC7: sixty days after the first earnings without seller information, payouts wait for it.
  const withheld = await payoutWithholding(context.prisma, talentId);
  if (withheld)
    throw new DomainError(withheld, { amount: 'Oplysninger til Skattestyrelsen mangler' }, 'INVALID', 'SELLER_INFORMATION_MISSING');
  // Change: check and insert under the talent lock
  const payoff = await withTalentLock(context, talentId, async (tx) => {
    const { requestable } = await balancesOf(tx, talentId);
    if (amount > requestable)
      throw new DomainError('Beløbet er større end din disponible saldo', { amount: 'Beløbet er større end din disponible saldo' });
    return tx.payoff.create({ data: { talentId, amount, status: 'requested', createdAt: now() } });
  });
  return payoff;
}

// ── The back office: approve, reject, mark paid ───────────────────────────────────────────────
/** Enqueues an email to the talent in the payoff's transaction (sent once it commits). */
async function emailTalent(tx: Tx, talentId: string, email: (to: string, name: string) => EmailMessage) {
  const profile = await tx.talentProfile.findUnique({ where: { id: talentId }, select: { user: { select: { name: true, email: true } } } });
  if (profile?.user?.email) await queueEmail(tx, email(profile.user.email, profile.user.name));
}

function assertAdmin(actor: Actor) {
  if (actor.role !== 'admin') throw forbidden('Kun MixBuddy kan behandle udbetalinger');
}

/** Approving moves the money out of the available balance (talent_available → talent_payout). */
export async function approvePayoff(context: KeystoneContext, actor: Actor, payoffId: string) {
  assertAdmin(actor);
  const payoff = await context.prisma.payoff.findUnique({ where: { id: payoffId } });
  if (!payoff) throw notFound('Udbetalingen findes ikke');
  const withheld = await payoutWithholding(context.prisma, payoff.talentId);
  if (withheld)
    throw conflict('Talentet mangler at give sine oplysninger til Skattestyrelsen (DAC7). Udbetalingen venter, til de er givet.');
  const at = now();
  await withTalentLock(context, payoff.talentId, async (tx) => {
    const { count } = await tx.payoff.updateMany({
      where: { id: payoffId, status: 'requested' },
      data: { status: 'approved', approvedAt: at },
    });
    if (count !== 1) throw conflict('Kun en anmodet udbetaling kan godkendes');
    // Approval moves money out of `talent_available`: never more than is there (under the lock).
    if ((await balancesOf(tx, payoff.talentId)).available < payoff.amount) throw conflict('Saldoen dækker ikke længere denne udbetaling');
    await postTransactionInTx(tx, postings.payoffApproved(payoff), at);
    await emailTalent(tx, payoff.talentId, (to, name) => payoffEmails.approved(to, name, payoff));
  });
  return context.prisma.payoff.findUnique({ where: { id: payoffId } });
}

export async function rejectPayoff(context: KeystoneContext, actor: Actor, payoffId: string, reason: string) {
  assertAdmin(actor);
  if (!reason.trim()) throw new DomainError('Skriv en begrundelse til talentet', { reason: 'Skriv en begrundelse' });
  await context.prisma.$transaction(async (tx: Tx) => {
    const { count } = await tx.payoff.updateMany({
      where: { id: payoffId, status: 'requested' },
      data: { status: 'rejected', rejectedAt: now(), rejectionReason: reason.trim() },
    });
    if (count !== 1) throw conflict('Kun en anmodet udbetaling kan afvises');
    const payoff = await tx.payoff.findUnique({ where: { id: payoffId } });
    await emailTalent(tx, payoff.talentId, (to, name) => payoffEmails.rejected(to, name, payoff, reason.trim()));
  });
  return context.prisma.payoff.findUnique({ where: { id: payoffId } });
}

/** The bank transfer is done: talent_payout → stripe_clearing (the money left our account). */
export async function markPayoffPaid(context: KeystoneContext, actor: Actor, payoffId: string, bankReference: string) {
  assertAdmin(actor);
  const payoff = await context.prisma.payoff.findUnique({ where: { id: payoffId } });
  if (!payoff) throw notFound('Udbetalingen findes ikke');
  const at = now();
  await withTalentLock(context, payoff.talentId, async (tx) => {
    const { count } = await tx.payoff.updateMany({
      where: { id: payoffId, status: 'approved' },
      data: { status: 'paid', paidAt: at, bankReference: bankReference.trim() },
    });
    if (count !== 1) throw conflict('Kun en godkendt udbetaling kan markeres som udbetalt');
    await postTransactionInTx(tx, postings.payoffPaid(payoff), at);
    await emailTalent(tx, payoff.talentId, (to, name) => payoffEmails.paid(to, name, payoff, bankReference.trim()));
  });
  return context.prisma.payoff.findUnique({ where: { id: payoffId } });
}

/** The input schema, beside the operation that parses with it. */
export { payoffRequestSchema } from './schemas';
