/**
 * The assistant's tools — the only way either engine reaches data. Each has a zod schema for its
 * arguments (strict: an unknown argument is an error, not ignored) and reads PUBLIC data only,
 * through a Keystone context without a session: published menus, public talent profiles and
 * their calendars, and the terms. No tool can name a list, a field or a user, so neither a
 * visitor's text nor a menu description nor a model's tool call can widen what is read.
 *
 * A tool returns `result` (compact JSON for the model or the built-in engine) and, for menus,
 * `menus`: the cards the chat shows, built here from the data — never from a model's words.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { z } from 'zod';
import { findAll } from '../../db/find-all';
import { coverImage } from '../images';
import { kronerToOre } from '../money';
import { menuSearchFields, searchMenus } from '../search';
import { HELP_TOPICS, helpAbout } from './help';
import type { HelpTopic } from './parser';

/** What the chat shows for one menu (cms → island contract, also in the NDJSON stream). */
export type MenuCardData = {
  id: string;
  title: string;
  category: string | null;
  /** Øre. */
  pricePerGuest: number;
  minGuests: number | null;
  maxGuests: number | null;
  image: string | null;
  talent: { id: string; name: string } | null;
  alcoholFree: boolean;
  summary: string;
};

export type ToolEnvironment = {
  /** A context WITHOUT a session (see `publicContext`). */
  context: KeystoneContext;
  /** YYYY-MM-DD in Copenhagen. */
  today: string;
};

export type ToolOutcome = { ok: true; result: unknown; menus?: MenuCardData[] } | { ok: false; error: string };

/** The anonymous view of the data: what a signed-out visitor may read, whoever asks. */
export const publicContext = (context: KeystoneContext) => context.withSession(undefined);

const id = z
  .string()
  .trim()
  .min(1, 'Mangler id')
  .max(64, 'Ugyldigt id')
  .regex(/^[A-Za-z0-9_-]+$/, 'Ugyldigt id');

const MENU_CARD = 'id title description category pricePerGuest minGuests maxGuests containsAlcohol images talent { id displayName }';
/** A row of MENU_CARD. */
type MenuRow = {
  id: string;
  title: string;
  description?: string | null;
  category?: string | null;
  pricePerGuest: number;
  minGuests?: number | null;
  maxGuests?: number | null;
  containsAlcohol?: boolean | null;
  images?: unknown;
  talent?: { id: string; displayName: string } | null;
};

function toCard(menu: MenuRow): MenuCardData {
  const description = (menu.description ?? '').replace(/\s+/g, ' ').trim();
  return {
    id: String(menu.id),
    title: menu.title,
    category: menu.category ?? null,
    pricePerGuest: menu.pricePerGuest,
    minGuests: menu.minGuests ?? null,
    maxGuests: menu.maxGuests ?? null,
    image: coverImage(menu.images),
    talent: menu.talent ? { id: String(menu.talent.id), name: menu.talent.displayName } : null,
    alcoholFree: menu.containsAlcohol === false,
    summary: description.length > 160 ? `${description.slice(0, 157).trimEnd()}…` : description,
  };
}

/** What the model sees of a card: the same public facts, prices in kroner. */
const forModel = (card: MenuCardData) => ({
  id: card.id,
  title: card.title,
  category: card.category,
  pricePerPersonKr: card.pricePerGuest / 100,
  guests: `${card.minGuests ?? 1}-${card.maxGuests ?? ''}`,
  talent: card.talent?.name ?? null,
  talentId: card.talent?.id ?? null,
  alcoholFree: card.alcoholFree,
  summary: card.summary,
  url: `/menu/${card.id}`,
});

/** The public search's own fields (same Danish messages), with the price in kroner for a model. */
export const searchMenusArgs = z
  .object(menuSearchFields)
  .pick({ text: true, place: true, region: true, date: true, guests: true, category: true, alcoholFree: true })
  .extend({ maxPricePerPersonKr: z.number().min(0).max(100_000), cheapestFirst: z.boolean() })
  .partial()
  .strict();

export const getMenuArgs = z.object({ menuId: id }).strict();
export const checkAvailabilityArgs = z.object({ talentId: id, date: menuSearchFields.date }).strict();
export const answerHelpArgs = z.object({ topic: z.enum(HELP_TOPICS as [HelpTopic, ...HelpTopic[]]) }).strict();

/** Menus that match, at most six, best first. */
export async function searchMenusTool(env: ToolEnvironment, args: z.output<typeof searchMenusArgs>) {
  const { maxPricePerPersonKr, cheapestFirst, ...filters } = args;
  const found = await searchMenus(env.context.prisma, {
    ...filters,
    maxPrice: maxPricePerPersonKr === undefined ? undefined : kronerToOre(maxPricePerPersonKr),
    sort: cheapestFirst ? 'pris' : filters.text ? 'relevans' : 'bedoemmelse',
    perPage: 6,
  });
  const rows = (await env.context.query.Menu.findMany({ where: { id: { in: found.ids } }, query: MENU_CARD })) as MenuRow[];
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  const menus = found.ids
    .map((menuId) => byId.get(menuId))
    .filter((row): row is MenuRow => Boolean(row))
    .map(toCard);
  return { result: { total: found.total, menus: menus.map(forModel) }, menus };
}

