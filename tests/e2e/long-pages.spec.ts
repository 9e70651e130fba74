import { test, expect } from './fixtures/index';

/** Whether the browser has laid out the section's first paragraph (content-visibility skips it while far from the screen). */
const laidOut = (section: Element) => section.querySelector('p')!.checkVisibility({ contentVisibilityAuto: true });
// The last attribute of the largest rule page (API members are always laid out: src/styles/api.css).
const RULE = '/docs/prelude/rules/cxx/cxx_toolchain/';
const LAST_ATTRIBUTE = 'section[aria-labelledby="use_header_map"]';

test.describe('long reference pages lay out only what is near the screen, and every section stays reachable', () => {
  test('an attribute far down the page waits until the reader comes near it', async ({ page }) => {
    await page.goto(RULE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator(LAST_ATTRIBUTE).evaluate(laidOut)).toBe(false);
    // The reader goes to the end of the page (End key), again if the page grew as members above were laid out.
    await expect
      .poll(async () => {
        await page.keyboard.press('End');
        return page.locator(LAST_ATTRIBUTE).evaluate(laidOut);
      })
      .toBe(true);
  });

  test('following a TOC link lands on the member', async ({ page }) => {
    await page.goto('/docs/api/build/AnalysisActions/');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'AnalysisActions.write_json' }).click();
    const heading = page.locator('[id="analysisactionswrite_json"]');
    await expect(heading).toBeInViewport();
    const top = await heading.evaluate((h) => h.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(150);
  });

  test('a deep link opens at the member, on an API page and on a rule page', async ({ page }) => {
    await page.goto('/docs/api/build/AnalysisActions/#analysisactionswrite_json');
    await expect(page.locator('[id="analysisactionswrite_json"]')).toBeInViewport();
    await page.goto('/docs/prelude/rules/cxx/cxx_toolchain/#use_header_map');
    await expect(page.locator('[id="use_header_map"]')).toBeInViewport();
  });

  test('printing shows every attribute', async ({ page }) => {
    await page.goto(RULE);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator(LAST_ATTRIBUTE).evaluate(laidOut)).toBe(true);
  });
});
