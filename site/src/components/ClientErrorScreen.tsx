/**
 * Client-side variant of the generic error screen for React islands. Wrap an island's tree in
 * <IslandErrorBoundary> so a render error shows "Application error: a client-side exception has
 * occurred (see the browser console for more information)." instead of a blank box.
 * Same markup and CSS classes as ErrorScreen.astro. The error is reported to Sentry (when a DSN
 * is configured) with the digest shown on the screen as the event's `digest` tag.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { newDigest } from '../../../cms/observability/digest';
import { da } from '../i18n/da';
import { reportIslandError } from '../lib/sentry-client';

export function ClientErrorScreen({ digest }: { digest?: string }) {
  const t = da.errors;
  return (
    <section className="error-screen" role="alert">
      <h2 lang="en">
        {t.clientHeading} <span className="error-hint">({t.clientConsole}).</span>
      </h2>
      <p>{t.clientExplanation}</p>
      {digest ? (
        <p className="digest">
          <span lang="en">{t.digest}</span>: <code data-testid="error-digest">{digest}</code>
        </p>
      ) : null}
      <p className="error-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t.reload}
        </button>
      </p>
    </section>
  );
}

export class IslandErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null; digest?: string }> {
  state = { error: null as Error | null, digest: undefined as string | undefined };
  static getDerivedStateFromError(error: Error) {
    return { error, digest: newDigest() };
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    const digest = this.state.digest ?? newDigest();
    console.error(`[MixBuddy] client-side exception [digest ${digest}]`, error);
    reportIslandError(error, info.componentStack ?? undefined, digest);
  }
  render() {
    return this.state.error ? <ClientErrorScreen digest={this.state.digest} /> : this.props.children;
  }
}
