/**
 * The receipt pages' one read: the receipt as the visitor may see it (cms/domain/receipts:
 * the paying customer and admins; anyone else, signed out included, gets null → 404).
 */
import { actorOf } from '../../../cms/domain/actor';
import { DomainError } from '../../../cms/domain/errors';
import { receiptDocument, receiptFor } from '../../../cms/domain/receipts';
import { getSession } from './session';

export async function loadReceipt(locals: App.Locals, id: string | undefined) {
  const keystone = locals.keystone;
  const actor = getSession({ locals }) ? actorOf(keystone) : null;
  try {
    const receipt = await receiptFor(keystone, actor, String(id ?? ''));
    return { receipt, document: receiptDocument(receipt) };
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}
