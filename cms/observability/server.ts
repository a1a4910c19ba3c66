/**
 * Server-side error reporting with @sentry/node (the Astro site's @sentry/astro server half shares
 * this client: both use the SDK's process-wide carrier). Started once by cms/server/main.ts.
 *
 * The server sends straight to the configured DSN; the /web-vitals tunnel is for browsers.
 * Authorization and cookie values are masked in the hooks; passwords, tokens, reset links and card
 * data are scrubbed (./scrub.ts) once, in the transport, from every envelope before it leaves.
 */
import * as Sentry from '@sentry/node';
import type { Express } from 'express';
import { scrubbingTransport } from './scrub';
import { ignoreErrors, maskEvent, tracePropagationTargets, type SentryOptions } from './sentry-options';

const untracedPaths = /^\/(web-vitals|healthz|sentry-config\.json|_astro\/|admin\/assets\/|favicon)/;

export function startServerErrorReporting(options: SentryOptions) {
  if (!options.enabled || Sentry.getClient()) return;
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    tracesSampleRate: options.tracesSampleRate,
    normalizeDepth: options.normalizeDepth,
    sendDefaultPii: options.sendDefaultPii,
    ignoreErrors,
    tracePropagationTargets: tracePropagationTargets(options.tracingOrigin),
    integrations: [
      // Tracing the tunnel, health checks and static files would only add noise (and, for the
      // tunnel, a transaction for every browser envelope).
      Sentry.httpIntegration({ ignoreIncomingRequests: (path) => untracedPaths.test(path) }),
    ],
    beforeSend: (event) => maskEvent(event),
    beforeSendTransaction: (event) => maskEvent(event),
    transport: scrubbingTransport(Sentry.makeNodeTransport),
  });
}

/** Errors Express handlers pass to `next(error)`; registered after every other route. */
export function reportExpressErrors(app: Express) {
  if (Sentry.getClient()) Sentry.setupExpressErrorHandler(app);
}
