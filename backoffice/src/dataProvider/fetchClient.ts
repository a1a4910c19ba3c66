/**
 * The GraphQL client ra-data-graphql calls: `query` and `mutate`, each one POST through
 * `createPost` (execute.ts), nothing cached (react-admin keeps its own cache, and every call asked
 * Apollo for `no-cache` anyway). It takes the place of Apollo Client, which the back office used only
 * as this transport and which, with its RxJS and cache machinery, was about 45 KB of gzipped
 * JavaScript on every list and record screen. ra-data-graphql still imports Apollo for the client it
 * would build without ours; that import resolves to `src/shims/apollo-client.ts` (vite.config.ts).
 */
import { print, type DocumentNode } from 'graphql';
import { createPost, type ExecuteOptions } from './execute';

type Variables = Record<string, unknown> | undefined;

export type GraphQLClient = {
  query<T>(request: {
    query: DocumentNode;
    variables?: Variables;
    context?: { fetchOptions?: { signal?: AbortSignal } };
  }): Promise<{ data: T }>;
  mutate<T>(request: { mutation: DocumentNode; variables?: Variables }): Promise<{ data: T }>;
};

// Documents come from `parse` (buildQuery.ts), which keeps their source text; print() is the fallback.
const sourceOf = (document: DocumentNode) => document.loc?.source.body ?? print(document);

export function createFetchClient(options: ExecuteOptions): GraphQLClient {
  const post = createPost(options);
  return {
    query: async ({ query, variables, context }) => ({ data: await post(sourceOf(query), variables, context?.fetchOptions?.signal) }),
    mutate: async ({ mutation, variables }) => ({ data: await post(sourceOf(mutation), variables) }),
  };
}
