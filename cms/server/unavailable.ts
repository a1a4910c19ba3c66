/**
 * While PostgreSQL cannot be reached (cms/db/unavailable.ts decides), every door answers 503 with
 * `Retry-After` and "MixBuddy er midlertidigt utilgængelig" (cms/copy/unavailable.ts):
 * - pages: the site's error page (site/src/pages/500.astro), also when the visitor's session could
 *   not be read before Astro was reached (`unavailablePages`);
 * - /api/graphql: a GraphQL error with code SERVICE_UNAVAILABLE (cms/graphql/guard.ts), also when
 *   Apollo could not build the request's context (`withUnavailableContext`);
 * - the JSON and form routes of Express: `answerDatabaseUnavailable`.
 * /healthz keeps answering 200 and /readyz 503 (lifecycle.ts). Nothing here keeps state: the
 * connection pools open new connections when PostgreSQL is back, and the next request answers.
 */
import type { ErrorRequestHandler, Express, Request, Response, NextFunction } from 'express';
import type { KeystoneContext } from '@keystone-6/core/types';
import { GraphQLError } from 'graphql';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable';
import { unavailableCopy } from '../copy/unavailable';
import { SERVICE_UNAVAILABLE } from '../graphql/guard';

/** Renders the site's error page for `error` (mounts.ts, through Astro). */
export type ErrorPageRenderer = (req: Request, res: Response, next: NextFunction, error: unknown) => void;

let loggedAt = 0;
/** One line per 10 s while the outage lasts, not one stack per request. */
export function logDatabaseUnavailable(error: unknown) {
  if (Date.now() - loggedAt < 10_000) return;
  loggedAt = Date.now();
  console.error(`database unavailable: answering 503 (${(error as Error)?.message ?? error})`);
}

/**
 * The context Apollo builds for each request reads the session from the database; when that
 * fails, Apollo answers 500 unless the error carries its own status.
 */
export function withUnavailableContext<C extends KeystoneContext>(context: C): C {
  return Object.assign(Object.create(context) as C, {
    withRequest: async (req: Parameters<C['withRequest']>[0], res: Parameters<C['withRequest']>[1]) => {
      try {
        return await context.withRequest(req, res);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        logDatabaseUnavailable(error);
        throw new GraphQLError(unavailableCopy.message, {
          originalError: error as Error,
          extensions: {
            code: SERVICE_UNAVAILABLE,
            http: { status: 503, headers: new Map([['retry-after', String(RETRY_AFTER_SECONDS)]]) },
          },
        });
      }
    },
  });
}

/** The last error handler before Sentry's: a database outage is answered, not reported. */
export function answerDatabaseUnavailable(app: Express, renderErrorPage: ErrorPageRenderer | undefined) {
  const handler: ErrorRequestHandler = (error, req, res, next) => {
    if (!isDatabaseUnavailable(error) || res.headersSent) return next(error);
    logDatabaseUnavailable(error);
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.setHeader('Cache-Control', 'no-store');
    if (renderErrorPage && req.accepts(['json', 'html']) === 'html') return renderErrorPage(req, res, next, error);
    res.status(503).json({ error: unavailableCopy.message, code: SERVICE_UNAVAILABLE });
  };
  app.use(handler);
}
