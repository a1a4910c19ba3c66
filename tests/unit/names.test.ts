/**
 * The one name rule (cms/domain/names.ts) and every schema that sets a name through it: the
 * attacker's list (tests/security/corpora/names.ts) is refused with a Danish reason by
 * registration, account settings, the talent's personal information and presentation and the
 * contact form; real names pass and are stored NFKC-normalised; Google's name claim is cleaned
 * or replaced, never a reason to refuse the sign-in.
 */
import { describe, expect, it } from 'vitest';
import { registerAccountSchema } from '../../cms/domain/accounts/register';
import { updateAccountSchema } from '../../cms/domain/accounts/profile';
import { nameErrors, nameProblem, normaliseName, safeName } from '../../cms/domain/names';
import { supportRequestSchema } from '../../cms/domain/support';
import { personalInformationSchema, presentationSchema } from '../../cms/domain/talent/profile';
import { hostileNames, legitNames } from '../security/corpora/names';

const refusals: string[] = Object.values(nameErrors);

/** The message each schema gives for `name` in the field that holds it, or null when it passes. */
function messages(name: string) {
  const first = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
    result.success ? null : (result.error!.issues.find((issue) => issue.path[0] === field)?.message ?? null);
  return {
    register: first(registerAccountSchema.safeParse({ name, email: 'a@b.dk', password: 'x' }), 'name'),
    account: first(updateAccountSchema.safeParse({ name, email: 'a@b.dk' }), 'name'),
    personal: first(personalInformationSchema.safeParse({ name, phone: '20112233', address: 'Østerbrogade 84, 2100 København Ø' }), 'name'),
    presentation: first(
      presentationSchema.safeParse({ displayName: name, headline: 'x'.repeat(20), presentation: 'x'.repeat(60) }),
      'displayName',
    ),
    support: first(supportRequestSchema.safeParse({ name, email: 'a@b.dk', topic: 'andet', message: 'x'.repeat(20) }), 'name'),
  };
}

describe('the name rule', () => {
  it('refuses every name of the attacker’s list, in Danish, on every path that sets a name', () => {
    expect(hostileNames.length).toBeGreaterThanOrEqual(40);
    for (const name of hostileNames) {
      for (const [path, message] of Object.entries(messages(name))) expect(refusals, `${path}: ${JSON.stringify(name)}`).toContain(message);
    }
  });

  it('accepts real names with æ ø å, accents, hyphens and apostrophes', () => {
    for (const name of legitNames)
      expect(messages(name), name).toEqual({ register: null, account: null, personal: null, presentation: null, support: null });
    for (const name of ['Badminton Bar', 'Stafford Hansen', 'Holm & Co', 'Bar 42']) expect(nameProblem(name), name).toBeNull();
  });

  it('stores names NFKC-normalised and trimmed', () => {
    expect(registerAccountSchema.parse({ name: '  Ｊｏｎａｓ Holm ', email: 'a@b.dk', password: 'x' }).name).toBe('Jonas Holm');
    expect(normaliseName('Zoe\u0308')).toBe('Zoë');
  });

  it('cleans Google’s name claim or falls back, never refuses', () => {
    expect(safeName('Ole\u202E Hansen\n', 'Ny bruger')).toBe('Ole Hansen');
    expect(safeName('MixBuddy Support', 'Ny bruger')).toBe('Ny bruger');
    expect(safeName('https://evil.example', 'Ny bruger')).toBe('Ny bruger');
    expect(safeName(undefined, 'Ny bruger')).toBe('Ny bruger');
  });
});
