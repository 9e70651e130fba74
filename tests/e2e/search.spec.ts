import { test, expect, holdRequests } from './fixtures/index';
import type { Page } from '@playwright/test';
import { DOC, group, hits, input, modal, openWithShortcut, resultList, resultTitles, searchPageInput, seeAll, watchNoResults, noResultsSeen, searchFor } from './fixtures/search';
import { FENWHISTLE, FIXTURE_SITE, QUILLMARSH, SEARCH_START, ZORVANE } from './fixtures/ui-pages';

// The modal's behaviour is tested on the test site's fixture pages, with
// their invented words (fixtures/ui-pages.ts). On the real site: what leads
// to the /search/ page and the page itself (it lists the latest version, and
// the fixture pages are in version 1.0 only), and ranking.
test.describe('results', () => {
  test.use({ baseURL: FIXTURE_SITE });

  test('results are grouped by section, the first is active and arrows wrap', async ({ page }) => {
    await page.goto(SEARCH_START);
    await searchFor(page, 'zorvane');
    // The full answer (body matches too) is in when the footer counts it.
    await expect(seeAll(page)).toBeVisible();
    // Each group is a listbox named by its section; each result is a link that is itself the option.
    const groups = modal(page).getByRole('listbox');
    await expect(groups.first()).toHaveAccessibleName('UI fixtures');
    const options = groups.getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toHaveAttribute('href', ZORVANE);
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    // Every fixture page has the word: more than a group shows.
    await expect(seeAll(page)).toHaveText(/^See all ([6-9]|\d\d+) results$/);
    for (const listbox of await groups.all()) expect(await listbox.getByRole('option').count()).toBeLessThanOrEqual(5);
  });

  test('Enter or a click opens the result in the same tab', async ({ page }) => {
    await page.goto(SEARCH_START);
    await searchFor(page, 'quillmarsh');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${QUILLMARSH}$`));
    await searchFor(page, 'zorvane');
    await hits(page).first().click();
    await expect(page).toHaveURL(new RegExp(`${ZORVANE}$`));
    await expect(modal(page)).toHaveCount(0);
  });

  /** Searches for a query that finds nothing; returns the no-results panel. */
  async function noResultsFor(page: Page, query: string) {
    await page.goto(SEARCH_START);
    await openWithShortcut(page);
    await input(page).fill(query);
    return modal(page);
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
    await page.goto(SEARCH_START);
    await openWithShortcut(page);
    // Three letters off "Fenwhistle": too many for a match, near enough for a suggestion.
    await input(page).fill('fanwhostlo');
    const suggestions = group(page, 'No results for "fanwhostlo". Try searching for:').getByRole('option');
    await expect(suggestions.first()).toHaveAttribute('href', FENWHISTLE);
    await expect(suggestions.first()).toContainText('Fenwhistle');
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Let us know.' })).toHaveAttribute('href', /^https:\/\/github\.com\/facebook\/buck2\/issues\/new\?title=.*fanwhostlo/);
    await expect(seeAll(page)).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${FENWHISTLE}$`));
  });

  test('no "No results" panel before the index has answered', async ({ page }) => {
    await watchNoResults(page);
    const held = holdRequests(page, '**/search-index/**');
    await page.goto(SEARCH_START);
    await openWithShortcut(page);
    await input(page).pressSequentially('zorvane');
    await expect(page.getByRole('status').filter({ hasText: 'Searching…' })).toBeVisible();
    held.release();
    await expect(hits(page).first()).toBeVisible();
    expect(await noResultsSeen(page)).toEqual([]);
  });
});
/** Whether the start screen says "No recent searches" (the modal's stylesheet draws it: DocSearch 5 leaves the screen empty). */
const noRecentSearches = (page: Page) =>
  modal(page)
    .ariaSnapshot()
    .then((tree) => tree.split('\n').some((line) => line.trim() === '- text: No recent searches'));

