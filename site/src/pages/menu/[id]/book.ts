/**
 * POST /menu/{id}/book — the booking form on the menu page (fields dato, tid, gaester, adresse,
 * postnummer, by, besked; as a company also firma=ja, firmanavn, cvr, ean, reference). Validates with the booking domain's zod schema, then calls
 * `requestBooking` (cms/domain/booking) as the visitor. Errors and typed values go back to the menu
 * page in the `booking` flash (site/src/lib/forms.ts → readFormFlash); success opens /my-bookings,
 * or — a menu marked "Book med det samme", accepted at once — Stripe Checkout.
 * A menu with alcohol and no passed 18+ check (reason AGE_CHECK_REQUIRED): the typed values are
 * kept for half an hour and the customer goes through the age check, which returns to the form.
 */
import type { APIRoute } from 'astro';
import { actorOf } from '../../../../../cms/domain/actor';
import { requestBooking } from '../../../../../cms/domain/booking';
import { bookingRequestSchema } from '../../../../../cms/domain/booking/schemas';
import { bookingFormFields, bookingsCopy } from '../../../i18n/bookings';
import { clearFormFlash, formValues, runAction, writeFormFlash } from '../../../lib/forms';
import { getSession } from '../../../lib/session';
import { AGE_CHECK_REQUIRED } from '../../../../../cms/domain/booking/age-gate';
import { checkoutReturnOrigin, startCheckout } from '../../../../../cms/domain/payments';

const AGE_CHECK_DRAFT_SECONDS = 30 * 60;

const danishName = Object.fromEntries(Object.entries(bookingFormFields).map(([danish, english]) => [english, danish])) as Record<
  string,
  string
>;
const toDanishErrors = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [danishName[field] ?? field, message]));

export const POST: APIRoute = async ({ params, request, cookies, locals, redirect }) => {
  const menuId = String(params.id ?? '');
  const back = `/menu/${encodeURIComponent(menuId)}`;
  const form = await request.formData().catch(() => null);
  const values = formValues(form, Object.keys(bookingFormFields));
  const fail = async (errors: Record<string, string>, message: string) => {
    await writeFormFlash(locals.keystone, cookies, 'booking', { errors, message, values });
    return redirect(`${back}?booking=fejl#booking`, 303);
  };

  const session = getSession({ locals });
  if (!session) {
    // Keep what they typed: after signing in they return to the menu page with the form filled.
    await writeFormFlash(locals.keystone, cookies, 'booking', { errors: {}, values });
    return redirect(`/login?next=${encodeURIComponent(back + '#booking')}`, 303);
  }

  const input = {
    menuId,
    date: values.dato,
    time: values.tid,
    guests: values.gaester,
    address: values.adresse,
    postcode: values.postnummer,
    city: values.by,
    message: values.besked,
    asCompany: values.firma === 'ja',
    companyName: values.firmanavn,
    companyCvr: values.cvr,
    companyEan: values.ean,
    companyReference: values.reference,
  };
  const parsed = bookingRequestSchema.safeParse(input);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return fail(toDanishErrors(errors), bookingsCopy.forms.fixErrors);
  }
  const keystone = locals.keystone;
  const result = await runAction(
    () => requestBooking(keystone, actorOf(keystone), { ...parsed.data, message: parsed.data.message ?? '' }),
    {
      unexpected: bookingsCopy.forms.unexpected,
    },
  );
  if (!result.ok && result.reason === AGE_CHECK_REQUIRED) {
    await writeFormFlash(locals.keystone, cookies, 'booking', { errors: {}, values }, { maxAgeSeconds: AGE_CHECK_DRAFT_SECONDS });
    return redirect(`/auth/age-verify/start?next=${encodeURIComponent(back + '#booking')}`, 303);
  }
  if (!result.ok) return fail(toDanishErrors(result.errors), result.message);
  const bookingId = result.data.id;
  // Sent: the typed values kept for the form (a reload, the age check) are no longer needed.
  clearFormFlash(cookies, 'booking');
  if (result.data.status === 'accepted') {
    // "Book med det samme": accepted at once, so straight on to payment (Stripe Checkout); should
    // that not start, the booking waits on /my-bookings with its "Betal nu".
    const checkout = await runAction(() => startCheckout(keystone, actorOf(keystone), bookingId, checkoutReturnOrigin(keystone)), {
      unexpected: bookingsCopy.forms.unexpected,
    });
    if (checkout.ok) return redirect(checkout.data.url, 303);
    return redirect(`/my-bookings?ok=booked#booking-${bookingId}`, 303);
  }
  return redirect(`/my-bookings?ok=requested#booking-${bookingId}`, 303);
};
