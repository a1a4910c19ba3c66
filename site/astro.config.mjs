// @ts-check
// The MixBuddy site: server-rendered Astro pages served by Keystone's Express app
// (cms/server/mounts.ts calls the `handler` exported by the built `dist/server/entry.mjs`).
import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import sentry from '@sentry/astro';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [
    react(),
    // Error reporting. The browser SDK is started by src/sentry.client.ts from settings
    // the server renders into each page, so one build works with or without SENTRY_DSN. The server
    // half is @sentry/node started by cms/server/main.ts (its request handler would report a page
    // error before 500.astro can tag it with the digest, so it is off). Source maps are never
    // uploaded: the build has no network.
    sentry({
      enabled: { client: true, server: false },
      clientInitPath: fileURLToPath(new URL('./src/sentry.client.ts', import.meta.url)),
      autoInstrumentation: { requestHandler: false },
      sourcemaps: { disable: true },
      telemetry: false,
    }),
  ],
  // Sign-in lives in Keystone's session cookie; Astro's own session store is not used.
  session: false,
  // Forms post to the same origin only (login, logout, later booking forms).
  // CSP: Astro hashes its inline scripts (the astro-island bootstrap, directive and small hoisted
  // scripts) and sends them per page; the server keeps its own policy and adds only those hashes
  // (cms/server/security-headers.ts). Inline styles stay allowed there (see that file).
  security: {
    checkOrigin: true,
    csp: { algorithm: 'SHA-256', styleDirective: { resources: ["'self'", "'unsafe-inline'"] } },
  },
  build: { inlineStylesheets: 'auto' },
  devToolbar: { enabled: false },
});
