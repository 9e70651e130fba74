import { test, expect, pageSettled } from './fixtures/index';
import { BRELLATIDE, FENWHISTLE, FIXTURE_SITE, GLIMMERWICK, KELMORROW, MARROWIND, SECTIONS } from './fixtures/ui-pages';

/** One page of each layout and kind of content. */
const PAGE_TYPES = [
  '/',
  '/docs/',
  '/docs/concepts/daemon/',
  '/docs/getting_started/install/',
  '/docs/users/commands/build/',
  '/docs/api/',
  '/docs/api/build/AnalysisActions/',
  '/docs/api/starlark/',
  '/docs/prelude/rules/',
  '/docs/prelude/rules/cxx/',
  '/docs/prelude/rules/cxx/cxx_library/',
  '/search/?q=daemon',
];

test.describe('every page', () => {
  test('one page of each type loads in a browser with no console error', async ({ page, consoleErrors }) => {
    for (const path of PAGE_TYPES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('h1'), path).toHaveCount(1);
    }
    expect(consoleErrors.unexpected).toEqual([]);
  });
});

test.describe('page frame', () => {
  test('the skip link is the first focusable element and moves focus to main', async ({ page }) => {
    await page.goto('/docs/concepts/daemon/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('doc page', () => {
  // On the test site's fixture pages (fixtures/ui-pages.ts): Fenwhistle is in
  // the category Marrowind, inside "UI fixtures"; Tessaly beside it is closed.
  test.use({ baseURL: FIXTURE_SITE });

  test('sidebar highlights the current page and opens its categories only', async ({ page }) => {
    await page.goto(FENWHISTLE);
    const sidebar = page.getByRole('navigation', { name: 'Docs' }).first();
    const current = sidebar.locator('a[aria-current="page"]');
    await expect(current).toHaveText('Fenwhistle');
    await expect(current).toHaveAttribute('href', FENWHISTLE);
    const marrowind = sidebar.getByLabel('Pages under Marrowind', { exact: true }).locator('..');
    await expect(marrowind).toHaveAttribute('open', '');
    const tessaly = sidebar.locator('summary').filter({ hasText: /^Tessaly$/ }).locator('..');
    await expect(tessaly).not.toHaveAttribute('open', '');
    // Categories open and close by themselves.
    await tessaly.locator('summary').click();
    await expect(tessaly).toHaveAttribute('open', '');
    await expect(tessaly.getByRole('link', { name: 'Vantorel', exact: true })).toBeVisible();
  });

  test('breadcrumbs, prev/next follow the sidebar', async ({ page }) => {
    await page.goto(FENWHISTLE);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('link', { name: 'Marrowind' })).toHaveAttribute('href', MARROWIND);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(/Fenwhistle/);
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(pager.locator('a[rel="prev"]')).toHaveAttribute('href', MARROWIND);
    await expect(pager.locator('a[rel="next"]')).toHaveAttribute('href', GLIMMERWICK);
  });
});

test.describe('not found', () => {
  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/docs/no/such/page/');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page Not Found | Buck2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByRole('main').getByRole('link', { name: /home page/ })).toHaveAttribute('href', '/');
    await expect(page.getByRole('main').getByRole('link', { name: /documentation/ })).toHaveAttribute('href', '/docs/');
  });

  test('a path ending in .html or index.html is normalised when the page exists', async ({ page, consoleErrors }) => {
    // The 404 page's question about a page that does not exist is answered 404, which Chrome logs.
    consoleErrors.allow(/status of 404 \(Not Found\) \(at .*\/docs\/(concepts\/daemon\/index\.html|nothing-here)\/\)/);
    await page.goto('/docs/concepts/daemon.html?x=1#top');
    await expect(page).toHaveURL(/\/docs\/concepts\/daemon\/\?x=1#top$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
    await page.goto('/docs/concepts/daemon/index.html.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    // The 404 page asks whether /docs/nothing-here/ exists; it does not, so the reader stays.
    const asked = page.waitForResponse((r) => r.request().method() === 'HEAD' && r.url().endsWith('/docs/nothing-here/'));
    await page.goto('/docs/nothing-here.html');
    await asked;
    await pageSettled(page);
    await expect(page).toHaveURL(/\/docs\/nothing-here\.html$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, baseURL: FIXTURE_SITE });

  test('a doc page is readable and its sidebar, TOC and prev/next links work', async ({ page }) => {
    await page.goto(SECTIONS);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('article').getByRole('paragraph').first()).toBeVisible();
    // TOC
    const tocLink = page.getByRole('navigation', { name: 'On this page' }).getByRole('link').first();
    const href = await tocLink.getAttribute('href');
    await tocLink.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    // Sidebar: a closed category is a link to its first page, where it is open.
    const sidebar = page.getByRole('navigation', { name: 'Docs' }).first();
    await sidebar.getByRole('link', { name: 'Tessaly', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${BRELLATIDE}$`));
    const tessaly = sidebar.locator('summary').filter({ hasText: /^Tessaly$/ }).locator('..');
    await expect(tessaly).toHaveAttribute('open', '');
    await tessaly.getByRole('link', { name: 'Kelmorrow', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${KELMORROW}$`));
    // Prev/next
    const next = page.locator('a[rel="next"]');
    const nextHref = await next.getAttribute('href');
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${nextHref}$`));
  });

  test('the hamburger opens a plain menu with the same links on a narrow screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(FENWHISTLE);
    await expect(page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'API', exact: true })).not.toBeVisible();
    await page.getByLabel('Toggle navigation bar').click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'API' })).toBeVisible();
    // The page's sidebar is the docs menu of the panel.
    const docsMenu = page.locator('[data-doc-sidebar]');
    await expect(docsMenu).toBeVisible();
    const current = docsMenu.locator('a[aria-current="page"]');
    await expect(current).toHaveText('Fenwhistle');
    // The panel scrolls: the current page's link can be brought into view.
    await current.scrollIntoViewIfNeeded();
    await expect(current).toBeInViewport();
    // Both menus are reachable: the primary one is not covered.
    await expect(menu.getByRole('link', { name: 'Rules' })).toBeInViewport();
  });
});
