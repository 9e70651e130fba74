import AxeBuilder from '@axe-core/playwright';
import { test, expect, setTheme } from './fixtures';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'doc page', path: '/docs/concepts/buckconfig/' },
  { name: 'doc page with tabs and diagrams', path: '/docs/getting_started/install/' },
  { name: 'API reference page', path: '/docs/api/build/AnalysisActions/' },
  { name: 'API section landing', path: '/docs/api/starlark/' },
  { name: 'rule page', path: '/docs/prelude/rules/cxx/cxx_library/' },
  { name: 'rules landing', path: '/docs/prelude/rules/' },
  { name: 'command page', path: '/docs/users/commands/build/' },
  { name: 'search page with results', path: '/search/?q=target' },
  { name: 'not-found page', path: '/no-such-page/' },
];

/**
 * Reference pages repeat one component per member or attribute (up to 100 on
 * a page): axe checks the first three of each, so it stays fast on the
 * largest page while still covering every kind of markup.
 */
const REPEATED_BEYOND_THREE = ['.api-member ~ .api-member ~ .api-member ~ .api-member', '.rule-attr ~ .rule-attr ~ .rule-attr ~ .rule-attr'];

/**
 * The docs sidebar (about 170 links) is the same component on every page: it
 * is checked in full on the doc page and in the mobile panel, and left out
 * elsewhere so each check stays quick.
 */
async function seriousViolations(page: import('@playwright/test').Page, include?: string, { withSidebar = false } = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (include) builder = builder.include(include);
  for (const selector of REPEATED_BEYOND_THREE) builder = builder.exclude(selector);
  if (!withSidebar) builder = builder.exclude('.doc-sidebar');
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n  ')}`);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} mode`, () => {
    test.beforeEach(async ({ page }) => setTheme(page, theme));

    for (const { name, path } of PAGES) {
      test(`axe finds no serious or critical violation on the ${name}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        if (path.startsWith('/search/')) await expect(page.locator('.search-result').first()).toBeVisible();
        const blocking = await seriousViolations(page, undefined, { withSidebar: name === 'doc page' });
        expect(blocking, blocking.join('\n')).toEqual([]);
      });
    }

    test('axe finds no serious or critical violation in the open search modal with results', async ({ page }) => {
      await page.goto('/docs/concepts/daemon/');
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill('visibility');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      const blocking = await seriousViolations(page, '.DocSearch-Container');
      expect(blocking, blocking.join('\n')).toEqual([]);
    });

    test('axe finds no serious or critical violation in the open mobile panel', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/docs/concepts/daemon/');
      await page.getByLabel('Toggle navigation bar').click();
      await expect(page.locator('[data-doc-sidebar]')).toBeVisible();
      const blocking = await seriousViolations(page, undefined, { withSidebar: true });
      expect(blocking, blocking.join('\n')).toEqual([]);
    });

    test('the saved colour mode is applied before first paint', async ({ page }) => {
      // The attribute must be right in the very first frame: read it before any script of ours runs after parse.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') {
            (window as unknown as { themeAtParse: string | null }).themeAtParse = document.documentElement.getAttribute('data-theme');
          }
        });
      });
      await page.goto('/docs/concepts/daemon/');
      expect(await page.evaluate(() => (window as unknown as { themeAtParse: string | null }).themeAtParse)).toBe(theme);
    });
  });
}

test('light is the default, whatever the system prefers', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/docs/concepts/daemon/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
