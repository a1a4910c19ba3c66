/**
 * A person's bookings for the booking pages (/bookings, /my-bookings), a page at a time and the
 * same cost at 20 bookings and at 2,000: what is still open (requested, accepted, paid) from the
 * soonest, and the history (completed, declined, expired, cancelled, refunded) from the latest,
 * each continuing after the last row shown (keyset paging on date and id). Rows are the actor's
 * own by construction — `customerId` is the customer, `talentId` the talent's own profile — so the
 * list's index on (that column, startsAt) answers each page; the related menu, talent, customer,
 * and review come with it, one query per relationship for the whole page.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import type { Session } from '../../access';
import type { Cursor } from '../paging';

export const OPEN_STATUSES = ['requested', 'accepted', 'paid'] as const;
export const HISTORY_STATUSES = ['completed', 'declined', 'expired', 'cancelled', 'refunded'] as const;

/** As the booking pages show a booking (dates as ISO text, as GraphQL gives them). */
export type BookingRow = {
  id: string;
  status: string;
  startsAt: string;
  guests: number;
  address: string;
  postcode: string;
  city: string;
  message: string;
  totalAmount: number;
  talentAmount: number;
  respondBy: string | null;
  payBy: string | null;
  menu: { id: string; title: string } | null;
  talent: { id: string; displayName: string } | null;
  customer: { name: string } | null;
  conversation: { id: string } | null;
  review: { id: string; rating: number; body: string; reply: string } | null;
};

// A booking with its menu, talent, customer and review: one statement with joins (Prisma reads
// each relation with a query of its own, five for a page).
const COLUMNS = `b."id", b."status", b."startsAt", b."guests", b."address", b."postcode", b."city", b."message", b."totalAmount",
  b."talentAmount", b."respondBy", b."payBy", b."conversation" AS "conversationId", m."id" AS "menuId", m."title" AS "menuTitle",
  t."id" AS "talentId", t."displayName" AS "talentName", u."name" AS "customerName", r."id" AS "reviewId", r."rating", r."body", r."reply"`;
const JOINS = `"Booking" b LEFT JOIN "Menu" m ON m."id" = b."menu" LEFT JOIN "TalentProfile" t ON t."id" = b."talent"
  LEFT JOIN "User" u ON u."id" = b."customer" LEFT JOIN "Review" r ON r."booking" = b."id"`;

type Raw = Record<string, any>;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function viewOf(row: Raw): BookingRow {
  return {
    id: row.id,
    status: row.status,
    startsAt: new Date(row.startsAt).toISOString(),
    guests: row.guests,
    address: row.address,
    postcode: row.postcode,
    city: row.city,
    message: row.message,
    totalAmount: row.totalAmount,
    talentAmount: row.talentAmount,
    respondBy: iso(row.respondBy),
    payBy: iso(row.payBy),
    menu: row.menuId ? { id: row.menuId, title: row.menuTitle } : null,
    talent: row.talentId ? { id: row.talentId, displayName: row.talentName } : null,
    customer: row.customerName != null ? { name: row.customerName } : null,
    conversation: row.conversationId ? { id: row.conversationId } : null,
    review: row.reviewId ? { id: row.reviewId, rating: row.rating, body: row.body, reply: row.reply } : null,
  };
}

/** The owner column and value of the signed-in person's bookings (as `side`), or null. */
function ownedBy(context: KeystoneContext, side: 'customer' | 'talent') {
  const session = context.session as Session | undefined;
  if (!session) return null;
  if (side === 'customer') return { column: 'customer', id: session.itemId };
  const profileId = session.data.talentProfileId;
  return profileId ? { column: 'talent', id: profileId } : null;
}

/**
 * A page of the signed-in person's bookings (as `side`): up to `take` + 1 open ones soonest first
 * after `openAfter`, and up to `take` + 1 of the history latest first after `historyAfter` (the
 * extra row tells the caller there is more). One statement; each half walks the (owner, startsAt)
 * index from its cursor.
 */
export async function bookingPages(
  context: KeystoneContext,
  options: { side: 'customer' | 'talent'; openAfter: Cursor | null; historyAfter: Cursor | null; take: number },
): Promise<{ open: BookingRow[]; history: BookingRow[] }> {
  const owner = ownedBy(context, options.side);
  if (!owner) return { open: [], history: [] };
  const { openAfter, historyAfter } = options;
  const rows = (await context.prisma.$queryRawUnsafe(
    `(SELECT 'open' AS "part", ${COLUMNS} FROM ${JOINS}
       WHERE b."${owner.column}" = $1 AND b."status" = ANY($2::text[]) AND ($4::timestamp(3) IS NULL OR (b."startsAt", b."id") > ($4, $5))
       ORDER BY b."startsAt", b."id" LIMIT $8)
     UNION ALL
     (SELECT 'history', ${COLUMNS} FROM ${JOINS}
       WHERE b."${owner.column}" = $1 AND b."status" = ANY($3::text[]) AND ($6::timestamp(3) IS NULL OR (b."startsAt", b."id") < ($6, $7))
       ORDER BY b."startsAt" DESC, b."id" DESC LIMIT $8)`,
    owner.id,
    [...OPEN_STATUSES],
    [...HISTORY_STATUSES],
    openAfter?.at ?? null,
    openAfter?.id ?? '',
    historyAfter?.at ?? null,
    historyAfter?.id ?? '',
    options.take + 1,
  )) as Raw[];
  return { open: rows.filter((r) => r.part === 'open').map(viewOf), history: rows.filter((r) => r.part === 'history').map(viewOf) };
}

/** One booking of the signed-in person (as `side`), or null: a link to a booking further back than the page shows. */
export async function ownBooking(context: KeystoneContext, side: 'customer' | 'talent', id: string): Promise<BookingRow | null> {
  const owner = ownedBy(context, side);
  if (!owner || !/^[A-Za-z0-9-]{1,64}$/.test(id)) return null;
  const [row] = (await context.prisma.$queryRawUnsafe(
    `SELECT ${COLUMNS} FROM ${JOINS} WHERE b."${owner.column}" = $1 AND b."id" = $2`,
    owner.id,
    id,
  )) as Raw[];
  return row ? viewOf(row) : null;
}
