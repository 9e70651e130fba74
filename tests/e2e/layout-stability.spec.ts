import { test, expect } from './fixtures';

/**
 * Nothing a reader is looking at moves while a page loads: no layout shift
 * on any page type, on a phone and on a desktop screen, from the first paint
 * until the enhancements have run (the copy button, islands, the TOC). A
 * page's shifts must add up to less than 0.0005, what Lighthouse shows as a
 * CLS of 0.000: Chrome reports sub-pixel moves of a few navbar items as
 * shifts scored 0.0000.
 */
const PAGES = [
  '/',
  '/docs/concepts/daemon/',
  '/docs/rule_authors/configurations_by_example/',
  '/docs/users/commands/build/',
  '/docs/api/build/AnalysisActions/',
  '/docs/api/build/',
  '/docs/prelude/rules/cxx/cxx_library/',
  '/docs/prelude/rules/cxx/',
  '/search/',
  '/404.html',
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
      });
      const found: string[] = [];
      for (const path of PAGES) {
        await page.goto(path);
        // Module scripts run before the load event; networkidle is half a second later.
        await page.waitForLoadState('networkidle');
        if (path.startsWith('/docs/')) await expect(page.getByRole('button', { name: 'Copy as Markdown' })).toBeVisible();
        const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; moved: string }[] }).shifts);
        const total = shifts.reduce((sum, s) => sum + s.value, 0);
        if (total >= 0.0005) found.push(`${path}: CLS ${total.toFixed(4)} (${shifts.map((s) => `${s.value.toFixed(4)} ${s.moved}`).join('; ')})`);
      }
      expect(found).toEqual([]);
    });
  });
}
