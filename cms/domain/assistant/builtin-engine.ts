/**
 * The built-in Danish assistant (no model, no network): parse the conversation into filters,
 * call the same tools a model would, and write the answer from fixed Danish sentences.
 *
 * Recipe for each question:
 * 1. the last message asks for personal data or tries to give orders → refuse, no tool runs;
 * 2. a question about booking, payment, cancellation or payouts → `answer_help`;
 * 3. otherwise the filters of the whole conversation (later answers win, see `mergeFilters`);
 *    without a place, ask where (a talent's area is what matters most);
 * 4. `search_menus`; with no match, widen step by step (town → region, theme, date) and say so;
 *    still none: offer the nearest searches that have menus (cms/domain/search/alternatives.ts);
 * 5. show the cards and ask for what is still missing (guests, date).
 */
import type { AssistantEngine, AssistantEvent, ChatMessage, ToolBox } from './engine';
import { assistantCopy as t } from './copy';
import { mergeFilters, parseRequest, type AssistantFilters, type ParsedRequest } from './parser';
import type { MenuCardData } from './tools';
import { searchToUrl, type MenuSearch, type MenuSearchInput } from '../search/params';
import { searchAlternatives } from '../search/alternatives';

/** The /soeg address of the assistant's search: every answer links to the full list. */
export const searchUrlOf = (f: AssistantFilters) =>
  searchToUrl({
    text: f.text,
    place: f.place,
    region: f.place ? undefined : f.region,
    date: f.date,
    guests: f.guests,
    maxPrice: f.maxPrice,
    category: f.category,
    alcoholFree: f.alcoholFree,
    sort: f.cheaper ? 'pris' : undefined,
  });

/** The assistant's filters as a menu search (what /soeg would search). */
const searchOf = (f: AssistantFilters): MenuSearchInput => ({
  text: f.text,
  place: f.place,
  region: f.place ? undefined : (f.region as MenuSearchInput['region']),
  date: f.date,
  guests: f.guests,
  maxPrice: f.maxPrice,
  category: f.category,
  alcoholFree: f.alcoholFree ?? false,
});

/** A menu search as `search_menus` arguments. */
const argsOf = (s: MenuSearch) => ({
  text: s.text,
  place: s.place,
  region: s.region,
  date: s.date,
  guests: s.guests,
  maxPricePerPersonKr: s.maxPrice === undefined ? undefined : s.maxPrice / 100,
  category: s.category,
  alcoholFree: s.alcoholFree || undefined,
});

/** How many earlier user messages still shape the search. */
const MEMORY = 6;

/** Streams a text word by word, so the page shows it arriving like a model's answer. */
async function* words(text: string, signal: AbortSignal): AsyncGenerator<AssistantEvent> {
  const pieces = text.match(/\S+\s*|\s+/g) ?? [];
  for (const piece of pieces) {
    if (signal.aborted) return;
    yield { type: 'text', text: piece };
    await new Promise((resolve) => setTimeout(resolve, 12));
  }
}

function searchArgs(f: AssistantFilters) {
  return {
    text: f.text,
    place: f.place,
    region: f.place ? undefined : f.region,
    date: f.date,
    guests: f.guests,
    maxPricePerPersonKr: f.maxPrice === undefined ? undefined : f.maxPrice / 100,
    category: f.category,
    alcoholFree: f.alcoholFree || undefined,
    cheapestFirst: f.cheaper || undefined,
  };
}

/** The full search first, then ever wider ones, each with the sentence that explains it. */
function searchPlan(f: AssistantFilters): { filters: AssistantFilters; note?: string }[] {
  const plan: { filters: AssistantFilters; note?: string }[] = [{ filters: f }];
  let current = f;
  const notes: string[] = [];
  const widen = (change: AssistantFilters, note: string) => {
    current = { ...current, ...change };
    notes.push(note);
    plan.push({ filters: current, note: t.widened(notes.join(' og ')) });
  };
  if (f.place && f.region) widen({ place: undefined }, t.widenedPlace(f.place, f.region));
  if (f.text) widen({ text: undefined }, t.widenedText(f.text));
  if (f.date) widen({ date: undefined }, t.widenedDate);
  return plan;
}

