import AxeBuilder from '@axe-core/playwright';
import { test, expect, holdRequests, pageSettled } from './fixtures/index';

/** The page as Markdown (copy control, twin) and as printed. */
const DOC = '/docs/concepts/buckconfig/';
const TWIN = `${DOC}index.md`;

test.describe('copy page as Markdown', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the button, used from the keyboard, copies the Markdown twin and says so in a polite live region', async ({ page }) => {
    const twin = await (await page.request.get(TWIN)).text();
    expect(twin.startsWith('# .buckconfig\n')).toBe(true);
    await page.goto(DOC);
    const control = page.locator('.page-markdown');
    const button = control.getByRole('button', { name: 'Copy as Markdown' });
    const status = control.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveText('');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    await expect(control.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', TWIN);
  });

  test('when the twin cannot be fetched, it says so and the link to the twin stays', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 503 \(Service Unavailable\) \(at .*\/index\.md\)/);
    await page.goto(DOC);
    await page.route(`**${TWIN}`, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.getByRole('button', { name: 'Copy as Markdown' }).click();
    await expect(page.locator('.page-markdown').getByRole('status')).toHaveText(/Could not copy.*Markdown link/);
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
    await expect(page.locator('.page-markdown').getByRole('status')).toHaveText('Copied');
  });

  test('the control passes axe, contrast included, in both colour modes', async ({ page }) => {
    await page.goto('/docs/api/build/AnalysisActions/');
    await expect(page.getByRole('button', { name: 'Copy as Markdown' })).toBeVisible();
    for (const theme of ['light', 'dark']) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      const { violations } = await new AxeBuilder({ page }).include('.page-markdown').withTags(['wcag2a', 'wcag2aa']).analyze();
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
    await expect(page.locator('.page-markdown').getByRole('button')).toHaveCount(0);
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
  await expect(page.locator('.search-result').first()).toBeVisible();
});

test.describe('print', () => {
  test('shows the content only, with external link targets, wrapped code, every tab and open details', async ({ page }) => {
    await page.goto('/docs/getting_started/install/');
    await page.emulateMedia({ media: 'print' });
    for (const chrome of ['.navbar', '.doc-sidebar', '.doc-toc-column', '.toc--collapsible', '.footer', '.pagination', '.page-markdown', '.breadcrumbs']) {
      await expect(page.locator(chrome).first(), chrome).toBeHidden();
    }
    await expect(page.locator('.code-copy').first()).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const external = page.locator('.markdown a[href^="https://"]').first();
    const href = await external.getAttribute('href');
    expect(await external.evaluate((a) => getComputedStyle(a, '::after').content)).toContain(`(${href})`);

    const line = page.locator('.expressive-code .ec-line .code').first();
    await expect(line).toHaveCSS('white-space', 'pre-wrap');
    const panels = page.locator('.tabs').first().locator('.tabs__panel');
    for (const panel of await panels.all()) await expect(panel).toBeVisible();

    await page.emulateMedia({ media: 'screen' });
    await page.goto('/docs/prelude/rules/cxx/cxx_library/');
    const signature = page.locator('details.rule-signature pre');
    await expect(signature).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(signature).toBeVisible();
  });

  test('prints dark on white in dark mode too', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto(DOC);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.markdown p').first()).toHaveCSS('color', 'rgb(0, 0, 0)');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  });
});
