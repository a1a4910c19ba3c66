/**
 * The app's data and auth providers, configured from config.ts.
 *
 * The data provider (Apollo Client, graphql-js, ra-data-graphql) and Keystone's embedded schema
 * are separate chunks: their download starts at once and runs alongside the session check,
 * instead of making the first chunk bigger.
 */
import type { DataProvider } from 'react-admin';
import type { KeystoneDataProvider } from './dataProvider';
import { createAuthProvider } from './authProvider';
import { config } from './config';

const loading = import('./dataProvider').then(({ createDataProvider }) =>
  createDataProvider({
    uri: config.graphqlUrl,
    credentials: 'same-origin',
    // Keystone's schema embedded at build time; null → an introspection query.
    schema: () => import('virtual:keystone-schema').then((m) => m.default),
  }),
);

// `execute` runs MixBuddy's custom mutations (approvePayoff, …): `useDataProvider<AppDataProvider>().execute(…)`.
const methods = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
  'execute',
] as const;

export type AppDataProvider = DataProvider & Pick<KeystoneDataProvider, 'execute'>;

export const dataProvider = Object.fromEntries(
  methods.map((method) => [method, async (...args: unknown[]) => ((await loading)[method] as (...a: unknown[]) => unknown)(...args)]),
) as unknown as AppDataProvider;

export const authProvider = createAuthProvider({ uri: config.graphqlUrl, loginUrl: config.loginUrl });
