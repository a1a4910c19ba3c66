/**
 * The one Sentry configuration shared by the server (@sentry/node via cms/config.ts), the Astro
 * site (@sentry/astro) and the React islands and back office (@sentry/react).
 *
 * Plain TypeScript without Node-only imports: browser bundles import it too. The server reads the
 * environment once (`readSentryOptions(process.env)` in cms/config.ts) and hands the browser the
 * public part (`publicSentryOptions`) at run time — rendered into every page by the site and served
 * as /sentry-config.json for the back office — so one build runs against any DSN, or none.
 *
 * Without SENTRY_DSN everything here is inert: `enabled` is false, no SDK is initialised, no
 * browser code is loaded and nothing is posted to the /web-vitals tunnel.
 */
import { dsnFromString, type Event } from '@sentry/core';
import { name as packageName, version as packageVersion } from '../../package.json';
import { HOUR } from '../domain/time';

type Env = Record<string, string | undefined>;

export const canvasQualities = ['low', 'medium', 'high'] as const;
export type CanvasQuality = (typeof canvasQualities)[number];

/** The values the seed fixes; every one can be overridden by the environment variable named beside it. */
export const sentryDefaults = {
  environment: 'local', // SENTRY_ENVIRONMENT
  release: `${packageName}@${packageVersion}`, // SENTRY_RELEASE
  tracesSampleRate: 1, // SENTRY_TRACES_SAMPLE_RATE
  profilesSampleRate: 1, // SENTRY_PROFILES_SAMPLE_RATE
  replaysOnErrorSampleRate: 1, // SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE
  replaysSessionSampleRate: 0, // SENTRY_REPLAYS_SESSION_SAMPLE_RATE
  normalizeDepth: 8, // SENTRY_NORMALIZE_DEPTH
  sendDefaultPii: true, // SENTRY_SEND_DEFAULT_PII
  networkRequestHeaders: ['Content-Type', 'Authorization', 'Cache-Control'], // SENTRY_NETWORK_REQUEST_HEADERS (comma-separated)
  networkResponseHeaders: ['Content-Type', 'Content-Length', 'Referrer-Policy'], // SENTRY_NETWORK_RESPONSE_HEADERS
  canvasMaxSize: 1280, // SENTRY_REPLAY_CANVAS_MAX_SIZE (pixels, both sides)
  canvasQuality: 'medium' as CanvasQuality, // SENTRY_REPLAY_CANVAS_QUALITY: low | medium | high
  offlineQueueSize: 30, // SENTRY_OFFLINE_QUEUE_SIZE (envelopes kept while offline)
  tunnelPath: '/web-vitals',
  tunnelMaxBytes: 1024 * 1024, // SENTRY_TUNNEL_MAX_BYTES
  tunnelTimeoutMs: 10_000, // SENTRY_TUNNEL_TIMEOUT_MS
};

/**
 * Seed values that are constants inside the Sentry SDK 10 itself and therefore the same in every
 * environment: the feedback widget shows its success message for 5 s and gives up sending after
 * 30 s; the offline transport retries after 5 s, doubling up to 1 h. Listed so nobody re-implements
 * them; changing them would mean forking the SDK's transport and widget.
 */
export const sentrySdkConstants = {
  feedbackSuccessMessageMs: 5_000,
  feedbackSendTimeoutMs: 30_000,
  retryStartMs: 5_000,
  retryMaxMs: HOUR,
} as const;

/**
 * Error messages that are never ours: the cross-origin "Script error." (a script from another
 * origin threw; the browser hides everything else) and well-known browser-extension and
 * third-party toolbar noise.
 */
export const ignoreErrors: (string | RegExp)[] = [
  /^Script error\.?$/,
  /^Javascript error: Script error\.? on line 0$/,
  'top.GLOBALS',
  'originalCreateNotification',
  'canvas.contentDocument',
  'MyApp_RemoveAllHighlights',
  'http://tt.epicplay.com',
  "Can't find variable: ZiteReader",
  'jigsaw is not defined',
  'ComboSearch is not defined',
  'http://loading.retry.widdit.com/',
  'atomicFindClose',
  'fb_xd_fragment',
  'bmi_SafeAddOnload',
  'EBCallBackMessageReceived',
  'conduitPage',
  '__gCrWeb',
  'ResizeObserver loop limit exceeded',
  'Non-Error promise rejection captured with value: Object Not Found Matching Id',
];

