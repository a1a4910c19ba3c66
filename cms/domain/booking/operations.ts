/**
 * The booking operations. Each reads like a recipe: load, authorise, validate, change (inside
 * the talent lock, with a conditional status update so a transition happens at most once),
 * notify (the emails and the timers are jobs written in the same transaction, cms/jobs). The Booking list is admin-only, so these functions are the only way a customer or a
 * talent changes a booking (the site's pages call them directly, the API through cms/graphql/booking.ts).
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { assertAccountActive } from '../account-status';
import type { Actor } from '../actor';
import { canTransition, payByFor, refundAmountFor, respondByFor, type CancelledBy } from '../booking-states';
import { now } from '../clock';
import { splitAmount } from '../commission';
import { DomainError, conflict, forbidden, notFound, parseInput } from '../errors';
import { postTransactionInTx, postings } from '../ledger';
import { inTransaction, withTalentLock, type Tx } from '../locks';
import { refundPayment } from '../payments/refunds';
import { feeOfPosting, issueCreditNote } from '../receipts/issue';
import { assertMayBuyAlcohol } from './age-gate';
import { assertTalentFree, copenhagenInstant } from './calendar';
import { formatDateTime } from '../time';
import { notifyTransition } from './emails';
import { scheduleAndNotify } from './step-jobs';
import { createConversation } from '../messaging/create';
import { bookingThreadTitle } from '../messaging/title';
import { refreshMenuRatings } from './ratings';
import { transitionOf, type BookingStatus, type ProcessActor, type TransitionName } from './process';
import { reviewReplySchema, reviewSchema } from './review-schemas';
import {
  bookingRequestSchema,
  cancelBookingSchema,
  declineBookingSchema,
  declineReasonLabel,
  type BookingRequestInput,
  type DeclineBookingInput,
} from './schemas';
import { similarMenus } from './alternatives';
import { companyOf } from './company';

export type BookingRow = {
  id: string;
  status: BookingStatus;
  startsAt: Date;
  endsAt: Date;
  totalAmount: number;
  commissionAmount: number;
  talentAmount: number;
  customerId: string | null;
  talentId: string | null;
  menuId: string | null;
  respondBy: Date | null;
  payBy: Date | null;
  completedAt: Date | null;
  guests: number;
  postcode: string | null;
};

async function loadBooking(context: KeystoneContext, bookingId: string): Promise<BookingRow> {
  const booking = await context.prisma.booking.findUnique({ where: { id: bookingId } });
  if (!booking) throw notFound('Bookingen findes ikke');
  return booking;
}

async function talentUserId(context: KeystoneContext, talentId: string | null) {
  if (!talentId) return null;
  const profile = await context.prisma.talentProfile.findUnique({ where: { id: talentId }, select: { userId: true } });
  return profile?.userId ?? null;
}

/** Which side of the booking the actor is on; throws for anyone else (other customer, other talent, anonymous). */
export async function sideOf(context: KeystoneContext, actor: Actor, booking: BookingRow): Promise<CancelledBy> {
  if (actor.role === 'admin') return 'admin';
  if (actor.role === 'customer' && booking.customerId === actor.userId) return 'customer';
  if (actor.role === 'talent' && (await talentUserId(context, booking.talentId)) === actor.userId) return 'talent';
  throw forbidden('Du har ikke adgang til denne booking');
}

/** What `assertActor` says to an actor the process table does not list; anyone else hears sideOf's refusal. */
const refusals: Partial<Record<TransitionName, string>> = {
  request: 'Kun kunder kan booke. Log ind med en kundekonto.',
  accept: 'Kun talentet kan acceptere en booking',
  decline: 'Kun talentet kan afvise en booking. Du kan annullere den.',
  complete: 'Kun MixBuddy kan markere en booking som gennemført',
};

/**
 * Who may make a transition, read from the process table (cms/domain/booking/process.ts).
 * With a booking, the actor must first be on one of its sides (`sideOf`); without one (a new
 * request, or a step only MixBuddy takes) the actor's role is what counts. Returns the side.
 */
export async function assertActor(
  context: KeystoneContext,
  name: TransitionName,
  actor: Actor | 'scheduler',
  booking?: BookingRow,
): Promise<ProcessActor> {
  const side: ProcessActor = actor === 'scheduler' ? 'system-timer' : booking ? await sideOf(context, actor, booking) : actor.role;
  if (!transitionOf(name).actors.includes(side)) throw forbidden(refusals[name] ?? 'Du har ikke adgang til denne booking');
  return side;
}

/**
 * Moves a booking from one status to another inside `tx`, only if it still has the expected
 * status: returns false when someone else got there first (idempotent, race-safe).
 */
