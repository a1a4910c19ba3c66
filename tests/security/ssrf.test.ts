/**
 * The external-calendar fetch (cms/domain/calendar/fetch-ics.ts) against server-side request
 * forgery, with the attacker's list of host notations (corpora/ssrf-addresses.ts): a real HTTP
 * service on 127.0.0.1 (and ::1 where there is one) counts every connection. Without the guard
 * the loopback notations do reach it (the list is a real attack); with it, no notation — typed
 * in, behind a redirect from an allowed server, or as a name that resolves to a private address —
 * ever opens a connection, and the talent's message is the same one for all of them and for a
 * closed port or any HTTP status. Unit-level: no app server, CALENDAR_ALLOW_PRIVATE_URLS unset.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Agent } from 'undici';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { config } from '../../cms/config';
import {
  BlockedAddressError,
  CalendarFetchError,
  createGuardedAgent,
  fetchIcs,
  isPublicAddress,
  UNREACHABLE,
  type Resolver,
} from '../../cms/domain/calendar/fetch-ics';
import { ssrfHosts } from './corpora/ssrf-addresses';

const CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nX-INTERN:hemmelig\r\nEND:VCALENDAR\r\n';

const listen = (server: Server, port: number, host: string) =>
  new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ok();
    });
  });
const close = (server: Server | undefined) => new Promise((ok) => (server ? server.close(ok) : ok(undefined)));
const portOf = (server: Server) => (server.address() as AddressInfo).port;

// The "internal service": one port on 127.0.0.1 and, where the machine has it, the same port on ::1.
let internalV4: Server;
let internalV6: Server | undefined;
let internalPort = 0;
let connections = 0;

// An "allowed" calendar server on 127.0.0.1 (only tests' agents call it public): calendars,
// statuses and redirects to wherever `?to=` says.
let hopServer: Server;
let hopPort = 0;
let hopRequests = 0;
let closedPort = 0;

beforeAll(async () => {
  const internal: RequestListener = (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' });
    res.end(CALENDAR);
  };
  for (let attempt = 0; attempt < 20 && !internalPort; attempt++) {
    const v4 = createServer(internal).on('connection', () => connections++);
    await listen(v4, 0, '127.0.0.1');
    const v6 = createServer(internal).on('connection', () => connections++);
    try {
      await listen(v6, portOf(v4), '::1');
      internalV6 = v6;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
        await close(v4);
        continue;
      }
      // No IPv6 loopback here: the IPv4 listener alone.
    }
    internalV4 = v4;
    internalPort = portOf(v4);
  }

  hopServer = createServer((req, res) => {
    hopRequests++;
    const url = new URL(req.url ?? '/', 'http://hop');
    if (url.pathname === '/ok.ics') {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.end(CALENDAR);
    } else if (url.pathname.startsWith('/status/')) {
      res.writeHead(Number(url.pathname.slice(8)), { 'content-type': 'text/plain' });
      res.end('fejl');
    } else if (url.pathname === '/r') {
      res.writeHead(302, { location: url.searchParams.get('to')! });
      res.end();
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await listen(hopServer, 0, '127.0.0.1');
  hopPort = portOf(hopServer);

  const probe = createServer();
  await listen(probe, 0, '127.0.0.1');
  closedPort = portOf(probe);
  await close(probe);
});
afterAll(async () => {
  await Promise.all([close(internalV4), close(internalV6), close(hopServer)]);
});

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  // fetchIcs logs each failure's detail server-side; here that is a hundred lines of noise.
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

/** Non-ASCII in a Location header must be percent-encoded (URL parsing decodes it again). */
const inHeader = (host: string) => host.replace(/[^\x00-\x7f]/gu, (c) => encodeURIComponent(c));
const hostOf = (url: string) => new URL(url).hostname.replace(/^\[|\]$/g, '');
function causes(error: unknown) {
  const chain: unknown[] = [];
  for (let e = error; e; e = e instanceof Error ? e.cause : undefined) chain.push(e);
  return chain;
}
const blockedIn = (error: unknown) => causes(error).find((e): e is BlockedAddressError => e instanceof BlockedAddressError);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => new Error('fetched'),
    (error: unknown) => error,
  );

