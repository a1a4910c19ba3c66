/**
 * A talent an admin blocks takes their menus with them: a visitor who opens /menu/{id} of one
 * sees the Danish "Menuen findes ikke" (404), also where the page was shown — and cached — a
 * moment before (tests/integration/blocked-talent.test.ts covers every other door).
 */
import { expect, test } from '@playwright/test';
import { apiAs } from './roles';

test('a visitor opening the menu of a blocked talent gets the Danish 404', async ({ page }) => {
  const admin = await apiAs('admin');
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const body = await (await admin.post('/api/graphql', { data: { query, variables } })).json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  const tag = Math.random().toString(36).slice(2, 8);
  const title = `Spærret menu ${tag}`;
  try {
    const user = await gql('mutation($data: UserCreateInput!) { createUser(data: $data) { id } }', {
      data: { name: 'Spærret Talent', email: `spaerret-${tag}@example.dk`, password: 'lang-og-sikker-kode-2026', role: 'talent' },
    });
    const profile = await gql('mutation($data: TalentProfileCreateInput!) { createTalentProfile(data: $data) { id } }', {
      data: { user: { connect: { id: user.createUser.id } }, displayName: `Spærret ${tag}`, verifiedAt: new Date().toISOString() },
    });
    const menu = await gql('mutation($data: MenuCreateInput!) { createMenu(data: $data) { id } }', {
      data: {
        talent: { connect: { id: profile.createTalentProfile.id } },
        title,
        status: 'published',
        category: 'cocktails',
        pricePerGuest: 25_000,
        minGuests: 1,
        maxGuests: 50,
        durationMinutes: 180,
      },
    });
    const path = `/menu/${menu.createMenu.id}`;

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await gql('mutation($id: ID!, $at: DateTime) { updateUser(where: { id: $id }, data: { blockedAt: $at }) { id } }', {
      id: user.createUser.id,
      at: new Date().toISOString(),
    });
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Menuen findes ikke' })).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
  } finally {
    await admin.dispose();
  }
});
