// `npm run build`: the Prisma client, the server bundle, the Astro site and the
// react-admin back office. Every step reads only local files (no network).
//
// `--if-needed` skips a step whose inputs have not changed since its last build (content
// hashes in dist/.build-state.json), so a second `npm start` takes seconds.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { bundle } from './bundle.mjs';

const args = process.argv.slice(2);
const ifNeeded = args.includes('--if-needed');
const only = args.filter((a) => !a.startsWith('--'));
const want = (step) => only.length === 0 || only.includes(step);
const run = (cmd, cmdArgs, env = {}) =>
  execFileSync(process.execPath, [resolve(cmd), ...cmdArgs], { stdio: 'inherit', env: { ...process.env, ...env } });

// Prisma's CLI must never download its native engine (see scripts/prisma-engine-stub.sh).
const prismaEnv = {
  PRISMA_SCHEMA_ENGINE_BINARY: resolve('scripts/prisma-engine-stub.sh'),
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  CHECKPOINT_DISABLE: '1',
};

const statePath = 'dist/.build-state.json';
const state = existsSync(statePath) ? JSON.parse(readFileSync(statePath, 'utf8')) : {};

function hashInputs(paths) {
  const hash = createHash('sha256');
  const visit = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) {
        if (['node_modules', 'dist', '.astro'].includes(entry)) continue;
        visit(join(path, entry));
      }
    } else {
      hash.update(path).update(readFileSync(path));
    }
  };
  paths.forEach(visit);
  return hash.digest('hex');
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of at least 1 KB, so the server sends
 * them as they are (express-static-gzip in cms/server/mounts.ts) instead of compressing per request.
 */
function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) precompress(path);
    else if (['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.html'].includes(extname(entry.name))) {
      const content = readFileSync(path);
      if (content.length < 1024) continue;
      writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    }
  }
}

const steps = [
  {
    name: 'prisma',
    inputs: ['schema.ts', 'cms/lists', 'cms/access.ts', 'cms/auth', 'cms/domain', 'cms/keystone.ts', 'package-lock.json'],
    outputs: ['generated/prisma/client/client.ts'],
    async run() {
      await bundle('scripts/generate.ts', 'dist/scripts/generate.mjs');
      run('dist/scripts/generate.mjs', [], prismaEnv);
    },
  },
  {
    name: 'server',
    inputs: ['schema.ts', 'cms', 'scripts', 'generated/prisma/schema.prisma', 'package-lock.json'],
    outputs: ['dist/server.mjs'],
    async run() {
      await bundle('cms/server/start.ts', 'dist/server.mjs');
      await bundle('scripts/migrations-create.ts', 'dist/scripts/migrations-create.mjs');
      console.log('✨ Server bundle');
    },
  },
  {
    name: 'site',
    // The site's pages import cms/ (the domain, the copy, observability), so all of it is an input.
    inputs: ['site/src', 'site/public', 'site/astro.config.mjs', 'cms', 'package-lock.json'],
    outputs: ['site/dist/server/entry.mjs'],
    enabled: () => existsSync('site/astro.config.mjs'),
    async run() {
      // The production build of React and Astro whoever runs this: a build under a test runner's
      // NODE_ENV=test renders with React's development JSX runtime, which the production server lacks.
      run('node_modules/astro/bin/astro.mjs', ['build', '--root', 'site', '--silent'], { NODE_ENV: 'production' });
      precompress('site/dist/client');
      console.log('✨ Site build');
    },
  },
  {
    name: 'backoffice',
    inputs: [
      'backoffice/src',
      'backoffice/index.html',
      'backoffice/vite.config.ts',
      'cms/domain',
      'cms/copy',
      'cms/design',
      'cms/observability',
      'site/src/i18n',
      'generated/schema.graphql',
      'package-lock.json',
    ],
    outputs: ['backoffice/dist/index.html'],
    enabled: () => existsSync('backoffice/vite.config.ts'),
    async run() {
      // React's production build whoever runs this (a test runner sets NODE_ENV=test, and Vite keeps it).
      run('node_modules/vite/bin/vite.js', ['build', 'backoffice', '--logLevel', 'warn'], { NODE_ENV: 'production' });
      console.log('✨ Back office build');
    },
  },
];

for (const step of steps) {
  if (!want(step.name) || (step.enabled && !step.enabled())) continue;
  const hash = hashInputs(step.inputs);
  if (ifNeeded && state[step.name] === hash && step.outputs.every((o) => existsSync(o))) continue;
  await step.run();
  state[step.name] = hashInputs(step.inputs);
  mkdirSync('dist', { recursive: true });
  writeFileSync(statePath, JSON.stringify(state, null, 2));
}
