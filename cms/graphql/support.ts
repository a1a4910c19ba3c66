/**
 * The back office's support desk and search over GraphQL (admins only):
 * - `replyToSupportRequest` answers a support request (cms/domain/support.ts): the answer is
 *   emailed and kept in the request's history (`SupportRequest.replies`);
 * - `backofficeSearchMode` tells the back office's data provider how text search works on this
 *   database before its first search (`insensitive` on PostgreSQL; `default` on SQLite, whose
 *   schema has no `mode`), so no search is sent that the server must refuse.
 * Errors: cms/graphql/errors.ts.
 */
import { g } from '@keystone-6/core';
import type { BaseSchemaMeta, Extension } from '@graphql-ts/extend';
import type { KeystoneContext } from '@keystone-6/core/types';
import { config } from '../config';
import { actorOf } from '../domain/actor';
import { forbidden } from '../domain/errors';
import { replyToSupportRequest, supportReplySchema } from '../domain/support';
import { argsFrom } from './args';
import { domain } from './errors';

export function supportExtension(base: BaseSchemaMeta): Extension {
  const SupportReply = base.object('SupportReply');
  return {
    query: {
      backofficeSearchMode: g.field({
        type: g.nonNull(g.String),
        description: '`insensitive` (PostgreSQL) or `default` (SQLite): whether text filters take `mode`. Admins only.',
        resolve: (_r, _a, context: KeystoneContext) =>
          domain(async () => {
            if (actorOf(context).role !== 'admin') throw forbidden('Kun MixBuddy har adgang til back office');
            return config.dbProvider === 'postgresql' ? 'insensitive' : 'default';
          }),
      }),
    },
    mutation: {
      replyToSupportRequest: g.field({
        type: SupportReply,
        args: argsFrom(supportReplySchema, { requestId: g.ID }),
        resolve: (_r, args, context: KeystoneContext) =>
          domain(() =>
            replyToSupportRequest(context, actorOf(context), args).then((reply) => context.db.SupportReply.findOne({ where: { id: reply.id } })),
          ),
      }),
    },
  };
}
