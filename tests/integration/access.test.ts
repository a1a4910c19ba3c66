/**
 * Access control, enforced by Keystone on every list and field: for each list, the roles that
 * may create, read, update and delete can, and everyone else — the anonymous visitor, the other
 * customer, the other talent — is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../support/fixtures';
import { startServer, type TestServer, type Visitor } from '../support/server';

let server: TestServer;
let w: World;

beforeAll(async () => {
  server = await startServer();
  w = await createWorld(server.url);
});
afterAll(async () => {
  await server?.stop();
});

const denied = (result: { errors?: { message: string }[] }) =>
  expect(result.errors?.map((e) => e.message).join('\n') ?? '').toMatch(/Access denied|not allowed|cannot/i);

/** Reads one row by id and tells whether the visitor could see it. */
async function sees(visitor: Visitor, list: string, id: string, fields = 'id') {
  const query = list.charAt(0).toLowerCase() + list.slice(1);
  const result = await visitor.gql(`query($id: ID!) { item: ${query}(where: { id: $id }) { ${fields} } }`, { id });
  return result.data?.item ?? null;
}

describe('the anonymous visitor', () => {
  it('cannot read emails, phones, bookings, messages, conversations, payoffs, ledger, bank accounts or payments', async () => {
    const anon = w.anonymous.visitor;
    const users = await anon.gql(`{ users { id email phone role } }`);
    expect(users.errors ?? []).toEqual([]);
    expect(users.data.users.length).toBeGreaterThan(0);
    for (const user of users.data.users) {
      expect(user.email).toBeNull();
      expect(user.phone).toBeNull();
      expect(user.role).toBe('talent'); // only talent are public, and only their public fields
    }
    for (const list of ['bookings', 'messages', 'conversations', 'payoffs', 'ledgerEntries', 'bankAccounts', 'payments', 'favourites']) {
      const result = await anon.gql(`{ items: ${list} { id } count: ${list}Count }`);
      expect(result.data?.items ?? [], list).toEqual([]);
      expect(result.data?.count ?? 0, list).toBe(0);
    }
    expect(await sees(anon, 'Booking', w.bookingId)).toBeNull();
    expect(await sees(anon, 'BankAccount', w.bankAccountId)).toBeNull();
  });

  it('sees published menus and talent profiles but not drafts, addresses or CVR numbers', async () => {
    const anon = w.anonymous.visitor;
    expect(await sees(anon, 'Menu', w.publishedMenu1)).not.toBeNull();
    expect(await sees(anon, 'Menu', w.draftMenu1)).toBeNull();
    const profile = await sees(anon, 'TalentProfile', w.talent1.profileId, 'id displayName address cvr bankAccount { id }');
    expect(profile).toMatchObject({ displayName: 'Talent Et', address: null, cvr: null, bankAccount: null });
  });

  it('cannot create, change or delete anything through the list API', async () => {
    const anon = w.anonymous.visitor;
    denied(
      await anon.gql(`mutation { createMenu(data: { title: "Snyd", talent: { connect: { id: "${w.talent1.profileId}" } } }) { id } }`),
    );
    denied(await anon.gql(`mutation { createStar(data: { kind: "menu", position: 1 }) { id } }`));
    denied(await anon.gql(`mutation { updateMenu(where: { id: "${w.publishedMenu1}" }, data: { title: "Hacket" }) { id } }`));
    denied(await anon.gql(`mutation { deleteMenu(where: { id: "${w.publishedMenu1}" }) { id } }`));
    denied(
      await anon.gql(
        `mutation { createBooking(data: { guests: 2, address: "x", startsAt: "2030-01-01T18:00:00Z", endsAt: "2030-01-01T21:00:00Z" }) { id } }`,
      ),
    );
  });

  it('registers only through registerAccount: createUser is refused, as customer and as admin', async () => {
    const anon = w.anonymous.visitor;
    denied(
      await anon.gql(
        `mutation { createUser(data: { name: "Ny Kunde", email: "ny-${w.tag}@example.dk", password: "en-lang-adgangskode" }) { id role } }`,
      ),
    );
    denied(
      await anon.gql(
        `mutation { createUser(data: { name: "Ond", email: "ond-${w.tag}@example.dk", password: "en-lang-adgangskode", role: "admin" }) { id } }`,
      ),
    );
    const created = await w.admin.visitor.gql(
      `{ usersCount(where: { email: { endsWith: "-${w.tag}@example.dk" }, name: { in: ["Ny Kunde", "Ond"] } }) }`,
    );
    expect(created.data.usersCount).toBe(0);
  });
});

