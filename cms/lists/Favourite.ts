/**
 * Favourite — a menu or a talent a customer has saved.
 * - Only the customer themself (and admins) see or remove their favourites.
 * - A favourite is created for the signed-in person only; it is never edited.
 */
import { list } from '@keystone-6/core';
import { relationship } from '@keystone-6/core/fields';
import { isSignedIn, rules } from '../access';
import { ownCustomerOnCreate } from './ownership';
import { createdAt } from './shared';

export const Favourite = list({
  access: {
    operation: { query: isSignedIn, create: isSignedIn, update: () => false, delete: isSignedIn },
    filter: { query: rules.ownedByCustomer, delete: rules.ownedByCustomer },
    item: { create: ownCustomerOnCreate },
  },
  fields: {
    customer: relationship({ ref: 'User.favourites' }),
    menu: relationship({ ref: 'Menu' }),
    talent: relationship({ ref: 'TalentProfile' }),
    createdAt: createdAt(),
  },
});
