/**
 * The Sentry tunnel: browsers post their envelopes to the same-origin `/web-vitals?o=0&p=<id>`
 * (ad blockers leave a first-party path alone), and this server forwards them to Sentry.
 *
 * It must never be an open proxy, so an envelope is forwarded only when
 * - Sentry is configured (SENTRY_DSN),
 * - the body is at most `tunnelMaxBytes`,
 * - the envelope header is JSON whose `dsn` names the configured host and project (and `p` agrees),
 * - at least one item header follows;
 * everything else gets 400 and nothing leaves the server. The forward itself has a time-out.
 */
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { parseDsn, publicSentryOptions, sentryDefaults, type SentryDsnParts, type SentryOptions } from './sentry-options';

export type EnvelopeCheck = { ok: true } | { ok: false; reason: string };

function sameProject(candidate: SentryDsnParts, configured: SentryDsnParts) {
  return (
    candidate.host.toLowerCase() === configured.host.toLowerCase() &&
    candidate.port === configured.port &&
    candidate.path === configured.path &&
    candidate.projectId === configured.projectId
  );
}

function jsonObjectLine(line: string | undefined): Record<string, unknown> | undefined {
  if (!line) return undefined;
  try {
    const value: unknown = JSON.parse(line);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Decides whether an envelope may be forwarded to the configured DSN. Pure, so it is unit-testable. */
export function checkEnvelope(body: Buffer, configured: SentryDsnParts, projectParam: unknown): EnvelopeCheck {
  if (typeof projectParam === 'string' && projectParam !== '' && projectParam !== configured.projectId) {
    return { ok: false, reason: 'forkert projekt' };
  }
  // Only the two header lines are text we need; payloads may be binary (replay recordings).
  const firstBreak = body.indexOf(0x0a);
  if (firstBreak <= 0) return { ok: false, reason: 'ugyldig konvolut' };
  const secondBreak = body.indexOf(0x0a, firstBreak + 1);
  const header = jsonObjectLine(body.subarray(0, firstBreak).toString('utf8'));
  const itemHeader = jsonObjectLine(body.subarray(firstBreak + 1, secondBreak === -1 ? undefined : secondBreak).toString('utf8'));
  if (!header || !itemHeader || typeof itemHeader.type !== 'string') return { ok: false, reason: 'ugyldig konvolut' };
  const dsn = parseDsn(typeof header.dsn === 'string' ? header.dsn : undefined);
  if (!dsn) return { ok: false, reason: 'konvolutten mangler et DSN' };
  if (!sameProject(dsn, configured)) return { ok: false, reason: 'forkert DSN' };
  return { ok: true };
}

function envelopeEndpoint(dsn: SentryDsnParts) {
  const port = dsn.port ? `:${dsn.port}` : '';
  const path = dsn.path ? `/${dsn.path}` : '';
  return `${dsn.protocol}://${dsn.host}${port}${path}/api/${dsn.projectId}/envelope/`;
}

function refuse(res: Response, reason: string) {
  res.status(400).type('text/plain; charset=utf-8').set('Cache-Control', 'no-store').send(`Afvist: ${reason}`);
}

/**
 * Registers the tunnel (POST /web-vitals) and /sentry-config.json (the public settings the back
 * office reads at start; the site renders the same JSON into every page instead).
 */
export function mountErrorReporting(app: Express, options: SentryOptions, { allowTestErrors = false } = {}) {
  // `allowTestErrors` (outside production): the back office honours `?testfejl=1` to exercise reporting.
  const browserOptions = { ...publicSentryOptions(options), allowTestErrors };
  app.get('/sentry-config.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(browserOptions);
  });

  const configured = options.dsnParts;
  const readBody = express.raw({ type: () => true, limit: options.tunnelMaxBytes });
  app.post(
    sentryDefaults.tunnelPath,
    (req: Request, res: Response, next: NextFunction) => {
      if (!configured) return refuse(res, 'fejlrapportering er ikke slået til');
      readBody(req, res, next);
    },
    async (req: Request, res: Response) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const check = checkEnvelope(body, configured!, req.query.p);
      if (!check.ok) return refuse(res, check.reason);
      try {
        const upstream = await fetch(envelopeEndpoint(configured!), {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-sentry-envelope',
            // Sentry derives the visitor's IP from this header (sendDefaultPii).
            ...(req.ip ? { 'X-Forwarded-For': req.ip } : {}),
          },
          body: new Uint8Array(body),
          signal: AbortSignal.timeout(options.tunnelTimeoutMs),
        });
        res
          .status(upstream.status)
          .type(upstream.headers.get('content-type') ?? 'application/json')
          .send(Buffer.from(await upstream.arrayBuffer()));
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        res
          .status(timedOut ? 504 : 502)
          .type('text/plain; charset=utf-8')
          .send(timedOut ? 'Sentry svarede ikke i tide' : 'Sentry kunne ikke nås');
      }
    },
    // Body errors (too large, bad encoding) are the client's fault: 400, nothing forwarded.
    (error: { type?: string; status?: number }, _req: Request, res: Response, next: NextFunction) => {
      if (error?.status && error.status < 500) return refuse(res, error.type === 'entity.too.large' ? 'for stor' : 'ugyldig forespørgsel');
      next(error);
    },
  );
}
