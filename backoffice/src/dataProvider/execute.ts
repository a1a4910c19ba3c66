/**
 * `execute(document, variables)`: one fixed GraphQL document (a domain mutation, the dashboard's
 * counts) POSTed with `fetch`. It needs no schema and no GraphQL client, so the dashboard and the
 * action buttons work before Apollo and the embedded schema are loaded (providers.ts fetches those
 * on the first react-admin list or record call). Errors become the same Danish `BackofficeError`s as
 * every other data-provider call.
 */
import { readableError } from './errors';

export type ExecuteOptions = {
  uri: string;
  fetch?: typeof fetch;
  credentials?: RequestCredentials;
};

export type Execute = <T = Record<string, unknown>>(document: string, variables?: Record<string, unknown>) => Promise<T>;

export function createExecute(options: ExecuteOptions): Execute {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  return async function execute<T>(document: string, variables: Record<string, unknown> = {}): Promise<T> {
    try {
      const response = await doFetch(options.uri, {
        method: 'POST',
        credentials: options.credentials ?? 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
        body: JSON.stringify({ query: document, variables }),
      });
      const body = (await response.json().catch(() => null)) as { data?: T | null; errors?: unknown[] } | null;
      if (body?.errors?.length) throw { errors: body.errors, status: response.ok ? undefined : response.status };
      if (!response.ok) throw Object.assign(new Error(`Serveren svarede ${response.status}`), { status: response.status });
      if (!body?.data) throw new Error('Serveren svarede uden data');
      return body.data;
    } catch (error) {
      throw readableError(error);
    }
  };
}
