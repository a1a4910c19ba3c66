/**
 * Security headers for every response of the one Express app (docs/security.md), set with helmet
 * before Keystone's GraphQL route and every other mount (registered through Keystone's
 * `server.extendExpressApp`, which runs first):
 *
 * - Content-Security-Policy: scripts only from our own origin, never inline. The Astro site's
 *   inline scripts (the `astro-island` bootstrap and directive scripts, small hoisted scripts) are
 *   allowed by their SHA-256 hashes, which Astro computes at build time (`security.csp` in
 *   site/astro.config.mjs) and sends in its own CSP header; `withSiteScriptHashes` keeps OUR
 *   policy and adds only those hashes, so every page carries exactly one policy.
 * - X-Frame-Options DENY and frame-ancestors 'none' (no clickjacking), X-Content-Type-Options
 *   nosniff, Referrer-Policy strict-origin-when-cross-origin, HSTS in production only (local
 *   development and tests speak plain http).
 *
 * Outside production, GET /api/graphql from a browser is Apollo's playground: it brings its own
 * nonce-based CSP (a <meta> tag) and scripts from Apollo's CDN, so it gets only the directives a
 * <meta> policy cannot set (frame-ancestors and friends); it is off in production.
 */
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Express, NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config';

export type SecurityHeaderSettings = {
  production: boolean;
  /** The Stripe simulator's origin (its hosted checkout page), when the simulator is mounted. */
  stripeSimulatorOrigin: string | null;
  /** Real Stripe Checkout is used (a form POST redirects there). */
  stripeCheckout: boolean;
  /** SENTRY_TRACING_ORIGIN: the one other origin the browser SDK may call with trace headers. */
  tracingOrigin?: string;
};

type Directives = Record<string, string[] | typeof helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc>;

/** The settings above, from the server's config. */
export function securityHeaderSettings(config: AppConfig): SecurityHeaderSettings {
  const { stripe } = config;
  return {
    production: config.production,
    stripeSimulatorOrigin: stripe.simulated ? `${stripe.simulatorProtocol}://${stripe.simulatorHost}:${stripe.simulatorPort}` : null,
    stripeCheckout: stripe.cardPayments && !stripe.simulated,
    tracingOrigin: config.sentry.tracingOrigin,
  };
}

