/**
 * The one scrubber for everything that could leave for Sentry, applied once per item: every
 * envelope item a transport sends (`scrubbingTransport`: server and browser events, transactions
 * with their breadcrumbs, replay events, which pass no `beforeSend`), and replay network
 * recordings before they are made (`scrubRecordingEvent`).
 *
 * Whatever `sendDefaultPii` says, no password, token, secret, session cookie, Authorization
 * value, reset/activation link token or card number may leave the process or the browser:
 * - by KEY, recursively: any value under a key such as password, newPassword, currentPassword,
 *   token, secret, apiKey, authorization, cookie, cardNumber, cvc, CPR and CVR numbers, IBAN and
 *   bank registration/account numbers… becomes "[Filtered]";
 * - by the ARGUMENT a GraphQL variable is passed to: a body with `query` and `variables` names its
 *   variables freely (`registerAccount(password: $p)` sends `"p": "…"`), so the document is read
 *   for the variables given to a secret argument or input field (`password: $p`,
 *   `input: { newPassword: $x }`, `code: $c`) and those are filtered whatever they are called.
 *   Variables sent without their document (a persisted query) are all filtered: nothing says
 *   which are secret. A body cut short (no longer JSON) is matched the same way as text;
 * - inside STRINGS: a string holding JSON (a request body) is parsed and scrubbed by key; query
 *   parameters such as ?token=…, &code=…, password=… (URLs, form bodies), `password: "…"` pairs
 *   (GraphQL literals, JSON fragments in messages), Bearer tokens, Stripe keys, the secret of an
 *   iCal feed URL (/kalender/<secret>.ics), CPR-number shapes (DDMMYY-XXXX) and card-number
 *   shapes (13–19 digits passing the Luhn check) are replaced.
 *
 * Plain TypeScript without Node-only imports: the site and the back office bundle it too.
 */

export const FILTERED = '[Filtered]';

/** Key names (lower-cased, without - _ . spaces) that always hold a secret. */
const secretKeyParts = [
  'password',
  'passwd',
  'passphrase',
  'secret',
  'token',
  'apikey',
  'authorization',
  'cookie',
  'csrf',
  'session',
  'cardnumber',
  'creditcard',
  'cardcvc',
  'securitycode',
  'signature',
  'privatekey',
  'accountnumber',
  // Danish personal and business numbers and bank details.
  'cpr',
  'cvr',
  'taxnumber',
  'birthdate',
  'iban',
  'registrationnumber',
  'kontonummer',
  'kontonr',
  'regnr',
];
const secretKeysExact = new Set(['pwd', 'pin', 'cvc', 'cvv', 'csc', 'pan', 'otp', 'auth']);
/**
 * Query/form parameter and GraphQL argument names that carry a secret (besides the key names
 * above). Not object keys in general: `code` and `account` also name error codes and ledger
 * accounts, which a report needs.
 */
const secretParamsExact = new Set(['code', 'state', 'key', 'sig', 'account']);

const normalise = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

function isSecretKey(key: string) {
  const name = normalise(key);
  return secretKeysExact.has(name) || secretKeyParts.some((part) => name.includes(part));
}

function isSecretParam(name: string) {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    /* keep as is */
  }
  return isSecretKey(decoded) || secretParamsExact.has(normalise(decoded));
}

// `name: $variable` — an argument or input-object field given a variable.
const argumentVariable = /([A-Za-z_]\w*)\s*:\s*\$([A-Za-z_]\w*)/g;

/**
 * The variables a GraphQL document passes to a secret argument or input field. `document` false:
 * the text is not a document alone (a JSON body cut short), so its quotes and `#` are not GraphQL's
 * and nothing is blanked (finding too many only filters more).
 */