export async function transition(tx: Tx, bookingId: string, from: BookingStatus, to: BookingStatus, data: Record<string, unknown> = {}) {
  if (!canTransition(from, to)) throw conflict(`En booking kan ikke gå fra ${from} til ${to}`);
  const { count } = await tx.booking.updateMany({ where: { id: bookingId, status: from }, data: { status: to, ...data } });
  return count === 1;
}

// ── Request ───────────────────────────────────────────────────────────────────────────────────
export async function requestBooking(context: KeystoneContext, actor: Actor, input: BookingRequestInput) {
  // Load and authorise (a request and an instant booking name the same actors)
  await assertActor(context, 'request', actor);
  const customer = await assertAccountActive(context, actor.userId);
  const request = parseInput(bookingRequestSchema, input);
  const menu = await context.prisma.menu.findUnique({ where: { id: request.menuId } });
  if (!menu || menu.status !== 'published' || !menu.talentId) throw notFound('Menuen findes ikke eller kan ikke bookes');
  await assertMayBuyAlcohol(context, actor.userId, menu, customer);

  // Validate
  if (request.guests < menu.minGuests || request.guests > menu.maxGuests) {
    const message = `Menuen kan bookes til ${menu.minGuests}–${menu.maxGuests} gæster`;
    throw new DomainError(message, { guests: message });
  }
  const startsAt = copenhagenInstant(request.date, request.time);
  const requestedAt = now();
  if (startsAt.getTime() <= requestedAt.getTime()) {
    throw new DomainError('Vælg et tidspunkt i fremtiden', { date: 'Vælg et tidspunkt i fremtiden' });
  }
  const endsAt = new Date(startsAt.getTime() + menu.durationMinutes * 60_000);
  const totalAmount = menu.pricePerGuest * request.guests;
  const { commissionAmount, talentAmount } = splitAmount(totalAmount);
  const talentId: string = menu.talentId;
  const talentUser = await talentUserId(context, talentId);
  if (!talentUser) throw notFound('Talentet findes ikke');

  // A menu marked "Book med det samme" is accepted at once: the process table's `requestInstantly`
  // (status, emails) instead of `request`.
  const step: TransitionName = menu.instantBooking ? 'requestInstantly' : 'request';
  const status = transitionOf(step).to as BookingStatus;
  const dates =
    status === 'accepted'
      ? { acceptedAt: requestedAt, payBy: payByFor(requestedAt, startsAt) }
      : { respondBy: respondByFor(requestedAt, startsAt) };

  // Change: the conversation, the customer's first message and the booking, together. No talent
  // lock for a request: it makes no day busy, so requests for one talent need not queue behind each
  // other; one racing with an accept of that day is refused when the talent accepts it. An instant
  // booking makes the day busy, so it takes the talent lock like an acceptance.
  const write = async (tx: Tx): Promise<BookingRow> => {
    await assertTalentFree(tx, talentId, { startsAt, endsAt }, { checkWeeklyHours: true, checkExternalCalendar: true });
    const conversation = await createConversation(
      tx,
      // Latest activity, also without a message: the message pages page through conversations by it.
      { kind: 'booking', subject: bookingThreadTitle(menu.title, request.date), lastMessageAt: requestedAt },
      [actor.userId, talentUser],
    );
    if (request.message) {
      // The talent's request email quotes it: it is never emailed again as an unread message.
      await tx.message.create({
        data: {
          conversationId: conversation.id,
          senderId: actor.userId,
          body: request.message,
          createdAt: requestedAt,
          emailedAt: requestedAt,
        },
      });
    }
    const booking = await tx.booking.create({
      data: {
        menuId: menu.id,
        customerId: actor.userId,
        talentId,
        conversationId: conversation.id,
        startsAt,
        endsAt,
        guests: request.guests,
        address: request.address,
        postcode: request.postcode,
        city: request.city,
        message: request.message,
        pricePerGuest: menu.pricePerGuest,
        totalAmount,
        commissionAmount,
        talentAmount,
        ...companyOf(request),
        status,
        ...dates,
        createdAt: requestedAt,
      },
    });
    // Notify: the emails and the timer (answer or payment deadline) commit with the booking, or not at all.
    await scheduleAndNotify(tx, step, booking);
    // The row as created is the row as committed: no second read.
    return booking;
  };
  return status === 'accepted' ? withTalentLock(context, talentId, write) : inTransaction(context, write);
}

