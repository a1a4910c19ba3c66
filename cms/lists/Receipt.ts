/**
 * Receipt — a receipt for a payment, or a credit note for a refund (`kind`), numbered from one
 * gap-free sequence (cms/domain/receipts/README.md).
 * Checklist:
 * - Who reads: the paying customer (the booking's customer) and admins; the talent, other
 *   customers and signed-out visitors see nothing (rules.receiptOwner), in queries and counts.
 * - Who writes: nobody through the API, admins included — create, update and delete are closed.
 *   Receipts are accounting documents: append-only, written by the payment domain
 *   (cms/domain/receipts) in the transaction that records the payment or the refund.
 * - What it holds: a copy of what the document says when it was issued (menu, guests, talent's
 *   name and CVR, the company, amounts), so a later edit of a menu or profile never changes it.
 * - Relationships (booking, payment, customer, original) are never written through the API and
 *   are not filterable by non-admins. Public filters (to the owner): number, kind, issuedAt.
 */
import { list } from '@keystone-6/core';
import { integer, relationship, select, text, timestamp } from '@keystone-6/core/fields';
import { allowNobody, fieldRules, isSignedIn, rules } from '../access';
import { paymentMethods, paymentMethodLabels } from '../domain/payments/methods';
import { foreignKey, indexes, ore, publicFilters } from './shared';

const snapshot = () => text({ db: { isNullable: false } });

export const Receipt = list({
  access: {
    operation: { query: isSignedIn, create: allowNobody, update: allowNobody, delete: allowNobody },
    filter: { query: rules.receiptOwner },
  },
  // A customer's receipts by date.
  db: indexes(['customerId', 'issuedAt']),
  ui: { labelField: 'number' },
  fields: publicFilters(['number', 'kind', 'issuedAt'], {
    number: integer({ isIndexed: 'unique', validation: { isRequired: true }, db: { isNullable: false } }),
    kind: select({
      type: 'string',
      options: [
        { label: 'Kvittering', value: 'receipt' },
        { label: 'Kreditnota', value: 'credit_note' },
      ],
      validation: { isRequired: true },
      db: { isNullable: false },
    }),
    issuedAt: timestamp({ validation: { isRequired: true }, db: { isNullable: false } }),
    booking: relationship({ ref: 'Booking', access: fieldRules.never }),
    payment: relationship({ ref: 'Payment', access: fieldRules.never }),
    customer: relationship({ ref: 'User', access: fieldRules.never }),
    customerId: foreignKey(),
    /** A credit note's receipt. */
    original: relationship({ ref: 'Receipt', access: fieldRules.never }),
    /** What was paid (receipt) or paid back (credit note), moms included. */
    amount: ore({ min: 0 }),
    /** MixBuddy's fee inside the amount (its share of it on a credit note), moms included. */
    feeAmount: ore({ min: 0 }),
    /** The 25 % moms inside the fee (vatOfFee). */
    feeVatAmount: ore({ min: 0 }),
    paymentMethod: select({ type: 'string', options: paymentMethods.map((value) => ({ value, label: paymentMethodLabels[value] })) }),
    menuTitle: snapshot(),
    guests: integer({ defaultValue: 0, db: { isNullable: false } }),
    eventStartsAt: timestamp(),
    customerName: snapshot(),
    talentName: snapshot(),
    talentCvr: snapshot(),
    companyName: snapshot(),
    companyCvr: snapshot(),
    companyEan: snapshot(),
    companyReference: snapshot(),
  }),
});