describe('User', () => {
  it('a person reads their own email and phone; another customer does not', async () => {
    const me = await sees(w.customerA.visitor, 'User', w.customerA.id, 'email phone');
    expect(me).toEqual({ email: w.customerA.email, phone: '+45 12 34 56 78' });
    expect(await sees(w.customerB.visitor, 'User', w.customerA.id)).toBeNull();
  });

  it('the talent of a shared conversation sees the customer, but not their email', async () => {
    const seen = await sees(w.talent1.visitor, 'User', w.customerA.id, 'name email');
    expect(seen).toEqual({ name: 'Test kunde-a', email: null });
    expect(await sees(w.talent2.visitor, 'User', w.customerA.id)).toBeNull();
  });

  it('nobody edits a user through the list API — not their own name, role or anyone else', async () => {
    denied(
      await w.customerA.visitor.gql(`mutation($id: ID!) { updateUser(where: { id: $id }, data: { name: "Anne A" }) { name } }`, {
        id: w.customerA.id,
      }),
    );
    denied(
      await w.customerA.visitor.gql(`mutation($id: ID!) { updateUser(where: { id: $id }, data: { role: "admin" }) { id } }`, {
        id: w.customerA.id,
      }),
    );
    denied(
      await w.customerA.visitor.gql(`mutation($id: ID!) { updateUser(where: { id: $id }, data: { name: "Overtaget" }) { id } }`, {
        id: w.customerB.id,
      }),
    );
    denied(await w.customerA.visitor.gql(`mutation($id: ID!) { deleteUser(where: { id: $id }) { id } }`, { id: w.customerA.id }));
  });

  it('the password can never be read back', async () => {
    const result = await w.admin.visitor.gql(`query($id: ID!) { user(where: { id: $id }) { password { isSet } } }`, { id: w.customerA.id });
    expect(result.data?.user?.password).toEqual({ isSet: true });
    const raw = await w.admin.visitor.gql(`query($id: ID!) { user(where: { id: $id }) { password } }`, { id: w.customerA.id });
    expect(raw.errors?.length).toBeGreaterThan(0);
  });

  it('an admin reads every email and changes roles', async () => {
    const user = await sees(w.admin.visitor, 'User', w.customerB.id, 'email');
    expect(user).toEqual({ email: w.customerB.email });
    const changed = await w.admin.visitor.gql(`mutation($id: ID!) { updateUser(where: { id: $id }, data: { role: "talent" }) { role } }`, {
      id: w.customerB.id,
    });
    expect(changed.data?.updateUser?.role).toBe('talent');
    await w.admin.visitor.gql(`mutation($id: ID!) { updateUser(where: { id: $id }, data: { role: "customer" }) { role } }`, {
      id: w.customerB.id,
    });
  });
});