// ── Accept / decline ──────────────────────────────────────────────────────────────────────────
export async function acceptBooking(context: KeystoneContext, actor: Actor, bookingId: string) {
  const booking = await loadBooking(context, bookingId);
  const side = await assertActor(context, 'accept', actor, booking);
  if (side === 'talent') await assertAccountActive(context, actor.userId);
  const at = now();
  const late = 'Fristen for at svare er overskredet, så forespørgslen er udløbet';
  // Its timer job may have expired it a moment ago: say why, as when we find it late ourselves.
  if (booking.status === 'expired') throw conflict(late);
  if (booking.status !== 'requested') throw conflict('Bookingen kan ikke længere accepteres');
  if (booking.respondBy && booking.respondBy <= at) {
    await expireBooking(context, booking, at);
    throw conflict(late);
  }
  await withTalentLock(context, booking.talentId!, async (tx) => {
    await assertTalentFree(tx, booking.talentId!, booking, { ignoreBookingId: booking.id });
    const payBy = payByFor(at, booking.startsAt);
    const moved = await transition(tx, booking.id, 'requested', 'accepted', { acceptedAt: at, payBy });
    if (!moved) throw conflict('Bookingen kan ikke længere accepteres');
    await scheduleAndNotify(tx, 'accept', { ...booking, payBy });
  });
  return loadBooking(context, bookingId);
}

/**
 * The talent (or an admin) declines a request with a reason from the list and an optional note.
 * Both are stored on the booking and reach the customer's email, with up to three similar menus
 * they can book instead (alternatives.ts) — found before the transaction, sent with it.
 */
export async function declineBooking(context: KeystoneContext, actor: Actor, input: DeclineBookingInput) {
  const booking = await loadBooking(context, String((input as { bookingId?: unknown })?.bookingId ?? ''));
  await assertActor(context, 'decline', actor, booking);
  const { reason, note } = parseInput(declineBookingSchema, input);
  if (booking.status !== 'requested') throw conflict('Bookingen kan ikke længere afvises');
  const alternatives = await similarMenus(context, booking);
  const why = [declineReasonLabel(reason), note].filter(Boolean).join('. ');
  const moved = await context.prisma.$transaction(async (tx: Tx) => {
    const done = await transition(tx, booking.id, 'requested', 'declined', { declineReason: reason, declineNote: note });
    if (done) await notifyTransition(tx, 'decline', booking, { reason: why, alternatives });
    return done;
  });
  if (!moved) throw conflict('Bookingen kan ikke længere afvises');
  return loadBooking(context, booking.id);
}

// ── Cancel (with the refund rules) ────────────────────────────────────────────────────────────
/**
 * Cancels a booking. Unpaid: nothing to refund. Paid: the refund follows the terms of trade
 * (`refundAmountFor`); the ledger reverses the refunded share of the commission and the
 * talent's pending earnings, and the talent's kept share (a late customer cancellation) becomes
 * available at once. The card refund goes through Stripe after the booking is committed. The
 * optional reason goes to both parties in the cancellation email (the booking has no field for it).
 */
export async function cancelBooking(context: KeystoneContext, actor: Actor, input: { bookingId: string; reason?: string }) {
  const { bookingId, reason } = parseInput(cancelBookingSchema, input);
  const booking = await loadBooking(context, bookingId);
  // cancel, cancelPaid and refund name the same actors (tests/unit/booking-process.test.ts).
  const side = (await assertActor(context, booking.status === 'paid' ? 'refund' : 'cancel', actor, booking)) as CancelledBy;
  const at = now();

  if (booking.status === 'requested' || booking.status === 'accepted') {
    const moved = await context.prisma.$transaction(async (tx: Tx) => {
      const done = await transition(tx, booking.id, booking.status, 'cancelled', { cancelledAt: at, cancelledBy: side });
      if (done) await notifyTransition(tx, 'cancel', booking, { reason });
      return done;
    });
    if (!moved) throw conflict('Bookingen er ændret i mellemtiden. Prøv igen.');
    return { booking: await loadBooking(context, bookingId), refundAmount: 0 };
  }
  if (booking.status !== 'paid') throw conflict('Bookingen kan ikke annulleres');
  if (booking.startsAt <= at && side !== 'admin') throw conflict('Arrangementet er begyndt og kan ikke længere annulleres');

  const refundAmount = refundAmountFor(booking.totalAmount, side, booking.startsAt, at);
  const payment = await withTalentLock(context, booking.talentId!, async (tx) => {
    const moved = await transition(tx, booking.id, 'paid', refundAmount > 0 ? 'refunded' : 'cancelled', {
      cancelledAt: at,
      cancelledBy: side,
    });
    if (!moved) throw conflict('Bookingen er ændret i mellemtiden. Prøv igen.');
    const lines = postings.bookingCancelled(booking, refundAmount);
    await postTransactionInTx(tx, lines, at);
    const paid = await tx.payment.findFirst({ where: { bookingId: booking.id, status: 'paid' }, orderBy: { createdAt: 'desc' } });
    // The refund's credit note, numbered in this transaction (cms/domain/receipts); the email links to it.
    if (refundAmount > 0 && paid) await issueCreditNote(tx, paid, refundAmount, feeOfPosting(lines), at);
    await notifyTransition(tx, refundAmount > 0 ? 'refund' : 'cancelPaid', booking, { refund: refundAmount, reason });
    return paid;
  });
  if (refundAmount > 0 && payment) await refundPayment(context, payment, refundAmount, `cancel-${booking.id}`);

  return { booking: await loadBooking(context, bookingId), refundAmount };
}

