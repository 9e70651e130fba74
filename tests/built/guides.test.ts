import { describe, expect, it } from 'vitest';
import { builtPage, proseWords, sidebarHrefs } from './site';
import { MAIN_SIDEBAR_GUIDES, NO_SIDEBAR_PAGES } from './guide-lists';

describe('guides in the main sidebar', () => {
  const sidebar = sidebarHrefs(builtPage('/docs/concepts/daemon/') ?? '');

  for (const [group, { minWords, paths }] of Object.entries(MAIN_SIDEBAR_GUIDES)) {
    it(`${group}: every page is built, with a description and at least ${minWords} words of prose`, () => {
      for (const path of paths) {
        const html = builtPage(path);
        expect(html, `${path} is built`).toBeDefined();
        expect(html!, `${path} has a description`).toMatch(/<meta name="description" content="[^"]{20,}"/);
        expect(proseWords(html!), `${path} prose words`).toBeGreaterThanOrEqual(minWords);
      }
    });

    it(`${group}: listed in the main sidebar in order`, () => {
      const positions = paths.map((p) => sidebar.indexOf(p));
      expect(positions.filter((i) => i < 0).map((_, k) => paths[k]), 'missing from the sidebar').toEqual([]);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    });
  }
});

describe('pages with no sidebar', () => {
  it('are built full width, without a sidebar, with at least 250 words', () => {
    for (const path of NO_SIDEBAR_PAGES) {
      const html = builtPage(path);
      expect(html, `${path} is built`).toBeDefined();
      expect(html!, `${path} has no sidebar`).not.toContain('data-doc-sidebar');
      expect(html!, `${path} is full width`).toContain('doc-wrapper--no-sidebar');
      expect(proseWords(html!), `${path} prose words`).toBeGreaterThanOrEqual(250);
    }
  });
});

describe('RFCs', () => {
  const rfcs = NO_SIDEBAR_PAGES.filter((p) => p.startsWith('/docs/rfcs/'));
  it('every RFC page opens with a status block', () => {
    for (const path of rfcs) {
      const html = builtPage(path)!;
      expect(html, path).toMatch(/<aside class="rfc-status" aria-label="RFC status">[\s\S]*class="rfc-badge rfc-badge--(draft|accepted|implemented|superseded)"/);
    }
  });
  it('/docs/rfcs/ lists every RFC under its status', () => {
    const index = builtPage('/docs/rfcs/')!;
    for (const path of rfcs) {
      const status = builtPage(path)!.match(/rfc-badge--(\w+)/)![1]!;
      const section = index.split(`id="rfcs-${status}"`)[1]?.split('</section>')[0] ?? '';
      expect(section, `${path} listed under ${status}`).toContain(`href="${path}"`);
    }
  });
});
