/**
 * The password rules a person meets when registering, changing or resetting a password
 * (cms/domain/accounts/password-policy.ts): bcrypt reads only the first 72 bytes, so a longer
 * password is refused with a Danish message instead of being cut short or failing in English.
 */
import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../../cms/domain/accounts/password-policy';

describe('password length', () => {
  it('takes 72 plain characters and refuses 73', () => {
    expect(passwordProblem('k'.repeat(36) + 'x'.repeat(36))).toBeNull();
    expect(passwordProblem('k'.repeat(36) + 'x'.repeat(37))).toMatch(/^Adgangskoden er for lang/);
  });

  it('counts æ, ø and å as two and emoji as four, as bcrypt does', () => {
    expect(passwordProblem('blåbærgrød-'.repeat(5))).toBeNull(); // 70 bytes
    expect(passwordProblem('blåbærgrød-'.repeat(5) + 'æ')).toBeNull(); // 72
    expect(passwordProblem('blåbærgrød-'.repeat(5) + 'æø')).toMatch(/æ, ø og å tæller som 2 og emoji som 4/); // 74
    expect(passwordProblem('🍸'.repeat(18))).toBeNull(); // 72
    expect(passwordProblem('🍸'.repeat(19))).toMatch(/^Adgangskoden er for lang/);
  });
});
