import { test as base, expect, type Page } from '@playwright/test';

/** Console errors of a page, collected for the whole test. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(errors);
  },
});
export { expect };

/** Every page path listed in the sitemap (the sitemap uses the production origin). */
export async function sitemapPaths(page: Page): Promise<string[]> {
  const index = await (await page.request.get('/sitemap.xml')).text();
  const paths: string[] = [];
  for (const [, loc] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = await (await page.request.get(new URL(loc!).pathname)).text();
    for (const [, url] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.push(new URL(url!).pathname);
  }
  return paths;
}

export async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
}

/**
 * Opens `path` with the page's timers under the test's control: the clock
 * runs while the page loads, then stops until `page.clock.runFor()`.
 */
export async function gotoWithPausedClock(page: Page, path: string) {
  await page.clock.install({ time: CLOCK_START });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.clock.pauseAt(CLOCK_START + 60_000);
}
const CLOCK_START = Date.parse('2026-01-01T00:00:00Z');

/**
 * Holds requests matching `pattern` (only those of `resourceType`, when
 * given; others pass) until `release()`: a controlled network delay, so a
 * test sees the waiting state however fast or slow the machine is.
 * `requested` resolves when the first held request arrives.
 */
export function holdRequests(page: Page, pattern: string, resourceType?: string) {
  let release!: () => void;
  let arrived!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const requested = new Promise<void>((resolve) => (arrived = resolve));
  void page.route(pattern, async (route) => {
    if (resourceType && route.request().resourceType() !== resourceType) return route.continue();
    arrived();
    await gate;
    await route.continue();
  });
  return { release, requested };
}
