/**
 * The back office's auth provider against the real server: Keystone's session cookie decides,
 * people who are not signed in are sent to the site's /login?next=…, and logout ends the session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, Visitor, type TestServer } from '../../support/server';
import { createAuthProvider } from '../../../backoffice/src/authProvider';
import { cookieFetch, register, signInAdmin } from './support';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

/** A fake window.location that records where the app was sent. */
function fakeLocation(path: string) {
  const url = new URL(path, 'http://mixbuddy.test');
  const assigned: string[] = [];
  return {
    assigned,
    location: {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      origin: url.origin,
      assign: (to: string | URL) => void assigned.push(String(to)),
    },
  };
}

function providerFor(visitor: Visitor, path = '/admin') {
  const where = fakeLocation(path);
  const auth = createAuthProvider({
    uri: `${server.url}/api/graphql`,
    loginUrl: '/login',
    fetch: cookieFetch(visitor),
    location: where.location,
    cacheMs: 0,
  });
  return { auth, assigned: where.assigned };
}

describe('authProvider', () => {
  it('lets an admin in and tells react-admin who they are', async () => {
    const admin = await signInAdmin(server);
    const { auth, assigned } = providerFor(admin);
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(await auth.getPermissions!({})).toBe('admin');
    expect(await auth.getIdentity!()).toMatchObject({ id: expect.any(String), fullName: expect.any(String) });
    expect(assigned).toEqual([]);
  });

  it('sends someone who is not signed in to /login?next=<the /admin path>', async () => {
    const { auth, assigned } = providerFor(new Visitor(server.url), '/admin/bookings?filter=%7B%22status%22%3A%22paid%22%7D');
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: false, message: false });
    expect(assigned).toEqual([`/login?next=${encodeURIComponent('/admin/bookings?filter=%7B%22status%22%3A%22paid%22%7D')}`]);
    // react-admin then calls logout: no second redirect and no endSession
    await expect(auth.logout({})).resolves.toBe(false);
    expect(assigned).toHaveLength(1);
  });

  it('lets a signed-in customer through with role customer (the layout shows them a 403)', async () => {
    const person = await register(server, 'Nysgerrig Kunde');
    const customer = new Visitor(server.url);
    await customer.signIn(person.email, person.password);
    const { auth, assigned } = providerFor(customer, '/admin/users');
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(await auth.getPermissions!({})).toBe('customer');
    expect(assigned).toEqual([]); // /login would send a signed-in visitor straight back: no loop
  });

  it('checkError asks Keystone again and sends an ended session to /login', async () => {
    const admin = await signInAdmin(server);
    const { auth, assigned } = providerFor(admin, '/admin/star');
    await expect(auth.checkError({ message: 'Access denied: You cannot delete that Booking' })).resolves.toBeUndefined();
    await expect(auth.checkError({ message: 'Network down', status: 500 })).resolves.toBeUndefined();
    admin.cookie = '';
    await expect(auth.checkError({ message: 'Access denied' })).rejects.toMatchObject({ logoutUser: false });
    expect(assigned).toEqual([`/login?next=${encodeURIComponent('/admin/star')}`]);
  });

  it('logout ends the Keystone session and goes to /login', async () => {
    const admin = await signInAdmin(server);
    const { auth, assigned } = providerFor(admin);
    await expect(auth.logout({})).resolves.toBe(false);
    expect(assigned).toEqual(['/login']);
    const who = await admin.gql('{ authenticatedItem { __typename } }');
    expect(who.data?.authenticatedItem).toBeNull();
  });
});
