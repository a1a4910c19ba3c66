/**
 * The parts of an admin's answer to a support request (cms/domain/support.ts sends it through
 * cms/email/templates.ts; the back office's "Svar" dialog shows the same text before it is sent).
 * An admin often writes their own "Hej Anna," and "Venlig hilsen / Mette": then the email uses
 * theirs instead of adding MixBuddy's greeting and signature, so neither appears twice.
 */
import type { EmailParts } from './email-layout';

export const supportReplySubject = 'Svar på din henvendelse til MixBuddy';

const greetingLine = /^(hej|hejsa|hi|hello|kære|goddag|god dag|godmorgen|god morgen|dav|halløj)\b/i;
const signOffLine =
  /^(venlig hilsen|venlige hilsner|med venlig hilsen|mvh|vh|de bedste hilsner|bedste hilsner|mange hilsner|kærlig hilsen|hilsen|tak og hilsen)\b/i;

export function supportReplyParts(body: string, question: { sentAt: string }, supportUrl: string): EmailParts {
  const lines = body.trim().split(/\r?\n/);
  // A short first line that greets is the greeting; longer, it is the answer's first sentence.
  const ownGreeting = lines.length > 1 && greetingLine.test(lines[0]!.trim()) && lines[0]!.trim().length <= 60;
  const rest = (ownGreeting ? lines.slice(1) : lines).join('\n');
  const paragraphs = rest
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const last = paragraphs.at(-1);
  const ownSignOff = paragraphs.length > 1 && last !== undefined && signOffLine.test(last) && last.length <= 120;
  return {
    greeting: ownGreeting ? lines[0]!.trim() : 'Hej',
    paragraphs: ownSignOff ? paragraphs.slice(0, -1) : paragraphs,
    after: [`Du skrev til os ${question.sentAt}.`, `Har du flere spørgsmål, så skriv til os igen på ${supportUrl}.`],
    ...(ownSignOff ? { signature: last.split('\n').map((line) => line.trim()) } : {}),
  };
}
