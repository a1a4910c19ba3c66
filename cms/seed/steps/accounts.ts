// Seed step: the admin, the talent's and the customers' user accounts.
import type { KeystoneContext } from '@keystone-6/core/types';
import { DEMO_PASSWORD, adminAccount, customers } from '../accounts';
import { addDays, addHours } from '../calendar';
import { talents } from '../talent';

/**
 * Hashing is slow (bcrypt, cms/auth/passwords.ts), so only the admin's password is hashed and every other demo user
 * gets the same hash copied in one statement — all demo users share DEMO_PASSWORD.
 * Returns the user ids by key and when each talent joined (their profile dates follow it).
 */
export async function seedAccounts(context: KeystoneContext, now: Date) {
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
    // Established talent joined months ago; a newcomer three weeks ago.
    ...talents.map((t, i) => ({ ...t, role: 'talent', createdAt: addDays(now, t.established ? -320 + i * 17 : -21) })),
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
  const { password } = (await context.prisma.user.findUnique({ where: { id: admin.id }, select: { password: true } })) as {
    password: string;
  };
  await context.prisma.user.updateMany({ where: { password: null }, data: { password } });
  const userId = new Map(people.map((p, i) => [p.key, String(users[i].id)]));
  userId.set(adminAccount.key, String(admin.id));
  const talentJoined = talents.map((_, i) => people[i].createdAt);
  return { userId, talentJoined, count: people.length + 1 };
}
