/**
 * The one rule for a name a person chooses: their own name (registration, account settings, the
 * talent's personal information, the contact form) and a talent's display name. Names reach
 * other people — in mails from MixBuddy, on profiles, in the admin's CSV files — so a name is
 * only a name:
 *
 * - letters (any script, with accents: æ ø å é ñ ü …), digits, spaces and - ' ’ . , & only: no
 *   line breaks, tabs or other control/format characters (RLO U+202E, zero-width spaces), no
 *   `@`, `:`, `/`, `<`, `%` — so no header lines, addresses, URLs or HTML;
 * - no web address or domain-like text ("www", "http", "hxxp", "evil.com", "evil .dk");
 * - not MixBuddy or its staff: after NFKC, the `confusables` skeleton (Cyrillic і → i,
 *   fullwidth, mathematical letters), digit look-alikes (0 → o, 1 → i …) and lower-casing, no
 *   word or run of words may spell mixbuddy, support, admin … ("Mix Buddy", "МіхВuddу",
 *   "SUPP0RT", "Admin Team" are refused; "Badminton" and "Stafford" are not).
 *
 * Names are stored NFKC-normalised (fullwidth letters become ordinary ones). Admins writing
 * through the back office are not held to it (a staff account may be called "MixBuddy Support").
 */
import { remove as skeletonOf } from 'confusables';
import { z } from 'zod';

export const NAME_MAX = 120;

export const nameErrors = {
  characters: "Navnet må kun indeholde bogstaver, tal, mellemrum og tegnene - ' . , &.",
  link: 'Navnet må ikke indeholde en webadresse eller et domænenavn.',
  reserved: 'Navnet ligner MixBuddy eller vores medarbejdere. Vælg et andet navn.',
  tooLong: `Navnet må højst være ${NAME_MAX} tegn.`,
} as const;

/** Names only MixBuddy uses (compared as skeletons, see `squash`). */
const reserved = [
  'mixbuddy',
  'support',
  'admin',
  'administrator',
  'administration',
  'kundeservice',
  'kundesupport',
  'moderator',
  'system',
  'staff',
  'mixbuddyteam',
];

// \p{L} letters and \p{M} their combining accents, \p{N} digits; everything else is refused.
const allowed = /^[\p{L}\p{M}\p{N} '’.,&-]+$/u;
// Letters that draw nothing (Hangul fillers) and stacks of accents ("Zalgo" text) hide or smear a name.
const invisibleOrStacked = /[\u115F\u1160\u3164\uFFA0]|\p{M}{3,}/u;
const linkWords = /\b(?:https?|hxxps?|ftp|www\d*|mailto)\b/i;
// "evil.com", "x.dk", "xn--80ak6aa92e.com": a letter or digit, a dot, two more.
const domainLike = /[\p{L}\p{N}]\s*\.[\p{L}\p{N}]{2,}/u;
// "evil .com", "evil. dk", "evil dot com": spaced out around a common top-level domain.
const spacedDomain =
  /[\p{L}\p{N}](?:\s*\.\s*|\s+dot\s+)(?:com|dk|net|org|info|biz|io|co|eu|de|se|no|uk|ru|cn|xyz|app|online|site|link|shop|top|me)\b/iu;
const digitLookAlikes: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', $: 's' };

/** The form names are stored and compared in: NFKC (fullwidth → ASCII, ligatures split), trimmed. */
export const normaliseName = (value: string) => value.normalize('NFKC').trim();

/** The words of a name as look-alike-free lower-case ASCII where possible. */
function skeletonWords(name: string): string[] {
  // Lower-cased on both sides: the table knows some letters in one case only (ɑ, not Ɑ).
  const skeleton = skeletonOf(name.toLowerCase())
    .toLowerCase()
    .replace(/[0134578$]/g, (d) => digitLookAlikes[d]!);
  return skeleton.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Whether a text spells MixBuddy once look-alikes and separators are folded ("MіxBuddy", "mix-buddy", "M1xBuddy"). */
export const spellsMixBuddy = (text: string) => skeletonWords(text).join('').includes('mixbuddy');

function looksReserved(name: string) {
  const words = skeletonWords(name);
  if (spellsMixBuddy(name)) return true;
  // Any word or run of neighbouring words ("A d m i n", "Kunde Service").
  for (let start = 0; start < words.length; start++) {
    let run = '';
    for (let end = start; end < words.length; end++) {
      run += words[end];
      if (reserved.includes(run)) return true;
    }
  }
  return false;
}

/** What is wrong with a name (already normalised), in Danish; null when it is fine. */
export function nameProblem(name: string): string | null {
  if (name.length > NAME_MAX) return nameErrors.tooLong;
  if (!allowed.test(name) || invisibleOrStacked.test(name)) return nameErrors.characters;
  const skeleton = skeletonOf(name);
  if ([name, skeleton].some((text) => linkWords.test(text) || domainLike.test(text) || spacedDomain.test(text))) return nameErrors.link;
  if (looksReserved(name)) return nameErrors.reserved;
  return null;
}

/** A zod string for a chosen name; `required` is the Danish message for an empty one. */
export function chosenNameSchema({ required, min = 1, tooShort = required }: { required: string; min?: number; tooShort?: string }) {
  return z
    .string({ error: required })
    .overwrite(normaliseName)
    .min(1, required)
    .min(min, tooShort)
    .superRefine((name, ctx) => {
      const problem = nameProblem(name);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/**
 * A name from outside that must not stop the person (Google's `name` claim): control and
 * format characters become spaces, and a name that still breaks the rule gives way to `fallback`.
 */
export function safeName(value: string | undefined, fallback: string): string {
  const cleaned = normaliseName((value ?? '').replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ').replace(/\s+/g, ' '));
  return cleaned && !nameProblem(cleaned) ? cleaned : fallback;
}