/** Errors thrown by scripts from these sources are dropped (matched against the throwing frame). */
export const denyUrls: RegExp[] = [
  // ads
  /pagead\/js/i,
  /googlesyndication\.com/i,
  /doubleclick\.net/i,
  /adservice\.google\./i,
  // social widgets
  /graph\.facebook\.com/i,
  /connect\.facebook\.net/i,
  /platform\.twitter\.com/i,
  /platform\.linkedin\.com/i,
  // analytics
  /google-analytics\.com/i,
  /googletagmanager\.com/i,
  /static\.woopra\.com\/js\/woopra\.js/i,
  /eatdifferent\.com\.woopra-ns\.com/i,
  /metrics\.itunes\.apple\.com\.edgesuite\.net\//i,
  /static\.hotjar\.com/i,
  // browser extensions
  /extensions\//i,
  /^chrome:\/\//i,
  /^chrome-extension:\/\//i,
  /^moz-extension:\/\//i,
  /^safari-extension:\/\//i,
  /^safari-web-extension:\/\//i,
  /^webkit-masked-url:\/\//i,
  // local development helpers (e.g. Cacaoweb polling localhost)
  /127\.0\.0\.1:4001\/isrunning/i,
  // toolbars
  /webappstoreb\.com/i,
  /\btoolbar\b/i,
];

export type SentryDsnParts = { protocol: string; host: string; port: string; path: string; projectId: string; publicKey: string };

/** Parses a DSN; undefined for anything that is not one (never throws). */
export function parseDsn(dsn: string | undefined): SentryDsnParts | undefined {
  if (!dsn) return undefined;
  const parts = dsnFromString(dsn);
  if (!parts || !parts.projectId || !parts.host) return undefined;
  return {
    protocol: parts.protocol,
    host: parts.host,
    port: parts.port ?? '',
    path: parts.path ?? '',
    projectId: parts.projectId,
    publicKey: parts.publicKey ?? '',
  };
}

/** The same-origin tunnel URL the browser SDKs post to (`/web-vitals?o=0&p=<project id>`). */
export function tunnelUrl(projectId: string) {
  return `${sentryDefaults.tunnelPath}?o=0&p=${encodeURIComponent(projectId)}`;
}

function number(value: string | undefined, fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}) {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < min || parsed > max) {
    throw new Error(`Ugyldig Sentry-indstilling: "${value}" skal være et tal mellem ${min} og ${max}`);
  }
  return parsed;
}

function rate(value: string | undefined, fallback: number) {
  return number(value, fallback, { min: 0, max: 1 });
}

function list(value: string | undefined, fallback: string[]) {
  if (value === undefined) return fallback;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function origin(value: string | undefined) {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(`Ugyldig SENTRY_TRACING_ORIGIN: "${value}" er ikke en adresse`);
  }
}

