import { test, expect, holdRequests, pageSettled } from './fixtures/index';
import { FIXTURE_PORT } from '../../playwright.config';
import { input } from './fixtures/search';

// These run against the test site tests/e2e/fixtures/site-options/ (npm run
// build:fixture): an announcement bar, hide-on-scroll and a docs version 1.0.
test.use({ baseURL: `http://127.0.0.1:${FIXTURE_PORT}` });
const DOC = '/docs/concepts/daemon/';

test.describe('announcement bar', () => {
  const bar = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Announcement' });

  test('shows sanitised content and stays dismissed without a flash', async ({ page }) => {
    await page.goto(DOC);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole('link', { name: 'getting started guide' })).toHaveAttribute('href', '/docs/getting_started/');
    // The configured <script> and <img onerror> are gone (the bar holds Astro's own island scripts).
    expect(await bar(page).locator('img').count()).toBe(0);
    expect(await bar(page).locator('script').evaluateAll((scripts) => scripts.filter((s) => s.textContent?.includes('alert(')).length)).toBe(0);
    await bar(page).getByRole('button', { name: 'Close' }).click();
    await expect(bar(page)).toBeHidden();
    expect(await page.evaluate(() => [localStorage.getItem('docusaurus.announcement.id'), localStorage.getItem('docusaurus.announcement.dismiss')])).toEqual([
      'fixture-announcement',
      'true',
    ]);
    // On the next page the bar is hidden before first paint.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { barAtParse: string }).barAtParse = getComputedStyle(document.querySelector('[role="region"][aria-label="Announcement"]')!).display;
        }
      });
    });
    await page.goto('/docs/concepts/labels/');
    expect(await page.evaluate(() => (window as unknown as { barAtParse: string }).barAtParse)).toBe('none');
  });

  test('a different bar id resets the dismissal', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
        localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      }
    });
    await page.goto(DOC);
    await expect(bar(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
  });

  test('the legacy misspelt id is migrated to the correct key', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('docusaurus.announcement.id', 'annoucement-bar');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await page.goto(DOC);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe('fixture-announcement');
  });

  test('a close click before the island has loaded is kept', async ({ page }) => {
    const held = holdRequests(page, '**/_astro/AnnouncementClose*');
    await page.goto(DOC);
    await pageSettled(page);
    await bar(page).getByRole('button', { name: 'Close' }).click();
    await held.requested;
    await expect(bar(page)).toBeVisible();
    held.release();
    await expect(bar(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    await page.goto('/docs/concepts/labels/');
    await expect(bar(page)).toBeHidden();
  });

  test('loads nothing before the reader reaches for the close button', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(DOC);
    await pageSettled(page);
    await expect(bar(page)).toBeVisible();
    expect(scripts.filter((url) => url.includes('AnnouncementClose'))).toEqual([]);
  });

  test('closes by keyboard', async ({ page }) => {
    await page.goto(DOC);
    await bar(page).getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await expect(bar(page)).toBeHidden();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the open menu starts under the navbar, below the bar, and the hamburger still closes it', async ({ page }) => {
      await page.goto(DOC);
      await expect(bar(page)).toBeVisible();
      const hamburger = page.getByLabel('Toggle navigation bar');
      await hamburger.click();
      await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      const docsMenu = page.locator('[data-doc-sidebar]');
      await expect(docsMenu).toBeVisible();
      // Nothing of the menu covers the navbar, which sits below the bar.
      const navbarBottom = (await page.getByRole('banner').boundingBox())!;
      const menuTop = (await docsMenu.boundingBox())!.y;
      expect(navbarBottom.y).toBeGreaterThan(0);
      expect(menuTop).toBeGreaterThanOrEqual(Math.floor(navbarBottom.y + navbarBottom.height));
      await hamburger.click();
      await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
      await expect(docsMenu).toBeHidden();
      // The main menu, opened again after going back to it, starts there too.
      await hamburger.click();
      await page.getByRole('button', { name: '← Back to main menu' }).click();
      await expect(menu.getByRole('link', { name: 'API' })).toBeVisible();
      expect((await menu.boundingBox())!.y).toBeGreaterThanOrEqual(Math.floor(navbarBottom.y + navbarBottom.height));
      // The hamburger is the element under its own centre, not the panel.
      expect(await hamburger.evaluate((el) => { const r = el.getBoundingClientRect(); return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)); })).toBe(true);
      await hamburger.click();
      await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    });
  });
});

test('the navbar hides on scrolling down and returns on scrolling up or after an anchor jump', async ({ page }) => {
  await page.goto('/docs/1.0/ui-fixtures/sections/');
  const navbar = page.getByRole('banner');
  await page.mouse.wheel(0, 1500);
  await expect(navbar).toHaveClass(/navbar--hidden/);
  await page.mouse.wheel(0, -300);
  await expect(navbar).not.toHaveClass(/navbar--hidden/);
  await page.mouse.wheel(0, 800);
  await expect(navbar).toHaveClass(/navbar--hidden/);
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link').nth(4).click();
  await expect(navbar).not.toHaveClass(/navbar--hidden/);
});

