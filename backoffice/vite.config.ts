/**
 * The react-admin back office, served by the MixBuddy server at /admin (cms/server/mounts.ts).
 * Built by `node scripts/build.mjs backoffice` → `vite build backoffice` → backoffice/dist.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { buildSchema, introspectionFromSchema } from 'graphql';
import { defineConfig, type Plugin } from 'vite';
import { trimIntrospection } from './src/dataProvider/keystoneSchema.ts';

const root = dirname(fileURLToPath(import.meta.url));
const schemaFile = resolve(root, '../generated/schema.graphql');

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

export default defineConfig({
  root,
  base: '/admin/',
  plugins: [react(), keystoneSchema()],
  resolve: {
    // ra-data-graphql declares Apollo Client 3; MixBuddy uses Apollo Client 4. One copy only.
    dedupe: ['@apollo/client', 'graphql', 'react', 'react-dom', 'react-router', 'react-router-dom'],
  },
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // Each resource folder is its own chunk already (lazyView: a dynamic import per view). The
    // libraries every screen needs get chunks of their own, so a new build of MixBuddy's code
    // leaves them cached; what only some views use (drag and drop, date pickers) stays with them.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            { name: 'graphql', test: /node_modules[\\/](@apollo|graphql|ra-data-graphql|@wry|optimism|zen-observable|rxjs)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    // `npx vite backoffice` during development: the API comes from a running MixBuddy server.
    proxy: { '/api': process.env.MIXBUDDY_URL ?? 'http://localhost:3000', '/login': process.env.MIXBUDDY_URL ?? 'http://localhost:3000' },
  },
});
