#!/usr/bin/env node
// Performance budget of the built site (dist/): what each page costs a reader
// before they touch anything. Fails when a page has a render-blocking external
// script, or a doc page is over budget. Run after `npm run build`.
import { readFile } from 'node:fs/promises';
import { distFiles, fileOf, pageUrlOf } from '../src/lib/build/dist-files.ts';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, posix } from 'node:path';

const DIST = process.env.DIST_DIR ?? 'dist';
const KB = 1024;
/**
 * Guides (doc pages) get 30 KB of HTML+CSS: the page chrome (the stylesheets,
 * the navbar, the sidebar twice: its short form at the top and the full one
 * in a template after the article, the footer) is about 14 KB of that, the rest is the
 * writer's text and examples. Reference pages (API, rules, and guides that
 * render reference data, marked `data-reference-page`) are data: a type with
 * dozens of members stays on one page so that every member keeps its deep
 * link, so they get 40 KB. Every docs page gets at most 15 KB of JavaScript
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
export const BUDGET = { docHtmlCss: 30 * KB, referenceHtmlCss: 40 * KB, docJs: 15 * KB, firstScreen: 14 * KB, searchRecords: 28 * KB };

/** The document up to the end of the first paragraph after the page's h1 (or of the h1): what its first screen needs. */
export function firstScreenBytes(html) {
  const h1 = html.indexOf('<h1', Math.max(0, html.indexOf('<main')));
  if (h1 < 0) return gz(html);
  const p = html.indexOf('</p>', h1);
  const end = p >= 0 ? p + '</p>'.length : html.indexOf('</h1>', h1) + '</h1>'.length;
  return gz(html.slice(0, end));
}
/** Hydration directives that load an island without any reader action. */
const EAGER_DIRECTIVES = new Set(['load', 'idle', 'visible', 'media', 'only']);

const gz = (text) => gzipSync(text, { level: 9 }).length;
const cache = new Map();
async function asset(urlPath) {
  if (!cache.has(urlPath)) {
    const file = join(DIST, ...urlPath.split('/').filter(Boolean));
    cache.set(urlPath, existsSync(file) ? await readFile(file, 'utf8') : null);
  }
  return cache.get(urlPath);
}

/** A JS module and everything it imports statically (dynamic imports load later). */
async function moduleClosure(urlPath, seen = new Set()) {
  if (seen.has(urlPath)) return seen;
  const code = await asset(urlPath);
  if (code === null) return seen;
  seen.add(urlPath);
  const staticImport = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["'`]([^"'`]+\.m?js)["'`]/g;
  for (const m of code.matchAll(staticImport)) {
    await moduleClosure(posix.resolve(posix.dirname(urlPath), m[1]), seen);
  }
  return seen;
}

function attrs(tag) {
  const out = {};
  for (const m of tag.matchAll(/([\w:-]+)(?:\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    out[m[1].toLowerCase()] = (m[3] ?? m[4] ?? m[5] ?? '').replace(/&amp;/g, '&');
  }
  return out;
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

export async function measurePage(path, html) {
  const isRedirect = /<meta[^>]+http-equiv=["']?refresh/i.test(html) && html.length < 4000;
  const type = isRedirect ? 'redirect' : /\bdata-reference-page\b/.test(html) && pageType(path) === 'doc' ? 'reference' : pageType(path);
  const css = new Set();
  const js = new Set();
  let inlineJs = 0;
  let inlineCss = 0;
  const blocking = [];
  // Modules a page script imports statically: Chrome fetches them at high
  // priority, one round trip after the script, and Lighthouse counts such
  // requests as holding the first paint. The page script is one file.
  const chained = [];
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const a = attrs(m[0]);
    // A print stylesheet is fetched last and never applies on screen.
    if (a.media === 'print') continue;
    if ((a.rel ?? '').split(/\s+/).includes('stylesheet') && a.href?.startsWith('/')) css.add(a.href);
  }
  // Inline CSS travels in the document: it is counted once, in what the page sends (`sent`).
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) inlineCss += m[1].length ? gz(m[1]) : 0;
  const bareHtml = html.replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/gi, '$1$2');
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const a = attrs(`<script ${m[1]}>`);
    const type = (a.type ?? '').toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue; // JSON data etc.
    if (a.src) {
      if (type !== 'module' && !('async' in a) && !('defer' in a)) blocking.push(a.src);
      if (a.src.startsWith('/')) {
        for (const u of await moduleClosure(a.src)) {
          js.add(u);
          if (u !== a.src) chained.push(u);
        }
      }
    } else if (m[2].trim()) inlineJs += gz(m[2]);
  }
  for (const m of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    const a = attrs(m[0]);
    // `client:intent={{ onPaint: true }}` hydrates once the page has painted, without the reader.
    const eager = EAGER_DIRECTIVES.has(a.client) || (a.client === 'intent' && /onPaint(?:&quot;|")?:true/.test(a.opts ?? ''));
    if (!eager) continue;
    for (const u of [a['component-url'], a['renderer-url']]) if (u) for (const v of await moduleClosure(u)) js.add(v);
  }
  let linkedCss = 0;
  for (const u of css) linkedCss += gz((await asset(u)) ?? '');
  let jsBytes = inlineJs;
  for (const u of js) jsBytes += gz((await asset(u)) ?? '');
  // html: the markup alone; css: inline and linked stylesheets; sent: the document as sent plus linked stylesheets.
  return { path, type, html: gz(bareHtml), css: inlineCss + linkedCss, sent: gz(html) + linkedCss, firstScreen: firstScreenBytes(html) + linkedCss, js: jsBytes, modules: [...js], blocking, chained };
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