test.describe('docs versions (the fixture has version 1.0, made by npm run docs:version)', () => {
  const dropdown = (page: import('@playwright/test').Page) =>
    page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('group', { name: 'Docs version' });

  test('choosing a version goes to the same doc there and saves it as the preferred version', async ({ page }) => {
    await page.goto(DOC);
    await expect(dropdown(page).locator('summary')).toHaveText('Next');
    await dropdown(page).locator('summary').click();
    await dropdown(page).getByRole('link', { name: '1.0' }).click();
    await expect(page).toHaveURL(/\/docs\/1\.0\/concepts\/daemon\/$/);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.0');
    // Same layouts, its own sidebar, and a banner pointing at the latest docs.
    const banner = page.getByRole('note').filter({ hasText: 'This is documentation for Buck2 1.0' });
    await expect(banner.getByRole('link', { name: 'latest version' })).toHaveAttribute('href', '/docs/concepts/daemon/');
    await expect(page.locator('[data-doc-sidebar] a[aria-current="page"]')).toHaveAttribute('href', '/docs/1.0/concepts/daemon/');
    await expect(dropdown(page).locator('summary')).toHaveText('1.0');
  });

  test('a page missing in a version leads to that version\'s index', async ({ page }) => {
    await page.goto('/docs/concepts/modifiers/');
    await expect(dropdown(page).locator('a[data-version="1.0"]')).toHaveAttribute('href', '/docs/1.0/');
  });

  test('a saved preferred version that matches no version is discarded on load', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('docs-preferred-version-default', '0.9-gone');
      }
    });
    await page.goto(DOC);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
  });

  test('the version dropdown works by keyboard', async ({ page }) => {
    await page.goto(DOC);
    await dropdown(page).locator('summary').focus();
    await page.keyboard.press('Enter');
    // Arrow keys act once the dropdown has its code (a reader sees it open first).
    await expect(dropdown(page).locator('summary')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(dropdown(page).getByRole('link', { name: '1.0' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/1\.0\/concepts\/daemon\/$/);
  });

  test.describe('acted on before its code has loaded', () => {
    const island = (page: import('@playwright/test').Page) => dropdown(page).locator('xpath=ancestor::astro-island[1]');

    test('Enter on the label opens it once, then the arrow keys reach the versions', async ({ page }) => {
      const held = holdRequests(page, '**/_astro/NavbarDropdown*');
      await page.goto(DOC);
      await dropdown(page).locator('summary').focus();
      await held.requested;
      await page.keyboard.press('Enter');
      await expect(island(page)).toHaveAttribute('data-island-state', 'loading');
      held.release();
      await expect(dropdown(page).locator('summary')).toHaveAttribute('aria-expanded', 'true');
      await expect(dropdown(page)).toHaveAttribute('open', '');
      await expect(dropdown(page).getByRole('link', { name: '1.0' })).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(dropdown(page).getByRole('link', { name: '1.0' })).toBeFocused();
    });

    test('a click on the label opens it, and it stays open', async ({ page }) => {
      const held = holdRequests(page, '**/_astro/NavbarDropdown*');
      await page.goto(DOC);
      await dropdown(page).locator('summary').click();
      await held.requested;
      await expect(island(page)).toHaveAttribute('data-island-state', 'loading');
      held.release();
      await expect(island(page)).toHaveAttribute('data-island-state', 'hydrated');
      await expect(dropdown(page).locator('summary')).toHaveAttribute('aria-expanded', 'true');
      await expect(dropdown(page)).toHaveAttribute('open', '');
      await dropdown(page).getByRole('link', { name: '1.0' }).click();
      await expect(page).toHaveURL(/\/docs\/1\.0\/concepts\/daemon\/$/);
      expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.0');
    });

    test.describe('in the mobile menu', () => {
      test.use({ viewport: { width: 412, height: 823 } });

      test('a click on a version it shows open follows the link and saves the version', async ({ page }) => {
        const held = holdRequests(page, '**/_astro/NavbarDropdown*');
        await page.goto('/docs/1.0/concepts/daemon/');
        await page.getByLabel('Toggle navigation bar').click();
        await page.getByRole('button', { name: '← Back to main menu' }).click();
        const menu = page.getByRole('navigation', { name: 'Main menu' });
        await menu.getByRole('link', { name: 'Next' }).click();
        await held.requested;
        await expect(page).toHaveURL(/\/docs\/1\.0\/concepts\/daemon\/$/);
        held.release();
        await expect(page).toHaveURL(/\/docs\/concepts\/daemon\/$/);
        expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
      });
    });
  });
});

test.describe('a released docs version', () => {
  test('search from its pages finds its pages, and the references', async ({ page }) => {
    await page.goto('/docs/1.0/concepts/daemon/');
    await page.keyboard.press('Control+k');
    await input(page).fill('daemon');
    const results = page.getByRole('option');
    await expect(results.first()).toHaveAttribute('href', '/docs/1.0/concepts/daemon/');
    const hrefs = await results.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((h) => h.startsWith('/docs/') && !/^\/docs\/(1\.0|api|prelude)\//.test(h))).toEqual([]);
    await input(page).fill('cxx_library');
    await expect(results.first()).toHaveAttribute('href', '/docs/prelude/rules/cxx/cxx_library/');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 412, height: 823 } });

    test('the menu opens with the version dropdown expanded on its current version', async ({ page }) => {
      await page.goto('/docs/1.0/concepts/daemon/');
      await page.getByLabel('Toggle navigation bar').click();
      await page.getByRole('button', { name: '← Back to main menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await expect(menu.getByRole('link', { name: '1.0' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/docs/concepts/daemon/');
      // The language dropdown leads to no other page: it stays collapsed.
      await expect(menu.getByRole('link', { name: 'English' })).toBeHidden();
    });
  });
});
