import { isRealMatch, rankPages, snippetWordsOf, toHits, type DocSearchHit, type PagefindPage } from './adapter';

/** One result of Pagefind's browser API: its fragment id and a loader for the page's data. */
export interface PagefindResult {
  id: string;
  data(): Promise<PagefindPage>;
}

/** The part of Pagefind's browser API the site uses. */
export interface PagefindApi {
  search(query: string, options?: { filters?: Record<string, string> }): Promise<{ results: PagefindResult[] } | null>;
}

/**
 * Title, sidebar label and (on API pages) member names of each indexed page,
 * by Pagefind fragment id (`dist/pagefind/titles.json`).
 */
export type PageTitles = Record<string, [title: string, label?: string, names?: string[]]>;

/** One request as the DocSearch modal sends it. */
export interface SearchRequest {
  indexName: string;
  query?: string;
  params?: { query?: string };
  hitsPerPage?: number;
  attributesToSnippet?: string[];
}

export interface SearchResponse {
  hits: DocSearchHit[];
  nbHits: number;
  index: string;
  query: string;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
  params: string;
}

/** The answer to one query: how many pages match, and their data, a slice at a time. */
export interface RankedResults {
  total: number;
  /** The data of the pages ranked `from` (inclusive) to `to` (exclusive). */
  slice(from: number, to: number): Promise<PagefindPage[]>;
}

/**
 * Pages whose title or sidebar label is the query come first (`daemon` finds
 * the Daemon page before pages that mention it often), then pages with a
 * member of that name (`rule`, or `run` for `ctx.actions.run`); the rest
 * keep Pagefind's order. Needs only the title map, no page data.
 */
export function orderByTitle<T extends { id: string }>(query: string, results: readonly T[], titles: PageTitles): T[] {
  const q = query.trim().toLowerCase();
  const last = (s: string) => s.toLowerCase().split('.').pop() ?? '';
  const tier = (r: T) => {
    const [title, label, names] = titles[r.id] ?? [];
    if (title?.toLowerCase() === q || label?.toLowerCase() === q) return 0;
    if (names?.some((n) => n.toLowerCase() === q || last(n) === last(q))) return 1;
    return 2;
  };
  return results
    .map((r, i) => ({ r, i, t: tier(r) }))
    .sort((a, b) => a.t - b.t || a.i - b.i)
    .map((x) => x.r);
}

/**
 * A search client with the one method the DocSearch modal calls, answering
 * from the embedded index. Only the pages a screen shows are loaded (one
 * small fragment each), so a query costs a handful of requests, not one per
 * matching page.
 *
 * Pagefind falls back to the longest indexed prefix of a word it does not
 * know ("xylophone" matches a lone "x"). Whether the query really matched is
 * a property of the query, so it is judged on the first pages: when none of
 * them is a real match, the query has no results.
 */
export function createLocalSearch(loadPagefind: () => Promise<PagefindApi>, filters: Record<string, string>, loadTitles: () => Promise<PageTitles> = async () => ({})) {
  const counts = new Map<string, number>();

  async function search(query: string): Promise<RankedResults> {
    const q = query.trim();
    const pagefind = await loadPagefind();
    const [found, titles] = await Promise.all([pagefind.search(q, { filters }), loadTitles().catch(() => ({}))]);
    const ordered = orderByTitle(q, found?.results ?? [], titles);
    const cache = new Map<number, Promise<PagefindPage>>();
    const load = (i: number) => {
      let page = cache.get(i);
      if (!page) cache.set(i, (page = ordered[i]!.data()));
      return page;
    };
    const loadRange = (from: number, to: number) => Promise.all(ordered.slice(from, to).map((_, k) => load(from + k)));
    const first = await loadRange(0, Math.min(ordered.length, 5));
    const total = first.some((page) => isRealMatch(q, page)) ? ordered.length : 0;
    counts.set(q, total);
    return {
      total,
      async slice(from, to) {
        const end = Math.min(to, total);
        if (from >= end) return [];
        const pages = await loadRange(from, end);
        // Within a slice, an exact heading or member name ranks first.
        return rankPages(q, pages);
      },
    };
  }

  async function answer(request: SearchRequest): Promise<SearchResponse> {
    const query = (request.query ?? request.params?.query ?? '').trim();
    const hitsPerPage = request.hitsPerPage ?? 20;
    const results = query ? await search(query) : { total: 0, slice: async () => [] };
    const pages = await results.slice(0, hitsPerPage);
    const hits = toHits(query, pages, { snippetWords: snippetWordsOf(request.attributesToSnippet) });
    return {
      hits,
      nbHits: results.total,
      index: request.indexName,
      query,
      page: 0,
      nbPages: 1,
      hitsPerPage,
      processingTimeMS: 0,
      exhaustiveNbHits: true,
      params: '',
    };
  }

  const client = {
    search: async ({ requests }: { requests: SearchRequest[] }) => ({ results: await Promise.all(requests.map(answer)) }),
    addAlgoliaAgent: () => {},
    transporter: { algoliaAgent: { value: 'buck2-docs (embedded index)', add: () => client.transporter.algoliaAgent } },
  };

  return { client, search, countFor: (query: string) => counts.get(query.trim()) };
}
