/**
 * Talent mutations. `saveTalentMenu` is what the menu editor calls: it never throws for bad
 * input, it answers with Danish messages per field so the editor can show them inline and keep
 * the talent's unsaved work. Any other refusal (e.g. a blocked account) is thrown through the
 * one mapper (cms/graphql/errors.ts).
 */
import { g as graphql } from '@keystone-6/core';
import type { BaseSchemaMeta, Extension } from '@graphql-ts/extend';
import type { KeystoneContext } from '@keystone-6/core/types';
import { DomainError } from '../domain/errors';
import { actorOf } from '../domain/actor';
import { PublishingBlockedError, saveMenu } from '../domain/talent/menus';
import { approveTalent, rejectTalent, withdrawTalentApproval } from '../domain/talent/vetting';
import { domain, toGraphqlError } from './errors';

type SaveResult = {
  ok: boolean;
  menuId: string | null;
  /** As stored: `pending` when a talent not yet approved published (waits for review). */
  status: string | null;
  message: string | null;
  fieldErrors: Record<string, string>;
  missingStepHref: string | null;
};

const MenuSaveResult = graphql.object<SaveResult>()({
  name: 'TalentMenuSaveResult',
  fields: {
    ok: graphql.field({ type: graphql.nonNull(graphql.Boolean) }),
    menuId: graphql.field({ type: graphql.ID }),
    status: graphql.field({ type: graphql.String }),
    message: graphql.field({ type: graphql.String }),
    fieldErrors: graphql.field({ type: graphql.nonNull(graphql.JSON), resolve: (result) => result.fieldErrors }),
    missingStepHref: graphql.field({ type: graphql.String }),
  },
});

export function talentExtension(base: BaseSchemaMeta): Extension {
  const TalentProfile = base.object('TalentProfile');
  const profile = (context: KeystoneContext, id: string) => context.db.TalentProfile.findOne({ where: { id } });
  return {
    mutation: {
      /** Vetting (admin): the talent becomes verified and their menus waiting for approval go public. */
      approveTalent: graphql.field({
        type: TalentProfile,
        args: { id: graphql.arg({ type: graphql.nonNull(graphql.ID) }) },
        resolve: (_r, { id }, context: KeystoneContext) =>
          domain(() => approveTalent(context, actorOf(context), id).then(() => profile(context, id))),
      }),
      /** Vetting (admin): refused with a reason the talent reads; their waiting menus go back to drafts. */
      rejectTalent: graphql.field({
        type: TalentProfile,
        args: { id: graphql.arg({ type: graphql.nonNull(graphql.ID) }), reason: graphql.arg({ type: graphql.nonNull(graphql.String) }) },
        resolve: (_r, { id, reason }, context: KeystoneContext) =>
          domain(() => rejectTalent(context, actorOf(context), { profileId: id, reason }).then(() => profile(context, id))),
      }),
      /** Vetting (admin): the verified mark goes; the talent's public menus wait for approval again. */
      withdrawTalentApproval: graphql.field({
        type: TalentProfile,
        args: { id: graphql.arg({ type: graphql.nonNull(graphql.ID) }) },
        resolve: (_r, { id }, context: KeystoneContext) =>
          domain(() => withdrawTalentApproval(context, actorOf(context), id).then(() => profile(context, id))),
      }),
      saveTalentMenu: graphql.field({
        type: graphql.nonNull(MenuSaveResult),
        args: { id: graphql.arg({ type: graphql.ID }), data: graphql.arg({ type: graphql.nonNull(graphql.JSON) }) },
        async resolve(_source, { id, data }, context: KeystoneContext): Promise<SaveResult> {
          try {
            const { menuId, status } = await saveMenu(context, id, data);
            return { ok: true, menuId, status, message: null, fieldErrors: {}, missingStepHref: null };
          } catch (error) {
            if (!(error instanceof DomainError)) throw toGraphqlError(error);
            return {
              ok: false,
              menuId: id ?? null,
              status: null,
              message: error.message,
              fieldErrors: error.fieldErrors,
              missingStepHref: error instanceof PublishingBlockedError ? error.href : null,
            };
          }
        },
      }),
    },
  };
}
