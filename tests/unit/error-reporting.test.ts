/**
 * Error reporting building blocks: the shared Sentry settings and their environment
 * overrides, what is filtered and masked before anything leaves, the tunnel's envelope check,
 * the SSR fetch retry and the prefetch concurrency cap.
 */
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEnvelope } from '../../cms/observability/tunnel';
import {
  denyUrls,
  ignoreErrors,
  maskEvent,
  maskRecordingEvent,
  parseDsn,
  publicSentryOptions,
  readSentryOptions,
  tracePropagationTargets,
} from '../../cms/observability/sentry-options';
import { fetchWithRetry } from '../../site/src/lib/fetch-with-retry';
import { createPrefetchQueue } from '../../site/src/lib/navigation-feedback';

const DSN = 'https://abc123@o1.ingest.example.io/77';
const matches = (patterns: (string | RegExp)[], text: string) =>
  patterns.some((p) => (typeof p === 'string' ? text.includes(p) : p.test(text)));

describe('Sentry settings', () => {
  it('are off without a DSN, and have the seed defaults with one', () => {
    expect(readSentryOptions({}).enabled).toBe(false);
    expect(publicSentryOptions(readSentryOptions({}))).toEqual({ enabled: false });
    const options = readSentryOptions({ SENTRY_DSN: DSN });
    expect(options).toMatchObject({
      enabled: true,
      environment: 'local',
      release: 'mixbuddy@0.1.0',
      tracesSampleRate: 1,
      profilesSampleRate: 1,
      replaysOnErrorSampleRate: 1,
      replaysSessionSampleRate: 0,
      normalizeDepth: 8,
      sendDefaultPii: true,
      networkRequestHeaders: ['Content-Type', 'Authorization', 'Cache-Control'],
      networkResponseHeaders: ['Content-Type', 'Content-Length', 'Referrer-Policy'],
      canvasMaxSize: 1280,
      canvasQuality: 'medium',
      offlineQueueSize: 30,
    });
    expect(publicSentryOptions(options)).toMatchObject({ tunnel: '/web-vitals?o=0&p=77', dsn: DSN });
  });

  it('are each overridable by the environment, and refuse nonsense with a Danish message', () => {
    const options = readSentryOptions({
      SENTRY_DSN: DSN,
      SENTRY_ENVIRONMENT: 'production',
      SENTRY_RELEASE: 'mixbuddy@9.9.9',
      SENTRY_TRACES_SAMPLE_RATE: '0.2',
      SENTRY_REPLAYS_SESSION_SAMPLE_RATE: '0.1',
      SENTRY_NORMALIZE_DEPTH: '4',
      SENTRY_SEND_DEFAULT_PII: 'false',
      SENTRY_NETWORK_REQUEST_HEADERS: 'Content-Type',
      SENTRY_REPLAY_CANVAS_QUALITY: 'low',
      SENTRY_REPLAY_CANVAS_MAX_SIZE: '640',
      SENTRY_OFFLINE_QUEUE_SIZE: '5',
      SENTRY_TRACING_ORIGIN: 'https://api.example.dk/some/path',
    });
    expect(options).toMatchObject({
      environment: 'production',
      release: 'mixbuddy@9.9.9',
      tracesSampleRate: 0.2,
      replaysSessionSampleRate: 0.1,
      normalizeDepth: 4,
      sendDefaultPii: false,
      networkRequestHeaders: ['Content-Type'],
      canvasQuality: 'low',
      canvasMaxSize: 640,
      offlineQueueSize: 5,
      tracingOrigin: 'https://api.example.dk',
    });
    expect(() => readSentryOptions({ SENTRY_DSN: 'nonsense' })).toThrow(/Ugyldig SENTRY_DSN/);
    expect(() => readSentryOptions({ SENTRY_TRACES_SAMPLE_RATE: '2' })).toThrow(/mellem 0 og 1/);
    expect(() => readSentryOptions({ SENTRY_REPLAY_CANVAS_QUALITY: 'ultra' })).toThrow(/low, medium eller high/);
  });

  it('ignore "Script error." and deny scripts from extensions, ads, social widgets and analytics', () => {
    expect(matches(ignoreErrors, 'Script error.')).toBe(true);
    expect(matches(ignoreErrors, 'Kunne ikke gemme menuen')).toBe(false);
    for (const url of [
      'chrome-extension://abcdef/content.js',
      'moz-extension://1234/inject.js',
      'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js',
      'https://connect.facebook.net/en_US/sdk.js',
      'https://www.googletagmanager.com/gtag/js',
      'http://127.0.0.1:4001/isrunning',
    ]) {
      expect(matches(denyUrls, url), url).toBe(true);
    }
    for (const url of ['http://127.0.0.1:3000/_astro/client.js', 'https://mixbuddy.dk/admin/assets/index.js']) {
      expect(matches(denyUrls, url), url).toBe(false);
    }
  });

  it('propagate trace headers to our own paths and the one tracing origin only', () => {
    const targets = tracePropagationTargets('https://api.example.dk');
    expect(matches(targets, '/api/graphql')).toBe(true);
    expect(matches(targets, 'https://api.example.dk/v1/x')).toBe(true);
    expect(matches(targets, '//evil.example/x')).toBe(false);
    expect(matches(targets, 'https://api.example.dk.evil.example/x')).toBe(false);
    expect(matches(targets, 'https://evil.example/?https://api.example.dk/')).toBe(false);
  });
});

