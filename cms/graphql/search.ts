/**
 * Query `searchMenus(search: MenuSearchInput!)`: the public menu search (cms/domain/search) over
 * GraphQL, for islands in the browser and API clients (/soeg calls the domain directly). Returns the page of menus
 * loaded through the caller's own context, so Keystone's access rules apply to every menu.
 */
import { g } from '@keystone-6/core';
import type { Extension, BaseSchemaMeta } from '@graphql-ts/extend';
import type { KeystoneContext } from '@keystone-6/core/types';
import { ZodError } from 'zod';
import { config } from '../config';
import { DomainError } from '../domain/errors';
import { searchMenus, type MenuSearchResult as SearchResult } from '../domain/search';
import { toGraphqlError } from './errors';

const MenuSearchInput = g.inputObject({
  name: 'MenuSearchInput',
  fields: {
    text: g.arg({ type: g.String }),
    place: g.arg({ type: g.String }),
    region: g.arg({ type: g.String }),
    date: g.arg({ type: g.String, description: 'YYYY-MM-DD' }),
    guests: g.arg({ type: g.Int }),
    minPrice: g.arg({ type: g.Int, description: 'Øre per guest' }),
    maxPrice: g.arg({ type: g.Int, description: 'Øre per guest' }),
    category: g.arg({ type: g.String }),
    alcoholFree: g.arg({ type: g.Boolean }),
    sort: g.arg({
      type: g.String,
      description: 'relevans | pris | pris-faldende | bedoemmelse | nyeste | afstand (nærmest først; kræver place)',
    }),
    page: g.arg({ type: g.Int }),
    perPage: g.arg({ type: g.Int }),
  },
});

const withoutNulls = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));

export function searchExtension(base: BaseSchemaMeta): Extension {
  const Menu = base.object('Menu');
  const MenuSearchSuggestion = g.object<NonNullable<SearchResult['suggestion']>>()({
    name: 'MenuSearchSuggestion',
    description: '"Mente du …?": the search with a misspelt word or place corrected',
    fields: {
      text: g.field({ type: g.String }),
      place: g.field({ type: g.String }),
    },
  });
  // The domain's result with the menus loaded in place of their ids.
  const MenuSearchResult = g.object<Omit<SearchResult, 'ids'> & { menus: unknown[] }>()({
    name: 'MenuSearchResult',
    fields: {
      menus: g.field({ type: g.nonNull(g.list(g.nonNull(Menu))) }),
      total: g.field({ type: g.nonNull(g.Int), description: 'Matches, counted up to a cap (see totalCapped)' }),
      totalCapped: g.field({ type: g.nonNull(g.Boolean), description: 'True when there are more matches than total' }),
      page: g.field({ type: g.nonNull(g.Int) }),
      perPage: g.field({ type: g.nonNull(g.Int) }),
      pageCount: g.field({ type: g.nonNull(g.Int) }),
      suggestion: g.field({ type: MenuSearchSuggestion, description: 'Only when nothing matched' }),
    },
  });
  return {
    query: {
      searchMenus: g.field({
        type: g.nonNull(MenuSearchResult),
        args: { search: g.arg({ type: g.nonNull(MenuSearchInput) }) },
        async resolve(_root, { search }, context: KeystoneContext) {
          try {
            const result = await searchMenus(context.prisma, withoutNulls(search) as never);
            const found = await context.db.Menu.findMany({ where: { id: { in: result.ids } } });
            const byId = new Map(found.map((menu) => [String(menu.id), menu]));
            const menus = result.ids.map((id) => byId.get(id)).filter(Boolean) as unknown[];
            return { ...result, menus };
          } catch (error) {
            // The search parameters' first complaint, as bad input (cms/graphql/errors.ts).
            if (error instanceof ZodError) throw toGraphqlError(new DomainError(error.issues[0]?.message ?? 'Ugyldig søgning'));
            throw toGraphqlError(error);
          }
        },
      }),
    },
  };
}
