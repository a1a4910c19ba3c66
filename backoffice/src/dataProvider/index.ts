/**
 * The react-admin data provider for MixBuddy's Keystone GraphQL API, built on ra-data-graphql.
 *
 *   const dataProvider = createDataProvider({ uri: '/api/graphql' });
 *
 * - The session is Keystone's cookie: in the browser requests go same-origin with
 *   `credentials: 'same-origin'`; tests pass their own `fetch` that carries a cookie.
 * - The schema comes from `schema` (an introspection result embedded at build time, see
 *   vite.config.ts) or, without it, from an introspection query at start-up.
 * - Resource names map to Keystone lists through `resources.ts`.
 */
import { getIntrospectionQuery, parse, type IntrospectionQuery, type IntrospectionSchema } from 'graphql';
import buildGraphQLProvider, { introspectSchema } from 'ra-data-graphql';
import type { DataProvider } from 'ra-core';
import { buildQueryFactory, type QueryState } from './buildQuery';
import { buildKeystoneModel } from './keystoneSchema';
import { readableError } from './errors';
import { createExecute, type Execute } from './execute';
import { createFetchClient, type GraphQLClient } from './fetchClient';
import { inChunks, inPages } from './paging';

export { resources, resourceDefinition, type ResourceName } from './resources';
export { readableError, BackofficeError } from './errors';

export type DataProviderOptions = {
  /** GraphQL endpoint, e.g. `/api/graphql` or `http://127.0.0.1:3000/api/graphql`. */
  uri: string;
  /** A fetch implementation (tests inject one carrying a session cookie). */
  fetch?: typeof fetch;
  /** Defaults to `same-origin`: the Keystone session cookie is sent, nothing cross-site. */
  credentials?: RequestCredentials;
  /**
   * The schema to use instead of an introspection query (may be a promise or a loader, so the
   * browser can lazy-load the embedded schema).
   */
  schema?: IntrospectionSchema | Promise<IntrospectionSchema | null> | (() => Promise<IntrospectionSchema | null>) | null;
};

export type KeystoneDataProvider = DataProvider & {
  getIntrospection: () => Promise<unknown>;
  client: GraphQLClient;
  /**
   * Runs one fixed GraphQL document (a custom mutation such as `approvePayoff`) with variables,
   * on the same session; Keystone's errors come back as readable Danish `BackofficeError`s
   * (execute.ts: plain fetch, no schema).
   */
  execute: Execute;
};

const methodNames = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

export function createDataProvider(options: DataProviderOptions): KeystoneDataProvider {
  const client = createFetchClient(options);

  const state: QueryState = { model: { lists: new Map(), operationNames: new Map() } };

  const loadSchema = async (): Promise<IntrospectionSchema> => {
    const given = typeof options.schema === 'function' ? await options.schema() : await options.schema;
    if (given) return given;
    const result = await client.query<IntrospectionQuery>({ query: parse(getIntrospectionQuery()) });
    if (!result.data) throw new Error('GraphQL-skemaet kunne ikke hentes');
    return result.data.__schema;
  };

  const base = buildGraphQLProvider({
    client: client as never, // ra-data-graphql's types name Apollo Client; it calls only query and mutate
    buildQuery: buildQueryFactory(state),
    introspection: { operationNames: {} },
    resolveIntrospection: async (graphqlClient: unknown, introspectionOptions: any) => {
      const schema = await loadSchema();
      state.model = buildKeystoneModel(schema);
      const byName = (fetchType: string) => (type: { name: string }) => state.model.operationNames.get(type.name)?.[fetchType];
      return introspectSchema(graphqlClient as never, {
        ...introspectionOptions,
        schema,
        include: [...state.model.lists.keys()],
        operationNames: Object.fromEntries(
          ['GET_LIST', 'GET_MANY', 'GET_MANY_REFERENCE', 'GET_ONE', 'CREATE', 'UPDATE', 'UPDATE_MANY', 'DELETE', 'DELETE_MANY'].map(
            (fetchType) => [fetchType, byName(fetchType)],
          ),
        ),
      });
    },
  } as Parameters<typeof buildGraphQLProvider>[0]) as unknown as KeystoneDataProvider;

  const methods: Record<string, (...args: any[]) => Promise<any>> = {
    ...(base as unknown as Record<string, (...args: any[]) => Promise<any>>),
    // Pages above the server's maxTake are fetched in parts (paging.ts).
    getList: inPages(base.getList.bind(base)),
    getManyReference: inPages(base.getManyReference.bind(base)),
    getMany: inChunks(base.getMany.bind(base)),
  };
  // Every rejection becomes one readable Danish message (react-admin notifies `error.message`).
  const readable = Object.fromEntries(
    methodNames.map((name) => [
      name,
      (...args: unknown[]) => methods[name](...args).catch((error: unknown) => Promise.reject(readableError(error))),
    ]),
  );

  return {
    ...base,
    ...readable,
    execute: createExecute(options),
  } as KeystoneDataProvider;
}
