/**
 * Error reporting for the back office with @sentry/react.
 *
 * The back office is a static build, so the Sentry settings come from the server at start
 * (/sentry-config.json, the same public settings the site renders into its pages). Without a DSN
 * nothing is initialised and nothing is sent. Errors caught by react-admin's own error pages are
 * reported through the React root's `onCaughtError`; anything escaping to the top shows the
 * generic client-side error screen with a digest that is also the event's `digest` tag.
 * Sentry's code (with session replay, the largest library of the back office) is fetched only
 * when reporting is on, never before the first screen.
 */
import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { newDigest } from '../../cms/observability/digest';
import type { PublicSentryOptions } from '../../cms/observability/sentry-options';
import { da } from '../../site/src/i18n/da';

type ServedOptions = PublicSentryOptions & { allowTestErrors?: boolean };

async function loadOptions(): Promise<ServedOptions> {
  try {
    const response = await fetch('/sentry-config.json', { credentials: 'omit', headers: { Accept: 'application/json' } });
    return (await response.json()) as ServedOptions;
  } catch {
    return { enabled: false };
  }
}

type SentryModule = typeof import('@sentry/react');

const options = loadOptions();

/** Sentry, started — or null when reporting is off (then its code is never fetched). */
const sentry: Promise<SentryModule | null> = options.then(async (served) => {
  if (!served.enabled) return null;
  const [Sentry, { browserSentryOptions }] = await Promise.all([import('@sentry/react'), import('../../cms/observability/sentry-browser')]);
  if (!Sentry.getClient()) Sentry.init(browserSentryOptions(served, [Sentry.browserTracingIntegration()]));
  return Sentry;
});

/** Resolves once Sentry is started (or known to be off). */
export const errorReportingReady: Promise<ServedOptions> = sentry.then(() => options);

function report(error: unknown, info: ErrorInfo, digest?: string) {
  console.error('[MixBuddy] client-side exception', error);
  void sentry.then((Sentry) => {
    if (!Sentry) return;
    Sentry.withScope((scope) => {
      if (digest) scope.setTag('digest', digest);
      Sentry.captureReactException(error, { componentStack: info.componentStack ?? '' });
    });
  });
}

/** createRoot options: React 19 hands every caught and uncaught render error to Sentry. */
export const rootErrorOptions = {
  onCaughtError(error: unknown, info: ErrorInfo & { errorBoundary?: unknown }) {
    // The top-level boundary reports its own errors, with the digest.
    if (info.errorBoundary instanceof TopLevelErrorBoundary) return;
    report(error, info);
  },
  onUncaughtError: (error: unknown, info: ErrorInfo) => report(error, info),
};

/**
 * The generic client-side error screen, as the site's ClientErrorScreen shows it
 * (docs/ARCHITECTURE.md, "Error and forbidden screens").
 */
function ErrorScreen({ digest }: { digest: string }) {
  const t = da.errors;
  return (
    <section role="alert" style={{ maxWidth: 640, margin: '4rem auto', padding: '0 1rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1 lang="en" style={{ fontSize: '1.4rem' }}>
        {t.clientHeading} ({t.clientConsole}).
      </h1>
      <p>{t.clientExplanation}</p>
      {digest ? (
        <p>
          <span lang="en">{t.digest}</span>: <code data-testid="error-digest">{digest}</code>
        </p>
      ) : null}
      <button type="button" onClick={() => window.location.reload()}>
        {t.reload}
      </button>
    </section>
  );
}

/** The top-level boundary: the generic client-side error screen with a digest that is also on the event. */
export class TopLevelErrorBoundary extends Component<{ children: ReactNode }, { digest: string | null }> {
  state = { digest: null as string | null };

  static getDerivedStateFromError() {
    return { digest: newDigest() };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    report(error, info, this.state.digest ?? undefined);
  }

  render() {
    return this.state.digest === null ? this.props.children : <ErrorScreen digest={this.state.digest} />;
  }
}

/**
 * `?testfejl=1` outside production: calls the API with a stand-in Authorization header (which must
 * reach Sentry masked) and then throws while rendering, once reporting is ready.
 */
export function TestErrorTrigger() {
  const [fail, setFail] = useState(false);
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has('testfejl')) return;
    void errorReportingReady.then(async (options) => {
      if (!options.allowTestErrors) return;
      await fetch('/api/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer dev-backoffice-secret' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }).catch(() => undefined);
      setFail(true);
    });
  }, []);
  if (fail) throw new Error('Testfejl fra back office');
  return null;
}
