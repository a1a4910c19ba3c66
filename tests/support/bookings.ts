/**
 * A small world for the booking tests, built through the GraphQL API by the demo admin:
 * two verified customers (activated and 18+ checked), two talent (talent 1 with a bank account and a published menu), and
 * helpers to move MixBuddy's clock, run the scheduler, pay on the Stripe simulator, send
 * signed webhooks and read the whole ledger.
 */
import Stripe from 'stripe';
import { Visitor } from './server';

export const DEMO_PASSWORD = 'mixbuddy-demo-2026';
export const PASSWORD = 'booking-test-password-2026';
/** The simulator's signing secret (cms/config.ts) — what Stripe would share with us. */
export const SIMULATOR_WEBHOOK_SECRET = 'whsec_mixbuddy_simulator';
export const SIMULATOR_KEY = 'sk_test_mixbuddy_simulator';
export const DAY = 86_400_000;

export async function must<T = any>(visitor: Visitor, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await visitor.gql<T>(query, variables);
  if (result.errors?.length || !result.data) throw new Error(`GraphQL failed: ${JSON.stringify(result.errors)}\n${query}`);
  return result.data;
}

/** A Copenhagen date `days` from now as YYYY-MM-DD. */
export function dateInDays(days: number, base = Date.now()) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date(base + days * DAY));
}

export async function createBookingWorld(baseUrl: string) {
  const admin = new Visitor(baseUrl);
  await admin.signIn('admin@mixbuddy.dk', DEMO_PASSWORD);
  const tag = Math.random().toString(36).slice(2, 8);
  const verifiedAt = new Date(Date.now() - DAY).toISOString();

  const createUser = async (key: string, role: 'customer' | 'talent') => {
    const email = `${key}-${tag}@example.dk`;
    // Customers have passed the 18+ check: the test menu is a cocktail menu (with alcohol).
    const age = role === 'customer' ? { ageVerifiedAt: verifiedAt, ageCheckedAt: verifiedAt, ageCheckResult: 'adult' } : {};
    const data = await must(admin, `mutation($data: UserCreateInput!) { createUser(data: $data) { id } }`, {
      data: { name: `Test ${key}`, email, password: PASSWORD, role, emailVerifiedAt: verifiedAt, ...age },
    });
    const visitor = new Visitor(baseUrl);
    await visitor.signIn(email, PASSWORD);
    return { id: data.createUser.id as string, email, visitor };
  };
  const profileFor = async (userId: string, name: string) =>
    (
      await must(admin, `mutation($data: TalentProfileCreateInput!) { createTalentProfile(data: $data) { id } }`, {
        // Approved (vetting), as every talent with public menus is.
        data: { user: { connect: { id: userId } }, displayName: name, verifiedAt: new Date().toISOString() },
      })
    ).createTalentProfile.id as string;

  const customerA = await createUser('kunde-a', 'customer');
  const customerB = await createUser('kunde-b', 'customer');
  const talent1 = await createUser('talent-1', 'talent');
  const talent2 = await createUser('talent-2', 'talent');
  const profile1 = await profileFor(talent1.id, `Talent Et ${tag}`);
  const profile2 = await profileFor(talent2.id, `Talent To ${tag}`);
  await must(admin, `mutation($data: BankAccountCreateInput!) { createBankAccount(data: $data) { id } }`, {
    data: { talent: { connect: { id: profile1 } }, registrationNumber: '1234', accountNumber: '0012345678' },
  });
  const menu = await must(admin, `mutation($data: MenuCreateInput!) { createMenu(data: $data) { id } }`, {
    data: {
      talent: { connect: { id: profile1 } },
      title: `Testmenu ${tag}`,
      status: 'published',
      category: 'cocktails',
      pricePerGuest: 25_000,
      minGuests: 1,
      maxGuests: 100,
      durationMinutes: 180,
    },
  });

  return {
    baseUrl,
    tag,
    admin,
    anonymous: new Visitor(baseUrl),
    customerA,
    customerB,
    talent1: { ...talent1, profileId: profile1 },
    talent2: { ...talent2, profileId: profile2 },
    menuId: menu.createMenu.id as string,
  };
}
export type BookingWorld = Awaited<ReturnType<typeof createBookingWorld>>;

export const BOOKING_FIELDS = 'id status totalAmount commissionAmount talentAmount conversation { id }';

export async function requestBooking(w: BookingWorld, customer: Visitor, date: string, time = '18:00', guests = 10) {
  return customer.gql(
    `mutation($m: ID!, $d: String!, $t: String!, $g: Int!) { requestBooking(menuId: $m, date: $d, time: $t, guests: $g, address: "Festvej 2", postcode: "8000", city: "Aarhus C", message: "Vi glæder os") { ${BOOKING_FIELDS} } }`,
    { m: w.menuId, d: date, t: time, g: guests },
  );
}

export async function acceptedBooking(w: BookingWorld, date: string, time = '18:00', guests = 10) {
  const requested = await requestBooking(w, w.customerA.visitor, date, time, guests);
  const id = requested.data?.requestBooking?.id as string;
  if (!id) throw new Error(`request failed: ${JSON.stringify(requested.errors)}`);
  await must(w.talent1.visitor, `mutation($id: ID!) { acceptBooking(id: $id) { id } }`, { id });
  return id;
}