describe('TalentProfile, BankAccount and Location', () => {
  it('the owner sees address, CVR and the masked account number; the full number only admins', async () => {
    const own = await sees(
      w.talent1.visitor,
      'TalentProfile',
      w.talent1.profileId,
      'address cvr bankAccount { maskedAccountNumber accountNumber registrationNumber }',
    );
    expect(own).toEqual({
      address: 'Hemmelig Allé 1, 2100 København Ø',
      cvr: '12345678',
      bankAccount: { maskedAccountNumber: '•••• ••••78', accountNumber: null, registrationNumber: '1234' },
    });
    const asAdmin = await sees(w.admin.visitor, 'BankAccount', w.bankAccountId, 'accountNumber');
    expect(asAdmin).toEqual({ accountNumber: '0012345678' });
  });

  it('another talent and customers cannot see or change a bank account (nor the owner, through the list API)', async () => {
    for (const visitor of [w.talent1.visitor, w.talent2.visitor, w.customerA.visitor]) {
      if (visitor !== w.talent1.visitor) expect(await sees(visitor, 'BankAccount', w.bankAccountId)).toBeNull();
      denied(
        await visitor.gql(`mutation($id: ID!) { updateBankAccount(where: { id: $id }, data: { accountNumber: "999" }) { id } }`, {
          id: w.bankAccountId,
        }),
      );
    }
    const other = await sees(w.talent2.visitor, 'TalentProfile', w.talent1.profileId, 'address cvr');
    expect(other).toEqual({ address: null, cvr: null });
  });

  it('talent change profiles and areas only through the talent pages, never through the list API', async () => {
    denied(
      await w.talent1.visitor.gql(
        `mutation($id: ID!) { updateTalentProfile(where: { id: $id }, data: { headline: "Cocktails med sjæl" }) { headline } }`,
        { id: w.talent1.profileId },
      ),
    );
    denied(
      await w.talent2.visitor.gql(
        `mutation($id: ID!) { updateTalentProfile(where: { id: $id }, data: { headline: "Overtaget" }) { id } }`,
        { id: w.talent1.profileId },
      ),
    );
    for (const visitor of [w.talent1.visitor, w.talent2.visitor]) {
      denied(
        await visitor.gql(
          `mutation($id: ID!) { createLocation(data: { talent: { connect: { id: $id } }, region: "midtjylland", city: "Aarhus", postcode: "8000" }) { id } }`,
          { id: w.talent1.profileId },
        ),
      );
    }
    const profile = await sees(w.admin.visitor, 'TalentProfile', w.talent1.profileId, 'headline locationsCount');
    expect(profile).toEqual({ headline: '', locationsCount: 0 });
  });

  it('a bank account number must be Danish: 4-digit reg.nr., up to 10 digits (also for admins)', async () => {
    const bad = await w.admin.visitor.gql(
      `mutation($id: ID!) { createBankAccount(data: { talent: { connect: { id: $id } }, registrationNumber: "12", accountNumber: "12345678901" }) { id } }`,
      { id: w.talent2.profileId },
    );
    expect(bad.errors?.[0]?.message).toMatch(/Reg\.nr\. skal være 4 cifre/);
  });
});

describe('Menu', () => {
  it('the owner sees their draft; another talent and customers do not', async () => {
    expect(await sees(w.talent1.visitor, 'Menu', w.draftMenu1)).not.toBeNull();
    expect(await sees(w.talent2.visitor, 'Menu', w.draftMenu1)).toBeNull();
    expect(await sees(w.customerA.visitor, 'Menu', w.draftMenu1)).toBeNull();
  });

  it('a talent creates and edits menus only through saveTalentMenu, and only their own', async () => {
    const save = `mutation($id: ID, $data: JSON!) { saveTalentMenu(id: $id, data: $data) { ok menuId message } }`;
    const data = {
      title: 'Ny menu',
      category: 'cocktails',
      priceKroner: '199',
      minGuests: 1,
      maxGuests: 20,
      durationMinutes: 180,
      status: 'draft',
    };
    const own = await w.talent1.visitor.gql(save, { data });
    expect(own.data?.saveTalentMenu).toMatchObject({ ok: true });
    expect(await sees(w.talent1.visitor, 'Menu', own.data.saveTalentMenu.menuId, 'status talent { id }')).toEqual({
      status: 'draft',
      talent: { id: w.talent1.profileId },
    });
    const foreign = await w.talent2.visitor.gql(save, { id: w.publishedMenu1, data: { ...data, title: 'Overtaget' } });
    expect(foreign.data?.saveTalentMenu).toMatchObject({ ok: false, message: expect.stringMatching(/findes ikke/) });
    expect((await w.customerA.visitor.gql(save, { data })).data?.saveTalentMenu).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Kun talent/),
    });
    denied(
      await w.talent1.visitor.gql(
        `mutation($id: ID!) { createMenu(data: { talent: { connect: { id: $id } }, title: "Ny menu", pricePerGuest: 19900 }) { id status } }`,
        { id: w.talent1.profileId },
      ),
    );
    denied(
      await w.talent1.visitor.gql(`mutation($id: ID!) { updateMenu(where: { id: $id }, data: { title: "Omdøbt" }) { id } }`, {
        id: w.publishedMenu1,
      }),
    );
    denied(
      await w.talent2.visitor.gql(
        `mutation($id: ID!) { createMenu(data: { talent: { connect: { id: $id } }, title: "Falsk menu" }) { id } }`,
        { id: w.talent1.profileId },
      ),
    );
    denied(
      await w.talent2.visitor.gql(`mutation($id: ID!) { updateMenu(where: { id: $id }, data: { title: "Overtaget" }) { id } }`, {
        id: w.publishedMenu1,
      }),
    );
    denied(
      await w.customerA.visitor.gql(
        `mutation($id: ID!) { createMenu(data: { talent: { connect: { id: $id } }, title: "Kundemenu" }) { id } }`,
        { id: w.talent1.profileId },
      ),
    );
    denied(await w.talent1.visitor.gql(`mutation($id: ID!) { deleteMenu(where: { id: $id }) { id } }`, { id: w.publishedMenu1 }));
  });

  it('rejects a minimum above the maximum with a Danish message and keeps the menu unchanged', async () => {
    const bad = await w.admin.visitor.gql(
      `mutation($id: ID!) { updateMenu(where: { id: $id }, data: { minGuests: 80, maxGuests: 10 }) { id } }`,
      { id: w.publishedMenu1 },
    );
    expect(bad.errors?.[0]?.message).toMatch(/Minimum antal gæster kan ikke være større end maksimum/);
    const menu = await sees(w.talent1.visitor, 'Menu', w.publishedMenu1, 'title minGuests');
    expect(menu).toEqual({ title: 'Offentlig menu', minGuests: 1 });
  });
});

