/**
 * Shared by the age-check tests (simulator and OpenID broker): a fresh activated customer made by
 * the admin and signed in in a page browser, and what their account records about the check.
 */
import { must } from './bookings';
import { PageBrowser } from './browser';
import type { Visitor } from './server';

/** A new, activated customer (extra fields for the admin's createUser), signed in at `baseUrl`. */
export async function signedInCustomer(
  admin: Visitor,
  baseUrl: string,
  key: string,
  password: string,
  extra: Record<string, unknown> = {},
) {
  const email = `${key}-${Math.random().toString(36).slice(2, 8)}@example.dk`;
  const { createUser } = await must(admin, `mutation($data: UserCreateInput!) { createUser(data: $data) { id } }`, {
    data: {
      name: `Test ${key}`,
      email,
      password,
      role: 'customer',
      emailVerifiedAt: new Date(Date.now() - 86_400_000).toISOString(),
      ...extra,
    },
  });
  return { id: createUser.id as string, browser: await new PageBrowser(baseUrl).signIn(email, password) };
}

/** The age-check fields of a user, read by the admin. */
export const ageOf = async (admin: Visitor, id: string) =>
  (await must(admin, `query($id: ID!) { user(where: { id: $id }) { ageCheckedAt ageVerifiedAt ageCheckResult } }`, { id })).user;
