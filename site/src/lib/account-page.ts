/**
 * The account page's form posts (/account and /settings/account share it): each section posts
 * an `action` field, and this runs the matching domain function. Returns what the page shows,
 * or a redirect (after deleting the account or signing out on every device). "Download mine
 * data" starts an export (cms/domain/privacy/export.ts); the page shows the latest one.
 */
import type { AstroGlobal } from 'astro';
import { changePassword, deleteAccount, endAllSessions, requestActivationEmail, updateAccount } from '../../../cms/domain/accounts';
import { latestDataExport, requestDataExport, type DataExportView } from '../../../cms/domain/privacy/export';
import { ownAccount } from './accounts';
import { runAction, textValues, type ActionResult } from './forms';

export type AccountPageState = {
  basePath: '/account' | '/settings/account';
  account: NonNullable<Awaited<ReturnType<typeof ownAccount>>>;
  action: string;
  result: ActionResult | null;
  values: Record<string, string>;
  emailChangePending: boolean;
  /** The person's latest "Download mine data" request, if any. */
  dataExport: DataExportView | null;
};

export async function accountPage(
  Astro: AstroGlobal,
  userId: string,
  basePath: AccountPageState['basePath'],
): Promise<{ redirect: Response } | { state: AccountPageState }> {
  const keystone = Astro.locals.keystone;
  let action = '';
  let result: ActionResult | null = null;
  let values: Record<string, string> = {};
  let emailChangePending = false;
  if (Astro.request.method === 'POST') {
    values = textValues(await Astro.request.formData().catch(() => null));
    action = values.action ?? '';
    if (action === 'details') {
      result = await runAction(async () => {
        emailChangePending = (await updateAccount(keystone, values)).emailChangePending;
      });
    } else if (action === 'resend') {
      result = await runAction(() => requestActivationEmail(keystone));
    } else if (action === 'delete') {
      result = await runAction(() => deleteAccount(keystone, values));
      if (result.ok) return { redirect: Astro.redirect('/login?besked=slettet', 303) };
    } else if (action === 'export') {
      result = await runAction(() => requestDataExport(keystone));
    } else if (action === 'sign-out-everywhere') {
      result = await runAction(() => endAllSessions(keystone));
      if (result.ok) return { redirect: Astro.redirect('/login?besked=logget-ud-overalt', 303) };
    }
    if (result && !result.ok) Astro.response.status = 400;
  }
  const account = await ownAccount(keystone, userId);
  if (!account) return { redirect: Astro.redirect('/login', 302) };
  const dataExport = await latestDataExport(keystone);
  return { state: { basePath, account, action, result, values, emailChangePending, dataExport } };
}

/** The change-password page's post (both routes share it). */
export async function changePasswordPage(Astro: AstroGlobal, userId: string) {
  let result: ActionResult | null = null;
  if (Astro.request.method === 'POST') {
    const values = textValues(await Astro.request.formData().catch(() => null));
    result = await runAction(() => changePassword(Astro.locals.keystone, values));
    if (!result.ok) Astro.response.status = 400;
  }
  const account = await ownAccount(Astro.locals.keystone, userId);
  return { result, hasPassword: Boolean(account?.hasPassword) };
}
