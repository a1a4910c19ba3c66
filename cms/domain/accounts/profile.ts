/**
 * The person's own account: name, phone and email (a new email must be confirmed from that
 * address before it replaces the old one), and deleting the account.
 *
 * Deleting anonymises rather than removes the row: bookings, payments and ledger entries refer
 * to it and must be kept for accounting (bogføringsloven). Name, email, phone, password, Google
 * link and age check are wiped, the account is blocked, every session ends, and a talent's
 * menus are archived. What no law requires goes at once (article 17): the messages they wrote,
 * favourites, review texts, support requests (also those sent signed out with their email), data
 * exports, the street address and note of their bookings; of a talent the profile's name (a
 * neutral placeholder, so old bookings and statements still read), headline, presentation,
 * specialities, portrait (and its file), city, address and CVR, their service areas, calendar,
 * iCal feed, external calendar and its busy days. The bank account stays: DAC7 reports it for the
 * years still to be reported (retention `dac7`), and the DAC7 pruner removes it with the seller
 * information. What is left is removed by the pruning job when its period ends
 * (cms/domain/privacy/retention.ts). The deletion runs once under the person's row lock, however
 * many times the form is posted at once.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { z } from 'zod';
import { endSessionsOf } from '../../auth/sessions';
import { queueEmail } from '../../email';
import { emails } from '../../email/templates';
import { now } from '../clock';
import { inTransaction, type Tx } from '../locks';
import { removeExportFile } from '../privacy/export-files';
import { removeUploadedImage } from '../talent/images';
import { DomainError, conflict, parseInput } from '../errors';
import { allowEmailRequest, tooManyRequests } from './rate-limit';
import { emailSchema, endSession, findUserByEmail, nameSchema, requireCurrentPassword, signedInUser } from './shared';
import { issueToken } from './tokens';

export const updateAccountSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .max(30, 'Telefonnummeret er for langt.')
    .regex(/^(\+?[\d\s-]{8,20})?$/, 'Skriv et gyldigt telefonnummer, fx +45 12 34 56 78.')
    .optional()
    .default(''),
});

export async function updateAccount(context: KeystoneContext, input: unknown) {
  const user = await signedInUser(context);
  const { name, phone, email } = parseInput(updateAccountSchema, input);
  await context.prisma.user.update({ where: { id: user.id }, data: { name, phone } });
  if (email === user.email) return { emailChangePending: false };
  if (await findUserByEmail(context, email)) throw conflict('E-mailadressen bruges allerede af en anden konto.');
  if (!(await allowEmailRequest(context, user.email))) throw tooManyRequests();
  const token = await issueToken(context, user.id, 'change-email', email);
  await queueEmail(context.prisma, emails.confirmNewEmail(email, token));
  // Only an address its owner has proven hears of the change: else the new address (typed by
  // whoever registered it) would be mailed to a stranger.
  if (user.emailVerifiedAt) await queueEmail(context.prisma, emails.emailChangeRequested(user.email, email));
  return { emailChangePending: true };
}

export const DELETE_CONFIRMATION = 'SLET';

/** A deleted account's email ends with this: how the pruning job recognises what is left of one. */
export const DELETED_EMAIL_DOMAIN = '@slettet.mixbuddy.invalid';

/** What a deleted talent is called where their old bookings, receipts and statements still name them. */
export const DELETED_TALENT_NAME = 'Slettet talent';

export const deleteAccountSchema = z.object({
  confirm: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === DELETE_CONFIRMATION, {
      message: `Skriv ${DELETE_CONFIRMATION} for at bekræfte, at kontoen skal slettes.`,
    }),
  currentPassword: z.string().optional(),
});

