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
});
