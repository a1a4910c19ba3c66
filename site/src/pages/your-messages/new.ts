/**
 * POST /your-messages/new — "Send en besked" on a menu or profile page (hidden talentId =
 * TalentProfile id, menuId; textarea besked). Starts the conversation (cms/domain/messaging) as the visitor; success
 * opens the conversation, errors and the typed text go back in the `message` flash.
 */
import type { APIRoute } from 'astro';
import { actorOf } from '../../../../cms/domain/actor';
import { startConversationSchema } from '../../../../cms/domain/messaging/schemas';
import { startDirectConversation } from '../../../../cms/domain/messaging';
import { bookingsCopy } from '../../i18n/bookings';
import { formValues, refererPath, runAction, writeFormFlash } from '../../lib/forms';
import { getSession } from '../../lib/session';

const isId = (value: string) => /^[A-Za-z0-9_-]{1,64}$/.test(value);

export const POST: APIRoute = async ({ request, url, cookies, locals, redirect }) => {
  const form = await request.formData().catch(() => null);
  const values = formValues(form, ['talentId', 'menuId', 'besked']);
  // Only an id-shaped value goes into the Location header: the fields are posted text.
  const back =
    refererPath(request, url) ??
    (isId(values.menuId) ? `/menu/${values.menuId}` : isId(values.talentId) ? `/profile/${values.talentId}` : '/');
  const fail = async (message: string) => {
    await writeFormFlash(locals.keystone, cookies, 'message', { errors: { besked: message }, message, values });
    return redirect(back.includes('?') ? back : `${back}?besked=fejl`, 303);
  };

  if (!getSession({ locals })) {
    await writeFormFlash(locals.keystone, cookies, 'message', { errors: {}, values });
    return redirect(`/login?next=${encodeURIComponent(back)}`, 303);
  }
  const parsed = startConversationSchema.safeParse({ talentId: values.talentId, menuId: values.menuId, body: values.besked });
  if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? bookingsCopy.forms.fixErrors);
  const keystone = locals.keystone;
  const result = await runAction(
    () =>
      startDirectConversation(keystone, actorOf(keystone), {
        talentId: parsed.data.talentId,
        menuId: parsed.data.menuId || '',
        body: parsed.data.body,
      }),
    { unexpected: bookingsCopy.forms.unexpected },
  );
  if (!result.ok) return fail(result.message);
  return redirect(`/your-messages/${result.data.id}`, 303);
};
