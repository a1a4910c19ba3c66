/**
 * The rendered-page cache: anonymous GET/HEAD of the public pages (an allow-list) are rendered
 * once and then served from memory, compressed ahead of time. Rules, keys and invalidation are
 * described in cms/server/README.md; in short:
 *
 * - Bypass (X-Cache: BYPASS) when the request carries any cookie but the consent cookie, an
 *   Authorization header or a parameter its page marks personal (a question to the assistant): a
 *   session, a flash message, anything per visitor renders as usual.
 * - Key: the path, the page's known query parameters (sorted; others are dropped) and the consent
 *   choice. Never the Host: pages are rendered for config.publicUrl with a synthetic request that
 *   carries nothing of the visitor's but the consent cookie, so nothing else can leak in.
 * - Only a 200 without Set-Cookie is kept. Other answers (404, redirects) are sent as rendered.
 * - Stored as the page's bytes, plus a brotli or gzip copy made when a client first asks for that
 *   encoding, with a weak ETag (304 on If-None-Match). Fresh for `freshSeconds`, then served stale
 *   while one render replaces it, for `staleSeconds` more; gone at the next Copenhagen midnight
 *   (the business clock). Concurrent misses wait for one render.
 * - Changes (cms/domain/changes.ts) reach what they touch: a menu its page, its talent's profile,
 *   `/` and `/soeg`; a talent its profile, every menu page, `/` and `/soeg`; anything else all.
 *   The changed thing's own page (the menu's page, the talent's profile) is dropped: every request
 *   after the change waits for one new render. Pages that merely list it are only marked changed:
 *   the next request renders them anew and waits (so an edit followed by a GET always shows the
 *   edit), while requests arriving during that one render get the previous copy. Under a stream of
 *   writes a listing therefore lags at most one render behind, instead of every request waiting.
 *
 * Headers: Astro's per-page CSP (script hashes, no nonces) is kept with the page and merged into
 * ours by security-headers.ts exactly as for a fresh render.
 */
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { SESSION_COOKIE } from '../auth/sessions';
import { onChange, type Change } from '../domain/changes';
import { now } from '../domain/clock';
import { CONSENT_CHOICES, CONSENT_COOKIE, type Consent } from '../domain/consent';
import type { UrlName } from '../domain/search/params';
import { nextMidnightInCopenhagen } from '../domain/time';

export type PageCacheSettings = { maxBytes: number; freshSeconds: number; staleSeconds: number; publicUrl: string };
/** Renders one request onto one response (the Astro handler with its Keystone context); `next` when no page matched. */
export type PageRenderer = (req: Request, res: Response, next: NextFunction) => Promise<void> | void;

type Tag = 'listing' | `menu:${string}` | `talent:${string}` | 'info';

// /soeg's parameters; a Record over the search's own UrlName so a new search parameter fails to compile here.
const SEARCH_PARAMS: Record<UrlName, true> = {
  q: true,
  sted: true,
  region: true,
  dato: true,
  gaester: true,
  minpris: true,
  maxpris: true,
  kategori: true,
  alkoholfri: true,
  straks: true,
  sort: true,
  side: true,
};
const INFO_PAGES = [
  '/bliv-talent',
  '/vores-historie',
  '/brugsbetingelser',
  '/handelsbetingelser',
  '/talent-vilkaar',
  '/privatlivspolitik',
  '/cookiepolitik',
  '/tilgaengelighed',
];
const ID = '([A-Za-z0-9_-]{1,64})';

/** The public pages this cache keeps, the query parameters each reads, and what invalidates it. */
const PAGES: {
  path: RegExp;
  params: readonly string[];
  /** Parameters that make the answer one visitor's own (a question they asked): with any of them the cache steps aside. */
  personal?: readonly string[];
  tag: (id: string) => Tag;
}[] = [
  { path: /^\/$/, params: [], tag: () => 'listing' },
  { path: /^\/soeg$/, params: Object.keys(SEARCH_PARAMS), tag: () => 'listing' },
  { path: new RegExp(`^/menu/${ID}$`), params: ['gaester', 'dato', 'sted', 'alder'], tag: (id) => `menu:${id}` },
  // The profile's menus and reviews come a page at a time (`profilePath` in site/src/lib/catalogue.ts).
  { path: new RegExp(`^/profile/${ID}$`), params: ['side', 'anmeldelser'], tag: (id) => `talent:${id}` },
  { path: /^\/support$/, params: ['sendt'], tag: () => 'info' },
  // A question sent before the chat island started comes back in the page to be asked (site/src/pages/mixbuddy-ai.astro).
  { path: /^\/mixbuddy-ai$/, params: [], personal: ['spoergsmaal'], tag: () => 'info' },
  ...INFO_PAGES.map((page) => ({ path: new RegExp(`^${page}$`), params: [] as string[], tag: () => 'info' as const })),
];

