/**
 * Signed-in state for the demo roles, made once per worker and shared by every spec that needs it
 * (the crawl, the fit check, the screenshots): one POST /login per role instead of one per test.
 */
import { request, type APIRequestContext, type BrowserContextOptions } from '@playwright/test';
import { DEMO_PASSWORD, E2E_PORT } from './server';

export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const ROLES = { visitor: '', customer: 'kunde@mixbuddy.dk', talent: 'talent@mixbuddy.dk', admin: 'admin@mixbuddy.dk' } as const;
export type Role = keyof typeof ROLES;
type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

const states = new Map<Role, Promise<StorageState>>();

async function signIn(role: Role): Promise<StorageState> {
  const api = await request.newContext({ baseURL: BASE_URL });
  try {
    if (ROLES[role]) {
      // An anonymous form post must come from our own origin (site/src/lib/csrf.ts).
      const res = await api.post('/login', {
        form: { email: ROLES[role], password: DEMO_PASSWORD },
        headers: { origin: BASE_URL },
        maxRedirects: 0,
      });
      if (res.status() !== 303) throw new Error(`sign-in as ${role} failed: ${res.status()}`);
    }
    return await api.storageState();
  } finally {
    await api.dispose();
  }
}

/** The cookies of a signed-in `role` (empty for the visitor), for `browser.newContext({ storageState })`. */
export function stateOf(role: Role): Promise<StorageState> {
  if (!states.has(role)) states.set(role, signIn(role));
  return states.get(role)!;
}

/** An HTTP client signed in as `role`; the caller disposes of it. */
export async function apiAs(role: Role): Promise<APIRequestContext> {
  return request.newContext({ baseURL: BASE_URL, storageState: await stateOf(role) });
}

/** Real ids from the seeded demo data, read as the roles that may see them. */
export async function seedIds() {
  const gql = async (role: Role, query: string) => {
    const api = await apiAs(role);
    try {
      const body = await (await api.post('/api/graphql', { data: { query } })).json();
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    } finally {
      await api.dispose();
    }
  };
  const jonas = await gql(
    'visitor',
    '{ menus(where: { status: { equals: "published" }, talent: { displayName: { equals: "Jonas Holm" } } }, orderBy: [{ title: asc }], take: 1) { id talent { id } } }',
  );
  const conversations = await gql('customer', '{ conversations(take: 1, orderBy: [{ lastMessageAt: desc }]) { id } }');
  const talentConversations = await gql('talent', '{ conversations(take: 1, orderBy: [{ lastMessageAt: desc }]) { id } }');
  const requests = await gql('talent', '{ bookings(take: 1, where: { status: { equals: "requested" } }) { id } }');
  const receipts = await gql('customer', '{ receipts(take: 1, orderBy: [{ number: desc }]) { id } }');
  const customerBookings = await gql(
    'customer',
    `{ open: bookings(take: 1, where: { status: { in: ["requested", "accepted", "paid"] } }) { id }
       completed: bookings(take: 50, where: { status: { equals: "completed" } }) { id review { id } } }`,
  );
  const menu = jonas.menus[0];
  return {
    menuId: menu.id as string,
    talentId: menu.talent.id as string,
    customerConversationId: conversations.conversations[0]?.id as string,
    talentConversationId: talentConversations.conversations[0]?.id as string,
    /** A request the demo talent may still answer (its decline page), if the demo data has one. */
    talentRequestId: requests.bookings[0]?.id as string | undefined,
    /** The demo customer's newest receipt or credit note (the seed issues one per payment and refund). */
    customerReceiptId: (receipts.receipts[0]?.id ?? 'findes-ikke') as string,
    /** A booking the demo customer may still cancel, and a completed one they have not rated (their confirm and rating pages). */
    customerOpenBookingId: customerBookings.open[0]?.id as string | undefined,
    customerUnratedBookingId: customerBookings.completed.find((b: { review: unknown }) => !b.review)?.id as string | undefined,
  };
}

/** Jonas Holm's first published alcohol-free menu: any customer may book it (no 18+ check). */
export async function alcoholFreeMenu(): Promise<{
  id: string;
  title: string;
  pricePerGuest: number;
  minGuests: number;
  maxGuests: number;
}> {
  const api = await apiAs('visitor');
  try {
    const { data } = await (
      await api.post('/api/graphql', {
        data: {
          query:
            '{ menus(where: { status: { equals: "published" }, containsAlcohol: { equals: false }, talent: { displayName: { equals: "Jonas Holm" } } }, orderBy: [{ title: asc }], take: 1) { id title pricePerGuest minGuests maxGuests } }',
        },
      })
    ).json();
    return data.menus[0];
  } finally {
    await api.dispose();
  }
}

/**
 * A new, activated customer who has never had an 18+ check, made by the admin through the API;
 * `tag` starts the address. Resolves with the email to sign in with `password`.
 */
export async function newActivatedCustomer(name: string, tag: string, password: string): Promise<string> {
  const admin = await apiAs('admin');
  try {
    const email = `${tag}-${Math.random().toString(36).slice(2, 8)}@example.dk`;
    const created = await (
      await admin.post('/api/graphql', {
        data: {
          query: 'mutation($data: UserCreateInput!) { createUser(data: $data) { id } }',
          variables: { data: { name, email, password, role: 'customer', emailVerifiedAt: new Date().toISOString() } },
        },
      })
    ).json();
    if (!created.data?.createUser?.id) throw new Error(`could not create ${email}: ${JSON.stringify(created)}`);
    return email;
  } finally {
    await admin.dispose();
  }
}
