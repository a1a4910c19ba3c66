/**
 * Browser error reporting for the site, loaded on every page by @sentry/astro (site/src/sentry.client.ts).
 *
 * The server renders the public Sentry settings into the page (SentrySettings.astro). Without
 * them — no SENTRY_DSN — this module does nothing: the SDK chunk is never downloaded and nothing
 * is posted to /web-vitals. With them, the SDK is imported on demand and started once.
 */
import type { EnabledPublicSentryOptions, PublicSentryOptions } from '../../../cms/observability/sentry-options';

type Sdk = typeof import('./sentry-sdk');

function pageSentryOptions(): EnabledPublicSentryOptions | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById('mixbuddy-sentry')?.textContent;
  if (!text) return undefined;
  try {
    const options = JSON.parse(text) as PublicSentryOptions;
    return options.enabled ? options : undefined;
  } catch {
    return undefined;
  }
}

let sdk: Promise<Sdk> | undefined;

/** Starts the SDK when the page carries settings; resolves to undefined when Sentry is off. */
export function startSentry(): Promise<Sdk | undefined> {
  const options = pageSentryOptions();
  if (!options) return Promise.resolve(undefined);
  sdk ??= import('./sentry-sdk').then((module) => {
    module.start(options);
    return module;
  });
  return sdk;
}

/** Reports an error caught by an island's error boundary, tagged with the digest on its screen. */
export function reportIslandError(error: unknown, componentStack: string | undefined, digest: string) {
  void startSentry().then((module) => module?.captureIslandError(error, componentStack, digest));
}