// ── Expire, complete, release (also run by the scheduler) ─────────────────────────────────────
export async function expireBooking(context: KeystoneContext, booking: BookingRow, at = now()) {
  if (booking.status !== 'requested' && booking.status !== 'accepted') return false;
  return context.prisma.$transaction(async (tx: Tx) => {
    const moved = await transition(tx, booking.id, booking.status, 'expired', { cancelledAt: at });
    if (moved) await notifyTransition(tx, booking.status === 'requested' ? 'expireRequest' : 'expirePayment', booking);
    return moved;
  });
}

/**
 * Marks a paid booking completed, once the event has ended (the scheduler at its end; an admin
 * afterwards — earlier would start the complaint window and release the talent's earnings for
 * an event that has not happened).
 */
export async function completeBooking(context: KeystoneContext, actor: Actor | 'scheduler', bookingId: string) {
  await assertActor(context, 'complete', actor);
  const booking = await loadBooking(context, bookingId);
  const completedAt = now();
  if (booking.status === 'paid' && completedAt.getTime() < booking.endsAt.getTime()) {
    throw conflict(`Bookingen kan først markeres som gennemført, når arrangementet er slut (${formatDateTime(booking.endsAt)})`);
  }
  const moved = await context.prisma.$transaction(async (tx: Tx) => {
    const done = await transition(tx, booking.id, 'paid', 'completed', { completedAt });
    if (done) {
      await scheduleAndNotify(tx, 'complete', { ...booking, completedAt });
    }
    return done;
  });
  if (!moved) throw conflict('Kun en betalt booking kan markeres som gennemført');
  return loadBooking(context, bookingId);
}

/**
 * After the complaint window the talent's earnings for a completed booking move from pending to
 * available — exactly once: the check for an existing `talent_available` entry and the write
 * happen inside the talent lock.
 */
export async function releaseEarnings(context: KeystoneContext, booking: BookingRow, at = now()) {
  return withTalentLock(context, booking.talentId!, async (tx) => {
    const already = await tx.ledgerEntry.count({ where: { bookingId: booking.id, account: 'talent_available' } });
    if (already > 0 || booking.talentAmount <= 0) return false;
    await postTransactionInTx(tx, postings.earningsReleased(booking), at);
    return true;
  });
}

// ── Reviews ───────────────────────────────────────────────────────────────────────────────────
export async function reviewBooking(context: KeystoneContext, actor: Actor, input: { bookingId: string; rating: number; body?: string }) {
  const review = parseInput(reviewSchema, input);
  const booking = await loadBooking(context, review.bookingId);
  if (actor.role !== 'customer' || booking.customerId !== actor.userId) throw forbidden('Kun kunden kan anmelde bookingen');
  if (booking.status !== 'completed') throw conflict('Du kan kun anmelde en booking, der er gennemført');
  const existing = await context.prisma.review.findUnique({ where: { bookingId: booking.id } });
  if (existing) throw conflict('Du har allerede anmeldt denne booking');
  let created;
  try {
    created = await context.prisma.review.create({
      data: {
        bookingId: booking.id,
        menuId: booking.menuId,
        talentId: booking.talentId,
        customerId: actor.userId,
        rating: review.rating,
        body: review.body,
        createdAt: now(),
      },
    });
  } catch {
    throw conflict('Du har allerede anmeldt denne booking'); // the unique booking id: a double submit
  }
  await refreshMenuRatings(context, [booking.menuId]);
  return created;
}

export async function replyToReview(context: KeystoneContext, actor: Actor, input: { reviewId: string; reply: string }) {
  const { reviewId, reply } = parseInput(reviewReplySchema, input);
  const review = await context.prisma.review.findUnique({ where: { id: reviewId } });
  if (!review) throw notFound('Anmeldelsen findes ikke');
  if (actor.role !== 'talent' || (await talentUserId(context, review.talentId)) !== actor.userId)
    throw forbidden('Kun talentet kan svare på anmeldelsen');
  const { count } = await context.prisma.review.updateMany({ where: { id: reviewId, repliedAt: null }, data: { reply, repliedAt: now() } });
  if (count !== 1) throw conflict('Du har allerede svaret på denne anmeldelse');
  return context.prisma.review.findUnique({ where: { id: reviewId } });
}
