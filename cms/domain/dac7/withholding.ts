/**
 * Payouts withheld for missing DAC7 seller information (README.md beside this file): a talent becomes
 * a seller with their first earnings; sixty days later, without seller information, no payoff is
 * requested or approved until it is given. The balance stays; /wallet says why. Apart from the
 * reminders so the wallet can ask it without importing the report.
 */
import { now } from '../clock';
import { DAY } from '../time';

export const SECOND_REMINDER_AFTER_DAYS = 30;
export const WITHHOLD_AFTER_DAYS = 60;

/** When the talent first earned (their seller information is due since then), or null. */
export async function sellerInformationDueSince(db: any, talentId: string): Promise<Date | null> {
  const first = await db.ledgerEntry.findFirst({
    where: { talentId, account: { in: ['talent_pending', 'talent_available'] }, amount: { lt: 0 } },
    orderBy: { createdAt: 'asc' },
    select: { createdAt: true },
  });
  return first?.createdAt ?? null;
}

export const withheldFrom = (dueSince: Date) => new Date(dueSince.getTime() + WITHHOLD_AFTER_DAYS * DAY);

export const withholdingMessage = 'Dine udbetalinger er sat på pause, indtil du har givet dine oplysninger til Skattestyrelsen.';

/** Why the talent's payouts are withheld (Danish), or null when they may be paid. */
export async function payoutWithholding(db: any, talentId: string): Promise<string | null> {
  if (await db.sellerInformation.findFirst({ where: { talentId }, select: { id: true } })) return null;
  const since = await sellerInformationDueSince(db, talentId);
  return since && now() >= withheldFrom(since) ? withholdingMessage : null;
}
