/**
 * The server as the README's first command runs it: `dist/server.mjs` with no DATABASE_URL and no
 * NODE_ENV, so it starts the embedded PostgreSQL (cms/db/embedded.ts) in the folder `env` names
 * (EMBEDDED_POSTGRES_DIR, EMBEDDED_POSTGRES_PORT). For the tests about a newcomer's machine:
 * tests/scale/fresh-start.test.ts, tests/integration/backup-embedded.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export type NpmStarted = { url: string; child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** This process's environment without what a test run adds (a database, a mode, vitest's own). */
export function newcomerEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1' };
  for (const name of ['NODE_ENV', 'DATABASE_URL', 'TEST_DATABASE_URL', 'VITEST', 'VITEST_WORKER_ID', 'VITEST_POOL_ID']) delete env[name];
  return { ...env, ...settings };
}

/** Starts it on `port` and resolves once `/readyz` answers 200 (migrated, seeded, listening). */
export async function npmStart(env: NodeJS.ProcessEnv, port: number): Promise<NpmStarted> {
  let output = '';
  const child = spawn(process.execPath, [resolve('dist/server.mjs')], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { url, child, output: () => output, exited };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`npm start was not ready within 120 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
