/**
 * The editor's two requests. Saving goes through the `saveTalentMenu` mutation, which validates on
 * the server (cms/domain/talent/menus.ts) and answers with a message per field; images go one by
 * one to /api/uploads/images, which checks and resizes them. A network failure throws; the hook
 * turns it into a Danish message.
 */
import type { EditorMenu, FieldErrors } from './types';

export type SaveResponse = {
  ok: boolean;
  menuId: string | null;
  /** As stored: `pending` while the talent waits for approval. */
  status: string | null;
  message: string | null;
  fieldErrors: FieldErrors;
  missingStepHref: string | null;
};

const SAVE_MENU = `mutation SaveTalentMenu($id: ID, $data: JSON!) {
  saveTalentMenu(id: $id, data: $data) { ok menuId status message fieldErrors missingStepHref }
}`;

/** Saves the menu (a new one when `id` is null); throws when there is no answer to show. */
export async function saveMenu(id: string | null, data: EditorMenu): Promise<SaveResponse> {
  const response = await fetch('/api/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: SAVE_MENU, variables: { id, data } }),
  });
  const json = (await response.json()) as { data?: { saveTalentMenu: SaveResponse }; errors?: { message: string }[] };
  const result = json.data?.saveTalentMenu;
  if (!result) throw new Error(json.errors?.[0]?.message ?? 'unknown');
  return result;
}

/** Uploads one image: its stored path, or no path and the server's reason (if it gave one). */
export async function uploadImage(file: File): Promise<{ path?: string; error?: string }> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch('/api/uploads/images', { method: 'POST', body, credentials: 'same-origin' });
  const answer = (await response.json().catch(() => ({}))) as { path?: string; error?: string };
  if (!response.ok || !answer.path) return { error: answer.error };
  return { path: answer.path };
}
