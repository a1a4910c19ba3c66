/**
 * Every role rule of MixBuddy, as small named functions (Keystone's usecase-roles style).
 *
 * - `isSignedIn` and `permissions.*` answer yes/no for operation access.
 * - `rules.*` return a Prisma-style filter for `filter` access, so Keystone itself narrows every
 *   query to the rows a person may see. Deny by default: a rule that does not match returns false.
 * - `fieldRules.*` guard single fields (email, phone, bank account number …).
 * - One door for writes: customers and talent never write through the generated
 *   create/update/delete mutations; those are `permissions.isAdmin` (the back office), and every
 *   change a customer or talent makes is a named domain mutation (cms/graphql, cms/domain).
 *   Relationships that carry ownership or money are set once at creation and never re-connected
 *   (`fieldRules.setOnCreateByAdmin`, `fieldRules.never`), not even by an admin.
 * - Filters and sorting are admin-only except on the few public fields each list names
 *   (`publicFilters` in cms/lists/shared.ts), so nobody can probe private data one character at a
 *   time through `where` or `orderBy` — counts included. docs/security.md has the whole matrix.
 */
import type { KeystoneContext } from '@keystone-6/core/types';

export type Role = 'customer' | 'talent' | 'admin';

export type Session = {
  listKey: 'User';
  itemId: string;
  /** Re-read on every request (cms/auth); `emailVerifiedAt` null = not activated yet. */
  data: {
    id: string;
    name: string;
    email: string;
    role: Role;
    emailVerifiedAt?: string | Date | null;
    /** The person's own talent profile, read with the session (cms/auth/sessions.ts); null when they have none. */
    talentProfileId?: string | null;
  };
};

type AccessArgs = { session?: Session; context?: KeystoneContext };
type FieldArgs = AccessArgs & { item?: Record<string, unknown> };

const sessionOf = (args: AccessArgs): Session | undefined => (args.session ?? (args.context?.session as Session | undefined)) || undefined;
const roleOf = (args: AccessArgs) => sessionOf(args)?.data.role;
const userIdOf = (args: AccessArgs) => sessionOf(args)?.itemId;

export const isSignedIn = (args: AccessArgs) => Boolean(sessionOf(args));

export const permissions = {
  /** Also the rule for every generated create/update/delete: the back office only. */
  isAdmin: (args: AccessArgs) => roleOf(args) === 'admin',
};

/** The talent profile that belongs to the signed-in person. */
const ownTalentProfile = (args: AccessArgs) => ({ user: { id: { equals: userIdOf(args) } } });

/*
 * The rules on the lists a person reads a lot of (bookings, ledger, payoffs, receipts) compare the
 * rows' own foreign-key columns (`customerId`, `talentId`: cms/lists/shared.ts foreignKey) with ids
 * the session already holds, so the list's index on that column answers them. The same rule written
 * through the relationship (`talent: { user: { id } }`) joins User and TalentProfile, and an OR of
 * two joins is served by no index: every booking read, then sorted (bench/signed-in.mjs).
 */

/** Rows whose `talentId` is the signed-in person's talent profile; false for someone without one. */
function ownTalentRows(args: AccessArgs) {
  const session = sessionOf(args);
  if (!session) return false;
  const profileId = session.data.talentProfileId;
  // A session from before the profile id was kept (or built by hand) still gets the right rows.
  if (profileId === undefined) return { talent: ownTalentProfile(args) };
  return profileId ? { talentId: { equals: profileId } } : false;
}

