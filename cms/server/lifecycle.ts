/**
 * Health and shutdown of one server process (docs/ARCHITECTURE.md, "Several processes").
 *
 * - GET /healthz: liveness — the process answers; touches nothing else (a database outage must not
 *   make an orchestrator restart every process).
 * - GET /readyz: readiness — every check passes (the database answers `SELECT 1`, the events
 *   connection listens, and whatever else main.ts adds, e.g. the job queue). 503 while one fails
 *   and from the first moment of a shutdown, so a load balancer stops sending requests here.
 * - SIGTERM / SIGINT: let the event loop accept the connections already waiting in the kernel's
 *   accept queue, then close the listening socket (new connections are refused and go to another
 *   process); answer every request under way, close keep-alive connections after their answer
 *   (idle ones at once), end live streams, give the stoppables (the job queue: running jobs finish
 *   or go back to the queue) the same grace period, then disconnect, stop what was registered
 *   with `stopLast` (the embedded PostgreSQL, cms/server/start.ts) and exit 0. What is still
 *   running after the grace period is cut off; a second signal exits at once with 1. The signals
 *   are ours alone: Apollo's own handler is off (cms/keystone.ts).
 */
import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { Express } from 'express';

export type ReadinessCheck = { name: string; check: () => Promise<boolean> | boolean };
/** Something to finish on shutdown within the grace period it is given. */
export type Stoppable = { name: string; stop: (graceMs: number) => Promise<void> };

const CHECK_TIMEOUT_MS = 2_000;
const netServerClose = NetServer.prototype.close;

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

/** Turns of the event loop given to connections waiting in the kernel's accept queue (see below). */
const MAX_ACCEPT_TURNS = 50;
/** How long a connection accepted during the drain may take to send its request before it is closed. */
const FIRST_REQUEST_MS = 1_000;

/** Resolves after one turn of the event loop, including its poll phase (where Node accepts connections). */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
  let accepted = 0;
  /** Each open connection and whether a request is under way on it. */
  const connections = new Map<Socket, { busy: boolean; served: number }>();
  /** A connection that has sent no request within FIRST_REQUEST_MS of the drain reaching it is closed. */
  const closeIfSilent = (socket: Socket, state: { busy: boolean; served: number }) =>
    setTimeout(() => state.served === 0 && !state.busy && socket.destroy(), FIRST_REQUEST_MS).unref();
  httpServer.on('connection', (socket: Socket) => {
    accepted++;
    const state = { busy: false, served: 0 };
    connections.set(socket, state);
    socket.once('close', () => connections.delete(socket));
    // Accepted while draining (it waited in the accept queue): it gets its answer, but a client
    // that connected and sends nothing does not hold the process.
    if (shuttingDown) closeIfSilent(socket, state);
  });
  // While draining, every response closes its connection, so keep-alive clients reconnect elsewhere.
  httpServer.prependListener('request', (req, res) => {
    const state = connections.get(req.socket);
    if (state) state.busy = true;
    if (shuttingDown) res.setHeader('Connection', 'close');
    res.once('close', () => {
      if (!state) return;
      state.busy = false;
      state.served++;
      if (shuttingDown) req.socket.end();
    });
  });

  /**
   * Connections the kernel completed before the signal but Node has not accepted yet (the event
   * loop was busy) would be reset when the listening socket closes: let the loop accept them
   * first, until a turn brings no new one.
   */
  async function acceptWaitingConnections() {
    for (let turn = 0; turn < MAX_ACCEPT_TURNS; turn++) {
      const before = accepted;
      await nextTurn();
      await nextTurn();
      if (accepted === before) return;
    }
  }

  /** Idle keep-alive connections close now; the others after their answer (`Connection: close`). */
  function closeIdleKeepAlive() {
    for (const [socket, state] of connections) if (!state.busy && state.served > 0) socket.end();
  }

  async function shutDown(signal: string) {
    shuttingDown = true;
    settings.startDraining();
    console.log(`${signal}: finishing requests under way (at most ${graceMs} ms), then exiting`);
    settings.endStreams();
    closeIdleKeepAlive();
    await acceptWaitingConnections();
    // net.Server's close, not http.Server's: that one also destroys every connection without a
    // request under way — including the ones just accepted whose request Node has not read yet.
    const requestsDone = new Promise<void>((resolve) => netServerClose.call(httpServer, () => resolve()));
    for (const [socket, state] of connections) if (state.served === 0 && !state.busy) closeIfSilent(socket, state);
    closeIdleKeepAlive();
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

  // Ours alone: Apollo's own handler is off (`stopOnTerminationSignals: false`, cms/keystone.ts),
  // else it would send the signal again after its stop and end the drain as a "second signal".
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (shuttingDown) {
        console.log(`${signal} again: exiting now`);
        process.exit(1);
      }
      void shutDown(signal).finally(() => process.exit(0));
    });
  }
}
