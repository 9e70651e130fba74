import { snippetWordsOf, toHits, type DocSearchHit } from './hits';
import type { LocalSearch, RankedResults } from './local-client';

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

/** Runs `task` after the next frame is painted (soon after, outside a browser). */
function afterPaint(task: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(task));
  else setTimeout(task);
}

const NOTHING: RankedResults = { total: 0, slice: async () => [] };

/**
 * A search client with the one method the DocSearch modal calls, answering
 * from the embedded index. A query whose title, heading or name matches are
 * in memory is answered at once; when Pagefind's body-text matches arrive,
 * `onFullAnswer` is told so the modal can ask again and show them too.
 */
export function createDocSearchClient(local: LocalSearch, onFullAnswer: (query: string) => void) {
  const counts = new Map<string, number>();

  async function rankedFor(query: string): Promise<{ ranked: RankedResults; complete: boolean }> {
    if (!query) return { ranked: NOTHING, complete: true };
    const full = local.fullIfDone(query);
    if (full) return { ranked: full, complete: true };
    const memory = await local.memory(query);
    if (!memory.total) return { ranked: await local.full(query), complete: true };
    // Body matches once the first results are on screen: their bytes never delay them.
    afterPaint(() =>
      local.full(query).then(
        () => onFullAnswer(query),
        () => {},
      ),
    );
    return { ranked: memory, complete: false };
  }

  async function answer(request: SearchRequest): Promise<SearchResponse> {
    const query = (request.query ?? request.params?.query ?? '').trim();
    const hitsPerPage = request.hitsPerPage ?? 20;
    const { ranked, complete } = await rankedFor(query);
    const pages = await ranked.slice(0, hitsPerPage);
    // "See all N results" waits for the full count.
    if (complete) counts.set(query, ranked.total);
    return {
      hits: toHits(query, pages, { snippetWords: snippetWordsOf(request.attributesToSnippet) }),
      nbHits: ranked.total,
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
  return { client, countFor: (query: string) => counts.get(query.trim()) };
}
