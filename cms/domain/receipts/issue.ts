/**
 * Issuing receipts and credit notes, inside the transaction that records the payment or the
 * refund (the webhook, cancelBooking): the number comes from the gap-free `receipt` counter, so
 * a number is used exactly when its document commits. See README.md beside this file.
 */
import { randomUUID } from 'node:crypto';
import { vatOfFee } from '../commission';
import type { LedgerLine } from '../ledger';
import type { Tx } from '../locks';
import type { PaymentMethod } from '../payments/methods';

export const RECEIPT_SEQUENCE = 'receipt';

/**
 * The next number of a named sequence, inside `tx`. The counter row is created once (a no-op
 * insert afterwards); the increment locks the row until the transaction
 * ends, so concurrent transactions take the numbers one after another, and a rollback gives the
 * number back: no gaps, no duplicates.
 */
export async function nextNumber(tx: Tx, name = RECEIPT_SEQUENCE): Promise<number> {
  await tx.$executeRaw`INSERT INTO "Counter" ("id", "name", "value") VALUES (${randomUUID()}, ${name}, 0) ON CONFLICT ("name") DO NOTHING`;
  const row = await tx.counter.update({ where: { name }, data: { value: { increment: 1 } } });
  return row.value as number;
}

/** MixBuddy's fee moved by a ledger posting (its platform_commission lines), moms included. */
export const feeOfPosting = (lines: LedgerLine[]) =>
  Math.abs(lines.filter((line) => line.account === 'platform_commission').reduce((sum, line) => sum + line.amount, 0));

/** What a receipt copies from its booking when it is issued (so later edits never change it). */
async function snapshotOf(tx: Tx, bookingId: string) {
  const booking = await tx.booking.findUnique({
    where: { id: bookingId },
    include: {
      menu: { select: { title: true } },
      talent: { select: { displayName: true, cvr: true } },
      customer: { select: { name: true } },
    },
  });
  return {
    bookingId,
    customerId: booking.customerId,
    menuTitle: booking.menu?.title ?? '',
    guests: booking.guests,
    eventStartsAt: booking.startsAt,
    customerName: booking.customer?.name ?? '',
    talentName: booking.talent?.displayName ?? '',
    talentCvr: booking.talent?.cvr ?? '',
    companyName: booking.companyName ?? '',
    companyCvr: booking.companyCvr ?? '',
    companyEan: booking.companyEan ?? '',
    companyReference: booking.companyReference ?? '',
  };
}

type Payment = { id: string; bookingId: string | null; paymentMethod?: string | null };

/** The receipt for a payment of `amount` øre, of which `fee` is MixBuddy's fee (moms included). */
export async function issueReceipt(tx: Tx, payment: Payment, amount: number, fee: number, at: Date, method: PaymentMethod | null) {
  const snapshot = await snapshotOf(tx, payment.bookingId!);
  const { vat } = vatOfFee(fee);
  return tx.receipt.create({
    data: {
      ...snapshot,
      number: await nextNumber(tx),
      kind: 'receipt',
      issuedAt: at,
      paymentId: payment.id,
      amount,
      feeAmount: fee,
      feeVatAmount: vat,
      paymentMethod: method,
    },
  });
}

/**
 * The credit note for a refund of `amount` øre of a payment, `fee` of it MixBuddy's fee given
 * back: it copies its receipt (what was bought, from whom, by which company) and points to it.
 */
export async function issueCreditNote(tx: Tx, payment: Payment, amount: number, fee: number, at: Date) {
  const original = await tx.receipt.findFirst({ where: { paymentId: payment.id, kind: 'receipt' }, orderBy: { number: 'asc' } });
  const snapshot = original
    ? {
        bookingId: original.bookingId,
        customerId: original.customerId,
        menuTitle: original.menuTitle,
        guests: original.guests,
        eventStartsAt: original.eventStartsAt,
        customerName: original.customerName,
        talentName: original.talentName,
        talentCvr: original.talentCvr,
        companyName: original.companyName,
        companyCvr: original.companyCvr,
        companyEan: original.companyEan,
        companyReference: original.companyReference,
      }
    : await snapshotOf(tx, payment.bookingId!);
  const { vat } = vatOfFee(fee);
  return tx.receipt.create({
    data: {
      ...snapshot,
      number: await nextNumber(tx),
      kind: 'credit_note',
      issuedAt: at,
      paymentId: payment.id,
      originalId: original?.id ?? null,
      amount,
      feeAmount: fee,
      feeVatAmount: vat,
      paymentMethod: original?.paymentMethod ?? payment.paymentMethod ?? null,
    },
  });
}
