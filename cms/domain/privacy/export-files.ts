/**
 * Where data exports' files live (`config.dataExportsDir`) and how one is removed. A stored name
 * is always `<uuid>.zip`, written by cms/domain/privacy/export.ts; any other name is never joined
 * to the folder, so no value from a row or a request can point outside it.
 */
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { config } from '../../config';

export const isExportFileName = (name: unknown): name is string => typeof name === 'string' && /^[A-Za-z0-9-]+\.zip$/.test(name);

/** The full path of a stored export, or null for a name that is not one. */
export const exportFilePath = (name: unknown) => (isExportFileName(name) ? join(config.dataExportsDir, name) : null);

/** Removes a data export's file; a file already gone is fine. */
export async function removeExportFile(fileName: string | null | undefined) {
  const path = exportFilePath(fileName);
  if (!path) return;
  await unlink(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}
