import type { Page } from '@playwright/test';
import { test, expect, gotoWithPausedClock, holdRequests } from './fixtures/index';
import { DOC, hits, input, noResultsSeen, openWithShortcut, resultTitles, watchNoResults } from './fixtures/search';
import { FIXTURE_PORT } from '../../playwright.config';
import { countPageLoads, softNavigation } from './fixtures/arrivals';

/**
 * Each island and each enhancement that keeps state, under the faults a
 * reader's browser or network brings: storage that throws, a script chunk
 * that fails to load (then loads on Retry), a network that goes away after
 * the page has loaded, and slow answers. Each ends in a working page, or a
 * clear message with a Retry that works, and no uncaught error.
 */
const searchIsland = (page: Page) => page.locator('astro-island', { has: page.getByRole('button', { name: 'Search', exact: true }) });
const toggle = (page: Page) => page.getByRole('button', { name: /Switch between dark and light mode/ });

/** Console warnings of a page, for tests that check what a fault logs (its errors fail the test by themselves). */
function warningsOf(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
  return warnings;
}

test.describe('with browser storage blocked', () => {
  test('the search modal opens and finds pages, without recent searches', async ({ storageBlockedPage: page }) => {
    await countPageLoads(page);
    await page.goto(DOC);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await input(page).fill('visibility');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
    // The result opens in place; the next search starts once the new page is wired up.
    await softNavigation(page, () => page.keyboard.press('Enter'));
    await expect(page).toHaveURL(/\/docs\/concepts\/visibility\/$/);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await expect(page.getByText('Recent', { exact: true })).toHaveCount(0);
  });

  test('the /search/ page finds pages', async ({ storageBlockedPage: page }) => {
    await page.goto('/search/?q=daemon');
    await expect(page.getByRole('link', { name: 'The Buck2 daemon' }).first()).toBeVisible();
  });

  test('the theme toggle works without persistence, and the site warns once', async ({ storageBlockedPage: page }) => {
    const warnings = warningsOf(page);
    await page.goto(DOC);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(warnings.filter((w) => w.includes('Browser storage is unavailable'))).toHaveLength(1);
  });

  test.describe('on the test site', () => {
    test.use({ baseURL: `http://127.0.0.1:${FIXTURE_PORT}` });

    test('the announcement bar closes and stays closed on the next page', async ({ storageBlockedPage: page }) => {
        await countPageLoads(page);
      await page.goto(DOC);
      const bar = page.getByRole('region', { name: 'Announcement' });
      await bar.getByRole('button', { name: 'Close' }).click();
      await expect(bar).toBeHidden();
      // The next page, once swapped in and enhanced, keeps the bar closed.
      await softNavigation(page, () => page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link').first().click());
      await expect(page).not.toHaveURL(/daemon/);
      await expect(bar).toBeHidden();
      });

    test('choosing a docs version works without saving it', async ({ storageBlockedPage: page }) => {
        await page.goto(DOC);
      const dropdown = page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('group', { name: 'Docs version' });
      await dropdown.locator('summary').click();
      await dropdown.getByRole('link', { name: '1.0' }).click();
      await expect(page).toHaveURL(/\/docs\/1\.0\/concepts\/daemon\/$/);
      });
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
  test('a crashing island shows "This page crashed." with its causes, and Try again brings it back', async ({ page, consoleErrors }) => {
    // The crash is logged, as an uncaught error would be.
    consoleErrors.allow(/Listening for keys failed/);
    await page.goto(DOC);
    await breakSearchButton(page);
    await page.getByRole('button', { name: /^Search/ }).hover();
    const crash = page.getByRole('alert').filter({ hasText: 'This page crashed.' });
    await expect(crash).toBeVisible();
    await expect(crash).toContainText('Listening for keys failed');
    await expect(crash).toContainText('Cause:');
    await expect(crash).toContainText('The document refused the listener');
    // The rest of the page keeps working.
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await mendSearchButton(page);
    await crash.getByRole('button', { name: 'Try again' }).click();
    await expect(crash).toHaveCount(0);
    await page.getByRole('button', { name: /^Search/ }).click();
    await expect(input(page)).toBeFocused();
  });

  for (const viewport of [{ width: 1350, height: 940 }, { width: 412, height: 823 }]) {
    test(`the crash panel is in view, over the search frame, and the title says so (${viewport.width} px)`, async ({ page, consoleErrors }) => {
      consoleErrors.allow(/Listening for keys failed/);
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
  test('the search dialog says so and Retry opens it', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/Failed to load resource: net::ERR_FAILED \(at .*\/_astro\/SearchModal\./);
    let fail = true;
    await page.route(/\/_astro\/SearchModal\.[^/]+\.js(\?.*)?$/, (route) => (fail ? route.abort() : route.continue()));
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
  });

  test('a slow island shows a spinner after 200 ms; a failed one a red box with Retry', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/Failed to load resource: net::ERR_FAILED \(at .*\/_astro\/SearchButton\./);
    let fail = true;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(/\/_astro\/SearchButton\.[^/]+\.js(\?.*)?$/, async (route) => {
      if (fail) await answered;
      if (fail) await route.abort();
      else await route.continue();
    });
    await gotoWithPausedClock(page, DOC);
    const button = page.getByRole('button', { name: 'Search', exact: true });
    // The spinner turns over the button, drawn by its ::after.
    const spinning = (value: string) => expect(button).toHaveCSS('animation-name', value, { pseudo: 'after' });
    await button.click();
    await page.clock.runFor(150);
    await spinning('none');
    await page.clock.runFor(100);
    await spinning('island-spin');
    answer();
    await page.clock.resume();
    const box = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
    await expect(box).toBeVisible();
    // The first frame gives way to the error.
    await expect(page.getByRole('dialog', { name: 'Search docs' })).toHaveCount(0);
    await expect(box.getByRole('button', { name: 'Retry' })).toBeFocused();
    await spinning('none');
    fail = false;
    await box.getByRole('button', { name: 'Retry' }).click();
    await expect(box).toHaveCount(0);
    await expect(searchIsland(page)).toHaveAttribute('data-island-state', 'hydrated');
    // The click that woke it is carried out.
    await expect(input(page)).toBeFocused();
  });

  test('the /search/ page says so and Retry brings its form to life', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/Failed to load resource: net::ERR_FAILED \(at .*\/_astro\/SearchPage\./);
    let fail = true;
    await page.route(/\/_astro\/SearchPage\.[^/]+\.js(\?.*)?$/, (route) => (fail ? route.abort() : route.continue()));
    await page.goto('/search/?q=daemon');
    const box = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
    await expect(box).toBeVisible();
    fail = false;
    await box.getByRole('button', { name: 'Retry' }).click();
    await expect(box).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'The Buck2 daemon' }).first()).toBeVisible();
  });
});

