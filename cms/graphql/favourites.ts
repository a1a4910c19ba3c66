/**
 * Favourites over GraphQL: `addFavourite`, `removeFavourite`, `toggleFavourite`. The only door for
 * a customer's favourites (the generated Favourite mutations are admin-only); each resolves the
 * actor from the session and calls cms/domain/favourites, which authorises and validates.
 * Each answers whether the target is saved afterwards. Errors: cms/graphql/errors.ts.
 */
import { g } from '@keystone-6/core';
import type { Extension } from '@graphql-ts/extend';
import type { KeystoneContext } from '@keystone-6/core/types';
import { actorOf } from '../domain/actor';
import { addFavourite, removeFavourite, toggleFavourite } from '../domain/favourites';
import { domain } from './errors';

const FavouriteKind = g.enum({ name: 'FavouriteKind', values: g.enumValues(['menu', 'talent']) });
const args = { kind: g.arg({ type: g.nonNull(FavouriteKind) }), id: g.arg({ type: g.nonNull(g.ID) }) };
type Args = { kind: 'menu' | 'talent'; id: string };

const mutation = (run: typeof addFavourite) =>
  g.field({
    type: g.nonNull(g.Boolean),
    args,
    resolve: (_root: unknown, input: Args, context: KeystoneContext) => domain(() => run(context, actorOf(context), input)),
  });

export function favouritesExtension(): Extension {
  return {
    mutation: {
      addFavourite: mutation(addFavourite),
      removeFavourite: mutation(removeFavourite),
      toggleFavourite: mutation(toggleFavourite),
    },
  };
}