/** Cookies that do not make a page personal: the consent choice (part of the key) and the old CSRF cookie nothing reads any more. */
const SHARED_COOKIES = new Set([CONSENT_COOKIE, 'mixbuddy-csrf']);
const PUBLIC_POLICY = 'public, s-maxage=60, stale-while-revalidate=300';
const VARY = 'Accept-Encoding, Cookie';
/** Headers of a rendered page that belong to one response, not to the page. */
const PER_RESPONSE = new Set([
  'set-cookie',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'cache-control',
  'vary',
  'etag',
  'x-cache',
]);

type Encoding = 'br' | 'gzip';
type Lookup = { key: string; url: string; consent: Consent | null; tag: Tag };
type Rendered = { status: number; headers: Record<string, string | string[]>; body: Buffer };
type Entry = {
  tag: Tag;
  etag: string;
  headers: [string, string | string[]][];
  identity: Buffer;
  /** Compressed copies, each made the first time a client asks for that encoding (`bytesIn`). */
  encoded: Partial<Record<Encoding, Buffer>>;
  freshUntil: number;
  staleUntil: number;
  /** Business-clock instant (ms) of the next Copenhagen midnight. */
  expiresAt: number;
  /** Something it shows changed since it was rendered: the next request renders it anew. */
  changed: boolean;
  /** Order of the render that made it: an older render never replaces a newer page. */
  renderNumber: number;
};
/** A render under way; `hit` says how a change reached it before it finished. */
type Render = { job: Promise<Outcome>; tag: Tag; number: number; hit: 'dropped' | 'changed' | null };
/** A render's outcome: a page to keep, or an answer to send as it is, or no page at all. */
type Outcome = { entry: Entry } | { rendered: Rendered } | null;

function cookieNames(header: string | undefined) {
  return (header ?? '')
    .split(';')
    .map((part) => part.split('=')[0].trim())
    .filter(Boolean);
}

function consentIn(header: string | undefined): Consent | null {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (name === CONSENT_COOKIE) return (CONSENT_CHOICES as readonly string[]).includes(value) ? (value as Consent) : null;
  }
  return null;
}

/** The cache key of a request, or null when the cache must not answer it. */
export function lookupOf(req: Pick<Request, 'method' | 'path' | 'url' | 'headers'>): Lookup | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (req.headers.authorization) return null;
  if (cookieNames(req.headers.cookie).some((name) => !SHARED_COOKIES.has(name))) return null;
  for (const page of PAGES) {
    const match = page.path.exec(req.path);
    if (!match) continue;
    const given = new URL(req.url, 'http://x').searchParams;
    if (page.personal?.some((name) => given.has(name))) return null;
    const query = new URLSearchParams();
    for (const name of [...page.params].sort()) {
      const value = given.get(name);
      if (value !== null) query.set(name, value);
    }
    const url = query.size ? `${req.path}?${query}` : req.path;
    const consent = consentIn(req.headers.cookie);
    return { key: `${consent ?? '-'} ${url}`, url, consent, tag: page.tag(match[1] ?? '') };
  }
  return null;
}

/** A response object that only collects what the renderer writes (no socket behind it). */
class CollectingResponse extends EventEmitter {
  statusCode = 200;
  statusMessage = '';
  headersSent = false;
  writableEnded = false;
  private readonly chunks: Buffer[] = [];
  private readonly headerMap = new Map<string, string | string[]>();

  constructor(
    readonly req: unknown,
    private readonly done: (rendered: Rendered) => void,
    private readonly failed: (error: unknown) => void,
  ) {
    super();
  }

