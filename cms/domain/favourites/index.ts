/**
 * Favourites: a customer saves a menu or a talent and removes it again. These functions are the
 * only way a customer writes a favourite (the generated Favourite mutations are admin-only).
 *
 *   load the actor → authorise (customers only) → validate the target (zod; visible to them) →
 *   change (idempotent: adding twice keeps one row, removing a missing one is a no-op).
 *
 * "Adding twice keeps one row" holds under concurrency too: the database has a unique index per
 * customer and menu (and per customer and talent), and a create that collides with it means the
 * favourite is already saved.
 *
 * Reads and writes are scoped to the actor's own user id here and run with sudo, because
 * relationship filters (`customer`, `menu`) are admin-only in the API.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { z } from 'zod';
import type { Actor } from '../actor';
import { forbidden, notFound, parseInput } from '../errors';

export const favouriteTargetSchema = z.object({
  kind: z.enum(['menu', 'talent'], 'Vælg en menu eller et talent'),
  id: z.string().regex(/^[a-z0-9]{10,40}$/i, 'Menuen eller talentet findes ikke'),
});
export type FavouriteTarget = z.infer<typeof favouriteTargetSchema>;

function assertCustomer(actor: Actor) {
  if (actor.role !== 'customer') throw forbidden('Kun kunder kan gemme favoritter');
}

const ownFavourite = (actor: Actor, target: FavouriteTarget) => ({
  customer: { id: { equals: actor.userId } },
  [target.kind]: { id: { equals: target.id } },
});

/** The target, if the customer may see it: published menus (or ones they booked) and talent. */
async function assertVisible(context: KeystoneContext, target: FavouriteTarget) {
  const list = target.kind === 'menu' ? context.query.Menu : context.query.TalentProfile;
  if (!(await list.findOne({ where: { id: target.id }, query: 'id' }))) throw notFound('Menuen eller talentet findes ikke');
}

const isSaved = async (context: KeystoneContext, actor: Actor, target: FavouriteTarget) =>
  (await context.sudo().db.Favourite.count({ where: ownFavourite(actor, target) })) > 0;

async function create(context: KeystoneContext, actor: Actor, target: FavouriteTarget) {
  const column = target.kind === 'menu' ? 'menuId' : 'talentId';
  try {
    await context.prisma.favourite.create({ data: { customerId: actor.userId, [column]: target.id } });
  } catch (error) {
    if ((error as { code?: string }).code !== 'P2002') throw error;
  }
  return true;
}

/** Saves the favourite unless it is already saved. */
export async function addFavourite(context: KeystoneContext, actor: Actor, input: unknown) {
  assertCustomer(actor);
  const target = parseInput(favouriteTargetSchema, input);
  await assertVisible(context, target);
  return (await isSaved(context, actor, target)) || create(context, actor, target);
}

/** Removes the customer's own favourite for the target (nobody else's, whatever the id). */
export async function removeFavourite(context: KeystoneContext, actor: Actor, input: unknown) {
  assertCustomer(actor);
  const target = parseInput(favouriteTargetSchema, input);
  await context.sudo().db.Favourite.deleteMany({
    where: (await context.sudo().db.Favourite.findMany({ where: ownFavourite(actor, target) })).map((row) => ({ id: String(row.id) })),
  });
  return false;
}

/** Adds the favourite if missing, removes it if present. Returns whether it is saved now. */
export async function toggleFavourite(context: KeystoneContext, actor: Actor, input: unknown) {
  assertCustomer(actor);
  const target = parseInput(favouriteTargetSchema, input);
  if (await isSaved(context, actor, target)) return removeFavourite(context, actor, target);
  await assertVisible(context, target);
  return create(context, actor, target);
}

/** Ids of the menus and talent the customer has saved (empty for anyone else). */
export async function favouriteIds(context: KeystoneContext, customerId: string | undefined) {
  const menus = new Set<string>();
  const talent = new Set<string>();
  if (!customerId) return { menus, talent };
  const rows = await context.prisma.favourite.findMany({ where: { customerId }, select: { menuId: true, talentId: true } });
  for (const row of rows) {
    if (row.menuId) menus.add(row.menuId);
    if (row.talentId) talent.add(row.talentId);
  }
  return { menus, talent };
}
