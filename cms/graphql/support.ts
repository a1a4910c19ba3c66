/**
 * The back office's support desk over GraphQL (admins only): `replyToSupportRequest` answers a
 * support request (cms/domain/support.ts): the answer is emailed and kept in the request's
 * history (`SupportRequest.replies`).
 * Errors: cms/graphql/errors.ts.
 */
import { g } from '@keystone-6/core';
import type { BaseSchemaMeta, Extension } from '@graphql-ts/extend';
import type { KeystoneContext } from '@keystone-6/core/types';
import { actorOf } from '../domain/actor';
import { replyToSupportRequest, supportReplySchema } from '../domain/support';
import { argsFrom } from './args';
import { domain } from './errors';

export function supportExtension(base: BaseSchemaMeta): Extension {
  const SupportReply = base.object('SupportReply');
  return {
    mutation: {
      replyToSupportRequest: g.field({
        type: SupportReply,
        args: argsFrom(supportReplySchema, { requestId: g.ID }),
        resolve: (_r, args, context: KeystoneContext) =>
          domain(() =>
            replyToSupportRequest(context, actorOf(context), args).then((reply) =>
              context.db.SupportReply.findOne({ where: { id: reply.id } }),
            ),
          ),
      }),
    },
  };
}