  setHeader(name: string, value: string | number | readonly string[]) {
    this.headerMap.set(name.toLowerCase(), Array.isArray(value) ? [...value] : String(value));
    return this;
  }
  getHeader(name: string) {
    return this.headerMap.get(name.toLowerCase());
  }
  getHeaders() {
    return Object.fromEntries(this.headerMap);
  }
  hasHeader(name: string) {
    return this.headerMap.has(name.toLowerCase());
  }
  removeHeader(name: string) {
    this.headerMap.delete(name.toLowerCase());
  }
  writeHead(status: number, ...rest: unknown[]) {
    this.statusCode = status;
    if (typeof rest[0] === 'string') this.statusMessage = rest[0];
    const headers = rest.find((arg) => arg && typeof arg === 'object') as Record<string, string | string[]> | undefined;
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) this.setHeader(name, value);
    this.headersSent = true;
    return this;
  }
  write(chunk: string | Uint8Array, ...rest: unknown[]) {
    this.chunks.push(Buffer.from(chunk));
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  }
  end(chunk?: unknown) {
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) this.chunks.push(Buffer.from(chunk));
    this.headersSent = true;
    this.writableEnded = true;
    this.emit('finish');
    this.done({ status: this.statusCode, headers: Object.fromEntries(this.headerMap), body: Buffer.concat(this.chunks) });
    return this;
  }
  destroy(error?: unknown) {
    this.emit('close');
    this.failed(error ?? new Error('rendering stopped'));
  }
  flushHeaders() {}
}

/** Renders `url` as a first-time anonymous visitor at config.publicUrl would see it. */
function renderAnonymously(render: PageRenderer, publicUrl: URL, lookup: Lookup): Promise<Rendered | null> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: publicUrl.host, accept: 'text/html', 'accept-language': 'da' };
    if (lookup.consent) headers.cookie = `${CONSENT_COOKIE}=${lookup.consent}`;
    const socket = Object.assign(
      new EventEmitter(),
      { remoteAddress: '127.0.0.1' },
      publicUrl.protocol === 'https:' ? { encrypted: true } : {},
    );
    const req = Object.assign(Readable.from([]), {
      method: 'GET',
      url: lookup.url,
      originalUrl: lookup.url,
      headers,
      httpVersion: '1.1',
      socket,
      connection: socket,
    });
    const res = new CollectingResponse(req, resolve, reject);
    Promise.resolve(
      render(req as unknown as Request, res as unknown as Response, (error?: unknown) => (error ? reject(error) : resolve(null))),
    ).catch(reject);
  });
}

// Measured on a 22 KB menu page (bench/RESULTS.md): brotli 9 took 11 ms of CPU, twice the render,
// for 0.1 % fewer bytes than quality 5 (0.4 ms); gzip 9 and 6 give the same bytes. Synchronous,
// because for a page this small the thread-pool round trip costs more CPU than the compression,
// and the render before it holds the event loop far longer anyway. Only the encoding a client
// asks for is made (browsers ask for brotli; the gzip copy waits for a client that needs it).
const COMPRESS: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};
const COMPRESS_FROM_BYTES = 1024;

function bytesIn(entry: Entry, encoding: Encoding | 'identity'): Buffer {
  if (encoding === 'identity' || entry.identity.length < COMPRESS_FROM_BYTES) return entry.identity;
  return (entry.encoded[encoding] ??= COMPRESS[encoding](entry.identity));
}

function entryOf(rendered: Rendered, tag: Tag, settings: PageCacheSettings, renderNumber: number): Entry {
  const body = rendered.body;
  const created = Date.now();
  return {
    tag,
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    headers: Object.entries(rendered.headers).filter(([name]) => !PER_RESPONSE.has(name)),
    identity: body,
    encoded: {},
    freshUntil: created + settings.freshSeconds * 1000,
    staleUntil: created + (settings.freshSeconds + settings.staleSeconds) * 1000,
    expiresAt: nextMidnightInCopenhagen(now()).getTime(),
    changed: false,
    renderNumber,
  };
}

const isKeepable = (rendered: Rendered) => rendered.status === 200 && rendered.headers['set-cookie'] === undefined;

function etagMatches(header: string | undefined, etag: string) {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === bare);
}

function send(req: Request, res: Response, entry: Entry, state: 'HIT' | 'MISS' | 'STALE') {
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader('Cache-Control', PUBLIC_POLICY);
  res.setHeader('Vary', VARY);
  res.setHeader('ETag', entry.etag);
  res.setHeader('X-Cache', state);
  if (etagMatches(req.headers['if-none-match'], entry.etag)) {
    res.status(304).end();
    return;
  }
  const encoding = (req.acceptsEncodings(['br', 'gzip', 'identity']) || 'identity') as Encoding | 'identity';
  const body = bytesIn(entry, encoding);
  if (body !== entry.identity) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.status(200).end(req.method === 'HEAD' ? undefined : body);
}

/** An answer that is not kept (a 404, a redirect): sent as rendered, for this request only. */
function sendAsRendered(res: Response, rendered: Rendered) {
  for (const [name, value] of Object.entries(rendered.headers))
    if (!PER_RESPONSE.has(name) || name === 'cache-control' || name === 'vary') res.setHeader(name, value);
  res.setHeader('X-Cache', 'MISS');
  res.status(rendered.status).end(rendered.body);
}

