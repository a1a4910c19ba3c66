/**
 * The back office's actions as the demo admin, in Chromium against the real server: before each
 * the dialog names who and what (the talent, the booking's date, customer and amount; the DAC7
 * year, sellers and totals) and shows the email as it will be sent; after it, one toast says what
 * was done — never the same outcome twice. A filtered list with no rows says so in Danish.
 */
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatOreExact } from '../../cms/domain/money';
import { formatDateTime } from '../../cms/domain/time';
import { BASE_URL } from './roles';
import { DEMO_PASSWORD } from './server';

const DAY = 86_400_000;
/** A UUID (a DAC7 MessageRefId): Skattestyrelsen's, kept in the XML, never on screen. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

async function gql<T = any>(api: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await (await api.post('/api/graphql', { data: { query, variables } })).json();
  expect(body.errors ?? [], query).toEqual([]);
  return body.data as T;
}

/** An API client signed in through GraphQL as a demo account. */
async function signedInApi(email: string) {
  // No cookies of the file's `storageState`: a sign-in presenting the admin's cookie would replace that session.
  const api = await request.newContext({ baseURL: BASE_URL, storageState: { cookies: [], origins: [] } });
  const { authenticateUserWithPassword } = await gql(
    api,
    'mutation($email: String!, $password: String!) { authenticateUserWithPassword(email: $email, password: $password) { __typename ... on UserAuthenticationWithPasswordFailure { message } } }',
    { email, password: DEMO_PASSWORD },
  );
  expect(authenticateUserWithPassword, email).toMatchObject({ __typename: 'UserAuthenticationWithPasswordSuccess' });
  return api;
}

/** The demo admin, signed in once for the file: the API client and the pages' cookies. */
let admin: APIRequestContext;
let signingIn: Promise<APIRequestContext> | undefined;
const adminApi = async () => (admin = await (signingIn ??= signedInApi('admin@mixbuddy.dk')));
test.beforeAll(async () => {
  await adminApi();
});
test.afterAll(async () => {
  await admin.dispose();
});
test.use({ storageState: async ({}, use) => use(await (await adminApi()).storageState()) });
test.describe.configure({ timeout: 120_000 });

/**
 * Every toast shown on `page`, in order, recorded as it appears (react-admin queues a second
 * notification until the first has gone, so a duplicate would show only seconds later).
 */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { toasts: string[] }).toasts = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const toasts = node.matches('.MuiSnackbar-root') ? [node] : [...node.querySelectorAll('.MuiSnackbar-root')];
          for (const toast of toasts) seen.push(toast.textContent ?? '');
        }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Waits out the toast of one action (it shows, hides, and nothing queued follows) and returns all toasts so far. */
async function toastsAfter(page: Page, text: string) {
  const toast = page.locator('.MuiSnackbar-root');
  await expect(toast).toContainText(text);
  await expect(toast).toHaveCount(0, { timeout: 15_000 });
  // A queued duplicate mounts as soon as the first has left; give it the time to.
  await page.waitForTimeout(1000);
  return page.evaluate(() => (window as unknown as { toasts: string[] }).toasts);
}

/** The newest mail to `to` whose subject matches, from the dev outbox. */
async function outboxMail(page: Page, to: string, subject: RegExp) {
  const item = page
    .locator('.outbox-list li')
    .filter({ hasText: to })
    .filter({ has: page.getByRole('heading', { name: subject }) })
    .first();
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(item).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  return item;
}

/** A demo talent (not the one other specs sign in as), put back into the review queue. */
async function talentWaitingForReview() {
  const { talentProfiles } = await gql(
    admin,
    `{ talentProfiles(where: { verifiedAt: { not: { equals: null } }, user: { email: { not: { equals: "talent@mixbuddy.dk" } } } }, orderBy: [{ displayName: desc }], take: 1) {
        id displayName user { id name email }
    } }`,
  );
  const [talent] = talentProfiles;
  await gql(admin, 'mutation($id: ID!) { withdrawTalentApproval(id: $id) { id } }', { id: talent.id });
  return talent as { id: string; displayName: string; user: { id: string; name: string; email: string } };
}

