import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/index';
import { forEachArrival, softNavigation } from './fixtures/arrivals';
import { FIXTURE_PORT } from '../../playwright.config';
import { DOC, input, modal, resultsShown } from './fixtures/search';
import { dismissAnnouncement, FENWHISTLE, FIXTURE_SITE, QUILLMARSH, SEARCH_START, SECTIONS, ZORVANE } from './fixtures/ui-pages';

/**
 * The modal is on screen as a dialog over the page: styled, in view, and
 * the page behind it has not scrolled (an unstyled modal is drawn below
 * the footer and scrolls the page there).
 */
async function expectModalOnScreen(page: Page, scrollY: number) {
  await expect(input(page)).toBeFocused();
  await expect.poll(() => modal(page).evaluate((el) => getComputedStyle(el.firstElementChild!).position)).toBe('fixed');
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
  // After the first search, the start screen's Recent item is an option too.
  await resultsShown(page);
  await expect(page.getByRole('option').first()).toBeVisible();
}

test.describe('on the fixture pages', () => {
  // The test site's pages made for UI tests (fixtures/ui-pages.ts), with its
  // announcement bar dismissed, as the public site has none.
  test.use({ baseURL: FIXTURE_SITE });
  test.beforeEach(({ context }) => dismissAnnouncement(context));

  forEachArrival('search: open, type, choose a result, then search again', SEARCH_START, async (page) => {
    await searchAndWait(page, 'quillmarsh');
    await softNavigation(page, () => page.keyboard.press('Enter'));
    await expect(page).toHaveURL(new RegExp(`${QUILLMARSH}$`));
    await searchAndWait(page, 'zorvane');
    await softNavigation(page, () => page.getByRole('option').first().click());
    await expect(page).toHaveURL(new RegExp(`${ZORVANE}$`));
    await searchAndWait(page, 'fenwhistle');
    await page.keyboard.press('Escape');
    await expect(input(page)).toHaveCount(0);
  });

  forEachArrival('the theme toggle switches the colour mode both ways', FENWHISTLE, async (page) => {
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  forEachArrival('a code block copies its code', SECTIONS, async (page) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const copy = page.getByRole('button', { name: 'Copy code to clipboard' }).first();
    // The button shows when its block is pointed at or focused.
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(copy).toHaveText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBeGreaterThan(0);
  });

  forEachArrival('the table of contents follows the section being read', SECTIONS, async (page) => {
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const link = toc.getByRole('link').nth(3);
    const id = decodeURIComponent((await link.getAttribute('href'))!.slice(1));
    await page.locator(`[id="${id}"]`).evaluate((el) => el.scrollIntoView());
    await expect(link).toHaveAttribute('aria-current', 'true');
    await expect(toc.locator('[aria-current]')).toHaveCount(1);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 412, height: 823 } });

    forEachArrival('the menu opens on the docs menu, switches to the main menu and closes', FENWHISTLE, async (page) => {
      const hamburger = page.getByLabel('Toggle navigation bar');
      await hamburger.click();
      await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('[data-doc-sidebar]').getByRole('navigation', { name: 'Docs' })).toBeVisible();
      await page.getByRole('button', { name: '← Back to main menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'API' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
      await expect(hamburger).toBeFocused();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    });
  });

});

test.describe('on the test site (announcement bar, docs version 1.0)', () => {
  test.use({ baseURL: `http://127.0.0.1:${FIXTURE_PORT}` });

  forEachArrival('the version dropdown leads to the same page in another version', DOC, async (page) => {
    const dropdown = page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('group', { name: 'Docs version' });
    await dropdown.locator('summary').click();
    await softNavigation(page, () => dropdown.getByRole('link', { name: '1.0' }).click());
    await expect(page).toHaveURL(/\/docs\/1\.0\/concepts\/daemon\/$/);
    await expect(dropdown.locator('summary')).toHaveText('1.0');
  });

  forEachArrival('the announcement bar closes and stays closed on the next page', DOC, async (page) => {
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeHidden();
    await softNavigation(page, () => page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link').first().click());
    await expect(bar).toBeHidden();
  });
});