export class BuiltinEngine implements AssistantEngine {
  readonly name = 'builtin' as const;

  async *reply(conversation: ChatMessage[], tools: ToolBox, signal: AbortSignal): AsyncGenerator<AssistantEvent> {
    const questions = conversation.filter((m) => m.role === 'user').slice(-MEMORY);
    const asked = questions.map((m) => parseRequest(m.content, tools.today));
    const last = asked.at(-1) as ParsedRequest;

    if (last.intent === 'refuse') return yield* words(t.refuse, signal);

    if (last.intent === 'help' && last.helpTopic) {
      const outcome = await tools.call('answer_help', { topic: last.helpTopic });
      if (!outcome.ok) return yield* words(t.failed, signal);
      const help = outcome.result as { title: string; points: string[]; link: { href: string; label: string } };
      return yield* words(
        `${help.title}:\n${help.points.map((p) => `• ${p}`).join('\n')}\n\n${t.helpMore(help.link.href, help.link.label)}`,
        signal,
      );
    }

    const searches = asked.flatMap((p, i) => (p.intent === 'search' ? [{ filters: p.filters, text: questions[i]!.content }] : []));
    const filters = mergeFilters(
      searches.map((q) => q.filters),
      searches.map((q) => q.text),
    );
    if (Object.keys(filters).length === 0) return yield* words(t.intro, signal);
    if (!filters.place && !filters.region && !filters.anywhere) {
      const guess = last.placeGuess;
      return yield* words(guess ? `${t.didYouMeanPlace(guess.typed, guess.meant)} ${t.askPlace(filters)}` : t.askPlace(filters), signal);
    }

    let menus: MenuCardData[] = [];
    let used = filters;
    let note: string | undefined;
    for (const step of searchPlan(filters)) {
      const outcome = await tools.call('search_menus', searchArgs(step.filters));
      if (!outcome.ok) return yield* words(t.failed, signal);
      if (outcome.menus?.length) {
        menus = outcome.menus;
        used = step.filters;
        note = step.note;
        break;
      }
    }
    const understood = t.understood(filters);
    if (!menus.length) {
      // Instead of "nothing found": the nearest searches that do find menus, as /soeg offers them.
      const alternatives = await searchAlternatives(searchOf(filters), tools.today, async (search) => {
        const outcome = await tools.call('search_menus', argsOf(search));
        return outcome.ok ? Number((outcome.result as { total?: number }).total ?? 0) : 0;
      });
      if (alternatives.length) {
        const links = alternatives.map((alt) => `• [${alt.label}](${searchToUrl(alt.search)})`).join('\n');
        return yield* words(`${understood}\n${t.alternatives(filters)}\n${links}\n${t.alternativesOriginal(searchUrlOf(filters))}`, signal);
      }
      return yield* words(`${understood}\n${t.none(filters, searchUrlOf(filters))}`, signal);
    }

    const cheapest = Math.min(...menus.map((menu) => menu.pricePerGuest));
    const opening = [understood, note, t.found(menus.length, used)].filter(Boolean).join('\n');
    yield* words(`${opening}\n`, signal);
    yield { type: 'menus', menus };
    const closing = [
      used.guests ? t.estimate(used.guests, cheapest) : undefined,
      used.date ? t.available(used.date) : undefined,
      !used.guests ? t.askGuests : !used.date ? (used.month ? t.askDay(used.month) : t.askDate) : undefined,
      t.seeAll(searchUrlOf(used)),
      t.clickCard,
    ];
    yield* words(closing.filter(Boolean).join(' '), signal);
  }
}
