import { readFileSync } from 'node:fs';
import { test, expect } from './fixtures/index';

interface FactsPage { path: string; title: string; members: { name: string; anchor: string | null }[] }
const facts = JSON.parse(readFileSync('tests/fixtures/buck2-api-facts.json', 'utf8')) as { pages: FactsPage[] };
const apiPages = facts.pages.filter((p) => p.path !== '/docs/api/');

test('every API page lists each of its members with a signature, under its old anchor', async ({ request }) => {
  test.setTimeout(120_000);
  for (const page of apiPages) {
    const html = await (await request.get(page.path)).text();
    expect(html, page.path).toContain(`<h1>${page.title}</h1>`);
    // Summaries mark code with backticks in YAML; the page shows code, not backticks.
    expect(html.match(/<p class="api-summary">([\s\S]*?)<\/p>/)?.[1], `${page.path} summary`).not.toContain('`');
    for (const member of page.members) {
      const anchor = member.anchor ?? 'constructor';
      const section = html.split(`aria-labelledby="${anchor}"`)[1];
      expect(section, `${page.path}#${anchor}`).toBeDefined();
      expect(section!.slice(0, section!.indexOf('</section>')), `${page.path}#${anchor} signature`).toContain('class="api-signature"');
    }
  }
});

test('an old member deep link scrolls to the member', async ({ page }) => {
  await page.goto('/docs/api/build/AnalysisActions/#analysisactionsdeclare_output');
  const heading = page.locator('[id="analysisactionsdeclare_output"]');
  await expect(heading).toHaveText(/AnalysisActions\.declare_output/);
  await expect(heading).toBeInViewport();
});

test('types in signatures link to their pages', async ({ page }) => {
  await page.goto('/docs/api/build/AnalysisActions/#analysisactionsdeclare_output');
  const signature = page.locator('section[aria-labelledby="analysisactionsdeclare_output"] .api-signature');
  await signature.getByRole('link', { name: 'Artifact', exact: true }).first().click();
  await expect(page).toHaveURL(/\/docs\/api\/build\/Artifact\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artifact');
  // Generic types link their parts: list[...] to Starlark's list.
  await page.goto('/docs/api/bxl/Context/');
  const links = page.locator('.api-signature a.api-type-link');
  expect(await links.count()).toBeGreaterThan(5);
  await expect(page.locator('.api-signature a[href="/docs/api/bxl/CqueryContext/"]').first()).toHaveText("bxl.CqueryContext");
});

test('the API sidebar highlights the page and the API navbar item is active', async ({ page }) => {
  await page.goto('/docs/api/build/Artifact/');
  const sidebar = page.getByRole('navigation', { name: 'API' }).first();
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('Artifact');
  await expect(sidebar.getByRole('link', { name: 'Build APIs' })).toHaveAttribute('href', '/docs/api/build/');
  await expect(page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('listitem').locator('a[aria-current="page"]')).toHaveText(['API']);
});

test('a section landing lists its types with their summaries', async ({ page }) => {
  await page.goto('/docs/api/starlark/');
  const list = page.locator('.api-type-list');
  await expect(list.getByRole('link', { name: 'str', exact: true })).toHaveAttribute('href', '/docs/api/starlark/str/');
  const items = list.locator('.api-type-list__item');
  expect(await items.count()).toBeGreaterThan(10);
  for (const text of await items.locator('dd').allTextContents()) expect(text.trim().length).toBeGreaterThan(10);
});

test('a type page shows where it is returned and accepted', async ({ page }) => {
  await page.goto('/docs/api/build/Artifact/');
  const usage = page.locator('section.api-usage');
  await expect(usage.getByRole('heading', { name: 'Returned by' })).toBeVisible();
  await expect(usage.getByRole('link', { name: 'AnalysisActions.declare_output' })).toHaveAttribute(
    'href',
    '/docs/api/build/AnalysisActions/#analysisactionsdeclare_output',
  );
});

test('a summary shows its code as code', async ({ page }) => {
  await page.goto('/docs/api/build/AnalysisActions/');
  await expect(page.locator('.api-summary code')).toHaveText('ctx.actions');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /available as ctx\.actions, used/);
});

test('each parameter reads as name: type = default, with its kind, and stays legible on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/docs/api/build/AnalysisActions/#analysisactionsassembled_dir');
  const member = page.locator('section[aria-labelledby="analysisactionsassembled_dir"]');
  await expect(member.locator('.api-params__title')).toHaveText('Parameters');
  const terms = member.locator('.api-params dt');
  await expect(terms.filter({ hasText: 'has_content_based_path' })).toHaveText(/^has_content_based_path: None \| bool = None\s*keyword only$/);
  await expect(terms.filter({ hasText: /^output/ })).toHaveText(/^output: Artifact \| OutputArtifact \| str\s*positional only\s*required$/);
  await expect(member.locator('.api-params dd').first()).toContainText('The directory to produce');
  // A type name is never broken across lines, as it was in a table column a few letters wide.
  const typeLink = terms.filter({ hasText: /^output/ }).getByRole('link', { name: 'OutputArtifact' });
  expect(await typeLink.evaluate((a) => a.getClientRects().length)).toBe(1);
  await typeLink.click();
  await expect(page).toHaveURL(/\/docs\/api\/build\/OutputArtifact\/$/);
});

test("an API page's table of contents lists each heading of its body: the member index and where the type is used", async ({ page }) => {
  await page.goto('/docs/api/build/Artifact/');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc.getByRole('link', { name: 'Members', exact: true })).toHaveAttribute('href', '#members');
  await expect(toc.getByRole('link', { name: 'Returned by', exact: true })).toHaveAttribute('href', '#returned-by');
  await toc.getByRole('link', { name: 'Members', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Members/ })).toBeInViewport();
});
