/**
 * Server-side half of the error screen (docs/ARCHITECTURE.md, "Error and forbidden screens"): a
 * digest — a short random id — is written to the server log next to the error, shown to the
 * visitor, and put on the Sentry event as the `digest` tag, so an operator can go from what the
 * visitor reports to the log line and the event.
 *
 * @sentry/astro on the server is @sentry/node; its client is started by cms/server/main.ts
 * (cms/observability/server.ts). Without a DSN `captureException` does nothing.
 */
import * as Sentry from '@sentry/astro';
import { newDigest } from '../../../cms/observability/digest';

export function reportServerError(error: unknown, where: string): string {
  const digest = newDigest();
  console.error(`[digest ${digest}]`, error ?? where);
  Sentry.withScope((scope) => {
    scope.setTag('digest', digest);
    Sentry.captureException(error ?? new Error(where));
  });
  return digest;
}
