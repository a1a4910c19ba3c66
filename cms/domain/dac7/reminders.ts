/**
 * Seller information that is missing (README.md beside this file). A talent becomes a seller with
 * their first earnings (the first credit to their pending or available balance). From then:
 * - reminder 1 by email at once (the next daily run), reminder 2 thirty days later;
 * - sixty days after the first earnings, payouts are withheld — the balance stays and /wallet says
 *   why — until the information is given (`payoutWithholding`, asked by the wallet before a payoff
 *   is requested or approved).
 * Reminders run as the daily `sellerInformationReminders` job (cms/jobs); each is a row of
 * SellerInformationReminder written with its email in one transaction, unique per talent and
 * number, so a reminder is sent once however many processes run the job.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { queueEmail } from '../../email';
import { now } from '../clock';
import { copenhagenParts, DAY } from '../time';
import { dac7Emails } from './emails';
import { SECOND_REMINDER_AFTER_DAYS, withheldFrom } from './withholding';
import { figuresOfYear } from './report';

/** The daily run: every talent who earned and has not given their information gets the reminder that is due. */
export async function sendSellerInformationReminders(context: KeystoneContext) {
  const prisma = context.prisma;
  const given = (await prisma.sellerInformation.findMany({ select: { talentId: true } })).map((row: any) => row.talentId);
  const sellers = await prisma.ledgerEntry.groupBy({
    by: ['talentId'],
    where: { talentId: { not: null, notIn: given }, account: { in: ['talent_pending', 'talent_available'] }, amount: { lt: 0 } },
    _min: { createdAt: true },
  });
  const at = now();
  let sent = 0;
  for (const seller of sellers) {
    const since: Date = seller._min.createdAt;
    const done = await prisma.sellerInformationReminder.count({ where: { talentId: seller.talentId } });
    const due = at.getTime() - since.getTime() >= SECOND_REMINDER_AFTER_DAYS * DAY ? 2 : 1;
    if (done >= due) continue;
    const number = (done + 1) as 1 | 2;
    const profile = await prisma.talentProfile.findUnique({
      where: { id: seller.talentId },
      select: { user: { select: { name: true, email: true } } },
    });
    if (!profile?.user?.email) continue;
    try {
      await prisma.$transaction(async (tx: any) => {
        await tx.sellerInformationReminder.create({ data: { talentId: seller.talentId, number, createdAt: at } });
        await queueEmail(tx, dac7Emails.reminder(profile.user.email, profile.user.name, number, withheldFrom(since)));
      });
      sent += 1;
    } catch (error: any) {
      // Another process sent this reminder at the same moment (unique talent + number).
      if (error?.code !== 'P2002') throw error;
    }
  }
  return { sent };
}

/**
 * In January, before the report is due on 31 January: every seller of the past year gets the
 * figures MixBuddy reports about them (the daily `dac7Statements` crontab of 10 January). All emails
 * are queued in one transaction, so a retried run never sends half of them twice.
 */
export async function sendDac7Statements(context: KeystoneContext, year = copenhagenParts(now()).year - 1) {
  const sellers = await figuresOfYear(context, year);
  const profiles = await context.prisma.talentProfile.findMany({
    where: { id: { in: sellers.map((s) => s.talentId) } },
    select: { id: true, user: { select: { name: true, email: true } } },
  });
  const userOf = new Map(profiles.map((p: any) => [p.id, p.user]));
  await context.prisma.$transaction(async (tx: any) => {
    for (const seller of sellers) {
      const user: any = userOf.get(seller.talentId);
      if (user?.email) await queueEmail(tx, dac7Emails.statement(user.email, user.name, year, seller.quarters));
    }
  });
  return { year, sent: sellers.length };
}
