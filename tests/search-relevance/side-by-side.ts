/**
 * The relevance suite, side by side: this site's search, stock Pagefind and
 * MiniSearch with VitePress's local-search defaults, on the same built pages
 * (`dist/`) and the same queries (`queries.yaml`). Run by
 * `npm run bench:search` (`tools/bench-search.mjs`), which prints the table;
 * not part of the test suites. Writes the scores as JSON to the file named
 * by `SIDE_BY_SIDE_OUT`. Pagefind and MiniSearch are installed in
 * `tools/bench/node_modules`, not with the project: the benchmark installs
 * them and names their files in `PAGEFIND_MODULE` and `MINISEARCH_MODULE`.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { parse } from 'yaml';
import { expect, it } from 'vitest';
import { INDEX_DIR } from '../../src/lib/search/engine/format';
import { builtSearch, firstPages } from './built-search';
import { scoreSuite, type RelevanceQuery, type SuiteScore } from './suite';

const DIST = 'dist';
const temporary: string[] = [];
const QUERIES = parse(await readFile(new URL('./queries.yaml', import.meta.url), 'utf8')) as RelevanceQuery[];

async function htmlFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== INDEX_DIR) found.push(...(await htmlFiles(path)));
    } else if (entry.name.endsWith('.html')) found.push(path);
  }
  return found;
}

/** A package of `tools/bench/package.json`, from the file the environment variable names. */
async function benchModule<T>(variable: string): Promise<T> {
  const file = process.env[variable];
  if (!file) throw new Error(`${variable} is not set: run \`npm run bench:search\`, which installs the package in tools/bench/`);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as T;
}

/** The part of Pagefind's Node API used here. */
interface PagefindNode {
  createIndex(config: object): Promise<{ index?: { addDirectory(o: { path: string }): Promise<unknown>; writeFiles(o: { outputPath: string }): Promise<unknown> } }>;
  close(): Promise<unknown>;
}

/** Stock Pagefind 1.6: its default index of the built pages and its own JS API, default ranking. */
async function stockPagefind(): Promise<(q: string) => Promise<string[]>> {
  const pagefind = await benchModule<PagefindNode>('PAGEFIND_MODULE');
  const out = await mkdtemp(join(tmpdir(), 'pagefind-'));
  temporary.push(out);
  const { index } = await pagefind.createIndex({});
  if (!index) throw new Error('Pagefind could not start');
  await index.addDirectory({ path: DIST });
  await index.writeFiles({ outputPath: out });
  await pagefind.close();
  // Pagefind's browser client fetches its files: serve them from disk.
  const webFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return url.startsWith('file:') ? new Response(await readFile(fileURLToPath(url))) : webFetch(input, init);
  }) as typeof fetch;
  const base = `${pathToFileURL(out).href}/`;
  const api = (await import(/* @vite-ignore */ `${base}pagefind.js`)) as {
    options(o: object): Promise<void>;
    init(): Promise<void>;
    search(q: string): Promise<{ results: { data(): Promise<{ url: string }> }[] } | null>;
  };
  await api.options({ basePath: base, baseUrl: '/' });
  await api.init();
  return async (q) => {
    const results = (await api.search(q))?.results ?? [];
    return Promise.all(results.slice(0, 3).map(async (r) => (await r.data()).url));
  };
}

/** A page's sections the way VitePress's local search splits them: at each heading, with the headings above it as `titles`. */
function sectionsOf(url: string, body: Element): { id: string; title: string; titles: string[]; text: string }[] {
  const html = toHtml(body.children);
  const parts = html.split(/<h([1-3])(\s[^>]*)?>([\s\S]*?)<\/h\1>/);
  const sections: { id: string; title: string; titles: string[]; text: string }[] = [];
  const parents: string[] = [];
  for (let i = 1; i < parts.length; i += 4) {
    const level = Number(parts[i]) - 1;
    const anchor = /\bid="([^"]*)"/.exec(parts[i + 1] ?? '')?.[1] ?? '';
    const title = parts[i + 2]!.replace(/<[^>]*>/g, '').trim();
    // The heading's direct link follows it (rehype-heading-anchors).
    const text = parts[i + 3]!.replace(/^<a class="heading-anchor"[\s\S]*?<\/a>/, '').replace(/<[^>]*>/g, '');
    parents.length = level;
    sections.push({ id: `${url}#${anchor}`, title, titles: parents.filter(Boolean), text });
    parents[level] = title;
  }
  // A heading without an id (rare) joins the section before it, as two sections may not share an id.
  return sections.filter((s, i) => sections.findIndex((o) => o.id === s.id) === i);
}

/**
 * MiniSearch as VitePress's local search configures it
 * (`src/node/plugins/localSearchPlugin.ts` and
 * `src/client/theme-default/components/VPLocalSearchBox.vue`): a document
 * per section with fields title, titles and text; searched with fuzzy 0.2,
 * prefix, boost title 4, text 2, titles 1, and MiniSearch's default OR.
 * VitePress reads headings that carry an anchor link; the pages' h1 has none,
 * so here the h1 also starts a section (the page's opening text is indexed).
 */
async function vitepressMiniSearch(): Promise<(q: string) => Promise<string[]>> {
  const MiniSearch = (await benchModule<{ default: new (options: object) => { addAll(d: object[]): void; search(q: string, o: object): { id: string }[] } }>('MINISEARCH_MODULE')).default;
  const search = new MiniSearch({ fields: ['title', 'titles', 'text'], storeFields: ['title', 'titles'] });
  for (const file of await htmlFiles(DIST)) {
    const root: Root = fromHtml(await readFile(file, 'utf8'));
    let body: Element | undefined;
    const find = (node: Root | Element) => {
      for (const child of node.children) if (!body && child.type === 'element') ('dataPagefindBody' in child.properties ? (body = child) : find(child));
    };
    find(root);
    if (body) search.addAll(sectionsOf(`/${relative(DIST, file).split(sep).join('/')}`.replace(/index\.html$/, ''), body));
  }
  return async (q) => {
    const pages = search.search(q, { fuzzy: 0.2, prefix: true, boost: { title: 4, text: 2, titles: 1 } }).map((r) => r.id.slice(0, r.id.indexOf('#')));
    return [...new Set(pages)].slice(0, 3);
  };
}

it('scores the three engines on the suite', async () => {
  const scores: Record<string, Omit<SuiteScore, 'misses'> | { error: string }> = {};
  const run = async (name: string, make: () => Promise<(q: string) => Promise<string[]>>) => {
    try {
      const { misses: _, ...score } = await scoreSuite(QUERIES, await make());
      scores[name] = score;
    } catch (error) {
      scores[name] = { error: error instanceof Error ? error.message : String(error) };
    }
  };
  await run('This site', async () => {
    const search = await builtSearch(DIST);
    return (q) => firstPages(search, q, 3);
  });
  await run('Stock Pagefind 1.6', stockPagefind);
  await run('MiniSearch, VitePress defaults', vitepressMiniSearch);
  await writeFile(process.env['SIDE_BY_SIDE_OUT'] ?? join(tmpdir(), 'side-by-side.json'), JSON.stringify(scores));
  await Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true })));
  expect(Object.keys(scores)).toHaveLength(3);
}, 600_000);
