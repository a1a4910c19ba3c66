/**
 * The Sentry SDK chunk of the site: only downloaded when the page says Sentry is on
 * (see sentry-client.ts). @sentry/astro starts the browser SDK; @sentry/react reports errors
 * caught by island error boundaries with their component stack.
 */
import * as Sentry from '@sentry/astro';
import { captureReactException } from '@sentry/react';
import { browserSentryOptions } from '../../../cms/observability/sentry-browser';
import type { EnabledPublicSentryOptions } from '../../../cms/observability/sentry-options';

export function start(options: EnabledPublicSentryOptions) {
  if (Sentry.getClient()) return;
  Sentry.init(browserSentryOptions(options));
  // Lets tests (and curious developers) see that reporting is live.
  document.documentElement.dataset.sentry = 'on';
}

export function captureIslandError(error: unknown, componentStack: string | undefined, digest: string) {
  Sentry.withScope((scope) => {
    scope.setTag('digest', digest);
    captureReactException(error, { componentStack: componentStack ?? '' });
  });
}
