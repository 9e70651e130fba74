import { DocSearchModal } from '@docsearch/react/modal';
import { navigate } from 'astro:transitions/client';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createDocSearchClient, type SearchRequest } from '../../lib/search/docsearch-client';
import { browserSearch } from '../../lib/search/browser-search';
import { closeSearchShell } from '../../lib/browser/search-shell';
import { showBlockedStorageAsMissing, storageAvailable } from '../../lib/browser/storage';
import { $searchError, $searchPending } from '../../stores/search';
import { MAX_QUERY_LENGTH, SEARCH_TRANSLATIONS, type SearchUiConfig } from './config';
import { EmptyStartScreen, ErrorPanel, NoResultsSuggestions, SearchingPanel } from './modal-panels';

export interface SearchModalProps {
  config: SearchUiConfig;
  initialQuery?: string | undefined;
  onClose: () => void;
}


/** A result: a real link, so middle-click, Ctrl/Cmd-click and "copy link" work (see `useLinksAsOptions`). */
function HitLink({ hit, children }: { hit: { url: string }; children: ReactNode }) {
  return (
    <a className="search-hit" href={hit.url}>
      {children}
    </a>
  );
}

/**
 * DocSearch puts `role="option"` on each result's `<li>`; an option must not
 * contain a link, so the option role, id and selection move to the link
 * itself (ARIA in HTML allows `role="option"` on `<a href>`).
 */
function useLinksAsOptions(): void {
  useEffect(() => {
    const move = () => {
      for (const li of document.querySelectorAll<HTMLLIElement>('.DocSearch-Hit')) {
        const link = li.querySelector<HTMLAnchorElement>(':scope > a.search-hit');
        if (!link) continue;
        for (const name of ['role', 'id', 'aria-selected']) {
          const value = li.getAttribute(name);
          if (value === null || (name === 'role' && value === 'none')) continue;
          link.setAttribute(name, value);
          li.removeAttribute(name);
        }
        // Only a change: a write of the same value would wake this observer again.
        if (li.getAttribute('role') !== 'none') li.setAttribute('role', 'none');
      }
    };
    move();
    const observer = new MutationObserver(move);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-selected', 'id', 'role'] });
    return () => observer.disconnect();
  }, []);
}

/** Pages loaded per query in the modal (at most 5 per section are shown). */
const EMBEDDED_HITS_PER_QUERY = 10;

/** Asks the modal to search again for what its input holds (its full answer has arrived). */
function searchAgain(query: string): void {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input || input.value.trim() !== query) return;
  // A reader already moving through these results keeps them (and their place in them).
  if (input.dataset['browsed'] === query) return;
  // React only reports an input whose value it has not seen: make it forget the last one.
  (input as HTMLInputElement & { _valueTracker?: { setValue(v: string): void } })._valueTracker?.setValue('');
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const navigator = {
  navigate({ itemUrl }: { itemUrl: string }) {
    // In place, like any other link (the page is swapped; this island goes with it).
    void navigate(itemUrl);
  },
  navigateNewTab({ itemUrl }: { itemUrl: string }) {
    window.open(itemUrl, '_blank', 'noopener');
  },
  navigateNewWindow({ itemUrl }: { itemUrl: string }) {
    window.open(itemUrl, '_blank', 'noopener,noreferrer,popup');
  },
};

/**
 * DocSearch shows its no-results panel as soon as its query has no hits,
 * before that query's answer has arrived. The panel stays hidden (CSS) until
 * `data-answered` is set, which happens only while the panel names the query
 * whose answer arrived and the input still holds it. Any input removes it
 * before React sees the event.
 */
function useAnsweredMarker() {
  const root = useRef<HTMLDivElement>(null);
  const answered = useRef<string | null>(null);
  const check = useCallback(() => {
    const shown = document.querySelector('.DocSearch-NoResults .DocSearch-Title strong')?.textContent ?? null;
    const typed = document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value.trim();
    const ok = shown !== null && shown.trim() === answered.current && typed === answered.current;
    if (ok !== root.current?.hasAttribute('data-answered')) root.current?.toggleAttribute('data-answered', ok);
  }, []);
  useEffect(() => {
    const clear = (e: Event) => {
      if ((e.target as Element | null)?.classList?.contains('DocSearch-Input')) root.current?.removeAttribute('data-answered');
    };
    document.addEventListener('input', clear, true);
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      document.removeEventListener('input', clear, true);
      observer.disconnect();
    };
  }, [check]);
  const markAnswered = useCallback(
    (query: string) => {
      answered.current = query.trim();
      setTimeout(check);
    },
    [check],
  );
  return { root, markAnswered };
}

/** Once the modal's input is on screen, the first frame goes, and what was typed in it since comes along. */
function useTakeOverShell(initialQuery: string | undefined) {
  useEffect(() => {
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    const typed = closeSearchShell();
    if (!input || typed === undefined || typed === (initialQuery ?? '')) return;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, typed);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, [initialQuery]);
}

/** Marks the input with the query whose results the reader has moved through with the arrow keys. */
function useBrowsedMarker() {
  useEffect(() => {
    const mark = (e: KeyboardEvent) => {
      const input = e.target as HTMLInputElement | null;
      if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && input?.classList?.contains('DocSearch-Input')) input.dataset['browsed'] = input.value.trim();
    };
    document.addEventListener('keydown', mark, true);
    return () => document.removeEventListener('keydown', mark, true);
  }, []);
}

