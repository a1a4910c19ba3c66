/**
 * The react-admin back office, served by the MixBuddy server at /admin (cms/server/mounts.ts).
 * Built by `node scripts/build.mjs backoffice` → `vite build backoffice` → backoffice/dist.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { buildSchema, introspectionFromSchema } from 'graphql';
import { build, defineConfig, type Plugin } from 'vite';
import { trimIntrospection } from './src/dataProvider/keystoneSchema.ts';

const root = dirname(fileURLToPath(import.meta.url));
const schemaFile = resolve(root, '../generated/schema.graphql');
const reactRouterProduction = (file: string) => resolve(root, '../node_modules/react-router/dist/production', file);

/**
 * `virtual:keystone-schema`: Keystone's GraphQL schema (generated/schema.graphql, written by
 * `scripts/build.mjs prisma`) as a trimmed introspection result. Embedding it means the back
 * office needs no introspection query, which Apollo Server refuses in production.
 */
function keystoneSchema(): Plugin {
  const id = 'virtual:keystone-schema';
  return {
    name: 'mixbuddy-keystone-schema',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(loadId) {
      if (loadId !== `\0${id}`) return;
      if (!existsSync(schemaFile)) {
        this.warn(`${schemaFile} is missing (run scripts/build.mjs prisma); the back office will introspect at run time`);
        return 'export default null;';
      }
      this.addWatchFile(schemaFile);
      const schema = trimIntrospection(introspectionFromSchema(buildSchema(readFileSync(schemaFile, 'utf8'))).__schema);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(schema))});`;
    },
  };
}

/**
 * react-admin's `<Title>` renders `PageTitleConfigurable`, whose editor (a MUI TextField, and with
 * it Select, the input variants and their form controls) only opens from react-admin's Inspector,
 * which the back office never shows. The plain title in src/shims/ takes its place, so the layout
 * and the dashboard do not carry the inputs.
 */
function plainPageTitle(): Plugin {
  return {
    name: 'mixbuddy-plain-page-title',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === './PageTitleConfigurable.js' && importer && /ra-ui-materialui[\\/]dist[\\/]layout[\\/](Title|index)\.js$/.test(importer)
        ? resolve(root, 'src/shims/PageTitleConfigurable.tsx')
        : undefined,
  };
}

const plugins = () => [react(), keystoneSchema(), plainPageTitle()];

/** The same modules resolved the same way for the first-screen pass and the build. */
const resolveOptions = (command: 'build' | 'serve') => ({
  alias: [
    // node-polyglot (react-admin's translations) reaches Object.entries through a polyfill package
    // and its ~15 helper packages; every browser the back office supports has it.
    { find: /^object\.entries$/, replacement: resolve(root, 'src/shims/object-entries.cjs') },
    // react-admin's default exporter (jsonexport) only runs for a list without its own exporter,
    // and every list passes csvExporter: the shim fetches jsonexport should that ever happen.
    { find: /^jsonexport\/dist\/index\.js$/, replacement: resolve(root, 'src/shims/jsonexport.ts') },
    // ra-data-graphql imports Apollo Client for a client it builds only when given none; the data
    // provider gives it its own fetch client (src/dataProvider/fetchClient.ts).
    { find: /^@apollo\/client$/, replacement: resolve(root, 'src/shims/apollo-client.ts') },
    // React Router's package exports name only its development build (its dev warnings on); the
    // build takes the production build published beside it, as React's own NODE_ENV switch does.
    ...(command === 'build'
      ? [
          { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
          { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
        ]
      : []),
  ],
  dedupe: ['graphql', 'react', 'react-dom', 'react-router', 'react-router-dom'],
});

/**
 * The modules the first screen (the layout and the dashboard) runs: the entry bundled alone, every
 * dynamic import (the views, the GraphQL client, Sentry) left out, tree-shaken as in the build.
 * Rolldown places a module by the entries that reach it through import records, and react-admin
 * and MUI are barrels that reach everything; without this list each module a view uses lands in a
 * chunk the first screen loads.
 */
async function firstScreenModules(): Promise<Set<string>> {
  const modules = new Set<string>();
  await build({
    configFile: false,
    root,
    base: '/admin/',
    logLevel: 'warn',
    plugins: [
      ...plugins(),
      {
        name: 'mixbuddy-first-screen',
        resolveDynamicImport: (specifier) => ({ id: String(specifier), external: true }),
        generateBundle(_options, bundle) {
          for (const chunk of Object.values(bundle))
            if (chunk.type === 'chunk')
              for (const [id, module] of Object.entries(chunk.modules)) if (module.renderedLength > 0) modules.add(id);
        },
      },
    ],
    resolve: resolveOptions('build'),
    build: { write: false, emptyOutDir: false, minify: false, sourcemap: false },
  });
  return modules;
}

const reactLibraries = /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/;
const graphqlLibraries = /node_modules[\\/](@apollo|graphql|ra-data-graphql|@wry|optimism|zen-observable|rxjs)[\\/]/;
const sentry = /node_modules[\\/]@sentry[\\/]/;
// The CSV writer runs when someone exports or downloads a bank file, never to show a screen.
const csvWriter = /node_modules[\\/]csv-stringify[\\/]|cms[\\/]domain[\\/]csv\.ts$/;

export default defineConfig(async ({ command }) => {
  const firstScreen = command === 'build' ? await firstScreenModules() : new Set<string>();
  return {
    root,
    base: '/admin/',
    plugins: plugins(),
    resolve: resolveOptions(command),
    build: {
      outDir: resolve(root, 'dist'),
      emptyOutDir: true,
      sourcemap: true,
      chunkSizeWarningLimit: 1500,
      rolldownOptions: {
        output: {
          // Chunks by screen (bench/backoffice.mjs): the first screen is React (changes rarely, so
          // it stays cached across deployments) and `admin`, the rest of what the layout and the
          // dashboard run. What two or more views share is one `views` chunk, each view's own code
          // stays in its chunk (lazyView), the GraphQL client comes with the first list or record
          // (providers.ts) and Sentry only when reporting is on. A module the first screen shares
          // with a view keeps all its code in `admin`; should that code ever need `views`, the first
          // screen would fetch it, and tests/e2e/backoffice-screens.spec.ts fails on the size.
          codeSplitting: {
            groups: [
              { name: 'react', test: reactLibraries, priority: 3 },
              // Only the listed modules: following their import records would take the barrels' all.
              { name: 'admin', test: (id: string) => firstScreen.has(id), priority: 2, includeDependenciesRecursively: false },
              // Above `graphql`, so helpers both use (lodash) go with the views, and a view that makes no
              // list call (the failed jobs, DAC7) does not fetch the GraphQL client.
              {
                name: 'views',
                test: (id: string) => !firstScreen.has(id) && !graphqlLibraries.test(id) && !sentry.test(id) && !csvWriter.test(id),
                minShareCount: 2,
                priority: 1,
              },
              // With its own dependencies, so it imports nothing back from the data provider's chunk.
              { name: 'graphql', test: graphqlLibraries },
              { name: 'csv', test: csvWriter },
            ],
          },
        },
      },
    },
    server: {
      // `npx vite backoffice` during development: the API comes from a running MixBuddy server.
      proxy: { '/api': process.env.MIXBUDDY_URL ?? 'http://localhost:3000', '/login': process.env.MIXBUDDY_URL ?? 'http://localhost:3000' },
    },
  };
});
