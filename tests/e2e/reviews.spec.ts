/**
 * A review as a customer writes and a visitor reads it, in Chromium: /my-bookings links the
 * completed booking ("Bedøm") to its rating page, whose stars are a radio group the keyboard
 * drives (arrow keys, a visible focus ring, Danish names), and the menu page then names the
 * reviewer by first name and city — not the surname.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './server';

async function signIn(request: APIRequestContext, email: string) {
  const response = await request.post('/api/graphql', {
    data: {
      query:
        'mutation($email: String!, $password: String!) { authenticateUserWithPassword(email: $email, password: $password) { __typename } }',
      variables: { email, password: DEMO_PASSWORD },
    },
  });
  expect((await response.json()).data.authenticateUserWithPassword.__typename).toBe('UserAuthenticationWithPasswordSuccess');
}

async function gql<T = any>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await (await request.post('/api/graphql', { data: { query, variables } })).json();
  expect(body.errors ?? [], query).toEqual([]);
  return body.data as T;
}

test('a customer rates a completed booking with the keyboard; the menu page names them by first name and city', async ({
  browser,
  baseURL,
}) => {
  // A completed, unreviewed booking of the demo customer (Camilla Jensen), made by an admin.
  const admin = await browser.newContext({ baseURL });
  await signIn(admin.request, 'admin@mixbuddy.dk');
  const { customer, menus } = await gql(
    admin.request,
    `{ customer: users(where: { email: { equals: "kunde@mixbuddy.dk" } }) { id }
       menus(where: { status: { equals: "published" } }, orderBy: [{ createdAt: asc }], take: 1) { id pricePerGuest talent { id } } }`,
  );
  const [menu] = menus;
  const startsAt = new Date(Date.now() - 20 * 86_400_000);
  const { createBooking } = await gql(admin.request, `mutation($data: BookingCreateInput!) { createBooking(data: $data) { id } }`, {
    data: {
      menu: { connect: { id: menu.id } },
      customer: { connect: { id: customer[0].id } },
      talent: { connect: { id: menu.talent.id } },
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3 * 3_600_000).toISOString(),
      guests: 10,
      address: 'Stjernevej 5',
      postcode: '8000',
      city: 'Aarhus C',
      pricePerGuest: menu.pricePerGuest,
      totalAmount: menu.pricePerGuest * 10,
      commissionAmount: 0,
      talentAmount: menu.pricePerGuest * 10,
      status: 'completed',
      completedAt: new Date(startsAt.getTime() + 4 * 3_600_000).toISOString(),
    },
  });
  await admin.close();

  const context = await browser.newContext({ baseURL });
  await signIn(context.request, 'kunde@mixbuddy.dk');
  const page = await context.newPage();
  await page.goto(`/my-bookings#booking-${createBooking.id}`);
  const card = page.locator(`#booking-${createBooking.id}`);
  // The list carries a link, not a form per booking; the keyboard follows it.
  await expect(card.getByRole('radio')).toHaveCount(0);
  await card.getByRole('link', { name: 'Bedøm' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/my-bookings/${createBooking.id}/review$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedøm din booking');
  const form = page.locator('form.review-form');
  const stars = form.getByRole('group', { name: 'Bedømmelse' });
  await expect(stars.getByRole('radio')).toHaveCount(5);
  for (const name of ['1 stjerne', '2 stjerner', '3 stjerner', '4 stjerner', '5 stjerner']) {
    await expect(stars.getByRole('radio', { name, exact: true })).toBeVisible();
  }

  // Into the group, then the arrow keys move and choose.
  await stars.getByRole('radio', { name: '1 stjerne', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const four = stars.getByRole('radio', { name: '4 stjerner', exact: true });
  await expect(four).toBeChecked();
  await expect(four).toBeFocused();
  // The focused star is outlined; the stars up to the chosen one are filled, the fifth is not.
  const labelStyle = (name: string) =>
    stars
      .locator('label.star')
      .filter({ has: page.getByRole('radio', { name, exact: true }) })
      .evaluate((el) => {
        const style = getComputedStyle(el);
        return { outline: style.outlineStyle, color: style.color };
      });
  const focused = await labelStyle('4 stjerner');
  expect(focused.outline).toBe('solid');
  expect((await labelStyle('1 stjerne')).color).toBe(focused.color);
  expect((await labelStyle('5 stjerner')).color).not.toBe(focused.color);
  await page.keyboard.press('ArrowLeft');
  await expect(stars.getByRole('radio', { name: '3 stjerner', exact: true })).toBeChecked();
  await page.keyboard.press('ArrowRight');

  // The form, stars included, passes axe (names, contrast of the focus ring, the group's legend).
  const axe = await new AxeBuilder({ page })
    .include('form.review-form')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await form.getByLabel('Din anmeldelse').fill('Tastaturet virker, og drinksene var fremragende.');
  await form.getByRole('button', { name: 'Send anmeldelse' }).focus();
  await page.keyboard.press('Enter');
  // Back on /my-bookings at the booking, rated, with no link to rate it again.
  await expect(page).toHaveURL(new RegExp(`/my-bookings\\?ok=reviewed&booking=${createBooking.id}#booking-${createBooking.id}$`));
  await expect(page.getByRole('status')).toContainText('Tak for din anmeldelse');
  await expect(card).toContainText('Du gav 4 af 5 stjerner.');
  await expect(card.getByRole('link', { name: 'Bedøm' })).toHaveCount(0);

  // The menu page, as anyone sees it
  const visitor = await browser.newContext({ baseURL });
  const menuPage = await visitor.newPage();
  await menuPage.goto(`/menu/${menu.id}`);
  const review = menuPage.locator('.review-list li').filter({ hasText: 'Tastaturet virker, og drinksene var fremragende.' });
  await expect(review).toContainText('Camilla, Aarhus C');
  await expect(review).not.toContainText('Jensen');
  await expect(review.getByLabel('4 ud af 5 stjerner')).toBeVisible();
  await visitor.close();
  await context.close();
});
