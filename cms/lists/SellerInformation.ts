/**
 * SellerInformation — what a talent gives for DAC7 reporting to Skattestyrelsen (cms/domain/dac7/README.md):
 * a person's full name, birth date, primary address and tax number with its issuing country, or a
 * business's legal name, address, CVR and VAT number. The bank account stays in BankAccount.
 *
 * Checklist (docs/security.md):
 * - Read: nobody through GraphQL (omitted); the talent's own page and the report read it through the
 *   DAC7 domain (Prisma, scoped to the signed-in talent or to an admin).
 * - Write: only `saveSellerInformation` (cms/domain/dac7/seller-information.ts); no generated
 *   create/update/delete (omitted). One row per talent (unique `talentId`), never re-connected.
 * - The tax number (CPR) is never stored in clear: `taxNumberEncrypted` is AES-256-GCM with
 *   SELLER_INFORMATION_KEY (cms/domain/dac7/encryption.ts); `taxNumberMasked` ("010190-****") is
 *   what the talent sees afterwards. Every decryption writes a SellerInformationRead row first.
 * - Private: writes announce no page-cache change.
 */
import { list } from '@keystone-6/core';
import { calendarDay, relationship, select, text, timestamp } from '@keystone-6/core/fields';
import { allowNobody } from '../access';
import { sellerKinds } from '../domain/dac7/kinds';
import { createdAt, uniqueTogether } from './shared';

export const SellerInformation = list({
  access: {
    operation: { query: allowNobody, create: allowNobody, update: allowNobody, delete: allowNobody },
  },
  graphql: { omit: true },
  db: uniqueTogether(['talentId']),
  fields: {
    talent: relationship({ ref: 'TalentProfile' }),
    kind: select({ type: 'string', options: sellerKinds.map((value) => ({ value, label: value })), validation: { isRequired: true } }),
    /** A person's full name, or a business's legal name. */
    name: text({ validation: { isRequired: true } }),
    birthDate: calendarDay(),
    street: text(),
    postcode: text(),
    city: text(),
    /** ISO 3166-1 alpha-2 of the primary address. */
    country: text({ defaultValue: 'DK' }),
    /** ISO 3166-1 alpha-2 of the country that issued the tax number (a person's; a business's CVR is DK). */
    taxCountry: text({ defaultValue: 'DK' }),
    taxNumberEncrypted: text(),
    taxNumberMasked: text(),
    cvr: text(),
    vatNumber: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ db: { updatedAt: true } }),
  },
});