test('the vetting dialogs name the talent and show their email; approving publishes them again, with one toast', async ({ page }) => {
  await recordToasts(page);
  const talent = await talentWaitingForReview();
  const firstName = talent.user.name.split(' ')[0];
  await page.goto('/admin/vetting');
  const row = page.getByRole('row').filter({ hasText: talent.user.email });

  await row.getByRole('button', { name: 'Afvis' }).click();
  const reject = page.getByRole('dialog');
  await expect(reject).toContainText(`Afvis ${talent.displayName} (${talent.user.name}, ${talent.user.email})`);
  await reject.getByLabel('Begrundelse til talentet').fill('Billederne af menuen mangler.');
  const rejection = reject.getByRole('figure', { name: `E-mail til ${talent.user.name} <${talent.user.email}>, som den bliver sendt` });
  await expect(rejection).toContainText('Din profil er ikke godkendt endnu');
  await expect(rejection).toContainText(`Hej ${firstName}`);
  await expect(rejection).toContainText('Begrundelse: Billederne af menuen mangler.');
  await reject.getByRole('button', { name: 'Annuller' }).click();
  await expect(reject).toHaveCount(0);

  await row.getByRole('button', { name: 'Godkend' }).click();
  const approve = page.getByRole('dialog');
  await expect(approve).toContainText(`Godkend ${talent.displayName} (${talent.user.name}, ${talent.user.email})?`);
  const approval = approve.getByRole('figure', { name: new RegExp(talent.user.email.replace(/[.+]/g, '\\$&')) });
  await expect(approval).toContainText('Din profil er godkendt');
  await expect(approval.locator('pre')).toHaveText(/^Hej \S+\n\nMixBuddy har godkendt din profil/);
  const sent = await approval.locator('pre').innerText();
  await approve.getByRole('button', { name: 'Bekræft' }).click();
  expect(await toastsAfter(page, 'Talentet er godkendt')).toEqual(['Talentet er godkendt']);
  await expect(page.getByRole('row').filter({ hasText: talent.user.email })).toHaveCount(0);

  // The talent got the very text the dialog showed.
  const mail = await outboxMail(page, talent.user.email, /Din profil er godkendt/);
  await expect(mail).toContainText(sent.split('\n\n')[1]);
});

