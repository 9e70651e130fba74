import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { describe, expect, it } from 'vitest';
import { builtPage } from './site';

const DIST = process.env.DIST_DIR ?? 'dist';

/** The site paths of the built pages under `dir` (a site path), `depth` folders down at most. */
function pagesUnder(dir: string, depth: number): string[] {
  const walk = (path: string, left: number): string[] =>
    readdirSync(join(DIST, path), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .flatMap((e) => {
        const child = `${path}${e.name}/`;
        return [...(builtPage(child) ? [child] : []), ...(left > 1 ? walk(child, left - 1) : [])];
      });
  return walk(dir, depth);
}

/**
 * The ids of the article's h2 and h3 headings, and the ids the "On this page"
 * column links to, in order; undefined for a page with no article (the
 * redirect of an old address).
 */
function headingsAndToc(path: string): { body: string[]; toc: string[] } | undefined {
  const tree = fromHtml(builtPage(path) ?? '');
  const article = select('.markdown', tree);
  if (!article) return undefined;
  const body = selectAll('h2[id], h3[id]', article).map((h) => String(h.properties['id']));
  const toc = selectAll('nav.toc--column a.toc__link', tree).map((a) => decodeURIComponent(String(a.properties['href'])).replace(/^#/, ''));
  return { body, toc };
}

describe('reference pages: the table of contents lists every section heading of the body, and only those', () => {
  const pages = (dir: string, depth: number) => pagesUnder(dir, depth).flatMap((path) => [{ path, page: headingsAndToc(path) }].filter((p) => p.page));
  const api = pages('docs/api/', 4);
  const rules = pages('docs/prelude/rules/', 2);

  it('finds the pages', () => {
    expect(api.length).toBeGreaterThan(50);
    expect(rules.length).toBeGreaterThan(100);
    // Some API pages are a description alone; most have sections.
    expect(api.filter((p) => p.page!.body.length > 0).length).toBeGreaterThan(100);
  });

  it.each([...api, ...rules])('$path', ({ page }) => {
    const { body, toc } = page!;
    expect(toc).toEqual(body);
  });
});
