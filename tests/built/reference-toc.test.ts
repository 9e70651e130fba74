import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
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
  const article = first(tree, (e) => hasClass(e, 'markdown'));
  if (!article) return undefined;
  // A rule's attributes are headings the TOC leaves out (src/lib/rules/page-sections.ts).
  const body = all(article, (e) => (e.tagName === 'h2' || e.tagName === 'h3') && e.properties['id'] !== undefined && !hasClass(e, 'rule-attr__name')).map((h) => String(h.properties['id']));
  const column = first(tree, (e) => e.tagName === 'nav' && hasClass(e, 'toc--column'));
  const toc = column ? all(column, (e) => e.tagName === 'a').map((a) => decodeURIComponent(String(a.properties['href'])).replace(/^#/, '')) : [];
  return { body, toc };
}

const hasClass = (e: Element, name: string) => ((e.properties['className'] ?? []) as string[]).includes(name);
function all(tree: Root | Element, test: (e: Element) => boolean): Element[] {
  const found: Element[] = [];
  visit(tree, 'element', (e: Element) => void (test(e) && found.push(e)));
  return found;
}
const first = (tree: Root | Element, test: (e: Element) => boolean): Element | undefined => all(tree, test)[0];

describe('reference pages: the table of contents lists every h2 and h3 of the body but a rule\'s attributes, and only those', () => {
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

/** The ids of the article's headings (h2 to h4) by level, and the ids the "On this page" column links to, in order. */
function guideHeadingsAndToc(path: string): { h2: string[]; all: string[]; toc: string[] } {
  const tree = fromHtml(builtPage(path) ?? '');
  const article = first(tree, (e) => hasClass(e, 'markdown'));
  const headings = article ? all(article, (e) => ['h2', 'h3', 'h4'].includes(e.tagName) && e.properties['id'] !== undefined) : [];
  const column = first(tree, (e) => e.tagName === 'nav' && hasClass(e, 'toc--column'));
  const toc = column ? all(column, (e) => e.tagName === 'a').map((a) => decodeURIComponent(String(a.properties['href'])).replace(/^#/, '')) : [];
  const id = (h: Element) => String(h.properties['id']);
  return { h2: headings.filter((h) => h.tagName === 'h2').map(id), all: headings.map(id), toc };
}

describe('guides that embed a reference component: the TOC lists the component\'s sections where the component sits', () => {
  // src/lib/reference/embedded.ts
  const pages = [
    'docs/users/reference/buckconfig/',
    'docs/users/reference/environment_variables/',
    'docs/users/troubleshooting/',
    'docs/users/query/uquery/',
    'docs/users/query/cquery/',
    'docs/users/query/aquery/',
  ];

  it.each(pages)('%s', (path) => {
    const page = guideHeadingsAndToc(path);
    // Every entry of the TOC is a heading of the body, in the body's order.
    expect(page.toc.length).toBeGreaterThan(0);
    const positions = page.toc.map((id) => page.all.indexOf(id));
    expect(page.toc.filter((_, i) => positions[i] === -1)).toEqual([]);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // Every h2 of the body is in the TOC, those of the component included.
    expect(page.h2.length).toBeGreaterThan(0);
    expect(page.h2.filter((id) => !page.toc.includes(id))).toEqual([]);
  });
});