test('"Bekræft talent" on a talent’s page names them and shows their email; confirming verifies them, with one toast', async ({ page }) => {
  await recordToasts(page);
  const talent = await talentWaitingForReview();
  await page.goto(`/admin/users/${talent.user.id}`);
  await page.getByRole('button', { name: 'Bekræft talent' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Godkend ${talent.displayName} (${talent.user.name}, ${talent.user.email})?`);
  await expect(dialog.getByRole('figure', { name: new RegExp(talent.user.email.replace(/[.+]/g, '\\$&')) })).toContainText(
    'MixBuddy har godkendt din profil',
  );
  await dialog.getByRole('button', { name: 'Bekræft' }).click();
  expect(await toastsAfter(page, 'Talentet er bekræftet')).toEqual(['Talentet er bekræftet']);
  await expect(page.getByRole('button', { name: 'Bekræftet — fjern' })).toBeVisible();

  // Withdrawing says so too, with the email the talent would get (not confirmed here).
  await page.getByRole('button', { name: 'Bekræftet — fjern' }).click();
  await expect(page.getByRole('dialog')).toContainText(`${talent.displayName} (${talent.user.name}, ${talent.user.email}) mister mærket`);
  await expect(page.getByRole('dialog').getByRole('figure')).toContainText('Din profil er midlertidigt skjult');
  await page.getByRole('dialog').getByRole('button', { name: 'Annuller' }).click();
});

test.describe('a booking whose event has ended', () => {
  test('"Markér som gennemført" names the booking (date, customer, amount) and shows the customer’s email', async ({ page }) => {
    const customer = await signedInApi('kunde@mixbuddy.dk');
    const talentApi = await signedInApi('talent@mixbuddy.dk');
    try {
      // A booking of Jonas Holm's on a Thursday evening well ahead (booking-flow.spec.ts books 12 weeks ahead).
      const { menus } = await gql(
        customer,
        '{ menus(where: { status: { equals: "published" }, talent: { displayName: { equals: "Jonas Holm" } } }, orderBy: [{ title: asc }], take: 1) { id title minGuests } }',
      );
      const date = new Date(Date.now() + 17 * 7 * DAY);
      while (date.getUTCDay() !== 4) date.setUTCDate(date.getUTCDate() + 1);
      const { requestBooking } = await gql(
        customer,
        `mutation($m: ID!, $d: String!, $g: Int!) { requestBooking(menuId: $m, date: $d, time: "19:00", guests: $g, address: "Strandboulevarden 122", postcode: "2100", city: "København Ø") { id } }`,
        { m: menus[0].id, d: date.toISOString().slice(0, 10), g: menus[0].minGuests + 1 },
      );
      const id = requestBooking.id as string;
      await gql(talentApi, 'mutation($id: ID!) { acceptBooking(id: $id) { id } }', { id });
      const { startCheckout } = await gql(customer, 'mutation($id: ID!) { startCheckout(bookingId: $id) { sessionId } }', { id });
      await customer.post(`/stripe-simulator/checkout/${startCheckout.sessionId}/pay`, { maxRedirects: 0 });
      const read = async () =>
        (
          await gql(
            admin,
            `query($id: ID!) { booking(where: { id: $id }) { status startsAt endsAt totalAmount talentAmount customer { name email } conversation { id } } }`,
            { id },
          )
        ).booking;
      await expect.poll(async () => (await read()).status).toBe('paid');
      const booking = await read();

      // The browser's clock after the event: the button shows. (The server's stays: moved on, its own
      // timer would complete the booking first; confirming is covered by the vetting tests above.)
      await page.clock.install({ time: new Date(booking.endsAt).getTime() + 3600_000 });
      await page.goto(`/admin/bookings/${booking.conversation.id}`);
      await page.getByRole('button', { name: 'Markér som gennemført' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(
        `${booking.customer.name}s booking af »${menus[0].title}« med Jonas Holm den ${formatDateTime(new Date(booking.startsAt))} (i alt ${formatOreExact(booking.totalAmount)})`,
      );
      await expect(dialog).toContainText(`Jonas Holms andel på ${formatOreExact(booking.talentAmount)}`);
      const mail = dialog.getByRole('figure', { name: new RegExp(booking.customer.email.replace(/[.+]/g, '\\$&')) });
      await expect(mail).toContainText('Tak for festen – skriv en anmeldelse');
      await expect(mail).toContainText(`Vi håber, »${menus[0].title}« var en succes.`);
      await expect(mail).toContainText(`#booking-${id}`);
      await dialog.getByRole('button', { name: 'Annuller' }).click();
      await expect(dialog).toHaveCount(0);
      expect((await read()).status).toBe('paid');
    } finally {
      await customer.dispose();
      await talentApi.dispose();
    }
  });
});