/** The talent's message and the reason: the guard refused it (or, for a name, no address at all). */
function expectRefused(error: unknown, url: string) {
  expect(error, url).toBeInstanceOf(CalendarFetchError);
  expect((error as Error).message, url).toBe(UNREACHABLE);
  if (
    isIP(hostOf(url)) ||
    !causes(error).some((e) => ['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME'].includes((e as NodeJS.ErrnoException).code ?? ''))
  ) {
    expect(blockedIn(error), `${url}: ${causes(error).map(String).join(' ← ')}`).toBeDefined();
  }
}

describe('the corpus', () => {
  it("is the attacker's list: large, distinct, every entry a valid URL host that is no public address", () => {
    expect(ssrfHosts.length).toBeGreaterThanOrEqual(60);
    expect(new Set(ssrfHosts.map((h) => h.host)).size).toBe(ssrfHosts.length);
    for (const { host } of ssrfHosts) {
      const name = hostOf(`http://${host}:1/`);
      if (isIP(name)) expect(isPublicAddress(name), host).toBe(false);
      else expect(name, host).toMatch(/^localhost\.?$/);
    }
    for (const attacker of [
      '[::ffff:7f00:1]',
      '[::ffff:127.0.0.1]',
      '[0:0:0:0:0:ffff:7f00:1]',
      '[::ffff:0.0.0.0]',
      '2130706433',
      '0x7f.1',
      '0177.0.0.1',
      '127.1',
    ]) {
      expect(
        ssrfHosts.some((h) => h.host === attacker),
        attacker,
      ).toBe(true);
    }
  });

  it('without the guard, its loopback notations do reach the internal service', async () => {
    const open = createGuardedAgent({ isAllowed: () => true });
    const loopback = ssrfHosts.filter(({ host }) => {
      const name = hostOf(`http://${host}:1/`);
      if (!isIP(name)) return false;
      const address = ipaddr.process(name).toString();
      return address === '127.0.0.1' || (internalV6 !== undefined && address === '::1');
    });
    expect(loopback.length).toBeGreaterThan(30);
    for (const { host } of loopback) {
      await expect(fetchIcs(`http://${host}:${internalPort}/x.ics`, { dispatcher: open }), host).resolves.toContain('X-INTERN');
    }
    expect(connections).toBeGreaterThan(0);
    await open.close();
    connections = 0;
  });
});

