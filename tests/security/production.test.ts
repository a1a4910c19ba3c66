/**
 * Production is strict about payments (cms/config.ts `stripeSettings`):
 * - without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET the server refuses to start (exit code ≠ 0,
 *   a Danish and English message on stderr), as it does with the simulator's published secret;
 * - STRIPE_SIMULATOR=true starts it anyway, loudly, with card payments OFF: checkout fails with a
 *   Danish error, the simulator's routes answer 404, and a webhook signed with the simulator's
 *   published secret `whsec_mixbuddy_simulator` is refused — the booking stays unpaid;
 * - without DATABASE_URL it refuses to start too (the embedded PostgreSQL is for development);
 * - HSTS is sent.
 * Production seeds no demo data, so the booking is made first by a development server on the
 * same database; the production server then runs on that database.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedBooking,
  createBookingWorld,
  dateInDays,
  must,
  sendCheckoutCompleted,
  SIMULATOR_KEY,
  SIMULATOR_WEBHOOK_SECRET,
} from '../support/bookings';
import { dropDatabase, freshDatabaseUrl, PRODUCTION_ENV, startServer, Visitor, type TestServer } from '../support/server';

const SESSION_SECRET = 'produktion-test-hemmelighed-mindst-32-tegn';
const noStripe = { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', STRIPE_SIMULATOR: '' };
const { SELLER_INFORMATION_KEY, DAC7_OPERATOR_CVR } = PRODUCTION_ENV;

/** Runs dist/server.mjs and resolves with its exit code and output (for servers that must not start). */
function runServer(env: Record<string, string>) {
  return new Promise<{ code: number | null; stderr: string }>((done) => {
    const child = spawn(process.execPath, [resolve('dist/server.mjs')], {
      env: {
        ...process.env,
        PORT: '1',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        SELLER_INFORMATION_KEY,
        DAC7_OPERATOR_CVR,
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      done({ code, stderr });
    });
  });
}

describe('production refuses to start without Stripe or a database of its own', () => {
  it('exits with an error without the key that encrypts CPR numbers (SELLER_INFORMATION_KEY)', async () => {
    const { code, stderr } = await runServer({ ...PRODUCTION_ENV, SELLER_INFORMATION_KEY: '' });
    expect(code).not.toBe(0);
    expect(stderr).toContain('SELLER_INFORMATION_KEY skal være sat i produktion');
  });

  it("exits with an error without the platform operator's valid CVR number for DAC7 (DAC7_OPERATOR_CVR)", async () => {
    for (const cvr of ['', '12345678', '１２３４５６７４']) {
      const { code, stderr } = await runServer({ ...PRODUCTION_ENV, DAC7_OPERATOR_CVR: cvr });
      expect(code).not.toBe(0);
      expect(stderr).toContain(
        'DAC7_OPERATOR_CVR skal være MixBuddys gyldige CVR-nummer (8 cifre, modulus 11) og skal være sat i produktion',
      );
    }
  });

  it('exits with an error when the Stripe keys are missing', async () => {
    const { code, stderr } = await runServer({ NODE_ENV: 'production', SESSION_SECRET, ...noStripe });
    expect(code).not.toBe(0);
    expect(stderr).toContain('STRIPE_SECRET_KEY og STRIPE_WEBHOOK_SECRET skal være sat i produktion');
    expect(stderr).toContain('required in production');
  });

  it("exits with an error when the calendar guard's test switch is on", async () => {
    const { code, stderr } = await runServer({
      NODE_ENV: 'production',
      SESSION_SECRET,
      STRIPE_SIMULATOR: 'true',
      CALENDAR_ALLOW_PRIVATE_URLS: 'true',
    });
    expect(code).not.toBe(0);
    expect(stderr).toContain('CALENDAR_ALLOW_PRIVATE_URLS må ikke være sat i produktion');
  });

  it('exits with an error when only the secret key is set', async () => {
    const { code, stderr } = await runServer({ NODE_ENV: 'production', SESSION_SECRET, ...noStripe, STRIPE_SECRET_KEY: 'sk_live_example' });
    expect(code).not.toBe(0);
    expect(stderr).toContain('STRIPE_WEBHOOK_SECRET');
  });

  it('exits with an error without DATABASE_URL (the embedded PostgreSQL is for development only)', async () => {
    const { code, stderr } = await runServer({
      NODE_ENV: 'production',
      SESSION_SECRET,
      STRIPE_SECRET_KEY: 'sk_live_example',
      STRIPE_WEBHOOK_SECRET: 'whsec_live_example',
      DATABASE_URL: '',
    });
    expect(code).not.toBe(0);
    expect(stderr).toContain('DATABASE_URL skal være sat i produktion');
  });

  it("exits with an error when the webhook secret is the simulator's published one", async () => {
    const { code, stderr } = await runServer({
      NODE_ENV: 'production',
      SESSION_SECRET,
      STRIPE_SECRET_KEY: 'sk_live_example',
      STRIPE_WEBHOOK_SECRET: SIMULATOR_WEBHOOK_SECRET,
    });
    expect(code).not.toBe(0);
    expect(stderr).toContain('simulatorens offentlige hemmelighed');
  });
});

describe('production with STRIPE_SIMULATOR=true', () => {
  let databaseUrl = '';
  let production: TestServer;
  let bookingId = '';
  let customer: { email: string };

  beforeAll(async () => {
    databaseUrl = await freshDatabaseUrl('mixbuddy_production');
    // Development server: demo data and a booking the talent accepted, ready to be paid.
    const development = await startServer({ DATABASE_URL: databaseUrl, SCHEDULER_INTERVAL_MS: '0' });
    try {
      const world = await createBookingWorld(development.url);
      bookingId = await acceptedBooking(world, dateInDays(40));
      customer = world.customerA;
    } finally {
      await development.stop();
    }
    production = await startServer({
      NODE_ENV: 'production',
      SESSION_SECRET,
      SELLER_INFORMATION_KEY,
      DAC7_OPERATOR_CVR,
      DATABASE_URL: databaseUrl,
      SCHEDULER_INTERVAL_MS: '0',
      ...noStripe,
      STRIPE_SIMULATOR: 'true',
    });
  });
  afterAll(async () => {
    await production?.stop();
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  async function status() {
    const admin = new Visitor(production.url);
    await admin.signIn('admin@mixbuddy.dk', 'mixbuddy-demo-2026');
    const data = await must(admin, `query($id: ID!) { booking(where: { id: $id }) { status } }`, { id: bookingId });
    return data.booking.status as string;
  }

  it('warns loudly at start that card payments are off', () => {
    expect(production.logs()).toContain('kortbetaling er SLÅET FRA');
  });

  it('turns card payments off: checkout fails with a Danish error', async () => {
    const visitor = new Visitor(production.url);
    await visitor.signIn(customer.email, 'booking-test-password-2026');
    const result = await visitor.gql(`mutation($id: ID!) { startCheckout(bookingId: $id) { url } }`, { id: bookingId });
    expect(result.data?.startCheckout ?? null).toBeNull();
    expect(result.errors?.[0]?.message).toBe('Kortbetaling er ikke slået til lige nu. Prøv igen senere, eller kontakt MixBuddy.');
  });

  it("never mounts the simulator's API or hosted checkout page", async () => {
    const create = await fetch(`${production.url}/v1/checkout/sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SIMULATOR_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'mode=payment&success_url=http%3A%2F%2Fevil.example%2F',
    });
    // Outside production this creates a session (200, JSON); here the site answers the unknown
    // path (404, or 403 from its CSRF check for a cross-site form post) and nothing is created.
    expect([403, 404]).toContain(create.status);
    expect(await create.text()).not.toContain('checkout.session');
    expect((await fetch(`${production.url}/v1/refunds`, { headers: { authorization: `Bearer ${SIMULATOR_KEY}` } })).status).toBe(404);
    expect((await fetch(`${production.url}/stripe-simulator/checkout/cs_test_x`)).status).toBe(404);
    expect((await fetch(`${production.url}/stripe-simulator/checkout/cs_test_x/pay`, { method: 'POST' })).status).not.toBe(303);
  });

  it("refuses a webhook signed with the simulator's published secret; the booking stays unpaid", async () => {
    const response = await sendCheckoutCompleted(production.url, {
      id: 'evt_forged_production',
      sessionId: 'cs_test_forged',
      bookingId,
      amount: 250_000,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ received: false });
    expect(await status()).toBe('accepted');
  });

  it('sends HSTS and the strict CSP', async () => {
    const res = await fetch(`${production.url}/login`);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('upgrade-insecure-requests');
    // No simulator origin among the form targets in production.
    expect(csp).toMatch(/form-action 'self'(;|$)/);
  });
});
