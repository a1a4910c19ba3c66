// @ts-check
// The MixBuddy site: server-rendered Astro pages served by Keystone's Express app
// (cms/server/mounts.ts calls the `handler` exported by the built `dist/server/entry.mjs`).
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  // Sign-in lives in Keystone's session cookie; Astro's own session store is not used.
  session: false,
  // Forms post to the same origin only (login, logout, later booking forms).
  security: { checkOrigin: true },
  build: { inlineStylesheets: 'auto' },
  devToolbar: { enabled: false },
});
