/**
 * The one table that maps react-admin resource names (the /admin/<resource> routes) to Keystone
 * lists. Several resources may share a list: `payoffs` and `payoffs-history` are both `Payoff`,
 * told apart by a fixed `where` that is AND-ed with every filter the user sets.
 *
 * - `list`: the Keystone list key (the GraphQL type name).
 * - `where`: a Keystone filter always applied to reads of this resource (optional).
 * - `searchFields`: the text fields the free-text `q` filter searches, OR-ed. Defaults to every
 *   String field of the list that Keystone lets us filter with `contains`. A dotted path follows
 *   relationships (`customer.email`); `id` matches a whole reference (the record's id).
 * - `presets`: named filters besides the list's fields, value → Keystone filter.
 * - `relationFilters`: id filters that follow to-one relationships, filter key → path: receipts'
 *   `talentId` is `booking.talent` (a receipt has no talent of its own, its booking has).
 * - `listFields`: the many relationships (`participants`) and counts (`bookingCount`) the
 *   resource's tables show. Rows of a table carry only these of them (each costs a query per row);
 *   a record opened on its own (getOne) has all its fields.
 * - `prefetch`: to-one relationships whose rows a list may ask for in the same query
 *   (`queryOptions={{ meta: { prefetch: ['customer'] } }}`, react-admin's prefetching), and the
 *   resource those rows belong to. React-admin puts them in its cache, so the table's
 *   ReferenceFields show names without a second round trip.
 */
import type { FilterPresets } from './mapping';

export type ResourceDefinition = {
  list: string;
  where?: Record<string, unknown>;
  searchFields?: readonly string[];
  presets?: FilterPresets;
  relationFilters?: Readonly<Record<string, string>>;
  listFields?: readonly string[];
  prefetch?: Readonly<Record<string, string>>;
};

/** `yes` / `no` filters on whether a timestamp is set (activated, blocked, verified …). */
const isSet = (field: string) => ({ yes: { [field]: { not: { equals: null } } }, no: { [field]: { equals: null } } });

export const resources = {
  // Routes of the back office (backoffice/README.md)
  // An admin looks a booking up by who booked it, who hosts it or its reference (the booking id).
  bookings: {
    list: 'Booking',
    searchFields: [
      'id',
      'customer.name',
      'customer.email',
      'talent.displayName',
      'talent.user.name',
      'talent.user.email',
      'menu.title',
      'address',
      'city',
    ],
    prefetch: { customer: 'users', talent: 'talents', menu: 'menus' },
  },
  messages: { list: 'Conversation', searchFields: ['subject'], listFields: ['participants', 'messagesCount'] },
  users: {
    list: 'User',
    searchFields: ['name', 'email', 'phone'],
    listFields: ['bookingCount'],
    presets: { activated: isSet('emailVerifiedAt'), ageVerified: isSet('ageVerifiedAt'), blocked: isSet('blockedAt') },
  },
  payoffs: { list: 'Payoff', where: { status: { in: ['requested', 'approved'] } }, searchFields: ['bankReference'] },
  // Any payoff, whatever its status (a ledger line's payoff).
  'payoffs-all': { list: 'Payoff' },
  'payoffs-history': {
    list: 'Payoff',
    where: { status: { in: ['paid', 'rejected'] } },
    searchFields: ['bankReference', 'rejectionReason'],
  },
  // Receipts and credit notes, looked up by number, the customer, the company or its CVR; a
  // talent's are those of their bookings (`talentId`, the talent's money tab links there).
  receipts: {
    list: 'Receipt',
    searchFields: ['customerName', 'companyName', 'companyCvr', 'talentName', 'menuTitle'],
    relationFilters: { talentId: 'booking.talent' },
  },
  star: { list: 'Star' },
  // Talent waiting for approval of their first publication (cms/domain/talent/vetting.ts).
  vetting: {
    list: 'TalentProfile',
    where: { verifiedAt: { equals: null }, vettingRequestedAt: { not: { equals: null } }, vettingRejectedAt: { equals: null } },
    searchFields: ['displayName', 'city'],
  },
  support: { list: 'SupportRequest', searchFields: ['name', 'email', 'message'] },
  'support-replies': { list: 'SupportReply' },
  // Lists the views refer to (ReferenceField targets); they have no pages of their own yet.
  talents: { list: 'TalentProfile', searchFields: ['displayName', 'headline', 'city'], presets: { verified: isSet('verifiedAt') } },
  menus: { list: 'Menu', searchFields: ['title', 'description'] },
  'chat-messages': { list: 'Message', searchFields: ['body'] },
  locations: { list: 'Location', searchFields: ['city', 'postcode'] },
  payments: { list: 'Payment' },
  reviews: { list: 'Review' },
  'ledger-entries': { list: 'LedgerEntry', searchFields: ['description', 'transactionId'] },
  'bank-accounts': { list: 'BankAccount', searchFields: ['registrationNumber'] },
} as const satisfies Record<string, ResourceDefinition>;

export type ResourceName = keyof typeof resources;

export function resourceDefinition(resource: string): ResourceDefinition {
  const definition = (resources as Record<string, ResourceDefinition>)[resource];
  if (!definition) {
    throw new Error(`Ukendt ressource "${resource}" — tilføj den i backoffice/src/dataProvider/resources.ts`);
  }
  return definition;
}