export async function deleteAccount(context: KeystoneContext, input: unknown) {
  const user = await signedInUser(context);
  const { currentPassword } = parseInput(deleteAccountSchema, input);
  if (user.role === 'admin') throw new DomainError('En administratorkonto kan ikke slette sig selv.', {}, 'FORBIDDEN');
  if (user.password) await requireCurrentPassword(user, currentPassword);
  const open = await context.prisma.booking.count({
    where: {
      status: { in: ['requested', 'accepted', 'paid'] },
      OR: [{ customerId: user.id }, { talent: { userId: user.id } }],
    },
  });
  if (open > 0) {
    throw new DomainError(
      'Du har bookinger, der ikke er afsluttet. Aflys dem eller vent, til de er gennemført, før du sletter kontoen.',
      {},
      'CONFLICT',
    );
  }
  const deletedAt = now();
  const ownTalent = { talent: { userId: user.id } };
  // Support requests are theirs by account or, sent from the contact form signed out, by their address
  // (as the data export finds them).
  const ownSupportRequests = { OR: [{ userId: user.id }, { email: { equals: user.email, mode: 'insensitive' as const } }] };
  const deleted = await inTransaction(context, async (tx: Tx) => {
    // One deletion per account: concurrent posts of the form (a double click, a resent form) wait for
    // the person's row, and all but the first find the account already deleted and change nothing.
    await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${user.id} FOR UPDATE`;
    const current: { email: string } | null = await tx.user.findUnique({ where: { id: user.id }, select: { email: true } });
    if (!current || current.email.endsWith(DELETED_EMAIL_DOMAIN)) return null;
    const exportFiles: { fileName: string }[] = await tx.dataExport.findMany({ where: { userId: user.id }, select: { fileName: true } });
    const talent: { id: string; photo: string } | null = await tx.talentProfile.findUnique({
      where: { userId: user.id },
      select: { id: true, photo: true },
    });
    await tx.user.update({
      where: { id: user.id },
      data: {
        name: 'Slettet bruger',
        email: `slettet-${user.id}${DELETED_EMAIL_DOMAIN}`,
        phone: '',
        password: null,
        googleSubject: null,
        ageVerifiedAt: null,
        ageCheckedAt: null,
        ageCheckResult: null,
        blockedAt: deletedAt,
      },
    });
    await tx.authToken.deleteMany({ where: { userId: user.id } });
    await tx.talentProfile.updateMany({
      where: { userId: user.id },
      data: {
        displayName: DELETED_TALENT_NAME,
        headline: '',
        presentation: '',
        specialities: '',
        photo: '',
        city: '',
        address: '',
        cvr: '',
      },
    });
    await tx.menu.updateMany({ where: ownTalent, data: { status: 'archived' } });
    await tx.location.deleteMany({ where: ownTalent });
    await tx.availability.deleteMany({ where: ownTalent });
    // The private feed's secret and the external calendar's URL, with the busy days read from it.
    await tx.calendarFeed.deleteMany({ where: ownTalent });
    await tx.externalBusyDay.deleteMany({ where: ownTalent });
    // Article 17: what no law needs goes now (cms/domain/privacy/retention.ts, `content`).
    await tx.message.deleteMany({ where: { senderId: user.id } });
    await tx.favourite.deleteMany({ where: { customerId: user.id } });
    await tx.review.updateMany({ where: { customerId: user.id }, data: { body: '' } });
    await tx.supportReply.deleteMany({ where: { request: ownSupportRequests } });
    await tx.supportRequest.deleteMany({ where: ownSupportRequests });
    // The bookkeeping keeps amounts and dates; the event's street address and the customer's note are not bookkeeping.
    // Raw, so `updatedAt` stays: the pruner dates a booking by it, and the deletion must not restart its 5 years.
    await tx.$executeRaw`UPDATE "Booking" SET "address" = '', "message" = '' WHERE "customer" = ${user.id}`;
    await tx.dataExport.deleteMany({ where: { userId: user.id } });
    // The goodbye goes to the address that no longer is on file: the job carries it. Queued with the
    // deletion, so it is sent once, and only if the deletion commits.
    await queueEmail(tx, emails.accountDeleted(user.email));
    return { exportFiles, talent };
  });
  if (deleted) {
    for (const file of deleted.exportFiles) await removeExportFile(file.fileName);
    // The portrait's file, unless a menu shows the same upload (menus are archived, not emptied).
    const photo = deleted.talent?.photo;
    if (photo && !(await context.prisma.menu.count({ where: { images: { array_contains: [photo] } } }))) {
      await removeUploadedImage(photo);
    }
  }
  await endSessionsOf(context, user.id);
  await endSession(context);
  return { ok: true };
}
