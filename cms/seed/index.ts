// The recipe that writes the Danish demo data (accounts, talent, menus, bookings, wallet) into an empty database.
import { createHash } from 'node:crypto';
import type { KeystoneContext } from '@keystone-6/core/types';
import { blockingStatuses } from '../domain/booking-states';
import { splitAmount } from '../domain/commission';
import { postTransaction, type LedgerLine } from '../domain/ledger';
import { DEMO_PASSWORD, adminAccount, customers } from './accounts';
import { bookings, places, type BookingSeed } from './bookings';
import {
  addDays,
  addHours,
  clock,
  copenhagenTime,
  DAY,
  dayAt,
  dayOffset,
  danishDate,
  danishTime,
  earliest,
  isoDay,
  latest,
  relativeDay,
} from './calendar';
import { bookingThread, directConversations, type SeedMessage } from './conversations';
import { favourites, stars } from './featured';
import { categoryImageVariants, menus, type MenuSeed } from './menus';
import { payoffs } from './payoffs';
import { talents } from './talent';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';

/** Seeds Danish demo data into an empty database. Returns false (and does nothing) if any user exists. */
export async function seedDemoDataIfEmpty(context: KeystoneContext) {
  const sudo = context.sudo();
  if ((await sudo.db.User.count()) > 0) return false;
  const started = performance.now();
  const counts = await sudo.transaction((tx) => seedDemoData(tx, new Date()), { timeout: 60_000, maxWait: 10_000 });
  console.log(`🌱 Seeded demo data in ${Math.round(performance.now() - started)} ms (${counts})`);
  return true;
}

