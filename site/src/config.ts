/**
 * The only place in site/ that reads `process.env`, at run time (not at build time: Vite would
 * inline `import.meta.env.*`, and the built site must behave by the environment it runs in).
 */
const env = globalThis.process?.env ?? {};

export const siteConfig = {
  /** Development helpers such as /dev/fejl exist only outside production. */
  devRoutes: env['NODE_ENV'] !== 'production',
};
