/**
 * The only place in site/ that reads `process.env`, at run time (not at build time: Vite would
 * inline `import.meta.env.*`, and the built site must behave by the environment it runs in).
 */
import { publicSentryOptions, readSentryOptions } from '../../cms/observability/sentry-options';

const env = globalThis.process?.env ?? {};

export const siteConfig = {
  /** Development helpers such as /dev/fejl exist only outside production. */
  devRoutes: env['NODE_ENV'] !== 'production',
  /** Signs the CSRF tokens (site/src/lib/csrf.ts); the same secret and default as cms/config.ts. */
  sessionSecret: env['SESSION_SECRET'] || (env['NODE_ENV'] === 'production' ? '' : 'mixbuddy-development-session-secret-min-32-chars'),
  /** Google sign-in is offered only when configured (GOOGLE_OIDC_ISSUER and _CLIENT_ID). */
  googleSignIn: Boolean(env['GOOGLE_OIDC_ISSUER'] && env['GOOGLE_OIDC_CLIENT_ID']),
  /** The local email outbox shown at /dev/outbox (same default as cms/config.ts). */
  emailOutboxDir: env['EMAIL_OUTBOX_DIR'] || 'data/outbox',
  /** Public origin for canonical URLs, Open Graph and the sitemap; else the request's own origin. */
  publicUrl: (env['PUBLIC_URL'] || '').replace(/\/$/, '') || null,
  /** Public Sentry settings rendered into every page (SentrySettings.astro); `enabled: false` without SENTRY_DSN. */
  sentry: publicSentryOptions(readSentryOptions(env)),
  /** Link prefetching: at most this many prefetch requests at once (NavigationFeedback.astro). */
  prefetchConcurrency: 5,
  /** A page that has not opened after this long shows the Danish loading state. */
  loadingStateAfterMs: 3800,
};
