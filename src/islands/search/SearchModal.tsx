import { DocSearchModal } from '@docsearch/react/modal';
import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createDocSearchClient, type SearchRequest } from '../../lib/search/docsearch-client';
import { browserSearch } from '../../lib/search/browser-search';
import { closeSearchShell, MAX_QUERY_LENGTH, searchShellQuery } from '../../lib/browser/search-shell';
import { showBlockedStorageAsMissing, storageAvailable } from '../../lib/browser/storage';
import { $hitExcerpts, $searchError, $searchPending } from '../../stores/search';
import type { SearchUiConfig } from '../../lib/search/ui-config';
import { SEARCH_TRANSLATIONS } from './translations';
import { useDocSearchAria } from './docsearch-aria';

export interface SearchModalProps {
  config: SearchUiConfig;
  initialQuery?: string | undefined;
  onClose: () => void;
}

/** Pages loaded per query in the modal (at most 5 per section are shown). */
const EMBEDDED_HITS_PER_QUERY = 10;

interface HitProps {
  hit: { url: string; url_without_anchor?: string; excerptKey?: string };
  children: ReactNode;
}

/**
 * A result: a real link, so middle-click, Ctrl/Cmd-click and "copy link"
 * work. Under DocSearch's title and path, a line for the excerpt, which
 * arrives after the hit (it needs the page's text): the line is there from
 * the start, so nothing moves when it fills.
 */
function HitLink({ hit, children }: HitProps) {
  const excerpts = useStore($hitExcerpts);
  const excerpt = hit.excerptKey ? excerpts[hit.excerptKey] : undefined;
  return (
    <a className="search-hit" href={excerpt?.url ?? hit.url}>
      {children}
      {hit.excerptKey !== undefined && <span className="search-hit__excerpt" dangerouslySetInnerHTML={{ __html: excerpt?.html ?? '' }} />}
    </a>
  );
}

/** Where a chosen hit leads: its section once its excerpt has found it. */
const targetOf = (item: HitProps['hit'], itemUrl: string) => (item.excerptKey ? $hitExcerpts.get()[item.excerptKey]?.url : undefined) ?? itemUrl;

const navigator = {
  navigate({ itemUrl, item }: { itemUrl: string; item: HitProps['hit'] }) {
    // In place, like any other link (the page is swapped; this island goes with it).
    void navigate(targetOf(item, itemUrl));
  },
  navigateNewTab({ itemUrl, item }: { itemUrl: string; item: HitProps['hit'] }) {
    window.open(targetOf(item, itemUrl), '_blank', 'noopener');
  },
  navigateNewWindow({ itemUrl, item }: { itemUrl: string; item: HitProps['hit'] }) {
    window.open(targetOf(item, itemUrl), '_blank', 'noopener,noreferrer,popup');
  },
};

const emptyAnswer = (requests: SearchRequest[]) => ({
  results: requests.map((r) => ({ hits: [], nbHits: 0, index: r.indexName, query: '', page: 0, nbPages: 0, hitsPerPage: 0, processingTimeMS: 0, exhaustiveNbHits: true, params: '' })),
});

/** "Searching…" while an answer is awaited, for screen readers (its own component, so the modal does not re-render for it). */
function SearchingStatus() {
  const pending = useStore($searchPending);
  const error = useStore($searchError);
  return (
    <p className="visually-hidden" role="status">
      {pending !== null && !error ? 'Searching…' : ''}
    </p>
  );
}

