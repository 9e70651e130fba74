import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures/index';
import { BRELLATIDE, FENWHISTLE, FIXTURE_SITE, GLIMMERWICK, VANTOREL } from './fixtures/ui-pages';

// On the test site's fixture pages (fixtures/ui-pages.ts): the page is in the
// category Marrowind, inside "UI fixtures"; the category Tessaly beside it is closed.
test.use({ baseURL: FIXTURE_SITE });
const DOC = FENWHISTLE;
const PAGE_SCRIPT = /\/_astro\/BaseLayout\.[^/]*\.js$/;

/**
 * A category of the sidebar (its <details>) by its label: the text of its
 * summary, or, when the label is a link to the category's page, the summary's
 * name "Pages under ...". (The categories around it hold the label too.)
 */
const category = (sidebar: Locator, label: string) =>
  sidebar.locator('summary').filter({ hasText: new RegExp(`^${label}$`) }).or(sidebar.getByLabel(`Pages under ${label}`, { exact: true })).locator('..');

test.describe('sidebar', () => {
  test('categories animate with a height-based duration, 1 ms with reduced motion, and stay independent', async ({ page }) => {
    await page.goto(DOC);
    const sidebar = page.locator('[data-doc-sidebar]');
    const tessaly = category(sidebar, 'Tessaly');
    await tessaly.locator('summary').click();
    await expect(tessaly).toHaveAttribute('open', '');
    expect(Number(await tessaly.getAttribute('data-animation-ms'))).toBeGreaterThan(100);
    // Opening one category does not close the other.
    await expect(category(sidebar, 'Marrowind')).toHaveAttribute('open', '');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await tessaly.locator('summary').click();
    await expect(tessaly).not.toHaveAttribute('open', '');
    await expect(tessaly).toHaveAttribute('data-animation-ms', '1');
  });

  test('can be hidden on desktop and the choice is remembered', async ({ page }) => {
    await page.goto(DOC);
    const nav = page.locator('[data-doc-sidebar]').getByRole('navigation', { name: 'Docs' });
    await expect(nav).toBeVisible();
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeFocused();
    await page.reload();
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(nav).toBeVisible();
  });
});

test.describe('the short sidebar of a page\'s first bytes', () => {
  test('holds the categories on the page\'s path; the full one is in place once the page script runs', async ({ page }) => {
    const html = await (await page.request.get(DOC)).text();
    const aside = html.match(/<aside class="doc-sidebar"[\s\S]*?<\/aside>/)![0];
    expect(aside).toContain(`href="${GLIMMERWICK}"`);
    // A closed category is a link to its first page; its other pages are left out.
    expect(aside).toContain(`href="${BRELLATIDE}"`);
    expect(aside).not.toContain(`href="${VANTOREL}"`);
    expect(html.indexOf('<template data-doc-sidebar-full>')).toBeGreaterThan(html.indexOf('</main>'));

    await page.goto(DOC);
    const sidebar = page.getByRole('navigation', { name: 'Docs' }).first();
    await expect(category(sidebar, 'Tessaly').locator(`a[href="${VANTOREL}"]`)).toBeAttached();
    await expect(sidebar.getByRole('link', { name: 'Tessaly', exact: true })).toHaveCount(0);
    await expect(page.locator('template[data-doc-sidebar-full]')).toHaveCount(0);
  });

  test('swapping in the full sidebar moves no row and keeps the focus on its row', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(PAGE_SCRIPT, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(DOC, { waitUntil: 'commit' });
    const sidebar = page.getByRole('navigation', { name: 'Docs' }).first();
    // Every row on screen, nested ones included (the rows of closed categories are not on screen).
    const rows = () => sidebar.locator('li').evaluateAll((lis) => lis.filter((li) => li.checkVisibility()).map((li) => li.getBoundingClientRect().top));
    // Before the page script: a closed category is a link, which the keyboard reaches.
    const tessalyLink = sidebar.getByRole('link', { name: 'Tessaly', exact: true });
    await tessalyLink.focus();
    await expect(tessalyLink).toBeFocused();
    const before = await rows();
    release();
    const tessaly = category(sidebar, 'Tessaly');
    await expect(tessaly.locator('summary')).toBeFocused();
    expect(await rows()).toEqual(before);
    // The row now opens in place.
    await page.keyboard.press('Enter');
    await expect(tessaly).toHaveAttribute('open', '');
    await expect(page).toHaveURL(new RegExp(`${DOC}$`));
  });
});
