import type { Page } from '@playwright/test';
import { test, expect, holdRequests, pageSettled, ENHANCED } from './fixtures/index';
import { dismissAnnouncement, FENWHISTLE, FIXTURE_SITE, GLIMMERWICK } from './fixtures/ui-pages';

// On the test site's fixture pages (fixtures/ui-pages.ts): Fenwhistle, and
// Glimmerwick beside it in the sidebar. The test site's announcement bar
// starts dismissed, as the public site has none.
test.use({ baseURL: FIXTURE_SITE });
test.beforeEach(({ context }) => dismissAnnouncement(context));
const DOC = FENWHISTLE;
const themeIsland = (page: Page) => page.locator('astro-island', { has: page.getByRole('button', { name: /Switch between dark and light mode/ }) });

test.describe('theme toggle', () => {
  test('is disabled without JavaScript, live with it, and loads no React before the reader reaches for it', async ({ page }) => {
    const html = await (await page.request.get(DOC)).text();
    expect(html).toMatch(/<button[^>]*class="theme-toggle"[^>]*aria-disabled="true"/);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(DOC);
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
    await expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently light mode)');
    await expect(toggle).not.toHaveAttribute('aria-disabled');
    await pageSettled(page);
    expect(scripts.filter((url) => /ThemeToggle|react/i.test(url))).toEqual([]);
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect(themeIsland(page)).toHaveAttribute('data-island-state', 'hydrated');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently light mode)');
  });

  test('a click before the island has loaded toggles once', async ({ page }) => {
    const held = holdRequests(page, '**/_astro/ThemeToggle*');
    await page.goto(DOC);
    await pageSettled(page);
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
    await toggle.click();
    await held.requested;
    // The click waits for the island (it is replayed there), not lost.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    held.release();
    await expect(themeIsland(page)).toHaveAttribute('data-island-state', 'hydrated');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  for (const key of ['Enter', 'Space']) {
    test(`${key} on the focused toggle before the island has loaded toggles once`, async ({ page }) => {
      const held = holdRequests(page, '**/_astro/ThemeToggle*');
      await page.goto(DOC);
      await pageSettled(page);
      await page.getByRole('button', { name: /Switch between dark and light mode/ }).focus();
      await held.requested;
      await page.keyboard.press(key);
      held.release();
      await expect(themeIsland(page)).toHaveAttribute('data-island-state', 'hydrated');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.keyboard.press(key);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    });
  }

  test('before its island loads, the toggle names the mode another tab chose', async ({ page, context }) => {
    await page.goto(DOC);
    await pageSettled(page);
    const other = await context.newPage();
    await other.goto(DOC);
    await other.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: /Switch between dark and light mode/ })).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)');
    expect(await themeIsland(page).getAttribute('data-island-state')).toBe('idle');
  });

  test('works from the keyboard', async ({ page }) => {
    await page.goto(DOC);
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the saved mode survives a reload and syncs to other open tabs', async ({ page, context }) => {
    await page.goto(DOC);
    const other = await context.newPage();
    await other.goto(GLIMMERWICK);
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a mode forced by _sdoc_theme applies to that view and is not saved', async ({ page }) => {
    await page.goto(`${DOC}?_sdoc_theme=dark`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await page.goto(DOC);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('storage', () => {
  test('a colour mode chosen in one tab reaches the other open tabs', async ({ context }) => {
    const other = await context.newPage();
    await other.clock.install();
    await other.goto(DOC);
    // The tab starts listening once it is idle (followThemeAcrossTabs in src/stores/theme.ts), within 2 s.
    await other.clock.runFor(2_000);
    const page = await context.newPage();
    await page.goto(DOC);
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('mobile panel', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens and closes by keyboard, locks scrolling and manages focus', async ({ page }) => {
    await page.goto(DOC);
    const hamburger = page.getByLabel('Toggle navigation bar');
    await hamburger.focus();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    // On a doc page it opens on the docs menu, focus inside the panel.
    const docsMenu = page.locator('[data-doc-sidebar]');
    await expect(docsMenu).toBeVisible();
    await expect(docsMenu.locator(':focus')).toHaveCount(1);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    // Back to the main menu and its links.
    await page.getByRole('button', { name: '← Back to main menu' }).click();
    const mainMenu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(mainMenu.getByRole('link', { name: 'API' })).toBeVisible();
    // The language dropdown starts collapsed (it leads to no other page).
    const language = mainMenu.getByRole('group', { name: 'Language' });
    await expect(language.locator('summary')).toHaveText('English');
    await expect(language).not.toHaveAttribute('open', '');
    await language.locator('summary').click();
    await expect(language).toHaveAttribute('open', '');
    await expect(docsMenu).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(hamburger).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('a tap on the hamburger before its code arrives opens the panel once', async ({ page }) => {
    const held = holdRequests(page, '**/_astro/MobilePanel*');
    await page.goto(DOC);
    await pageSettled(page);
    const hamburger = page.getByLabel('Toggle navigation bar');
    const menu = page.locator('details[data-mobile-menu]');
    await hamburger.click();
    await held.requested;
    // The tap waits for the code: the panel stays shut meanwhile.
    await expect(page.locator(ENHANCED)).toHaveAttribute('data-island-state', 'loading');
    await expect(menu).not.toHaveAttribute('open', '');
    held.release();
    await expect(page.locator(ENHANCED)).toHaveAttribute('data-island-state', 'hydrated');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveAttribute('open', '');
    // Opened as by a tap after hydration: on the docs menu, focus in it, the page behind locked.
    const docsMenu = page.locator('[data-doc-sidebar]');
    await expect(docsMenu.getByRole('button', { name: '← Back to main menu' })).toBeFocused();
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(true);
    // One more tap closes it.
    await hamburger.click();
    await expect(menu).not.toHaveAttribute('open', '');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  });

  test('a panel opened before the page script ran is adopted, not toggled again', async ({ page }) => {
    // With the page script held, the <details> opens natively, as without JavaScript.
    const script = holdRequests(page, '**/_astro/BaseLayout.astro_astro_type_script*');
    await page.goto(DOC, { waitUntil: 'commit' });
    const hamburger = page.getByLabel('Toggle navigation bar');
    const menu = page.locator('details[data-mobile-menu]');
    await hamburger.click();
    await expect(menu).toHaveAttribute('open', '');
    await expect(page.locator('[data-doc-sidebar]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'API' })).toBeVisible();
    script.release();
    await pageSettled(page);
    // The next intent (the pointer over the panel) hydrates the island, which takes the panel as it is.
    await page.getByRole('navigation', { name: 'Main menu' }).hover();
    await expect(page.locator(ENHANCED)).toHaveAttribute('data-island-state', 'hydrated');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveAttribute('open', '');
    await expect(page.getByRole('button', { name: '← Back to main menu' })).toBeFocused();
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open', '');
    await expect(hamburger).toBeFocused();
  });

  test('works after a soft navigation, and a link followed from it closes it', async ({ page }) => {
    await page.goto(DOC);
    await pageSettled(page);
    const hamburger = page.getByLabel('Toggle navigation bar');
    await hamburger.click();
    const docsMenu = page.locator('[data-doc-sidebar]');
    const next = docsMenu.getByRole('link', { name: 'Glimmerwick' });
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${GLIMMERWICK}$`));
    await expect(page.locator('details[data-mobile-menu]')).not.toHaveAttribute('open', '');
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked') || 'mobileMenu' in document.documentElement.dataset)).toBe(false);
    await pageSettled(page);
    await hamburger.click();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(docsMenu.locator('a[aria-current="page"]')).toHaveText('Glimmerwick');
    await page.keyboard.press('Escape');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(hamburger).toBeFocused();
  });

  test('closes when the window grows past 996 px', async ({ page }) => {
    await page.goto(DOC);
    await page.getByLabel('Toggle navigation bar').click();
    await expect(page.locator('[data-doc-sidebar]')).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 812 });
    await expect(page.locator('details[data-mobile-menu]')).not.toHaveAttribute('open', '');
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(false);
  });
});

test.describe('navbar dropdowns', () => {
  test('the language dropdown works by keyboard', async ({ page }) => {
    await page.goto(DOC);
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    const language = nav.getByRole('group', { name: 'Language' });
    const toggle = language.locator('summary');
    await expect(toggle).toHaveText('English');
    await toggle.focus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    const item = language.getByRole('link').first();
    await expect(item).toBeFocused();
    await expect(item).toHaveText('English');
    await expect(item).toHaveAttribute('href', DOC);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('opens on hover and closes on a click outside', async ({ page }) => {
    await page.goto(DOC);
    const dropdown = page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('group', { name: 'Language' });
    await dropdown.hover();
    await expect(dropdown).toHaveAttribute('open', '');
    // A click on the label keeps it open.
    await dropdown.locator('summary').click();
    await expect(dropdown).toHaveAttribute('open', '');
    await page.mouse.move(600, 500);
    await page.mouse.down();
    await page.mouse.up();
    await expect(dropdown).not.toHaveAttribute('open', '');
  });
});
