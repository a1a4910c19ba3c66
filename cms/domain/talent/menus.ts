/**
 * Menus as the talent edits them: the editor sends kroner, the list stores øre. `saveMenu` is the
 * one way the menu editor writes — load the talent, validate (Danish messages per field), check
 * the publishing rule, then write with the talent's own rights so Keystone enforces ownership.
 * The Menu list's validate hook repeats the publishing rule for every other path into the API.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { z } from 'zod';
import { findAll } from '../../db/find-all';
import { menuCategories } from '../vocabulary';
import { isOwnImagePath } from '../images';
import { DomainError, parseInput } from '../errors';
import { isWholeOre, kronerToOre, parseKroner } from '../money';
import { keystoneMessages } from './errors';
import { menuPublishingProblem } from './onboarding';
import { publishStatusFor, requestVetting } from './vetting';
import { ensureOwnProfile, findOwnProfile, ownRow, talentSession } from './profile';

export const MAX_MENU_IMAGES = 8;
export const MAX_MENU_ITEMS = 40;

const categoryValues = menuCategories.map((c) => c.value) as [string, ...string[]];
const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number(`Skriv ${label} som et tal`)
    .int(`Skriv ${label} som et helt tal`)
    .min(min, `${label.charAt(0).toUpperCase() + label.slice(1)} skal være mindst ${min}`)
    .max(max, `${label.charAt(0).toUpperCase() + label.slice(1)} kan højst være ${max}`);

export const menuImagePath = z.string().refine(isOwnImagePath, 'Et af billederne kunne ikke findes — upload det igen');

export const menuEditorSchema = z
  .object({
    title: z.string().trim().min(3, 'Titlen skal være mindst 3 tegn').max(120, 'Titlen må højst være 120 tegn'),
    description: z.string().trim().max(5000, 'Beskrivelsen må højst være 5000 tegn').default(''),
    category: z.enum(categoryValues, 'Vælg en kategori'),
    items: z
      .array(
        z.object({
          name: z.string().trim().min(1, 'Hvert punkt skal have et navn').max(120, 'Navnet på et punkt må højst være 120 tegn'),
          description: z.string().trim().max(500, 'Beskrivelsen af et punkt må højst være 500 tegn').default(''),
        }),
      )
      .max(MAX_MENU_ITEMS, `Menuen kan højst have ${MAX_MENU_ITEMS} punkter`)
      .default([]),
    priceKroner: z.union([z.number(), z.string().trim().transform(parseKroner)]).pipe(
      z
        .number('Skriv prisen pr. gæst i kroner')
        .refine(Number.isFinite, 'Skriv prisen pr. gæst i kroner')
        .refine((value) => value >= 0, 'Prisen kan ikke være negativ')
        .refine((value) => value <= 100_000, 'Prisen pr. gæst kan højst være 100.000 kr.')
        .refine(isWholeOre, 'Prisen kan højst have to decimaler (øre)'),
    ),
    minGuests: wholeNumber('minimum antal gæster', 1, 1000),
    maxGuests: wholeNumber('maksimum antal gæster', 1, 1000),
    durationMinutes: wholeNumber('varigheden i minutter', 30, 24 * 60),
    containsAlcohol: z.boolean().default(true),
    instantBooking: z.boolean().default(false),
    allergens: z.string().trim().max(500, 'Allergenerne må højst fylde 500 tegn').default(''),
    images: z.array(menuImagePath).max(MAX_MENU_IMAGES, `Du kan højst have ${MAX_MENU_IMAGES} billeder`).default([]),
    // `pending` comes back from an editor opened on a menu that waits for approval: still "publish".
    status: z.enum(['draft', 'published', 'pending', 'archived'], 'Vælg en status'),
  })
  .refine((menu) => menu.maxGuests >= menu.minGuests, {
    path: ['maxGuests'],
    message: 'Maksimum antal gæster kan ikke være mindre end minimum',
  });

/** Publishing refused: the message names the missing setup step, `href` is where to finish it. */
export class PublishingBlockedError extends DomainError {
  constructor(
    message: string,
    readonly href: string | null,
  ) {
    super(message, { status: message }, 'FORBIDDEN');
  }
}

const NOT_YOURS = 'Menuen findes ikke, eller du har ikke adgang til den';

