/**
 * One GraphQL document POSTed with `fetch`: the back office's only transport.
 *
 * - `createPost` is what ra-data-graphql's client (`fetchClient.ts`) runs: it resolves with the
 *   response's `data` or rejects with a `GraphQLResponseError` carrying Keystone's errors as sent.
 * - `execute(document, variables)` runs one fixed document (a domain mutation, the dashboard's
 *   counts) and turns every rejection into the same Danish `BackofficeError`s as the provider's
 *   methods. It needs no schema and no ra-data-graphql, so the dashboard and the action buttons work
 *   before those and the embedded schema are loaded (providers.ts fetches them on the first
 *   react-admin list or record call).
 */
import { readableError } from './errors';

export type ExecuteOptions = {
  uri: string;
  fetch?: typeof fetch;
  credentials?: RequestCredentials;
};

export type Execute = <T = Record<string, unknown>>(document: string, variables?: Record<string, unknown>) => Promise<T>;

type GraphQLErrorBody = { message?: string; extensions?: { code?: string } };

/** A GraphQL response with errors, or a response that was not a GraphQL answer (`status` set). */
export class GraphQLResponseError extends Error {
  constructor(
    readonly errors: GraphQLErrorBody[],
    readonly status?: number,
  ) {
    super(errors.map((error) => error.message).join('\n'));
    this.name = 'GraphQLResponseError';
  }
}

export type Post = <T>(document: string, variables?: Record<string, unknown>, signal?: AbortSignal) => Promise<T>;

export function createPost(options: ExecuteOptions): Post {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  return async function post<T>(document: string, variables: Record<string, unknown> = {}, signal?: AbortSignal): Promise<T> {
    const response = await doFetch(options.uri, {
      method: 'POST',
      credentials: options.credentials ?? 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query: document, variables }),
      signal,
    });
    const body = (await response.json().catch(() => null)) as { data?: T | null; errors?: GraphQLErrorBody[] } | null;
    if (body?.errors?.length) throw new GraphQLResponseError(body.errors, response.ok ? undefined : response.status);
    if (!response.ok) throw new GraphQLResponseError([{ message: `Serveren svarede ${response.status}` }], response.status);
    if (!body?.data) throw new GraphQLResponseError([{ message: 'Serveren svarede uden data' }]);
    return body.data;
  };
}

export function createExecute(options: ExecuteOptions): Execute {
  const post = createPost(options);
  return <T>(document: string, variables?: Record<string, unknown>) =>
    post<T>(document, variables).catch((error: unknown) => Promise.reject(readableError(error)));
}
