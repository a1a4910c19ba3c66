/**
 * Fetches an external calendar's iCal text, guarded against server-side request forgery
 * (cms/domain/calendar/README.md): http/https only, no credentials in the URL, and every
 * connection — the first and each redirect, followed by hand — goes only to an address that
 * ipaddr.js calls plain public 'unicast'. The check runs at connect time on the addresses the
 * socket is actually given (undici's Agent with our own connector), so a name is resolved once per
 * connection and a DNS answer that changes afterwards (rebinding) cannot slip past it.
 * `config.calendar.allowPrivateAddresses` lets private addresses through (tests only).
 *
 * What the talent sees says nothing about the target: a refused address, a closed port, a DNS
 * failure, a time-out and any non-2xx status all give the one `UNREACHABLE` message (the detail
 * goes to the server log only), so the settings page is no port-scan oracle. Only the URL's shape
 * (scheme, credentials) and what a public server sent (too big, not iCal, too many redirects) get
 * their own messages.
 */
import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector, fetch, type Dispatcher, type Response } from 'undici';
import { config } from '../../config';

export class CalendarFetchError extends Error {}

/** The one message for every failure that involved the network before a public 2xx answer. */
export const UNREACHABLE = 'Kalenderen kunne ikke hentes fra adressen. Tjek at adressen er en offentlig iCal-adresse (.ics).';

/** A connection the guard refused; only ever a `cause`, never shown to the talent. */
export class BlockedAddressError extends Error {
  constructor(
    readonly hostname: string,
    readonly address: string,
  ) {
    super(`refused ${address || '(no address)'} for ${hostname}: not a public address`);
  }
}

/**
 * Whether an address may be fetched from: only ipaddr.js's 'unicast' (every named special range —
 * private, loopback, link-local, unique-local, unspecified, CGNAT, reserved, multicast, broadcast,
 * NAT64, 6to4, Teredo … — is refused), after `process()` unwraps an IPv4-mapped IPv6 address.
 */
export function isPublicAddress(address: string): boolean {
  if (!isIP(address)) return false;
  const ip = ipaddr.process(address);
  if (ip.range() !== 'unicast') return false;
  // ::/8 also holds the deprecated IPv4-compatible form (::7f00:1), which ipaddr.js calls unicast.
  return ip.kind() === 'ipv4' || (ip as ipaddr.IPv6).parts[0] >= 0x100;
}

/** Whether a connection to `address` on `port` may be made. Production ignores the port; tests use it. */
export type AddressCheck = (address: string, port: number) => boolean;
/** Every address of a name (dns.lookup with all: true). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true });

/** A `lookup` for net.connect that resolves once and hands over only addresses that all pass. */
function checkedLookup(hostname: string, check: (address: string) => boolean, resolve: Resolver): LookupFunction {
  return (_name, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        // Every address must pass: net.connect may try any of them (happy eyeballs).
        const refused = addresses.length === 0 ? { address: '' } : addresses.find((a) => !check(a.address));
        if (refused) return callback(new BlockedAddressError(hostname, refused.address), '', 0);
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0].address, addresses[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

/**
 * An undici Agent whose every connection is checked at connect time. `isAllowed` and `resolve`
 * are for tests (e.g. "only 127.0.0.1 on port X counts as public").
 */
export function createGuardedAgent({
  isAllowed = isPublicAddress,
  resolve = systemResolver,
}: { isAllowed?: AddressCheck; resolve?: Resolver } = {}) {
  return new Agent({
    connect(options, callback) {
      const port = Number(options.port) || (options.protocol === 'https:' ? 443 : 80);
      const check = (address: string) => isAllowed(address, port);
      const { hostname } = options;
      // net.connect skips `lookup` for an IP literal (undici passes [::ffff:7f00:1] and 127.0.0.1
      // straight through), so a literal is checked here.
      if (isIP(hostname) && !check(hostname)) {
        callback(new BlockedAddressError(hostname, hostname), null);
        return;
      }
      // A connector per connection, so its lookup knows the port; the name is resolved once, by
      // that lookup, and the socket dials only what it returned.
      buildConnector({ timeout: config.calendar.fetchTimeoutMs, lookup: checkedLookup(hostname, check, resolve) })(options, callback);
    },
  });
}

let sharedAgent: Agent | undefined;
function calendarAgent() {
  sharedAgent ??= createGuardedAgent(config.calendar.allowPrivateAddresses ? { isAllowed: () => true } : {});
  return sharedAgent;
}

/** Refuses a URL whose shape we never fetch (no request is made, so its message may be specific). */
function assertShape(url: URL) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CalendarFetchError('Adressen skal begynde med http:// eller https://');
  if (url.username || url.password) throw new CalendarFetchError('Adressen må ikke indeholde brugernavn eller adgangskode');
}

const tooBig = (limit: number) => new CalendarFetchError(`Kalenderen er for stor (over ${Math.round(limit / 1024 / 1024)} MB)`);

/** Reads at most `limit` bytes of a body, or fails. */
async function readLimited(response: Response, limit: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooBig(limit);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** The innermost cause's message, for the server log. */
function detailOf(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause) inner = inner.cause;
  return inner instanceof Error ? `${(inner as NodeJS.ErrnoException).code ?? inner.name}: ${inner.message}` : String(inner);
}

/**
 * The iCal text at `address`, or a `CalendarFetchError` with a Danish message safe to show the
 * talent. `dispatcher` is for tests (an agent from `createGuardedAgent`).
 */
export async function fetchIcs(address: string, { dispatcher = calendarAgent() }: { dispatcher?: Dispatcher } = {}): Promise<string> {
  const { fetchTimeoutMs, maxBytes, maxRedirects } = config.calendar;
  const signal = AbortSignal.timeout(fetchTimeoutMs);
  let host = '';
  try {
    let url = new URL(address);
    for (let hop = 0; ; hop++) {
      assertShape(url);
      host = url.host; // the log names the host, never the path (a private calendar's path is its key)
      const response = await fetch(url, {
        dispatcher,
        redirect: 'manual',
        signal,
        headers: { accept: 'text/calendar, text/plain;q=0.5', 'user-agent': 'MixBuddy-kalender/1.0' },
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel().catch(() => {});
        if (hop >= maxRedirects) throw new CalendarFetchError('Kalenderen viderestiller for mange gange');
        url = new URL(location, url);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        throw new Error(`answered HTTP ${response.status}`);
      }
      const declared = Number(response.headers.get('content-length') || 0);
      if (declared > maxBytes) throw tooBig(maxBytes);
      const text = await readLimited(response, maxBytes);
      if (!text.includes('BEGIN:VCALENDAR')) throw new CalendarFetchError('Adressen giver ikke en iCal-kalender (.ics)');
      return text;
    }
  } catch (error) {
    if (error instanceof CalendarFetchError) throw error;
    console.warn(`[calendar] fetch from ${host || '(invalid URL)'} failed: ${signal.aborted ? 'time-out' : detailOf(error)}`);
    throw new CalendarFetchError(UNREACHABLE, { cause: error });
  }
}
