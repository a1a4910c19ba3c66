/**
 * The back office as the demo admin, in Chromium against the real server and the demo data:
 * every /admin route opens directly by URL; approving and paying a payoff changes the talent's
 * wallet; a starred menu shows first on the home page; a hidden message reads as removed in
 * the customer's own thread. The demo customer and talent are refused by /admin and the API.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { formatOre, formatOreExact } from '../../cms/domain/money';
import { DEMO_PASSWORD } from './server';

async function signIn(context: BrowserContext | APIRequestContext, email: string) {
  const request = 'request' in context ? context.request : context;
  const response = await request.post('/api/graphql', {
    data: {
      query:
        'mutation($email: String!, $password: String!) { authenticateUserWithPassword(email: $email, password: $password) { __typename } }',
      variables: { email, password: DEMO_PASSWORD },
    },
  });
  expect((await response.json()).data.authenticateUserWithPassword.__typename).toBe('UserAuthenticationWithPasswordSuccess');
}

async function gql<T = any>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/api/graphql', { data: { query, variables } });
  const body = await response.json();
  expect(body.errors ?? [], query).toEqual([]);
  return body.data as T;
}

test.describe('as the demo admin', () => {
  // Whole admin journeys (many pages and dialogs each) on a machine other test runs share.
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ context }) => {
    await signIn(context, 'admin@mixbuddy.dk');
  });

  test('every back-office route opens directly by URL', async ({ page }) => {
    const data = await gql(
      page,
      `{
        booking: conversations(where: { kind: { equals: "booking" }, booking: { status: { equals: "paid" } } }, take: 1) { id }
        direct: conversations(where: { kind: { equals: "direct" } }, take: 1) { id subject }
        customer: users(where: { email: { equals: "kunde@mixbuddy.dk" } }) { id name }
      }`,
    );
    const routes: [string, RegExp | string][] = [
      ['/admin', 'Bookinger fordelt på status'],
      ['/admin/bookings', 'Dato fra'],
      [`/admin/bookings/${data.booking[0].id}`, 'Posteringer'],
      ['/admin/messages', 'Seneste besked'],
      [`/admin/messages/booking/${data.booking[0].id}`, 'Åbn bookingen'],
      [`/admin/messages/direct/${data.direct[0].id}`, data.direct[0].subject],
      ['/admin/users', 'Alder bekræftet'],
      [`/admin/users/${data.customer[0].id}`, data.customer[0].name],
      ['/admin/payoffs', 'Bankfil (CSV) med godkendte'],
      ['/admin/payoffs-history', 'Afvisningsgrund'],
      ['/admin/star', 'Forsidens udvalgte'],
      // Empty, or listing jobs an earlier test left failed on purpose.
      ['/admin/jobs', /^(Ingen fejlede job\.|Prøv igen)$/],
    ];
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    for (const [path, expected] of routes) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}(\\?.*)?$`));
      await expect(page.getByText(expected).first(), path).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('a booking page shows the conversation, payment and ledger, with the admin actions', async ({ page }) => {
    // A paid booking whose event is still ahead: it can be cancelled, not yet marked completed.
    const { conversations } = await gql(
      page,
      `query($now: DateTime!) { conversations(where: { booking: { status: { equals: "paid" }, endsAt: { gt: $now } } }, take: 1) { id } }`,
      { now: new Date().toISOString() },
    );
    await page.goto(`/admin/bookings/${conversations[0].id}`);
    await expect(page.getByRole('button', { name: 'Annullér og refundér' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Markér som gennemført' })).toHaveCount(0);
    await expect(page.getByText('Betalinger', { exact: true })).toBeVisible();
    await expect(page.getByText('Talent — afventer').first()).toBeVisible();
    await expect(page.getByTestId('thread-message').first()).toBeVisible();
  });

  test('the refund dialog names the refund and shows the email each party will get, with the reason', async ({ page }) => {
    const { conversations } = await gql(
      page,
      `query($now: DateTime!) { conversations(where: { booking: { status: { equals: "paid" }, endsAt: { gt: $now } } }, take: 1) {
          id booking { totalAmount customer { name email } talent { displayName user { email } } }
      } }`,
      { now: new Date().toISOString() },
    );
    const { booking } = conversations[0];
    await page.goto(`/admin/bookings/${conversations[0].id}`);
    await page.getByRole('button', { name: 'Annullér og refundér' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`${booking.customer.name} får ${formatOreExact(booking.totalAmount)} refunderet`);
    await expect(dialog).toContainText('Begrundelsen står i e-mailen til både kunden og talentet');
    await dialog.getByLabel('Begrundelse').fill('Talentet er blevet syg');
    const toCustomer = dialog.getByRole('figure', { name: new RegExp(booking.customer.email.replace('.', '\\.')) });
    const toTalent = dialog.getByRole('figure', { name: new RegExp(booking.talent.user.email.replace('.', '\\.')) });
    await expect(toCustomer).toContainText('refunderes samme vej, som du betalte');
    await expect(toTalent).toContainText('kunden får');
    await expect(toTalent).not.toContainText('som du betalte');
    for (const mail of [toCustomer, toTalent]) await expect(mail).toContainText('Begrundelse: Talentet er blevet syg');
    await dialog.getByRole('button', { name: 'Annuller' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('booking search finds the customer Camilla by name and email, and a booking by its reference, without a refused request', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().includes('/api/graphql')) return;
      const body = await response.json().catch(() => ({}));
      if (response.status() >= 400 || body.errors?.length) refused.push(`${response.status()} ${JSON.stringify(body.errors ?? '')}`);
    });
    const { bookings } = await gql(
      page,
      `{ bookings(where: { customer: { email: { equals: "kunde@mixbuddy.dk" } } }, orderBy: [{ startsAt: desc }]) { id } }`,
    );
    expect(bookings.length).toBeGreaterThan(0);
    await page.goto('/admin/bookings');
    const rows = page.locator('tbody tr');
    await expect(rows.first()).toBeVisible();

    const search = page.getByPlaceholder('Søg');
    await search.fill('Camilla');
    await expect(page).toHaveURL(/Camilla/);
    await expect(rows).toHaveCount(Math.min(bookings.length, 25));
    for (let i = 0; i < (await rows.count()); i++) await expect(rows.nth(i)).toContainText('Camilla Jensen');

    await search.fill('kunde@mixbuddy.dk');
    await expect(page).toHaveURL(/kunde%40mixbuddy\.dk|kunde@mixbuddy\.dk/);
    await expect(rows).toHaveCount(Math.min(bookings.length, 25));

    await search.fill(bookings[0].id);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Camilla Jensen');
    expect(refused).toEqual([]);
  });

  test('an admin answers a support request: the person is emailed, the answer stays in its history, and their bookings are one click away', async ({
    page,
  }) => {
    const { customer } = await gql(page, `{ customer: users(where: { email: { equals: "kunde@mixbuddy.dk" } }) { id } }`);
    const question = `Hvornår kommer bartenderen? (${Date.now().toString(36)})`;
    const { createSupportRequest } = await gql(
      page,
      `mutation($data: SupportRequestCreateInput!) { createSupportRequest(data: $data) { id } }`,
      {
        data: {
          name: 'Camilla Jensen',
          email: 'kunde@mixbuddy.dk',
          topic: 'booking',
          message: question,
          user: { connect: { id: customer[0].id } },
        },
      },
    );
    await page.goto('/admin/support');
    // newest first; a click on the name (not the email's mailto link) opens the request
    await page.getByRole('row').filter({ hasText: 'Camilla Jensen' }).first().getByText('Camilla Jensen').click();
    await expect(page).toHaveURL(new RegExp(`/admin/support/${createSupportRequest.id}`));
    await expect(page.getByText(question)).toBeVisible();
    await expect(page.getByText('Ingen svar endnu.')).toBeVisible();

    const answer = 'Hej Camilla. Bartenderen kommer kl. 17.30 og har alt med.';
    await page.getByRole('button', { name: 'Svar', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('kunde@mixbuddy.dk');
    await expect(dialog.getByRole('button', { name: 'Bekræft' })).toBeDisabled(); // an answer is required
    await dialog.getByLabel('Dit svar').fill(answer);
    // The email as it will be sent: MixBuddy's greeting and signature once each around the answer.
    const preview = dialog.getByRole('figure', { name: /kunde@mixbuddy\.dk/ });
    await expect(preview).toContainText(answer);
    await expect(preview).toContainText('Du skrev til os');
    await dialog.getByLabel('Dit svar').fill(`Hej Camilla,\n\n${answer}\n\nVenlig hilsen\nMette`);
    await expect(preview.locator('pre')).toContainText('Mette');
    const sent = (await preview.locator('pre').textContent()) ?? '';
    expect(sent).toMatch(/^Hej Camilla,\n\n/);
    expect(sent).toMatch(/Venlig hilsen\nMette$/); // theirs, not MixBuddy's as well
    expect(sent.match(/Hej/g)).toHaveLength(2); // the greeting, and the answer's own "Hej Camilla."
    expect(sent.match(/Venlig hilsen/g)).toHaveLength(1);
    await dialog.getByLabel('Dit svar').fill(answer);
    await dialog.getByRole('button', { name: 'Bekræft' }).click();
    await expect(page.getByText('Svaret er sendt')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: answer })).toBeVisible();

    await page.goto('/dev/outbox');
    await expect(page.getByRole('heading', { name: 'Svar på din henvendelse til MixBuddy' }).first()).toBeVisible();
    await expect(page.getByText(answer).first()).toBeVisible();

    await page.goto(`/admin/support/${createSupportRequest.id}`);
    await expect(page.getByRole('row').filter({ hasText: answer })).toBeVisible(); // kept in its history
    await page.getByRole('link', { name: 'Se personens bookinger' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${customer[0].id}/bookings`));
    await expect(page.locator('tbody tr').first()).toBeVisible();
  });

  test('approving and paying a payoff changes the talent’s wallet', async ({ page, browser, baseURL }) => {
    const { payoffs } = await gql(
      page,
      `{ payoffs(where: { status: { equals: "requested" }, talent: { user: { email: { equals: "talent@mixbuddy.dk" } } } }) { id amount talent { displayName } } }`,
    );
    expect(payoffs.length).toBe(1);
    const [payoff] = payoffs;

    const talent = await browser.newContext({ baseURL });
    await signIn(talent, 'talent@mixbuddy.dk');
    const talentPage = await talent.newPage();
    const available = async () => {
      await talentPage.goto('/wallet');
      return (await talentPage.locator('[data-balance="available"] dd').textContent())?.trim();
    };
    const before = await available();
    const wallet = async () =>
      (await (await talent.request.post('/api/graphql', { data: { query: '{ myWallet { available } }' } })).json()).data.myWallet.available;
    const availableBefore = await wallet();

    await page.goto('/admin/payoffs');
    const row = page.getByRole('row').filter({ hasText: payoff.talent.displayName });
    await row.getByRole('button', { name: 'Godkend' }).click();
    // The dialog names the talent and the amount, and shows the talent's email as it will be sent.
    const approveDialog = page.getByRole('dialog');
    await expect(approveDialog).toContainText(`Godkend udbetaling af ${formatOreExact(payoff.amount)} til ${payoff.talent.displayName}?`);
    await expect(approveDialog.getByRole('figure', { name: /E-mail til .*talent@mixbuddy\.dk/ })).toContainText(
      `Vi har godkendt din udbetaling på ${formatOre(payoff.amount)}`,
    );
    await approveDialog.getByRole('button', { name: 'Bekræft' }).click();
    await expect(page.getByText('Udbetalingen er godkendt')).toBeVisible();

    await expect.poll(wallet).toBe(availableBefore - payoff.amount);
    expect(await available()).not.toBe(before);

    await row.getByRole('button', { name: 'Markér som udbetalt' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Bekræft' })).toBeDisabled(); // a bank reference is required
    await dialog.getByLabel('Bankreference').fill('E2E-UDB-0001');
    await expect(dialog.getByRole('figure')).toContainText('Reference på overførslen: E2E-UDB-0001');
    await dialog.getByRole('button', { name: 'Bekræft' }).click();
    await expect(page.getByText('Udbetalingen er markeret som udbetalt')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: payoff.talent.displayName })).toHaveCount(0);

    await page.goto('/admin/payoffs-history');
    await expect(page.getByRole('row').filter({ hasText: 'E2E-UDB-0001' })).toBeVisible();
    await talent.close();
  });

  test('a starred menu, dragged to the top, is the first thing the home page features', async ({ page }) => {
    const { menus, stars } = await gql(
      page,
      `{ menus(where: { status: { equals: "published" } }, orderBy: [{ title: asc }]) { id title } stars { menu { id } } }`,
    );
    const starred = new Set(stars.map((s: { menu: { id: string } | null }) => s.menu?.id));
    const menu = menus.find(
      (m: { id: string; title: string }) =>
        !starred.has(m.id) && !menus.some((o: { title: string }) => o !== m && o.title.includes(m.title)),
    );

    await page.goto('/admin/star');
    await page.getByRole('combobox', { name: 'Menu' }).fill(menu.title);
    await page.getByRole('option', { name: menu.title }).click();
    await page.getByRole('button', { name: 'Tilføj' }).click();
    await expect(page.getByText('Tilføjet til forsiden')).toBeVisible();
    const rows = page.getByTestId('star-row');
    await expect(rows.last()).toContainText(menu.title);
    const count = await rows.count();

    // Keyboard drag and drop (dnd-kit): pick up, move to the top, drop.
    const handle = page.getByRole('button', { name: `Flyt ${menu.title}` });
    await handle.focus();
    // dnd-kit's live region says, in Danish, what happens at each key.
    const live = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press('Space');
    await expect(live).toHaveText(`${menu.title} er løftet, plads ${count} af ${count}.`);
    for (let i = 1; i < count; i++) await page.keyboard.press('ArrowUp');
    await expect(live).toHaveText(`${menu.title} er flyttet til plads 1 af ${count}.`);
    await page.keyboard.press('Space');
    await expect(live).toHaveText(`${menu.title} er sat på plads 1 af ${count}.`);
    await expect(page.getByText('Rækkefølgen er gemt')).toBeVisible();
    await expect(rows.first()).toContainText(menu.title);

    await page.reload();
    await expect(page.getByTestId('star-row').first()).toContainText(menu.title);
    await page.goto('/');
    await expect(page.locator('section[aria-labelledby="stars-heading"] li').first()).toContainText(menu.title);
  });

  test('a hidden message reads as removed in the customer’s own thread', async ({ page, browser, baseURL }) => {
    const { conversations } = await gql(
      page,
      `{ conversations(where: { participants: { some: { email: { equals: "kunde@mixbuddy.dk" } } }, messages: { some: { hiddenAt: { equals: null } } } }, orderBy: [{ lastMessageAt: desc }], take: 1) {
          id kind messages(where: { hiddenAt: { equals: null } }, orderBy: [{ createdAt: asc }], take: 1) { id body }
      } }`,
    );
    const [conversation] = conversations;
    const [message] = conversation.messages;

    await page.goto(`/admin/messages/${conversation.kind}/${conversation.id}`);
    const bubble = page.getByTestId('thread-message').filter({ hasText: message.body });
    await bubble.getByRole('button', { name: 'Skjul besked' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Skjul besked' }).click();
    await expect(page.getByText('Beskeden er skjult for deltagerne')).toBeVisible();
    await expect(bubble.getByRole('button', { name: 'Vis igen' })).toBeVisible();

    const customer = await browser.newContext({ baseURL });
    await signIn(customer, 'kunde@mixbuddy.dk');
    const customerPage = await customer.newPage();
    await customerPage.goto(`/your-messages/${conversation.id}`);
    await expect(customerPage.getByText('Beskeden er fjernet af MixBuddy').first()).toBeVisible();
    await expect(customerPage.getByText(message.body, { exact: true })).toHaveCount(0);
    await customer.close();
  });
});

for (const email of ['kunde@mixbuddy.dk', 'talent@mixbuddy.dk']) {
  test(`${email} is refused by /admin and by the admin API`, async ({ context, page }) => {
    await signIn(context, email);
    await page.goto('/admin/payoffs');
    await expect(page.getByRole('heading', { name: 'Ingen adgang' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Godkend' })).toHaveCount(0);

    const ids = await (await page.request.post('/api/graphql', { data: { query: '{ payoffs { id status } }' } })).json();
    const approve = await page.request.post('/api/graphql', {
      data: { query: 'mutation($id: ID!) { approvePayoff(id: $id) { id } }', variables: { id: ids.data.payoffs[0]?.id ?? 'x' } },
    });
    expect(JSON.stringify((await approve.json()).errors)).toMatch(/Kun MixBuddy|findes ikke/);
    const star = await page.request.post('/api/graphql', {
      data: { query: 'mutation { deleteStars(where: []) { id } createStar(data: { kind: "menu", position: 0 }) { id } }' },
    });
    expect(JSON.stringify((await star.json()).errors)).toMatch(/Access denied/);
  });
}
