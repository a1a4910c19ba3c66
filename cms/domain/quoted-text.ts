/**
 * Text a person wrote, quoted in MixBuddy's own mail — a menu title, a name, an address, a
 * message, a reason. It may say anything, but it cannot reshape the mail around it or pass for
 * MixBuddy (pure and server-free: the back office previews the same booking texts).
 *
 * - Every kind of line break (CR LF, bare CR or LF, NEL, U+2028/U+2029, VT, FF) becomes one "\n"
 *   in a text, and a space in a line: a title or a name stays on the line it was put on.
 * - Control and format characters (bidi overrides and isolates, zero-width characters, BOM, soft
 *   hyphen) are dropped: the reader sees the text in the order it was typed, nothing hidden (an
 *   emoji joined by U+200D shows as its parts).
 * - NFKC: fullwidth and other compatibility forms become the letters they draw.
 * - A word that spells MixBuddy once look-alikes are folded (names.ts, the `confusables`
 *   skeleton) and reads as an address (a dot, slash, colon or @, or a look-alike of one) is a link to our own origin
 *   (WHATWG URL, no user name) or replaced by `removedLink`: a foreign host cannot be dressed as ours.
 *
 * nodemailer already folds CR and LF in headers into spaces and encodes the rest, but it passes
 * bidi and zero-width characters, NEL and U+2028 on to the reader, and a body it sends as written.
 */
import { remove as skeletonOf } from 'confusables';
import { removedLink } from '../copy/email-layout';
import { spellsMixBuddy } from './names';

// The mandatory line breaks of Unicode's line-breaking algorithm (UAX #14: BK, CR, LF, NL).
const lineBreaks = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
const invisible = /[\p{Cc}\p{Cf}]/gu;
const edgePunctuation = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;
const addressSigns = /[.:/@]/;

/** A dot, slash, colon or @ — or a look-alike that the skeleton or a URL's host reads as one ("mixbuddy。dk"). */
function readsAsAddress(word: string) {
  if (addressSigns.test(skeletonOf(word))) return true;
  try {
    return new URL(`http://${word}`).hostname.includes('.');
  } catch {
    return false;
  }
}

function isOwnLink(word: string, ownOrigin: string) {
  const own = new URL(ownOrigin);
  for (const candidate of [word, `${own.protocol}//${word}`]) {
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.host === own.host && !url.username && !url.password;
    } catch {
      // not a URL this way round; try the other
    }
  }
  return false;
}

function withoutDressedLinks(text: string, ownOrigin: string) {
  return text
    .split(/(\s+)/u)
    .map((word) => {
      const core = word.replace(edgePunctuation, '');
      if (!core || !spellsMixBuddy(core) || !readsAsAddress(core)) return word;
      return isOwnLink(core, ownOrigin) ? word : word.replace(core, removedLink);
    })
    .join('');
}

/** NFKC, every line break as `lineBreak`, tabs as spaces, no other control or format character. */
const visible = (text: string, lineBreak: string) =>
  text
    .normalize('NFKC')
    .replace(lineBreaks, lineBreak)
    .replace(/\t/g, ' ')
    .replace(invisible, (c) => (c === '\n' ? c : ''));

/** Someone's text of one or more paragraphs (a message, a reason), line breaks kept as "\n". */
export function quoteText(text: string, ownOrigin: string): string {
  return withoutDressedLinks(
    visible(text, '\n')
      .replace(/[^\S\n]+\n/g, '\n')
      .trim(),
    ownOrigin,
  );
}

/** Someone's text that stays on one line (a menu title, a name, an address). */
export function quoteLine(text: string, ownOrigin: string): string {
  return withoutDressedLinks(plainLine(text), ownOrigin);
}

/** One line without control or format characters, for a subject. */
export function plainLine(text: string): string {
  return visible(text, ' ').replace(/\s+/g, ' ').trim();
}
