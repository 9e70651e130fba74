import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import { releasePath, type Badge, type Kind } from '../../src/lib/releases/history';
import { parseReleaseHistory } from '../../src/lib/releases/load';

/*
 * Every "Added in" / "Removed in" badge of the built reference pages says
 * what src/data/release-history.json says of the item it sits next to, and
 * every item the history marks has its badge.
 */

const DIST = process.env.DIST_DIR ?? 'dist';
const parsed = parseReleaseHistory(JSON.parse(readFileSync('src/data/release-history.json', 'utf8')));
if ('problems' in parsed) throw new Error(parsed.problems.join('\n'));
const history = parsed.history;

const pagesUnder = (path: string): string[] =>
  readdirSync(join(DIST, path), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? pagesUnder(`${path}${e.name}/`) : e.name === 'index.html' ? [path] : []));
const treeOf = (path: string): Root => fromHtml(readFileSync(join(DIST, path, 'index.html'), 'utf8'));
const classes = (el: Element) => (el.properties['className'] as string[] | undefined) ?? [];
const isBadge = (el: Element) => el.tagName === 'a' && classes(el).includes('since');

/** Every element with its ancestors, in document order. */
function* walk(node: Root | Element, ancestors: Element[] = []): Generator<[Element, Element[]]> {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    yield [child, ancestors];
    yield* walk(child, [...ancestors, child]);
  }
}

/** A badge as a reader sees it: its text and the release page it opens. */
const shown = (el: Element): Badge & { href: unknown } => {
  const href = el.properties['href'];
  return { label: toString(el), tag: String(href).split('/').at(-2) ?? '', href };
};
const expected = (badge: Badge | undefined) => badge && { ...badge, href: releasePath(badge.tag) };

/** The item an entry is about: its heading's code (`link_whole`, `AnalysisActions.run`, `buck2.retained_event_logs`). */
const headingCode = (entry: Element) => {
  for (const [el] of walk(entry)) if (/^h[2-4]$/.test(el.tagName)) return toString(el).trim();
  return undefined;
};

/**
 * The badges of a page, each with the entry (the rule, an attribute, a
 * member, a key) it belongs to, and the entries the history marks.
 */
function check(path: string, kind: Kind, entryOf: (el: Element, ancestors: Element[]) => string | undefined, pageItem?: string) {
  const tree = treeOf(path);
  const found: Record<string, unknown> = {};
  const want: Record<string, unknown> = {};
  for (const [el, ancestors] of walk(tree)) {
    const name = entryOf(el, ancestors);
    if (name !== undefined) want[name] = expected(history.since(kind, name));
    if (!isBadge(el)) continue;
    const summary = ancestors.at(-1) && classes(ancestors.at(-1)!).includes('api-summary');
    if (summary && pageItem) {
      expect(shown(el), `${path}: the badge of ${pageItem}`).toEqual(expected(history.since('rule', pageItem)));
      continue;
    }
    const owner = [...ancestors].reverse().map((a) => entryOf(a, [])).find((n) => n !== undefined);
    expect(owner, `${path}: a badge "${toString(el)}" next to no entry`).toBeDefined();
    found[owner!] = shown(el);
  }
  for (const [name, badge] of Object.entries(want)) expect(found[name], `${path}: ${kind} ${name}`).toEqual(badge);
  return Object.keys(found).length;
}

describe('release badges agree with the release history', () => {
  it('on rule pages: the rule, and each attribute', () => {
    const rules = pagesUnder('docs/prelude/rules/').filter((p) => p.split('/').length === 6);
    expect(rules.length).toBeGreaterThan(100);
    for (const path of rules) {
      const rule = path.split('/').at(-2)!;
      const attribute = (el: Element) => (el.tagName === 'section' && classes(el).includes('rule-attr') ? `${rule}.${headingCode(el)}` : undefined);
      check(path, 'attribute', attribute, rule);
    }
  });

  it('on API pages: each member', () => {
    const pages = pagesUnder('docs/api/');
    expect(pages.length).toBeGreaterThan(100);
    for (const path of pages) {
      // A type's constructor is the section "Constructor": the member is named as the page is.
      const h1 = [...walk(treeOf(path))].find(([el]) => el.tagName === 'h1');
      const title = h1 ? toString(h1[0]).trim() : undefined;
      check(path, 'api', (el) => {
        if (el.tagName !== 'section' || !classes(el).includes('api-member')) return undefined;
        const heading = headingCode(el);
        return heading === 'Constructor' ? title : heading;
      });
    }
  });

  it('in the .buckconfig reference: each key', () => {
    check('docs/users/reference/buckconfig/', 'config', (el) => (el.tagName === 'div' && classes(el).includes('config-key') ? headingCode(el) : undefined));
  });

  it('on command pages: each flag, after the code span that names it', () => {
    for (const path of pagesUnder('docs/users/commands/')) {
      const command = path.split('/').at(-2)!;
      for (const [el, ancestors] of walk(treeOf(path))) {
        if (!isBadge(el)) continue;
        const siblings = ancestors.at(-1)!.children.filter((n): n is Element => n.type === 'element');
        const code = siblings[siblings.indexOf(el) - 1];
        const flag = code && toString(code).split(/[\s,=]+/).find((w) => w.startsWith('--'));
        const names = Object.keys(history.items.flag).filter((n) => flag && (n === `${command} ${flag}` || (n.startsWith(`${command} `) && n.endsWith(` ${flag}`))));
        expect(names, `${path}: a badge "${toString(el)}" after ${code ? toString(code) : 'no code span'}`).not.toEqual([]);
        expect(names.map((n) => expected(history.since('flag', n))), `${path}: ${flag}`).toContainEqual(shown(el));
      }
    }
  });
});
