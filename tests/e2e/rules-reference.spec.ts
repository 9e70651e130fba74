import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/index';

/** A section of a page body, named by its heading's text. */
const section = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });
/** An attribute's type and default: the paragraph a screen reader starts with "Type:". */
const TYPE_LINE = /^\s*Type: /;

test('the rules landing lists every published group with its rules, and the attributes all rules share', async ({ page }) => {
  await page.goto('/docs/prelude/rules/');
  // The landing shows the rules sidebar (the API sidebar only links to it).
  const sidebar = page.getByRole('navigation', { name: 'Rules' }).first();
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('Rules');
  await expect(sidebar.getByRole('link', { name: 'cxx rules', exact: true })).toBeVisible();
  // Each group is a term of the list, its rules in the definition.
  const groups = page.getByRole('article');
  await expect(groups.getByRole('term').getByRole('link', { name: 'C and C++' })).toHaveAttribute('href', '/docs/prelude/rules/cxx/');
  await expect(groups.getByRole('definition').getByRole('link', { name: 'cxx_library', exact: true })).toHaveAttribute('href', '/docs/prelude/rules/cxx/cxx_library/');
  const common = page.getByRole('table', { name: 'Attributes every rule accepts' });
  const visibility = common.getByRole('row').filter({ has: page.getByRole('cell', { name: 'visibility', exact: true }) });
  await expect(visibility).toHaveAttribute('id', 'visibility');
  await expect(visibility).toContainText('PUBLIC');
  await expect(visibility.getByRole('link')).toHaveAttribute('href', '/docs/concepts/visibility/');
});

test('a group landing lists its rules with their summaries', async ({ page }) => {
  await page.goto('/docs/prelude/rules/cxx/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('C and C++');
  const rules = section(page, 'Rules');
  const summaries = rules.getByRole('definition');
  expect(await summaries.count()).toBeGreaterThanOrEqual(5);
  await expect(summaries).toHaveCount(await rules.getByRole('term').count());
  for (const text of await summaries.allTextContents()) expect(text.trim().length).toBeGreaterThan(20);
  await rules.getByRole('term').getByRole('link', { name: 'cxx_library', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/prelude\/rules\/cxx\/cxx_library\/$/);
});

test('a rule page: example, every attribute with its type and default, common attributes, signature', async ({ page }) => {
  await page.goto('/docs/prelude/rules/cxx/cxx_library/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('cxx_library');
  await expect(page.locator('section[aria-labelledby="example"] pre')).toContainText('cxx_library(');
  const attr = section(page, 'exported_headers');
  await expect(attr.getByRole('heading', { level: 3 })).toHaveText(/exported_headers/);
  await expect(attr.getByRole('paragraph').filter({ hasText: TYPE_LINE })).toContainText('default');
  const description = await attr.getByRole('paragraph').filter({ hasNotText: TYPE_LINE }).allTextContents();
  expect(description.join(' ').trim().length).toBeGreaterThan(20);
  // Every attribute a BUCK file can set has a description.
  const attributes = section(page, 'Attributes').getByRole('region');
  const count = await attributes.count();
  expect(count).toBeGreaterThan(40);
  await expect(attributes.filter({ has: page.getByRole('paragraph').filter({ hasNotText: TYPE_LINE }) })).toHaveCount(count);
  // Internal attributes are only in the signature.
  await expect(page.getByRole('region', { name: /^_/ })).toHaveCount(0);
  const withinView = page.getByRole('table', { name: 'Common attributes' }).getByRole('link', { name: 'within_view', exact: true });
  await expect(withinView).toBeVisible();
  await expect(withinView).toHaveAttribute('href', '/docs/prelude/rules/#within_view');
  // The TOC stays short: sections only, not every attribute.
  await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link')).toHaveText(['Example', 'Attributes', 'Common attributes', 'Signature']);
  const signature = section(page, 'Signature').getByRole('group');
  const declaration = signature.getByText('_cxx_toolchain');
  await expect(declaration).toBeHidden();
  // By keyboard: far down this long page, sections laid out as they scroll into
  // view (content-visibility) can move the summary between aiming and clicking.
  await signature.getByText('Show the signature of').focus();
  await page.keyboard.press('Enter');
  await expect(declaration).toBeVisible();
});

test('an attribute deep link lands on the attribute', async ({ page }) => {
  await page.goto('/docs/prelude/rules/cxx/cxx_library/#preferred_linkage');
  await expect(page.locator('[id="preferred_linkage"]')).toBeInViewport();
});

test('the rules sidebar groups rules by language and the Rules navbar item is active', async ({ page }) => {
  await page.goto('/docs/prelude/rules/core/genrule/');
  const sidebar = page.getByRole('navigation', { name: 'Rules' }).first();
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('genrule');
  // A group's label is its prelude folder; a screen reader hears it with context.
  await expect(sidebar.getByRole('link', { name: 'cxx rules', exact: true })).toHaveAttribute('href', '/docs/prelude/rules/cxx/');
  await expect(page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('listitem').locator('a[aria-current="page"]')).toHaveText(['Rules']);
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('core');
});
