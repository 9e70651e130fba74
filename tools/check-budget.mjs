#!/usr/bin/env node
// Performance budget of the built site (dist/): what each page costs a reader
// before they touch anything. Fails when a page has a render-blocking external
// script, or a doc page is over budget. Run after `npm run build`.
import { readFile } from 'node:fs/promises';
import { distFiles, fileOf, pageUrlOf } from '../src/lib/build/dist-files.ts';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, posix } from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import ts from 'typescript';
import { attributeOf, elementsOf } from '../src/lib/build/elements.ts';

const DIST = process.env.DIST_DIR ?? 'dist';
const KB = 1024;
/**
 * Guides (doc pages) get 31 KB of HTML+CSS: the page chrome (the stylesheets,
 * the navbar, the sidebar twice: its short form at the top and the full one
 * in a template after the article, the footer) is about 14 KB of that, the rest is the
 * writer's text and examples. Reference pages (API, rules, and guides that
 * render reference data, marked `data-reference-page`) are data: a type with
 * dozens of members stays on one page so that every member keeps its deep
 * link, so they get 43 KB. (42 KB until the .buckconfig reference gained a
 * dated "Added in" link on each of its 225 keys that arrived after Buck2's
 * first release, 1.4 KB gzip, issue 40; 30 and 40 KB until the build stopped pruning
 * each page's CSS by a word test, a rewrite of Astro's output that could stop
 * working unseen on an upgrade: a page now carries its route's stylesheet and
 * Expressive Code's whole one, about 1 KB more at most.) Every docs page gets at most 15 KB of JavaScript
 * before the reader interacts (two files: the page script with Astro's island
 * runtime, and Astro's router with its prefetching).
 * HTML+CSS is what a page sends before it can paint: the gzipped document
 * (stylesheets are inline, so they ride in it) plus any linked stylesheet.
 *
 * The first screen of every docs page fits the first round trip (TCP's first
 * window, about 14 KB): the document up to the end of the article's first
 * paragraph, head and inline CSS included, is at most 14 KB gzip. A page
 * carries the stylesheets of the components it renders, and the
 * sidebar in those bytes holds only the categories on the page's path.
 */
export const BUDGET = { docHtmlCss: 31 * KB, referenceHtmlCss: 43 * KB, docJs: 15 * KB, firstScreen: 14 * KB, searchRecords: 28 * KB };

/**
 * The document up to the end of the first paragraph after the page's h1 (or of the h1): what its first screen needs.
 * The h1 is the first after the start of `<main>` (or anywhere, without one); the cut falls where the parser puts the
 * end of the first paragraph that closes after the h1 opens. `tree` is `html` parsed (with positions).
 */
export function firstScreenBytes(html, tree = fromHtml(html)) {
  const elements = [...elementsOf(tree)];
  const main = elements.find((el) => el.tagName === 'main');
  const from = main ? startOf(main) : 0;
  const h1 = firstBy(elements.filter((el) => el.tagName === 'h1' && startOf(el) >= from), startOf);
  if (!h1) return gz(html);
  const p = firstBy(elements.filter((el) => el.tagName === 'p' && endOf(el) > startOf(h1)), endOf);
  return gz(html.slice(0, endOf(p ?? h1)));
}
/** Hydration directives that load an island without any reader action. */
const EAGER_DIRECTIVES = new Set(['load', 'idle', 'visible', 'media', 'only']);

const startOf = (node) => node.position?.start.offset ?? 0;
const endOf = (node) => node.position?.end.offset ?? 0;
const firstBy = (list, key) => list.reduce((a, b) => (a === undefined || key(b) < key(a) ? b : a), undefined);
/** An element's text (the body of a `<script>` or `<style>`: raw text, one node). */
const textOf = (el) => el.children.map((c) => (c.type === 'text' ? c.value : '')).join('');

const gz = (text) => gzipSync(text, { level: 9 }).length;
const cache = new Map();
async function asset(urlPath) {
  if (!cache.has(urlPath)) {
    const file = join(DIST, ...urlPath.split('/').filter(Boolean));
    cache.set(urlPath, existsSync(file) ? await readFile(file, 'utf8') : null);
  }
  return cache.get(urlPath);
}

