import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/index';

/** Whether the browser has laid out the section's first paragraph (content-visibility skips it until then). */
const laidOut = (section: Element) => section.querySelector('p')!.checkVisibility({ contentVisibilityAuto: true });

/** Opens `path` with the page's timers stopped from the start: no step of the layout runs until the test says. */
async function gotoWithStoppedClock(page: Page, path: string) {
  const start = Date.parse('2026-01-01T00:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto(path);
}
const LAST_MEMBER = 'section[aria-labelledby="analysisactionswrite_json"]';

test.describe('long pages lay out what is out of view after load, in small steps', () => {
  test('every member is laid out soon after load, with no reader action', async ({ page }) => {
    await page.goto('/docs/api/build/AnalysisActions/');
    await expect(page.locator('html')).not.toHaveAttribute('data-progressive');
    expect(await page.locator(LAST_MEMBER).evaluate(laidOut)).toBe(true);
  });

  test('while the clock is stopped the far members wait; following a TOC link lays out everything and lands on the member', async ({ page }) => {
    await gotoWithStoppedClock(page, '/docs/api/build/AnalysisActions/');
    await expect(page.locator('html')).toHaveAttribute('data-progressive', '');
    expect(await page.locator(LAST_MEMBER).evaluate(laidOut)).toBe(false);

    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'AnalysisActions.write_json' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-progressive');
    const heading = page.locator('[id="analysisactionswrite_json"]');
    await expect(heading).toBeInViewport();
    const top = await heading.evaluate((h) => h.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(150);
  });

  test('printing shows every member, laid out or not', async ({ page }) => {
    await gotoWithStoppedClock(page, '/docs/api/build/AnalysisActions/');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator(LAST_MEMBER).evaluate(laidOut)).toBe(true);
  });

  test('a deep link, a reload and a rule page', async ({ page }) => {
    // A #member link: nothing is skipped, so the browser places it with real sizes.
    await page.goto('/docs/api/build/AnalysisActions/#analysisactionswrite_json');
    await expect(page.locator('html')).not.toHaveAttribute('data-progressive');
    await expect(page.locator('[id="analysisactionswrite_json"]')).toBeInViewport();
    // Rule attributes use the same steps.
    await gotoWithStoppedClock(page, '/docs/prelude/rules/cxx/cxx_toolchain/');
    await expect(page.locator('html')).toHaveAttribute('data-progressive', '');
    await page.clock.resume();
    await expect(page.locator('html')).not.toHaveAttribute('data-progressive');
    // A reload keeps the reader's scroll position, so it lays out everything at once.
    await page.reload();
    await expect(page.locator('html')).not.toHaveAttribute('data-progressive');
  });

  test("a guide's code blocks out of view wait for the steps too", async ({ page }) => {
    await gotoWithStoppedClock(page, '/docs/rule_authors/configurations_by_example/');
    const lastCode = page.getByRole('article').locator('pre').last();
    expect(await lastCode.evaluate((pre) => pre.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
    await page.clock.resume();
    await expect(page.locator('html')).not.toHaveAttribute('data-progressive');
    expect(await lastCode.evaluate((pre) => pre.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
  });
});