/** The policy for every page, the back office and every API answer. */
export function contentSecurityDirectives(settings: SecurityHeaderSettings): Record<string, string[]> {
  return {
    // Anything not named below: our own origin only.
    'default-src': ["'self'"],
    // Scripts: our own files (/_astro, /admin/assets, the Sentry chunk). No 'unsafe-inline', no
    // eval; the site's inline scripts are added per page by hash (withSiteScriptHashes).
    'script-src': ["'self'"],
    // No inline event handlers (onclick="…") anywhere.
    'script-src-attr': ["'none'"],
    // Styles: 'unsafe-inline' because the back office's MUI/emotion injects <style> elements at
    // run time, Sentry's feedback widget does too, and pages and islands use style="" attributes.
    // CSS cannot run script; the script rules above are what stop injected markup from acting.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Images: ours (/uploads, site images), data: URIs (inline icons, the back office favicon) and
    // blob: (previews of an image before it is uploaded).
    'img-src': ["'self'", 'data:', 'blob:'],
    // Fonts: bundled with the back office and the site, sometimes as data: URIs.
    'font-src': ["'self'", 'data:'],
    // fetch/XHR/EventSource: GraphQL, the streaming assistant (/api/assistant for /mixbuddy-ai),
    // the message stream, uploads and the Sentry tunnel (/web-vitals) — all same origin.
    'connect-src': ["'self'", ...(settings.tracingOrigin ? [settings.tracingOrigin] : [])],
    // Sentry Replay compresses its recording in a worker created from a blob: URL.
    'worker-src': ["'self'", 'blob:'],
    // Plugins (Flash, <object>, <embed>): never.
    'object-src': ["'none'"],
    // <base href> cannot re-point relative URLs elsewhere.
    'base-uri': ["'self'"],
    // We embed no other site in a frame.
    'frame-src': ["'none'"],
    // Nobody may frame us (clickjacking); X-Frame-Options DENY says the same to old browsers.
    'frame-ancestors': ["'none'"],
    // Where forms may post — and, in Chrome, where the redirect after a POST may go: our own
    // origin, Stripe Checkout (the pay button's redirect) and, outside production, the Stripe
    // simulator's hosted page (its API answers with the 127.0.0.1 origin the SDK calls).
    'form-action': [
      "'self'",
      ...(settings.stripeCheckout ? ['https://checkout.stripe.com'] : []),
      ...(settings.stripeSimulatorOrigin ? [settings.stripeSimulatorOrigin] : []),
    ],
    // In production everything is https: a stray http:// URL is upgraded, not loaded in clear.
    ...(settings.production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Apollo's playground (outside production): it sets its own script/style policy in a <meta> tag. */
function playgroundDirectives(): Directives {
  return {
    // Loads (scripts, styles, fonts, images) are governed by the page's own <meta> policy.
    'default-src': helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
  };
}

const hashSource = /^'sha(256|384|512)-[A-Za-z0-9+/=_-]+'$/;

/**
 * Our policy plus the script hashes from the policy Astro rendered for one page (its script-src
 * and script-src-elem). Nothing else of Astro's policy is taken over.
 */
export function withSiteScriptHashes(policy: string, astroPolicy: string) {
  const hashes = new Set<string>();
  for (const directive of astroPolicy.split(';')) {
    const [name, ...values] = directive.trim().split(/\s+/);
    if (name === 'script-src' || name === 'script-src-elem') for (const value of values) if (hashSource.test(value)) hashes.add(value);
  }
  if (!hashes.size) return policy;
  return policy
    .split(';')
    .map((directive) =>
      directive.trim().split(/\s+/)[0] === 'script-src' ? `${directive.trim()} ${[...hashes].join(' ')}` : directive.trim(),
    )
    .join('; ');
}

function isPlayground(req: Request, settings: SecurityHeaderSettings) {
  return !settings.production && req.method === 'GET' && req.path === '/api/graphql' && (req.get('accept') ?? '').includes('text/html');
}

/**
 * When a handler (Astro) sets its own CSP, keep ours and take only its script hashes. Astro's node
 * adapter passes its headers to `res.writeHead(status, headers)`; the compression middleware's
 * writeHead hook turns those into `setHeader` calls first, so both places are checked.
 */
function adoptSiteScriptHashes(res: ServerResponse, ours: string) {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithPolicy(this: ServerResponse, status: number, ...rest: unknown[]) {
    const headers = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg)) as OutgoingHttpHeaders | undefined;
    for (const key of Object.keys(headers ?? {})) {
      if (key.toLowerCase() === 'content-security-policy')
        headers![key] = withSiteScriptHashes(ours, String(headers![key] as OutgoingHttpHeader));
    }
    const current = res.getHeader('content-security-policy');
    if (typeof current === 'string' && current !== ours) res.setHeader('content-security-policy', withSiteScriptHashes(ours, current));
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as typeof res.writeHead;
}

function helmetFor(directives: Directives, production: boolean) {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Plain http locally and in tests: HSTS there would pin browsers to https for localhost.
    strictTransportSecurity: production ? { maxAge: 60 * 60 * 24 * 365, includeSubDomains: true } : false,
  });
}

/** Registers the headers on the app; call before any route (Keystone's extendExpressApp). */
export function mountSecurityHeaders(app: Express, settings: SecurityHeaderSettings) {
  const strict = helmetFor(contentSecurityDirectives(settings), settings.production);
  const playground = helmetFor(playgroundDirectives(), settings.production);
  app.use((req: Request, res: Response, next: NextFunction) => {
    (isPlayground(req, settings) ? playground : strict)(req as IncomingMessage, res as ServerResponse, (error?: unknown) => {
      const ours = res.getHeader('content-security-policy');
      if (typeof ours === 'string') adoptSiteScriptHashes(res, ours);
      next(error);
    });
  });
}
