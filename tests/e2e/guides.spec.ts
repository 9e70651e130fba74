import { test, expect } from './fixtures';

/** Issue 5: About Buck2 and Concepts, in the main sidebar's order. */
const GUIDES = [
  ['/docs/about/why/', 'About Buck2'],
  ['/docs/about/benefits/compared_to_buck1/', 'About Buck2'],
  ['/docs/about/bootstrapping/', 'About Buck2'],
  ['/docs/about/language_support/', 'About Buck2'],
  ...[
    'key_concepts', 'concept_map', 'build_rule', 'build_file', 'build_target', 'target_pattern', 'buck_out', 'visibility',
    'toolchain', 'daemon', 'labels', 'isolation_dir', 'buckconfig', 'configurations', 'modifiers', 'glossary',
  ].map((p) => [`/docs/concepts/${p}/`, 'Concepts']),
] as const;

test('every About and Concepts page is built, listed in the main sidebar in order, with a description and h2 sections', async ({ page }) => {
  test.setTimeout(90_000);
  const positions: Record<string, number[]> = {};
  for (const [path, category] of GUIDES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('.markdown h2').first(), path).toBeVisible();
    await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /\S{3,}/);
    const sidebar = page.locator('[data-doc-sidebar]');
    const group = sidebar.locator('li.sidebar-item--category', { has: page.getByText(category, { exact: true }) });
    const links = await group.locator('a.sidebar-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links, `${path} in the ${category} category`).toContain(path);
    (positions[category] ??= []).push(links.indexOf(path));
  }
  // Listed in the spec's order.
  for (const list of Object.values(positions)) expect([...list].sort((a, b) => a - b)).toEqual(list);
});

test('the glossary defines at least 40 terms, each with a stable anchor', async ({ page }) => {
  await page.goto('/docs/concepts/glossary/');
  const terms = page.locator('.markdown h3[id]');
  expect(await terms.count()).toBeGreaterThanOrEqual(40);
  await page.goto('/docs/concepts/glossary/#target-pattern');
  await expect(page.locator('[id="target-pattern"]')).toBeInViewport();
});

const COMMANDS = [
  'aquery', 'audit', 'build', 'bxl', 'clean', 'completion', 'cquery', 'ctargets', 'docs', 'expand-external-cell', 'explain',
  'help-env', 'init', 'install', 'kill', 'killall', 'log', 'lsp', 'profile', 'query', 'root', 'run', 'server', 'starlark',
  'status', 'subscribe', 'targets', 'test', 'uquery', 'utargets',
];

test('every buck2 command has a page with its usage line, listed under Users > Commands and on the landing', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/docs/users/commands/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Commands');
  const landingLinks = await page.locator('.markdown a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  const sidebar = page.locator('[data-doc-sidebar]');
  const commands = sidebar.locator('li.sidebar-item--category', { has: page.getByRole('link', { name: 'Commands', exact: true }) });
  const sidebarLinks = await commands.locator('a.sidebar-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  for (const command of COMMANDS) {
    const path = `/docs/users/commands/${command}/`;
    expect(landingLinks, `the landing links ${path}`).toContain(path);
    expect(sidebarLinks, `the sidebar lists ${path}`).toContain(path);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(`buck2 ${command}`);
    await expect(page.locator('[id="usage"] + .expressive-code pre'), path).toContainText(`buck2 ${command}`);
  }
  await page.goto('/docs/users/commands/common-options/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Common options');
});
