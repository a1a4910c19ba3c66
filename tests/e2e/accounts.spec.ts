/**
 * Accounts end to end in Chromium, against a server of its own that sends mail to a
 * real local SMTP listener and signs in with Google through a real local OpenID provider
 * (`oidc-provider`), both started here. Everything a person reads on the way is Danish.
 */
import { expect, test, type Page } from '@playwright/test';
import { startMailCatcher, type MailCatcher } from '../support/smtp';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc';
import { freePort, startServer, type TestServer } from '../support/server';

let server: TestServer;
let mail: MailCatcher;
let google: TestOidcProvider;
const PASSWORD = 'lang-og-sikker-adgangskode';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  mail = await startMailCatcher();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  google = await startOidcProvider([`${origin}/auth/google/redirect`]);
  server = await startServer(
    {
      PUBLIC_URL: origin,
      SMTP_URL: mail.url,
      GOOGLE_OIDC_ISSUER: google.issuer,
      GOOGLE_OIDC_CLIENT_ID: google.clientId,
      GOOGLE_OIDC_CLIENT_SECRET: google.clientSecret,
      OIDC_ALLOW_INSECURE: 'true',
    },
    { port },
  );
});
test.afterAll(async () => {
  await server?.stop();
  await google?.close();
  await mail?.close();
});

const url = (path: string) => server.url + path;
const unique = (key: string) => `${key}-${Math.random().toString(36).slice(2, 8)}@example.dk`;

/** The wizard up to "check your email" (registering signs nobody in; the activation link does). */
async function register(page: Page, email: string) {
  await page.goto(url('/login'));
  await page.getByRole('link', { name: 'Opret konto' }).click();
  await expect(page.getByRole('heading', { name: 'Opret din konto' })).toBeVisible();
  await page.getByLabel('Navn').fill('Ida Testesen');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Fortsæt' }).click();
  await expect(page.getByText(`Din konto bliver oprettet med ${email}.`)).toBeVisible();
  await page.getByLabel('Adgangskode', { exact: true }).fill('kort');
  await page.getByLabel('Gentag adgangskode').fill('kort');
  await page.getByRole('button', { name: 'Opret konto' }).click();
  await expect(page.getByText('Adgangskoden skal være mindst 10 tegn.')).toBeVisible();
  await page.getByLabel('Adgangskode', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Gentag adgangskode').fill(PASSWORD);
  await page.getByRole('button', { name: 'Opret konto' }).click();
  await expect(page.getByRole('heading', { name: 'Tjek din e-mail' })).toBeVisible();
  await expect(page.getByText(`Vi har sendt en e-mail til ${email}.`)).toBeVisible();
}

/** The emailed link activates and signs in; then the account type (step 4). */
async function activateFromMail(page: Page, email: string, type: 'Kunde' | 'Talent') {
  const activation = await mail.waitFor(email, { subject: /Aktivér din MixBuddy-konto/ });
  expect(activation.text).toContain('Linket virker i 48 timer');
  await page.goto(mail.link(activation, '/activate-account'));
  await page.getByRole('button', { name: 'Aktivér konto' }).click();
  await expect(page.getByText('Din konto er aktiveret, og du er logget ind.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hvordan vil du bruge MixBuddy?' })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(type) }).check();
  await page.getByRole('button', { name: 'Vælg kontotype' }).click();
}

async function signOut(page: Page) {
  if (!(await page.locator('.account-desktop summary').isVisible())) await page.goto(url('/'));
  await page.locator('.account-desktop summary').click();
  await page.locator('.account-desktop').getByRole('button', { name: 'Log ud' }).click();
  await expect(page.locator('.account-desktop').getByRole('link', { name: 'Log ind' })).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(url('/login'));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Adgangskode').fill(password);
  await page.getByRole('button', { name: 'Log ind' }).click();
}