export default function SearchModal({ config, initialQuery, onClose }: SearchModalProps) {
  // What the reader typed into the first frame (search-shell) until now is the modal's first query.
  const [startQuery] = useState(() => (searchShellQuery() ?? initialQuery ?? '').slice(0, MAX_QUERY_LENGTH));
  useLayoutEffect(() => void closeSearchShell(), []);
  const root = useRef<HTMLDivElement>(null);
  useDocSearchAria(root);

  const error = useStore($searchError);
  // DocSearch can show "No results" for a query other than the latest one answered (an
  // earlier keystroke's, or the query it opens with): it stays hidden until DocSearch
  // renders the answer to the latest query, as its render-time callbacks report.
  useLayoutEffect(() => $searchPending.set(startQuery || null), [startQuery]);
  // Waiting and failing are classes set outside React: rendered from the stores, the modal
  // rendered again (and DocSearch with it) when each query started and ended waiting; a CPU
  // profile, 4x slower, had the modal's own render at about 29 ms of each query.
  useLayoutEffect(() => {
    const update = () => {
      const failed = $searchError.get() !== null;
      root.current?.classList.toggle('search-modal--error', failed);
      root.current?.classList.toggle('search-modal--pending', !failed && $searchPending.get() !== null);
    };
    const stops = [$searchPending.subscribe(update), $searchError.subscribe(update)];
    return () => stops.forEach((stop) => stop());
  }, []);
  const answered = useRef<string | null>(null);
  const rendered = useCallback((query: string) => {
    const shown = query.trim().slice(0, MAX_QUERY_LENGTH);
    if (shown === answered.current && $searchPending.get() !== null) queueMicrotask(() => shown === answered.current && $searchPending.set(null));
  }, []);
  const search = useMemo(() => browserSearch(config.filters), [config.filters]);
  const local = useMemo(() => createDocSearchClient(search, { onExcerpt: (key, excerpt) => $hitExcerpts.setKey(key, excerpt) }), [search]);
  useEffect(() => search.warm(), [search]);
  // Recent and favorite searches live in storage: without it, search works without them.
  const personalized = useMemo(() => {
    showBlockedStorageAsMissing();
    return !config.disableUserPersonalization && storageAvailable();
  }, [config.disableUserPersonalization]);
  const smallScreen = typeof window !== 'undefined' && window.matchMedia('(max-width: 768px)').matches;
  const snippetWords = smallScreen ? 5 : 10;
  // Retry after an error opens the modal afresh on the query that failed.
  const lastQuery = useRef(startQuery);
  const [retry, setRetry] = useState({ attempt: 0, query: startQuery });
  const onRetry = useCallback(() => {
    $searchError.set(null);
    setRetry((r) => ({ attempt: r.attempt + 1, query: lastQuery.current }));
  }, []);

  // The embedded index answers in place of the hosted service (a stable client: memoised).
  const embeddedClient = useMemo(() => {
    let latest = 0;
    return {
      ...local.client,
      search: async (args: { requests: SearchRequest[] }) => {
        const ticket = ++latest;
        const query = (args.requests[0]?.query ?? '').slice(0, MAX_QUERY_LENGTH);
        lastQuery.current = query;
        $searchPending.set(query);
        try {
          const answer = await local.client.search({ requests: args.requests.map((r) => ({ ...r, query })) });
          $searchError.set(null);
          return answer;
        } catch (error) {
          // Shown in the footer, with Retry (DocSearch 5 replaces its own error screen with "No results" at once).
          $searchError.set(error instanceof Error ? error.message : String(error));
          if (ticket === latest) $searchPending.set(null);
          return emptyAnswer(args.requests);
        } finally {
          if (ticket === latest) answered.current = query.trim();
        }
      },
    };
  }, [local]);
  const missingResultsUrl = useCallback(
    (query: string) => {
      rendered(query);
      return `${config.repositoryUrl}/issues/new?title=${encodeURIComponent(`Docs search: no results for "${query}"`)}&labels=documentation`;
    },
    [config.repositoryUrl, rendered],
  );
  const transformSearchClient = useCallback(
    (client: unknown) => (config.backend === 'embedded' ? embeddedClient : client) as never,
    [config.backend, embeddedClient],
  );
  useEffect(
    () => () => {
      $searchError.set(null);
      $searchPending.set(null);
      $hitExcerpts.set({});
    },
    [],
  );

  const searchParameters = {
    attributesToSnippet: [`hierarchy.lvl1:${snippetWords}`, `hierarchy.lvl2:${snippetWords}`, `hierarchy.lvl3:${snippetWords}`, `content:${snippetWords}`],
    // The modal shows at most a few pages per section: load no more than that.
    ...(config.backend === 'embedded' ? { hitsPerPage: EMBEDDED_HITS_PER_QUERY } : {}),
    ...(config.facetFilters?.length ? { facetFilters: config.facetFilters } : {}),
  };

  // The start screen's "No recent searches" (DocSearch 5 leaves it empty): drawn by the stylesheet.
  const style = { '--search-no-recent-text': JSON.stringify(SEARCH_TRANSLATIONS.modal.startScreen.noRecentSearchesText) } as CSSProperties;

  return (
    <div ref={root} className={`search-modal search-modal--${config.backend}`} style={style} role="dialog" aria-modal="true" aria-label="Search docs">
      <DocSearchModal
        key={retry.attempt}
        appId={config.appId ?? 'embedded-index'}
        apiKey={config.apiKey ?? 'embedded-index'}
        indices={[{ name: config.indexName, searchParameters }]}
        initialScrollY={window.scrollY}
        {...(retry.query ? { initialQuery: retry.query } : {})}
        onClose={onClose}
        placeholder="Search docs"
        transformSearchClient={transformSearchClient}
        maxResultsPerGroup={config.maxResultsPerGroup}
        disableUserPersonalization={!personalized}
        navigator={navigator as never}
        hitComponent={HitLink as never}
        translations={SEARCH_TRANSLATIONS.modal}
        footerAction={
          error ? (
            <div className="search-error" role="alert">
              <p>
                <strong>{SEARCH_TRANSLATIONS.modal.errorScreen.titleText}</strong> {SEARCH_TRANSLATIONS.modal.errorScreen.helpText}
              </p>
              <button type="button" className="search-error__retry" onClick={onRetry}>
                Retry
              </button>
            </div>
          ) : undefined
        }
        getMissingResultsUrl={({ query }) => missingResultsUrl(query)}
        resultsFooterComponent={({ state }) => {
          rendered(state.query);
          const count = config.backend === 'embedded' ? local.countFor(state.query) : (state.context['nbHits'] as number | undefined);
          // Closest titles in place of results (see noResultsHeading): DocSearch's no-results help.
          if (count === 0) {
            return (
              <p className="DocSearch-Help search-missing">
                {SEARCH_TRANSLATIONS.modal.noResultsScreen.reportMissingResultsText}{' '}
                <a href={missingResultsUrl(state.query)} target="_blank" rel="noopener noreferrer">
                  {SEARCH_TRANSLATIONS.modal.noResultsScreen.reportMissingResultsLinkText}
                </a>
              </p>
            );
          }
          if (!count) return null;
          return (
            <a className="search-see-all" href={`/${config.searchPagePath}/?q=${encodeURIComponent(state.query)}`}>
              See all {count} results
            </a>
          );
        }}
      />
      <SearchingStatus />
    </div>
  );
}