/**
 * Saves the talent's menu; answers its id and the status it was stored with — a "publish" by a
 * talent not yet approved is stored as `pending` and puts them in the review queue (vetting.ts).
 */
export async function saveMenu(context: KeystoneContext, menuId: string | null | undefined, input: unknown) {
  // load
  talentSession(context);
  const profile = await ensureOwnProfile(context);
  if (menuId) await ownRow(context, 'Menu', menuId, NOT_YOURS, profile);
  // validate
  const menu = parseInput(menuEditorSchema, input);
  const wantsPublic = menu.status === 'published' || menu.status === 'pending';
  if (wantsPublic) {
    const problem = await menuPublishingProblem(context, profile.id);
    if (problem) throw new PublishingBlockedError(problem.message, problem.href);
  }
  const status = wantsPublic ? await publishStatusFor(context, profile.id) : menu.status;
  // change
  const { priceKroner, ...fields } = menu;
  const data = { ...fields, status, pricePerGuest: kronerToOre(priceKroner) };
  let id: string;
  try {
    // Ownership was proven above; the generated API is closed to talent, so the domain writes.
    if (menuId) {
      id = String((await context.sudo().db.Menu.updateOne({ where: { id: menuId }, data })).id);
    } else {
      id = String((await context.sudo().db.Menu.createOne({ data: { ...data, talent: { connect: { id: profile.id } } } })).id);
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError(keystoneMessages(error).join(' '));
  }
  // notify: the admins' queue (the back office lists talent waiting for review)
  if (status === 'pending') await requestVetting(context, profile.id);
  return { menuId: id, status };
}

/** A draft copy of one of the talent's menus ("Kopi af …"), without views or bookings. */
export async function duplicateMenu(context: KeystoneContext, menuId: string) {
  talentSession(context);
  const { profile, row: original } = await ownRow(context, 'Menu', menuId, NOT_YOURS);
  const copy = await context.sudo().db.Menu.createOne({
    data: {
      talent: { connect: { id: profile.id } },
      title: `Kopi af ${original.title}`.slice(0, 120),
      description: original.description,
      category: original.category,
      items: original.items ?? [],
      pricePerGuest: original.pricePerGuest,
      minGuests: original.minGuests,
      maxGuests: original.maxGuests,
      durationMinutes: original.durationMinutes,
      containsAlcohol: original.containsAlcohol,
      instantBooking: original.instantBooking,
      allergens: original.allergens,
      images: original.images ?? [],
      status: 'draft',
    },
  });
  return String(copy.id);
}

/** Takes a menu off the marketplace. Archived menus stay (bookings refer to them) and can be reopened. */
export async function archiveMenu(context: KeystoneContext, menuId: string) {
  talentSession(context);
  await ownRow(context, 'Menu', menuId, NOT_YOURS);
  await context.sudo().db.Menu.updateOne({ where: { id: menuId }, data: { status: 'archived' } });
}

export type OwnMenuRow = {
  id: string;
  title: string;
  status: 'draft' | 'pending' | 'published' | 'archived';
  category: string;
  pricePerGuest: number;
  viewCount: number;
  images: unknown;
  updatedAt: string | null;
  bookingCount: number;
};

/** The talent's menus with how many bookings each has (counted from the bookings they can see). */
export async function ownMenus(context: KeystoneContext): Promise<OwnMenuRow[]> {
  const profile = await findOwnProfile(context);
  if (!profile) return [];
  const mine = { talent: { id: { equals: profile.id } } };
  const [menus, bookings] = await Promise.all([
    // All of them (not the first maxTake): a talent has a handful of menus.
    findAll(context.query.Menu, {
      where: mine,
      query: 'id title status category pricePerGuest viewCount images updatedAt',
      orderBy: [{ createdAt: 'desc' }],
    }),
    // Counted by the database, one grouped count on the (talent, startsAt) index: not every booking read.
    context.prisma.booking.groupBy({ by: ['menuId'], where: { talentId: profile.id }, _count: { _all: true } }),
  ]);
  const counts = new Map<string, number>(
    bookings.map((row: { menuId: string | null; _count: { _all: number } }) => [String(row.menuId), row._count._all]),
  );
  return menus.map((menu) => ({ ...(menu as Omit<OwnMenuRow, 'bookingCount'>), bookingCount: counts.get(menu.id) ?? 0 }));
}