describe('Booking and Payment', () => {
  it('the customer and the talent of a booking see it; the other customer and talent do not', async () => {
    expect(await sees(w.customerA.visitor, 'Booking', w.bookingId)).not.toBeNull();
    expect(await sees(w.talent1.visitor, 'Booking', w.bookingId)).not.toBeNull();
    expect(await sees(w.customerB.visitor, 'Booking', w.bookingId)).toBeNull();
    expect(await sees(w.talent2.visitor, 'Booking', w.bookingId)).toBeNull();
    expect(await sees(w.customerA.visitor, 'Payment', w.paymentId)).not.toBeNull();
    expect(await sees(w.customerB.visitor, 'Payment', w.paymentId)).toBeNull();
    expect(await sees(w.talent2.visitor, 'Payment', w.paymentId)).toBeNull();
  });

  it('nobody writes bookings or payments through the list API (admins neither), and nobody deletes them', async () => {
    for (const visitor of [w.customerA.visitor, w.talent1.visitor, w.admin.visitor]) {
      denied(
        await visitor.gql(`mutation($id: ID!) { updateBooking(where: { id: $id }, data: { status: "completed" }) { id } }`, {
          id: w.bookingId,
        }),
      );
      denied(
        await visitor.gql(`mutation($id: ID!) { updatePayment(where: { id: $id }, data: { status: "refunded" }) { id } }`, {
          id: w.paymentId,
        }),
      );
    }
    denied(await w.admin.visitor.gql(`mutation($id: ID!) { deleteBooking(where: { id: $id }) { id } }`, { id: w.bookingId }));
    denied(await w.admin.visitor.gql(`mutation($id: ID!) { deletePayment(where: { id: $id }) { id } }`, { id: w.paymentId }));
  });
});

