import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { INDEX_DIR, RECORDS_FILE, type PageText, type RecordsFile, type ShardFile } from '../../src/lib/search/engine/format';
import { createLocalSearch } from '../../src/lib/search/local-client';

/**
 * The site's search (the same `createLocalSearch` the modal and /search/
 * use) over a built site, reading the index files of `dist/search-index/`
 * from disk.
 */
export async function builtSearch(distDir = 'dist') {
  const read = async <T>(file: string) => JSON.parse(await readFile(resolve(distDir, INDEX_DIR, file), 'utf8')) as T;
  return createLocalSearch({
    loadRecords: () => read<RecordsFile>(RECORDS_FILE),
    loadShard: (file) => read<ShardFile>(`terms/${file}`),
    loadVocabulary: (file) => read<string[]>(file),
    loadText: (file) => read<PageText>(`text/${file}`),
    filters: { language: 'en', version: 'current' },
  });
}

/** The first `count` page URLs for a query, in the order the modal shows them (headlines only: no text files loaded). */
export async function firstPages(search: Awaited<ReturnType<typeof builtSearch>>, query: string, count: number): Promise<string[]> {
  return (await search.full(query)).headlines(0, count).map((page) => page.url);
}
