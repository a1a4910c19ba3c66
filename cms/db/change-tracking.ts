/**
 * Announces every database write that can change a public page (cms/domain/changes.ts), from
 * one place: a Prisma client extension Keystone installs on its client (`db.extendPrismaClient`).
 * Why not Keystone's list hooks: the domain writes through Prisma directly as well (reviews,
 * rating totals, profile steps), and those writes never run a list hook; every write, Keystone's
 * included, runs through this client.
 *
 * The change is announced after the statement returned or, inside an interactive transaction
 * (`$transaction(async (tx) => …)`), after its commit — never for a rolled-back one, and never
 * before another process could read it. Rows no public page shows (sessions,
 * tokens, money, messages, favourites, support requests) announce nothing; a menu or a talent
 * profile announces itself; any other write announces `everything`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { publishChange, type Change } from '../domain/changes';

const WRITES = new Set([
  'create',
  'createMany',
  'createManyAndReturn',
  'update',
  'updateMany',
  'updateManyAndReturn',
  'upsert',
  'delete',
  'deleteMany',
]);
const SINGLE_ROW = new Set(['create', 'update', 'upsert', 'delete']);

/** Lists whose rows appear on no public page (the page cache need not hear of them). */
const PRIVATE_MODELS = new Set([
  'AuthSession',
  'AuthToken',
  'LimitCounter',
  'StripeEvent',
  'Payment',
  'LedgerEntry',
  'Payoff',
  'Conversation',
  'Message',
  'Favourite',
  'SupportRequest',
  'BankAccount',
  'CalendarFeed',
]);

type Row = { id?: unknown; talentId?: unknown } | null | undefined;
const idOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);

/** The change one write makes, or null when no public page shows that list. */
export function changeOf(model: string, operation: string, args: { where?: { id?: unknown } } | undefined, result: unknown): Change | null {
  if (!WRITES.has(operation) || PRIVATE_MODELS.has(model)) return null;
  const row = (SINGLE_ROW.has(operation) ? result : null) as Row;
  const id = idOf(row?.id) ?? (SINGLE_ROW.has(operation) ? idOf(args?.where?.id) : null);
  if (model === 'Menu' && id) return { kind: 'menu', menuId: id, talentId: idOf(row?.talentId) };
  if (model === 'TalentProfile' && id) return { kind: 'talent', talentId: id };
  return { kind: 'everything' };
}

type QueryExtension = {
  model?: string;
  operation: string;
  args: { where?: { id?: unknown } } | undefined;
  query: (args: unknown) => Promise<unknown>;
};

/** The changes of the interactive transaction under way, announced when it commits. */
const pendingInTransaction = new AsyncLocalStorage<Change[]>();

type TransactionClient = { $transaction: (arg: unknown, options?: unknown) => Promise<unknown> };

/** For `db.extendPrismaClient` in cms/keystone.ts. */
export function withChangeTracking<Client extends { $extends: (extension: object) => unknown }>(client: Client) {
  const tracked = client.$extends({
    name: 'mixbuddy-change-tracking',
    query: {
      $allModels: {
        async $allOperations({ model, operation, args, query }: QueryExtension) {
          const result = await query(args);
          const change = model ? changeOf(model, operation, args, result) : null;
          if (change) {
            const pending = pendingInTransaction.getStore();
            if (pending) pending.push(change);
            else publishChange(change);
          }
          return result;
        },
      },
    },
  }) as Client & TransactionClient;
  // A second layer, so the transaction client handed to the callback is the tracked one.
  return tracked.$extends({
    name: 'mixbuddy-change-tracking-transactions',
    client: {
      async $transaction(arg: unknown, options?: unknown) {
        // A batch (`$transaction([…])`) returns its statements' results after the commit.
        if (typeof arg !== 'function') return tracked.$transaction(arg, options);
        const pending: Change[] = [];
        const result = await pendingInTransaction.run(pending, () => tracked.$transaction(arg, options));
        for (const change of pending) publishChange(change);
        return result;
      },
    },
  }) as Client;
}