describe('masking', () => {
  it('masks Authorization and cookies on events and in replay network spans', () => {
    const event = maskEvent({
      request: { headers: { Authorization: 'Bearer x', cookie: 'a=b', 'User-Agent': 'ua' }, cookies: { session: 'abc' } },
    });
    expect(event.request).toEqual({
      headers: { Authorization: '[Filtered]', cookie: '[Filtered]', 'User-Agent': 'ua' },
      cookies: { session: '[Filtered]' },
    });
    const recording = maskRecordingEvent({
      data: {
        tag: 'performanceSpan',
        payload: {
          data: {
            request: { headers: { authorization: 'Bearer y', 'content-type': 'application/json' } },
            response: { headers: { 'set-cookie': 's=1' } },
          },
        },
      },
    });
    expect(JSON.stringify(recording)).not.toMatch(/Bearer y|s=1/);
    expect(JSON.stringify(recording)).toContain('application/json');
  });
});

describe('the tunnel envelope check', () => {
  const configured = parseDsn(DSN)!;
  const envelope = (dsn: string) => Buffer.from(`${JSON.stringify({ dsn })}\n{"type":"event"}\n{}`);
  it('accepts the configured DSN and refuses other hosts, ports, paths and projects', () => {
    expect(checkEnvelope(envelope(DSN), configured, '77')).toEqual({ ok: true });
    expect(checkEnvelope(envelope('https://abc123@evil.example/77'), configured, '77').ok).toBe(false);
    expect(checkEnvelope(envelope('https://abc123@o1.ingest.example.io:8443/77'), configured, '77').ok).toBe(false);
    expect(checkEnvelope(envelope('https://abc123@o1.ingest.example.io/prefix/77'), configured, '77').ok).toBe(false);
    expect(checkEnvelope(envelope('https://abc123@o1.ingest.example.io/78'), configured, '78').ok).toBe(false);
    expect(checkEnvelope(envelope(DSN), configured, '78').ok).toBe(false);
  });
});

describe('fetchWithRetry (server-side rendering)', () => {
  let calls = 0;
  let failures = 0;
  let url = '';
  const server = createServer((_req, res) => {
    calls += 1;
    res.writeHead(calls <= failures ? 503 : 200).end(String(calls));
  });
  beforeAll(async () => {
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

  it('retries a GET up to 3 times on a 5xx', async () => {
    calls = 0;
    failures = 3;
    const ok = await fetchWithRetry(url, {}, { delayMs: 1 });
    expect(ok.status).toBe(200);
    expect(calls).toBe(4);
    calls = 0;
    failures = 10;
    const failed = await fetchWithRetry(url, {}, { delayMs: 1 });
    expect(failed.status).toBe(503);
    expect(calls).toBe(4);
  });

  it('does not repeat a POST unless told it is idempotent', async () => {
    calls = 0;
    failures = 10;
    expect((await fetchWithRetry(url, { method: 'POST' }, { delayMs: 1 })).status).toBe(503);
    expect(calls).toBe(1);
  });
});

describe('the prefetch queue', () => {
  it('never has more than 5 requests in flight and prefetches each page once', async () => {
    const releases: (() => void)[] = [];
    let peak = 0;
    const loaded: string[] = [];
    const queue = createPrefetchQueue(5, (href) => {
      loaded.push(href);
      peak = Math.max(peak, queue.inFlight);
      return new Promise<void>((done) => releases.push(done));
    });
    for (let i = 0; i < 12; i += 1) queue.add(`/menu/${i}`);
    queue.add('/menu/0');
    expect(queue.inFlight).toBe(5);
    while (releases.length) {
      releases.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(peak).toBe(5);
    expect(loaded).toHaveLength(12);
    expect(new Set(loaded).size).toBe(12);
  });
});
