import { test, expect, pageSettled } from './fixtures/index';
import { redirects } from '../../redirects';
import { FIXTURE_PORT } from '../../playwright.config';

const FIXTURE = `http://127.0.0.1:${FIXTURE_PORT}`;

test.describe('redirects from old paths', () => {
  test('every old path forwards to its page', async ({ request }) => {
    for (const { from, to } of redirects) {
      const html = await (await request.get(from)).text();
      expect(html, from).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
      expect(html, from).toContain(`<script data-to="${to}">`);
    }
  });

  test('an old path lands on its page in a browser, keeping ?a=b#c, with and without the trailing slash', async ({ page }) => {
    // The first, an API type and the last; each with and without the slash.
    const sample = [redirects[0]!, redirects.find((r) => r.from.startsWith('/docs/api/'))!, redirects.at(-1)!];
    for (const [i, { from, to }] of sample.entries()) {
      for (const source of [from, from.replace(/\/$/, '')]) {
        await page.goto(`${source}?a=b#c`);
        await expect(page, `${source} (${i})`).toHaveURL(new RegExp(`${to.replace(/[.]/g, '\\.')}\\?a=b#c$`));
      }
    }
  });

  test('redirect pages are not indexed and name their target as canonical', async ({ request }) => {
    const html = await (await request.get('/docs/why/')).text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<link rel="canonical" href="https://buck2.build/docs/about/why/">');
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    expect(sitemap).not.toContain('/docs/why/');
  });
});

test.describe('redirects without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the meta refresh and a visible link still lead to the page', async ({ page }) => {
    await page.goto('/docs/bootstrapping/');
    await expect(page).toHaveURL(/\/docs\/about\/bootstrapping\/$/);
    await page.goto('/docs/api/bxl/bxl.Context');
    await expect(page).toHaveURL(/\/docs\/api\/bxl\/Context\/$/);
  });
});

test.describe('page-view analytics', () => {
  test('no analytics code and no request when no measurement id is configured', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto('/docs/concepts/daemon/');
    await pageSettled(page);
    expect(requests.filter((u) => /google|gtag/.test(u))).toEqual([]);
    expect(await page.evaluate(() => 'gtag' in window || 'dataLayer' in window)).toBe(false);
  });

  test('with an id: one page_view on load and per path, query or hash change, none repeated', async ({ page }) => {
    const gtagRequests: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      gtagRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: '/* gtag stand-in */' });
    });
    const pageViews = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer: unknown[][] }).dataLayer ?? [])
          .map((entry) => Array.from(entry as ArrayLike<unknown>))
          .filter((args) => args[0] === 'event' && args[1] === 'page_view')
          .map((args) => (args[2] as { page_path: string }).page_path),
      );
    await page.goto(`${FIXTURE}/docs/concepts/daemon/`);
    await expect.poll(pageViews).toEqual(['/docs/concepts/daemon/']);
    expect(gtagRequests).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123']);
    const config = await page.evaluate(() =>
      ((window as unknown as { dataLayer: unknown[][] }).dataLayer ?? []).map((e) => Array.from(e as ArrayLike<unknown>)).find((a) => a[0] === 'config'),
    );
    expect(config).toEqual(['config', 'G-TEST123', { anonymize_ip: true, send_page_view: false }]);
    // The tag is asynchronous: it never blocks rendering.
    expect(await page.locator('script[src*="googletagmanager"]').getAttribute('async')).not.toBeNull();

    await page.evaluate(() => (location.hash = '#why-buck2-uses-a-daemon'));
    await expect.poll(pageViews).toEqual(['/docs/concepts/daemon/', '/docs/concepts/daemon/#why-buck2-uses-a-daemon']);
    await page.evaluate(() => history.pushState({}, '', '/docs/concepts/daemon/?tab=1#why-buck2-uses-a-daemon'));
    // The same URL again is not a new page view.
    await page.evaluate(() => history.replaceState({}, '', '/docs/concepts/daemon/?tab=1#why-buck2-uses-a-daemon'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect.poll(pageViews).toEqual([
      '/docs/concepts/daemon/',
      '/docs/concepts/daemon/#why-buck2-uses-a-daemon',
      '/docs/concepts/daemon/?tab=1#why-buck2-uses-a-daemon',
    ]);
    await page.goBack();
    await expect.poll(async () => (await pageViews()).length).toBe(4);
    // A soft (client-side) navigation to another page.
    await page.locator('[data-doc-sidebar] a[href="/docs/concepts/labels/"]').click();
    await expect.poll(async () => (await pageViews()).at(-1)).toBe('/docs/concepts/labels/');
    expect((await pageViews()).filter((p) => p === '/docs/concepts/labels/')).toHaveLength(1);
  });

  test('a blocked analytics script does not break the page', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/Failed to load resource: net::ERR_FAILED \(at https:\/\/www\.googletagmanager\.com\//);
    await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
    await page.goto(`${FIXTURE}/docs/concepts/daemon/`);
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('embeddable docs mode', () => {
  test('hideNavigation shows the content only', async ({ page }) => {
    await page.goto('/docs/concepts/daemon/?hideNavigation=1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.locator('[data-doc-sidebar]')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
  });

  test('_sdoc_theme sets the colour mode without saving it', async ({ page }) => {
    await page.goto('/docs/concepts/daemon/?_sdoc_theme=dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('inside an iframe it reports navigation and outbound link clicks to the parent', async ({ page, baseURL, context }) => {
    await page.route('https://github.com/**', (route) => route.fulfill({ body: 'elsewhere' }));
    await context.route('https://github.com/**', (route) => route.fulfill({ body: 'elsewhere' }));
    // The parent is a portal on HTTPS (the site's frame-ancestors allow those) that may reach the local docs server.
    await context.grantPermissions(['local-network-access']);
    await page.route('https://portal.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<script>window.messages = []; addEventListener('message', (e) => window.messages.push(e.data));</script>
          <iframe src="${baseURL}/docs/concepts/daemon/" width="1200" height="800"></iframe>`,
      }),
    );
    await page.goto('https://portal.example/');
    const messages = () => page.evaluate(() => (window as unknown as { messages: { type: string }[] }).messages);
    await expect.poll(messages).toContainEqual({ type: 'page-update', url: `${baseURL}/docs/concepts/daemon/`, title: 'The Buck2 daemon (buckd) | Buck2' });
    const frame = page.frameLocator('iframe');
    await frame.getByRole('contentinfo').getByRole('link', { name: 'GitHub issues' }).click();
    await expect.poll(messages).toContainEqual({ type: 'static-docs-link-click', href: 'https://github.com/facebook/buck2/issues' });
    await frame.getByRole('navigation', { name: 'On this page' }).getByRole('link').first().click();
    await expect.poll(async () => (await messages()).filter((m) => m.type === 'page-update').length).toBe(2);
  });
});
