/**
 * The five setup steps as the pages see them: what a step's form shows, and what a post of it
 * does. The setup pages (/dashboard/setup/*) and the settings pages (/settings/*) share these,
 * so a talent edits the same data the same way in both places.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { ImageUploadError, storeUploadedImage } from '../../../cms/domain/talent/images';
import { addLocation, firstAreaGuess, ownLocations, removeLocation } from '../../../cms/domain/talent/locations';
import {
  findOwnProfile,
  ownBankAccount,
  saveBankInformation,
  savePersonalInformation,
  saveProfilePresentation,
} from '../../../cms/domain/talent/profile';
import { DomainError } from '../../../cms/domain/errors';
import { acceptTalentTerms } from '../../../cms/domain/talent/terms';
import { onboardingSteps, type OnboardingStepKey } from '../../../cms/domain/talent/onboarding';
import { requireRole, type Access } from './guard';
import { runAction, textValues, type ActionResult, type FormValues } from './forms';

export type StepKey = OnboardingStepKey;

/** The setup pages in order — the same list the domain uses to decide what is missing. */
export const setupOrder: { key: StepKey; href: string }[] = onboardingSteps.map(({ key, href }) => ({ key, href }));

/** Where the setup goes after `step`: the next step, or the dashboard after the last one. */
export function nextSetupHref(step: StepKey) {
  const index = setupOrder.findIndex((s) => s.key === step);
  return setupOrder[index + 1]?.href ?? '/dashboard';
}

/** The values a step's form starts with. */
export async function stepValues(keystone: KeystoneContext): Promise<FormValues> {
  const profile = await findOwnProfile(keystone);
  const session = keystone.session as { itemId: string } | undefined;
  const user = session
    ? ((await keystone.query.User.findOne({ where: { id: session.itemId }, query: 'name phone' })) as {
        name: string;
        phone: string | null;
      } | null)
    : null;
  return {
    name: user?.name ?? '',
    phone: user?.phone ?? '',
    address: profile?.address ?? '',
    city: profile?.city ?? '',
    cvr: profile?.cvr ?? '',
    displayName: profile?.displayName ?? user?.name ?? '',
    headline: profile?.headline ?? '',
    presentation: profile?.presentation ?? '',
    specialities: profile?.specialities ?? '',
    photo: profile?.photo ?? '',
    place: firstAreaGuess(profile),
  };
}

/** Runs the post of one step's form. `form.get('step')` picks the step on pages with several forms. */
export async function postStep(keystone: KeystoneContext, step: StepKey, form: FormData | null): Promise<ActionResult> {
  const values = textValues(form);
  switch (step) {
    case 'personalInfo':
      return runAction(() => savePersonalInformation(keystone, values as never));
    case 'presentation': {
      // A new photo is stored first; if the text is refused, the form keeps the stored photo
      // (hidden field) so the talent does not have to pick the file again.
      let uploaded = '';
      const result = await runAction(async () => {
        const file = form?.get('photoFile');
        if (file && typeof file !== 'string' && file.size > 0) {
          try {
            uploaded = await storeUploadedImage(new Uint8Array(await file.arrayBuffer()));
          } catch (error) {
            if (error instanceof ImageUploadError) throw new DomainError(error.message, { photo: error.message });
            throw error;
          }
        }
        await saveProfilePresentation(keystone, { ...values, photo: uploaded || values.photo } as never);
      });
      return !result.ok && uploaded ? { ...result, values: { photo: uploaded } } : result;
    }
    case 'locations':
      if (values.intent === 'remove') return runAction(() => removeLocation(keystone, values.locationId ?? ''));
      return runAction(() => addLocation(keystone, values as never));
    case 'bank':
      return runAction(() => saveBankInformation(keystone, values as never));
    case 'terms':
      return runAction(() => acceptTalentTerms(keystone, values));
  }
}

type StepPageContext = Parameters<typeof requireRole>[0] & { request: Request; locals: App.Locals; response: { status?: number } };

export type StepPage = {
  access: Access;
  result: ActionResult | null;
  /** The step whose form was posted and refused (its fields get the messages). */
  failedStep: StepKey | null;
  errors: Record<string, string>;
  values: FormValues;
  locations: Awaited<ReturnType<typeof ownLocations>>;
  account: Awaited<ReturnType<typeof ownBankAccount>>;
};

/**
 * Everything a setup or settings page does before rendering: the talent guard, a posted form
 * (`step` field picks which of `steps`), the redirect after success, and the form's values —
 * after a refusal, what the talent typed. Returns a Response to send instead (redirects).
 */
export async function stepPage(
  Astro: StepPageContext,
  steps: StepKey[],
  successHref: (step: StepKey) => string,
): Promise<Response | StepPage> {
  const access = requireRole(Astro, ['talent']);
  if (access.redirect) return access.redirect;
  const page: StepPage = { access, result: null, failedStep: null, errors: {}, values: {}, locations: [], account: null };
  if (!access.allowed) return page;
  const keystone = Astro.locals.keystone;
  page.values = await stepValues(keystone);
  if (Astro.request.method === 'POST') {
    const form = await Astro.request.formData().catch(() => null);
    const posted = form?.get('step');
    const step = steps.find((s) => s === posted) ?? steps[0];
    const result = await postStep(keystone, step, form);
    if (result.ok) return Astro.redirect(successHref(step), 303);
    Object.assign(page, { result, failedStep: step, errors: result.errors });
    page.values = { ...page.values, ...textValues(form), ...(result.values ?? {}) };
    Astro.response.status = 400;
  }
  if (steps.includes('locations')) page.locations = await ownLocations(keystone);
  if (steps.includes('bank')) page.account = await ownBankAccount(keystone);
  return page;
}
