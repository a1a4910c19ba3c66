// Client init for @sentry/astro (astro.config.mjs `clientInitPath`), injected into every page.
// Loads the SDK only when the server rendered Sentry settings into the page.
import { startSentry } from './lib/sentry-client';

void startSentry();
