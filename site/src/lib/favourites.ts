/**
 * Favourite buttons on the site. Saving and removing is the favourites domain
 * (cms/domain/favourites), called in-process with the visitor as the actor.
 *
 * Signed-out flow: the toggle form posts to /favourites/toggle, which sends the visitor to
 * /login?next=/favourites/add?menu=ID&next=<the page they were on>. After sign-in, /favourites/add
 * adds the favourite (adding twice is harmless) and returns them to that page.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { favouriteIds, type FavouriteTarget } from '../../../cms/domain/favourites';

/** Reads `menu` or `talent` from form data or a query string. */
export function targetFrom(values: { get(name: string): unknown }): FavouriteTarget | null {
  for (const kind of ['menu', 'talent'] as const) {
    const id = values.get(kind);
    if (typeof id === 'string' && /^[a-z0-9]{10,40}$/i.test(id)) return { kind, id };
  }
  return null;
}

/** Ids of the menus and talent the customer has saved. */
export const loadFavouriteIds = (keystone: KeystoneContext, customerId: string | undefined) => favouriteIds(keystone, customerId);