test('a customer registers, activates, signs out and in, resets a forgotten password and changes it', async ({ page }) => {
  const email = unique('kunde');
  await register(page, email);
  await activateFromMail(page, email, 'Kunde');
  await expect(page).toHaveURL(url('/'));
  await expect(page.locator('.account-name')).toHaveText('Ida Testesen');

  await signOut(page);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(url('/'));
  await expect(page.locator('.account-name')).toHaveText('Ida Testesen');
  await signOut(page);

  await page.goto(url('/login'));
  await page.getByRole('link', { name: 'Glemt adgangskode?' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Hvis der findes en konto med den e-mailadresse')).toBeVisible();
  const reset = await mail.waitFor(email, { subject: /Nulstil din adgangskode/ });
  await page.goto(mail.link(reset, '/login/set-password'));
  await page.getByLabel('Ny adgangskode').fill('en-ny-og-lang-kode-1');
  await page.getByLabel('Gentag adgangskode').fill('en-ny-og-lang-kode-1');
  await page.getByRole('button', { name: 'Gem adgangskode' }).click();
  await expect(page.getByText('Din adgangskode er ændret. Log ind med den nye adgangskode.')).toBeVisible();
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Forkert e-mail eller adgangskode.');
  await signIn(page, email, 'en-ny-og-lang-kode-1');
  await expect(page).toHaveURL(url('/'));

  await page.goto(url('/account'));
  await page.getByRole('link', { name: 'Skift adgangskode' }).click();
  await page.getByLabel('Nuværende adgangskode').fill('en-ny-og-lang-kode-1');
  await page.getByLabel('Ny adgangskode').fill('tredje-kode-er-bedst');
  await page.getByLabel('Gentag adgangskode').fill('tredje-kode-er-bedst');
  await page.getByRole('button', { name: 'Skift adgangskode' }).click();
  await expect(page.getByText('Din adgangskode er ændret.')).toBeVisible();
  await signOut(page);
  await signIn(page, email, 'tredje-kode-er-bedst');
  await expect(page).toHaveURL(url('/'));
});

test('a talent registers, activates, is sent on to the talent onboarding, and signs out on every device', async ({ page, browser }) => {
  const email = unique('talent');
  await register(page, email);
  await activateFromMail(page, email, 'Talent');
  await expect(page).toHaveURL(/\/dashboard\/setup\/personal-information/);
  await signOut(page);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/setup\/personal-information/);

  // Signed in on a second device too; "Log ud på alle enheder" on this one ends both.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, email, PASSWORD);
  await expect(other).toHaveURL(/\/dashboard/);
  await page.goto(url('/settings/account'));
  await page.getByRole('button', { name: 'Log ud på alle enheder' }).click();
  await expect(page).toHaveURL(url('/login?besked=logget-ud-overalt'));
  await expect(page.getByText('Du er logget ud på alle enheder. Log ind igen for at fortsætte.')).toBeVisible();
  await other.goto(url('/settings/account'));
  await expect(other).toHaveURL(/\/login\?next=/);
  await page.goto(url('/settings/account'));
  await expect(page).toHaveURL(/\/login\?next=/);
  await otherContext.close();
});

async function signInAtGoogle(page: Page, login: string) {
  await expect(page.locator('input[name="login"]')).toBeVisible();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('hvad-som-helst');
  await page.locator('button[type="submit"]').click();
}

test('Google sign-in creates an account, links an existing one by verified email, and disconnects', async ({ page, browser, request }) => {
  // A new person: the Google account becomes an activated customer after choosing the type.
  const newcomer = unique('google');
  await page.goto(url('/login'));
  await page.getByRole('link', { name: 'Log ind med Google' }).click();
  await signInAtGoogle(page, newcomer);
  await expect(page.getByRole('heading', { name: 'Hvordan vil du bruge MixBuddy?' })).toBeVisible();
  await page.getByRole('radio', { name: /Kunde/ }).check();
  await page.getByRole('button', { name: 'Vælg kontotype' }).click();
  await expect(page).toHaveURL(url('/'));
  await page.goto(url('/account'));
  await expect(page.getByText('Din konto er forbundet til Google')).toBeVisible();
  // Without a password, disconnecting would lock the person out: refused.
  await page.getByRole('link', { name: 'Afbryd forbindelsen til Google' }).click();
  await page.getByRole('button', { name: 'Afbryd forbindelsen' }).click();
  await expect(page.getByRole('alert')).toContainText('Vælg en adgangskode, før du afbryder forbindelsen til Google');

  // An existing account with the same (Google-verified) email is linked, not duplicated.
  const existing = unique('eksisterende');
  const created = await request.post(url('/api/graphql'), {
    data: { query: `mutation { registerAccount(name: "Eva Eksisterende", email: "${existing}", password: "${PASSWORD}") { ok } }` },
  });
  expect((await created.json()).data.registerAccount.ok).toBe(true);
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto(url('/login'));
  await other.getByRole('link', { name: 'Log ind med Google' }).click();
  await signInAtGoogle(other, existing);
  // Back through the provider's redirect chain and our callback (link by email, new session): on a
  // busy CI machine that has taken longer than the default 5 s.
  await expect(other.locator('.account-name')).toHaveText('Eva Eksisterende', { timeout: 15_000 });
  await other.goto(url('/account'));
  await expect(other.getByText('Din konto er forbundet til Google')).toBeVisible();
  await other.getByRole('link', { name: 'Afbryd forbindelsen til Google' }).click();
  await other.getByRole('button', { name: 'Afbryd forbindelsen' }).click();
  await expect(other.getByText('Forbindelsen til Google er afbrudt.')).toBeVisible();

  // Signed in with a password, linking again from the account page.
  await other.getByRole('link', { name: 'Forbind til Google' }).click();
  // The provider may remember the person (straight back) or ask again: wait for one of the two
  // rather than looking once, which raced the redirect on a busy machine.
  const atProvider = other.locator('input[name="login"]');
  const linked = other.getByText('Din konto er nu forbundet til Google.');
  await expect(atProvider.or(linked)).toBeVisible();
  if (await atProvider.isVisible()) await signInAtGoogle(other, existing);
  await expect(linked).toBeVisible();
  await context.close();

  // A Google account whose email Google has not verified cannot take over or create anything.
  const third = await browser.newContext();
  const stranger = await third.newPage();
  await stranger.goto(url('/login'));
  await stranger.getByRole('link', { name: 'Log ind med Google' }).click();
  await signInAtGoogle(stranger, `unverified-${existing}`);
  await expect(stranger.getByRole('alert')).toContainText('Google har ikke bekræftet e-mailadressen');
  await third.close();
});
