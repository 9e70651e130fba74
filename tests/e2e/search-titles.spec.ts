import { readFileSync } from 'node:fs';
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

test('every rule name finds its rule page first', async ({ page }) => {
  test.setTimeout(300_000);
  const rules = ['src/data/rules-facts.json', 'src/data/removed-rules-facts.json'].flatMap(
    (file) => (JSON.parse(readFileSync(file, 'utf8')) as { rules: { group: string; rule: string }[] }).rules,
  );
  await page.goto('/docs/prelude/rules/');
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  const misses: string[] = [];
  for (const { group, rule } of rules) {
    await input.fill(rule);
    await expect(page.locator('.search-modal--pending')).toHaveCount(0);
    const first = page.locator('.DocSearch-Hit [data-url]').first();
    await expect(first).toBeVisible();
    const url = await first.getAttribute('data-url');
    if (url !== `/docs/prelude/rules/${group}/${rule}/`) misses.push(`${rule} -> ${url}`);
  }
  expect(misses).toEqual([]);
});

test('"rule" finds the rule() entry of the build globals among the first three results', async ({ page }) => {
  await page.goto('/docs/');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('rule');
  await expect(page.locator('.search-modal--pending')).toHaveCount(0);
  const urls = await page.locator('.DocSearch-Hit [data-url]').evaluateAll((els) => els.map((e) => e.getAttribute('data-url')));
  const firstThreePages = [...new Set(urls.map((u) => u!.split('#')[0]))].slice(0, 3);
  expect(firstThreePages).toContain('/docs/api/build/');
  expect(urls).toContain('/docs/api/build/#rule');
});
