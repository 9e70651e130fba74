import { test, expect } from './fixtures/index';

test('the rules landing lists every published group with its rules, and the attributes all rules share', async ({ page }) => {
  await page.goto('/docs/prelude/rules/');
  // The landing shows the rules sidebar (the API sidebar only links to it).
  const sidebar = page.getByRole('navigation', { name: 'Rules' }).first();
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('Rules');
  await expect(sidebar.getByRole('link', { name: 'cxx rules', exact: true })).toBeVisible();
  const groups = page.locator('.api-type-list').first();
  await expect(groups.getByRole('link', { name: 'C and C++' })).toHaveAttribute('href', '/docs/prelude/rules/cxx/');
  await expect(groups.getByRole('link', { name: 'cxx_library', exact: true })).toHaveAttribute('href', '/docs/prelude/rules/cxx/cxx_library/');
  const common = page.locator('.rule-common');
  await expect(common.locator('tr#visibility')).toContainText('PUBLIC');
  await expect(common.locator('tr#visibility').getByRole('link')).toHaveAttribute('href', '/docs/concepts/visibility/');
});

test('a group landing lists its rules with their summaries', async ({ page }) => {
  await page.goto('/docs/prelude/rules/cxx/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('C and C++');
  const items = page.locator('.api-type-list__item');
  expect(await items.count()).toBeGreaterThanOrEqual(5);
  for (const text of await items.locator('dd').allTextContents()) expect(text.trim().length).toBeGreaterThan(20);
  await items.getByRole('link', { name: 'cxx_library', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/prelude\/rules\/cxx\/cxx_library\/$/);
});

test('a rule page: example, every attribute with its type and default, common attributes, signature', async ({ page }) => {
  await page.goto('/docs/prelude/rules/cxx/cxx_library/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('cxx_library');
  await expect(page.locator('section[aria-labelledby="example"] pre')).toContainText('cxx_library(');
  const attr = page.locator('section.rule-attr[aria-labelledby="exported_headers"]');
  await expect(attr.getByRole('heading', { level: 3 })).toHaveText(/exported_headers/);
  await expect(attr.locator('.rule-attr__meta')).toContainText('default');
  expect((await attr.locator('.rule-attr__description').textContent())!.trim().length).toBeGreaterThan(20);
  // Every attribute a BUCK file can set has a description.
  const descriptions = page.locator('section.rule-attr');
  const count = await descriptions.count();
  expect(count).toBeGreaterThan(40);
  expect(await page.locator('section.rule-attr .rule-attr__description').count()).toBe(count);
  // Internal attributes are only in the signature.
  await expect(page.locator('section.rule-attr[aria-labelledby^="_"]')).toHaveCount(0);
  await expect(page.locator('.rule-common a[href="/docs/prelude/rules/#within_view"]')).toBeVisible();
  // The TOC stays short: sections only, not every attribute.
  await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link')).toHaveText(['Example', 'Attributes', 'Common attributes', 'Signature']);
  const signature = page.locator('details.rule-signature');
  await expect(signature.locator('pre')).toBeHidden();
  await signature.locator('summary').click();
  await expect(signature.locator('pre')).toContainText('_cxx_toolchain');
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
