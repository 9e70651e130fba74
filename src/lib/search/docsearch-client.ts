import { escapeHtml, snippet, snippetWordsOf, toHits, type DocSearchHit, type ResultPage } from './hits';
import type { LocalSearch } from './local-client';

/** One request as the DocSearch modal sends it. */
export interface SearchRequest {
  indexName: string;
  query?: string;
  params?: { query?: string };
  hitsPerPage?: number;
  attributesToSnippet?: string[];
}

export interface SearchResponse {
  /** With `excerptKey` when the excerpts arrive later (see `onExcerpt`). */
  hits: (DocSearchHit & { excerptKey?: string })[];
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

/** What a hit's excerpt line shows once the page's text has arrived: its text and the section it links to. */
export interface HitExcerpt {
  html: string;
  url: string;
}

/** The group of a query's closest page titles, when nothing matches it. */
export const noResultsHeading = (query: string) => `No results for "${query}". Try searching for:`;

/**
 * A closest-title hit, grouped under `noResultsHeading`: DocSearch groups hits
 * by their highlighted `lvl0` and shows the plain `hierarchy.lvl0` in each
 * hit's path, which keeps the page's own section.
 */
function inNoResultsGroup(hit: DocSearchHit, query: string): DocSearchHit {
  const lvl0 = { value: escapeHtml(noResultsHeading(query)), matchLevel: 'none' as const, matchedWords: [] };
  return { ...hit, _highlightResult: { ...hit._highlightResult, hierarchy: { ...hit._highlightResult.hierarchy, lvl0 } } };
}

/** The key of a hit's excerpt: the query and the page. */
export const excerptKey = (query: string, pageUrl: string) => `${query}\u0000${pageUrl}`;

/** How long results stay on screen, with no newer query, before their excerpts load. */
const EXCERPT_PAUSE_MS = 150;

/** Runs `task` once the next frame is painted and `EXCERPT_PAUSE_MS` have passed. */
function afterPause(task: () => void): void {
  const later = () => setTimeout(task, EXCERPT_PAUSE_MS);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(later);
  else later();
}

export interface DocSearchClientOptions {
  /** Called with each page's excerpt when its text has arrived (after the hits are on screen). */
  onExcerpt?: (key: string, excerpt: HitExcerpt) => void;
}

/**
 * A search client with the one method the DocSearch modal calls, answering
 * from the embedded index in one answer per query: every matching page in
 * its final order, with its title and matching heading. The pages' excerpts
 * need their text files; they arrive afterwards through `onExcerpt`, so their
 * bytes never delay the first results.
 */
export function createDocSearchClient(local: LocalSearch, { onExcerpt }: DocSearchClientOptions = {}) {
  const counts = new Map<string, number>();
  /** The query asked last. */
  let latest = '';

  async function answer(request: SearchRequest): Promise<SearchResponse> {
    const query = (request.query ?? request.params?.query ?? '').trim();
    const hitsPerPage = request.hitsPerPage ?? 20;
    const snippetWords = snippetWordsOf(request.attributesToSnippet);
    latest = query;
    let pages: ResultPage[] = [];
    let total = 0;
    if (query) {
      const ranked = await local.full(query);
      total = ranked.total;
      pages = ranked.headlines(0, hitsPerPage);
      // Nothing matches: the pages whose titles are closest (see `inNoResultsGroup`).
      if (!total) pages = await local.suggest(query).catch(() => []);
      if (onExcerpt && total) {
        // Once the reader has paused on these results (not for each keystroke typed
        // past: their text files would compete with the next answer), each as its
        // page's text arrives.
        afterPause(() =>
          query === latest &&
          pages.forEach((_, i) =>
            ranked.slice(i, i + 1).then(
              ([page]) => {
                const section = page?.sub_results.find((s) => s.anchor && s.url !== page.url);
                const text = section?.excerpt || page?.excerpt;
                if (page && text) onExcerpt(excerptKey(query, page.url), { html: snippet(text, snippetWords), url: section?.url ?? page.url });
              },
              () => {},
            ),
          ),
        );
      }
    }
    counts.set(query, total);
    const hits = toHits(query, pages, { snippetWords }).map((hit) => (total ? hit : inNoResultsGroup(hit, query)));
    return {
      hits: onExcerpt && total ? hits.map((hit, i) => ({ ...hit, excerptKey: excerptKey(query, pages[i]!.url) })) : hits,
      nbHits: total,
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
