/**
 * The MixBuddy AI chat (island on /mixbuddy-ai). Sends the conversation to POST /api/assistant
 * and shows the NDJSON stream as it arrives: text as it is written, menus as cards linking to
 * /menu/{id}. The conversation is kept in sessionStorage, so it survives a reload in the same tab
 * and is gone when the tab closes. Rendered on the server too: before hydration (or without
 * JavaScript) the form is a plain GET form that the page turns into a search.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AssistantEvent, MenuCardData } from '../../../../cms/domain/assistant';
import { assistantCopy as t } from '../../i18n/assistant';
import { formatMoney } from '../../lib/format';
import { readNdjson } from './ndjson';

type Turn = { role: 'user' | 'assistant'; content: string; menus?: MenuCardData[]; error?: string };

const STORAGE_KEY = 'mixbuddy-ai:samtale';
const HISTORY_SENT = 12;

function loadTurns(): Turn[] {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(saved)
      ? saved.filter((turn) => turn && (turn.role === 'user' || turn.role === 'assistant') && typeof turn.content === 'string')
      : [];
  } catch {
    return [];
  }
}

/** Site paths in an answer ("/soeg?q=…", "/menu/…", "/talent-vilkaar") become links; the rest stays text. */
const SITE_PATH =
  /(\/(?:soeg|menu|handelsbetingelser|talent-vilkaar|brugsbetingelser|bliv-talent|help|support|mixbuddy-ai)(?:[/?][^\s]*?)?)(?=[.,:;!?)]*(?:\s|$))/g;

/** "[I hele Region Midtjylland](/soeg?…)": a labelled link (the assistant's alternatives). */
const LABELLED = /\[([^\]\n]{1,120})\]\((\/(?:soeg|menu)(?:[/?][^\s)]*)?)\)/g;

export function AnswerText({ text }: { text: string }) {
  const labelled = text.split(LABELLED);
  if (labelled.length > 1) {
    // split() with two groups: [text, label, path, text, label, path, …]
    return (
      <>
        {labelled.map((part, index) =>
          index % 3 === 1 ? (
            <a key={index} href={labelled[index + 1]}>
              {part}
            </a>
          ) : index % 3 === 2 ? null : (
            <PathLinks key={index} text={part} />
          ),
        )}
      </>
    );
  }
  return <PathLinks text={text} />;
}

