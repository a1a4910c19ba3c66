/**
 * A name cannot make MixBuddy's mail speak for an attacker (cms/domain/names.ts, the account
 * mails in cms/email/templates.ts), over HTTP against the built server:
 * - every name of the attacker's list (corpora/names.ts) is refused by registerAccount with a
 *   Danish message, creates no account and sends no mail; a signed-in person cannot switch to
 *   one through updateAccount either;
 * - real names (æ ø å, accents, apostrophes, hyphens, Cyrillic) register;
 * - the activation mail of a fresh registration carries no part of the chosen name.
 */
import { describe, expect, it } from 'vitest';
import { nameErrors } from '../../cms/domain/names';
import { useServerWithMail, type MailCatcher } from '../support/smtp';
import { Visitor, type TestServer } from '../support/server';
import { hostileNames, legitNames } from './corpora/names';

const PASSWORD = 'lang-og-sikker-adgangskode';
const REGISTER = `mutation($name: String!, $email: String!, $password: String!) { registerAccount(name: $name, email: $email, password: $password) { ok } }`;
const refusals: string[] = Object.values(nameErrors);

let server: TestServer;
let mail: MailCatcher;
useServerWithMail((started) => ({ server, mail } = started));

const tag = Math.random().toString(36).slice(2, 8);
const address = (i: number, kind: string) => `${kind}-${i}-${tag}@example.dk`;

async function usersWithEmail(email: string) {
  const admin = new Visitor(server.url);
  await admin.signIn('admin@mixbuddy.dk', 'mixbuddy-demo-2026');
  return (await admin.gql(`query($email: String!) { users(where: { email: { equals: $email } }) { id } }`, { email })).data
    .users as unknown[];
}

describe('names chosen by an attacker', () => {
  it('registerAccount refuses every one in Danish, creates nothing and mails nobody; real names register', async () => {
    const refused: { name: string; message?: string }[] = [];
    for (const [i, name] of hostileNames.entries()) {
      const result = await new Visitor(server.url).gql(REGISTER, { name, email: address(i, 'ond'), password: PASSWORD });
      const message = result.errors?.[0]?.message;
      if (!message || !refusals.includes(message)) refused.push({ name, message });
    }
    expect(refused, 'names let through or refused without the Danish reason').toEqual([]);

    for (const [i, name] of legitNames.entries()) {
      const result = await new Visitor(server.url).gql(REGISTER, { name, email: address(i, 'god'), password: PASSWORD });
      expect(result.errors, name).toBeUndefined();
    }
    // The accepted ones are mailed; by then the refused ones would have been too.
    for (const i of legitNames.keys()) await mail.waitFor(address(i, 'god'), { subject: /Aktivér/ });
    for (const i of hostileNames.keys()) expect(mail.to(address(i, 'ond')), hostileNames[i]).toEqual([]);
    expect(await usersWithEmail(address(0, 'ond'))).toEqual([]);
  });

  it('updateAccount refuses them too', async () => {
    const email = address(0, 'skift');
    expect((await new Visitor(server.url).gql(REGISTER, { name: 'Karen Blixen', email, password: PASSWORD })).errors).toBeUndefined();
    const person = new Visitor(server.url);
    await person.signIn(email, PASSWORD);
    const UPDATE = `mutation($name: String!, $email: String!) { updateAccount(name: $name, email: $email) { emailChangePending } }`;
    for (const name of ['Kunde.\n\nDin konto er spærret. Log ind på https://evil.example', 'МіхВuddу', 'Admin Team', 'evil .com']) {
      expect((await person.gql(UPDATE, { name, email })).errors?.[0]?.message, name).toBeOneOf(refusals);
    }
    expect((await person.gql(UPDATE, { name: 'Søren Ærø-Østergård', email })).errors).toBeUndefined();
  });

  it('the activation mail carries no part of the chosen name', async () => {
    const email = address(1, 'aktiv');
    const name = 'Søren Ærø-Østergård';
    expect((await new Visitor(server.url).gql(REGISTER, { name, email, password: PASSWORD })).errors).toBeUndefined();
    const activation = await mail.waitFor(email, { subject: /Aktivér/ });
    expect(activation.text).toMatch(/^Hej\r?\n/);
    for (const part of ['Søren', 'Ærø', 'Østergård', 'Soren', 'Ostergard']) {
      expect(activation.text).not.toContain(part);
      expect(activation.raw).not.toContain(part);
    }
  });
});