/**
 * How a change reaches a kept page: `dropped` for the changed thing's own page (no one may see the
 * old one again), `changed` for pages that list or mention it, null when it does not show there.
 */
export function reachOf(change: Change, tag: Tag): 'dropped' | 'changed' | null {
  switch (change.kind) {
    case 'menu':
      if (tag === `menu:${change.menuId}`) return 'dropped';
      return tag === 'listing' || (change.talentId ? tag === `talent:${change.talentId}` : tag.startsWith('talent:')) ? 'changed' : null;
    case 'talent':
      if (tag === `talent:${change.talentId}`) return 'dropped';
      return tag === 'listing' || tag.startsWith('menu:') ? 'changed' : null;
    default:
      return 'dropped';
  }
}

export function createPageCache(renderPage: PageRenderer, settings: PageCacheSettings) {
  const publicUrl = new URL(settings.publicUrl);
  const cache = new LRUCache<string, Entry>({
    maxSize: settings.maxBytes,
    // Room for both compressed copies from the start (each is well under half of the page).
    sizeCalculation: (entry) => 2 * entry.identity.length + 1024,
  });
  /** Renders under way, one per key; new requests for the key wait for it. */
  const rendering = new Map<string, Render>();
  let renders = 0;

  const stopListening = onChange((change) => {
    if (change.kind === 'everything') {
      cache.clear();
      for (const render of rendering.values()) render.hit = 'dropped';
      rendering.clear();
      return;
    }
    for (const [key, entry] of cache.entries()) {
      const reach = reachOf(change, entry.tag);
      if (reach === 'dropped') cache.delete(key);
      else if (reach === 'changed') entry.changed = true;
    }
    // A render under way may have read the old data: later requests start a new one.
    for (const [key, render] of rendering) {
      const reach = reachOf(change, render.tag);
      if (!reach) continue;
      if (render.hit !== 'dropped') render.hit = reach;
      rendering.delete(key);
    }
  });

  /** Keeps a render's page unless a newer one is kept already or the change it missed dropped it. */
  function keep(key: string, entry: Entry, render: Render) {
    if (render.hit === 'dropped') return;
    const current = cache.peek(key);
    if (current && current.renderNumber > entry.renderNumber) return;
    entry.changed = render.hit === 'changed';
    cache.set(key, entry);
  }

  function refresh(lookup: Lookup): Promise<Outcome> {
    const running = rendering.get(lookup.key);
    if (running) return running.job;
    const render: Render = { job: Promise.resolve(null), tag: lookup.tag, number: ++renders, hit: null };
    render.job = (async (): Promise<Outcome> => {
      const rendered = await renderAnonymously(renderPage, publicUrl, lookup);
      if (!rendered) return null;
      if (!isKeepable(rendered)) return rendered.headers['set-cookie'] === undefined ? { rendered } : null;
      const entry = entryOf(rendered, lookup.tag, settings, render.number);
      keep(lookup.key, entry, render);
      return { entry };
    })().finally(() => {
      if (rendering.get(lookup.key) === render) rendering.delete(lookup.key);
    });
    rendering.set(lookup.key, render);
    return render.job;
  }

  const middleware: RequestHandler = async (req, res, next) => {
    const lookup = lookupOf(req);
    if (!lookup) {
      if (PAGES.some((page) => page.path.test(req.path))) res.setHeader('X-Cache', 'BYPASS');
      return next();
    }
    try {
      let entry = cache.get(lookup.key);
      if (entry && now().getTime() >= entry.expiresAt) {
        cache.delete(lookup.key);
        entry = undefined;
      }
      const time = Date.now();
      if (entry && !entry.changed && time < entry.freshUntil) return send(req, res, entry, 'HIT');
      // Changed since rendered, and no new render under way: this request makes one and waits for it.
      if (entry?.changed && !rendering.has(lookup.key)) entry = undefined;
      if (entry && (entry.changed || time < entry.staleUntil)) {
        refresh(lookup).catch((error) => console.error('page cache: background render failed', lookup.url, error));
        return send(req, res, entry, 'STALE');
      }
      const outcome = await refresh(lookup);
      if (outcome && 'entry' in outcome) return send(req, res, outcome.entry, 'MISS');
      if (outcome) return sendAsRendered(res, outcome.rendered);
      return next();
    } catch (error) {
      // Let the live handler render it (and its error page) for this request.
      console.error('page cache: render failed', lookup.url, error);
      return next();
    }
  };

  return { middleware, size: () => cache.size, close: stopListening };
}
