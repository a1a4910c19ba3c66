/**
 * /api/graphql bodies that never reach GraphQL: too large (over the JSON parser's 100 kB) or
 * not JSON. Express would answer those with its HTML error page (a stack trace outside
 * production); here they get a GraphQL-shaped Danish error instead, like every other refusal
 * of the endpoint (cms/graphql/guard.ts). Mounted after Keystone's GraphQL route.
 */
import type { Express, NextFunction, Request, Response } from 'express';

type BodyError = { type?: string; status?: number };

function graphqlBodyError(error: BodyError, _req: Request, res: Response, next: NextFunction) {
  if (error?.type === 'entity.too.large') {
    res.status(413).json({
      errors: [{ message: 'Forespørgslen er for stor. Send en mindre forespørgsel.', extensions: { code: 'QUERY_TOO_LARGE' } }],
    });
    return;
  }
  if (typeof error?.status === 'number' && error.status >= 400 && error.status < 500) {
    res.status(error.status).json({
      errors: [{ message: 'Forespørgslen kunne ikke læses. Send gyldig JSON.', extensions: { code: 'BAD_REQUEST' } }],
    });
    return;
  }
  next(error);
}

export function answerGraphqlBodyErrors(app: Express, path = '/api/graphql') {
  app.use(path, graphqlBodyError);
}