test.describe('when the network goes away after the page has loaded', () => {
  test('opening search says the dialog could not be loaded, and Retry works once back online', async ({ page, context, consoleErrors }) => {
    consoleErrors.allow(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    await page.goto(DOC);
    await context.setOffline(true);
    await page.keyboard.press('Control+k');
    const box = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
    await expect(box).toBeVisible();
    await expect(page.getByText('Loading search…')).toHaveCount(0);
    await context.setOffline(false);
    await box.getByRole('button', { name: 'Retry' }).click();
    await expect(input(page)).toBeFocused();
    await input(page).fill('daemon');
    await expect(page.getByRole('option').first()).toBeVisible();
  });

  test('a search whose index has not arrived says it cannot fetch results, and Retry searches again', async ({ page, context, consoleErrors }) => {
    consoleErrors.allow(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    const held = holdRequests(page, '**/search-index/**');
    await page.goto(DOC);
    // The dialog's code arrives on the first intent; the index is held back.
    await page.getByRole('button', { name: 'Search', exact: true }).hover();
    await held.requested;
    await expect(searchIsland(page)).toHaveAttribute('data-island-state', 'hydrated');
    await context.setOffline(true);
    held.release();
    await openWithShortcut(page);
    await input(page).fill('daemon');
    const dialog = page.getByRole('dialog', { name: 'Search docs' });
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('Unable to fetch results');
    await expect(alert).toContainText('You might want to check your network connection.');
    await expect(dialog.getByText('No results for')).toBeHidden();
    await context.setOffline(false);
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('option').first()).toBeVisible();
    await expect(input(page)).toHaveValue('daemon');
  });

  test('the /search/ page says it cannot fetch results, and Retry searches again', async ({ page, context, consoleErrors }) => {
    consoleErrors.allow(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    const held = holdRequests(page, '**/search-index/**');
    await page.goto('/search/');
    await expect(page.locator('astro-island[component-url*="SearchPage"]')).not.toHaveAttribute('ssr');
    await context.setOffline(true);
    held.release();
    await page.getByRole('searchbox', { name: 'Search docs' }).fill('daemon');
    const message = page.getByRole('alert').filter({ hasText: 'Unable to fetch results' });
    await expect(message).toContainText('You might want to check your network connection.');
    await context.setOffline(false);
    await message.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('link', { name: 'The Buck2 daemon' }).first()).toBeVisible();
  });
});

test.describe('with slow answers', () => {
  test('a slow answer shows the stalled indicator, then the results', async ({ page }) => {
    // Hold the index back until the indicator has been seen.
    const held = holdRequests(page, '**/search-index/**');
    await page.goto(DOC);
    await openWithShortcut(page);
    await input(page).fill('visibility');
    const searching = page.getByRole('status').filter({ hasText: 'Searching…' });
    await expect(searching).toBeVisible();
    held.release();
    await expect(hits(page).and(page.locator('[href="/docs/concepts/visibility/"]')).first()).toBeVisible();
    await expect(searching).toHaveCount(0);
  });

  test('an index that cannot be loaded shows the error panel', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/Failed to load resource: net::ERR_FAILED \(at .*\/search-index\//);
    await page.route('**/search-index/**', (route) => route.abort());
    await page.goto(DOC);
    await openWithShortcut(page);
    await input(page).fill('daemon');
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results You might want to check your network connection.');
  });
  test('says it is searching, never "No results", until the index answers', async ({ page }) => {
    await watchNoResults(page);
    const held = holdRequests(page, '**/search-index/**');
    await page.goto('/search/?q=daemon');
    await expect(page.getByRole('status').filter({ hasText: /^Searching…$/ })).toBeVisible();
    held.release();
    await expect(resultTitles(page).first()).toBeVisible();
    expect(await noResultsSeen(page)).toEqual([]);
  });


});