function PathLinks({ text }: { text: string }) {
  const parts = text.split(SITE_PATH);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part}>
            {part.startsWith('/soeg') ? t.searchLink : part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

function MenuResult({ menu }: { menu: MenuCardData }) {
  return (
    <li className="ai-card">
      {menu.image && <img src={menu.image} alt="" width="160" height="107" loading="lazy" />}
      <div className="ai-card-body">
        <a className="ai-card-title" href={`/menu/${menu.id}`}>
          {menu.title}
        </a>
        <p className="ai-card-meta">
          {[
            menu.category ? t.categories[menu.category] : null,
            menu.talent ? `${t.by} ${menu.talent.name}` : null,
            t.guests(menu.minGuests, menu.maxGuests),
            menu.alcoholFree && menu.category !== 'alkoholfri' ? t.alcoholFree : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="ai-card-price">
          <strong>{formatMoney(menu.pricePerGuest)}</strong> {t.perGuest}
        </p>
      </div>
    </li>
  );
}

/**
 * `initialQuestion`: one sent through the plain form before the island was ready (the page
 * renders it back), asked as soon as the island starts, so no question is ever dropped.
 */
export default function AssistantChat({ maxLength, initialQuestion = '' }: { maxLength: number; initialQuestion?: string }) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  const logRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const saved = loadTurns();
    setTurns(saved);
    setReady(true);
    // Typed before the island started: the textarea is uncontrolled, so hydration kept it.
    const typed = inputRef.current?.value ?? '';
    if (initialQuestion) {
      void ask(initialQuestion, saved);
      history.replaceState(null, '', location.pathname);
    } else if (typed) setDraft(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!ready) return;
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(turns));
    } catch {
      /* private mode or full: the conversation just isn't kept */
    }
    logRef.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [turns, ready]);

  const updateLast = (change: (turn: Turn) => Turn) => setTurns((all) => [...all.slice(0, -1), change(all[all.length - 1])]);

  async function ask(question: string, before: Turn[] = turns) {
    const text = question.trim();
    if (!text || busy || text.length > maxLength) return;
    const history = [...before, { role: 'user' as const, content: text }];
    setTurns([...history, { role: 'assistant', content: '' }]);
    setDraft('');
    if (inputRef.current) inputRef.current.value = '';
    setBusy(true);
    try {
      const response = await fetch('/api/assistant', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
        body: JSON.stringify({ messages: history.slice(-HISTORY_SENT).map(({ role, content }) => ({ role, content })) }),
      });
      if (!response.ok || !response.body) {
        const body = await response.json().catch(() => ({}));
        updateLast((turn) => ({ ...turn, error: typeof body.error === 'string' ? body.error : t.genericError }));
        return;
      }
      for await (const event of readNdjson<AssistantEvent>(response.body)) {
        if (event.type === 'text') updateLast((turn) => ({ ...turn, content: turn.content + event.text }));
        else if (event.type === 'menus') updateLast((turn) => ({ ...turn, menus: [...(turn.menus ?? []), ...event.menus] }));
        else if (event.type === 'error') updateLast((turn) => ({ ...turn, error: event.message }));
      }
    } catch {
      updateLast((turn) => ({ ...turn, error: t.networkError }));
    } finally {
      setBusy(false);
      inputRef.current?.focus();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void ask(inputRef.current?.value ?? draft);
  }

  const left = maxLength - draft.length;
  return (
    <section className="ai-chat" aria-label={t.conversationLabel} data-ready={ready ? 'true' : undefined}>
      {/* The live region is on the page before the first answer, so screen readers announce that answer too. */}
      <ol className="ai-log" ref={logRef} aria-live="polite" aria-busy={busy}>
        {turns.map((turn, index) => (
          <li key={index} className={`ai-turn ai-${turn.role}`} data-role={turn.role}>
            <p className="ai-who">{turn.role === 'user' ? t.you : t.assistant}</p>
            {turn.content ? (
              <p className="ai-text">{turn.role === 'assistant' ? <AnswerText text={turn.content} /> : turn.content}</p>
            ) : busy && index === turns.length - 1 && !turn.error ? (
              <p className="ai-text muted">{t.thinking}</p>
            ) : null}
            {turn.menus && turn.menus.length > 0 && (
              <ul className="ai-cards" aria-label={t.resultsLabel}>
                {turn.menus.map((menu) => (
                  <MenuResult key={menu.id} menu={menu} />
                ))}
              </ul>
            )}
            {turn.error && (
              <p className="alert alert-error" role="alert">
                {turn.error}
              </p>
            )}
          </li>
        ))}
      </ol>

      {turns.length === 0 && (
        <div className="ai-suggestions">
          <p className="muted">{t.suggestionsLabel}</p>
          <ul>
            {t.suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className="btn btn-ghost btn-small" disabled={!ready || busy} onClick={() => void ask(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      <form className="ai-form" method="get" action="/mixbuddy-ai" onSubmit={onSubmit}>
        <label htmlFor="ai-question">{t.inputLabel}</label>
        <textarea
          id="ai-question"
          name="spoergsmaal"
          ref={inputRef}
          rows={2}
          maxLength={maxLength}
          required
          placeholder={t.placeholder}
          // Uncontrolled: what is typed before the island starts survives hydration (read on mount).
          defaultValue=""
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void ask(inputRef.current?.value ?? draft);
            }
          }}
        />
        <div className="ai-form-row">
          <span className="muted small" aria-live="polite">
            {left < 80 ? t.charactersLeft(left) : ''}
          </span>
          {turns.length > 0 && (
            <button type="button" className="btn btn-ghost btn-small" disabled={busy} onClick={() => setTurns([])}>
              {t.newConversation}
            </button>
          )}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t.sending : t.send}
          </button>
        </div>
      </form>
    </section>
  );
}
