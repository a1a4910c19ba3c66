/**
 * Outbound data fetches during server-side rendering (another service's API, not Keystone, which
 * pages read in-process). A 5xx or a network failure is often momentary, so a GET is retried up
 * to 3 times with a short growing pause before the page gives up and shows its error state.
 * Other methods are not retried unless the caller says the request is safe to repeat.
 */
export const SSR_FETCH_RETRIES = 3;

type RetryOptions = { retries?: number; delayMs?: number; idempotent?: boolean };

export async function fetchWithRetry(input: string | URL, init: RequestInit = {}, options: RetryOptions = {}): Promise<Response> {
  const { retries = SSR_FETCH_RETRIES, delayMs = 150 } = options;
  const method = (init.method ?? 'GET').toUpperCase();
  const repeatable = options.idempotent ?? ['GET', 'HEAD', 'OPTIONS'].includes(method);
  for (let attempt = 0; ; attempt += 1) {
    const last = !repeatable || attempt >= retries;
    try {
      const response = await fetch(input, init);
      if (response.status < 500 || last) return response;
      await response.body?.cancel();
    } catch (error) {
      if (last || init.signal?.aborted) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** attempt));
  }
}