const connect = (id: string) => ({ connect: { id } });
const firstName = (name: string) => name.split(' ')[0];
/** Stable fake Stripe ids: `cs_demo_3f9a…`. */
const demoId = (prefix: string, key: string) => `${prefix}_demo_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/** A tiny seeded PRNG (mulberry32), so "random" numbers are the same on every run. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function byKey<T extends { key: string }>(rows: T[]) {
  return new Map(rows.map((row) => [row.key, row]));
}

async function seedDemoData(context: KeystoneContext, now: Date) {
  const random = prng(2026);
  /** Clamps a moment that would lie in the future (e.g. "the day after the party") to just before now. */
  const past = (date: Date) => earliest(date, new Date(now.getTime() - 60_000));

  // ── Users ────────────────────────────────────────────────────────────────────────────────
  // Hashing is slow (bcrypt), so only the admin's password is hashed and every other demo
  // user gets the same hash copied in one statement — all demo users share DEMO_PASSWORD.
  const adminCreatedAt = addDays(now, -400);
  const admin = await context.db.User.createOne({
    data: {
      name: adminAccount.name,
      email: adminAccount.email,
      phone: adminAccount.phone,
      password: DEMO_PASSWORD,
      role: 'admin',
      createdAt: adminCreatedAt,
      emailVerifiedAt: addHours(adminCreatedAt, 1),
    },
  });
  const people = [
    // Verified talent joined months ago; an unverified one is new.
    ...talents.map((t, i) => ({ ...t, role: 'talent', createdAt: addDays(now, t.verified ? -320 + i * 17 : -21) })),
    ...customers.map((c, i) => ({ ...c, role: 'customer', createdAt: addDays(now, -260 + i * 9) })),
  ];
  const users = await context.db.User.createMany({
    data: people.map((p) => ({
      name: p.name,
      email: p.email,
      phone: p.phone,
      role: p.role,
      createdAt: p.createdAt,
      emailVerifiedAt: addHours(p.createdAt, 1),
      // Demo customers have passed the 18+ check, so they can book the cocktail menus at once.
      ageVerifiedAt: p.role === 'customer' ? addHours(p.createdAt, 2) : null,
      ageCheckedAt: p.role === 'customer' ? addHours(p.createdAt, 2) : null,
      ageCheckResult: p.role === 'customer' ? 'adult' : null,
    })),
  });
  const { password } = (await context.prisma.user.findUnique({ where: { id: admin.id }, select: { password: true } })) as { password: string };
  await context.prisma.user.updateMany({ where: { password: null }, data: { password } });
  const userId = new Map(people.map((p, i) => [p.key, String(users[i].id)]));
  userId.set(adminAccount.key, String(admin.id));

  // ── Talent: profiles, areas, bank accounts, calendars ─────────────────────────────────────
  const profiles = await context.db.TalentProfile.createMany({
    data: talents.map((t, i) => {
      const joined = people[i].createdAt;
      return {
        user: connect(userId.get(t.key)!),
        displayName: t.displayName,
        headline: t.headline,
        presentation: t.presentation,
        specialities: t.specialities,
        photo: t.photo,
        city: t.city,
        address: t.address,
        cvr: t.cvr,
        personalInfoDoneAt: addHours(joined, 1),
        presentationDoneAt: addHours(joined, 2),
        locationsDoneAt: addHours(joined, 3),
        bankDoneAt: addHours(joined, 4),
        verifiedAt: t.verified ? addDays(joined, 2) : null,
        createdAt: addHours(joined, 1),
      };
    }),
  });
  const profileId = new Map(talents.map((t, i) => [t.key, String(profiles[i].id)]));
  const talentConnect = (key: string) => connect(profileId.get(key)!);

  await Promise.all([
    context.db.Location.createMany({
      data: talents.flatMap((t) => t.locations.map((l) => ({ talent: talentConnect(t.key), ...l }))),
    }),
    context.db.BankAccount.createMany({
      data: talents.map((t, i) => ({ talent: talentConnect(t.key), ...t.bank, createdAt: addHours(people[i].createdAt, 4) })),
    }),
    context.db.Availability.createMany({
      data: talents.flatMap((t) => [
        ...t.weekly.map(([weekday, startTime, endTime]) => ({ talent: talentConnect(t.key), kind: 'weekly', weekday, startTime, endTime })),
        ...t.blocked.map((b) => ({ talent: talentConnect(t.key), kind: 'blocked', date: isoDay(relativeDay(now, b)), note: b.note })),
      ]),
    }),
  ]);

  // ── Menus ────────────────────────────────────────────────────────────────────────────────
  const menuByKey = byKey(menus);
  const perCategory = new Map<string, number>();
  const menuRows = await context.db.Menu.createMany({
    data: menus.map((m, i) => {
      const n = perCategory.get(m.category) ?? 0;
      perCategory.set(m.category, n + 1);
      const variants = categoryImageVariants[m.category];
      const image = (v: number) => `/images/demo/menu-${m.category}-${(v % variants) + 1}.svg`;
      const created = addDays(now, -200 + i * 3);
      return {
        talent: talentConnect(m.talent),
        title: m.title,
        description: m.description,
        category: m.category,
        items: m.items.map(([name, description]) => ({ name, description })),
        pricePerGuest: m.pricePerGuest,
        minGuests: m.minGuests,
        maxGuests: m.maxGuests,
        durationMinutes: m.durationMinutes,
        containsAlcohol: m.containsAlcohol ?? !['mad', 'alkoholfri'].includes(m.category),
        allergens: m.allergens,
        images: [image(n), image(n + 1)],
        status: m.status,
        viewCount: m.status === 'draft' ? 0 : 20 + Math.floor(random() * 480),
        createdAt: created,
      };
    }),
  });
  const menuId = new Map(menus.map((m, i) => [m.key, String(menuRows[i].id)]));

  // ── Bookings, their conversations, payments and ledger ───────────────────────────────────
  const planned = bookings.map((b, i) => planBooking(b, i, menuByKey.get(b.menu)!, now, past));
  checkCalendar(planned, now);

  const threads = [
    ...planned.map((p) => ({
      kind: 'booking',
      subject: `${p.menu.title} – ${p.dateText}`,
      customer: p.spec.customer,
      talent: p.menu.talent,
      messages: p.messages,
    })),
    ...directConversations.map((d) => {
      const start = dayAt(now, -d.daysAgo, '10:15');
      return {
        kind: 'direct',
        subject: d.subject,
        customer: d.customer,
        talent: d.talent,
        messages: d.messages.map(([from, body], i): SeedMessage => ({ from, body, at: past(addHours(start, i * 3 + (i ? 1 : 0))) })),
      };
    }),
  ];
  const conversations = await context.db.Conversation.createMany({
    data: threads.map((t) => ({
      kind: t.kind,
      subject: t.subject,
      participants: { connect: [{ id: userId.get(t.customer)! }, { id: userId.get(t.talent)! }] },
      createdAt: t.messages[0].at,
    })),
  });

  const bookingRows = await context.db.Booking.createMany({
    data: planned.map((p, i) => ({
      menu: connect(menuId.get(p.menu.key)!),
      customer: connect(userId.get(p.spec.customer)!),
      talent: talentConnect(p.menu.talent),
      conversation: connect(String(conversations[i].id)),
      startsAt: p.startsAt,
      endsAt: p.endsAt,
      guests: p.spec.guests,
      ...places[p.spec.place],
      message: p.messages[0].body,
      pricePerGuest: p.menu.pricePerGuest,
      totalAmount: p.total,
      commissionAmount: p.commissionAmount,
      talentAmount: p.talentAmount,
      status: p.spec.status,
      respondBy: p.respondBy,
      payBy: p.payBy,
      acceptedAt: p.acceptedAt,
      paidAt: p.paidAt,
      completedAt: p.completedAt,
      cancelledAt: p.cancelledAt,
      cancelledBy: p.cancelledAt ? (p.spec.cancelledBy ?? 'customer') : undefined,
      createdAt: p.created,
    })),
  });
  const bookingId = planned.map((_, i) => String(bookingRows[i].id));

  // Messages: sender alternates as written in the thread; participants are customer + talent.
  await context.db.Message.createMany({
    data: threads.flatMap((t, i) =>
      t.messages.map((m, j) => ({
        conversation: connect(String(conversations[i].id)),
        sender: connect(userId.get(m.from === 'customer' ? t.customer : t.talent)!),
        body: m.body,
        createdAt: m.at,
        // Read, except a thread's latest message from the last two days (the demo's unread badge).
        readAt: j === t.messages.length - 1 && now.getTime() - m.at.getTime() < 2 * DAY ? null : m.at,
      })),
    ),
  });
  // Message's afterOperation sets lastMessageAt as each (parallel) create finishes; settle it here.
  await context.db.Conversation.updateMany({
    data: threads.map((t, i) => ({ where: { id: String(conversations[i].id) }, data: { lastMessageAt: t.messages.at(-1)!.at } })),
  });

  const charged = planned.map((p, i) => ({ p, id: bookingId[i] })).filter(({ p }) => p.paidAt);
  await context.db.Payment.createMany({
    data: charged.map(({ p, id }) => ({
      booking: connect(id),
      stripeCheckoutSessionId: demoId('cs', p.spec.key),
      stripePaymentIntentId: demoId('pi', p.spec.key),
      status: p.spec.status === 'refunded' ? 'refunded' : 'paid',
      amount: p.total,
      refundedAmount: p.spec.status === 'refunded' ? p.total : 0,
      currency: 'dkk',
      paidAt: p.paidAt,
      createdAt: new Date(p.paidAt!.getTime() - 4 * 60_000),
    })),
  });

  const transactions: [LedgerLine[], Date][] = [];
  for (const { p, id } of charged) {
    const talentId = profileId.get(p.menu.talent)!;
    const what = `${p.menu.title} (${p.dateText})`;
    transactions.push([
      [
        { account: 'stripe_clearing', amount: p.total, bookingId: id, description: `Betaling for ${what}` },
        { account: 'platform_commission', amount: -p.commissionAmount, bookingId: id, description: `Kommission af ${what}` },
        { account: 'talent_pending', amount: -p.talentAmount, talentId, bookingId: id, description: `Honorar for ${what}` },
      ],
      p.paidAt!,
    ]);
    if (p.completedAt) {
      transactions.push([
        [
          { account: 'talent_pending', amount: p.talentAmount, talentId, bookingId: id, description: `Gennemført: ${what}` },
          { account: 'talent_available', amount: -p.talentAmount, talentId, bookingId: id, description: `Gennemført: ${what}` },
        ],
        p.completedAt,
      ]);
    }
    if (p.spec.status === 'refunded') {
      const refundedAt = addHours(p.cancelledAt!, 1);
      transactions.push(
        [
          [
            { account: 'talent_pending', amount: p.talentAmount, talentId, bookingId: id, description: `Refundering af ${what}` },
            { account: 'platform_commission', amount: p.commissionAmount, bookingId: id, description: `Refundering af ${what}` },
            { account: 'customer_refunds', amount: -p.total, bookingId: id, description: `Refundering af ${what}` },
          ],
          refundedAt,
        ],
        [
          [
            { account: 'customer_refunds', amount: p.total, bookingId: id, description: `Refunderet til kunden via Stripe: ${what}` },
            { account: 'stripe_clearing', amount: -p.total, bookingId: id, description: `Refunderet til kunden via Stripe: ${what}` },
          ],
          past(addHours(refundedAt, 2)),
        ],
      );
    }
  }
  await Promise.all(transactions.map(([lines, at]) => postTransaction(context, lines, at)));

  // ── Payoffs (after the ledger: a payoff may never exceed the available balance) ───────────
  const released = (talent: string, before: Date) =>
    planned
      .filter((p) => p.menu.talent === talent && p.completedAt && p.completedAt <= before)
      .reduce((sum, p) => sum + p.talentAmount, 0);
  const paidOut = new Map<string, number>();
  const reserved = new Map<string, number>();
  const payoffPlans = payoffs.flatMap((po, i) => {
    const requestedAt = dayAt(now, -po.daysAgo, clock(9 + (i % 8), (i * 13) % 60));
    const available = released(po.talent, requestedAt) - (paidOut.get(po.talent) ?? 0) - (reserved.get(po.talent) ?? 0);
    const amount = Math.floor((available * po.share) / 100) * 100;
    if (amount < 100) return [];
    if (po.status === 'paid') paidOut.set(po.talent, (paidOut.get(po.talent) ?? 0) + amount);
    if (po.status === 'requested' || po.status === 'approved') reserved.set(po.talent, (reserved.get(po.talent) ?? 0) + amount);
    const decidedAt = past(dayAt(now, -po.daysAgo + 1, '10:30'));
    return [{ ...po, amount, requestedAt, decidedAt, paidAt: past(dayAt(now, -po.daysAgo + 2, '08:00')) }];
  });
  const payoffRows = await context.db.Payoff.createMany({
    data: payoffPlans.map((po, i) => ({
      talent: talentConnect(po.talent),
      amount: po.amount,
      status: po.status,
      createdAt: po.requestedAt,
      approvedAt: po.status === 'approved' || po.status === 'paid' ? po.decidedAt : null,
      paidAt: po.status === 'paid' ? po.paidAt : null,
      rejectedAt: po.status === 'rejected' ? po.decidedAt : null,
      bankReference: po.status === 'paid' ? `UDB-${po.paidAt.toISOString().slice(0, 10).replaceAll('-', '')}-${4100 + i}` : undefined,
      rejectionReason: po.rejectionReason,
    })),
  });
  const payoffTransactions: [LedgerLine[], Date][] = [];
  payoffPlans.forEach((po, i) => {
    // As the wallet domain books them: approval moves available → payout, payment payout → bank.
    if (po.status !== 'paid' && po.status !== 'approved') return;
    const talentId = profileId.get(po.talent)!;
    const payoffId = String(payoffRows[i].id);
    payoffTransactions.push([
      [
        { account: 'talent_available', amount: po.amount, talentId, payoffId, description: 'Udbetaling godkendt' },
        { account: 'talent_payout', amount: -po.amount, talentId, payoffId, description: 'Udbetaling godkendt' },
      ],
      po.decidedAt,
    ]);
    if (po.status !== 'paid') return;
    payoffTransactions.push(
      [
        [
          { account: 'talent_payout', amount: po.amount, talentId, payoffId, description: 'Udbetalt til bankkonto' },
          { account: 'stripe_clearing', amount: -po.amount, payoffId, description: 'Udbetalt til bankkonto' },
        ],
        po.paidAt,
      ],
    );
  });
  await Promise.all(payoffTransactions.map(([lines, at]) => postTransaction(context, lines, at)));

  // ── Reviews, stars, favourites ───────────────────────────────────────────────────────────
  const reviewed = planned.map((p, i) => ({ p, id: bookingId[i] })).filter(({ p }) => p.spec.review && p.completedAt);
  await Promise.all([
    context.db.Review.createMany({
      data: reviewed.map(({ p, id }) => ({
        booking: connect(id),
        menu: connect(menuId.get(p.menu.key)!),
        talent: talentConnect(p.menu.talent),
        customer: connect(userId.get(p.spec.customer)!),
        rating: p.spec.review!.rating,
        body: p.spec.review!.body,
        createdAt: past(addHours(p.endsAt, 40)),
      })),
    }),
    context.db.Star.createMany({
      data: stars.map((s, i) => ({
        kind: s.kind,
        ...(s.kind === 'talent' ? { talent: talentConnect(s.talent) } : { menu: connect(menuId.get(s.menu)!) }),
        position: i + 1,
      })),
    }),
    context.db.Favourite.createMany({
      data: favourites.map(([customer, target], i) => ({
        customer: connect(userId.get(customer)!),
        ...('menu' in target ? { menu: connect(menuId.get(target.menu)!) } : { talent: talentConnect(target.talent) }),
        createdAt: addDays(now, -40 + i * 4),
      })),
    }),
  ]);

  return [
    `${people.length + 1} users`,
    `${menus.length} menus`,
    `${planned.length} bookings`,
    `${transactions.length + payoffTransactions.length} ledger transactions`,
    `${payoffPlans.length} payoffs`,
  ].join(', ');
}

/** Works out a booking's dates, price snapshot and messages from its seed. */
function planBooking(spec: BookingSeed, index: number, menu: MenuSeed, now: Date, past: (date: Date) => Date) {
  const { status } = spec;
  if (spec.guests < menu.minGuests || spec.guests > menu.maxGuests) {
    throw new Error(`Demo booking ${spec.key}: ${spec.guests} guests is outside ${menu.key}'s ${menu.minGuests}–${menu.maxGuests}`);
  }
  const startsAt = copenhagenTime(relativeDay(now, spec.on), spec.at);
  const endsAt = new Date(startsAt.getTime() + menu.durationMinutes * 60_000);
  const pastEvent = status === 'completed';
  if (pastEvent !== startsAt < now && status !== 'expired') {
    throw new Error(`Demo booking ${spec.key}: a ${status} booking must be ${pastEvent ? 'in the past' : 'in the future'}`);
  }
  // People write in the daytime: each step happens on a day relative to today at a varied hour.
  const eventDay = dayOffset(now, relativeDay(now, spec.on));
  const createdDay = {
    requested: -1,
    accepted: -5,
    declined: -4,
    expired: Math.min(-6, eventDay - 10),
    cancelled: -9,
    paid: -12,
    completed: eventDay - 30,
    refunded: Math.min(-20, eventDay - 20),
  }[status];
  const created = past(dayAt(now, createdDay, clock(9 + ((index * 5) % 10), (index * 17) % 60)));
  const wasAccepted = ['accepted', 'cancelled', 'paid', 'completed', 'refunded'].includes(status);
  const wasPaid = ['paid', 'completed', 'refunded'].includes(status);
  const acceptedAt = wasAccepted ? dayAt(now, createdDay + 1, clock(8 + ((index * 3) % 6), (index * 23) % 60)) : null;
  const paidAt = wasPaid ? dayAt(now, createdDay + 2, clock(18 + (index % 3), (index * 7) % 60)) : null;
  const completedAt = status === 'completed' ? past(addHours(endsAt, 6)) : null;
  const cancelledAt = status === 'cancelled' ? dayAt(now, -2, '11:20') : status === 'refunded' ? dayAt(now, -3, '09:40') : null;
  const respondBy = addDays(created, 2);
  const payBy = acceptedAt ? latest(acceptedAt, earliest(addDays(acceptedAt, 7), addDays(startsAt, -1))) : null;

  const total = menu.pricePerGuest * spec.guests;
  const { commissionAmount, talentAmount } = splitAmount(total);

  const customer = customers.find((c) => c.key === spec.customer);
  const talent = talents.find((t) => t.key === menu.talent)!;
  if (!customer) throw new Error(`Demo booking ${spec.key}: unknown customer ${spec.customer}`);
  const dateText = danishDate(startsAt);
  const messages = bookingThread(status, {
    customer: firstName(customer.name),
    talent: firstName(talent.name),
    menu: menu.title,
    category: menu.category,
    guests: spec.guests,
    occasion: spec.occasion,
    city: places[spec.place].city,
    date: dateText,
    time: danishTime(startsAt),
    payBy: danishDate(payBy ?? respondBy),
    reason: spec.reason ?? '',
    cancelledBy: spec.cancelledBy,
    variant: index,
    times: {
      created,
      accepted: acceptedAt ?? created,
      paid: paidAt ?? created,
      cancelled: cancelledAt ?? created,
      respondBy,
      ends: endsAt,
    },
  });
  // Keep the thread in order and in the past.
  let previous = 0;
  for (const message of messages) {
    const at = Math.max(past(message.at).getTime(), previous + 60_000);
    message.at = new Date(at);
    previous = at;
  }
  return {
    spec,
    menu,
    startsAt,
    endsAt,
    dateText,
    created,
    respondBy,
    payBy,
    acceptedAt,
    paidAt,
    completedAt,
    cancelledAt,
    total,
    commissionAmount,
    talentAmount,
    messages,
  };
}

type PlannedBooking = ReturnType<typeof planBooking>;

/** Guards the demo data against edits that break the marketplace's calendar rules. */
function checkCalendar(planned: PlannedBooking[], now: Date) {
  const holding = planned.filter((p) => blockingStatuses.includes(p.spec.status));
  for (const a of holding) {
    for (const b of holding) {
      if (a !== b && a.menu.talent === b.menu.talent && a.startsAt < b.endsAt && b.startsAt < a.endsAt) {
        throw new Error(`Demo bookings ${a.spec.key} and ${b.spec.key} overlap for the same talent`);
      }
    }
    const talent = talents.find((t) => t.key === a.menu.talent)!;
    const day = isoDay(relativeDay(now, a.spec.on));
    if (talent.blocked.some((b) => isoDay(relativeDay(now, b)) === day)) {
      throw new Error(`Demo booking ${a.spec.key} falls on a blocked date of ${talent.key}`);
    }
  }
}