export default function SearchModal({ config, initialQuery, onClose }: SearchModalProps) {
  useLinksAsOptions();
  useBrowsedMarker();
  useTakeOverShell(initialQuery);
  const { root, markAnswered } = useAnsweredMarker();
  const error = useStore($searchError);
  const pending = useStore($searchPending);
  const search = useMemo(() => browserSearch(config.filters), [config.filters]);
  const local = useMemo(() => createDocSearchClient(search, searchAgain), [search]);
  useEffect(() => search.warm(), [search]);
  // Recent and favorite searches live in storage: without it, search works without them.
  const personalized = useMemo(() => {
    showBlockedStorageAsMissing();
    return !config.disableUserPersonalization && storageAvailable();
  }, [config.disableUserPersonalization]);
  const smallScreen = typeof window !== 'undefined' && window.matchMedia('(max-width: 768px)').matches;
  const snippetWords = smallScreen ? 5 : 10;
  // Retry after an error opens the modal afresh on the query that failed.
  const lastQuery = useRef('');
  const [retry, setRetry] = useState<{ attempt: number; query: string }>({ attempt: 0, query: initialQuery ?? '' });
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
        lastQuery.current = args.requests[0]?.query ?? '';
        $searchPending.set(args.requests[0]?.query ?? '');
        try {
          const answer = await local.client.search(args);
          $searchError.set(null);
          markAnswered(answer.results[0]?.query ?? '');
          return answer;
        } catch (error) {
          $searchError.set(error instanceof Error ? error.message : String(error));
          return { results: args.requests.map(() => ({ hits: [], nbHits: 0, index: 'docs', query: '', page: 0, nbPages: 0, hitsPerPage: 0, processingTimeMS: 0, exhaustiveNbHits: true, params: '' })) };
        } finally {
          if (ticket === latest) $searchPending.set(null);
        }
      },
    };
  }, [local, markAnswered]);
  const transformSearchClient = useCallback(
    (client: unknown) => (config.backend === 'embedded' ? embeddedClient : client) as never,
    [config.backend, embeddedClient],
  );

  // DocSearch allows 512 characters; the site's limit is 64. Its backdrop is a
  // role="button" (with combobox attributes) wrapped around the dialog, i.e.
  // nested controls; the input carries the combobox attributes that matter,
  // and a click on the backdrop still closes the modal.
  useEffect(() => {
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (input) input.maxLength = MAX_QUERY_LENGTH;
    // Its header and footer are parts of the dialog, not the page's banner and contentinfo landmarks.
    for (const part of document.querySelectorAll('.DocSearch-Modal > header, .DocSearch-Modal > footer')) {
      if (part.getAttribute('role') !== 'none') part.setAttribute('role', 'none');
    }
    const backdrop = document.querySelector('.DocSearch-Container');
    if (backdrop) {
      for (const name of [...backdrop.getAttributeNames()]) {
        if (name === 'role' || name === 'tabindex' || name.startsWith('aria-')) backdrop.removeAttribute(name);
      }
    }
  });

  useEffect(
    () => () => {
      $searchError.set(null);
      $searchPending.set(null);
    },
    [],
  );

  const searchParameters = {
    attributesToSnippet: [`hierarchy.lvl1:${snippetWords}`, `hierarchy.lvl2:${snippetWords}`, `hierarchy.lvl3:${snippetWords}`, `content:${snippetWords}`],
    // The modal shows at most a few pages per section: load no more than that.
    ...(config.backend === 'embedded' ? { hitsPerPage: EMBEDDED_HITS_PER_QUERY } : {}),
    ...(config.facetFilters?.length ? { facetFilters: config.facetFilters } : {}),
  };

  return (
    <div ref={root} className={['search-modal', `search-modal--${config.backend}`, error ? 'search-modal--error' : '', pending !== null ? 'search-modal--pending' : ''].join(' ')}>
      <DocSearchModal
        key={retry.attempt}
        appId={config.appId ?? 'embedded-index'}
        apiKey={config.apiKey ?? 'embedded-index'}
        indices={[{ name: config.indexName, searchParameters }]}
        initialScrollY={window.scrollY}
        {...(retry.query ? { initialQuery: retry.query.slice(0, MAX_QUERY_LENGTH) } : {})}
        onClose={onClose}
        placeholder="Search docs"
        transformSearchClient={transformSearchClient}
        maxResultsPerGroup={config.maxResultsPerGroup}
        disableUserPersonalization={!personalized}
        navigator={navigator as never}
        hitComponent={HitLink as never}
        translations={SEARCH_TRANSLATIONS.modal}
        getMissingResultsUrl={({ query }) =>
          `${config.repositoryUrl}/issues/new?title=${encodeURIComponent(`Docs search: no results for "${query}"`)}&labels=documentation`
        }
        resultsFooterComponent={({ state }) => {
          const count = config.backend === 'embedded' ? local.countFor(state.query) : (state.context['nbHits'] as number | undefined);
          if (!count) return null;
          return (
            <a className="search-see-all" href={`/${config.searchPagePath}/?q=${encodeURIComponent(state.query)}`}>
              See all {count} results
            </a>
          );
        }}
      />
      {error && <ErrorPanel onRetry={onRetry} />}
      {pending !== null && !error && <SearchingPanel />}
      {personalized && !error && <EmptyStartScreen />}
      {config.backend === 'embedded' && pending === null && !error && <NoResultsSuggestions suggest={search.suggest} />}
    </div>
  );
}
