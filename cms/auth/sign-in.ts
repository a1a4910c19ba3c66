/**
 * Hardens Keystone's `authenticateUserWithPassword` (used by /login, the back office and
 * tests) without changing its shape: the email is matched case-insensitively, the abuse
 * limits and the blocked-account rule of cms/domain/accounts/sign-in.ts apply, and failures
 * carry a Danish message. Keystone's schema extensions cannot redefine a field, so the
 * resolver of the built schema is wrapped in place — once per schema object.
 */
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import type { KeystoneContext } from '@keystone-6/core/types';
import { WRONG_PASSWORD, recordSignIn, refuseSignIn } from '../domain/accounts/sign-in';

const WRAPPED = Symbol.for('mixbuddy.signInHardened');

export function hardenPasswordSignIn(schema: GraphQLSchema): GraphQLSchema {
  const field = schema.getMutationType()?.getFields().authenticateUserWithPassword as
    | { resolve?: GraphQLFieldResolver<unknown, KeystoneContext>; [WRAPPED]?: true }
    | undefined;
  if (!field?.resolve || field[WRAPPED]) return schema;
  const original = field.resolve;
  field.resolve = async (root, args, context, info) => {
    const email = String(args.email ?? '').trim().toLowerCase();
    const password = String(args.password ?? '');
    const refusal = await refuseSignIn(context, email, password);
    if (refusal) return { code: 'FAILURE', message: refusal };
    const result = (await original(root, { ...args, email }, context, info)) as object | null;
    const succeeded = Boolean(result && 'sessionToken' in result);
    await recordSignIn(context, email, succeeded);
    return succeeded ? result : { code: 'FAILURE', message: WRONG_PASSWORD };
  };
  field[WRAPPED] = true;
  return schema;
}
