import { isRealMatch, rankPages, snippetWordsOf, toHits, type DocSearchHit, type PagefindPage } from './adapter';

/** The part of Pagefind's browser API the site uses. */
export interface PagefindApi {
  search(query: string, options?: { filters?: Record<string, string> }): Promise<{ results: { id: string; data(): Promise<PagefindPage> }[] } | null>;
}

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

/** At most this many pages are considered for one query. */
export const MAX_PAGES = 100;

/**
 * A search client with the one method the DocSearch modal calls, answering
 * from the embedded index. It also remembers how many pages matched each
 * query, for the "See all N results" link (the modal's own count adds up
 * across keystrokes).
 */
export function createLocalSearch(loadPagefind: () => Promise<PagefindApi>, filters: Record<string, string>) {
  const counts = new Map<string, number>();

  async function searchPages(query: string): Promise<PagefindPage[]> {
    const pagefind = await loadPagefind();
    const found = await pagefind.search(query, { filters });
    const data = await Promise.all((found?.results ?? []).slice(0, MAX_PAGES).map((r) => r.data()));
    const pages = rankPages(query, data.filter((page) => isRealMatch(query, page)));
    counts.set(query.trim(), pages.length);
    return pages;
  }

  async function answer(request: SearchRequest): Promise<SearchResponse> {
    const query = (request.query ?? request.params?.query ?? '').trim();
    const hitsPerPage = request.hitsPerPage ?? 20;
    const pages = query ? await searchPages(query) : [];
    const hits = toHits(query, pages.slice(0, hitsPerPage), { snippetWords: snippetWordsOf(request.attributesToSnippet) });
    return {
      hits,
      nbHits: pages.length,
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

  return { client, searchPages, countFor: (query: string) => counts.get(query.trim()) };
}
