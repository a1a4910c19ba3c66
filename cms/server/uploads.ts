/**
 * Image uploads over HTTP for the menu editor and the profile photo:
 * - POST /api/uploads/images  multipart/form-data with one `file`; signed-in talent (or admin)
 *   only; answers `{ path }` or `{ error }` with a Danish message (400, 401/403, 413).
 * - GET /uploads/<name>.webp  the stored, re-encoded images (immutable names).
 * The body is read with a hard byte cap, so an oversized upload is refused without buffering it.
 * Images are written durably (temporary file, fsync, rename: cms/domain/talent/images.ts); what a
 * crash left half-written is removed at start.
 */
import { isDatabaseUnavailable } from '../db/unavailable';
import express, { type Express, type Request } from 'express';
import type { KeystoneContext } from '@keystone-6/core/types';
import { config } from '../config';
import { ImageUploadError, MAX_IMAGE_BYTES, imageErrors, removeStaleUploadTemps, storeUploadedImage } from '../domain/talent/images';

/** Room for the multipart envelope around a file of the maximum size. */
const MAX_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

function readBody(req: Request, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) return Promise.reject(new ImageUploadError(imageErrors.tooLarge, 413));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off('data', onData);
      req.off('end', onEnd);
      reject(new ImageUploadError(imageErrors.tooLarge, 413));
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', reject);
  });
}

const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

/** Reads and discards the rest of a request body; false if it is longer than `limit`. */
function drained(req: Request, limit: number): Promise<boolean> {
  if (req.readableEnded) return Promise.resolve(true);
  return new Promise((done) => {
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        done(false);
      }
    });
    req.once('end', () => done(true));
    req.once('error', () => done(false));
    req.once('close', () => done(req.readableEnded));
    req.resume();
  });
}

export function mountUploads(app: Express, context: KeystoneContext) {
  void removeStaleUploadTemps().then((removed) => {
    if (removed) console.warn(`[uploads] removed ${removed} unfinished upload${removed > 1 ? 's' : ''} left by an earlier crash`);
  });
  app.use(
    '/uploads',
    express.static(config.uploadsDir, { index: false, redirect: false, immutable: true, maxAge: '1y', fallthrough: false }),
  );
  app.post('/api/uploads/images', async (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      const requestContext = await context.withRequest(req, res);
      const role = (requestContext.session as { data?: { role?: string } } | undefined)?.data?.role;
      if (!role) throw new ImageUploadError('Du skal være logget ind for at uploade billeder', 401);
      if (role !== 'talent' && role !== 'admin') throw new ImageUploadError(imageErrors.notAllowed, 403);
      const body = await readBody(req, MAX_BODY_BYTES);
      // The platform's own multipart parser (undici), so no extra dependency reads the form.
      const form = await new Response(new Uint8Array(body), { headers: { 'content-type': String(req.headers['content-type'] ?? '') } })
        .formData()
        .catch(() => null);
      const file = form?.get('file');
      if (!file || typeof file === 'string') throw new ImageUploadError(imageErrors.missing);
      const path = await storeUploadedImage(new Uint8Array(await file.arrayBuffer()));
      res.status(201).json({ path });
    } catch (error) {
      if (error instanceof ImageUploadError) {
        // Browsers only show an answer once they have sent the body, so a moderately oversized
        // one is read and thrown away; beyond that the connection is closed.
        if (error.status === 413 && !(await drained(req, MAX_DRAIN_BYTES))) res.setHeader('Connection', 'close');
        res.status(error.status).json({ error: error.message });
        return;
      }
      // The database away: 503 with Retry-After (cms/server/unavailable.ts).
      if (isDatabaseUnavailable(error)) return next(error);
      console.error(error);
      res.status(500).json({ error: 'Billedet kunne ikke gemmes. Prøv igen.' });
    }
  });
}

/**
 * Keystone puts graphql-upload's multipart parser in front of every request, which consumes (or
 * rejects) any multipart body — the image upload route's and the site's file forms'. MixBuddy has
 * no GraphQL file fields, so the parser is limited to the GraphQL path and other routes get
 * their bodies untouched.
 */
export function limitGraphqlUploadsToApi(app: Express, graphqlPath = '/api/graphql') {
  type Layer = { name?: string; handle: express.RequestHandler };
  const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  for (const layer of stack) {
    if (layer.name !== 'graphqlUploadExpressMiddleware') continue;
    const parse = layer.handle;
    layer.handle = (req, res, next) => (req.path === graphqlPath ? parse(req, res, next) : next());
  }
}
