/**
 * Writing a file so that its name is either absent or complete, also after a crash or a full
 * disk: to a temporary name in the same folder, flushed to disk, renamed to its final name (atomic
 * within one file system), and the folder flushed. Used for uploaded images
 * (cms/domain/talent/images.ts) and data exports (cms/domain/privacy/export.ts).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/** Temporary files start with a dot: never a name that /uploads/ serves or a menu links to. */
export const TEMP_PREFIX = '.upload-';
export const TEMP_SUFFIX = '.tmp';

/** Writes `bytes` to `dir/name` so that `name` is either absent or complete, also after a crash. */
export async function writeDurably(dir: string, name: string, bytes: Uint8Array, mode = 0o644) {
  await mkdir(dir, { recursive: true });
  const temp = join(dir, `${TEMP_PREFIX}${randomUUID()}${TEMP_SUFFIX}`);
  try {
    const file = await open(temp, 'wx', mode);
    try {
      await file.writeFile(bytes);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temp, join(dir, name));
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw error;
  }
  // The rename itself is only durable once the folder's entry is on disk.
  const folder = await open(dir, 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
