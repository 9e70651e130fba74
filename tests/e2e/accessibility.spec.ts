import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, holdRequests, setTheme } from './fixtures/index';
import { input, openWithShortcut, resultTitles, seeAll } from './fixtures/search';
import { dismissAnnouncement, FIXTURE_SITE, SEARCH_START } from './fixtures/ui-pages';

const PAGES: { name: string; path: string; details?: string }[] = [
  { name: 'home', path: '/' },
  { name: 'guide', path: '/docs/concepts/buckconfig/' },
  { name: 'guide with tabs and diagrams', path: '/docs/getting_started/install/' },
  { name: 'long guide', path: '/docs/rule_authors/configurations_by_example/' },
  { name: 'command page', path: '/docs/users/commands/build/' },
  { name: 'API type page', path: '/docs/api/build/AnalysisActions/' },
  { name: 'API section landing with every function', path: '/docs/api/build/' },
  { name: 'API section landing', path: '/docs/api/starlark/' },
  // Checked with its signature <details> collapsed, then expanded.
  { name: 'rule page', path: '/docs/prelude/rules/cxx/cxx_library/', details: 'details.rule-signature' },
  { name: 'large rule page', path: '/docs/prelude/rules/cxx/cxx_toolchain/' },
  { name: 'rule group landing', path: '/docs/prelude/rules/cxx/' },
  { name: 'rules landing', path: '/docs/prelude/rules/' },
  { name: 'releases page', path: '/docs/releases/' },
  { name: 'page of one release', path: '/docs/releases/2026-07-01/' },
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
 * is checked in full in the mobile panel, and left out elsewhere so each
 * check stays quick.
 */
interface Scope {
  include?: string;
  withSidebar?: boolean;
  contrastOnly?: boolean;
}

/**
 * Violations of any impact: the WCAG 2.2 A and AA rules (touch target size
 * among them), best practices, and the label-in-name check Lighthouse runs
 * (an experimental axe rule: a control's name contains its visible text).
 */
async function violations(page: Page, { include, withSidebar = false, contrastOnly = false }: Scope = {}) {
  // Only violations are read: axe then records one node, not every node, of the rules that pass (faster on long pages).
  // `options()` replaces every option, so it comes before `withRules`/`withTags`, which add theirs.
  let builder = new AxeBuilder({ page });
  builder = contrastOnly
    ? builder.options({ resultTypes: ['violations'] }).withRules(['color-contrast'])
    : builder
        .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (include) builder = builder.include(include);
  for (const selector of REPEATED_BEYOND_THREE) builder = builder.exclude(selector);
  if (!withSidebar) builder = builder.exclude('.doc-sidebar');
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n  ')}`);
}

/**
 * Every rule in light mode; then, the page switched to dark mode as the
 * theme toggle does (only colours change), the contrast rule again.
 */
async function expectAccessibleInBothModes(page: Page, options: Omit<Scope, 'contrastOnly'> = {}) {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // Check the page as read: long reference pages lay out sections only near the screen (content-visibility),
  // and a code block there becomes focusable once laid out. Lay out everything, then wait two frames.
  await page.addStyleTag({ content: ':root * { content-visibility: visible !important; }' });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const light = await violations(page, options);
  expect(light, `light mode:\n${light.join('\n')}`).toEqual([]);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  const dark = await violations(page, { ...options, contrastOnly: true });
  expect(dark, `dark mode:\n${dark.join('\n')}`).toEqual([]);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
}

for (const { name, path, details } of PAGES) {
  test(`axe finds no violation on the ${name}, in both colour modes`, async ({ page }) => {
    await page.goto(path);
    if (path.startsWith('/search/')) await expect(resultTitles(page).first()).toBeVisible();
    if (details) await expect(page.locator(details)).not.toHaveAttribute('open', '');
    await expectAccessibleInBothModes(page);
    if (details) {
      await page.locator(`${details} > summary`).click();
      await expect(page.locator(details)).toHaveAttribute('open', '');
      await expectAccessibleInBothModes(page, { include: details });
    }
  });
}

// The search modal, the phone panel and the colour mode are the same on every
// page: they are checked on the test site's fixture pages (fixtures/ui-pages.ts),
// with the announcement bar dismissed, as on the public site, which has none.
test.describe('on the fixture pages', () => {
  test.use({ baseURL: FIXTURE_SITE });
  test.beforeEach(({ context }) => dismissAnnouncement(context));

  test('axe finds no violation of any impact in the search modal, with results and with the closest titles only, in both colour modes', async ({ page }) => {
    // Four full axe runs: on a busy 2-core machine they need more than the default minute.
    test.slow();
    await page.goto(SEARCH_START);
    await openWithShortcut(page);
    await input(page).fill('zorvane');
    await expect(seeAll(page)).toBeVisible();
    // The excerpts (their matches marked) arrive after the results.
    await expect(page.getByRole('option').locator('mark').first()).toBeVisible();
    await expectAccessibleInBothModes(page, { include: '[role="dialog"][aria-label="Search docs"]' });
    // Three letters off "Fenwhistle": no match, only the closest titles.
    await input(page).fill('fanwhostlo');
    await expect(page.getByRole('link', { name: 'Let us know.' })).toBeVisible();
    await expectAccessibleInBothModes(page, { include: '[role="dialog"][aria-label="Search docs"]' });
  });

  test('axe finds no violation in the search dialog\'s first frame, in both colour modes', async ({ page }) => {
    const held = holdRequests(page, '**/_astro/SearchModal*');
    await page.goto(SEARCH_START);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Search docs' }).getByRole('searchbox')).toBeFocused();
    await expectAccessibleInBothModes(page, { include: '[role="dialog"][aria-label="Search docs"]' });
    held.release();
  });

  test('axe finds no violation in the open mobile panel, in both colour modes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(SEARCH_START);
    await page.getByLabel('Toggle navigation bar').click();
    await expect(page.locator('[data-doc-sidebar]')).toBeVisible();
    await expectAccessibleInBothModes(page, { withSidebar: true });
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the saved colour mode (${theme}) is applied before first paint`, async ({ page }) => {
      await setTheme(page, theme);
      // The attribute must be right in the very first frame: read it before any script of ours runs after parse.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') {
            (window as unknown as { themeAtParse: string | null }).themeAtParse = document.documentElement.getAttribute('data-theme');
          }
        });
      });
      await page.goto(SEARCH_START);
      expect(await page.evaluate(() => (window as unknown as { themeAtParse: string | null }).themeAtParse)).toBe(theme);
    });
  }

  test('light is the default, whatever the system prefers', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(SEARCH_START);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});
