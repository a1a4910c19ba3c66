/**
 * Every call to a server outside MixBuddy has a time-out (cms/config.ts; docs/operations.md):
 * against a server that accepts the connection and never answers, the visitor or talent gets the
 * Danish message for it instead of a page or a job that hangs — the AI assistant, an external
 * calendar, a Google sign-in (OpenID discovery) and the Sentry tunnel. Each time-out is set to 2 s here, on a
 * production server (NODE_ENV=production; a development server first seeds its database).
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, createBookingWorld } from '../support/bookings';
import { PageBrowser, locationOf } from '../support/browser';
import { dropDatabase, freshDatabaseUrl, startServer, type TestServer } from '../support/server';

let server: TestServer;
let databaseUrl = '';
let silent: Server;
let silentUrl = '';
const held: Socket[] = [];
let talent: PageBrowser;

beforeAll(async () => {
  // Accepts every connection, reads what is sent, and never writes a byte back.
  silent = createServer((socket) => {
    held.push(socket);
    socket.on('error', () => {});
    socket.resume();
  });
  await new Promise<void>((ok) => silent.listen(0, '127.0.0.1', ok));
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  // Production seeds nothing: the demo data and a test talent come from a development start first.
  databaseUrl = await freshDatabaseUrl();
  const development = await startServer({ DATABASE_URL: databaseUrl, SCHEDULER_INTERVAL_MS: '0' });
  let talentEmail: string;
  try {
    talentEmail = (await createBookingWorld(development.url)).talent1.email;
  } finally {
    await development.stop();
  }
  server = await startServer({
    NODE_ENV: 'production',
    SESSION_SECRET: 'produktion-test-hemmelighed-mindst-32-tegn',
    SELLER_INFORMATION_KEY: '5e11e7c0ffee5e11e7c0ffee5e11e7c0ffee5e11e7c0ffee5e11e7c0ffee5e11',
    DAC7_OPERATOR_CVR: '12345674',
    DATABASE_URL: databaseUrl,
    STRIPE_SECRET_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    STRIPE_SIMULATOR: 'true',
    SCHEDULER_INTERVAL_MS: '0',
    AI_BASE_URL: `${silentUrl}/v1`,
    AI_API_KEY: 'test-key',
    AI_MODEL: 'silent-model',
    AI_TIMEOUT_MS: '2000',
    // https: production never speaks plain http to a provider; the TLS handshake gets no answer either.
    GOOGLE_OIDC_ISSUER: silentUrl.replace('http:', 'https:'),
    GOOGLE_OIDC_CLIENT_ID: 'mixbuddy-test',
    OIDC_TIMEOUT_MS: '2000',
    SENTRY_DSN: `http://mixbuddytestkey@127.0.0.1:${new URL(silentUrl).port}/1`,
    SENTRY_TUNNEL_TIMEOUT_MS: '2000',
  });
  talent = await new PageBrowser(server.url).signIn(talentEmail, PASSWORD);
}, 180_000);
afterAll(async () => {
  await server?.stop();
  if (databaseUrl) await dropDatabase(databaseUrl);
  for (const socket of held) socket.destroy();
  await new Promise((ok) => silent?.close(ok));
});

/** Connections the silent server has accepted so far: proof that the call was made at all. */
const accepted = () => held.length;

describe('a server that accepts and never answers', () => {
  it('the AI assistant answers with its Danish time-out message', async () => {
    const before = accepted();
    const res = await fetch(`${server.url}/api/assistant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Cocktails til 40 gæster i Aarhus' }] }),
    });
    expect(res.status).toBe(200);
    const events = (await res.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; message?: string });
    expect(accepted()).toBeGreaterThan(before);
    expect(events.find((e) => e.type === 'error')?.message).toBe(
      'MixBuddy AI svarede ikke i tide. Prøv igen om lidt — eller find menuer selv på /soeg.',
    );
  }, 15_000);

  it('Google sign-in sends the visitor back to the login page with the Danish error', async () => {
    const before = accepted();
    const browser = new PageBrowser(server.url);
    const start = await browser.get('/auth/google/start');
    expect(start.status).toBe(303);
    expect(locationOf(start)).toBe('/login?fejl=google');
    expect(accepted()).toBeGreaterThan(before);
    const login = await (await browser.get('/login?fejl=google')).text();
    expect(login).toContain('Log ind med Google mislykkedes. Prøv igen, eller log ind med e-mail og adgangskode.');
  }, 15_000);

  it('the Sentry tunnel answers 504 with its Danish message', async () => {
    const before = accepted();
    const dsn = `http://mixbuddytestkey@127.0.0.1:${new URL(silentUrl).port}/1`;
    const header = JSON.stringify({ event_id: crypto.randomUUID().replace(/-/g, ''), sent_at: new Date().toISOString(), dsn });
    const body = `${header}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify({ message: 'tunnel', level: 'error' })}\n`;
    const res = await fetch(`${server.url}/web-vitals?o=0&p=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body,
    });
    expect(res.status).toBe(504);
    expect(await res.text()).toBe('Sentry svarede ikke i tide');
    expect(accepted()).toBeGreaterThan(before);
  }, 15_000);
});

// Production never lets a calendar URL reach a private address (cms/config.ts refuses
// CALENDAR_ALLOW_PRIVATE_URLS there), so the silent server on 127.0.0.1 is tried by a test-mode server.
describe('an external calendar on a server that accepts and never answers', () => {
  let calendarServer: TestServer;
  beforeAll(async () => {
    calendarServer = await startServer({
      SCHEDULER_INTERVAL_MS: '0',
      EXTERNAL_CALENDAR_INTERVAL_MS: '0',
      CALENDAR_ALLOW_PRIVATE_URLS: 'true',
      CALENDAR_FETCH_TIMEOUT_MS: '2000',
    });
    talent = await new PageBrowser(calendarServer.url).signIn((await createBookingWorld(calendarServer.url)).talent1.email, PASSWORD);
  }, 120_000);
  afterAll(async () => {
    await calendarServer?.stop();
  });

  it('an external calendar shows the talent the Danish "could not fetch" message, and the log says time-out', async () => {
    const before = accepted();
    const saved = await talent.post('/settings/calendar-links', { intent: 'external-save', url: `${silentUrl}/kalender.ics` });
    expect(saved.status).toBe(303);
    let html = '';
    for (let i = 0; i < 100 && !html.includes('data-testid="external-error"'); i++) {
      await new Promise((ok) => setTimeout(ok, 150));
      html = await (await talent.get('/settings/booking-calendar')).text();
    }
    expect(html).toContain('Vi kunne ikke hente din kalender');
    expect(html).toContain('Kalenderen kunne ikke hentes fra adressen. Tjek at adressen er en offentlig iCal-adresse (.ics).');
    expect(accepted()).toBeGreaterThan(before);
    expect(calendarServer.logs()).toContain(`[calendar] fetch from ${new URL(silentUrl).host} failed: time-out`);
  }, 20_000);
});
