/**
 * Error reporting against the real server and a local stand-in for Sentry's ingest:
 * - the /web-vitals tunnel forwards an envelope for the configured DSN and refuses, with 400 and
 *   nothing forwarded, another project, another host, an oversized body and malformed envelopes;
 * - a server error arrives with release, environment, the digest shown on the error screen and
 *   the Authorization and cookie values masked;
 * - without a DSN the tunnel forwards nothing and pages carry no Sentry settings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSentryIngest, type SentryIngest } from '../support/sentry-ingest';
import { startServer, type TestServer } from '../support/server';

const MAX_BYTES = 4096;
let ingest: SentryIngest;
let server: TestServer;

beforeAll(async () => {
  ingest = await startSentryIngest();
  server = await startServer({ SENTRY_DSN: ingest.dsn, SENTRY_TUNNEL_MAX_BYTES: String(MAX_BYTES), SEED_DEMO_DATA: 'false' });
});
afterAll(async () => {
  await server?.stop();
  await ingest?.close();
});

function envelope(dsn: string, message = 'tunnel test') {
  const header = JSON.stringify({ event_id: crypto.randomUUID().replace(/-/g, ''), sent_at: new Date().toISOString(), dsn });
  const event = JSON.stringify({ message, level: 'error', platform: 'javascript' });
  return `${header}\n${JSON.stringify({ type: 'event' })}\n${event}\n`;
}

async function postTunnel(body: string, project = ingest.projectId) {
  return fetch(`${server.url}/web-vitals?o=0&p=${project}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    body,
  });
}

/** Asserts the tunnel answered 400 and forwarded nothing to the ingest. */
async function expectRefused(response: Response) {
  const before = ingest.tunneled().length;
  expect(response.status).toBe(400);
  expect(await response.text()).toMatch(/^Afvist/);
  await new Promise((r) => setTimeout(r, 200));
  expect(ingest.tunneled().length).toBe(before);
}

describe('the /web-vitals tunnel', () => {
  it('forwards an envelope for the configured DSN to Sentry, unchanged', async () => {
    const body = envelope(ingest.dsn, 'gennem tunnelen');
    const response = await postTunnel(body);
    expect(response.status).toBe(200);
    await expect.poll(() => ingest.tunneled().find((e) => e.raw.toString() === body)).toBeTruthy();
    expect(ingest.events().some((event) => event.message === 'gennem tunnelen')).toBe(true);
  });

  it('refuses an envelope for another project, another host or another port', async () => {
    const other = new URL(ingest.dsn);
    await expectRefused(await postTunnel(envelope(ingest.dsn.replace(/\/\d+$/, '/999'))));
    await expectRefused(await postTunnel(envelope(`http://mixbuddytestkey@evil.example:${other.port}/${ingest.projectId}`)));
    await expectRefused(await postTunnel(envelope(`http://mixbuddytestkey@127.0.0.1:1/${ingest.projectId}`)));
    // The right DSN but the query names another project.
    await expectRefused(await postTunnel(envelope(ingest.dsn), '999'));
  });

  it('refuses an oversized body', async () => {
    const body = envelope(ingest.dsn, 'x'.repeat(MAX_BYTES + 1));
    await expectRefused(await postTunnel(body));
  });

  it('refuses malformed envelopes', async () => {
    await expectRefused(await postTunnel('not an envelope'));
    await expectRefused(await postTunnel(''));
    await expectRefused(await postTunnel(`${JSON.stringify({ dsn: ingest.dsn })}\n`));
    await expectRefused(await postTunnel(`${JSON.stringify({ dsn: ingest.dsn })}\nnot json\n{}`));
    await expectRefused(await postTunnel(`${JSON.stringify({ event_id: 'x' })}\n${JSON.stringify({ type: 'event' })}\n{}`));
    await expectRefused(await postTunnel(`${JSON.stringify({ dsn: 'not a dsn' })}\n${JSON.stringify({ type: 'event' })}\n{}`));
    await expectRefused(await postTunnel(`[1,2]\n${JSON.stringify({ type: 'event' })}\n{}`));
  });

  it('serves the public settings for the back office without the tunnel limits', async () => {
    const settings = await (await fetch(`${server.url}/sentry-config.json`)).json();
    expect(settings).toMatchObject({
      enabled: true,
      dsn: ingest.dsn,
      tunnel: `/web-vitals?o=0&p=${ingest.projectId}`,
      environment: 'local',
      release: 'mixbuddy@0.1.0',
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 1,
      normalizeDepth: 8,
    });
    expect(settings).not.toHaveProperty('tunnelMaxBytes');
    expect(settings).not.toHaveProperty('dsnParts');
  });
});

describe('a server error', () => {
  it('arrives with release, environment, the digest on the error screen and masked credentials', async () => {
    const response = await fetch(`${server.url}/dev/fejl`, {
      headers: { Authorization: 'Bearer server-secret-token', Cookie: 'keystonejs-session=cookie-secret-value' },
    });
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('Application error: a server-side exception has occurred');
    const digest = /data-testid="error-digest">([0-9a-f]+)</.exec(html)?.[1];
    expect(digest).toMatch(/^[0-9a-f]{10}$/);
    expect(server.logs()).toContain(`[digest ${digest}]`);

    await expect.poll(() => ingest.events().find((event) => event.tags?.digest === digest), { timeout: 10_000 }).toBeTruthy();
    const event = ingest.events().find((e) => e.tags?.digest === digest)!;
    expect(event.release).toBe('mixbuddy@0.1.0');
    expect(event.environment).toBe('local');
    expect(event.exception.values[0].value).toBe('Testfejl fra /dev/fejl');
    const headers = Object.fromEntries(Object.entries(event.request?.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    expect(headers.authorization).toBe('[Filtered]');
    expect(headers.cookie ?? '[Filtered]').toBe('[Filtered]');
    expect(ingest.allText()).not.toContain('server-secret-token');
    expect(ingest.allText()).not.toContain('cookie-secret-value');
  });
});

describe('without a DSN', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startServer({ SEED_DEMO_DATA: 'false' });
  });
  afterAll(async () => {
    await plain?.stop();
  });

  it('forwards nothing, sends nothing, serves no settings and renders no Sentry settings into pages', async () => {
    const before = ingest.envelopes.length;
    const marker = `ohne-dsn-${crypto.randomUUID()}`;
    const response = await fetch(`${plain.url}/web-vitals?o=0&p=${ingest.projectId}`, {
      method: 'POST',
      body: envelope(ingest.dsn, marker),
    });
    expect(response.status).toBe(400);
    expect(await (await fetch(`${plain.url}/sentry-config.json`)).json()).toMatchObject({ enabled: false });
    expect(await (await fetch(`${plain.url}/`)).text()).not.toContain('mixbuddy-sentry');
    const error = await fetch(`${plain.url}/dev/fejl`);
    expect(error.status).toBe(500);
    await new Promise((r) => setTimeout(r, 300));
    // The server with a DSN above may still be flushing its own envelopes: nothing new may come
    // from this one — neither the tunnelled envelope nor its error (which names its address).
    const since = ingest.envelopes
      .slice(before)
      .map((e) => e.raw.toString('utf8'))
      .join('\n');
    expect(since).not.toContain(marker);
    expect(since).not.toContain(new URL(plain.url).host);
  });
});
