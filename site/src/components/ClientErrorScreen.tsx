/**
 * Client-side variant of the generic error screen for React islands. Wrap an island's tree in
 * <IslandErrorBoundary> so a render error shows "Application error: a client-side exception has
 * occurred (see the browser console for more information)." instead of a blank box.
 * Same markup and CSS classes as ErrorScreen.astro.
 */
import { Component, type ReactNode } from 'react';
import { da } from '../i18n/da';

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

export class IslandErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  componentDidCatch(error: Error) {
    console.error('[MixBuddy] client-side exception', error);
  }
  render() {
    return this.state.error ? <ClientErrorScreen /> : this.props.children;
  }
}
