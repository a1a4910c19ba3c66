// `npm run build`: Prisma clients for both databases, the server bundle, the Astro site and the
// react-admin back office. Every step reads only local files (no network).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { bundle } from './bundle.mjs';

const only = process.argv.slice(2);
const want = (step) => only.length === 0 || only.includes(step);
const run = (cmd, args, env = {}) =>
  execFileSync(process.execPath, [resolve(cmd), ...args], { stdio: 'inherit', env: { ...process.env, ...env } });

// Prisma's CLI must never download its native engine (see scripts/prisma-engine-stub.sh).
const prismaEnv = {
  PRISMA_SCHEMA_ENGINE_BINARY: resolve('scripts/prisma-engine-stub.sh'),
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  CHECKPOINT_DISABLE: '1',
};

if (want('prisma')) {
  await bundle('scripts/generate.ts', 'dist/scripts/generate.mjs');
  run('dist/scripts/generate.mjs', [], prismaEnv);
}
if (want('server')) {
  await bundle('cms/server/main.ts', 'dist/server.mjs');
  await bundle('scripts/migrations-create.ts', 'dist/scripts/migrations-create.mjs');
  console.log('✨ Server bundle');
}
if (want('site') && existsSync('site/astro.config.mjs')) {
  run('node_modules/astro/bin/astro.mjs', ['build', '--root', 'site']);
}
if (want('backoffice') && existsSync('backoffice/vite.config.ts')) {
  run('node_modules/vite/bin/vite.js', ['build', 'backoffice']);
}
