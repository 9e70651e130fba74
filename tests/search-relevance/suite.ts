/**
 * Scores a search engine on the relevance suite (`queries.yaml`): the share
 * of queries whose expected page is the first distinct page, and one of the
 * first three. Used by the suite's test and by `npm run bench:search`.
 */
export interface RelevanceQuery {
  q: string;
  first: string;
  kind: string;
  /** The real question (a facebook/buck2 issue or pull request) the query comes from. */
  source?: string;
}

export interface SuiteScore {
  queries: number;
  top1: number;
  top3: number;
  misses: { query: RelevanceQuery; top: string[]; top1: boolean; top3: boolean; report: string }[];
}

/** `search` answers a query with page URLs, best first (distinct pages). */
export async function scoreSuite(queries: readonly RelevanceQuery[], search: (q: string) => Promise<string[]>): Promise<SuiteScore> {
  let top1 = 0;
  let top3 = 0;
  const misses: SuiteScore['misses'] = [];
  for (const query of queries) {
    const top = [...new Set(await search(query.q))].slice(0, 3);
    const first = top[0] === query.first;
    const three = top.includes(query.first);
    top1 += Number(first);
    top3 += Number(three);
    if (!first) misses.push({ query, top, top1: first, top3: three, report: `"${query.q}" (${query.kind}): expected ${query.first}, got ${top.join(', ') || 'nothing'}` });
  }
  return { queries: queries.length, top1: top1 / queries.length, top3: top3 / queries.length, misses };
}
