import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtSearch, firstPages } from './built-search';

interface RelevanceQuery {
  q: string;
  first: string;
  kind: string;
}

const QUERIES = parse(readFileSync(new URL('./queries.yaml', import.meta.url), 'utf8')) as RelevanceQuery[];

describe('search relevance on the built site', () => {
  let results: { query: RelevanceQuery; top: string[] }[] = [];

  beforeAll(async () => {
    const search = await builtSearch();
    results = [];
    for (const query of QUERIES) results.push({ query, top: await firstPages(search, query.q, 3) });
  }, 120_000);

  const report = (misses: typeof results) => misses.map(({ query, top }) => `"${query.q}" (${query.kind}): expected ${query.first}, got ${top.join(', ') || 'nothing'}`);

  it('holds at least 80 queries, each expecting a page of the site', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(80);
    const pages = new Set(JSON.parse(readFileSync('dist/pagefind/records.json', 'utf8')).map((r: { url: string }) => r.url));
    expect(QUERIES.filter((q) => !pages.has(q.first)).map((q) => q.first)).toEqual([]);
  });

  it('puts the expected page first for at least 95% of queries', () => {
    const misses = results.filter(({ query, top }) => top[0] !== query.first);
    expect(misses.length / results.length, report(misses).join('\n')).toBeLessThanOrEqual(0.05);
  });

  it('puts the expected page in the first three for every query', () => {
    expect(report(results.filter(({ query, top }) => !top.includes(query.first)))).toEqual([]);
  });
});