/** Reads every Sentry setting from an environment (process.env on the server). */
export function readSentryOptions(env: Env) {
  const dsn = env.SENTRY_DSN?.trim() || undefined;
  const parsed = parseDsn(dsn);
  if (dsn && !parsed) throw new Error('Ugyldig SENTRY_DSN: forventet https://<nøgle>@<vært>/<projekt-id>');
  const quality = (env.SENTRY_REPLAY_CANVAS_QUALITY || sentryDefaults.canvasQuality) as CanvasQuality;
  if (!canvasQualities.includes(quality)) throw new Error('SENTRY_REPLAY_CANVAS_QUALITY skal være low, medium eller high');
  return {
    enabled: Boolean(parsed),
    dsn: parsed ? dsn : undefined,
    dsnParts: parsed,
    environment: env.SENTRY_ENVIRONMENT || sentryDefaults.environment,
    release: env.SENTRY_RELEASE || sentryDefaults.release,
    tracesSampleRate: rate(env.SENTRY_TRACES_SAMPLE_RATE, sentryDefaults.tracesSampleRate),
    profilesSampleRate: rate(env.SENTRY_PROFILES_SAMPLE_RATE, sentryDefaults.profilesSampleRate),
    replaysOnErrorSampleRate: rate(env.SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE, sentryDefaults.replaysOnErrorSampleRate),
    replaysSessionSampleRate: rate(env.SENTRY_REPLAYS_SESSION_SAMPLE_RATE, sentryDefaults.replaysSessionSampleRate),
    normalizeDepth: number(env.SENTRY_NORMALIZE_DEPTH, sentryDefaults.normalizeDepth, { min: 1, max: 100 }),
    sendDefaultPii: env.SENTRY_SEND_DEFAULT_PII ? env.SENTRY_SEND_DEFAULT_PII !== 'false' : sentryDefaults.sendDefaultPii,
    networkRequestHeaders: list(env.SENTRY_NETWORK_REQUEST_HEADERS, sentryDefaults.networkRequestHeaders),
    networkResponseHeaders: list(env.SENTRY_NETWORK_RESPONSE_HEADERS, sentryDefaults.networkResponseHeaders),
    canvasMaxSize: number(env.SENTRY_REPLAY_CANVAS_MAX_SIZE, sentryDefaults.canvasMaxSize, { min: 1, max: 8192 }),
    canvasQuality: quality,
    offlineQueueSize: number(env.SENTRY_OFFLINE_QUEUE_SIZE, sentryDefaults.offlineQueueSize, { min: 1, max: 1000 }),
    /** The one origin besides our own that receives sentry-trace/baggage headers. */
    tracingOrigin: origin(env.SENTRY_TRACING_ORIGIN),
    tunnelMaxBytes: number(env.SENTRY_TUNNEL_MAX_BYTES, sentryDefaults.tunnelMaxBytes, { min: 1024 }),
    tunnelTimeoutMs: number(env.SENTRY_TUNNEL_TIMEOUT_MS, sentryDefaults.tunnelTimeoutMs, { min: 100 }),
  };
}

export type SentryOptions = ReturnType<typeof readSentryOptions>;

/** What the browser needs; safe to render into a page (a DSN's public key is public by design). */
export function publicSentryOptions(options: SentryOptions) {
  if (!options.enabled || !options.dsn || !options.dsnParts) return { enabled: false as const };
  const { dsnParts, tunnelMaxBytes: _max, tunnelTimeoutMs: _timeout, ...rest } = options;
  return { ...rest, enabled: true as const, dsn: options.dsn, tunnel: tunnelUrl(dsnParts.projectId) };
}

export type PublicSentryOptions = ReturnType<typeof publicSentryOptions>;
export type EnabledPublicSentryOptions = Extract<PublicSentryOptions, { enabled: true }>;

// ——— masking: Authorization and cookies never leave the process or the browser ———

export const MASKED = '[Filtered]';
const secretHeader = /^(authorization|proxy-authorization|cookie|set-cookie)$/i;

/** Masks Authorization and cookie values in a header record (returns a copy). */
export function maskHeaders<T extends Record<string, unknown> | undefined>(headers: T): T {
  if (!headers || typeof headers !== 'object') return headers;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(headers)) copy[key] = secretHeader.test(key) ? MASKED : value;
  return copy as T;
}

/** `beforeSend` for errors and transactions: request headers and cookies masked. */
export function maskEvent<E extends Event>(event: E): E {
  if (event.request) {
    event.request.headers = maskHeaders(event.request.headers);
    if (event.request.cookies) {
      event.request.cookies = Object.fromEntries(Object.keys(event.request.cookies).map((key) => [key, MASKED]));
    }
  }
  return event;
}

type RecordingEvent = { data?: { tag?: string; payload?: { data?: Record<string, { headers?: Record<string, string> } | unknown> } } };

/** Replay `beforeAddRecordingEvent`: masks headers captured in network spans before they are recorded. */
export function maskRecordingEvent<R extends RecordingEvent>(event: R): R {
  const data = event.data?.tag === 'performanceSpan' ? event.data.payload?.data : undefined;
  if (data) {
    for (const key of ['request', 'response']) {
      const part = data[key] as { headers?: Record<string, string> } | undefined;
      if (part?.headers) part.headers = maskHeaders(part.headers);
    }
  }
  return event;
}

/** Trace headers go to our own paths and to the one configured tracing origin only. */
export function tracePropagationTargets(tracingOrigin: string | undefined): (string | RegExp)[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const targets: RegExp[] = [/^\/(?!\/)/];
  if (typeof globalThis.location?.origin === 'string') targets.push(new RegExp(`^${escape(globalThis.location.origin)}(?:/|$)`));
  if (tracingOrigin) targets.push(new RegExp(`^${escape(tracingOrigin)}(?:/|$)`));
  return targets;
}
