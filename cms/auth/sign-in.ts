/**
 * Hardens Keystone's `authenticateUserWithPassword` (used by the back office and API clients)
 * without changing its shape: the email is matched case-insensitively, the abuse limits and the
 * blocked-account rule of cms/domain/accounts/sign-in.ts apply (`attemptSignIn`, which /login's
 * `signInWithPassword` goes through too), and failures carry a Danish message. Keystone's schema
 * extensions cannot redefine a field, so the resolver of the built schema is wrapped in place —
 * once per schema object.
 */
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import type { KeystoneContext } from '@keystone-6/core/types';
import { attemptSignIn } from '../domain/accounts/sign-in';

const WRAPPED = Symbol.for('mixbuddy.signInHardened');

export function hardenPasswordSignIn(schema: GraphQLSchema): GraphQLSchema {
  const field = schema.getMutationType()?.getFields().authenticateUserWithPassword as
    { resolve?: GraphQLFieldResolver<unknown, KeystoneContext>; [WRAPPED]?: true } | undefined;
  if (!field?.resolve || field[WRAPPED]) return schema;
  const original = field.resolve;
  field.resolve = async (root, args, context, info) => {
    const outcome = await attemptSignIn(context, String(args.email ?? ''), String(args.password ?? ''), async (email) => {
      const result = (await original(root, { ...args, email }, context, info)) as object | null;
      return result && 'sessionToken' in result ? result : null;
    });
    return outcome.ok ? outcome.value : { code: 'FAILURE', message: outcome.message };
  };
  field[WRAPPED] = true;
  return schema;
}
