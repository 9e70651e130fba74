/**
 * The stock engines, as a site would get them without configuring
 * anything: Pagefind 1.6 over the built pages, and MiniSearch with
 * VitePress's local-search defaults.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { DEPTH } from '../suite';
import { htmlFiles, pagesOfSections, urlOf } from './documents';
import { benchModule, type Engine } from './modules';

/** The part of Pagefind's Node API used here. */
interface PagefindNode {
  createIndex(config: object): Promise<{ index?: { addDirectory(o: { path: string }): Promise<unknown>; writeFiles(o: { outputPath: string }): Promise<unknown> } }>;
  close(): Promise<unknown>;
}

/** Stock Pagefind 1.6: its default index of the built pages and its own JS API, default ranking. Its files go to a directory the caller removes (`made`). */
export async function stockPagefind(dist: string, made: string[]): Promise<Engine> {
  const pagefind = await benchModule<PagefindNode>('PAGEFIND_MODULE');
  const out = await mkdtemp(join(tmpdir(), 'pagefind-'));
  made.push(out);
  const { index } = await pagefind.createIndex({});
  if (!index) throw new Error('Pagefind could not start');
  await index.addDirectory({ path: dist });
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
    return Promise.all(results.slice(0, DEPTH).map(async (r) => (await r.data()).url));
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
export async function vitepressMiniSearch(dist: string): Promise<Engine> {
  const MiniSearch = (await benchModule<{ default: new (options: object) => { addAll(d: object[]): void; search(q: string, o: object): { id: string }[] } }>('MINISEARCH_MODULE')).default;
  const search = new MiniSearch({ fields: ['title', 'titles', 'text'], storeFields: ['title', 'titles'] });
  for (const file of await htmlFiles(dist)) {
    const root: Root = fromHtml(await readFile(file, 'utf8'));
    let body: Element | undefined;
    const find = (node: Root | Element) => {
      for (const child of node.children) if (!body && child.type === 'element') ('dataPagefindBody' in child.properties ? (body = child) : find(child));
    };
    find(root);
    if (body) search.addAll(sectionsOf(urlOf(dist, file), body));
  }
  return async (q) => pagesOfSections(search.search(q, { fuzzy: 0.2, prefix: true, boost: { title: 4, text: 2, titles: 1 } }).map((r) => r.id));
}
