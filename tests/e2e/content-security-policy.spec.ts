import type { BrowserContext, Page } from '@playwright/test';
import { FIXTURE_PORT } from '../../playwright.config';
import { test as base, expect, ENHANCED, pageSettled } from './fixtures/index';
import { hits, input, resultTitles, seeAll } from './fixtures/search';

// The site under its own Content-Security-Policy: tools/serve.mjs sends the
// headers of dist/_headers, as Netlify or Cloudflare Pages would.
const FIXTURE = `http://127.0.0.1:${FIXTURE_PORT}`;

/**
 * Every CSP violation of every document the page shows: a
 * `securitypolicyviolation` event, or Chrome's console message about the
 * policy, whatever its level. (Console errors fail every test by themselves.)
 */
const test = base.extend<{ policyProblems: string[] }>({
  policyProblems: async ({ page }, use) => {
    const problems: string[] = [];
    await page.exposeBinding('__reportPolicyViolation', (_source, text: string) => void problems.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const report = (window as unknown as { __reportPolicyViolation: (text: string) => void }).__reportPolicyViolation;
        report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline code'} on ${e.documentURI}: ${e.sample}`);
      });
    });
    page.on('console', (msg) => void (/Content.Security.Policy/i.test(msg.text()) && problems.push(`console ${msg.type()}: ${msg.text()}`)));
    await use(problems);
  },
});

/** No request reaches Google: the tag is a stand-in that calls the hosts the real one calls. */
async function standInForGoogle(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(/^https:\/\/([^/]*\.)?(google|googletagmanager|google-analytics|doubleclick)\.[a-z.]+\//, (route) => {
    const url = route.request().url();
    requests.push(url);
    if (url.startsWith('https://www.googletagmanager.com/gtag/js')) {
      return route.fulfill({
        contentType: 'text/javascript',
        body: `fetch('https://region1.google-analytics.com/g/collect?v=2&tid=G-TEST123', { method: 'POST', mode: 'no-cors' });
               new Image().src = 'https://www.google-analytics.com/g/collect?v=2&tid=G-TEST123';`,
      });
    }
    return route.fulfill({ status: 204 });
  });
  return requests;
}

async function expectPolicyHeader(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'self'/);
  await expect(page.locator('h1').first()).toBeVisible();
  // Deferred scripts and styles have loaded (a blocked one is reported).
  await pageSettled(page);
}

