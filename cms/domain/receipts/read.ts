/**
 * Reading receipts: only the customer who paid and admins (the same rule as the Receipt list,
 * rules.receiptOwner). Anyone else — another customer, the talent, a signed-out visitor — is told
 * the receipt does not exist (a 404, never a hint that it does).
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import type { Actor } from '../actor';
import { notFound } from '../errors';
import { receiptCopy } from '../../copy/receipts';
import type { ReceiptRow } from './document';

export async function receiptFor(context: KeystoneContext, actor: Actor | null, id: string): Promise<ReceiptRow> {
  const receipt = id
    ? await context.prisma.receipt.findUnique({ where: { id }, include: { original: { select: { number: true } } } })
    : null;
  const mayRead = receipt && actor && (actor.role === 'admin' || receipt.customerId === actor.userId);
  if (!mayRead) throw notFound(receiptCopy.notFound);
  return receipt;
}

export type ReceiptLink = { id: string; number: number; kind: string; bookingId: string; paymentMethod: string | null };

/** The actor's own receipts and credit notes for these bookings, oldest first (for /my-bookings and the booking thread). */
export async function receiptLinks(context: KeystoneContext, actor: Actor | null, bookingIds: string[]): Promise<ReceiptLink[]> {
  if (!actor || bookingIds.length === 0) return [];
  return context.prisma.receipt.findMany({
    where: { customerId: actor.userId, bookingId: { in: bookingIds } },
    select: { id: true, number: true, kind: true, bookingId: true, paymentMethod: true },
    orderBy: { number: 'asc' },
  });
}

/** The path of a receipt's page, and of its PDF. */
export const receiptPath = (id: string) => `/kvittering/${encodeURIComponent(id)}`;
export const receiptPdfPath = (id: string) => `/kvittering/${encodeURIComponent(id)}/pdf`;
