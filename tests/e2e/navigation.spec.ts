import { test, expect, gotoWithPausedClock, holdRequests } from './fixtures/index';
import type { Page } from '@playwright/test';
import { hits, input, modal } from './fixtures/search';
import { FENWHISTLE, FIXTURE_SITE, GLIMMERWICK, QUILLMARSH, SECTIONS, SNORBIT } from './fixtures/ui-pages';

// On the test site's fixture pages (fixtures/ui-pages.ts): from Fenwhistle
// to the pages beside it in the sidebar, and to the long Sections page.
test.use({ baseURL: FIXTURE_SITE });
const DOC = FENWHISTLE;
/** The page most tests go to, and its h1. */
const NEXT = GLIMMERWICK;
const NEXT_TITLE = 'Glimmerwick';
const sidebarLink = (page: Page, href: string) => page.locator(`[data-doc-sidebar] a[href="${href}"]`);

async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1));
}
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { __stay?: number }).__stay === 1);

test('links swap the page in place, and every island keeps working after several navigations', async ({ page }) => {
  await page.goto(DOC);
  await markWindow(page);
  for (const href of [NEXT, SNORBIT, SECTIONS]) {
    await sidebarLink(page, href).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('[data-doc-sidebar] a[aria-current="page"]')).toHaveAttribute('href', href);
  }
  expect(await stillSamePage(page)).toBe(true);
  // Theme toggle and search still work, once each (once the new page is wired up).
  await page.waitForFunction(
    () => !document.documentElement.hasAttribute('data-astro-transition') && document.querySelector('astro-island[data-island-state]') !== null,
  );
  const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toHaveCount(1);
  await input(page).fill('quillmarsh');
  await expect(hits(page).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${QUILLMARSH}$`));
  expect(await stillSamePage(page)).toBe(true); // search results navigate in place too
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toHaveCount(1);
  await page.keyboard.press('Escape');
});

test('the colour mode carries over a soft navigation without a flash', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto(DOC);
  await page.evaluate(() => {
    const seen: string[] = [];
    new MutationObserver(() => seen.push(document.documentElement.getAttribute('data-theme') ?? '')).observe(document.documentElement, { attributes: true });
    (window as unknown as { themes: string[] }).themes = seen;
  });
  await sidebarLink(page, NEXT).click();
  await expect(page).toHaveURL(new RegExp(`${NEXT}$`));
  expect(await page.evaluate(() => (window as unknown as { themes: string[] }).themes.filter((t) => t !== 'dark'))).toEqual([]);
});

test('a navigation whose fetch fails logs a warning and loads the page normally', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/Failed to load resource: net::ERR_FAILED \(at .*\/docs\/1\.0\/ui-fixtures\/marrowind\/glimmerwick\/\)/);
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto(DOC);
  await markWindow(page);
  await page.route(`**${NEXT}`, (route) => (route.request().resourceType() === 'fetch' ? route.abort() : route.continue()));
  await sidebarLink(page, NEXT).click();
  await expect(page).toHaveURL(new RegExp(`${NEXT}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEXT_TITLE);
  expect(await stillSamePage(page)).toBe(false);
  expect(warnings.some((w) => w.includes('loading it normally'))).toBe(true);
});

test.describe('prefetching', () => {
  // Hover prefetching waits on a timer: the page's clock is driven by the test.
  const prefetchLink = (page: Page) => page.locator(`head link[rel="prefetch"][href$="${NEXT}"]`);
  const hoverAndWait = async (page: Page) => {
    await gotoWithPausedClock(page, DOC);
    await sidebarLink(page, NEXT).hover();
    await page.clock.runFor(1_000);
  };
  test('links are fetched ahead on hover', async ({ page }) => {
    await hoverAndWait(page);
    await expect(prefetchLink(page)).toHaveCount(1);
  });
  test('and on keyboard focus', async ({ page }) => {
    await gotoWithPausedClock(page, DOC);
    await sidebarLink(page, NEXT).focus();
    await page.clock.runFor(1_000);
    await expect(prefetchLink(page)).toHaveCount(1);
  });
  test('but not on a 2g connection', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '2g', saveData: false } }));
    await hoverAndWait(page);
    await expect(prefetchLink(page)).toHaveCount(0);
  });
  test('nor with Save-Data on', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true } }));
    await hoverAndWait(page);
    await expect(prefetchLink(page)).toHaveCount(0);
  });
});

