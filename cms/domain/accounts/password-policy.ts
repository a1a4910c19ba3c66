/**
 * The password rules, with the Danish message a person sees. Used by the account domain
 * functions and by the User list's validate hook, so a password set through plain GraphQL
 * obeys the same rules.
 *
 * Length beats composition rules (NIST SP 800-63B): at least 10 characters, not one of the
 * most common passwords, not the email address or name.
 */
import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 10;
/** bcrypt reads at most 72 bytes of UTF-8 (cms/auth/passwords.ts): a longer password is refused, never cut short. */
export const PASSWORD_MAX_BYTES = 72;

// The most used passwords in leaked lists, including Danish favourites (all ≥ 10 characters,
// since shorter ones are refused by the length rule anyway).
const COMMON_PASSWORDS = new Set([
  '1234567890',
  '0123456789',
  '0987654321',
  '1111111111',
  '0000000000',
  '1234512345',
  '1q2w3e4r5t',
  'qwertyuiop',
  'asdfghjkl1',
  'qwerty1234',
  'qwerty12345',
  '1qaz2wsx3edc',
  'zaq12wsxcde3',
  'password12',
  'password123',
  'password1234',
  'passw0rd123',
  'iloveyou12',
  'princess12',
  'football12',
  'baseball12',
  'sunshine12',
  'welcome123',
  'welcome1234',
  'abcdefghij',
  'abc1234567',
  'abcd123456',
  'letmein123',
  'trustno1234',
  'superman12',
  'dragon1234',
  'monkey1234',
  'master1234',
  'administrator',
  'adminadmin',
  'admin12345',
  'changeme123',
  'qwertyqwerty',
  'aaaaaaaaaa',
  'michael123',
  'jennifer12',
  'adgangskode',
  'adgangskode1',
  'adgangskode12',
  'adgangskode123',
  'kodeord123',
  'kodeord1234',
  'hemmelighed',
  'hemmelig123',
  'sommerfugl',
  'sommer2024',
  'sommer2025',
  'sommer2026',
  'vinter2025',
  'danmark123',
  'danmark1234',
  'kobenhavn1',
  'københavn1',
  'mixbuddy123',
  'mixbuddy1234',
  'mitpassword',
  'minadgangskode',
  'mitkodeord',
  'jegelskerdig',
  'velkommen1',
  'velkommen12',
  'velkommen123',
]);

/** The Danish reason a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, person: { email?: string | null; name?: string | null } = {}): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Adgangskoden skal være mindst ${PASSWORD_MIN_LENGTH} tegn.`;
  if (Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES) {
    return `Adgangskoden er for lang: den må højst fylde ${PASSWORD_MAX_BYTES} tegn, hvor æ, ø og å tæller som 2 og emoji som 4.`;
  }
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || /^(.)\1+$/.test(password) || /^(0123456789|1234567890)+$/.test(password)) {
    return 'Adgangskoden er for almindelig. Vælg en, der er sværere at gætte — fx tre-fire tilfældige ord.';
  }
  const email = person.email?.trim().toLowerCase();
  const localPart = email?.split('@')[0] ?? '';
  if (email && (lower === email || (localPart.length >= 4 && lower.includes(localPart)))) {
    return 'Adgangskoden må ikke indeholde din e-mailadresse.';
  }
  const name = person.name?.trim().toLowerCase();
  if (name && name.length >= 4 && lower.replace(/\s/g, '') === name.replace(/\s/g, '')) {
    return 'Adgangskoden må ikke være dit navn.';
  }
  return null;
}

/** A zod schema for a new password field (the person-specific checks run in the domain). */
export const newPasswordSchema = z.string({ error: 'Skriv en adgangskode.' }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
