import { test, expect, holdRequests } from './fixtures/index';
import type { Page } from '@playwright/test';
import { DOC, input, openWithShortcut, watchNoResults, noResultsSeen, searchFor } from './fixtures/search';

test.describe('results', () => {
  test('results are grouped by section, the first is active and arrows wrap', async ({ page }) => {
    await page.goto(DOC);
    await searchFor(page, 'visibility');
    // The full answer (body matches too) is in when the footer counts it.
    await expect(page.locator('.search-see-all')).toBeVisible();
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText(/Concepts|Getting Started/);
    // Each result is a link that is itself the listbox option.
    const hits = page.getByRole('listbox').getByRole('option');
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
    await expect(hits.first()).toHaveAttribute('href', '/docs/concepts/visibility/');
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(hits.last()).toHaveAttribute('aria-selected', 'true');
    for (const [, group] of Object.entries(await page.locator('.DocSearch-Hits').evaluateAll((gs) => gs.map((g) => g.querySelectorAll(':scope > ul > li').length)))) {
      expect(group).toBeLessThanOrEqual(5);
    }
  });

  test('Enter or a click opens the result in the same tab', async ({ page }) => {
    await page.goto(DOC);
    await searchFor(page, 'target patterns');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/concepts\/target_pattern\/$/);
    await searchFor(page, 'visibility');
    await page.locator('.DocSearch-Hit').first().click();
    await expect(page).toHaveURL(/\/docs\/concepts\/visibility\/$/);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });

  test('results are links: a middle click, Ctrl+click, Ctrl+Enter or Shift+Enter opens a new tab or window', async ({ page, context }) => {
    await page.goto(DOC);
    await searchFor(page, 'target patterns');
    const first = page.getByRole('option').first();
    const target = /\/docs\/concepts\/target_pattern\/$/;
    await expect(first).toHaveJSProperty('href', new URL('/docs/concepts/target_pattern/', page.url()).href);
    const [middle] = await Promise.all([context.waitForEvent('page'), first.click({ button: 'middle' })]);
    await expect(middle).toHaveURL(target);
    const [tab] = await Promise.all([context.waitForEvent('page'), first.click({ modifiers: ['Control'] })]);
    await expect(tab).toHaveURL(target);
    const [enterTab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')]);
    await expect(enterTab).toHaveURL(target);
    const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Shift+Enter')]);
    await expect(popup).toHaveURL(target);
    await expect(page).toHaveURL(new RegExp(`${DOC}$`));
  });

  test('"See all N results" links to the search page with the right count', async ({ page }) => {
    await page.goto(DOC);
    await searchFor(page, 'daemon');
    const seeAll = page.locator('.search-see-all');
    await expect(seeAll).toHaveText(/^See all \d+ results$/);
    const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
    await expect(seeAll).toHaveAttribute('href', '/search/?q=daemon');
    await seeAll.click();
    await expect(page.locator('.search-page__status')).toContainText(`${count} result`);
  });

  /** Searches for a query that finds nothing; returns the no-results panel. */
  async function noResultsFor(page: Page, query: string) {
    await page.goto(DOC);
    await openWithShortcut(page);
    await input(page).fill(query);
    return page.locator('.DocSearch-NoResults');
  }

  test('the no-results panel offers a way to report', async ({ page }) => {
    const panel = await noResultsFor(page, 'xylophone');
    await expect(panel).toContainText('No results for');
    await expect(panel).toContainText('xylophone');
    await expect(panel).toContainText('Believe this query should return results?');
    await expect(panel.getByRole('link', { name: 'Let us know.' })).toHaveAttribute('href', /^https:\/\/github\.com\/facebook\/buck2\/issues\/new\?title=.*xylophone/);
    await expect(panel).not.toContainText('Try searching for');
  });

  test('a query too far from any word says so and offers the closest page titles as results, with the way to report', async ({ page }) => {
    await page.goto(DOC);
    await openWithShortcut(page);
    await input(page).fill('deamonx');
    const group = page.locator('.DocSearch-Hits').filter({ hasText: 'No results for "deamonx". Try searching for:' });
    const suggestions = group.getByRole('option');
    await expect(suggestions.first()).toHaveAttribute('href', '/docs/concepts/daemon/');
    await expect(suggestions.first()).toContainText('Daemon (buckd)');
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Let us know.' })).toHaveAttribute('href', /^https:\/\/github\.com\/facebook\/buck2\/issues\/new\?title=.*deamonx/);
    await expect(page.locator('.search-see-all')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/concepts\/daemon\/$/);
  });

  test('no "No results" panel before the index has answered', async ({ page }) => {
    await watchNoResults(page, '.DocSearch-NoResults');
    const held = holdRequests(page, '**/search-index/**');
    await page.goto(DOC);
    await openWithShortcut(page);
    await input(page).pressSequentially('daemon');
    await expect(page.getByRole('status').filter({ hasText: 'Searching…' })).toBeVisible();
    held.release();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(await noResultsSeen(page)).toEqual([]);
  });

});