function secretVariables(text: string, document = true): Set<string> {
  // String literals are blanked first (a `#` in one is no comment), then comments are dropped.
  const code = !document
    ? text.replace(/\\[nrt]/g, ' ')
    : text.replace(/"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"/g, '""').replace(/#[^\n]*/g, '');
  const found = new Set<string>();
  for (const [, name, variable] of code.matchAll(argumentVariable)) if (isSecretParam(name!)) found.add(variable!);
  return found;
}

/** A GraphQL request body's variables, scrubbed by the arguments they are passed to (see the header). */
function scrubVariables(query: unknown, variables: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (!variables || typeof variables !== 'object' || Array.isArray(variables)) return scrubValue(variables, depth, seen);
  if (typeof query !== 'string') return filteredLike(variables);
  const secret = secretVariables(query);
  return Object.fromEntries(
    Object.entries(variables).map(([name, value]) => [
      name,
      secret.has(name) || isSecretKey(name) ? filteredLike(value) : scrubValue(value, depth + 1, seen),
    ]),
  );
}

function luhn(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

// `name=value` at the start, or after ? & ; (URLs, query strings, form-encoded bodies).
const queryParam = /(^|[?&;])([^=&?;#\s"'<>]+)=([^&#\s"'<>]*)/g;
// `password: "…"`, `"newPassword":"…"`, `token = '…'` inside text (GraphQL literals, JSON fragments).
const quotedPair = /(["']?)([\w.-]+)\1(\s*[:=]\s*)("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/g;
const bearer = /\b(Bearer)\s+[A-Za-z0-9._~+/=-]+/gi;
const stripeSecret = /\b(?:sk|rk|whsec)_(?:test_|live_)?[A-Za-z0-9_]{6,}/g;
const cardNumber = /\b\d(?:[ -]?\d){12,18}\b/g;
// A CPR number's shape wherever it stands in a string (DAC7 seller information): DDMMYY-XXXX, with a
// dash, an en dash, a space (a no-break one too) or nothing between the two parts.
const cprNumber = /\b(?:0[1-9]|[12]\d|3[01])(?:0[1-9]|1[0-2])\d{2}[-\u2013 \u00a0]?\d{4}\b/g;
// The secret in a talent's iCal feed URL (cms/domain/calendar/feed.ts): /kalender/<secret>.ics.
const calendarFeed = /(\/kalender\/)[A-Za-z0-9_-]{20,}(\.ics)/g;

/** Scrubs one string (see the header). */
export function scrubString(value: string): string {
  const trimmed = value.trim();
  if ((trimmed.startsWith('{') && trimmed.endsWith('}')) || (trimmed.startsWith('[') && trimmed.endsWith(']'))) {
    try {
      return JSON.stringify(scrubValue(JSON.parse(trimmed)));
    } catch {
      /* not JSON: scrub it as text */
    }
  }
  // A body that is not (or no longer, cut short) JSON: its document's secret variables by name.
  const secretNames = value.includes('$') ? secretVariables(value, false) : new Set<string>();
  return value
    .replace(queryParam, (match, prefix: string, name: string) => (isSecretParam(name) ? `${prefix}${name}=${FILTERED}` : match))
    .replace(quotedPair, (match, quote: string, name: string, separator: string) =>
      isSecretKey(name) || secretNames.has(name) ? `${quote}${name}${quote}${separator}"${FILTERED}"` : match,
    )
    .replace(bearer, (_match, scheme: string) => `${scheme} ${FILTERED}`)
    .replace(stripeSecret, FILTERED)
    .replace(calendarFeed, `$1${FILTERED}$2`)
    .replace(cprNumber, FILTERED)
    .replace(cardNumber, (match) => (luhn(match.replace(/\D/g, '')) ? FILTERED : match));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function filteredLike(value: unknown): unknown {
  if (value === null || value === undefined || typeof value === 'boolean' || value === '') return value;
  if (Array.isArray(value)) return value.map(filteredLike);
  if (typeof value === 'object') return Object.fromEntries(Object.keys(value).map((key) => [key, FILTERED]));
  return FILTERED;
}

/** A scrubbed copy of any JSON-like value (objects, arrays, strings); other values are kept. */
export function scrubValue<T>(value: T, depth = 0, seen = new WeakSet<object>()): T {
  if (typeof value === 'string') return scrubString(value) as T;
  if (!value || typeof value !== 'object' || depth > 30) return value;
  if (seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) {
    // A query string as pairs: [["token", "…"], ["page", "2"]].
    if (value.length === 2 && typeof value[0] === 'string' && isSecretParam(value[0]) && typeof value[1] !== 'object')
      return [value[0], FILTERED] as T;
    return value.map((item) => scrubValue(item, depth + 1, seen)) as T;
  }
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return value;
  const copy: Record<string, unknown> = {};
  const record = value as Record<string, unknown>;
  // A GraphQL body (its `query` beside it, or none: a persisted query).
  const graphqlBody = 'variables' in record;
  for (const [key, item] of Object.entries(value)) {
    if (graphqlBody && key === 'variables') {
      // Variables sent as a JSON string are parsed, so they too are matched to their arguments.
      const parsed = typeof item === 'string' ? parseJson(item) : item;
      const scrubbed = scrubVariables(record.query, parsed, depth + 1, seen);
      copy[key] =
        typeof item === 'string' && parsed !== undefined
          ? JSON.stringify(scrubbed)
          : parsed === undefined
            ? scrubValue(item, depth + 1, seen)
            : scrubbed;
    } else copy[key] = isSecretKey(key) ? filteredLike(item) : scrubValue(item, depth + 1, seen);
  }
  return copy as T;
}

/** One event (an envelope item): a scrubbed copy. */
export function scrubEvent<E extends object>(event: E): E {
  // The SDK reads its processing metadata (the raw request) after the hooks; it is never sent.
  const { sdkProcessingMetadata, ...rest } = event as E & { sdkProcessingMetadata?: unknown };
  const scrubbed = scrubValue(rest) as E & { sdkProcessingMetadata?: unknown };
  if (sdkProcessingMetadata !== undefined) scrubbed.sdkProcessingMetadata = sdkProcessingMetadata;
  return scrubbed;
}

type RecordingEvent = { type?: number; data?: { tag?: string; payload?: unknown; href?: string } };

/**
 * Replay `beforeAddRecordingEvent`: network spans (URLs, request and response bodies and
 * headers), breadcrumbs and page addresses are scrubbed; DOM snapshots are masked by Replay itself.
 */
export function scrubRecordingEvent<R extends RecordingEvent>(event: R): R {
  if (!event?.data) return event;
  if (typeof event.data.href === 'string') event.data.href = scrubString(event.data.href);
  if (event.data.payload !== undefined) event.data.payload = scrubValue(event.data.payload);
  return event;
}

type Envelope = [Record<string, unknown>, [Record<string, unknown>, unknown][]];
type Transport = { send: (envelope: never) => PromiseLike<unknown>; flush: (timeout?: number) => PromiseLike<boolean> };

/** Scrubs every JSON item of an envelope (binary replay recordings are scrubbed before they are made). */
export function scrubEnvelope<E>(envelope: E): E {
  const [headers, items] = envelope as unknown as Envelope;
  if (!Array.isArray(items)) return envelope;
  const scrubbedItems = items.map(([itemHeader, payload]) => {
    if (typeof payload !== 'object' || payload === null || ArrayBuffer.isView(payload)) return [itemHeader, payload];
    return [itemHeader, scrubEvent(payload)];
  });
  return [scrubValue(headers), scrubbedItems] as unknown as E;
}

/** Wraps a Sentry transport factory so nothing leaves unscrubbed (replay events skip beforeSend). */
export function scrubbingTransport<O, T extends Transport>(makeTransport: (options: O) => T): (options: O) => T {
  return (options: O) => {
    const transport = makeTransport(options);
    return { ...transport, send: (envelope: never) => transport.send(scrubEnvelope(envelope) as never) };
  };
}
