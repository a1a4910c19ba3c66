/**
 * The one interface both engines speak: a conversation in, a stream of events out. The events
 * are what the endpoint writes as NDJSON (one JSON object per line) and what the chat island reads.
 */
import type { MenuCardData, ToolOutcome } from './tools';

export type ChatMessage = { role: 'user' | 'assistant'; content: string };

export type AssistantEvent =
  { type: 'text'; text: string } | { type: 'menus'; menus: MenuCardData[] } | { type: 'error'; message: string } | { type: 'done' };

/** The tools, already bound to a public context: engines pass a name and raw arguments. */
export type ToolBox = { call(name: string, rawArgs: unknown): Promise<ToolOutcome>; today: string };

export interface AssistantEngine {
  readonly name: 'model' | 'builtin';
  reply(conversation: ChatMessage[], tools: ToolBox, signal: AbortSignal): AsyncIterable<AssistantEvent>;
}