async function searchInModal(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await input(page).fill(query);
  await expect(hits(page).first()).toBeVisible();
  // The full answer (Pagefind's body matches, from its WebAssembly engine) is in when the footer counts it.
  await expect(seeAll(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(input(page)).toHaveCount(0);
}

test.describe('headers', () => {
  test('pages carry the policy, nosniff and a referrer policy; hashed files are cached for good', async ({ request }) => {
    const headers = (await request.get('/docs/concepts/daemon/')).headers();
    const policy = headers['content-security-policy']!;
    expect(policy).toMatch(/(^|; )script-src 'self' 'sha256-/);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'self' https:");
    expect(policy).not.toMatch(/google/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cache-control']).toBe('no-cache');

    const html = await (await request.get('/docs/concepts/daemon/')).text();
    const script = html.match(/src="(\/_astro\/[^"]+\.js)"/)![1]!;
    expect((await request.get(script)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const records = (await (await request.get('/search-index/records.json')).json()) as { terms: string; vocabulary: { dir: string } };
    expect((await request.get(`/search-index/terms/${records.terms}/0.json`)).headers()['cache-control']).toContain('immutable');
    expect((await request.get(`/search-index/vocabulary/${records.vocabulary.dir}/0.json`)).headers()['cache-control']).toContain('immutable');
    expect((await request.get('/search-index/records.json')).headers()['cache-control']).toBe('no-cache');
    // The hosts read _headers; it is not a page.
    expect((await request.get('/_headers')).status()).toBe(404);
  });

  test('with a measurement id the policy allows Google Analytics', async ({ request }) => {
    const policy = (await request.get(`${FIXTURE}/docs/concepts/daemon/`)).headers()['content-security-policy']!;
    expect(policy).toContain('https://*.googletagmanager.com');
    expect(policy).toMatch(/connect-src 'self' [^;]*https:\/\/\*\.google-analytics\.com/);
  });
});

test.describe('every page type runs under the policy', () => {
  test('home, guide, command, API type, rules, search page, 404 and redirects', async ({ page, policyProblems }) => {
    test.setTimeout(120_000);
    for (const path of [
      '/',
      '/docs/concepts/daemon/',
      '/docs/getting_started/install/',
      '/docs/users/commands/build/',
      '/docs/api/build/Artifact/',
      '/docs/prelude/rules/cxx/',
      '/docs/prelude/rules/cxx/cxx_library/',
      '/no-such-page/',
    ]) {
      await expectPolicyHeader(page, path);
    }
    // The search page answers from the in-memory index and Pagefind's WebAssembly engine.
    await expectPolicyHeader(page, '/search/?q=daemon');
    await expect(page.getByRole('status').filter({ hasText: / results? for / })).toBeVisible();
    await expect(resultTitles(page).first()).toBeVisible();
    // The 404 page's inline script sends /x.html on to /x/; an old address forwards to its page.
    await page.goto('/docs/concepts/daemon.html');
    await expect(page).toHaveURL(/\/docs\/concepts\/daemon\/$/);
    await page.goto('/docs/why/?a=b');
    await expect(page).toHaveURL(/\/docs\/about\/why\/\?a=b$/);
    await pageSettled(page);
    expect(policyProblems).toEqual([]);
  });

  test('search modal, theme toggle and a soft navigation', async ({ page, policyProblems }) => {
    await expectPolicyHeader(page, '/docs/concepts/daemon/');
    await searchInModal(page, 'visibility');
    // The click that wakes the island is applied once it is ready.
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click({ force: true });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The client router swaps the page and runs its scripts again.
    await page.locator('[data-doc-sidebar] a[href="/docs/concepts/labels/"]').click();
    await expect(page).toHaveURL(/\/docs\/concepts\/labels\/$/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await searchInModal(page, 'target');
    expect(policyProblems).toEqual([]);
  });

  test('framed by an HTTPS page (embed mode); a plain-HTTP page may not frame the docs', async ({ page, context, baseURL, policyProblems, consoleErrors }) => {
    const portal = (url: string) =>
      context.route(url, (route) =>
        route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Portal</title><iframe src="${baseURL}/docs/concepts/daemon/?hideNavigation"></iframe>` }),
      );
    // The docs are on a local address: let the portal's page reach it (Chrome's local network access).
    await context.grantPermissions(['local-network-access']);
    await portal('https://portal.example/');
    await page.goto('https://portal.example/');
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
    // The framed page's scripts have run (the island loader has taken the mobile panel).
    await expect(page.frameLocator('iframe').locator(ENHANCED)).toBeAttached();
    expect(policyProblems).toEqual([]);

    // Another origin on plain HTTP (localhost is not the site's 127.0.0.1).
    const insecure = baseURL!.replace('127.0.0.1', 'localhost') + '/portal/';
    await portal(insecure);
    consoleErrors.allow(/Framing 'http:\/\/127\.0\.0\.1:\d+\/' violates the following Content Security Policy directive: "frame-ancestors/);
    const refused = page.waitForEvent('console', (msg) => /frame-ancestors/.test(msg.text()));
    await page.goto(insecure);
    expect((await refused).text()).toContain("Framing 'http://127.0.0.1");
  });
});

test.describe('fixture build: analytics, announcement bar, a docs version', () => {
  test.use({ baseURL: FIXTURE });

  test('Google Analytics, the announcement bar, search and a versioned page raise no violation', async ({ page, context, policyProblems }) => {
    const google = await standInForGoogle(context);
    await expectPolicyHeader(page, '/docs/concepts/daemon/');
    await expect.poll(() => google.filter((u) => u.includes('google-analytics.com/g/collect')).length).toBe(2);
    expect(google.every((u) => /^https:\/\/(www\.googletagmanager\.com|region1\.google-analytics\.com|www\.google-analytics\.com)\//.test(u))).toBe(true);
    const bar = page.getByRole('region', { name: 'Announcement' });
    await bar.getByRole('button', { name: 'Close' }).click({ force: true });
    await expect(bar).toBeHidden();
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click({ force: true });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await searchInModal(page, 'daemon');
    // A soft navigation: the client router skips the inline scripts that already ran (analytics' is a module).
    await page.locator('[data-doc-sidebar] a[href="/docs/concepts/labels/"]').click();
    await expect(page).toHaveURL(/\/docs\/concepts\/labels\/$/);
    await expectPolicyHeader(page, '/docs/1.0/concepts/daemon/');
    await expect(page.getByRole('link', { name: 'latest version' })).toBeVisible();
    expect(policyProblems).toEqual([]);
  });
});
