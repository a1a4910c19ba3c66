/**
 * The emails of the booking flow. Which transition sends which email, and to whom, is the
 * process table's (`notifies` in process.ts); the texts are in email-text.ts. Each email is
 * enqueued as a `sendEmail` job (cms/jobs) in the transaction that makes the transition: a
 * rolled-back change sends nothing, a committed one is sent — retried while the mail server is away.
 */
import { config } from '../../config';
import { queueEmail } from '../../email';
import type { Tx } from '../locks';

import { receiptCopy } from '../../copy/receipts';
import { receiptPath } from '../receipts/read';
import { bookingEmail, type BookingDetails, type BookingFacts, type Side, type TextInput } from './email-text';
import { transitionOf, type BookingEmailKind, type TransitionName } from './process';

/**
 * Enqueues, in the transition's own transaction `tx`, the emails the process table names for
 * `transition` (its `notifies`). `extra.reason`: what the person who cancelled or declined wrote;
 * quoted under the body when given. `extra.alternatives`: menus to suggest to the customer (a decline).
 */
export async function notifyTransition(
  tx: Tx,
  transition: TransitionName,
  booking: BookingFacts,
  extra: { refund?: number; reason?: string; alternatives?: { title: string; url: string }[] } = {},
) {
  const notifies = transitionOf(transition).notifies;
  if (!notifies.length) return;
  const menu = booking.menuId ? await tx.menu.findUnique({ where: { id: booking.menuId }, select: { title: true } }) : null;
  const profile = booking.talentId
    ? await tx.talentProfile.findUnique({ where: { id: booking.talentId }, select: { userId: true } })
    : null;
  const details: BookingDetails | null = await tx.booking.findUnique({
    where: { id: booking.id },
    select: {
      guests: true,
      address: true,
      postcode: true,
      city: true,
      message: true,
      talentAmount: true,
      customer: { select: { name: true } },
    },
  });
  for (const { email: kind, to } of notifies) {
    const recipients: { userId: string; side: Side }[] = [];
    if ((to === 'customer' || to === 'both') && booking.customerId) recipients.push({ userId: booking.customerId, side: 'customer' });
    if ((to === 'talent' || to === 'both') && profile?.userId) recipients.push({ userId: String(profile.userId), side: 'talent' });
    for (const { userId, side } of recipients) {
      const user = await tx.user.findUnique({ where: { id: userId }, select: { name: true, email: true } });
      if (!user?.email) continue;
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
        menuTitle: String(menu?.title ?? 'din menu'),
        refund: extra.refund,
      };
      const receipt = side === 'customer' ? await receiptLine(tx, kind, booking.id) : '';
      const { subject, text } = bookingEmail(kind, side, facts, {
        name: String(user.name),
        reason: extra.reason,
        alternatives: extra.alternatives,
        receipt,
        publicUrl: config.publicUrl,
      });
      await queueEmail(tx, { to: String(user.email), subject, text });
    }
  }
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
