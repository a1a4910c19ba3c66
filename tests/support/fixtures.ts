/**
 * A small, known world for access-control tests, created through the GraphQL API by the demo
 * admin: two customers, two talent (with profiles, bank accounts, menus), a booking between
 * customer A and talent 1 with its conversation, message, payment, ledger entries and a payoff.
 */
import { Visitor } from './server';

export const DEMO_PASSWORD = 'mixbuddy-demo-2026';
const PASSWORD = 'fixture-password-2026';

export type World = Awaited<ReturnType<typeof createWorld>>;

async function must<T = any>(visitor: Visitor, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await visitor.gql<T>(query, variables);
  if (result.errors?.length || !result.data) throw new Error(`fixture failed: ${JSON.stringify(result.errors)}\n${query}`);
  return result.data;
}

export async function createWorld(baseUrl: string) {
  const admin = new Visitor(baseUrl);
  const adminId = await admin.signIn('admin@mixbuddy.dk', DEMO_PASSWORD);
  const tag = Math.random().toString(36).slice(2, 8);

  const createUser = async (key: string, role: string) => {
    const email = `${key}-${tag}@example.dk`;
    const data = await must(admin, `mutation($data: UserCreateInput!) { createUser(data: $data) { id } }`, {
      data: { name: `Test ${key}`, email, password: PASSWORD, role, phone: '+45 12 34 56 78', emailVerifiedAt: new Date().toISOString() },
    });
    const visitor = new Visitor(baseUrl);
    await visitor.signIn(email, PASSWORD);
    return { id: data.createUser.id as string, email, visitor };
  };

  const customerA = await createUser('kunde-a', 'customer');
  const customerB = await createUser('kunde-b', 'customer');
  const talent1 = await createUser('talent-1', 'talent');
  const talent2 = await createUser('talent-2', 'talent');

  const createProfile = async (userId: string, name: string) => {
    const data = await must(
      admin,
      `mutation($data: TalentProfileCreateInput!) { createTalentProfile(data: $data) { id } }`,
      // Approved (vetting), as every talent with public menus is.
      {
        data: {
          user: { connect: { id: userId } },
          displayName: name,
          address: 'Hemmelig Allé 1, 2100 København Ø',
          cvr: '12345678',
          verifiedAt: new Date().toISOString(),
        },
      },
    );
    return data.createTalentProfile.id as string;
  };
  const profile1 = await createProfile(talent1.id, 'Talent Et');
  const profile2 = await createProfile(talent2.id, 'Talent To');

  const bank1 = await must(admin, `mutation($data: BankAccountCreateInput!) { createBankAccount(data: $data) { id } }`, {
    data: { talent: { connect: { id: profile1 } }, registrationNumber: '1234', accountNumber: '0012345678' },
  });

  const createMenu = async (profileId: string, title: string, status: string) => {
    const data = await must(admin, `mutation($data: MenuCreateInput!) { createMenu(data: $data) { id } }`, {
      data: { talent: { connect: { id: profileId } }, title, status, category: 'cocktails', pricePerGuest: 24900 },
    });
    return data.createMenu.id as string;
  };
  const publishedMenu1 = await createMenu(profile1, 'Offentlig menu', 'published');
  const draftMenu1 = await createMenu(profile1, 'Hemmelig kladde', 'draft');

  const conversation = await must(admin, `mutation($data: ConversationCreateInput!) { createConversation(data: $data) { id } }`, {
    data: { kind: 'booking', subject: 'Bryllup', participants: { connect: [{ id: customerA.id }, { id: talent1.id }] } },
  });
  const conversationId = conversation.createConversation.id as string;
  const message = await must(admin, `mutation($data: MessageCreateInput!) { createMessage(data: $data) { id } }`, {
    data: {
      conversation: { connect: { id: conversationId } },
      sender: { connect: { id: customerA.id } },
      body: 'Hej, kan I komme kl. 18?',
    },
  });

  const startsAt = new Date(Date.now() + 30 * 86400_000);
  const booking = await must(admin, `mutation($data: BookingCreateInput!) { createBooking(data: $data) { id } }`, {
    data: {
      menu: { connect: { id: publishedMenu1 } },
      customer: { connect: { id: customerA.id } },
      talent: { connect: { id: profile1 } },
      conversation: { connect: { id: conversationId } },
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3 * 3600_000).toISOString(),
      guests: 20,
      address: 'Festvej 2, 8000 Aarhus C',
      pricePerGuest: 24900,
      totalAmount: 498000,
      commissionAmount: 74700,
      talentAmount: 423300,
      status: 'paid',
    },
  });
  const bookingId = booking.createBooking.id as string;
  const payment = await must(admin, `mutation($data: PaymentCreateInput!) { createPayment(data: $data) { id } }`, {
    data: { booking: { connect: { id: bookingId } }, stripeCheckoutSessionId: `cs_test_${tag}`, status: 'paid', amount: 498000 },
  });
  // Earnings made available to talent 1 (a balanced pair), so a payoff is possible.
  const entries = await must(admin, `mutation($data: [LedgerEntryCreateInput!]!) { createLedgerEntries(data: $data) { id } }`, {
    data: [
      { transactionId: `tx-${tag}`, account: 'stripe_clearing', amount: 100000, booking: { connect: { id: bookingId } } },
      {
        transactionId: `tx-${tag}`,
        account: 'talent_available',
        amount: -100000,
        talent: { connect: { id: profile1 } },
        booking: { connect: { id: bookingId } },
      },
    ],
  });
  const payoff = await must(admin, `mutation($data: PayoffCreateInput!) { createPayoff(data: $data) { id } }`, {
    data: { talent: { connect: { id: profile1 } }, amount: 50000 },
  });
  const favourite = await must(admin, `mutation($data: FavouriteCreateInput!) { createFavourite(data: $data) { id } }`, {
    data: { customer: { connect: { id: customerA.id } }, menu: { connect: { id: publishedMenu1 } } },
  });

  return {
    tag,
    admin: { id: adminId, visitor: admin },
    anonymous: { visitor: new Visitor(baseUrl) },
    customerA,
    customerB,
    talent1: { ...talent1, profileId: profile1 },
    talent2: { ...talent2, profileId: profile2 },
    bankAccountId: bank1.createBankAccount.id as string,
    publishedMenu1,
    draftMenu1,
    conversationId,
    messageId: message.createMessage.id as string,
    bookingId,
    paymentId: payment.createPayment.id as string,
    ledgerEntryIds: entries.createLedgerEntries.map((e: { id: string }) => e.id) as string[],
    payoffId: payoff.createPayoff.id as string,
    favouriteId: favourite.createFavourite.id as string,
  };
}