test.describe('recent and favorite searches', () => {
  test.use({ baseURL: FIXTURE_SITE });

  test('a chosen result becomes a recent search, can be made a favorite and removed', async ({ page }) => {
    await page.goto(SEARCH_START);
    await openWithShortcut(page);
    await expect(noRecentSearches(page)).resolves.toBe(true);
    await input(page).fill('quillmarsh');
    await expect(hits(page).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${QUILLMARSH}$`));
    await openWithShortcut(page);
    const recent = group(page, 'Recent');
    await expect(recent.getByRole('option')).toHaveCount(1);
    await recent.getByTitle('Save this search').click();
    const favorites = group(page, 'Favorite');
    await expect(favorites.getByRole('option')).toHaveCount(1);
    await expect(recent).toHaveCount(0);
    await favorites.getByTitle('Remove this search from favorites').click();
    await expect.poll(() => noRecentSearches(page)).toBe(true);
  });
});

test.describe('results on the real site', () => {
  // A tab opened by a middle click escapes the test's routes, so on the test
  // site it would fetch the analytics tag from Google: this stays here.
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
    const link = seeAll(page);
    await expect(link).toHaveText(/^See all \d+ results$/);
    const count = Number((await link.textContent())!.match(/\d+/)![0]);
    await expect(link).toHaveAttribute('href', '/search/?q=daemon');
    await link.click();
    await expect(page.getByRole('status').filter({ hasText: `${count} results for “daemon”` })).toBeVisible();
  });
});

test.describe('the /search/ page', () => {
  test('reads q, shows 20 results per page with pagination, and keeps the URL in step', async ({ page }) => {
    await page.goto('/search/?q=target');
    await expect(searchPageInput(page)).toHaveValue('target');
    const results = resultTitles(page);
    await expect(results).toHaveCount(20);
    // Each result names its section before its title.
    const first = resultList(page).getByRole('listitem').first();
    expect((await first.textContent())!.trim().indexOf((await results.first().textContent())!.trim())).toBeGreaterThan(0);
    const pager = page.getByRole('navigation', { name: 'Search results pages' });
    await pager.getByRole('button', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/\/search\/\?q=target&page=2$/);
    await expect(pager.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
    await searchPageInput(page).fill('daemon');
    await expect(page).toHaveURL(/\/search\/\?q=daemon$/);
    await expect(results.first()).toBeVisible();
  });

  test('words typed before the form wakes up are searched once it does', async ({ page }) => {
    const held = holdRequests(page, '**/_astro/SearchPage.*.js');
    await page.goto('/search/?q=target&page=2', { waitUntil: 'commit' });
    await searchPageInput(page).pressSequentially('daemon');
    await held.requested;
    held.release();
    await expect(page.getByRole('status').filter({ hasText: 'for “daemon”' })).toBeVisible();
    await expect(searchPageInput(page)).toHaveValue('daemon');
    await expect(page).toHaveURL(/\/search\/\?q=daemon$/);
  });

  test('a deep link with a page number works', async ({ page }) => {
    await page.goto('/search/?q=target&page=2');
    await expect(page.getByRole('status').filter({ hasText: 'page 2 of' })).toBeVisible();
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
    await expect(seeAll(page)).toHaveAttribute('href', `/search/?q=${encodeURIComponent(query)}`);
    await expect(seeAll(page)).toBeVisible();
    const hrefs = await hits(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    return [...new Set(hrefs.map((h) => h.split('#')[0]))];
  };

  test('the modal and /search/ rank alike', async ({ page, context }) => {
    await page.goto(DOC);
    const listing = await context.newPage();
    for (const query of ['daemon', 'ctx.actions.run', 'visibilty']) {
      const modal = await modalPages(page, query);
      await listing.goto(`/search/?q=${encodeURIComponent(query)}`);
      await expect(resultTitles(listing).first()).toBeVisible();
      const listed = await resultTitles(listing).getByRole('link').evaluateAll((links) => links.slice(0, 10).map((a) => a.getAttribute('href')!));
      expect(listed[0], query).toBe(modal[0]);
      expect(listed.filter((url) => modal.includes(url)).length, query).toBe(modal.length);
    }
  });

  test('an API member finds its anchor', async ({ page }) => {
    await page.goto(DOC);
    await searchFor(page, 'declare_output');
    await expect(hits(page).and(page.locator('[href="/docs/api/build/AnalysisActions/#analysisactionsdeclare_output"]'))).toBeVisible();
  });
});
