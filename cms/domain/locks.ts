/**
 * One talent at a time: bookings (no double booking) and payoffs (no overdraft) are decided
 * inside a database transaction that first locks the talent's profile row with
 * `SELECT … FOR UPDATE`; a second transaction for the same talent waits until the first
 * commits, then sees its writes.
 *
 * Inside `fn` use only `tx`: a query through another client does not see the transaction's
 * writes, and one that locks the same talent waits for the transaction that is waiting for it.
 */
import type { KeystoneContext } from '@keystone-6/core/types';

// Keystone types its Prisma client loosely; the transaction client is the same shape.
export type Tx = any;

const TRANSACTION = { maxWait: 20_000, timeout: 20_000 };

export async function withTalentLock<T>(context: KeystoneContext, talentId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return context.prisma.$transaction(async (tx: Tx) => {
    await tx.$queryRaw`SELECT "id" FROM "TalentProfile" WHERE "id" = ${talentId} FOR UPDATE`;
    return fn(tx);
  }, TRANSACTION);
}

/**
 * All of `fn`'s writes or none, without the talent's lock: for writes that only read the
 * talent's calendar and never make a day busy (a booking request), so that many customers can
 * ask one popular talent at once instead of queueing behind each other.
 */
export async function inTransaction<T>(context: KeystoneContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return context.prisma.$transaction(fn, TRANSACTION);
}
