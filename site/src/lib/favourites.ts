/**
 * Favourites of the signed-in customer, through the visitor's own Keystone context (the
 * Favourite list only ever shows and deletes the person's own rows).
 *
 * Signed-out flow: the toggle form posts to /favourites/toggle, which sends the visitor to
 * /login?next=/favourites/add?menu=ID&next=<the page they were on>. After sign-in, /favourites/add
 * adds the favourite (adding twice is harmless) and returns them to that page.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { findAll } from '../../../cms/db/find-all';

export type FavouriteTarget = { kind: 'menu' | 'talent'; id: string };

type FavouriteRow = { id: string; menu: { id: string } | null; talent: { id: string } | null };

const whereTarget = (customerId: string, target: FavouriteTarget) => ({
  customer: { id: { equals: customerId } },
  [target.kind]: { id: { equals: target.id } },
});

/** Reads `menu` or `talent` from form data or a query string. */
export function targetFrom(values: { get(name: string): unknown }): FavouriteTarget | null {
  for (const kind of ['menu', 'talent'] as const) {
    const id = values.get(kind);
    if (typeof id === 'string' && /^[a-z0-9]{10,40}$/i.test(id)) return { kind, id };
  }
  return null;
}

/** Ids of the menus and talent the customer has saved. */
export async function loadFavouriteIds(keystone: KeystoneContext, customerId: string | undefined) {
  const menus = new Set<string>();
  const talent = new Set<string>();
  if (!customerId) return { menus, talent };
  const rows = await findAll<FavouriteRow>(keystone.query.Favourite, {
    where: { customer: { id: { equals: customerId } } },
    query: 'id menu { id } talent { id }',
  });
  for (const row of rows) {
    if (row.menu) menus.add(row.menu.id);
    if (row.talent) talent.add(row.talent.id);
  }
  return { menus, talent };
}

async function targetIsVisible(keystone: KeystoneContext, target: FavouriteTarget) {
  const list = target.kind === 'menu' ? keystone.query.Menu : keystone.query.TalentProfile;
  return Boolean(await list.findOne({ where: { id: target.id }, query: 'id' }));
}

/** Saves the favourite unless it is already saved. False when the menu/talent is not visible. */
export async function addFavourite(keystone: KeystoneContext, customerId: string, target: FavouriteTarget): Promise<boolean> {
  if (!(await targetIsVisible(keystone, target))) return false;
  const existing = await keystone.query.Favourite.count({ where: whereTarget(customerId, target) });
  if (existing === 0) {
    await keystone.query.Favourite.createOne({
      data: { customer: { connect: { id: customerId } }, [target.kind]: { connect: { id: target.id } } },
    });
  }
  return true;
}

/** Adds the favourite if missing, removes it if present. Returns whether it is saved now. */
export async function toggleFavourite(keystone: KeystoneContext, customerId: string, target: FavouriteTarget): Promise<boolean> {
  const rows = (await keystone.query.Favourite.findMany({ where: whereTarget(customerId, target), query: 'id' })) as { id: string }[];
  if (rows.length > 0) {
    await keystone.query.Favourite.deleteMany({ where: rows.map((row) => ({ id: row.id })) });
    return false;
  }
  return addFavourite(keystone, customerId, target);
}
