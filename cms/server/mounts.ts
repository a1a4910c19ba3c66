/**
 * The two front ends on Keystone's Express app:
 * - /admin: the static react-admin build with an SPA fallback (path routing, not hash routing);
 * - the site's built files (site/dist/client), precompressed at build time;
 * - the anonymous public pages from the rendered-page cache (page-cache.ts);
 * - everything else: Astro's SSR handler, given a request-scoped Keystone context as `locals`
 *   so pages read data in-process with the visitor's own access rights.
 */
import { existsSync, readdirSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type Express } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { KeystoneContext } from '@keystone-6/core/types';
import { config } from '../config';
import { createPageCache, type PageRenderer } from './page-cache';
import { isDatabaseUnavailable } from '../db/unavailable';
import { countQueries, type QueryTally } from '../db/query-count';
import { logDatabaseUnavailable, type ErrorPageRenderer } from './unavailable';

const backofficeDir = resolve('backoffice/dist');
const siteServerEntry = resolve('site/dist/server/entry.mjs');
const siteClientDir = resolve('site/dist/client');

export function mountBackoffice(app: Express) {
  if (!existsSync(backofficeDir)) return;
  app.use('/admin/assets', express.static(resolve(backofficeDir, 'assets'), { immutable: true, maxAge: '1y', redirect: false }));
  app.use('/admin', express.static(backofficeDir, { index: false, redirect: false, maxAge: '1h' }));
  const sendShell: express.RequestHandler = (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(resolve(backofficeDir, 'index.html'));
  };
  app.get(['/admin', '/admin/{*path}'], sendShell);
}

type AstroHandler = (req: express.Request, res: express.Response, next: express.NextFunction, locals: object) => void;

/** The URL paths of the site's built files (not their .br/.gz twins), read once at start. */
function builtFiles(dir: string) {
  const files = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    files.add(`/${relative(dir, resolve(entry.parentPath, entry.name)).split(sep).join('/')}`);
  }
  return files;
}

/**
 * The site's built files, each sent as its precompressed .br/.gz twin when the browser takes it
 * (scripts/build.mjs writes them). Only paths in the build are looked up on disk: a page request
 * costs a Set lookup, not a `stat`.
 */
function serveBuiltFiles(app: Express) {
  const files = builtFiles(siteClientDir);
  // Astro's hashed bundles never change; other public files (images, favicon) may.
  const hashed = expressStaticGzip(siteClientDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { immutable: true, maxAge: '1y', redirect: false },
  });
  const other = expressStaticGzip(siteClientDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { maxAge: '1h', redirect: false },
  });
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !files.has(req.path)) return next();
    return (req.path.startsWith('/_astro/') ? hashed : other)(req, res, next);
  });
}

/** Mounts the site; returns what renders its error page for an error met outside Astro. */
export async function mountSite(app: Express, context: KeystoneContext): Promise<ErrorPageRenderer | undefined> {
  if (!existsSync(siteServerEntry)) return undefined;
  serveBuiltFiles(app);
  // A computed URL keeps esbuild from inlining Astro's server bundle: the site is built on its own
  // (by Astro) and loaded at run time (docs/ARCHITECTURE.md, "Request flow").
  const { handler } = (await import(pathToFileURL(siteServerEntry).href)) as { handler: AstroHandler };
  // The site's middleware throws `locals.failed`, so Astro renders its error page (500.astro) for it.
  const renderErrorPage: ErrorPageRenderer = (req, res, next, error) => handler(req, res, next, { failed: error });
  const render: PageRenderer = async (req, res, next) => {
    let keystone: KeystoneContext;
    try {
      keystone = await context.withRequest(req, res);
    } catch (error) {
      // The visitor's session could not be read: the database is away (503), or a real error.
      if (!isDatabaseUnavailable(error)) throw error;
      logDatabaseUnavailable(error);
      return renderErrorPage(req, res, next, error);
    }
    return handler(req, res, next, { keystone });
  };
  if (config.pageCache.enabled) app.use(createPageCache(render, { ...config.pageCache, publicUrl: config.publicUrl }).middleware);
  app.use(async (req, res, next) => {
    try {
      await (config.queryLog ? renderCounted(render, req, res, next) : render(req, res, next));
    } catch (error) {
      next(error);
    }
  });
  return renderErrorPage;
}

/** A page render whose SQL statements are counted and logged when the response has gone (DB_QUERY_LOG=on). */
function renderCounted(render: PageRenderer, req: express.Request, res: express.Response, next: express.NextFunction) {
  const tally: QueryTally = { queries: 0, statements: config.queryLogStatements ? [] : undefined };
  res.once('finish', () => {
    const statements = tally.statements?.map((sql) => `  ${sql.replace(/\s+/g, ' ').slice(0, 300)}\n`).join('') ?? '';
    process.stderr.write(`db-queries ${req.method} ${req.originalUrl} ${tally.queries}\n${statements}`);
  });
  return countQueries(tally, () => render(req, res, next));
}
