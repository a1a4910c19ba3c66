/**
 * What the back office shows, screen by screen, as the demo admin in Chromium on the demo data:
 * people and things by name with a link, never a raw id; a company booking's details; a ledger
 * line's booking one click away; a first visit's dashboard within 250 KB of gzipped JavaScript;
 * and at 360 px (a phone) every list as readable rows that never scroll sideways, with its actions
 * reachable.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { fillDanishField } from './keys';
import { apiAs, newActivatedCustomer, stateOf } from './roles';
import { adminRoutes, routeOpener } from './routes';

/** Id shapes a person should never have to read: cuid, uuid, long hex, long numbers, Stripe ids. */
const ID_SHAPES: [string, RegExp][] = [
  ['cuid', /\bc[a-z0-9]{24}\b/],
  ['uuid', /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i],
  ['hex', /\b[0-9a-f]{16,}\b/i],
  ['number id', /\b\d{14,}\b/],
  ['stripe id', /\b(cs|pi|ch|re|cus)_[A-Za-z0-9_]{10,}\b/],
];

async function adminPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, storageState: await stateOf('admin') });
  return context.newPage();
}

async function gql<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const api = await apiAs('admin');
  try {
    const body = await (await api.post('/api/graphql', { data: { query, variables } })).json();
    expect(body.errors ?? [], query).toEqual([]);
    return body.data as T;
  } finally {
    await api.dispose();
  }
}

test.describe.configure({ timeout: 180_000 });

/** A new talent whose first publication waits for approval (the vetting queue), with one waiting menu. */
async function waitingTalent(name: string): Promise<{ userId: string; profileId: string }> {
  const { createUser } = await gql(`mutation($data: UserCreateInput!) { createUser(data: $data) { id } }`, {
    data: { name, email: `vetting-${Date.now().toString(36)}@example.dk`, password: 'mixbuddy-vetting-2026', role: 'talent' },
  });
  const { createTalentProfile } = await gql(`mutation($data: TalentProfileCreateInput!) { createTalentProfile(data: $data) { id } }`, {
    data: { user: { connect: { id: createUser.id } }, displayName: name, city: 'Odense', vettingRequestedAt: new Date().toISOString() },
  });
  await gql(`mutation($data: MenuCreateInput!) { createMenu(data: $data) { id } }`, {
    data: {
      talent: { connect: { id: createTalentProfile.id } },
      title: `${name}s sommerdrinks`,
      status: 'pending',
      category: 'cocktails',
      pricePerGuest: 25_000,
      minGuests: 1,
      maxGuests: 40,
      durationMinutes: 180,
    },
  });
  return { userId: createUser.id, profileId: createTalentProfile.id };
}

