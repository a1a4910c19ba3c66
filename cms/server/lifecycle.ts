/**
 * Health and shutdown of one server process (docs/ARCHITECTURE.md, "Several processes").
 *
 * - GET /healthz: liveness — the process answers; touches nothing else (a database outage must not
 *   make an orchestrator restart every process).
 * - GET /readyz: readiness — every check passes (the database answers `SELECT 1`, the events
 *   connection listens, and whatever else main.ts adds, e.g. the job queue). 503 while one fails
 *   and from the first moment of a shutdown, so a load balancer stops sending requests here.
 * - SIGTERM / SIGINT: stop accepting connections, answer the requests under way (their
 *   keep-alive connections then close), end live streams, give the stoppables (the job queue) the
 *   same grace period, then disconnect, stop what was registered with `stopLast` (the embedded
 *   PostgreSQL, cms/server/start.ts) and exit 0. What is still running after the grace period
 *   is cut off; a second signal exits at once.
 */
import type { Server } from 'node:http';
import type { Express } from 'express';

export type ReadinessCheck = { name: string; check: () => Promise<boolean> | boolean };
/** Something to finish on shutdown within the grace period it is given. */
export type Stoppable = { name: string; stop: (graceMs: number) => Promise<void> };

const CHECK_TIMEOUT_MS = 2_000;

/** Stopped after the disconnect, one after the other: what the database connections still need. */
const lastStoppables: Stoppable[] = [];

/** Registers something to stop after everything else (before main.ts has loaded, so a registry). */
export function stopLast(stoppable: Stoppable) {
  lastStoppables.push(stoppable);
}

async function passes(check: ReadinessCheck): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)));
  try {
    return await Promise.race([Promise.resolve().then(check.check), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function mountHealth(app: Express, checks: ReadinessCheck[]) {
  let draining = false;
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (draining) return res.status(503).json({ ok: false, draining: true });
    const results = await Promise.all(checks.map(async (check) => [check.name, (await passes(check)) ? 'ok' : 'failing'] as const));
    const ok = results.every(([, state]) => state === 'ok');
    res.status(ok ? 200 : 503).json({ ok, checks: Object.fromEntries(results) });
  });
  return {
    startDraining: () => void (draining = true),
  };
}

export function handleShutdown(settings: {
  httpServer: Server;
  graceMs: number;
  /** Called first: /readyz answers 503 from here on. */
  startDraining: () => void;
  /** Connections that never finish on their own (live streams). */
  endStreams: () => void;
  stoppables: Stoppable[];
  /** After requests and stoppables: close the events connection and the database. */
  disconnect: () => Promise<void>;
}) {
  const { httpServer, graceMs } = settings;
  let shuttingDown = false;
  // While draining, every response closes its connection, so keep-alive clients reconnect elsewhere.
  httpServer.prependListener('request', (_req, res) => {
    if (shuttingDown) res.setHeader('Connection', 'close');
  });

  async function shutDown(signal: string) {
    shuttingDown = true;
    settings.startDraining();
    console.log(`${signal}: finishing requests under way (at most ${graceMs} ms), then exiting`);
    const requestsDone = new Promise<void>((resolve) => httpServer.close(() => resolve()));
    httpServer.closeIdleConnections();
    settings.endStreams();
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
    const stopped = Promise.allSettled(
      settings.stoppables.map((s) => s.stop(graceMs).catch((error) => console.error(`stopping ${s.name} failed`, error))),
    );
    await Promise.race([Promise.all([requestsDone, stopped]), graceOver]);
    clearTimeout(timer);
    httpServer.closeAllConnections();
    await settings.disconnect().catch((error) => console.error('disconnect failed', error));
    for (const last of lastStoppables) await last.stop(graceMs).catch((error) => console.error(`stopping ${last.name} failed`, error));
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (shuttingDown) process.exit(1);
      void shutDown(signal).finally(() => process.exit(0));
    });
  }
}