/** 20 requests for one talent on `date`, 17:00–17:50, three hours each: every pair overlaps. */
export async function overlappingRequests(w: BookingWorld, date: string) {
  const ids: string[] = [];
  for (let i = 0; i < 20; i++) {
    const customer = i % 2 ? w.customerA.visitor : w.customerB.visitor;
    const result = await requestBooking(w, customer, date, `17:${String((i % 6) * 10).padStart(2, '0')}`, 5);
    ids.push(result.data.requestBooking.id);
  }
  return ids;
}

/** Starts checkout as customer A and pays on the simulator's hosted page (as the Betal button does). */
export async function payBooking(w: BookingWorld, bookingId: string) {
  const { startCheckout } = await must(w.customerA.visitor, `mutation($id: ID!) { startCheckout(bookingId: $id) { url sessionId } }`, {
    id: bookingId,
  });
  const paid = await fetch(`${w.baseUrl}/stripe-simulator/checkout/${startCheckout.sessionId}/pay`, { method: 'POST', redirect: 'manual' });
  return { sessionId: startCheckout.sessionId as string, url: startCheckout.url as string, location: paid.headers.get('location') ?? '' };
}

export async function bookingStatus(w: BookingWorld, id: string) {
  const data = await must(w.admin, `query($id: ID!) { booking(where: { id: $id }) { status } }`, { id });
  return data.booking.status as string;
}

export async function moveClock(baseUrl: string, advanceMs: number) {
  const res = await fetch(`${baseUrl}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  });
  if (!res.ok) throw new Error(`clock: ${res.status}`);
  return res.json();
}
/** Sets MixBuddy's clock to `at` (what `now()` returns on the server), whatever today is. */
export async function setClockTo(baseUrl: string, at: Date) {
  const res = await fetch(`${baseUrl}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offsetMs: at.getTime() - Date.now() }),
  });
  if (!res.ok) throw new Error(`clock: ${res.status}`);
}

export async function resetClock(baseUrl: string) {
  await fetch(`${baseUrl}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offsetMs: 0 }),
  });
}
export async function runScheduler(baseUrl: string) {
  const res = await fetch(`${baseUrl}/api/test/scheduler`, { method: 'POST' });
  return res.json() as Promise<{ expired: number; completed: number; released: number }>;
}

/** Sends a Stripe-signed webhook with `checkout.session.completed` for a session. */
export async function sendCheckoutCompleted(
  baseUrl: string,
  event: { id: string; sessionId: string; bookingId: string; amount: number },
  secret = SIMULATOR_WEBHOOK_SECRET,
) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: event.sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        status: 'complete',
        amount_total: event.amount,
        currency: 'dkk',
        metadata: { bookingId: event.bookingId },
        payment_intent: `pi_test_${event.id}`,
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return fetch(`${baseUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}

export async function ledgerSum(w: BookingWorld) {
  // Every entry: the API answers at most 100 rows per request (maxTake), so page through.
  let sum = 0;
  for (let skip = 0; ; skip += 100) {
    const data = await must(w.admin, `query($skip: Int!) { ledgerEntries(take: 100, skip: $skip, orderBy: [{ id: asc }]) { amount } }`, {
      skip,
    });
    const page = data.ledgerEntries as { amount: number }[];
    sum += page.reduce((total, e) => total + e.amount, 0);
    if (page.length < 100) return sum;
  }
}

/** Credits a talent's available balance (a balanced pair, as a released booking would). */
export async function creditAvailable(w: BookingWorld, profileId: string, amount: number) {
  const tx = `test-${Math.random().toString(36).slice(2)}`;
  await must(w.admin, `mutation($data: [LedgerEntryCreateInput!]!) { createLedgerEntries(data: $data) { id } }`, {
    data: [
      { transactionId: tx, account: 'stripe_clearing', amount },
      { transactionId: tx, account: 'talent_available', amount: -amount, talent: { connect: { id: profileId } } },
    ],
  });
}

export type LedgerLine = { account: string; amount: number; at: string; booking?: string; talent?: string };
/**
 * One balanced transaction, appended by the admin (as a correction would be) at a chosen instant;
 * `tx` names it, so several calls may add lines to one transaction.
 */
export async function postLedger(w: BookingWorld, lines: LedgerLine[], tx = `test-${Math.random().toString(36).slice(2)}`) {
  await must(w.admin, `mutation($data: [LedgerEntryCreateInput!]!) { createLedgerEntries(data: $data) { id } }`, {
    data: lines.map((l) => ({
      transactionId: tx,
      account: l.account,
      amount: l.amount,
      createdAt: l.at,
      ...(l.booking ? { booking: { connect: { id: l.booking } } } : {}),
      ...(l.talent ? { talent: { connect: { id: l.talent } } } : {}),
    })),
  });
}

/** A page as a visitor sees it (their cookie, no redirects followed). */
export async function page(baseUrl: string, visitor: Visitor, path: string) {
  const res = await fetch(baseUrl + path, { headers: visitor.cookie ? { cookie: visitor.cookie } : {}, redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') ?? '', html: await res.text() };
}
