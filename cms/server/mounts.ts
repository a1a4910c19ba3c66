/**
 * The two front ends on Keystone's Express app:
 * - /admin: the static react-admin build with an SPA fallback (path routing, not hash routing);
 * - everything else: Astro's SSR handler, given a request-scoped Keystone context as `locals`
 *   so pages read data in-process with the visitor's own access rights.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type Express } from 'express';
import type { KeystoneContext } from '@keystone-6/core/types';

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

export async function mountSite(app: Express, context: KeystoneContext) {
  if (!existsSync(siteServerEntry)) return;
  // Astro's hashed bundles never change; other public files (images, favicon) may.
  app.use('/_astro', express.static(resolve(siteClientDir, '_astro'), { immutable: true, maxAge: '1y', redirect: false }));
  app.use(express.static(siteClientDir, { index: false, maxAge: '1h', redirect: false }));
  // A computed URL keeps esbuild from inlining Astro's server bundle: the site is built on its own
  // (by Astro) and loaded at run time (docs/ARCHITECTURE.md, "Request flow").
  const { handler } = (await import(pathToFileURL(siteServerEntry).href)) as { handler: AstroHandler };
  app.use(async (req, res, next) => {
    try {
      handler(req, res, next, { keystone: await context.withRequest(req, res) });
    } catch (error) {
      next(error);
    }
  });
}
