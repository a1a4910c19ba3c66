/**
 * Health and shutdown (cms/server/lifecycle.ts), as a load balancer and an orchestrator see them:
 * /healthz says the process is up, /readyz that it can serve; SIGTERM lets the request under way
 * finish, refuses new connections and exits 0.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ SCHEDULER_INTERVAL_MS: '0', SHUTDOWN_GRACE_MS: '20000' });
});
afterAll(async () => {
  await server?.stop();
});

describe('health', () => {
  it('/healthz answers that the process is alive; /readyz that the database, events and job queue are reachable', async () => {
    const live = await fetch(`${server.url}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ ok: true });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ok: true, checks: { database: 'ok', events: 'ok', jobs: 'ok' } });
  });
});

describe('shutdown on SIGTERM', () => {
  it('finishes the request under way, refuses new connections and exits 0', async () => {
    // /dev/langsom answers after ?ms= (outside production only).
    const slow = fetch(`${server.url}/dev/langsom?ms=3000`).then(async (res) => ({ status: res.status, body: await res.text() }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const exited = server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));

    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    const answered = await slow;
    expect(answered.status).toBe(200);
    expect(answered.body).toContain('</html>');
    expect(await exited).toBe(0);
  });
});
