/** Item-level create rules for rows that hang off the signed-in talent's own profile. */
import type { KeystoneContext } from '@keystone-6/core/types';
import type { Session } from '../access';

type CreateArgs = { session?: Session; context: KeystoneContext; inputData: Record<string, any> };

/** A talent may attach new rows only to their own profile; admins to any. */
export async function ownTalentOnCreate({ session, context, inputData }: CreateArgs) {
  if (session?.data.role === 'admin') return true;
  if (session?.data.role !== 'talent') return false;
  const profileId = inputData.talent?.connect?.id;
  if (!profileId) return false;
  const profile = await context.sudo().db.TalentProfile.findOne({ where: { id: profileId } });
  return profile?.userId === session.itemId;
}

/** A customer may create rows only for themselves; admins for anyone. */
export function ownCustomerOnCreate({ session, inputData }: CreateArgs) {
  if (session?.data.role === 'admin') return true;
  return Boolean(session && inputData.customer?.connect?.id === session.itemId);
}
