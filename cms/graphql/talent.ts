/**
 * Talent mutations. `saveTalentMenu` is what the menu editor calls: it never throws for bad
 * input, it answers with Danish messages per field so the editor can show them inline and keep
 * the talent's unsaved work. Any other refusal (e.g. a blocked account) is thrown through the
 * one mapper (cms/graphql/errors.ts).
 */
import { g as graphql } from '@keystone-6/core';
import type { Extension } from '@graphql-ts/extend';
import type { KeystoneContext } from '@keystone-6/core/types';
import { DomainError } from '../domain/errors';
import { PublishingBlockedError, saveMenu } from '../domain/talent/menus';
import { toGraphqlError } from './errors';

type SaveResult = {
  ok: boolean;
  menuId: string | null;
  message: string | null;
  fieldErrors: Record<string, string>;
  missingStepHref: string | null;
};

const MenuSaveResult = graphql.object<SaveResult>()({
  name: 'TalentMenuSaveResult',
  fields: {
    ok: graphql.field({ type: graphql.nonNull(graphql.Boolean) }),
    menuId: graphql.field({ type: graphql.ID }),
    message: graphql.field({ type: graphql.String }),
    fieldErrors: graphql.field({ type: graphql.nonNull(graphql.JSON), resolve: (result) => result.fieldErrors }),
    missingStepHref: graphql.field({ type: graphql.String }),
  },
});

export function talentExtension(): Extension {
  return {
    mutation: {
      saveTalentMenu: graphql.field({
        type: graphql.nonNull(MenuSaveResult),
        args: { id: graphql.arg({ type: graphql.ID }), data: graphql.arg({ type: graphql.nonNull(graphql.JSON) }) },
        async resolve(_source, { id, data }, context: KeystoneContext): Promise<SaveResult> {
          try {
            const menuId = await saveMenu(context, id, data);
            return { ok: true, menuId, message: null, fieldErrors: {}, missingStepHref: null };
          } catch (error) {
            if (!(error instanceof DomainError)) throw toGraphqlError(error);
            return {
              ok: false,
              menuId: id ?? null,
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
