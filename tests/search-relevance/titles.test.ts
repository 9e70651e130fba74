import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { INDEX_DIR, RECORDS_FILE, unpackRecords, type RecordsFile, type SearchRecord } from '../../src/lib/search/engine/format';
import { builtSearch, firstPages } from './built-search';

const RECORDS = unpackRecords(JSON.parse(readFileSync(`dist/${INDEX_DIR}/${RECORDS_FILE}`, 'utf8')) as RecordsFile).filter((r) => r.filters['version']?.includes('current'));
const titleCount = new Map<string, number>();
for (const r of RECORDS) titleCount.set(r.title.toLowerCase(), (titleCount.get(r.title.toLowerCase()) ?? 0) + 1);
/** Pages whose title no other page has: typing it must find that page first. */
const UNIQUE = RECORDS.filter((r) => titleCount.get(r.title.toLowerCase()) === 1);

describe('every page title finds its page first', () => {
  let search: Awaited<ReturnType<typeof builtSearch>>;
  beforeAll(async () => {
    search = await builtSearch();
  }, 60_000);

  for (const [name, test] of [
    ['guide and concept', (r: SearchRecord) => r.kind === 0],
    ['command and group landing', (r: SearchRecord) => r.kind === 1],
    ['API and rule', (r: SearchRecord) => r.kind === 2],
  ] as const) {
    it(`${name} titles`, async () => {
      const misses: string[] = [];
      for (const record of UNIQUE.filter(test)) {
        const [first] = await firstPages(search, record.title.slice(0, 64), 1);
        if (first !== record.url) misses.push(`"${record.title}" -> ${first} (expected ${record.url})`);
      }
      expect(misses).toEqual([]);
    }, 120_000);
  }
});
