/**
 * What the menu editor pages hand the island: the menu in the editor's shape (kroner as text),
 * the categories and the setup steps still missing before the talent may publish.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { AccountNotActiveError, assertAccountActive } from '../../../cms/domain/account-status';
import { missingOnboardingSteps } from '../../../cms/domain/talent/onboarding';
import { kronerInputText } from '../../../cms/domain/money';
import { findOwnProfile } from '../../../cms/domain/talent/profile';
import { menuCategories } from '../../../cms/domain/vocabulary';
import type { EditorMenu } from '../components/talent/menu-editor/types';

export const editorCategories = menuCategories.map((c) => ({ value: c.value, label: c.label }));

export const emptyMenu: EditorMenu = {
  title: '',
  description: '',
  category: 'cocktails',
  items: [{ name: '', description: '' }],
  priceKroner: '',
  minGuests: '10',
  maxGuests: '40',
  durationMinutes: '180',
  containsAlcohol: true,
  instantBooking: false,
  allergens: '',
  images: [],
  status: 'draft',
};

export function toEditorMenu(menu: Record<string, any>): EditorMenu {
  const images = Array.isArray(menu.images) ? menu.images.filter((i: unknown): i is string => typeof i === 'string') : [];
  const items = Array.isArray(menu.items)
    ? menu.items.map((i: any) => ({ name: String(i?.name ?? ''), description: String(i?.description ?? '') }))
    : [];
  return {
    title: menu.title ?? '',
    description: menu.description ?? '',
    category: menu.category ?? 'cocktails',
    items,
    priceKroner: kronerInputText(menu.pricePerGuest ?? 0),
    minGuests: String(menu.minGuests ?? 1),
    maxGuests: String(menu.maxGuests ?? 1),
    durationMinutes: String(menu.durationMinutes ?? 180),
    containsAlcohol: Boolean(menu.containsAlcohol),
    instantBooking: Boolean(menu.instantBooking),
    allergens: menu.allergens ?? '',
    images,
    // A menu waiting for approval is one the talent chose to publish: the editor shows it so.
    status: menu.status === 'pending' ? 'published' : (menu.status ?? 'draft'),
  };
}

/** The steps (and account activation) that stand between the talent and a published menu. */
export async function publishingGaps(keystone: KeystoneContext, userId: string) {
  const profile = await findOwnProfile(keystone);
  const gaps: { label: string; href: string }[] = missingOnboardingSteps(profile).map((s) => ({ label: s.label, href: s.href }));
  try {
    await assertAccountActive(keystone, userId);
  } catch (error) {
    if (!(error instanceof AccountNotActiveError)) throw error;
    gaps.push({ label: error.message, href: '/activate-account' });
  }
  return { profile, gaps };
}
