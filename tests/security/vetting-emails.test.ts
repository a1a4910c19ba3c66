/**
 * The vetting emails (cms/copy/vetting.ts) quote the talent's name and the admin's rejection
 * reason. Every payload of corpora/email-text.ts (CRLF and SMTP smuggling, Unicode line
 * terminators, bidi and zero-width characters, look-alike links) goes in as both, and comes out
 * inert: the greeting on one line, no control or format character, no link dressed as MixBuddy's.
 * The back office's dialog shows this same text before the admin decides.
 */
import { describe, expect, it } from 'vitest';
import { vettingEmail } from '../../cms/copy/vetting';
import { emailTextPayloads } from './corpora/email-text';

const ORIGIN = 'https://mixbuddy.dk';
const hidden = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

describe('what a talent name and a rejection reason can do to the vetting emails', () => {
  it.each(emailTextPayloads.map((payload, i) => [i, payload.kind, payload.text] as const))('#%i (%s) stays inert', (_i, _kind, text) => {
    for (const kind of ['approved', 'rejected', 'withdrawn'] as const) {
      const mail = vettingEmail(kind, `${text} Hansen`, ORIGIN, `Begrundelse: ${text}`);
      // A fixed subject, whatever was typed.
      expect(mail.subject).not.toContain(text);
      expect(mail.subject).not.toMatch(/[\r\n]/);
      const lines = mail.text.split('\n');
      // The greeting is one line that starts the mail; no line of the payload lands beside it.
      expect(lines[0]).toMatch(/^Hej /);
      expect(lines[1]).toBe('');
      expect([...mail.text.replace(/\n/g, '')].filter((c) => hidden.test(c))).toEqual([]);
      expect(mail.text).not.toMatch(/\r/);
      // The mail still ends with MixBuddy's own sign-off and link.
      expect(mail.text).toContain(`${ORIGIN}/my-menus`);
      expect(mail.text.endsWith('Venlig hilsen\nMixBuddy')).toBe(true);
    }
  });
});
