/**
 * /soeg's results: the domain's menu search (cms/domain/search) and the menus it found, read
 * through the visitor's own context (Keystone's access rules apply to every menu), in the
 * search's order. The `searchMenus` GraphQL query does the same for islands in the browser.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { searchMenus, type MenuSearchInput } from '../../../cms/domain/search';
import { MENU_SUMMARY, type MenuSummary } from './menus';

export async function searchMenuSummaries(keystone: KeystoneContext, search: MenuSearchInput) {
  const found = await searchMenus(keystone.prisma, search);
  const rows = (await keystone.query.Menu.findMany({ where: { id: { in: found.ids } }, query: MENU_SUMMARY })) as MenuSummary[];
  const byId = new Map(rows.map((menu) => [String(menu.id), menu]));
  return { ...found, menus: found.ids.flatMap((id) => byId.get(id) ?? []) };
}
