/**
 * Error reporting for the back office with @sentry/react.
 *
 * The back office is a static build, so the Sentry settings come from the server at start
 * (/sentry-config.json, the same public settings the site renders into its pages). Without a DSN
 * nothing is initialised and nothing is sent. Errors caught by react-admin's own error pages are
 * reported through the React root's `onCaughtError`; anything escaping to the top shows the
 * generic client-side error screen with a digest that is also the event's `digest` tag.
 */
import * as Sentry from '@sentry/react';
import { useEffect, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { browserSentryOptions } from '../../cms/observability/sentry-browser';
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

/** Resolves once Sentry is started (or known to be off). */
export const errorReportingReady: Promise<ServedOptions> = loadOptions().then((options) => {
  if (options.enabled && !Sentry.getClient()) {
    Sentry.init(browserSentryOptions(options, [Sentry.browserTracingIntegration()]));
  }
  return options;
});

const report = Sentry.reactErrorHandler((error: unknown) => console.error('[MixBuddy] client-side exception', error));

/** createRoot options: React 19 hands every caught and uncaught render error to Sentry. */
export const rootErrorOptions = {
  onCaughtError(error: unknown, info: ErrorInfo & { errorBoundary?: unknown }) {
    // The top-level boundary reports its own errors, with the digest.
    if (info.errorBoundary instanceof Sentry.ErrorBoundary) return;
    report(error, info);
  },
  onUncaughtError: report,
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
export function TopLevelErrorBoundary({ children }: { children: ReactNode }) {
  const digest = useRef('');
  return (
    <Sentry.ErrorBoundary
      beforeCapture={(scope) => {
        digest.current = newDigest();
        scope.setTag('digest', digest.current);
      }}
      fallback={() => <ErrorScreen digest={digest.current} />}
    >
      {children}
    </Sentry.ErrorBoundary>
  );
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