test.describe('scrolling after navigation', () => {
  test('to the #hash target, else to the top', async ({ page }) => {
    await page.goto(DOC);
    await page.mouse.wheel(0, 1200);
    await page.evaluate((href) => {
      const a = document.createElement('a');
      a.href = href;
      a.id = 'test-link';
      a.textContent = 'go';
      document.querySelector('article')!.prepend(a);
    }, `${SECTIONS}#seventh-section`);
    await page.getByRole('link', { name: 'go', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${SECTIONS}#seventh-section$`));
    await expect(page.getByRole('heading', { name: 'Seventh section' })).toBeInViewport();
    // A page beside Sections in the sidebar.
    await sidebarLink(page, QUILLMARSH).click();
    await expect(page).toHaveURL(new RegExp(`${QUILLMARSH}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('not when only the query changes', async ({ page }) => {
    await page.goto(SECTIONS);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.evaluate((href) => {
      const a = document.createElement('a');
      a.href = href;
      a.id = 'query-link';
      a.textContent = 'compact';
      a.style.position = 'fixed';
      a.style.top = '200px';
      document.body.append(a);
    }, `${SECTIONS}?view=compact`);
    await page.evaluate(() => document.addEventListener('astro:page-load', () => ((window as unknown as { loaded: boolean }).loaded = true), { once: true }));
    await page.getByRole('link', { name: 'compact', exact: true }).click();
    await expect(page).toHaveURL(/\?view=compact$/);
    // The router has finished once this navigation's page-load event fired.
    await expect.poll(() => page.evaluate(() => (window as unknown as { loaded?: boolean }).loaded)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });

  test('reloading a page reached by a soft navigation keeps the reader where they were', async ({ page }) => {
    await page.goto(DOC);
    await sidebarLink(page, SECTIONS).click();
    await expect(page).toHaveURL(new RegExp(`${SECTIONS}$`));
    await page.evaluate(() => window.scrollTo(0, 800));
    // The router writes the position into the history entry once scrolling ends.
    await expect.poll(() => page.evaluate(() => (history.state as { scrollY?: number } | null)?.scrollY)).toBe(800);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(800);
  });
});

test.describe('progress bar', () => {
  const watchBar = (page: Page) =>
    page.evaluate(() => {
      (window as unknown as { barSeen: boolean }).barSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"]')) (window as unknown as { barSeen: boolean }).barSeen = true;
      }).observe(document.body, { childList: true });
    });

  test('does not appear when the page arrives within 200 ms', async ({ page }) => {
    await gotoWithPausedClock(page, DOC);
    await watchBar(page);
    const held = holdRequests(page, `**${NEXT}`, 'fetch');
    await sidebarLink(page, NEXT).click();
    await held.requested;
    await page.clock.runFor(150);
    held.release();
    await expect(page).toHaveURL(new RegExp(`${NEXT}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEXT_TITLE);
    await page.clock.runFor(1_000);
    expect(await page.evaluate(() => (window as unknown as { barSeen: boolean }).barSeen)).toBe(false);
  });

  test('appears after 200 ms on a slow navigation and goes when the page arrives', async ({ page }) => {
    await gotoWithPausedClock(page, DOC);
    const held = holdRequests(page, `**${NEXT}`, 'fetch');
    await sidebarLink(page, NEXT).click();
    await held.requested;
    await page.clock.runFor(150);
    const bar = page.getByRole('progressbar', { name: 'Loading the page' });
    await expect(bar).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(bar).toBeAttached();
    held.release();
    await expect(page).toHaveURL(new RegExp(`${NEXT}$`));
    await page.clock.runFor(1_000);
    await expect(bar).toHaveCount(0);
  });
});
