import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/index';

interface FactsPage { path: string; title: string; members: { name: string; anchor: string | null }[] }
const facts = JSON.parse(readFileSync('tests/fixtures/buck2-api-facts.json', 'utf8')) as { pages: FactsPage[] };
const apiPages = facts.pages.filter((p) => p.path !== '/docs/api/');

/** A section of a page body, named by its heading's text. */
const section = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });

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
  const signature = section(page, 'AnalysisActions.declare_output').getByRole('figure', { name: 'Signature' });
  await signature.getByRole('link', { name: 'Artifact', exact: true }).first().click();
  await expect(page).toHaveURL(/\/docs\/api\/build\/Artifact\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artifact');
  // Generic types link their parts: list[...] to Starlark's list.
  await page.goto('/docs/api/bxl/Context/');
  const signatures = page.getByRole('figure', { name: 'Signature' });
  expect(await signatures.getByRole('link').count()).toBeGreaterThan(5);
  await expect(signatures.locator('a[href="/docs/api/bxl/CqueryContext/"]').first()).toHaveText("bxl.CqueryContext");
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
  const list = section(page, 'Types');
  await expect(list.getByRole('term').getByRole('link', { name: 'str', exact: true })).toHaveAttribute('href', '/docs/api/starlark/str/');
  const summaries = list.getByRole('definition');
  expect(await summaries.count()).toBeGreaterThan(10);
  await expect(summaries).toHaveCount(await list.getByRole('term').count());
  for (const text of await summaries.allTextContents()) expect(text.trim().length).toBeGreaterThan(10);
});

test('a type page shows where it is returned and accepted', async ({ page }) => {
  await page.goto('/docs/api/build/Artifact/');
  const usage = section(page, 'Where Artifact is used');
  await expect(usage.getByRole('heading', { name: 'Returned by' })).toBeVisible();
  await expect(usage.getByRole('link', { name: 'AnalysisActions.declare_output' })).toHaveAttribute(
    'href',
    '/docs/api/build/AnalysisActions/#analysisactionsdeclare_output',
  );
});

test('a summary shows its code as code', async ({ page }) => {
  await page.goto('/docs/api/build/AnalysisActions/');
  const summary = page.getByRole('article').getByRole('paragraph').filter({ hasText: 'available as ctx.actions, used' });
  await expect(summary.getByRole('code')).toHaveText('ctx.actions');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /available as ctx\.actions, used/);
});

test('each parameter reads as name: type = default, with its kind, and stays legible on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/docs/api/build/AnalysisActions/#analysisactionsassembled_dir');
  const member = section(page, 'AnalysisActions.assembled_dir');
  const params = member.getByRole('group', { name: 'Parameters' });
  await expect(params.getByText('Parameters', { exact: true })).toBeVisible();
  const terms = params.getByRole('term');
  await expect(terms.filter({ hasText: 'has_content_based_path' })).toHaveText(/^has_content_based_path: None \| bool = None\s*keyword only$/);
  await expect(terms.filter({ hasText: /^output/ })).toHaveText(/^output: Artifact \| OutputArtifact \| str\s*positional only\s*required$/);
  await expect(params.getByRole('definition').first()).toContainText('The directory to produce');
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
