/**
 * Custom GraphQL queries and mutations, one file per domain area (mirroring cms/domain/), each
 * a thin adapter: arguments → the domain function with the actor from the session → the result
 * read back through the caller's own context. Every file maps errors through cms/graphql/errors.ts.
 * Composed here into the one `extendGraphqlSchema` that cms/keystone.ts passes to Keystone. To
 * add an area: write `cms/graphql/<area>.ts` exporting `(base) => Extension` and add it below.
 */
import { g } from '@keystone-6/core';
import { accountsExtension } from './accounts';
import { bookingExtension } from './booking';
import { dac7Extension } from './dac7';
import { favouritesExtension } from './favourites';
import { jobsExtension } from './jobs';
import { ledgerExtension } from './ledger';
import { messagingExtension } from './messaging';
import { paymentsExtension } from './payments';
import { reviewsExtension } from './reviews';
import { searchExtension } from './search';
import { supportExtension } from './support';
import { talentExtension } from './talent';
import { walletExtension } from './wallet';

export const extendGraphqlSchema = g.extend((base) => [
  searchExtension(base),
  accountsExtension(base),
  talentExtension(base),
  bookingExtension(base),
  paymentsExtension(),
  walletExtension(base),
  messagingExtension(base),
  reviewsExtension(base),
  favouritesExtension(),
  ledgerExtension(),
  jobsExtension(),
  supportExtension(base),
  dac7Extension(),
]);
