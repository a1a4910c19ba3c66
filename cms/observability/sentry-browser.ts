/**
 * Browser init options for @sentry/astro (the site) and @sentry/react (the back office), built
 * from the public settings the server hands the page (see sentry-options.ts). Both SDKs wrap
 * @sentry/browser, so the integrations come from there. Import this module lazily (dynamic
 * import) once the settings say Sentry is on, so pages without a DSN never download the SDK.
 */
import {
  feedbackIntegration,
  makeBrowserOfflineTransport,
  makeFetchTransport,
  replayCanvasIntegration,
  replayIntegration,
  type BrowserOptions,
} from '@sentry/browser';
import type { Integration } from '@sentry/core';
import { errorReportingDa } from '../copy/error-reporting';
import { scrubbingTransport, scrubRecordingEvent } from './scrub';
import {
  denyUrls,
  ignoreErrors,
  maskEvent,
  maskRecordingEvent,
  tracePropagationTargets,
  type EnabledPublicSentryOptions,
} from './sentry-options';

export function browserSentryOptions(options: EnabledPublicSentryOptions, extraIntegrations: Integration[] = []): BrowserOptions {
  const sameOrigin = new RegExp(`^${window.location.origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?:/|$)`);
  return {
    dsn: options.dsn,
    tunnel: options.tunnel,
    environment: options.environment,
    release: options.release,
    tracesSampleRate: options.tracesSampleRate,
    profilesSampleRate: options.profilesSampleRate,
    replaysSessionSampleRate: options.replaysSessionSampleRate,
    replaysOnErrorSampleRate: options.replaysOnErrorSampleRate,
    normalizeDepth: options.normalizeDepth,
    sendDefaultPii: options.sendDefaultPii,
    ignoreErrors,
    denyUrls,
    tracePropagationTargets: tracePropagationTargets(options.tracingOrigin),
    // Envelopes that cannot be sent wait in IndexedDB (at most `offlineQueueSize`) and are retried.
    // Passwords, tokens, reset links and card data never leave the browser: every envelope (events,
    // transactions with their breadcrumbs, replay events) is scrubbed once, before it is queued or
    // sent (./scrub.ts); the hooks below only mask Authorization and cookie values.
    transport: scrubbingTransport(makeBrowserOfflineTransport(makeFetchTransport)),
    transportOptions: { maxQueueSize: options.offlineQueueSize } as BrowserOptions['transportOptions'],
    beforeSend: (event) => maskEvent(event),
    beforeSendTransaction: (event) => maskEvent(event),
    integrations: [
      ...extraIntegrations,
      replayIntegration({
        networkDetailAllowUrls: [sameOrigin, /^\/(?!\/)/],
        networkCaptureBodies: true,
        networkRequestHeaders: options.networkRequestHeaders,
        networkResponseHeaders: options.networkResponseHeaders,
        // Authorization and cookie values are masked, and bodies and URLs scrubbed, before the
        // recording leaves the browser.
        beforeAddRecordingEvent: (event) => scrubRecordingEvent(maskRecordingEvent(event as never)),
      }),
      replayCanvasIntegration({ quality: options.canvasQuality, maxCanvasSize: [options.canvasMaxSize, options.canvasMaxSize] }),
      feedbackIntegration({ colorScheme: 'light', showBranding: false, ...errorReportingDa.feedback }),
    ],
  };
}
