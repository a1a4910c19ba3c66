/**
 * askAssistant — one question to MixBuddy AI, answered as a stream of events.
 *
 * Recipe: validate the conversation (zod, Danish messages) → count the question against the
 * visitor's per-minute limit → bind the tools to a context WITHOUT a session → let the configured
 * engine answer (a model when AI_BASE_URL/AI_API_KEY/AI_MODEL are set, else the built-in one)
 * under a time limit → redact e-mail addresses and phone numbers from every word sent.
 * See README.md beside this file for the flow and the safety rules.
 */
import type { KeystoneContext } from '@keystone-6/core/types';
import { z } from 'zod';
import { config } from '../../config';
import { takeAttempt, type Limit } from '../accounts/rate-limit';
import { now } from '../clock';
import { DomainError } from '../errors';
import { MINUTE, isoDateInCopenhagen } from '../time';
import { BuiltinEngine } from './builtin-engine';
import { assistantCopy as t } from './copy';
import type { AssistantEngine, AssistantEvent, ChatMessage, ToolBox } from './engine';
import { ModelEngine, type ModelSettings } from './model-engine';
import { StreamRedactor } from './redact';
import { callTool, publicContext } from './tools';

export type { AssistantEvent, ChatMessage } from './engine';
export type { MenuCardData } from './tools';

/** The longest question a visitor may send. */
export const MAX_MESSAGE_LENGTH = 500;
/** How much of the conversation is sent along (the island keeps the rest for display only). */
export const MAX_HISTORY = 12;

export const assistantInputSchema = z.object({
  messages: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant']),
        // Earlier answers may be long (help texts); they are cut, not refused.
        content: z.string().transform((text) => text.slice(0, 4000)),
      }),
    )
    .min(1, t.empty)
    .transform((messages) => messages.slice(-MAX_HISTORY))
    .refine((messages) => messages.at(-1)?.role === 'user', t.badRequest)
    .refine((messages) => messages.at(-1)!.content.trim().length > 0, t.empty)
    .refine((messages) => messages.at(-1)!.content.length <= MAX_MESSAGE_LENGTH, t.tooLong(MAX_MESSAGE_LENGTH)),
});

export type AssistantSettings = {
  model: ModelSettings | null;
  timeoutMs: number;
  requestsPerMinute: number;
};

export const assistantSettings = (): AssistantSettings => config.assistant;

const limitOf = (settings: AssistantSettings): Limit => ({ name: 'assistant:visitor', max: settings.requestsPerMinute, windowMs: MINUTE });

export function engineFor(settings: AssistantSettings): AssistantEngine {
  return settings.model ? new ModelEngine(settings.model, settings.timeoutMs) : new BuiltinEngine();
}

/** Today in Copenhagen, YYYY-MM-DD. */
const copenhagenToday = () => isoDateInCopenhagen(now());

/**
 * Checks the question and the visitor's limit; throws a Danish DomainError (code INVALID or
 * CONFLICT for the limit) before anything is streamed. Returns the answer as events.
 */
export async function askAssistant(
  context: KeystoneContext,
  input: unknown,
  visitor: { key: string },
  settings: AssistantSettings = assistantSettings(),
): Promise<AsyncIterable<AssistantEvent>> {
  const parsed = assistantInputSchema.safeParse(input);
  if (!parsed.success)
    throw new DomainError(parsed.error.issues[0]?.message ?? t.badRequest, { message: parsed.error.issues[0]?.message ?? t.badRequest });
  const conversation: ChatMessage[] = parsed.data.messages;

  if (!(await takeAttempt(context, limitOf(settings), visitor.key)).allowed) throw new DomainError(t.tooMany, {}, 'CONFLICT');

  const env = { context: publicContext(context), today: copenhagenToday() };
  const tools: ToolBox = { call: (name, args) => callTool(env, name, args), today: env.today };
  return answer(engineFor(settings), conversation, tools, settings.timeoutMs);
}

async function* answer(
  engine: AssistantEngine,
  conversation: ChatMessage[],
  tools: ToolBox,
  timeoutMs: number,
): AsyncGenerator<AssistantEvent> {
  const signal = AbortSignal.timeout(timeoutMs);
  const redactor = new StreamRedactor(t.redacted);
  try {
    for await (const event of engine.reply(conversation, tools, signal)) {
      if (signal.aborted) throw signal.reason;
      if (event.type === 'text') {
        const safe = redactor.push(event.text);
        if (safe) yield { type: 'text', text: safe };
      } else {
        // Cards are built from public data by the tools; the text so far goes first.
        const before = redactor.flush();
        if (before) yield { type: 'text', text: before };
        yield event;
      }
    }
    const rest = redactor.flush();
    if (rest) yield { type: 'text', text: rest };
  } catch (error) {
    const timedOut = signal.aborted || (error as Error)?.name === 'APIConnectionTimeoutError' || (error as Error)?.name === 'AbortError';
    if (!timedOut) console.error('MixBuddy AI:', error);
    yield { type: 'error', message: timedOut ? t.timeout : t.failed };
  }
  yield { type: 'done' };
}