export const rules = {
  /** Users: admins see all; others see themselves, approved talent and people they share a conversation with. */
  users(args: AccessArgs) {
    if (permissions.isAdmin(args)) return true;
    const talent = { role: { equals: 'talent' }, talentProfile: { verifiedAt: { not: null } } };
    const me = userIdOf(args);
    if (!me) return talent;
    return {
      OR: [{ id: { equals: me } }, talent, { conversations: { some: { participants: { some: { id: { equals: me } } } } } }],
    };
  },
  /** Rows whose `talent` relationship is the signed-in talent's own profile. */
  ownedByTalent(args: AccessArgs) {
    if (permissions.isAdmin(args)) return true;
    return ownTalentRows(args);
  },
  /**
   * Menus: published for everyone, unless an admin blocked their talent's account; the owner's
   * drafts and archive; menus a customer booked (also when the talent was blocked since).
   */
  visibleMenus(args: AccessArgs) {
    if (permissions.isAdmin(args)) return true;
    const published = { status: { equals: 'published' }, talent: { user: { blockedAt: { equals: null } } } };
    const me = userIdOf(args);
    if (!me) return published;
    return {
      OR: [published, { talent: ownTalentProfile(args) }, { bookings: { some: { customer: { id: { equals: me } } } } }],
    };
  },
  /**
   * Talent profiles: approved (verified) talent whose account is not blocked for everyone; a talent
   * sees their own profile while it waits for approval; a customer the talent they booked. Admins all.
   */
  visibleTalent(args: AccessArgs) {
    if (permissions.isAdmin(args)) return true;
    const verified = { verifiedAt: { not: null }, user: { blockedAt: { equals: null } } };
    const me = userIdOf(args);
    if (!me) return verified;
    return { OR: [verified, { user: { id: { equals: me } } }, { bookings: { some: { customer: { id: { equals: me } } } } }] };
  },
  /** Rows that belong to the signed-in person through a `customer` relationship. */
  ownedByCustomer(args: AccessArgs) {
    if (permissions.isAdmin(args)) return true;
    const me = userIdOf(args);
    if (!me) return false;
    return { customer: { id: { equals: me } } };
  },
  /** As `ownedByCustomer`, on a list with the `customerId` column filter (bookings, receipts). */
  ownedByCustomerColumn(args: AccessArgs) {
    if (permissions.isAdmin(args)) return true;
    const me = userIdOf(args);
    if (!me) return false;
    return { customerId: { equals: me } };
  },
  /** Bookings: the customer who booked, the talent booked, admins. */
  bookingParties(args: AccessArgs) {
    if (permissions.isAdmin(args)) return true;
    const me = userIdOf(args);
    if (!me) return false;
    const asTalent = ownTalentRows(args);
    return asTalent ? { OR: [{ customerId: { equals: me } }, asTalent] } : { customerId: { equals: me } };
  },
  /** Payments: as their booking. */
  paymentParties(args: AccessArgs) {
    const bookingRule = rules.bookingParties(args);
    if (typeof bookingRule === 'boolean') return bookingRule;
    return { booking: bookingRule };
  },
  /** Receipts and credit notes: the customer who paid, and admins — never the talent. */
  receiptOwner(args: AccessArgs) {
    return rules.ownedByCustomerColumn(args);
  },
  /** Conversations: participants and admins. */
  conversationParticipants(args: AccessArgs) {
    if (permissions.isAdmin(args)) return true;
    const me = userIdOf(args);
    if (!me) return false;
    return { participants: { some: { id: { equals: me } } } };
  },
  /** Messages: as their conversation. */
  messageParticipants(args: AccessArgs) {
    const rule = rules.conversationParticipants(args);
    if (typeof rule === 'boolean') return rule;
    return { conversation: rule };
  },
};

export const fieldRules = {
  /** Personal fields: the person and admins. */
  selfOrAdmin({ session, item }: FieldArgs) {
    if (session?.data.role === 'admin') return true;
    return Boolean(session && item && String(item.id) === session.itemId);
  },
  /** Fields on a talent profile that only its owner and admins see (address, CVR). */
  talentOwnerOrAdmin({ session, item }: FieldArgs) {
    if (session?.data.role === 'admin') return true;
    return Boolean(session && item && String(item.userId) === session.itemId);
  },
  adminOnly: ({ session }: FieldArgs) => session?.data.role === 'admin',
  /** Ownership and money links (talent of a menu, booking parties, ledger …): an admin sets them
   * when creating the row; nobody re-connects them afterwards — that is a domain operation. */
  setOnCreateByAdmin: { create: ({ session }: FieldArgs) => session?.data.role === 'admin', update: () => false },
  /** The other side of an ownership link: never written from this side, by anyone. */
  never: { create: () => false, update: () => false },
  /** A message's original text: while it is not hidden by moderation, or for admins. */
  messageBodyReadable: ({ session, item }: FieldArgs) => session?.data.role === 'admin' || !item?.hiddenAt,
};

export const allowNobody = () => false;
