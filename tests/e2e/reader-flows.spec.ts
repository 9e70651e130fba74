import { expect, type Page } from '@playwright/test';
import { forEachArrival, softNavigation } from './fixtures/arrivals';
import { DOC, input } from './fixtures/search';

/**
 * The modal is on screen as a dialog over the page: styled, in view, and
 * the page behind it has not scrolled (an unstyled modal is drawn below
 * the footer and scrolls the page there).
 */
async function expectModalOnScreen(page: Page, scrollY: number) {
  await expect(input(page)).toBeFocused();
  await expect.poll(() => page.locator('.DocSearch-Container').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  const box = (await input(page).boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
}

async function searchAndWait(page: Page, query: string) {
  const scrollY = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Control+k');
  await expectModalOnScreen(page, scrollY);
  await input(page).fill(query);
  await expect(page.getByRole('option').first()).toBeVisible();
}

forEachArrival('search: open, type, choose a result, then search again', DOC, async (page) => {
  await searchAndWait(page, 'target patterns');
  await softNavigation(page, () => page.keyboard.press('Enter'));
  await expect(page).toHaveURL(/\/docs\/concepts\/target_pattern\/$/);
  await searchAndWait(page, 'visibility');
  await softNavigation(page, () => page.getByRole('option').first().click());
  await expect(page).toHaveURL(/\/docs\/concepts\/visibility\/$/);
  await searchAndWait(page, 'daemon');
  await page.keyboard.press('Escape');
  await expect(input(page)).toHaveCount(0);
});
