/**
 * What the /wallet pages share: the signed-in talent's balances (ledger-derived, from
 * cms/domain/wallet) and the page start (talent only, their id, the balances for the header).
 */
import type { AstroGlobal } from 'astro';
import type { KeystoneContext } from '@keystone-6/core/types';
import { actorOf } from '../../../cms/domain/actor';
import { balancesOf } from '../../../cms/domain/ledger';
import { ownTalentProfileId } from '../../../cms/domain/wallet';
import { runAction } from './forms';
import { requireRole } from './guard';

const NO_BALANCE = { available: 0, pending: 0, reserved: 0, requestable: 0 };

/**
 * The signed-in talent's wallet balances, or zeros for anyone without a talent profile. Any other
 * error is a server error and surfaces as one (the error screen), not as an empty wallet.
 */
export async function loadWallet(keystone: KeystoneContext) {
  const result = await runAction(async () => balancesOf(keystone.prisma, await ownTalentProfileId(keystone, actorOf(keystone))));
  return result.ok ? result.data : NO_BALANCE;
}

/** What every /wallet page starts with: talent only, their id and the balances for the header. */
export async function walletPage(astro: AstroGlobal) {
  const access = requireRole(astro, ['talent']);
  const wallet = access.allowed ? await loadWallet(astro.locals.keystone) : null;
  return { access, wallet, me: access.session?.itemId ?? '' };
}
