/**
 * Account mutations over cms/domain/accounts. Each acts only on the signed-in person
 * (or on the holder of an emailed link); none takes a user id. Errors are Danish and thrown
 * through the one mapper (cms/graphql/errors.ts): the message, `extensions.code` and
 * `extensions.fieldErrors` (the input field → message), which a form shows next to its fields.
 *
 * Sign-in itself stays Keystone's `authenticateUserWithPassword` (hardened in cms/auth/sign-in.ts).
 */
import { g } from '@keystone-6/core';
import type { Extension, BaseSchemaMeta } from '@graphql-ts/extend';
import type { GArg, GNonNull, GNullableInputType } from '@graphql-ts/schema';
import type { KeystoneContext } from '@keystone-6/core/types';
import * as accounts from '../domain/accounts';
import { argsFrom } from './args';
import { domain } from './errors';

type Result = { ok: boolean; emailChangePending?: boolean; role?: string };

const AccountResult = g.object<Result>()({
  name: 'AccountResult',
  fields: {
    ok: g.field({ type: g.nonNull(g.Boolean) }),
    /** updateAccount: a confirmation link was sent to the new address. */
    emailChangePending: g.field({ type: g.Boolean }),
    /** chooseAccountType: the role now on the account. */
    role: g.field({ type: g.String }),
  },
});

const run = (action: () => Promise<Omit<Result, 'ok'> | object>): Promise<Result> =>
  domain(async () => ({ ok: true, ...(await action()) }));

// Every mutation's args come from its domain input schema (cms/graphql/args.ts).
export function accountsExtension(_base: BaseSchemaMeta): Extension {
  const mutation = <A extends Record<string, GArg<GNullableInputType | GNonNull<GNullableInputType>, false>>>(
    args: A,
    action: (context: KeystoneContext, input: Record<string, unknown>) => Promise<object>,
  ) =>
    g.field({
      type: g.nonNull(AccountResult),
      args,
      resolve: (_root, input, context: KeystoneContext) => run(() => action(context, input as Record<string, unknown>)),
    });

  return {
    mutation: {
      registerAccount: mutation(argsFrom(accounts.registerAccountSchema), accounts.registerAccount),
      chooseAccountType: mutation(argsFrom(accounts.chooseAccountTypeSchema), accounts.chooseAccountType),
      requestActivationEmail: mutation({}, (context) => accounts.requestActivationEmail(context)),
      resendActivationEmail: mutation(argsFrom(accounts.resendActivationSchema), accounts.resendActivationEmail),
      useEmailLink: mutation(argsFrom(accounts.useEmailLinkSchema), accounts.useEmailLink),
      requestPasswordReset: mutation(argsFrom(accounts.requestPasswordResetSchema), accounts.requestPasswordReset),
      resetPassword: mutation(argsFrom(accounts.completePasswordResetSchema), accounts.completePasswordReset),
      changePassword: mutation(argsFrom(accounts.changePasswordSchema), accounts.changePassword),
      updateAccount: mutation(argsFrom(accounts.updateAccountSchema), accounts.updateAccount),
      deleteAccount: mutation(argsFrom(accounts.deleteAccountSchema), accounts.deleteAccount),
      unlinkGoogle: mutation({}, (context) => accounts.unlinkGoogle(context)),
      /** "Log ud på alle enheder": ends every session of the signed-in person, this one too. */
      endAllSessions: mutation({}, async (context) => {
        await accounts.endAllSessions(context);
        return {};
      }),
    },
  };
}
