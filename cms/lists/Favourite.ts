/**
 * Favourite — a menu or a talent a customer has saved.
 * - Only the customer themself (and admins) see their favourites.
 * - Customers save and remove favourites only through `addFavourite` / `removeFavourite`
 *   (cms/domain/favourites/index.ts); the generated mutations are for admins, and a favourite is
 *   never edited or moved to another customer.
 * - One row per customer and menu, and per customer and talent: a unique index, so concurrent
 *   "save" clicks cannot store it twice (the domain treats the collision as "already saved").
 * - Public filters (to the customer): createdAt, for "newest first". Access already narrows
 *   every read to one's own rows, so pages need no `customer` filter.
 */
import { list } from '@keystone-6/core';
import { relationship } from '@keystone-6/core/fields';
import { allowNobody, fieldRules, isSignedIn, permissions, rules } from '../access';
import { createdAt, publicFilters, uniqueTogether } from './shared';

export const Favourite = list({
  access: {
    operation: { query: isSignedIn, create: permissions.isAdmin, update: allowNobody, delete: permissions.isAdmin },
    filter: { query: rules.ownedByCustomer },
  },
  db: uniqueTogether(['customerId', 'menuId'], ['customerId', 'talentId']),
  fields: publicFilters(['createdAt'], {
    customer: relationship({ ref: 'User.favourites', access: fieldRules.setOnCreateByAdmin }),
    menu: relationship({ ref: 'Menu', access: fieldRules.setOnCreateByAdmin }),
    talent: relationship({ ref: 'TalentProfile', access: fieldRules.setOnCreateByAdmin }),
    createdAt: createdAt(),
  }),
});
