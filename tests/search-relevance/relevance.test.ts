import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { INDEX_DIR, RECORDS_FILE, unpackRecords, type RecordsFile } from '../../src/lib/search/engine/format';
import { builtSearch, firstPages } from './built-search';
import { DEPTH, scoreSuite, type RelevanceQuery } from './suite';

const QUERIES = parse(readFileSync(new URL('./queries.yaml', import.meta.url), 'utf8')) as RelevanceQuery[];

/**
 * CI fails under these shares of queries with the expected page first, and
 * in the first three pages: the figures measured when the ranking was last
 * changed (79.6%, 94.8%) minus 2 points. They fell from 93% and 99% when
 * issue 37 deleted the rules written for this suite's queries that added
 * nothing on the held-out set (docs/search-ablation.md): that drop is the
 * size of the fit to this suite, and expected.
 */
const TOP1 = 0.776;
const TOP3 = 0.928;

describe('search relevance on the built site', () => {
  let score: Awaited<ReturnType<typeof scoreSuite>>;

  beforeAll(async () => {
    const search = await builtSearch();
    score = await scoreSuite(QUERIES, (q) => firstPages(search, q, DEPTH));
    console.log(`search relevance: ${score.queries} queries, top-1 ${(100 * score.top1).toFixed(1)}%, top-3 ${(100 * score.top3).toFixed(1)}%, MRR@10 ${score.mrr10.toFixed(3)}`);
  }, 120_000);

  it('holds at least 250 queries, 120 of them from real questions, each expecting pages of the site', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(250);
    expect(QUERIES.filter((q) => /^https:\/\/github\.com\/facebook\/buck2\/(issues|pull|discussions)\/\d+$/.test(q.source ?? '')).length).toBeGreaterThanOrEqual(120);
    const pages = new Set(unpackRecords(JSON.parse(readFileSync(`dist/${INDEX_DIR}/${RECORDS_FILE}`, 'utf8')) as RecordsFile).map((r) => r.url));
    expect(QUERIES.flatMap((q) => [q.first, ...(q.also ?? [])]).filter((url) => !pages.has(url))).toEqual([]);
  });

  it(`puts the expected page first for at least ${TOP1 * 100}% of queries`, () => {
    expect(score.top1, score.misses.filter((m) => !m.top1).map((m) => m.report).join('\n')).toBeGreaterThanOrEqual(TOP1);
  });

  it(`puts the expected page in the first three for at least ${TOP3 * 100}% of queries`, () => {
    expect(score.top3, score.misses.filter((m) => !m.top3).map((m) => m.report).join('\n')).toBeGreaterThanOrEqual(TOP3);
  });
});
