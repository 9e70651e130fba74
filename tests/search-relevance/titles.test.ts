import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { INDEX_DIR, RECORDS_FILE, unpackRecords, type RecordsFile, type SearchRecord } from '../../src/lib/search/engine/format';
import { builtSearch, firstPages } from './built-search';

const RECORDS = unpackRecords(JSON.parse(readFileSync(`dist/${INDEX_DIR}/${RECORDS_FILE}`, 'utf8')) as RecordsFile).filter((r) => r.filters['version']?.includes('current'));
const titleCount = new Map<string, number>();
for (const r of RECORDS) titleCount.set(r.title.toLowerCase(), (titleCount.get(r.title.toLowerCase()) ?? 0) + 1);
/** Pages whose title no other page has. */
const UNIQUE = RECORDS.filter((r) => titleCount.get(r.title.toLowerCase()) === 1);

/**
 * Typing a page's title finds that page first for at least these shares of
 * titles no other page has. The title tiers that put every such page first
 * were deleted (issue 37): they added nothing on the held-out set
 * (docs/search-ablation.md). The floors are the shares measured after that
 * change (86%, 55%, 80%) minus 2 points, so a ranking change that loses
 * more titles fails here. The title-or-label tier (rank.ts) has since
 * raised them; the floors were left where they were.
 */
const FLOORS = { guide: 0.84, command: 0.53, api: 0.78 };

describe('page titles find their page first', () => {
  let search: Awaited<ReturnType<typeof builtSearch>>;
  beforeAll(async () => {
    search = await builtSearch();
  }, 60_000);

  for (const [name, test, floor] of [
    ['guide and concept', (r: SearchRecord) => r.kind === 0, FLOORS.guide],
    ['command and group landing', (r: SearchRecord) => r.kind === 1, FLOORS.command],
    ['API and rule', (r: SearchRecord) => r.kind === 2, FLOORS.api],
  ] as const) {
    it(`${name} titles, at least ${floor * 100}%`, async () => {
      const pages = UNIQUE.filter(test);
      const misses: string[] = [];
      for (const record of pages) {
        const [first] = await firstPages(search, record.title.slice(0, 64), 1);
        if (first !== record.url) misses.push(`"${record.title}" -> ${first} (expected ${record.url})`);
      }
      expect(1 - misses.length / pages.length, misses.join('\n')).toBeGreaterThanOrEqual(floor);
    }, 120_000);
  }
});
