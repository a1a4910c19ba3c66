/**
 * MixBuddy AI in the browser (built-in engine, demo data), on a 360 px phone: a question gets an
 * answer that arrives bit by bit, menu cards that lead to the menu, and the conversation is still
 * there after a reload.
 */
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 360, height: 740 } });

test('ask, watch the answer stream in, see menu cards and open one', async ({ page }) => {
  await page.goto('/mixbuddy-ai');
  await expect(page.getByRole('heading', { level: 1, name: 'MixBuddy AI' })).toBeVisible();
  await expect(page.locator('.ai-chat[data-ready="true"]')).toBeAttached();

  await page.getByLabel('Dit spørgsmål').fill('cocktails til 40 gæster i Aarhus, max 300 kr pr. person');
  await page.getByRole('button', { name: 'Send' }).click();

  const answer = page.locator('.ai-assistant .ai-text').last();
  // Streamed: the opening is on screen before the closing sentence has arrived.
  await page.waitForFunction(
    () => {
      const text = [...document.querySelectorAll('.ai-assistant .ai-text')].at(-1)?.textContent ?? '';
      return text.includes('Jeg fandt') && !text.includes('Klik på en menu');
    },
    undefined,
    { polling: 'raf' },
  );
  await expect(answer).toContainText('cocktailmenuer til 40 gæster i Aarhus til højst 300 kr. pr. person');
  await expect(answer).toContainText('Klik på en menu');

  const cards = page.getByRole('list', { name: 'Menuer fra MixBuddy AI' }).getByRole('link');
  await expect(cards.first()).toBeVisible();
  const title = (await cards.first().textContent())!.trim();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The conversation survives a reload in the same tab.
  await page.reload();
  await expect(page.locator('.ai-chat[data-ready="true"]')).toBeAttached();
  await expect(page.locator('.ai-user .ai-text')).toHaveText('cocktails til 40 gæster i Aarhus, max 300 kr pr. person');
  await expect(cards.first()).toHaveText(title);

  await cards.first().click();
  await expect(page).toHaveURL(/\/menu\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('a suggested question about cancelling is answered from the terms', async ({ page }) => {
  await page.goto('/mixbuddy-ai');
  await expect(page.locator('.ai-chat[data-ready="true"]')).toBeAttached();
  await page.getByRole('button', { name: 'Kan jeg aflyse og få pengene tilbage?' }).click();
  await expect(page.locator('.ai-assistant .ai-text').last()).toContainText(
    'Aflyser du 14 dage eller mere før arrangementet, får du hele beløbet tilbage.',
  );
});

test('three turns: a request, a follow-up that changes only the guests, and a new request that starts over — with links', async ({
  page,
}) => {
  await page.goto('/mixbuddy-ai');
  await expect(page.locator('.ai-chat[data-ready="true"]')).toBeAttached();
  const ask = async (question: string) => {
    const before = await page.locator('.ai-assistant').count();
    await page.getByLabel('Dit spørgsmål').fill(question);
    await page.getByRole('button', { name: 'Send' }).click();
    const answer = page.locator('.ai-assistant').nth(before);
    // The whole answer has arrived: it ends with its last sentence, found or not.
    await expect(answer.locator('.ai-text')).toContainText(/Klik på en menu|hele listen på/);
    return answer;
  };

  const first = await ask('cocktails til 20 gæster i Aarhus');
  await expect(first).toContainText('Jeg forstod: cocktails · 20 gæster · Aarhus.');
  await expect(first.getByRole('link', { name: 'søgesiden' })).toHaveAttribute('href', '/soeg?sted=Aarhus&gaester=20&kategori=cocktails');

  const second = await ask('og til 40?');
  await expect(second).toContainText('Jeg forstod: cocktails · 40 gæster · Aarhus.');
  await expect(second.getByRole('link', { name: 'søgesiden' })).toHaveAttribute('href', '/soeg?sted=Aarhus&gaester=40&kategori=cocktails');

  const third = await ask('Vin til 12 personer i Odense');
  await expect(third).toContainText('Jeg forstod: vin · 12 gæster · Odense.');
  await expect(third).not.toContainText('Aarhus');
  await third.getByRole('link', { name: 'søgesiden' }).click();
  await expect(page).toHaveURL(/\/soeg\?sted=Odense&gaester=12&kategori=vin$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a question about payouts is answered from the talent terms, with a link to them', async ({ page }) => {
  await page.goto('/mixbuddy-ai');
  await expect(page.locator('.ai-chat[data-ready="true"]')).toBeAttached();
  await page.getByLabel('Dit spørgsmål').fill('Hvornår får talent deres penge udbetalt?');
  await page.getByRole('button', { name: 'Send' }).click();
  const link = page.locator('.ai-assistant').last().getByRole('link', { name: '/talent-vilkaar' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/talent-vilkaar$/);
});
