/**
 * POST /your-messages/new — "Send en besked" on a menu or profile page (hidden talentId =
 * TalentProfile id, menuId; textarea besked). Calls `startConversation` as the visitor; success
 * opens the conversation, errors and the typed text go back in the `message` flash.
 */
import type { APIRoute } from 'astro';
import { startConversationSchema } from '../../../../cms/domain/booking/schemas';
import { bookingsCopy } from '../../i18n/bookings';
import { formValues, refererPath, runMutation, writeFormFlash } from '../../lib/bookings';
import { getSession } from '../../lib/session';

const START = `mutation($talentId: ID!, $menuId: ID, $body: String!) { startConversation(talentId: $talentId, menuId: $menuId, body: $body) { id } }`;

export const POST: APIRoute = async ({ request, url, cookies, locals, redirect }) => {
  const form = await request.formData().catch(() => null);
  const values = formValues(form, ['talentId', 'menuId', 'besked']);
  const back =
    refererPath(request, url) ??
    (values.menuId ? `/menu/${encodeURIComponent(values.menuId)}` : `/profile/${encodeURIComponent(values.talentId)}`);
  const fail = (message: string) => {
    writeFormFlash(cookies, 'message', { errors: { besked: message }, message, values });
    return redirect(back.includes('?') ? back : `${back}?besked=fejl`, 303);
  };

  if (!getSession({ locals })) {
    writeFormFlash(cookies, 'message', { errors: {}, values });
    return redirect(`/login?next=${encodeURIComponent(back)}`, 303);
  }
  const parsed = startConversationSchema.safeParse({ talentId: values.talentId, menuId: values.menuId, body: values.besked });
  if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? bookingsCopy.forms.fixErrors);
  const result = await runMutation<{ startConversation: { id: string } | null }>(locals, START, {
    talentId: parsed.data.talentId,
    menuId: parsed.data.menuId || null,
    body: parsed.data.body,
  });
  const id = result.data?.startConversation?.id;
  if (!id) return fail(result.error ?? bookingsCopy.forms.unexpected);
  return redirect(`/your-messages/${id}`, 303);
};
