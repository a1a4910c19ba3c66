/**
 * Fetches an external calendar's iCal text, guarded (cms/domain/calendar/README.md): http/https
 * only, every host resolved and refused when it is a private, loopback, link-local or otherwise
 * non-public address (unless `config.calendar.allowPrivateAddresses`), redirects followed by hand
 * (at most `maxRedirects`, each checked like the first URL, never to another scheme), a time-out
 * for the whole fetch and a size limit on the body. Failures are `CalendarFetchError`s whose
 * message is Danish and safe to show the talent.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { config } from '../../config';

export class CalendarFetchError extends Error {}

/** Whether an IP address is one the public internet cannot route to us (or is ourselves). */
export function isPrivateAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) {
    const [a, b] = address.split('.').map(Number);
    return a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31)
      || (a === 192 && b === 168) || (a === 192 && b === 0) || (a === 198 && (b === 18 || b === 19)) || a >= 224;
  }
  if (version === 6) {
    const lower = address.toLowerCase();
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
    if (mapped) return isPrivateAddress(mapped[1]);
    return lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower) || lower.startsWith('ff');
  }
  return true;
}

/** Refuses a URL we must not fetch: another scheme, credentials, or a host on a private address. */
async function assertFetchable(url: URL) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CalendarFetchError('Adressen skal begynde med http:// eller https://');
  if (url.username || url.password) throw new CalendarFetchError('Adressen må ikke indeholde brugernavn eller adgangskode');
  if (config.calendar.allowPrivateAddresses) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : await lookup(host, { all: true }).then((all) => all.map((a) => a.address)).catch(() => {
    throw new CalendarFetchError('Kalenderens server kunne ikke findes');
  });
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) throw new CalendarFetchError('Adressen peger på et internt netværk og kan ikke bruges');
}

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
      throw new CalendarFetchError(`Kalenderen er for stor (over ${Math.round(limit / 1024 / 1024)} MB)`);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** The iCal text at `address`, or a `CalendarFetchError` with a Danish message. */
export async function fetchIcs(address: string): Promise<string> {
  const { fetchTimeoutMs, maxBytes, maxRedirects } = config.calendar;
  const signal = AbortSignal.timeout(fetchTimeoutMs);
  let url = new URL(address);
  try {
    for (let hop = 0; ; hop++) {
      await assertFetchable(url);
      const response = await fetch(url, { redirect: 'manual', signal, headers: { accept: 'text/calendar, text/plain;q=0.5', 'user-agent': 'MixBuddy-kalender/1.0' } });
      if (response.status >= 300 && response.status < 400 && response.headers.get('location')) {
        await response.body?.cancel().catch(() => {});
        if (hop >= maxRedirects) throw new CalendarFetchError('Kalenderen viderestiller for mange gange');
        url = new URL(response.headers.get('location')!, url);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        throw new CalendarFetchError(`Kalenderens server svarede med fejl ${response.status}`);
      }
      const declared = Number(response.headers.get('content-length') || 0);
      if (declared > maxBytes) throw new CalendarFetchError(`Kalenderen er for stor (over ${Math.round(maxBytes / 1024 / 1024)} MB)`);
      const text = await readLimited(response, maxBytes);
      if (!text.includes('BEGIN:VCALENDAR')) throw new CalendarFetchError('Adressen giver ikke en iCal-kalender (.ics)');
      return text;
    }
  } catch (error) {
    if (error instanceof CalendarFetchError) throw error;
    if (signal.aborted) throw new CalendarFetchError(`Kalenderen svarede ikke inden for ${Math.round(fetchTimeoutMs / 1000)} sekunder`);
    throw new CalendarFetchError('Kalenderen kunne ikke hentes');
  }
}