export async function getMenuTool(env: ToolEnvironment, args: z.output<typeof getMenuArgs>) {
  const menu = (await env.context.query.Menu.findOne({
    where: { id: args.menuId },
    query: `${MENU_CARD} items durationMinutes allergens talent { id displayName headline city }`,
  })) as
    | (MenuRow & {
        items?: unknown;
        durationMinutes?: number;
        allergens?: string;
        talent?: { id: string; displayName: string; headline?: string; city?: string };
      })
    | null;
  if (!menu) return { result: { found: false } };
  const card = toCard(menu);
  const items = Array.isArray(menu.items)
    ? menu.items
        .map((item: { name?: unknown }) => String(item?.name ?? ''))
        .filter(Boolean)
        .slice(0, 20)
    : [];
  return {
    result: {
      found: true,
      ...forModel(card),
      items,
      durationMinutes: menu.durationMinutes,
      allergens: menu.allergens ?? '',
      talentCity: menu.talent?.city ?? null,
    },
    menus: [card],
  };
}

/** The talent's public calendar on one day: blocked, outside weekly hours, or open (with hours). */
export async function checkAvailabilityTool(env: ToolEnvironment, args: z.output<typeof checkAvailabilityArgs>) {
  type Slot = { kind: string; weekday: number | null; startTime: string; endTime: string; date: string | null };
  const profile = (await env.context.query.TalentProfile.findOne({ where: { id: args.talentId }, query: 'id displayName' })) as {
    id: string;
    displayName: string;
  } | null;
  if (!profile) return { result: { found: false } };
  // Weekly hours and this day's blocks only: the whole history could pass maxTake rows.
  const availability = await findAll<Slot>(env.context.query.Availability, {
    where: {
      talent: { id: { equals: profile.id } },
      OR: [{ kind: { equals: 'weekly' } }, { kind: { equals: 'blocked' }, date: { equals: args.date } }],
    },
    query: 'kind weekday startTime endTime date',
  });
  const talent = { ...profile, availability };
  const weekday = ((new Date(`${args.date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
  const blocked = talent.availability.some((a) => a.kind === 'blocked' && String(a.date).slice(0, 10) === args.date);
  const weekly = talent.availability.filter((a) => a.kind === 'weekly');
  const hours = weekly.filter((a) => a.weekday === weekday).map((a) => `${a.startTime}-${a.endTime}`);
  const available = !blocked && (weekly.length === 0 || hours.length > 0);
  return {
    result: {
      found: true,
      talent: talent.displayName,
      date: args.date,
      available,
      hours,
      note: 'Ifølge talentets kalender; talentet bekræfter, når det accepterer forespørgslen.',
    },
  };
}

export async function answerHelpTool(_env: ToolEnvironment, args: z.output<typeof answerHelpArgs>) {
  return { result: helpAbout(args.topic) };
}

type ToolDefinition = {
  description: string;
  args: z.ZodType;
  run: (env: ToolEnvironment, args: never) => Promise<{ result: unknown; menus?: MenuCardData[] }>;
};

/** The fixed tool set. Nothing a conversation says can add to it. */
export const TOOLS = {
  search_menus: {
    description:
      'Søg blandt udgivne menuer. Alle felter er valgfri. Priser i kroner pr. person. Regioner: hovedstaden, sjaelland, syddanmark, midtjylland, nordjylland. Kategorier: cocktails, vin, oel, mad, alkoholfri. Dato som ÅÅÅÅ-MM-DD.',
    args: searchMenusArgs,
    run: searchMenusTool,
  },
  get_menu: { description: 'Hent én udgivet menu med indhold, allergener og talent.', args: getMenuArgs, run: getMenuTool },
  check_availability: {
    description:
      'Tjek i et talents offentlige kalender, om talentet kan bookes en bestemt dato (talentId fra en menu, dato som ÅÅÅÅ-MM-DD).',
    args: checkAvailabilityArgs,
    run: checkAvailabilityTool,
  },
  answer_help: {
    description: 'Svar på spørgsmål om booking, betaling, aflysning/refusion og udbetaling til talent ud fra MixBuddys betingelser.',
    args: answerHelpArgs,
    run: answerHelpTool,
  },
} satisfies Record<string, ToolDefinition>;

export type ToolName = keyof typeof TOOLS;

/** Runs a tool by name with unchecked arguments: unknown tools and bad arguments become errors. */
export async function callTool(env: ToolEnvironment, name: string, rawArgs: unknown): Promise<ToolOutcome> {
  if (!Object.hasOwn(TOOLS, name)) return { ok: false, error: `Ukendt værktøj: ${name.slice(0, 40)}` };
  const tool: ToolDefinition = TOOLS[name as ToolName];
  const parsed = tool.args.safeParse(rawArgs);
  if (!parsed.success)
    return { ok: false, error: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'argumenter'}: ${issue.message}`).join('; ') };
  const outcome = await tool.run(env, parsed.data as never);
  return { ok: true, ...outcome };
}

/** The tools as OpenAI function definitions (JSON Schema from the same zod schemas). */
export function toolDefinitionsForModel() {
  return Object.entries(TOOLS).map(([name, tool]) => ({
    type: 'function' as const,
    function: { name, description: tool.description, parameters: z.toJSONSchema(tool.args, { io: 'input' }) as Record<string, unknown> },
  }));
}