/** Whether the start screen says "No recent searches" (the modal's stylesheet draws it: DocSearch 5 leaves the screen empty). */
const noRecentSearches = (page: Page) =>
  page.getByRole('dialog', { name: 'Search docs' }).evaluate((dialog) => {
    const modal = dialog.querySelector('.DocSearch-Modal');
    return modal !== null && getComputedStyle(modal, '::after').content === '"No recent searches"' && modal.getBoundingClientRect().height > 0;
  });

test.describe('recent and favorite searches', () => {
  test('a chosen result becomes a recent search, can be made a favorite and removed', async ({ page }) => {
    await page.goto(DOC);
    await openWithShortcut(page);
    await expect(noRecentSearches(page)).resolves.toBe(true);
    await input(page).fill('target patterns');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/target_pattern/);
    await openWithShortcut(page);
    const recent = page.locator('.DocSearch-Hits', { hasText: 'Recent' });
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
    await recent.getByTitle('Save this search').click();
    const favorites = page.locator('.DocSearch-Hits', { hasText: 'Favorite' });
    await expect(favorites.locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(page.locator('.DocSearch-Hits', { hasText: 'Recent' })).toHaveCount(0);
    await favorites.getByTitle('Remove this search from favorites').click();
    await expect.poll(() => noRecentSearches(page)).toBe(true);
  });
});

test.describe('the /search/ page', () => {
  test('reads q, shows 20 results per page with pagination, and keeps the URL in step', async ({ page }) => {
    await page.goto('/search/?q=target');
    await expect(page.locator('#search-page-input')).toHaveValue('target');
    const results = page.locator('.search-result');
    await expect(results).toHaveCount(20);
    await expect(results.first().locator('.search-result__section')).not.toBeEmpty();
    const pager = page.getByRole('navigation', { name: 'Search results pages' });
    await pager.getByRole('button', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/\/search\/\?q=target&page=2$/);
    await expect(pager.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.locator('#search-page-input').fill('daemon');
    await expect(page).toHaveURL(/\/search\/\?q=daemon$/);
    await expect(results.first()).toBeVisible();
  });

  test('words typed before the form wakes up are searched once it does', async ({ page }) => {
    const held = holdRequests(page, '**/_astro/SearchPage.*.js');
    await page.goto('/search/?q=target&page=2', { waitUntil: 'commit' });
    await page.locator('#search-page-input').pressSequentially('daemon');
    await held.requested;
    held.release();
    await expect(page.locator('.search-page__status')).toContainText('for “daemon”');
    await expect(page.locator('#search-page-input')).toHaveValue('daemon');
    await expect(page).toHaveURL(/\/search\/\?q=daemon$/);
  });

  test('a deep link with a page number works', async ({ page }) => {
    await page.goto('/search/?q=target&page=2');
    await expect(page.locator('.search-page__status')).toContainText('page 2 of');
  });
});

test.describe('the /search/ page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('says search needs JavaScript and links to the docs', async ({ page }) => {
    await page.goto('/search/?q=target');
    await expect(page.getByText('Search needs JavaScript')).toBeVisible();
    await expect(page.getByRole('link', { name: 'browse the documentation' })).toHaveAttribute('href', '/docs/');
  });
});

test.describe('ranking in the browser', () => {
  const modalPages = async (page: Page, query: string) => {
    if (await input(page).isVisible()) await input(page).fill(query);
    else await searchFor(page, query);
    await expect(page.locator('.search-see-all')).toHaveAttribute('href', `/search/?q=${encodeURIComponent(query)}`);
    await expect(page.locator('.search-see-all')).toBeVisible();
    const hrefs = await page.getByRole('option').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    return [...new Set(hrefs.map((h) => h.split('#')[0]))];
  };

  test('the modal and /search/ rank alike', async ({ page, context }) => {
    await page.goto(DOC);
    const listing = await context.newPage();
    for (const query of ['daemon', 'ctx.actions.run', 'visibilty']) {
      const modal = await modalPages(page, query);
      await listing.goto(`/search/?q=${encodeURIComponent(query)}`);
      await expect(listing.locator('.search-result').first()).toBeVisible();
      const listed = await listing.locator('.search-result__title a').evaluateAll((links) => links.slice(0, 10).map((a) => a.getAttribute('href')!));
      expect(listed[0], query).toBe(modal[0]);
      expect(listed.filter((url) => modal.includes(url)).length, query).toBe(modal.length);
    }
  });

  test('an API member finds its anchor', async ({ page }) => {
    await page.goto(DOC);
    await searchFor(page, 'declare_output');
    await expect(page.locator('.DocSearch-Hit a[href="/docs/api/build/AnalysisActions/#analysisactionsdeclare_output"]')).toBeVisible();
  });
});