test('no back-office screen of the demo data shows a raw id, at 1280 px or at 360 px, nor the vetting dialogs', async ({ browser }) => {
  test.setTimeout(360_000);
  const name = `Vilma Venter ${Date.now().toString(36)}`;
  await waitingTalent(name);
  const { talents } = await gql(`{ talents: users(where: { role: { equals: "talent" } }, take: 1) { id } }`);
  const routes = [
    ...(await adminRoutes()),
    ...['conversations', 'bookings', 'talent-bookings', 'money', 'menus'].map((tab) => `/admin/users/${talents[0].id}/${tab}`),
  ];
  expect(routes).toContain('/admin/vetting');
  const found: string[] = [];
  const scan = async (page: Page, where: string, scope = page.locator('body')) => {
    const text = await scope.innerText();
    for (const [shape, pattern] of ID_SHAPES) {
      const match = pattern.exec(text);
      if (match) found.push(`${where}: ${shape} "${match[0]}"`);
    }
  };
  for (const width of [1280, 360]) {
    const page = await adminPage(browser, width);
    const open = routeOpener(page);
    for (const route of routes) {
      await open(route);
      await scan(page, `${route} at ${width} px`);
    }
    // The waiting talent's row, and what each vetting dialog says about them.
    await open('/admin/vetting');
    const row = page
      .locator('main')
      .getByRole(width < 600 ? 'listitem' : 'row')
      .filter({ hasText: name });
    await expect(row).toContainText(`${name}s sommerdrinks`);
    for (const action of ['Godkend', 'Afvis']) {
      await row.getByRole('button', { name: action, exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await scan(page, `/admin/vetting "${action}" at ${width} px`, page.getByRole('dialog'));
      await page.getByRole('dialog').getByRole('button', { name: 'Annuller' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await page.context().close();
  }
  expect(found).toEqual([]);
});

test('the dashboard says what needs the admin today in two GraphQL requests, each count linking to a list of exactly that many', async ({
  browser,
}) => {
  const page = await adminPage(browser, 1280);
  const queries: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/graphql') && request.method() === 'POST') queries.push(String(request.postDataJSON()?.query ?? ''));
  });
  const { payoffsCount } = await gql(`{ payoffsCount(where: { status: { equals: "requested" } }) }`);
  await page.goto('/admin');
  await expect(page.getByTestId('today-payoffs-requested')).toContainText(String(payoffsCount));
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(queries.filter((q) => q.includes('Count')).length).toBeLessThanOrEqual(2);

  // Every tile: its link opens a list whose total is the tile's count (the same filter, the same window).
  const tiles = ['vetting', 'payoffs-requested', 'payoffs-approved', 'failed-jobs', 'support', 'expiring-requests', 'expiring-payments'];
  for (const id of tiles) {
    await page.goto('/admin');
    const tile = page.getByTestId(`today-${id}`);
    await expect(tile.locator('.MuiTypography-h5')).toHaveText(/^\d+$/);
    const count = Number(await tile.locator('.MuiTypography-h5').innerText());
    await tile.click();
    await expect(page, id).not.toHaveURL(/\/admin\/?$/);
    if (id === 'failed-jobs') {
      // Not a react-admin list: one row per failed job, or its Danish empty sentence.
      if (count === 0) await expect(page.getByText('Ingen fejlede job.')).toBeVisible();
      else await expect(page.locator('main tbody tr')).toHaveCount(count);
    } else if (count === 0) {
      await expect(page.locator('main tbody tr'), id).toHaveCount(0);
      await expect(page.locator('.MuiTablePagination-displayedRows'), id).toHaveCount(0);
    } else {
      // A list with paging says its total ("1–25 af 40"); the payoffs' one table shows every row.
      await expect(page.locator('main tbody tr').first(), id).toBeVisible();
      const paging = page.locator('.MuiTablePagination-displayedRows');
      if (await paging.count()) await expect(paging, id).toHaveText(new RegExp(` af ${count}$`));
      else await expect(page.locator('main tbody tr'), id).toHaveCount(count);
    }
  }
  await page.context().close();
});

test('the dashboard is usable after at most 250 KB of gzipped JavaScript on a first visit', async ({ browser }) => {
  // A fresh context: nothing cached, as on an admin's first visit. Every script counts, module
  // preloads included (Chromium may not type those as scripts), until the figures are shown.
  const page = await adminPage(browser, 1280);
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const url = response.url();
    if (response.request().resourceType() !== 'script' && !/\.m?js(\?|$)/.test(new URL(url).pathname)) return;
    if (!scripts.has(url))
      scripts.set(
        url,
        response.body().then(
          (body) => gzipSync(body).length,
          () => 0,
        ),
      );
  });
  await page.goto('/admin');
  await expect(page.getByTestId('today-vetting')).toContainText(/\d/);
  await expect(page.locator('.RaLayout-content [role="progressbar"], .MuiSkeleton-root')).toHaveCount(0);
  const loaded = [...scripts.entries()];
  const sizes = await Promise.all(loaded.map(async ([url, size]) => [new URL(url).pathname, await size] as const));
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  expect(sizes.length, 'scripts fetched').toBeGreaterThan(0);
  expect(total, `gzipped JavaScript before the dashboard is usable: ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(250 * 1024);
  await page.context().close();
});

test('the bookings table sorts, filters by date, pages and exports the list as CSV', async ({ browser }) => {
  const page = await adminPage(browser, 1280);
  const { bookingsCount } = await gql(`{ bookingsCount }`);
  await page.goto('/admin/bookings');
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // Paging: 25 rows a page, the range out of every booking.
  await expect(rows).toHaveCount(Math.min(25, bookingsCount));
  await expect(page.getByText(`1–${Math.min(25, bookingsCount)} af ${bookingsCount}`)).toBeVisible();
  if (bookingsCount > 25) {
    await page.getByRole('button', { name: /side 2|page 2/i }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(`26–${Math.min(50, bookingsCount)} af ${bookingsCount}`)).toBeVisible();
  }
  // Sorting by a column header.
  await page.getByRole('columnheader').getByText('Oprettet', { exact: true }).click();
  await expect(page).toHaveURL(/sort=createdAt/);
  await expect(rows.first()).toBeVisible();
  // Export: every booking of the list, through the one CSV writer.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksportér' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  expect(header).toContain('startsAt');
  expect(lines.length).toBeGreaterThanOrEqual(Math.min(bookingsCount, 1));
  // A date filter (a native date field) that no booking matches.
  await page.getByLabel('Dato fra').fill('2099-01-01');
  await expect(page.getByText('Intet matcher filtrene.')).toBeVisible();
  await expect(page).toHaveURL(/startsAt_gte/);
  await page.context().close();
});

test('the bookings table brings its names with the rows and looks a customer up as the admin types', async ({ browser }) => {
  const page = await adminPage(browser, 1280);
  const operations: string[] = [];
  // Reference lookups and filter choices are held: the rows and their names must not need them.
  const held = /^(UserMany|TalentProfileMany|MenuMany|UserList|TalentProfileList)$/;
  let typedLookup = false;
  await page.route('**/api/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string; query?: string } | null;
    const operation = body?.operationName ?? /^\s*(?:query|mutation)\s+(\w+)/.exec(body?.query ?? '')?.[1] ?? '';
    operations.push(operation);
    if (held.test(operation) && !typedLookup) return; // never answered
    await route.continue();
  });
  const { bookings } = await gql(
    `{ bookings(take: 1, orderBy: { startsAt: desc }) { customer { id name } talent { displayName } menu { title } } }`,
  );
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.goto('/admin/bookings');
  const firstRow = page.locator('tbody tr').first();
  await expect(firstRow).toContainText(bookings[0].customer.name, { timeout: 30_000 });
  await expect(firstRow).toContainText(bookings[0].talent.displayName);
  await expect(firstRow).toContainText(bookings[0].menu.title);
  // What only a dialog's email preview or an export needs is not fetched to show the table.
  expect(scripts.filter((path) => /\/(emailCopy|csv)-[\w-]+\.js$/.test(path))).toEqual([]);
  // No list of choices was fetched for the filters on load.
  expect(operations.filter((operation) => /List$/.test(operation))).toEqual(['BookingList']);
  // Typing in the customer filter looks the name up, and choosing it filters the table.
  typedLookup = true;
  const customer = bookings[0].customer.name as string;
  await page.getByRole('combobox', { name: 'Kunde' }).fill(customer.split(' ')[0]);
  await page.getByRole('option', { name: customer }).click();
  await expect(page).toHaveURL(/customerId/);
  const { bookingsCount } = await gql(`query($id: ID!) { bookingsCount(where: { customer: { id: { equals: $id } } }) }`, {
    id: bookings[0].customer.id,
  });
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(Math.min(25, bookingsCount));
  for (const text of await rows.allInnerTexts()) expect(text).toContain(customer);
  expect(operations).toContain('UserList');
  await page.context().close();
});

test('a ledger line on a talent’s page names its booking and links to it', async ({ browser }) => {
  const page = await adminPage(browser, 1280);
  const { users } = await gql(`{ users(where: { email: { equals: "talent@mixbuddy.dk" } }) { id } }`);
  await page.goto(`/admin/users/${users[0].id}/money`);
  await expect(page.getByRole('link', { name: /Opgørelse for denne måned \(PDF\)/ })).toHaveAttribute(
    'href',
    /\/wallet\/statement\.pdf\?talent=/,
  );
  const bookingLink = page
    .locator('tbody tr')
    .getByRole('link', { name: /^Booking / })
    .first();
  await expect(bookingLink).toBeVisible();
  await bookingLink.click();
  await expect(page).toHaveURL(/\/admin\/bookings\/[^/]+$/);
  await expect(page.getByText('Posteringer', { exact: true })).toBeVisible();
  await page.context().close();
});

test('a company booking shows the company’s name, CVR, EAN and reference', async ({ browser }) => {
  // The customer books as a company on the site (the form of cms/domain/booking/company.ts).
  const customer = await browser.newContext({ storageState: await stateOf('customer') });
  const site = await customer.newPage();
  const { menus } = await gql(
    `{ menus(where: { status: { equals: "published" }, talent: { displayName: { equals: "Jonas Holm" } } }, orderBy: [{ title: desc }], take: 1) { id minGuests } }`,
  );
  const date = new Date(Date.now() + 150 * 86_400_000);
  while (date.getUTCDay() !== 4) date.setUTCDate(date.getUTCDate() + 1);
  await site.goto(`/menu/${menus[0].id}`);
  const form = site.locator(`form[action="/menu/${menus[0].id}/book"]`);
  await fillDanishField(form, 'Dato', date.toISOString().slice(0, 10));
  await fillDanishField(form, 'Starttidspunkt', '18:00');
  await form.locator('input[name="gaester"]').fill(String(menus[0].minGuests));
  await form.locator('input[name="adresse"]').fill('Strandvejen 4');
  await form.locator('input[name="postnummer"]').fill('2900');
  await form.locator('input[name="by"]').fill('Hellerup');
  await form.getByLabel('Jeg booker som firma').check();
  await form.getByLabel('Firmanavn').fill('Sommerfest ApS');
  await form.getByLabel('CVR-nummer').fill('10150817');
  await form.getByLabel('EAN-nummer (valgfrit)').fill('5798000000012');
  await form.getByLabel('Reference (valgfri)').fill('Ordre 4711');
  await form.getByRole('button', { name: 'Send forespørgsel' }).click();
  await expect(site).toHaveURL(/\/my-bookings\?ok=requested#booking-/);
  const bookingId = new URL(site.url()).hash.replace('#booking-', '');
  await customer.close();

  const page = await adminPage(browser, 1280);
  await page.goto(`/admin/bookings/${bookingId}/show`);
  await expect(page.getByText('Firmabooking')).toBeVisible();
  for (const text of ['Sommerfest ApS', '10150817', '5798000000012', 'Ordre 4711'])
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  await page.context().close();
});

test.describe('at 360 px (a phone)', () => {
  const lists: [string, RegExp][] = [
    ['/admin/bookings', /.+/],
    ['/admin/messages', /.+/],
    ['/admin/users', /@/],
    ['/admin/payoffs', /kr\./],
    ['/admin/payoffs-history', /kr\./],
    ['/admin/receipts', /nr\. \d+/],
    ['/admin/support', /.+/],
    ['/admin/vetting', /.+/],
    ['/admin/jobs', /.+/],
    ['/admin/star', /.+/],
  ];

  /**
   * What would make a person scroll sideways: the page wider than the screen, anything reaching
   * past its right edge, or a box inside that scrolls because its content is wider than it is
   * (scrollWidth > clientWidth: a table in a scrolling wrapper, a tab bar that scrolls).
   */
  async function sidewaysScrolling(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      const found: string[] = [];
      if (document.documentElement.scrollWidth > width) found.push(`the page: ${document.documentElement.scrollWidth} px wide`);
      for (const el of document.querySelectorAll('main *')) {
        if (el.getBoundingClientRect().right > width + 1) {
          found.push(`past the edge: ${name(el)}`);
          continue;
        }
        const overflow = getComputedStyle(el).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && el.scrollWidth > el.clientWidth + 1)
          found.push(`scrolls inside: ${name(el)}`);
      }
      return found.slice(0, 10);
    });
  }

  test('every list shows readable rows without sideways scrolling, filters behind a button', async ({ browser }) => {
    const page = await adminPage(browser, 360);
    const open = routeOpener(page);
    for (const [route, rowText] of lists) {
      await open(route);
      await expect(page.locator('table'), route).toHaveCount(0); // rows, not a table to scroll
      expect(await sidewaysScrolling(page), route).toEqual([]);
      const rows = page.locator('main li');
      if ((await rows.count()) > 0) await expect(rows.first(), route).toContainText(rowText);
      else await expect(page.locator('main'), route).toContainText(/Ingen|Intet/);
    }
    // The bookings' filters wait behind "Tilføj filter"; only the search is on screen.
    await open('/admin/bookings');
    await expect(page.getByLabel('Status')).toHaveCount(0);
    await page
      .getByRole('button', { name: /filter/i })
      .first()
      .click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Status' })).toBeVisible();
    await page.context().close();
  });

  test('a booking’s payments and ledger and a person’s bookings, conversations, money and menus are readable rows', async ({ browser }) => {
    const page = await adminPage(browser, 360);
    const open = routeOpener(page);
    const { conversations, talent, customer } = await gql(`{
      conversations(where: { booking: { status: { equals: "paid" } } }, take: 1) { id }
      talent: users(where: { email: { equals: "talent@mixbuddy.dk" } }) { id }
      customer: users(where: { email: { equals: "kunde@mixbuddy.dk" } }) { id }
    }`);
    const pages: [string, RegExp][] = [
      [`/admin/bookings/${conversations[0].id}`, /kr\./], // its payment and ledger lines
      ...['talent-bookings', 'money', 'conversations', 'menus'].map((tab): [string, RegExp] => [
        `/admin/users/${talent[0].id}/${tab}`,
        /.+/,
      ]),
      [`/admin/users/${customer[0].id}/bookings`, /kr\./],
    ];
    for (const [route, rowText] of pages) {
      await open(route);
      await expect(page.locator('main table'), route).toHaveCount(0);
      await expect(page.locator('main li').first(), route).toContainText(rowText);
      expect(await sidewaysScrolling(page), route).toEqual([]);
    }
    // A ledger line on a phone still names its booking and links to it.
    await open(`/admin/users/${talent[0].id}/money`);
    await page
      .locator('main li')
      .getByRole('link', { name: /^Booking / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin\/bookings\/[^/]+$/);
    await page.context().close();
  });

  test('the actions of a payoff, a booking and a support request are reachable and say what they do', async ({ browser }) => {
    const page = await adminPage(browser, 360);
    const inView = async (name: string | RegExp) => {
      const button = page.getByRole('dialog').getByRole('button', { name });
      await expect(button).toBeInViewport();
    };
    await page.goto('/admin/payoffs');
    await page.getByRole('button', { name: 'Godkend', exact: true }).first().click();
    await expect(page.getByRole('dialog')).toContainText(/Godkend udbetaling af .+\skr\. til .+\?/);
    await inView('Bekræft');
    await page.getByRole('dialog').getByRole('button', { name: 'Annuller' }).click();

    // A paid booking: an admin may cancel and refund it, before or after the event.
    const { conversations } = await gql(`{ conversations(where: { booking: { status: { equals: "paid" } } }, take: 1) { id } }`);
    await page.goto(`/admin/bookings/${conversations[0].id}`);
    await page.getByRole('button', { name: 'Annullér og refundér' }).click();
    await page.getByRole('dialog').getByLabel('Begrundelse').fill('Test');
    await expect(page.getByRole('dialog').getByRole('figure')).toHaveCount(2);
    await inView('Bekræft');
    await page.getByRole('dialog').getByRole('button', { name: 'Annuller' }).click();

    const { createSupportRequest } = await gql(`mutation($data: SupportRequestCreateInput!) { createSupportRequest(data: $data) { id } }`, {
      data: { name: 'Camilla Jensen', email: 'kunde@mixbuddy.dk', topic: 'booking', message: 'Kan I ringe mig op?' },
    });
    await page.goto(`/admin/support/${createSupportRequest.id}`);
    await page.getByRole('button', { name: 'Svar', exact: true }).click();
    await page.getByRole('dialog').getByLabel('Dit svar').fill('Tak for din besked.');
    await expect(page.getByRole('dialog').getByRole('figure')).toContainText('Tak for din besked.');
    await inView('Bekræft');
    await page.context().close();
  });

  test('every kind of action works at 360 px, through the screen, and its outcome shows', async ({ browser }) => {
    test.setTimeout(240_000);
    const page = await adminPage(browser, 360);
    const open = routeOpener(page);
    const notice = (text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    const confirmDialog = (name = 'Bekræft') => page.getByRole('dialog').getByRole('button', { name, exact: true }).click();
    const card = (text: string) => page.locator('main li').filter({ hasText: text });
    const tag = Date.now().toString(36);

    // Vetting: a talent waiting for approval is approved from their card.
    await waitingTalent(`Vera Vetting ${tag}`);
    await open('/admin/vetting');
    await card(`Vera Vetting ${tag}`).getByRole('button', { name: 'Godkend' }).click();
    await confirmDialog();
    await notice('Talentet er godkendt');
    await expect(card(`Vera Vetting ${tag}`)).toHaveCount(0);

    // A person is blocked, then unblocked, from their page.
    const customerEmail = await newActivatedCustomer('Bent Blok', `blok-${tag}`, 'mixbuddy-blok-2026');
    const { users } = await gql(`query($email: String!) { users(where: { email: { equals: $email } }) { id } }`, { email: customerEmail });
    await open(`/admin/users/${users[0].id}`);
    await page.getByRole('button', { name: 'Spær bruger' }).click();
    await confirmDialog();
    await notice('Brugeren er spærret');
    await page.getByRole('button', { name: 'Ophæv spærring' }).click();
    await notice('Spærringen er ophævet');
    await expect(page.getByRole('button', { name: 'Spær bruger' })).toBeVisible();

    // The star board: a menu is starred, moved a place up with its arrow button (no dragging), and unstarred.
    const { menus, stars } = await gql(`{
      menus(where: { status: { equals: "published" } }, orderBy: [{ title: asc }], take: 100) { id title }
      stars(orderBy: [{ position: asc }]) { menu { id } }
    }`);
    const starred = new Set(stars.map((star: { menu: { id: string } | null }) => star.menu?.id));
    const titles = menus.map((menu: { title: string }) => menu.title);
    const menu = menus.find(
      (m: { id: string; title: string }) => !starred.has(m.id) && titles.filter((t: string) => t === m.title).length === 1,
    );
    await open('/admin/star');
    const rows = page.getByTestId('star-row');
    const before = await rows.count();
    await page.getByLabel('Menu', { exact: true }).fill(menu.title);
    await page.getByRole('option', { name: menu.title, exact: true }).click();
    await page.getByRole('button', { name: 'Tilføj', exact: true }).click();
    await notice('Tilføjet til forsiden');
    await expect(rows).toHaveCount(before + 1);
    await expect(rows.last()).toContainText(menu.title);
    if (before > 0) {
      await page.getByRole('button', { name: `Ryk ${menu.title} en plads op` }).click();
      await notice('Rækkefølgen er gemt');
      await expect(rows.nth(before - 1)).toContainText(menu.title);
      await expect(rows.nth(before - 1)).toContainText(`${before}.`);
    }
    await page.getByRole('button', { name: `Fjern ${menu.title}` }).click();
    await notice('Fjernet fra forsiden');
    await expect(rows.filter({ hasText: menu.title })).toHaveCount(0);

    // A message is hidden from the participants.
    const { conversations } = await gql(`{
      conversations(where: { kind: { equals: "direct" }, messages: { some: { hiddenAt: { equals: null } } } }, orderBy: [{ lastMessageAt: asc }], take: 1) {
        id messages(where: { hiddenAt: { equals: null } }, orderBy: [{ createdAt: asc }], take: 1) { body }
      }
    }`);
    await open(`/admin/messages/direct/${conversations[0].id}`);
    const bubble = page.getByTestId('thread-message').filter({ hasText: conversations[0].messages[0].body });
    await bubble.first().getByRole('button', { name: 'Skjul besked' }).click();
    await confirmDialog('Skjul besked');
    await notice('Beskeden er skjult for deltagerne');
    await expect(bubble.first().getByRole('button', { name: 'Vis igen' })).toBeVisible();

    // A failed job — a refund the payment service refused (the simulator does not know the demo
    // data's payments) — is run again.
    // A demo booking's payment (cs_demo_…): one paid through the simulator by an earlier test would be refunded.
    const { payments } = await gql(`{
      payments(where: { status: { equals: "paid" }, stripeCheckoutSessionId: { startsWith: "cs_demo_" }, booking: { status: { equals: "paid" } } },
        orderBy: [{ createdAt: desc }], take: 1) { booking { id city customer { name } } }
    }`);
    const paid = payments.map((payment: { booking: unknown }) => payment.booking);
    await gql(`mutation($id: ID!) { cancelBooking(id: $id, reason: "Test af fejlede job") { id } }`, { id: paid[0].id });
    await expect.poll(async () => (await gql(`{ failedJobs { summary } }`)).failedJobs.length, { timeout: 30_000 }).toBeGreaterThan(0);
    await open('/admin/jobs');
    // The job names the booking (its date, town and customer), never its payment's id.
    const refund = card('Refundering')
      .filter({ hasText: `, ${paid[0].city} (${paid[0].customer.name})` })
      .first();
    await expect(refund.locator('p').first()).toContainText(/^Refundering af [\d.,]+\skr\. for bookingen /);
    expect(await refund.locator('p').first().innerText()).not.toMatch(ID_SHAPES[0][1]);
    await refund.getByRole('button', { name: 'Prøv igen' }).click();
    await confirmDialog();
    await notice('Jobbet køres igen');

    // Payoffs: a request is rejected with a reason, an approved one is marked paid with the bank's reference.
    const { requested, approved } = await gql(`{
      requested: payoffs(where: { status: { equals: "requested" }, talent: { displayName: { equals: "Frederik Dahl" } } }) { id }
      approved: payoffs(where: { status: { equals: "approved" }, talent: { displayName: { equals: "Sofie Lind" } } }) { id }
    }`);
    expect([requested.length, approved.length]).toEqual([1, 1]);
    await open('/admin/payoffs');
    await card('Frederik Dahl').getByRole('button', { name: 'Afvis' }).click();
    await page.getByRole('dialog').getByLabel('Afvisningsgrund').fill('Kontonummeret passer ikke til navnet.');
    await confirmDialog();
    await notice('Udbetalingen er afvist');
    await expect(card('Frederik Dahl')).toHaveCount(0);
    await card('Sofie Lind').getByRole('button', { name: 'Markér som udbetalt' }).click();
    await page.getByRole('dialog').getByLabel('Bankreference').fill(`E2E-360-${tag}`);
    await confirmDialog();
    await notice('Udbetalingen er markeret som udbetalt');
    await expect(card('Sofie Lind')).toHaveCount(0);
    await open('/admin/payoffs-history');
    await expect(card(`E2E-360-${tag}`)).toBeVisible();
    await expect(card('Kontonummeret passer ikke til navnet.')).toBeVisible();
    await page.context().close();
  });
});