/** The modules a built JS file imports statically (`import … from`, `export … from`, `import '…'`), read by TypeScript's parser. */
export function staticImports(code) {
  const sf = ts.createSourceFile('module.js', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const out = [];
  for (const statement of sf.statements) {
    const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
    if (specifier && ts.isStringLiteral(specifier)) out.push(specifier.text);
  }
  return out;
}

/** A JS module and everything it imports statically (dynamic imports load later). */
async function moduleClosure(urlPath, seen = new Set()) {
  if (seen.has(urlPath)) return seen;
  const code = await asset(urlPath);
  if (code === null) return seen;
  seen.add(urlPath);
  for (const specifier of staticImports(code)) {
    await moduleClosure(posix.resolve(posix.dirname(urlPath), specifier), seen);
  }
  return seen;
}

export function pageType(path) {
  if (path === '/') return 'home';
  if (path === '/404.html') return '404';
  if (path.startsWith('/search/')) return 'search';
  if (path.startsWith('/docs/api/')) return 'api';
  if (path.startsWith('/docs/prelude/')) return 'rules';
  if (path.startsWith('/docs/')) return 'doc';
  return 'other';
}

/** A page that renders reference data: one of its elements carries `data-reference-page` (our components set it). */
export const isReferencePage = (tree) => [...elementsOf(tree)].some((el) => attributeOf(el, 'dataReferencePage') !== undefined);

/** Astro's island options (its `opts` attribute, JSON): `client:intent={{ onPaint: true }}` hydrates once painted, without the reader. */
function hydratesOnPaint(island) {
  try {
    return JSON.parse(attributeOf(island, 'opts') ?? '{}').value?.onPaint === true;
  } catch {
    return false;
  }
}

export async function measurePage(path, html) {
  const tree = fromHtml(html);
  const elements = [...elementsOf(tree)];
  const attr = (el, name) => attributeOf(el, name);
  const isRedirect = html.length < 4000 && elements.some((el) => el.tagName === 'meta' && attr(el, 'httpEquiv')?.toLowerCase() === 'refresh');
  const type = isRedirect ? 'redirect' : pageType(path) === 'doc' && isReferencePage(tree) ? 'reference' : pageType(path);
  const css = new Set();
  const js = new Set();
  let inlineJs = 0;
  let inlineCss = 0;
  const blocking = [];
  // Modules a page script imports statically: Chrome fetches them at high
  // priority, one round trip after the script, and Lighthouse counts such
  // requests as holding the first paint. The page script is one file.
  const chained = [];
  for (const el of elements.filter((e) => e.tagName === 'link')) {
    // A print stylesheet is fetched last and never applies on screen.
    if (attr(el, 'media') === 'print') continue;
    const href = attr(el, 'href');
    if ((attr(el, 'rel') ?? '').split(' ').includes('stylesheet') && href?.startsWith('/')) css.add(href);
  }
  // Inline CSS travels in the document: it is counted once, in what the page sends (`sent`).
  // The markup alone (`html`) is the document with the bodies of its stylesheets cut out.
  let bareHtml = '';
  let kept = 0;
  for (const el of elements.filter((e) => e.tagName === 'style').sort((a, b) => startOf(a) - startOf(b))) {
    const text = textOf(el);
    if (text.length) inlineCss += gz(text);
    if (el.children.length) {
      bareHtml += html.slice(kept, startOf(el.children[0]));
      kept = endOf(el.children.at(-1));
    }
  }
  bareHtml += html.slice(kept);
  for (const el of elements.filter((e) => e.tagName === 'script')) {
    const type = (attr(el, 'type') ?? '').toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue; // JSON data etc.
    const src = attr(el, 'src');
    if (src) {
      if (type !== 'module' && !el.properties.async && !el.properties.defer) blocking.push(src);
      if (src.startsWith('/')) {
        for (const u of await moduleClosure(src)) {
          js.add(u);
          if (u !== src) chained.push(u);
        }
      }
    } else if (textOf(el).trim()) inlineJs += gz(textOf(el));
  }
  for (const island of elements.filter((e) => e.tagName === 'astro-island')) {
    const client = attr(island, 'client');
    const eager = EAGER_DIRECTIVES.has(client) || (client === 'intent' && hydratesOnPaint(island));
    if (!eager) continue;
    for (const u of [attr(island, 'component-url'), attr(island, 'renderer-url')]) if (u) for (const v of await moduleClosure(u)) js.add(v);
  }
  let linkedCss = 0;
  for (const u of css) linkedCss += gz((await asset(u)) ?? '');
  let jsBytes = inlineJs;
  for (const u of js) jsBytes += gz((await asset(u)) ?? '');
  // html: the markup alone; css: inline and linked stylesheets; sent: the document as sent plus linked stylesheets.
  return { path, type, html: gz(bareHtml), css: inlineCss + linkedCss, sent: gz(html) + linkedCss, firstScreen: firstScreenBytes(html, tree) + linkedCss, js: jsBytes, modules: [...js], blocking, chained };
}

const fmt = (n) => `${(n / KB).toFixed(1)} KB`;

async function main() {
  if (!existsSync(DIST)) {
    console.error(`check:budget: ${DIST}/ does not exist; run \`npm run build\` first.`);
    process.exit(2);
  }
  const pages = [];
  for (const file of (await distFiles(DIST)).filter((f) => f.endsWith('.html'))) {
    pages.push(await measurePage(pageUrlOf(file), await readFile(fileOf(DIST, file), 'utf8')));
  }
  const failures = [];
  // The search records load before the first results, within their 150 KB (npm run bench:search); they grow with the site.
  const records = gz(await readFile(join(DIST, 'search-index', 'records.json'), 'utf8'));
  if (records > BUDGET.searchRecords) failures.push(`search-index/records.json: ${fmt(records)} gzip > ${fmt(BUDGET.searchRecords)} (it loads before the first search results)`);
  for (const p of pages) {
    if (p.blocking.length) failures.push(`${p.path}: render-blocking script(s): ${p.blocking.join(', ')}`);
    if (p.chained.length) failures.push(`${p.path}: the page script imports ${p.chained.join(', ')} statically (a second round of requests; see codeSplitting in astro.config.mjs)`);
    if (['doc', 'reference', 'api', 'rules'].includes(p.type)) {
      const limit = p.type === 'doc' ? BUDGET.docHtmlCss : BUDGET.referenceHtmlCss;
      if (p.sent > limit) failures.push(`${p.path}: HTML+CSS ${fmt(p.sent)} gzip > ${fmt(limit)}`);
      if (p.firstScreen > BUDGET.firstScreen) failures.push(`${p.path}: its first screen (up to the first paragraph) is ${fmt(p.firstScreen)} gzip > ${fmt(BUDGET.firstScreen)}: more than one round trip`);
      if (p.js > BUDGET.docJs) failures.push(`${p.path}: JS before interaction ${fmt(p.js)} gzip > ${fmt(BUDGET.docJs)} (${p.modules.join(', ')})`);
    }
  }
  const byType = new Map();
  for (const p of pages) byType.set(p.type, [...(byType.get(p.type) ?? []), p]);
  const rows = [['page type', 'pages', 'HTML gzip (max)', 'CSS gzip (max)', 'HTML+CSS sent (max)', 'first screen (max)', 'JS before interaction (max)', 'blocking scripts', 'heaviest page']];
  for (const [type, list] of [...byType].sort()) {
    const max = (k) => Math.max(...list.map((p) => p[k]));
    const heaviest = list.reduce((a, b) => (b.sent + b.js > a.sent + a.js ? b : a));
    rows.push([type, String(list.length), fmt(max('html')), fmt(max('css')), fmt(max('sent')), fmt(max('firstScreen')), fmt(max('js')), String(list.reduce((n, p) => n + p.blocking.length, 0)), heaviest.path]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i])).join('  '));
  console.log(
    `\nBudget: guides HTML+CSS <= ${fmt(BUDGET.docHtmlCss)} gzip; API, rules and other reference pages HTML+CSS <= ${fmt(BUDGET.referenceHtmlCss)} gzip; ` +
      `on all of them the first screen (the document up to the first paragraph) <= ${fmt(BUDGET.firstScreen)} gzip; ` +
      `JS before interaction <= ${fmt(BUDGET.docJs)} gzip on all of them; no render-blocking scripts anywhere; page scripts import nothing statically; ` +
      `the search records <= ${fmt(BUDGET.searchRecords)} gzip (${fmt(records)}).`,
  );
  if (failures.length) {
    console.error(`\ncheck:budget FAILED (${failures.length}):\n${failures.map((f) => `  ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`check:budget passed: ${pages.length} pages.`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