test('DAC7: the year’s sellers and totals, the report made through a dialog that says what it does, one toast, no raw id, the CSV', async ({
  page,
}) => {
  await recordToasts(page);
  const year = new Date().getFullYear();
  const { dac7Overview } = await gql(admin, 'query($year: Int!) { dac7Overview(year: $year) }', { year });
  expect(dac7Overview.sellers.length).toBeGreaterThan(0);
  const seller = dac7Overview.sellers[0];
  const consideration = dac7Overview.total.reduce((sum: number, q: { consideration: number }) => sum + q.consideration, 0);

  await page.goto('/admin/dac7');
  await page.getByRole('combobox', { name: 'År' }).click();
  await page.getByRole('option', { name: String(year) }).click();
  await expect(page.getByTestId('dac7-seller').filter({ hasText: seller.identity.name })).toBeVisible();
  await expect(page.getByTestId('dac7-total')).toContainText(formatOreExact(consideration));

  const filed = dac7Overview.messages.some((m: { status: string }) => m.status === 'filed');
  await page.getByRole('button', { name: filed ? 'Dan rettelse' : 'Dan indberetning' }).click();
  const dialog = page.getByRole('dialog');
  const sellers = dac7Overview.sellers.length === 1 ? '1 sælger' : `${dac7Overview.sellers.length} sælgere`;
  await expect(dialog).toContainText(String(year));
  await expect(dialog).toContainText(`${sellers}, vederlag i alt ${formatOreExact(consideration)}`);
  await dialog.getByRole('button', { name: 'Bekræft' }).click();
  const done = filed ? `Rettelsen for ${year} er dannet som kladde` : `Indberetningen for ${year} er dannet som kladde`;
  expect(await toastsAfter(page, done)).toEqual([done]);

  // The draft by its name, with its status and date; marking it filed warns that it cannot be undone.
  const draft = page.getByTestId('dac7-message').filter({ hasText: 'Kladde, dannet' });
  await expect(draft).toContainText(filed ? /Rettelse nr\. \d+ af Indberetning \d{4} nr\. 1/ : `Indberetning ${year} nr. 1`);
  await draft.getByRole('button', { name: 'Markér som indsendt' }).click();
  await expect(page.getByRole('dialog')).toContainText('Det kan ikke fortrydes');
  await page.getByRole('dialog').getByRole('button', { name: 'Annuller' }).click();
  expect(await page.locator('main').innerText()).not.toMatch(UUID);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Hent CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`dac7-${year}.csv`);
  const { readFile } = await import('node:fs/promises');
  expect(await readFile((await download.path())!, 'utf8')).toContain(seller.identity.name);
});

test('DAC7 at 360 px: each seller is a readable card, nothing scrolls sideways', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, storageState: await admin.storageState() });
  const page = await context.newPage();
  const year = new Date().getFullYear();
  await page.goto('/admin/dac7');
  await page.getByRole('combobox', { name: 'År' }).click();
  await page.getByRole('option', { name: String(year) }).click();
  const card = page.getByTestId('dac7-seller').first();
  await expect(card).toContainText('I alt:');
  await expect(card).toContainText('1. kvartal:');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(page.locator('table')).toHaveCount(0);
  await context.close();
});

test('hiding and showing a message again: one toast each', async ({ page }) => {
  await recordToasts(page);
  const { conversations } = await gql(
    admin,
    `{ conversations(where: { kind: { equals: "direct" }, messages: { some: { hiddenAt: { equals: null } } } }, take: 1) {
        id messages(where: { hiddenAt: { equals: null } }, orderBy: [{ createdAt: asc }], take: 1) { body }
    } }`,
  );
  await page.goto(`/admin/messages/direct/${conversations[0].id}`);
  const bubble = page.getByTestId('thread-message').filter({ hasText: conversations[0].messages[0].body });
  await bubble.getByRole('button', { name: 'Skjul besked' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Skjul besked' }).click();
  expect(await toastsAfter(page, 'Beskeden er skjult for deltagerne')).toEqual(['Beskeden er skjult for deltagerne']);
  await bubble.getByRole('button', { name: 'Vis igen' }).click();
  expect(await toastsAfter(page, 'Beskeden vises igen')).toEqual(['Beskeden er skjult for deltagerne', 'Beskeden vises igen']);
});

test('a filtered list with no rows says so in its own Danish sentence, never "Ingen … fundet"', async ({ page }) => {
  const nothing = encodeURIComponent(JSON.stringify({ q: 'zzz-intet-matcher-dette' }));
  for (const resource of ['bookings', 'users', 'messages', 'support', 'receipts', 'payoffs-history', 'vetting']) {
    await page.goto(`/admin/${resource}?filter=${nothing}`);
    const main = page.locator('main');
    await expect(main.getByText('Intet matcher filtrene.'), resource).toBeVisible({ timeout: 20_000 });
    await expect(main.getByRole('button', { name: 'Ryd filtre' }), resource).toBeVisible();
    expect(await main.innerText(), resource).not.toMatch(/Ingen\s+\S+(\s+\S+)?\s+fundet/i);
  }
  // The queue (empty again after the vetting tests) with its filter cleared: the list's own sentence (da.ts `resources.vetting.empty`).
  await page.locator('main').getByRole('button', { name: 'Ryd filtre' }).click();
  await expect(page.locator('main').getByText('Ingen talenter venter på godkendelse.')).toBeVisible({ timeout: 20_000 });
});
