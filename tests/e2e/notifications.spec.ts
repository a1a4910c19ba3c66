/**
 * Emails people act on, end to end in Chromium against a server of its own (demo data) that
 * sends mail to a real local SMTP listener: a talent's reply written a moment after the
 * customer's message still reaches the customer by email (the link opens that thread), and a
 * payoff approved in the back office reaches the talent (the link opens that payoff, "Godkendt").
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import { startLinkedServerWithMail, type MailCatcher } from '../support/smtp';
import type { TestServer } from '../support/server';
import { DEMO_PASSWORD } from './server';

let server: TestServer;
let mail: MailCatcher;
let stop: () => Promise<void>;
const CUSTOMER = 'kunde@mixbuddy.dk';
const TALENT = 'talent@mixbuddy.dk';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  ({ server, mail, stop } = await startLinkedServerWithMail());
});
test.afterAll(async () => stop?.());

const url = (path: string) => server.url + path;

async function signedIn(browser: import('@playwright/test').Browser, email: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url });
  const response = await context.request.post(url('/api/graphql'), {
    data: {
      query:
        'mutation($email: String!, $password: String!) { authenticateUserWithPassword(email: $email, password: $password) { __typename } }',
      variables: { email, password: DEMO_PASSWORD },
    },
  });
  expect((await response.json()).data.authenticateUserWithPassword.__typename).toBe('UserAuthenticationWithPasswordSuccess');
  return context;
}

async function gql<T = any>(context: BrowserContext, query: string): Promise<T> {
  const body = await (await context.request.post(url('/api/graphql'), { data: { query } })).json();
  expect(body.errors ?? []).toEqual([]);
  return body.data as T;
}

test('a reply written a minute after the customer’s message still reaches the customer by email', async ({ browser }) => {
  const customer = await signedIn(browser, CUSTOMER);
  const talent = await signedIn(browser, TALENT);
  const talentId = (await gql(talent, '{ authenticatedItem { ... on User { id } } }')).authenticatedItem.id;
  const { conversations } = await gql<{ conversations: { id: string; participants: { id: string }[] }[] }>(
    customer,
    '{ conversations(take: 50) { id participants { id } } }',
  );
  const conversation = conversations.find((c) => c.participants.some((p) => p.id === talentId));
  expect(conversation).toBeTruthy();
  const tag = Math.random().toString(36).slice(2, 8);

  // The customer writes; the talent reads it at once and answers.
  const customerPage = await customer.newPage();
  await customerPage.goto(`/your-messages/${conversation!.id}`);
  await customerPage.getByLabel('Skriv en besked').fill(`Kan I komme en time tidligere? ${tag}`);
  await customerPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(customerPage.locator('#thread')).toContainText(`Kan I komme en time tidligere? ${tag}`);
  await customerPage.close();

  const talentPage = await talent.newPage();
  await talentPage.goto(`/messages/${conversation!.id}`);
  await expect(talentPage.locator('#thread')).toContainText(`Kan I komme en time tidligere? ${tag}`);
  await talentPage.getByLabel('Skriv en besked').fill(`Ja, vi er der kl. 17 ${tag}`);
  await talentPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(talentPage.locator('#thread')).toContainText(`Ja, vi er der kl. 17 ${tag}`);

  // The customer does not look; a few minutes later the reply is in their inbox.
  await customer.request.post(url('/api/test/clock'), { data: { advanceMs: 6 * 60_000 } });
  const email = await mail.waitFor(CUSTOMER, { subject: /Ny besked fra/ });
  expect(email.text).toContain(`Ja, vi er der kl. 17 ${tag}`);
  const link = mail.link(email, '/your-messages/');
  expect(new URL(link).pathname).toBe(`/your-messages/${conversation!.id}`);
  const opened = await customer.newPage();
  await opened.goto(link);
  await expect(opened.locator('#thread')).toContainText(`Ja, vi er der kl. 17 ${tag}`);
  // The talent read the customer's message in time: it is in no email.
  expect(mail.to(TALENT).filter((m) => m.text.includes(`Kan I komme en time tidligere? ${tag}`))).toEqual([]);

  await customer.request.post(url('/api/test/clock'), { data: { offsetMs: 0 } });
  await customer.close();
  await talent.close();
});

test('a payoff approved in the back office reaches the talent by email, and its link shows it approved', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin@mixbuddy.dk');
  const { payoffs } = await gql(
    admin,
    `{ payoffs(where: { status: { equals: "requested" }, talent: { user: { email: { equals: "${TALENT}" } } } }) { id amount talent { displayName } } }`,
  );
  expect(payoffs.length).toBe(1);
  const [payoff] = payoffs;

  const page = await admin.newPage();
  await page.goto('/admin/payoffs');
  const row = page.getByRole('row').filter({ hasText: payoff.talent.displayName });
  await row.getByRole('button', { name: 'Godkend' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bekræft' }).click();
  await expect(page.getByText('Udbetalingen er godkendt')).toBeVisible();
  await expect(row.getByText('Godkendt', { exact: true })).toBeVisible();

  const email = await mail.waitFor(TALENT, { subject: /Din udbetaling er godkendt/ });
  const kroner = new Intl.NumberFormat('da-DK', { minimumFractionDigits: payoff.amount % 100 ? 2 : 0 }).format(payoff.amount / 100);
  expect(email.text).toContain(kroner);
  expect(email.text).not.toMatch(/kr\.\./);
  const link = mail.link(email, '/wallet');

  const talent = await signedIn(browser, TALENT);
  const talentPage = await talent.newPage();
  await talentPage.goto(link);
  await expect(talentPage.locator(`#payoff-${payoff.id}`)).toContainText('Godkendt');
  await admin.close();
  await talent.close();
});
