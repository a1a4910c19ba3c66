/**
 * One talent at a time: bookings (no double booking) and payoffs (no overdraft) are decided
 * inside a database transaction that first locks the talent's profile row.
 *
 * - PostgreSQL: `SELECT … FOR UPDATE` on the TalentProfile row; a second transaction for the
 *   same talent waits until the first commits, then sees its writes.
 * - SQLite: the libsql adapter runs interactive transactions one at a time (its mutex), and
 *   SQLite itself has a single writer, so the check and the write can never interleave.
 *
 * Inside `fn` use only `tx` — on SQLite a query through another client would wait for the
 * transaction that is waiting for it.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { config } from '../config';

// Keystone types its Prisma client loosely; the transaction client is the same shape.
export type Tx = any;

export async function withTalentLock<T>(context: KeystoneContext, talentId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return context.prisma.$transaction(
    async (tx: Tx) => {
      if (config.dbProvider === 'postgresql') {
        await tx.$queryRaw`SELECT "id" FROM "TalentProfile" WHERE "id" = ${talentId} FOR UPDATE`;
      }
      return fn(tx);
    },
    { maxWait: 20_000, timeout: 20_000 },
  );
}
