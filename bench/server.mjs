// The built server (dist/server.mjs) as the benchmarks run it: production mode on their own SQLite
// file, no demo data, quiet logs. Production refuses to start without Stripe keys; the benchmarks
// never pay, so they start it with STRIPE_SIMULATOR=true (card payments off, simulator not mounted).
import { spawn } from 'node:child_process';

export function startServer({ port, databaseFile, env = {}, stdio = ['ignore', 'inherit', 'inherit'] }) {
  return spawn(process.execPath, ['dist/server.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${databaseFile}`,
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-session-secret-at-least-32-characters',
      STRIPE_SIMULATOR: 'true',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      ...env,
    },
    stdio,
  });
}

export async function waitForServer(base) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

export const stop = (child) => new Promise((ok) => { child.once('exit', ok); child.kill('SIGTERM'); });
