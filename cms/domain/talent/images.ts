/**
 * Image uploads for menus and talent portraits. The bytes are checked by decoding them (the
 * browser's file name and MIME type are not trusted), then re-encoded with sharp: rotated
 * upright, shrunk to fit 1600 px, metadata (GPS!) dropped, saved as WebP under a random name.
 * Nothing is written unless every check passed, so a refused upload leaves no file behind.
 *
 * The file is written durably: to a temporary name in the same folder, flushed to disk, then
 * renamed to its final name and the folder flushed — so a full disk, a failed write or a crash
 * never leaves a half-written image under a name that a menu links to (the rename is atomic
 * within one file system). A failed write removes its temporary file; one left by a crash is
 * removed at the next start (`removeStaleUploadTemps`).
 */
import { randomUUID } from 'node:crypto';
import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { config } from '../../config';
import { TEMP_PREFIX, TEMP_SUFFIX, writeDurably } from '../files';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_MB = MAX_IMAGE_BYTES / 1024 / 1024;
/** The stored copy fits inside this many pixels each way. */
export const MAX_EDGE_PX = 1600;
/** The smallest upload, each way. */
export const MIN_EDGE_PX = 200;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif']);

export const imageErrors = {
  missing: 'Vælg et billede at uploade',
  tooLarge: `Billedet er for stort. Det må højst fylde ${MAX_IMAGE_MB} MB.`,
  notImage: 'Filen er ikke et billede. Upload et JPG-, PNG-, WebP-, AVIF- eller HEIC-billede.',
  tooSmall: `Billedet er for lille. Det skal være mindst ${MIN_EDGE_PX} × ${MIN_EDGE_PX} pixel.`,
  notAllowed: 'Kun talent kan uploade billeder',
} as const;

export class ImageUploadError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** Validates, resizes and stores one image; returns its public path (`/uploads/<uuid>.webp`). */
export async function storeUploadedImage(bytes: Uint8Array | null | undefined): Promise<string> {
  if (!bytes || bytes.byteLength === 0) throw new ImageUploadError(imageErrors.missing);
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new ImageUploadError(imageErrors.tooLarge, 413);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: 80_000_000 }).metadata();
  } catch {
    throw new ImageUploadError(imageErrors.notImage);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new ImageUploadError(imageErrors.notImage);
  if ((metadata.width ?? 0) < MIN_EDGE_PX || (metadata.height ?? 0) < MIN_EDGE_PX) throw new ImageUploadError(imageErrors.tooSmall);
  let output: Buffer;
  try {
    output = await sharp(bytes, { limitInputPixels: 80_000_000 })
      .rotate()
      .resize({ width: MAX_EDGE_PX, height: MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new ImageUploadError(imageErrors.notImage);
  }
  const name = `${randomUUID()}.webp`;
  await writeDurably(config.uploadsDir, name, output);
  return `/uploads/${name}`;
}

/** The file name of an upload path (`/uploads/<uuid>.webp`), or null for anything else (a shipped image, a stray value). */
const uploadFileName = (path: string | null | undefined) => /^\/uploads\/([a-z0-9-]+\.webp)$/.exec(path ?? '')?.[1] ?? null;

/** Removes an uploaded image's file (a shipped `/images/…` path is left alone); a file already gone is fine. */
export async function removeUploadedImage(path: string | null | undefined) {
  const name = uploadFileName(path);
  if (!name) return;
  await unlink(join(config.uploadsDir, name)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/**
 * Removes temporary files a crashed write left in the uploads folder. Only those older than
 * `olderThanMs`: another process sharing the folder may be writing one right now.
 */
export async function removeStaleUploadTemps(olderThanMs = 10 * 60_000): Promise<number> {
  const names = await readdir(config.uploadsDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith(TEMP_PREFIX) || !name.endsWith(TEMP_SUFFIX)) continue;
    const path = join(config.uploadsDir, name);
    const info = await stat(path).catch(() => null);
    if (!info || Date.now() - info.mtimeMs < olderThanMs) continue;
    await unlink(path).then(
      () => removed++,
      () => {},
    );
  }
  return removed;
}
