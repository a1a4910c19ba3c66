/**
 * Custom GraphQL queries and mutations, one file per area, composed here into the one
 * `extendGraphqlSchema` that cms/keystone.ts passes to Keystone. To add an area: write
 * `cms/graphql/<area>.ts` exporting `(base) => Extension` and add it to the list below.
 */
import { g } from '@keystone-6/core';
import { accountsExtension } from './accounts';
import { bookingExtension } from './booking';
import { favouritesExtension } from './favourites';
import { ledgerExtension } from './ledger';
import { searchExtension } from './search';
import { talentExtension } from './talent';

export const extendGraphqlSchema = g.extend((base) => [searchExtension(base), accountsExtension(base), talentExtension(), bookingExtension(base), favouritesExtension(), ledgerExtension()]);
