import { test, expect } from './fixtures';
import { MAIN_SIDEBAR_GUIDES } from '../built/guide-lists';

const GUIDES = Object.values(MAIN_SIDEBAR_GUIDES).flatMap((g) => g.paths);

test("every guide's title, typed into the search modal, finds that guide first", async ({ page }) => {
  test.setTimeout(300_000);
  const titles = new Map<string, string>();
  for (const path of GUIDES) {
    const html = await (await page.request.get(path)).text();
    titles.set(path, html.match(/<h1>([^<]+)<\/h1>/)![1]!.replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&quot;/g, '"'));
  }
  await page.goto('/docs/');
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  const misses: string[] = [];
  for (const [path, title] of titles) {
    await input.fill(title.slice(0, 64));
    const first = page.locator('.DocSearch-Hit [data-url]').first();
    // Wait for this query's answer, then read its first hit.
    await expect(page.locator('.search-modal--pending')).toHaveCount(0);
    await expect(first).toBeVisible();
    const url = await first.getAttribute('data-url');
    if (url !== path) misses.push(`"${title}" -> ${url} (expected ${path})`);
  }
  expect(misses).toEqual([]);
});
