/**
 * Development-only island (/dev/island-fejl) that throws while rendering, to exercise
 * IslandErrorBoundary, the client-side error screen and Sentry reporting end to end. Before it
 * throws it calls the API with an Authorization header, so a replay of the error has a network
 * request whose Authorization value must arrive masked.
 */
import { useState } from 'react';
import { errorReportingDa } from '../../../cms/copy/error-reporting';
import { IslandErrorBoundary } from './ClientErrorScreen';

function Thrower({ message }: { message: string }): never {
  throw new Error(message);
}

/** A stand-in credential: tests check that it never reaches Sentry unmasked. */
const STAND_IN_AUTHORIZATION = 'Bearer dev-island-secret';

function Trigger() {
  const t = errorReportingDa.dev;
  const [state, setState] = useState<'idle' | 'calling' | 'throw'>('idle');
  async function trigger() {
    setState('calling');
    await fetch('/api/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: STAND_IN_AUTHORIZATION },
      body: JSON.stringify({ query: '{ __typename }' }),
    }).catch(() => undefined);
    setState('throw');
  }
  if (state === 'throw') return <Thrower message={t.thrown} />;
  return (
    <button type="button" className="btn btn-primary" disabled={state === 'calling'} onClick={trigger}>
      {state === 'calling' ? t.calling : t.trigger}
    </button>
  );
}

export default function DevErrorIsland() {
  return (
    <IslandErrorBoundary>
      <Trigger />
    </IslandErrorBoundary>
  );
}
