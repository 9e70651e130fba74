import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, holdRequests, pageSettled } from './fixtures/index';
import { resultTitles } from './fixtures/search';

/** The page as Markdown (copy control, twin) and as printed. */
const DOC = '/docs/concepts/buckconfig/';
const TWIN = `${DOC}index.md`;
/** The copy-as-Markdown control: a button, a link to the twin and a status line. */
const control = (page: Page) => page.locator('[data-page-markdown]');

test.describe('copy page as Markdown', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the button, used from the keyboard, copies the Markdown twin and says so in a polite live region', async ({ page }) => {
    const twin = await (await page.request.get(TWIN)).text();
    expect(twin.startsWith('# .buckconfig\n')).toBe(true);
    await page.goto(DOC);
    const button = control(page).getByRole('button', { name: 'Copy as Markdown' });
    const status = control(page).getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveText('');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    await expect(control(page).getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', TWIN);
  });

  test('when the twin cannot be fetched, it says so and the link to the twin stays', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 503 \(Service Unavailable\) \(at .*\/index\.md\)/);
    await page.goto(DOC);
    await page.route(`**${TWIN}`, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.getByRole('button', { name: 'Copy as Markdown' }).click();
    await expect(control(page).getByRole('status')).toHaveText(/Could not copy.*Markdown link/);
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toBeVisible();
  });

  test('nothing is fetched before the click', async ({ page }) => {
    const held = holdRequests(page, `**${TWIN}`);
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.md')) fetched.push(r.url());
    });
    await page.goto(DOC);
    await pageSettled(page);
    expect(fetched).toEqual([]);
    await page.getByRole('button', { name: 'Copy as Markdown' }).click();
    await held.requested;
    held.release();
    await expect(control(page).getByRole('status')).toHaveText('Copied');
  });

  test('the control passes axe, contrast included, in both colour modes', async ({ page }) => {
    await page.goto('/docs/api/build/AnalysisActions/');
    await expect(page.getByRole('button', { name: 'Copy as Markdown' })).toBeVisible();
    for (const theme of ['light', 'dark']) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      const { violations } = await new AxeBuilder({ page }).include('[data-page-markdown]').withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(violations.map((v) => `${theme}: ${v.id}`)).toEqual([]);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the control is a link that opens the Markdown twin', async ({ page }) => {
    // A Markdown document names no icon, so Chrome may ask for /favicon.ico, which the site does not have.
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    await page.goto(DOC);
    await expect(control(page).getByRole('button')).toHaveCount(0);
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(TWIN)), page.getByRole('link', { name: 'View as Markdown' }).click()]);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    await expect(page).toHaveURL(new RegExp(`${TWIN}$`));
    await expect(page.locator('body')).toContainText('# .buckconfig');
  });
});

test('the browser search the head points at opens /search/ with the query', async ({ page }) => {
  await page.goto(DOC);
  const href = await page.locator('head link[rel="search"]').getAttribute('href');
  const xml = await (await page.request.get(href!)).text();
  const template = xml.match(/<Url type="text\/html" method="get" template="([^"]+)"/)![1]!;
  const url = new URL(template.replace('{searchTerms}', 'daemon'));
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('searchbox')).toHaveValue('daemon');
  await expect(resultTitles(page).first()).toBeVisible();
});

test.describe('print', () => {
  test('shows the content only, with external link targets, every tab and open details', async ({ page }) => {
    await page.goto('/docs/getting_started/install/');
    await page.emulateMedia({ media: 'print' });
    const chrome = {
      navbar: page.getByRole('banner'),
      sidebar: page.locator('[data-doc-sidebar]'),
      'table of contents': page.getByRole('navigation', { name: 'On this page' }),
      'collapsible table of contents': page.getByRole('article').locator('details', { has: page.getByText('On this page', { exact: true }) }),
      footer: page.getByRole('contentinfo'),
      'previous and next': page.getByRole('navigation', { name: 'Docs pages' }),
      'copy as Markdown': control(page),
      breadcrumbs: page.getByRole('navigation', { name: 'Breadcrumbs' }),
      'copy code': page.getByRole('button', { name: 'Copy code to clipboard' }),
    };
    for (const [name, part] of Object.entries(chrome)) await expect(part.first(), name).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const external = page.getByRole('article').locator('a[href^="https://"]').first();
    const href = await external.getAttribute('href');
    expect(await external.evaluate((a) => getComputedStyle(a, '::after').content)).toContain(`(${href})`);

    const panels = page.getByRole('radiogroup', { name: 'Tabs' }).first().locator(':scope > div');
    for (const panel of await panels.all()) await expect(panel).toBeVisible();

    await page.emulateMedia({ media: 'screen' });
    await page.goto('/docs/prelude/rules/cxx/cxx_library/');
    // The section is named by its heading.
    const signature = page.getByRole('region', { name: 'Signature', exact: true }).getByText('_cxx_toolchain');
    await expect(signature).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(signature).toBeVisible();
  });

  test('prints dark on white in dark mode too', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto(DOC);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('article').locator('h1 ~ p').first()).toHaveCSS('color', 'rgb(0, 0, 0)');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  });
});