describe('Conversation and Message', () => {
  it('participants read the thread; everyone else is refused', async () => {
    expect(await sees(w.customerA.visitor, 'Message', w.messageId, 'body')).toEqual({ body: 'Hej, kan I komme kl. 18?' });
    expect(await sees(w.talent1.visitor, 'Conversation', w.conversationId)).not.toBeNull();
    for (const visitor of [w.customerB.visitor, w.talent2.visitor]) {
      expect(await sees(visitor, 'Conversation', w.conversationId)).toBeNull();
      expect(await sees(visitor, 'Message', w.messageId)).toBeNull();
    }
  });

  it('a participant posts only through sendMessage, as themself; an outsider cannot post into the conversation', async () => {
    const ok = await w.talent1.visitor.gql(`mutation($c: ID!) { sendMessage(conversationId: $c, body: "Ja, det passer fint") { id } }`, {
      c: w.conversationId,
    });
    expect(ok.errors ?? []).toEqual([]);
    const outsider = await w.customerB.visitor.gql(`mutation($c: ID!) { sendMessage(conversationId: $c, body: "Ubuden") { id } }`, {
      c: w.conversationId,
    });
    expect(outsider.errors?.length).toBeGreaterThan(0);
    denied(
      await w.talent1.visitor.gql(
        `mutation($c: ID!, $me: ID!) { createMessage(data: { conversation: { connect: { id: $c } }, sender: { connect: { id: $me } }, body: "Ja, det passer fint" }) { id } }`,
        { c: w.conversationId, me: w.talent1.id },
      ),
    );
    denied(
      await w.talent1.visitor.gql(
        `mutation($c: ID!, $other: ID!) { createMessage(data: { conversation: { connect: { id: $c } }, sender: { connect: { id: $other } }, body: "Forfalsket" }) { id } }`,
        { c: w.conversationId, other: w.customerA.id },
      ),
    );
    denied(
      await w.customerB.visitor.gql(
        `mutation($c: ID!, $me: ID!) { createMessage(data: { conversation: { connect: { id: $c } }, sender: { connect: { id: $me } }, body: "Ubuden" }) { id } }`,
        { c: w.conversationId, me: w.customerB.id },
      ),
    );
  });

  it('only an admin hides a message; participants then see it as removed', async () => {
    denied(
      await w.customerA.visitor.gql(`mutation($id: ID!) { updateMessage(where: { id: $id }, data: { body: "Omskrevet" }) { id } }`, {
        id: w.messageId,
      }),
    );
    const hidden = await w.admin.visitor.gql(
      `mutation($id: ID!) { updateMessage(where: { id: $id }, data: { hiddenAt: "${new Date().toISOString()}" }) { id } }`,
      { id: w.messageId },
    );
    expect(hidden.errors ?? []).toEqual([]);
    expect(await sees(w.talent1.visitor, 'Message', w.messageId, 'visibleBody')).toEqual({
      visibleBody: 'Beskeden er fjernet af MixBuddy',
    });
  });

  it('a direct conversation is opened only through startConversation, by the customer themself', async () => {
    const ok = await w.customerB.visitor.gql(
      `mutation($t: ID!) { startConversation(talentId: $t, body: "Hej! Har I tid i maj?") { id participants { id } } }`,
      { t: w.talent2.profileId },
    );
    expect(ok.errors ?? []).toEqual([]);
    expect(ok.data.startConversation.participants.map((p: { id: string }) => p.id).sort()).toEqual([w.customerB.id, w.talent2.id].sort());
    denied(
      await w.customerB.visitor.gql(
        `mutation($me: ID!, $t: ID!) { createConversation(data: { kind: "direct", participants: { connect: [{ id: $me }, { id: $t }] } }) { id } }`,
        { me: w.customerB.id, t: w.talent2.id },
      ),
    );
    denied(
      await w.customerB.visitor.gql(
        `mutation($a: ID!, $t: ID!) { createConversation(data: { kind: "direct", participants: { connect: [{ id: $a }, { id: $t }] } }) { id } }`,
        { a: w.customerA.id, t: w.talent2.id },
      ),
    );
  });
});

