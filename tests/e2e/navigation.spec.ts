import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

const DOC = '/docs/concepts/daemon/';
const sidebarLink = (page: Page, href: string) => page.locator(`[data-doc-sidebar] a[href="${href}"]`);

async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1));
}
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { __stay?: number }).__stay === 1);

test('links swap the page in place, and every island keeps working after several navigations', async ({ page, consoleErrors }) => {
  await page.goto(DOC);
  await markWindow(page);
  for (const href of ['/docs/concepts/labels/', '/docs/concepts/visibility/', '/docs/concepts/toolchain/']) {
    await sidebarLink(page, href).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('[data-doc-sidebar] a[aria-current="page"]')).toHaveAttribute('href', href);
  }
  expect(await stillSamePage(page)).toBe(true);
  // Theme toggle and search still work, once each (once the new page is wired up).
  await page.waitForFunction(
    () => !document.documentElement.hasAttribute('data-astro-transition') && (document.querySelector<HTMLElement>('[data-island="theme"]')?.dataset['islandState'] ?? '') !== '',
  );
  const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
  await toggle.click({ force: true });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(1);
  await page.locator('.DocSearch-Input').fill('target patterns');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/concepts\/target_pattern\/$/);
  expect(await stillSamePage(page)).toBe(true); // search results navigate in place too
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(1);
  await page.keyboard.press('Escape');
  expect(consoleErrors).toEqual([]);
});

test('the colour mode carries over a soft navigation without a flash', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto(DOC);
  await page.evaluate(() => {
    const seen: string[] = [];
    new MutationObserver(() => seen.push(document.documentElement.getAttribute('data-theme') ?? '')).observe(document.documentElement, { attributes: true });
    (window as unknown as { themes: string[] }).themes = seen;
  });
  await sidebarLink(page, '/docs/concepts/labels/').click();
  await expect(page).toHaveURL(/labels\/$/);
  expect(await page.evaluate(() => (window as unknown as { themes: string[] }).themes.filter((t) => t !== 'dark'))).toEqual([]);
});

test('a navigation whose fetch fails logs a warning and loads the page normally', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto(DOC);
  await markWindow(page);
  await page.route('**/docs/concepts/labels/', (route) => (route.request().resourceType() === 'fetch' ? route.abort() : route.continue()));
  await sidebarLink(page, '/docs/concepts/labels/').click();
  await expect(page).toHaveURL(/labels\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Labels');
  expect(await stillSamePage(page)).toBe(false);
  expect(warnings.some((w) => w.includes('loading it normally'))).toBe(true);
});

test.describe('prefetching', () => {
  const prefetched = async (page: Page) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(DOC);
    await page.waitForLoadState('networkidle');
    await sidebarLink(page, '/docs/concepts/labels/').hover();
    await page.waitForTimeout(400);
    return requests.includes('/docs/concepts/labels/');
  };
  test('links are fetched ahead on hover', async ({ page }) => {
    expect(await prefetched(page)).toBe(true);
  });
  test('but not on a 2g connection', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '2g', saveData: false } }));
    expect(await prefetched(page)).toBe(false);
  });
  test('nor with Save-Data on', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true } }));
    expect(await prefetched(page)).toBe(false);
  });
});

test.describe('scrolling after navigation', () => {
  test('to the #hash target, else to the top', async ({ page }) => {
    await page.goto('/docs/concepts/daemon/');
    await page.mouse.wheel(0, 1200);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/concepts/buckconfig/#cells';
      a.id = 'test-link';
      a.textContent = 'go';
      document.querySelector('.markdown')!.prepend(a);
    });
    await page.locator('#test-link').click();
    await expect(page).toHaveURL(/buckconfig\/#cells$/);
    await expect(page.locator('[id="cells"]')).toBeInViewport();
    await sidebarLink(page, '/docs/concepts/labels/').click();
    await expect(page).toHaveURL(/labels\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('not when only the query changes', async ({ page }) => {
    await page.goto('/docs/concepts/buckconfig/');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/concepts/buckconfig/?view=compact';
      a.id = 'query-link';
      a.textContent = 'compact';
      a.style.position = 'fixed';
      a.style.top = '200px';
      document.body.append(a);
    });
    await page.locator('#query-link').click();
    await expect(page).toHaveURL(/\?view=compact$/);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });
});

test.describe('progress bar', () => {
  const watchBar = (page: Page) =>
    page.evaluate(() => {
      (window as unknown as { barSeen: boolean }).barSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('.nav-progress')) (window as unknown as { barSeen: boolean }).barSeen = true;
      }).observe(document.body, { childList: true });
    });

  test('does not appear when the page arrives within 200 ms', async ({ page }) => {
    // Serve the next page from memory, so it arrives at once.
    const html = await (await page.request.get('/docs/concepts/labels/')).text();
    await page.route('**/docs/concepts/labels/', (route) => route.fulfill({ body: html, contentType: 'text/html' }));
    await page.goto(DOC);
    await watchBar(page);
    await sidebarLink(page, '/docs/concepts/labels/').click();
    await expect(page).toHaveURL(/labels\/$/);
    expect(await page.evaluate(() => (window as unknown as { barSeen: boolean }).barSeen)).toBe(false);
  });

  test('appears on a slow navigation and goes when the page arrives', async ({ page }) => {
    await page.goto(DOC);
    await page.route('**/docs/concepts/labels/', async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await sidebarLink(page, '/docs/concepts/labels/').click();
    await expect(page.locator('.nav-progress')).toBeAttached();
    await expect(page).toHaveURL(/labels\/$/);
    await expect(page.locator('.nav-progress')).toHaveCount(0);
  });
});
