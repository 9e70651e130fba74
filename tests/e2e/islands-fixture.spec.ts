import { test, expect, gotoWithPausedClock } from './fixtures';
import { FIXTURE_PORT } from '../../playwright.config';

// These run against the fixture build (npm run build:fixture), which has an
// announcement bar, hide-on-scroll switched on and the island crash hook.
test.use({ baseURL: `http://127.0.0.1:${FIXTURE_PORT}` });
const DOC = '/docs/concepts/daemon/';

test.describe('announcement bar', () => {
  const bar = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Announcement' });

  test('shows sanitised content and stays dismissed without a flash', async ({ page }) => {
    await page.goto(DOC);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole('link', { name: 'getting started guide' })).toHaveAttribute('href', '/docs/getting_started/');
    expect(await bar(page).locator('script, img').count()).toBe(0);
    await bar(page).getByRole('button', { name: 'Close' }).click({ force: true });
    await expect(bar(page)).toBeHidden();
    expect(await page.evaluate(() => [localStorage.getItem('docusaurus.announcement.id'), localStorage.getItem('docusaurus.announcement.dismiss')])).toEqual([
      'fixture-announcement',
      'true',
    ]);
    // On the next page the bar is hidden before first paint.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { barAtParse: string }).barAtParse = getComputedStyle(document.querySelector('.announcement-bar')!).display;
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

  test('closes by keyboard', async ({ page }) => {
    await page.goto(DOC);
    await bar(page).getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await expect(bar(page)).toBeHidden();
  });
});

test('the navbar hides on scrolling down and returns on scrolling up or after an anchor jump', async ({ page }) => {
  await page.goto('/docs/concepts/buckconfig/');
  const navbar = page.locator('header.navbar');
  await page.mouse.wheel(0, 1500);
  await expect(navbar).toHaveClass(/navbar--hidden/);
  await page.mouse.wheel(0, -300);
  await expect(navbar).not.toHaveClass(/navbar--hidden/);
  await page.mouse.wheel(0, 800);
  await expect(navbar).toHaveClass(/navbar--hidden/);
  await page.locator('nav.toc--column a').nth(4).click();
  await expect(navbar).not.toHaveClass(/navbar--hidden/);
});

test.describe('failure screens', () => {
  test('a crashing island shows "This page crashed." with its causes, and Try again brings it back', async ({ page }) => {
    await page.addInitScript(() => {
      window.__buck2CrashIsland = 'theme';
    });
    await page.goto(DOC);
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click({ force: true });
    const crash = page.getByRole('alert').filter({ hasText: 'This page crashed.' });
    await expect(crash).toBeVisible();
    await expect(crash).toContainText('Test crash of the theme island');
    await expect(crash).toContainText('Cause:');
    await expect(crash).toContainText('The test hook asked for it');
    // The rest of the page keeps working.
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.press('Escape');
    await page.evaluate(() => {
      delete window.__buck2CrashIsland;
    });
    await crash.getByRole('button', { name: 'Try again' }).click();
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a slow island shows a spinner after 200 ms; a failed one a red box with Retry', async ({ page }) => {
    let fail = true;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(/\/_astro\/mount\.[^/]+\.js$/, async (route) => {
      if (fail) await answered;
      if (fail) await route.abort();
      else await route.continue();
    });
    await gotoWithPausedClock(page, DOC);
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click({ force: true });
    await page.clock.runFor(150);
    await expect(page.locator('.island--loading')).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(page.locator('.island--loading')).toHaveCount(1);
    answer();
    await page.clock.resume();
    const box = page.locator('.island-load-error');
    await expect(box).toBeVisible();
    await expect(box.getByRole('button', { name: 'Retry' })).toBeFocused();
    await expect(page.locator('.island--loading')).toHaveCount(0);
    fail = false;
    await box.getByRole('button', { name: 'Retry' }).click();
    await expect(box).toHaveCount(0);
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
    await expect(toggle).not.toHaveAttribute('aria-disabled', 'true');
  });
});

test.describe('docs versions (the fixture has version 1.0, made by npm run docs:version)', () => {
  const dropdown = (page: import('@playwright/test').Page) =>
    page.getByRole('navigation', { name: 'Main', exact: true }).locator('.navbar__items details[data-versions-plugin]');

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
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(dropdown(page).getByRole('link', { name: '1.0' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/1\.0\/concepts\/daemon\/$/);
  });
});