describe('LedgerEntry and Payoff', () => {
  it('the ledger is append-only, even for admins', async () => {
    const [entry] = w.ledgerEntryIds;
    denied(
      await w.admin.visitor.gql(`mutation($id: ID!) { updateLedgerEntry(where: { id: $id }, data: { amount: 1 }) { id } }`, { id: entry }),
    );
    denied(await w.admin.visitor.gql(`mutation($id: ID!) { deleteLedgerEntry(where: { id: $id }) { id } }`, { id: entry }));
  });

  it('a talent reads their own ledger and payoffs; the other talent and customers do not', async () => {
    const own = await w.talent1.visitor.gql(`{ ledgerEntries { amount account } payoffs { amount status } }`);
    expect(own.data.ledgerEntries).toEqual([{ amount: -100000, account: 'talent_available' }]);
    expect(own.data.payoffs).toEqual([{ amount: 50000, status: 'requested' }]);
    for (const visitor of [w.talent2.visitor, w.customerA.visitor]) {
      const other = await visitor.gql(`{ ledgerEntries { id } payoffs { id } }`);
      expect(other.data).toEqual({ ledgerEntries: [], payoffs: [] });
      denied(
        await visitor.gql(`mutation { createLedgerEntry(data: { transactionId: "x", account: "talent_available", amount: -5 }) { id } }`),
      );
    }
  });

  it('a talent cannot ask for more than the available balance, nor approve their own payoff', async () => {
    const tooMuch = await w.talent1.visitor.gql(`mutation { requestPayoff(amount: 50001) { id } }`);
    expect(tooMuch.errors?.[0]?.message).toMatch(/større end din disponible saldo/);
    denied(
      await w.talent1.visitor.gql(`mutation($t: ID!) { createPayoff(data: { talent: { connect: { id: $t } }, amount: 20000 }) { id } }`, {
        t: w.talent1.profileId,
      }),
    );
    denied(
      await w.talent1.visitor.gql(`mutation($id: ID!) { updatePayoff(where: { id: $id }, data: { status: "paid" }) { id } }`, {
        id: w.payoffId,
      }),
    );
    denied(
      await w.talent2.visitor.gql(`mutation($t: ID!) { createPayoff(data: { talent: { connect: { id: $t } }, amount: 1 }) { id } }`, {
        t: w.talent1.profileId,
      }),
    );
    denied(
      await w.customerA.visitor.gql(`mutation($t: ID!) { createPayoff(data: { talent: { connect: { id: $t } }, amount: 1 }) { id } }`, {
        t: w.talent1.profileId,
      }),
    );
  });
});

describe('Favourite, Star and Review', () => {
  it('favourites are private to their customer', async () => {
    expect(await sees(w.customerA.visitor, 'Favourite', w.favouriteId)).not.toBeNull();
    expect(await sees(w.customerB.visitor, 'Favourite', w.favouriteId)).toBeNull();
    denied(await w.customerB.visitor.gql(`mutation($id: ID!) { deleteFavourite(where: { id: $id }) { id } }`, { id: w.favouriteId }));
    denied(
      await w.customerB.visitor.gql(
        `mutation($a: ID!, $m: ID!) { createFavourite(data: { customer: { connect: { id: $a } }, menu: { connect: { id: $m } } }) { id } }`,
        { a: w.customerA.id, m: w.publishedMenu1 },
      ),
    );
    denied(
      await w.customerB.visitor.gql(
        `mutation($me: ID!, $m: ID!) { createFavourite(data: { customer: { connect: { id: $me } }, menu: { connect: { id: $m } } }) { id } }`,
        { me: w.customerB.id, m: w.publishedMenu1 },
      ),
    );
    const own = await w.customerB.visitor.gql(`mutation($m: ID!) { addFavourite(kind: menu, id: $m) }`, { m: w.publishedMenu1 });
    expect(own.data?.addFavourite).toBe(true);
  });

  it('stars are public to read and only admins choose them', async () => {
    const created = await w.admin.visitor.gql(
      `mutation($m: ID!) { createStar(data: { kind: "menu", menu: { connect: { id: $m } }, position: 99 }) { id } }`,
      { m: w.publishedMenu1 },
    );
    const id = created.data.createStar.id;
    expect(await sees(w.anonymous.visitor, 'Star', id)).not.toBeNull();
    for (const visitor of [w.talent1.visitor, w.customerA.visitor]) {
      denied(await visitor.gql(`mutation($id: ID!) { updateStar(where: { id: $id }, data: { position: 1 }) { id } }`, { id }));
    }
  });

  it('only the customer of a completed booking may review it, and only through reviewBooking', async () => {
    const review = (visitor: Visitor) =>
      visitor.gql(`mutation($b: ID!) { reviewBooking(bookingId: $b, rating: 5, body: "Fantastisk aften") { id } }`, { b: w.bookingId });
    expect((await review(w.customerA.visitor)).errors?.[0]?.message).toMatch(/kun anmelde en booking, der er gennemført/);
    expect((await review(w.customerB.visitor)).errors?.[0]?.message).toMatch(/Kun kunden/);
    denied(
      await w.customerA.visitor.gql(
        `mutation($b: ID!, $c: ID!) { createReview(data: { booking: { connect: { id: $b } }, customer: { connect: { id: $c } }, rating: 5, body: "Fantastisk aften" }) { id } }`,
        { b: w.bookingId, c: w.customerA.id },
      ),
    );
  });
});
