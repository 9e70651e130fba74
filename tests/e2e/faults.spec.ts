import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/index';
import { DOC, input } from './fixtures/search';

/** Console errors and warnings of a page, for tests that check what a fault logs. */
function consoleOf(page: Page) {
  const seen = { errors: [] as string[], warnings: [] as string[] };
  page.on('console', (m) => (m.type() === 'error' ? seen.errors : m.type() === 'warning' ? seen.warnings : []).push(m.text()));
  page.on('pageerror', (e) => seen.errors.push(e.message));
  return seen;
}

test.describe('with browser storage blocked', () => {
  test('the search modal opens and finds pages, without recent searches', async ({ storageBlockedPage: page }) => {
    const logged = consoleOf(page);
    await page.goto(DOC);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await input(page).fill('daemon');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/concepts\/daemon\/$/);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await expect(page.getByText('Recent', { exact: true })).toHaveCount(0);
    expect(logged.errors).toEqual([]);
  });
});

/** Makes the search button crash once mounted: it listens for its shortcuts, and that listener is refused. */
async function breakSearchButton(page: Page) {
  await page.evaluate(() => {
    const add = document.addEventListener;
    document.addEventListener = function (this: Document, ...args: Parameters<typeof add>) {
      if (args[0] === 'keydown' && (window as unknown as { breakListeners?: boolean }).breakListeners) {
        throw new Error('Listening for keys failed', { cause: new Error('The document refused the listener') });
      }
      return add.apply(this, args);
    } as typeof add;
    (window as unknown as { breakListeners?: boolean }).breakListeners = true;
  });
}
const mendSearchButton = (page: Page) => page.evaluate(() => delete (window as unknown as { breakListeners?: boolean }).breakListeners);

test.describe('when an island crashes', () => {
  for (const viewport of [{ width: 1350, height: 940 }, { width: 412, height: 823 }]) {
    test(`the crash panel is in view, over the search frame, and the title says so (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(DOC);
      const title = await page.title();
      await breakSearchButton(page);
      await page.keyboard.press('Control+k');
      const crash = page.getByRole('alert').filter({ hasText: 'This page crashed.' });
      await expect(crash).toBeVisible();
      await expect(crash).toContainText('Listening for keys failed');
      // The "Loading search…" frame gives way to the panel.
      await expect(page.getByText('Loading search…')).toHaveCount(0);
      const box = (await crash.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      await expect(page).toHaveTitle('Page Error');
      await expect(crash.getByRole('button', { name: 'Try again' })).toBeFocused();
      await mendSearchButton(page);
      await page.keyboard.press('Enter');
      await expect(crash).toHaveCount(0);
      await expect(page).toHaveTitle(title);
      await page.keyboard.press('Control+k');
      await expect(input(page)).toBeFocused();
    });
  }
});

test.describe('when a script chunk fails to load', () => {
  test('the search dialog says so and Retry opens it', async ({ page }) => {
    let fail = true;
    await page.route(/\/_astro\/SearchModal\.[^/]+\.js(\?.*)?$/, (route) => (fail ? route.abort() : route.continue()));
    const logged = consoleOf(page);
    await page.goto(DOC);
    await page.keyboard.press('Control+k');
    const box = page.getByRole('alert').filter({ hasText: 'The search dialog could not be loaded.' });
    await expect(box).toBeVisible();
    await expect(page.getByText('Loading search…')).toHaveCount(0);
    await expect(box.getByRole('button', { name: 'Retry' })).toBeFocused();
    fail = false;
    await box.getByRole('button', { name: 'Retry' }).click();
    await expect(box).toHaveCount(0);
    await expect(input(page)).toBeFocused();
    await input(page).fill('daemon');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(logged.errors.filter((e) => !e.includes('net::ERR_FAILED'))).toEqual([]);
  });
});
