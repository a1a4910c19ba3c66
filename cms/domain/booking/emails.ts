/**
 * The Danish emails of the booking flow. Which transition sends which email, and to whom, is the
 * process table's (`notifies` in process.ts); the texts are in email-text.ts. Each email is
 * enqueued as a `sendEmail` job (cms/jobs) in the transaction that makes the transition: a
 * rolled-back change sends nothing, a committed one is sent — retried while the mail server is away.
 */
import { config } from '../../config';
import { queueEmail } from '../../email';
import { jobBatch, writeJobs, type JobBatch } from '../../jobs';
import type { Tx } from '../locks';

import { receiptCopy } from '../../copy/receipts';
import { refundPolicyLines } from '../../copy/rules';
import { refundPolicyFor } from '../booking-states';
import { now } from '../clock';
import { receiptPath } from '../receipts/read';
import { bookingEmail, type BookingDetails, type BookingFacts, type Side, type TextInput } from './email-text';
import { transitionOf, type BookingEmailKind, type TransitionName } from './process';

/** The booking's details, its menu's title and both people's name and address, NULL where missing. */
type Found = {
  guests: number | null;
  address: string | null;
  postcode: string | null;
  city: string | null;
  message: string | null;
  talentAmount: number | null;
  menuTitle: string | null;
  customerName: string | null;
  customerEmail: string | null;
  talentName: string | null;
  talentEmail: string | null;
};

/**
 * Everything the emails quote, in one statement (always one row: each part may be missing).
 * $1 booking, $2 menu, $3 customer, $4 talent profile.
 */
const FOUND_SQL = `SELECT b."guests", b."address", b."postcode", b."city", b."message", b."talentAmount",
  m."title" AS "menuTitle", c."name" AS "customerName", c."email" AS "customerEmail", tu."name" AS "talentName", tu."email" AS "talentEmail"
  FROM (SELECT 1) AS one
  LEFT JOIN "Booking" b ON b."id" = $1
  LEFT JOIN "Menu" m ON m."id" = $2
  LEFT JOIN "User" c ON c."id" = $3
  LEFT JOIN "TalentProfile" t ON t."id" = $4
  LEFT JOIN "User" tu ON tu."id" = t."user"`;

/**
 * Enqueues, in the transition's own transaction `tx`, the emails the process table names for
 * `transition` (its `notifies`). `extra.reason`: what the person who cancelled or declined wrote;
 * quoted under the body when given. `extra.alternatives`: menus to suggest to the customer (a decline).
 * The emails go into `jobs` when the caller writes its jobs together, otherwise into one statement here.
 */
export async function notifyTransition(
  tx: Tx,
  transition: TransitionName,
  booking: BookingFacts,
  extra: { refund?: number; reason?: string; alternatives?: { title: string; url: string }[] } = {},
  jobs?: JobBatch,
) {
  const notifies = transitionOf(transition).notifies;
  if (!notifies.length) return;
  const batch = jobs ?? jobBatch();
  const [found]: Found[] = await tx.$queryRawUnsafe(FOUND_SQL, booking.id, booking.menuId, booking.customerId, booking.talentId);
  const { guests, address, postcode, city, message, talentAmount, customerName } = found;
  const details: Partial<BookingDetails> =
    guests === null
      ? {}
      : {
          guests,
          address,
          postcode,
          city,
          message,
          talentAmount: talentAmount ?? 0,
          customer: customerName === null ? null : { name: customerName },
        };
  const people: Record<Side, { name: string | null; email: string | null }> = {
    customer: { name: found.customerName, email: found.customerEmail },
    talent: { name: found.talentName, email: found.talentEmail },
  };
  for (const { email: kind, to } of notifies) {
    const sides: Side[] = [];
    if ((to === 'customer' || to === 'both') && booking.customerId) sides.push('customer');
    if (to === 'talent' || to === 'both') sides.push('talent');
    for (const side of sides) {
      const user = people[side];
      if (!user.email) continue;
      const facts: TextInput = {
        guests: 0,
        address: null,
        postcode: null,
        city: null,
        message: null,
        talentAmount: 0,
        customer: null,
        ...details,
        ...booking,
        menuTitle: found.menuTitle ?? 'din menu',
        refund: extra.refund,
        // Before paying, the customer reads what a cancellation gives back, with this booking's amounts.
        refundPolicy: refundPolicyLines(refundPolicyFor(booking.totalAmount, booking.startsAt, now()), booking.totalAmount),
      };
      const receipt = side === 'customer' ? await receiptLine(tx, kind, booking.id) : '';
      const { subject, text } = bookingEmail(kind, side, facts, {
        name: String(user.name ?? ''),
        reason: extra.reason,
        alternatives: extra.alternatives,
        receipt,
        publicUrl: config.publicUrl,
      });
      await queueEmail(batch, { to: String(user.email), subject, text });
    }
  }
  if (!jobs) await writeJobs(tx, batch);
}

/**
 * The customer's "paid" and "refunded" emails link to the receipt or credit note issued in the
 * same transaction (cms/domain/receipts), e.g. "Kvittering nr. 12: https://…/kvittering/…".
 */
async function receiptLine(tx: Tx, kind: BookingEmailKind, bookingId: string) {
  const receiptKind = kind === 'paid' ? 'receipt' : kind === 'refunded' ? 'credit_note' : null;
  if (!receiptKind) return '';
  const receipt = await tx.receipt.findFirst({
    where: { bookingId, kind: receiptKind },
    orderBy: { number: 'desc' },
    select: { id: true, number: true },
  });
  if (!receipt) return '';
  const title = receiptKind === 'receipt' ? receiptCopy.receipt : receiptCopy.creditNote;
  return `\n${receiptCopy.linkLabel(title, receipt.number)}: ${config.publicUrl}${receiptPath(receipt.id)}`;
}
