/**
 * The app's data and auth providers, configured from config.ts.
 *
 * `execute` (the dashboard's counts, the domain mutations) is a plain `fetch` (dataProvider/execute.ts).
 * The rest of the data provider (ra-data-graphql, graphql-js, the mapping to Keystone) and Keystone's
 * embedded schema are chunks of their own, fetched on the first list or record call: the dashboard
 * never needs them, so they are not part of its first screen.
 */
import type { DataProvider } from 'react-admin';
import type { KeystoneDataProvider } from './dataProvider';
import { createExecute } from './dataProvider/execute';
import { createAuthProvider } from './authProvider';
import { config } from './config';

let loading: Promise<KeystoneDataProvider> | undefined;
/** ra-data-graphql, the mapping and the schema, fetched once on first use (and again after a failed download). */
export function graphqlProvider() {
  // Both fetched at once: the client's code and Keystone's schema embedded at build time (null → an introspection query).
  loading ??= Promise.all([import('./dataProvider'), import('virtual:keystone-schema')])
    .then(([{ createDataProvider }, schema]) =>
      createDataProvider({ uri: config.graphqlUrl, credentials: 'same-origin', schema: schema.default }),
    )
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

const methods = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

// `execute` runs MixBuddy's custom documents (approvePayoff, …): `useDataProvider<AppDataProvider>().execute(…)`.
export type AppDataProvider = DataProvider & Pick<KeystoneDataProvider, 'execute'>;

export const dataProvider = {
  ...Object.fromEntries(
    methods.map((method) => [
      method,
      async (...args: unknown[]) => ((await graphqlProvider())[method] as (...a: unknown[]) => unknown)(...args),
    ]),
  ),
  execute: createExecute({ uri: config.graphqlUrl, credentials: 'same-origin' }),
} as unknown as AppDataProvider;

export const authProvider = createAuthProvider({ uri: config.graphqlUrl, loginUrl: config.loginUrl });
