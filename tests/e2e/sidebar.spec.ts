import { test, expect } from './fixtures/index';

const DOC = '/docs/concepts/daemon/';
const PAGE_SCRIPT = /\/_astro\/BaseLayout\.[^/]*\.js$/;

test.describe('sidebar', () => {
  test('categories animate with a height-based duration, 1 ms with reduced motion, and stay independent', async ({ page }) => {
    await page.goto(DOC);
    const sidebar = page.locator('[data-doc-sidebar]');
    const about = sidebar.locator('details', { has: page.getByText('About Buck2', { exact: true }) });
    await about.locator('summary').click();
    await expect(about).toHaveAttribute('open', '');
    expect(Number(await about.getAttribute('data-animation-ms'))).toBeGreaterThan(100);
    // Opening one category does not close the other.
    await expect(sidebar.locator('details', { has: page.getByText('Concepts', { exact: true }) })).toHaveAttribute('open', '');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await about.locator('summary').click();
    await expect(about).not.toHaveAttribute('open', '');
    await expect(about).toHaveAttribute('data-animation-ms', '1');
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
    expect(aside).toContain('href="/docs/concepts/labels/"');
    expect(aside).not.toContain('href="/docs/about/benefits/compared_to_buck1/"');
    expect(html.indexOf('<template data-doc-sidebar-full>')).toBeGreaterThan(html.indexOf('</main>'));

    await page.goto(DOC);
    const sidebar = page.getByRole('navigation', { name: 'Docs' }).first();
    await expect(sidebar.locator('details', { has: page.getByText('About Buck2', { exact: true }) }).locator('a[href="/docs/about/benefits/compared_to_buck1/"]')).toBeAttached();
    await expect(sidebar.getByRole('link', { name: 'About Buck2', exact: true })).toHaveCount(0);
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
    const rows = () => sidebar.locator(':scope > ul > li').evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().top));
    // Before the page script: a closed category is a link, which the keyboard reaches.
    const aboutLink = sidebar.getByRole('link', { name: 'About Buck2', exact: true });
    await aboutLink.focus();
    await expect(aboutLink).toBeFocused();
    const before = await rows();
    release();
    const about = sidebar.locator('details', { has: page.getByText('About Buck2', { exact: true }) });
    await expect(about.locator('summary')).toBeFocused();
    expect(await rows()).toEqual(before);
    // The row now opens in place.
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('open', '');
    await expect(page).toHaveURL(new RegExp(`${DOC}$`));
  });
});