describe('the guard', () => {
  it('runs with private addresses refused (CALENDAR_ALLOW_PRIVATE_URLS unset)', () => {
    expect(config.calendar.allowPrivateAddresses).toBe(false);
  });

  it('refuses every notation, over http and https, without one connection', async () => {
    for (const { host } of ssrfHosts) {
      for (const scheme of ['http', 'https']) {
        const url = `${scheme}://${host}:${internalPort}/x.ics`;
        expectRefused(await failure(fetchIcs(url)), url);
      }
    }
    expect(connections).toBe(0);
  });

  it('refuses a redirect from an allowed server to every notation, without one connection', async () => {
    // Only the hop server counts as public here; every other address goes through the real check.
    const agent = createGuardedAgent({
      isAllowed: (address, port) => (address === '127.0.0.1' && port === hopPort) || isPublicAddress(address),
    });
    await expect(
      fetchIcs(`http://127.0.0.1:${hopPort}/r?to=${encodeURIComponent(`http://127.0.0.1:${hopPort}/ok.ics`)}`, { dispatcher: agent }),
    ).resolves.toContain('X-INTERN');
    hopRequests = 0;
    for (const { host } of ssrfHosts) {
      const target = `http://${inHeader(host)}:${internalPort}/x.ics`;
      const error = await failure(fetchIcs(`http://127.0.0.1:${hopPort}/r?to=${encodeURIComponent(target)}`, { dispatcher: agent }));
      expectRefused(error, target);
    }
    expect(hopRequests).toBe(ssrfHosts.length);
    expect(connections).toBe(0);
    await agent.close();
  });

  it('refuses a name when any address it resolves to is not public, before connecting anywhere', async () => {
    const answers: Record<string, string[]> = {
      'kalender.example.com': ['127.0.0.1'],
      'blandet.example.com': ['93.184.215.14', '127.0.0.1'],
      'mapped.example.com': ['::ffff:7f00:1'],
      'seks.example.com': ['2606:4700:4700::1111', '::1'],
      'metadata.example.com': ['169.254.169.254'],
      'tom.example.com': [],
    };
    const resolve: Resolver = async (name) => (answers[name] ?? []).map((address) => ({ address, family: isIP(address) }));
    const agent = createGuardedAgent({ resolve });
    for (const name of Object.keys(answers)) {
      const error = await failure(fetchIcs(`http://${name}:${internalPort}/x.ics`, { dispatcher: agent }));
      expect(error, name).toBeInstanceOf(CalendarFetchError);
      expect((error as Error).message).toBe(UNREACHABLE);
      expect(blockedIn(error), name).toBeDefined();
    }
    expect(connections).toBe(0);
    await agent.close();
  });

  it('resolves a name once per connection and dials the address it checked (no second lookup to rebind)', async () => {
    let lookups = 0;
    const resolve: Resolver = async () => {
      lookups++;
      // A rebinding server would answer 127.0.0.1 only from the second question on.
      return [{ address: lookups === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
    };
    const agent = createGuardedAgent({ resolve, isAllowed: (address, port) => address === '127.0.0.1' && port === hopPort });
    await expect(fetchIcs(`http://kalender.test:${hopPort}/ok.ics`, { dispatcher: agent })).resolves.toContain('X-INTERN');
    expect(lookups).toBe(1);
    await agent.close();
  });

  it('gives one message for a refused address, a closed port and any HTTP status, and logs the detail without the path', async () => {
    const agent: Agent = createGuardedAgent({
      isAllowed: (address, port) => address === '127.0.0.1' && (port === hopPort || port === closedPort),
    });
    const tries = [
      `http://127.0.0.1:${hopPort}/status/404`,
      `http://127.0.0.1:${hopPort}/status/500`,
      `http://127.0.0.1:${hopPort}/status/401`,
      `http://127.0.0.1:${closedPort}/hemmelig-sti.ics`,
      `http://127.0.0.1:${internalPort}/hemmelig-sti.ics`,
      `http://[::ffff:7f00:1]:${internalPort}/hemmelig-sti.ics`,
    ];
    const messages = new Set<string>();
    for (const url of tries) {
      const error = await failure(fetchIcs(url, { dispatcher: agent }));
      expect(error, url).toBeInstanceOf(CalendarFetchError);
      messages.add((error as Error).message);
    }
    expect([...messages]).toEqual([UNREACHABLE]);
    expect(UNREACHABLE).not.toMatch(/\d/);
    const logged = warn.mock.calls.map((call) => call.join(' ')).join('\n');
    expect(logged).toContain('HTTP 404');
    expect(logged).toContain('refused');
    expect(logged).not.toContain('hemmelig-sti');
    expect(connections).toBe(0);
    await agent.close();
  });

  it('keeps the URL-shape messages, which need no request', async () => {
    await expect(fetchIcs(`ftp://127.0.0.1:${internalPort}/x.ics`)).rejects.toThrow('Adressen skal begynde med http:// eller https://');
    await expect(fetchIcs(`http://bruger:kode@127.0.0.1:${internalPort}/x.ics`)).rejects.toThrow(
      'Adressen må ikke indeholde brugernavn eller adgangskode',
    );
    expect(connections).toBe(0);
  });
});
