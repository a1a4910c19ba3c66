/**
 * "Log ud på alle enheder": the signed-in person ends every one of their sessions — a lost
 * phone, a shared computer, a cookie someone copied — including the one they are using, whose
 * cookie is cleared too. The next page is the sign-in page. Takes no input.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { endSessionsOf } from '../../auth/sessions';
import { endSession, signedInUser } from './shared';

export async function endAllSessions(context: KeystoneContext) {
  const user = await signedInUser(context);
  const ended = await endSessionsOf(context, user.id);
  await endSession(context);
  return { ended };
}
