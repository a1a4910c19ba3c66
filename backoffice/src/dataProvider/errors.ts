/**
 * Keystone's GraphQL errors → one readable Danish sentence for react-admin's notification.
 *
 * react-admin shows `error.message` of a rejected data-provider call as the notification. Raw
 * Keystone messages are English and technical ("Access denied: You cannot update that Payoff -
 * it may not exist", "You provided invalid data for this operation.\n  - Payoff.amount: …"), so
 * every provider call passes its rejection through `readableError`. Messages written by
 * MixBuddy's own hooks and domain functions are already Danish and are kept as they are.
 */
export class BackofficeError extends Error {
  constructor(
    message: string,
    /** Keystone's error codes (KS_ACCESS_DENIED, KS_VALIDATION_FAILURE, …), for callers that care. */
    readonly codes: string[] = [],
    /** HTTP-like status react-admin's auth provider looks at (`checkError`). */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'BackofficeError';
  }
}

type GraphQLErrorLike = { message?: string; extensions?: { code?: string } };

type ErrorLike = { message?: string; errors?: GraphQLErrorLike[]; status?: number };

/**
 * The response error itself (execute.ts's GraphQLResponseError), or the one ra-data-graphql wraps
 * in react-admin's HttpError as its `body` (with status 200 whatever the server said).
 */
const responseError = (error: unknown): ErrorLike | undefined => {
  const e = error as ErrorLike & { body?: ErrorLike };
  return e?.errors ? e : e?.body?.errors ? e.body : undefined;
};

/** The GraphQL errors of a rejected call, or a plain Error's message. */
function graphQLErrors(error: unknown): GraphQLErrorLike[] {
  const list = responseError(error)?.errors;
  return Array.isArray(list) && list.length ? list : [{ message: String((error as Error)?.message ?? error) }];
}

/** "  - Payoff.amount: Beløbet er for stort" → "Beløbet er for stort". */
function detailLines(message: string) {
  return message
    .split('\n')
    .slice(1)
    .map((line) =>
      line
        .replace(/^\s*-\s*/, '')
        .replace(/^[A-Z][A-Za-z]*(\.[A-Za-z]+)?:\s*/, '')
        .trim(),
    )
    .filter(Boolean);
}

function translateOne({ message = '', extensions }: GraphQLErrorLike): { text: string; code?: string; status?: number } {
  const code = extensions?.code;
  if (code === 'KS_ACCESS_DENIED' || /^Access denied/i.test(message)) {
    const missing = /may not exist/.test(message);
    return {
      code: code ?? 'KS_ACCESS_DENIED',
      status: 403,
      text: missing ? 'Elementet findes ikke, eller du har ikke adgang til at ændre det.' : 'Du har ikke adgang til denne handling.',
    };
  }
  if (code === 'KS_VALIDATION_FAILURE' || /^You provided invalid data/.test(message)) {
    const details = detailLines(message);
    return { code: code ?? 'KS_VALIDATION_FAILURE', text: `Ugyldige oplysninger: ${details.join(' ') || 'kontrollér felterne.'}` };
  }
  if (code === 'KS_USER_INPUT_ERROR' || /^Input error/.test(message)) {
    return { code, text: `Ugyldigt input: ${message.replace(/^Input error:\s*/, '')}` };
  }
  if (/Unique constraint failed/i.test(message)) {
    const field = /fields?: \(`?([^`)]+)`?\)/.exec(message)?.[1];
    return { code, text: field ? `Værdien af ${field} er allerede i brug.` : 'Værdien er allerede i brug.' };
  }
  if (/^An error occurred while (running|resolving)/.test(message)) {
    const details = detailLines(message);
    return { code, text: details.join(' ') || 'Der opstod en fejl på serveren.' };
  }
  if (/Failed to fetch|NetworkError|fetch failed|ECONNREFUSED/i.test(message)) {
    return { code, text: 'Ingen forbindelse til serveren. Prøv igen om lidt.' };
  }
  return { code, text: message || 'Der opstod en ukendt fejl.' };
}

/** Any rejection of a data-provider call → a BackofficeError with a Danish message. */
export function readableError(error: unknown): BackofficeError {
  if (error instanceof BackofficeError) return error;
  const translated = graphQLErrors(error).map(translateOne);
  const text = [...new Set(translated.map((t) => t.text))].join(' ');
  const status = translated.find((t) => t.status)?.status ?? (responseError(error) ?? (error as ErrorLike))?.status;
  return new BackofficeError(
    text,
    translated.map((t) => t.code).filter((c): c is string => Boolean(c)),
    status,
  );
}
