import { defineConfig } from '@playwright/test';
import base from '../e2e/playwright.config';

// `npm run screenshots`: the phone layouts in docs/screenshots/, taken on the e2e server and its
// demo data (the same global setup). Not part of `npm test`: run it after changing a layout.
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '**/*.shots.ts',
  globalSetup: '../e2e/global-setup.ts',
  outputDir: '../../test-results/screenshots',
  use: {
    ...base.use,
    // Chromium draws date and time fields in its own UI language, not the page's locale: Danish
    // (dd.mm.åååå, 24-hour clock) like a Danish phone. Needs Chromium's Danish locale file
    // (Debian: `apt-get install chromium-l10n`); without it Chromium falls back to US English.
    launchOptions: {
      ...base.use?.launchOptions,
      args: [...(base.use?.launchOptions?.args ?? []), '--lang=da-DK'],
      env: { ...process.env, LANG: 'da_DK.UTF-8', LANGUAGE: 'da' },
    },
  },
});
