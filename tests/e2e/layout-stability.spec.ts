import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/index';

/**
 * Nothing a reader is looking at moves while a page loads: no layout shift
 * on any page type, on a phone and on a desktop screen, from the first paint
 * until the page has settled (the copy button, islands, search results). A
 * page's shifts must add up to less than 0.0005, what Lighthouse shows as a
 * CLS of 0.000: Chrome reports sub-pixel moves of a few navbar items as
 * shifts scored 0.0000.
 */
const DOCS_READY = (page: Page) => expect(page.getByRole('button', { name: 'Copy as Markdown' })).toBeVisible();
const ENHANCED = (page: Page) => expect(page.locator('html[data-enhanced]')).toHaveCount(1);
const PAGES: [string, (page: Page) => Promise<void>][] = [
  ['/', ENHANCED],
  ['/docs/concepts/daemon/', DOCS_READY],
  ['/docs/rule_authors/configurations_by_example/', DOCS_READY],
  ['/docs/users/commands/build/', DOCS_READY],
  ['/docs/api/build/AnalysisActions/', DOCS_READY],
  ['/docs/api/build/', DOCS_READY],
  ['/docs/prelude/rules/cxx/cxx_library/', DOCS_READY],
  ['/docs/prelude/rules/cxx/', DOCS_READY],
  ['/search/', ENHANCED],
  // Results arrive after the page has painted; so does the answer that there are none.
  ['/search/?q=target', (page) => expect(page.getByText(/^\d+ results for “target”/)).toBeVisible()],
  ['/search/?q=zzqxvw', (page) => expect(page.getByText('No results for “zzqxvw”.')).toBeVisible()],
  ['/404.html', ENHANCED],
];
const SCREENS = { phone: { width: 412, height: 823 }, desktop: { width: 1350, height: 940 } };

for (const [screen, viewport] of Object.entries(SCREENS)) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport });

    test('no page type shifts its layout while it loads', async ({ page }) => {
      test.slow();
      await page.addInitScript(() => {
        const shifts: { value: number; moved: string }[] = [];
        (window as unknown as { shifts: typeof shifts }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
            const moved = entry.sources.map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : String(s.node?.nodeName)));
            shifts.push({ value: entry.value, moved: moved.join(', ') });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        document.addEventListener('astro:page-load', () => document.documentElement.setAttribute('data-enhanced', ''));
      });
      const found: string[] = [];
      for (const [path, settled] of PAGES) {
        await page.goto(path);
        await settled(page);
        const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; moved: string }[] }).shifts);
        const total = shifts.reduce((sum, s) => sum + s.value, 0);
        if (total >= 0.0005) found.push(`${path}: CLS ${total.toFixed(4)} (${shifts.map((s) => `${s.value.toFixed(4)} ${s.moved}`).join('; ')})`);
      }
      expect(found).toEqual([]);
    });

    // A bottom-aligned footer in view would move up while its own rows stream
    // in on a slow connection, and move down when late content (search
    // results) arrives above it: every page keeps it below the first screen.
    test('the footer starts below the first screen on every page type', async ({ page }) => {
      const inView: string[] = [];
      for (const [path] of PAGES) {
        await page.goto(path);
        const top = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top);
        if (top < viewport.height) inView.push(`${path}: footer at ${Math.round(top)} px`);
      }
      expect(inView).toEqual([]);
    });
  });
}
