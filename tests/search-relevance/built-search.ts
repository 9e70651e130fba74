import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { createLocalSearch, type PagefindApi } from '../../src/lib/search/local-client';
import { ATTRIBUTES_FILE, RECORDS_FILE, type RuleAttributes, type SearchRecord } from '../../src/lib/search/records';

/**
 * The site's search (the same `createLocalSearch` the modal and /search/
 * use) over a built site: records from `dist/pagefind/records.json`, body
 * matches from the built Pagefind index, read from disk.
 */
export async function builtSearch(distDir = 'dist') {
  const pagefindDir = pathToFileURL(`${resolve(distDir, 'pagefind')}/`).href;
  const webFetch = globalThis.fetch;
  // Pagefind's browser client fetches its files; serve them from disk.
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('file:')) return new Response(await readFile(fileURLToPath(url)));
    return webFetch(input, init);
  }) as typeof fetch;
  const pagefind = (await import(/* @vite-ignore */ `${pagefindDir}pagefind.js`)) as PagefindApi & {
    options(o: object): Promise<void>;
    init(): Promise<void>;
  };
  await pagefind.options({ excerptLength: 30, basePath: pagefindDir });
  await pagefind.init();
  const read = async (file: string) => JSON.parse(await readFile(resolve(distDir, 'pagefind', file), 'utf8')) as unknown;
  const records = (await read(RECORDS_FILE)) as SearchRecord[];
  const attributes = (await read(ATTRIBUTES_FILE)) as RuleAttributes;
  return createLocalSearch({
    loadRecords: async () => records,
    loadAttributes: async () => attributes,
    loadPagefind: async () => pagefind,
    filters: { language: 'en', version: 'current' },
  });
}

/** The first `count` page URLs for a query. */
export async function firstPages(search: Awaited<ReturnType<typeof builtSearch>>, query: string, count: number): Promise<string[]> {
  // In Node, Pagefind's URLs start with the index's file path.
  return (await (await search.full(query)).slice(0, count)).map((page) => page.url.replace(/^.*?\/dist(?=\/)/, ''));
}
