import { DocSearchModal } from '@docsearch/react/modal';
import { navigate } from 'astro:transitions/client';
import modalCssUrl from '@docsearch/css/dist/style.css?url';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type React from 'react';
import { createPortal } from 'react-dom';
import { createLocalSearch, type SearchRequest } from '../../lib/search/local-client';
import { loadPagefind, loadTitles } from '../../lib/search/pagefind';
import { $searchError, $searchPending } from '../../stores/search';
import { MAX_QUERY_LENGTH, SEARCH_TRANSLATIONS, type SearchUiConfig } from './config';

export interface SearchModalProps {
  config: SearchUiConfig;
  initialQuery?: string | undefined;
  onClose: () => void;
}

/** Adds the modal's stylesheet the first time it opens (not on every page). */
function useStylesheet(href: string): void {
  useEffect(() => {
    if (document.querySelector(`link[data-docsearch-css]`)) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset['docsearchCss'] = '';
    document.head.append(link);
  }, [href]);
}

/** Pagefind, with failures recorded for the error panel. */
async function trackedPagefind() {
  try {
    const pagefind = await loadPagefind();
    $searchError.set(null);
    return pagefind;
  } catch (error) {
    $searchError.set(error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/**
 * A result inside the listbox. It is not a link (an option must not contain
 * one): a click navigates in place, Ctrl/Cmd-click or a middle click opens a
 * new tab, Shift-click a new window; Enter goes through the navigator.
 */
function HitLink({ hit, children }: { hit: { url: string }; children: ReactNode }) {
  const open = (e: React.MouseEvent) => {
    if (e.button === 1 || e.ctrlKey || e.metaKey) navigator.navigateNewTab({ itemUrl: hit.url });
    else if (e.shiftKey) navigator.navigateNewWindow({ itemUrl: hit.url });
    else navigator.navigate({ itemUrl: hit.url });
  };
  return (
    <div className="search-hit" data-url={hit.url} onClick={open} onAuxClick={(e) => e.button === 1 && open(e)}>
      {children}
    </div>
  );
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

/** "Unable to fetch results", shown inside the modal when the index cannot be loaded. */
function useDropdown(): Element | null {
  const [host, setHost] = useState<Element | null>(null);
  useEffect(() => {
    const find = () => setHost(document.querySelector('.DocSearch-Dropdown'));
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return host;
}

function ErrorPanel() {
  const host = useDropdown();
  if (!host) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen search-error" role="alert">
      <p className="DocSearch-Title">{SEARCH_TRANSLATIONS.modal.errorScreen.titleText}</p>
      <p className="DocSearch-Help">{SEARCH_TRANSLATIONS.modal.errorScreen.helpText}</p>
    </div>,
    host,
  );
}

/** Pages loaded per query in the modal (at most 5 per section are shown). */
const EMBEDDED_HITS_PER_QUERY = 10;

/** Shown in place of the results while the answer to the current query is on its way. */
function SearchingPanel() {
  const host = useDropdown();
  if (!host) return null;
  return createPortal(
    <p className="DocSearch-Help search-searching" role="status">
      Searching…
    </p>,
    host,
  );
}

/**
 * "No recent searches" on the start screen when nothing is stored (DocSearch 5
 * shows an empty panel there).
 */
function EmptyStartScreen() {
  const [host, setHost] = useState<Element | null>(null);
  useEffect(() => {
    let slot: HTMLDivElement | null = null;
    const update = () => {
      const modal = document.querySelector('.DocSearch-Modal');
      const query = document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '';
      const empty = Boolean(modal) && query === '' && !modal!.querySelector('.DocSearch-Hit, .DocSearch-Dropdown');
      if (empty && !slot?.isConnected) {
        slot = document.createElement('div');
        slot.className = 'search-empty-slot';
        modal!.insertBefore(slot, modal!.querySelector('.DocSearch-Footer'));
        setHost(slot);
      } else if (!empty && slot?.isConnected) {
        slot.remove();
        slot = null;
        setHost(null);
      }
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('input', update, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('input', update, true);
      slot?.remove();
    };
  }, []);
  if (!host) return null;
  return createPortal(
    <div className="search-empty">
      <p className="DocSearch-Help">{SEARCH_TRANSLATIONS.modal.startScreen.noRecentSearchesText}</p>
    </div>,
    host,
  );
}

export default function SearchModal({ config, initialQuery, onClose }: SearchModalProps) {
  useStylesheet(modalCssUrl);
  const error = useStore($searchError);
  const pending = useStore($searchPending);
  const local = useMemo(() => createLocalSearch(trackedPagefind, config.filters, loadTitles), [config.filters]);
  const smallScreen = typeof window !== 'undefined' && window.matchMedia('(max-width: 768px)').matches;
  const snippetWords = smallScreen ? 5 : 10;

  // The embedded index answers in place of the hosted service (a stable client: memoised).
  const embeddedClient = useMemo(() => {
    let latest = 0;
    return {
      ...local.client,
      search: async (args: { requests: SearchRequest[] }) => {
        const ticket = ++latest;
        $searchPending.set(args.requests[0]?.query ?? '');
        try {
          return await local.client.search(args);
        } catch {
          return { results: args.requests.map(() => ({ hits: [], nbHits: 0, index: 'docs', query: '', page: 0, nbPages: 0, hitsPerPage: 0, processingTimeMS: 0, exhaustiveNbHits: true, params: '' })) };
        } finally {
          if (ticket === latest) $searchPending.set(null);
        }
      },
    };
  }, [local]);
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
    <div className={['search-modal', `search-modal--${config.backend}`, error ? 'search-modal--error' : '', pending !== null ? 'search-modal--pending' : ''].join(' ')}>
      <DocSearchModal
        appId={config.appId ?? 'embedded-index'}
        apiKey={config.apiKey ?? 'embedded-index'}
        indices={[{ name: config.indexName, searchParameters }]}
        initialScrollY={window.scrollY}
        {...(initialQuery ? { initialQuery: initialQuery.slice(0, MAX_QUERY_LENGTH) } : {})}
        onClose={onClose}
        placeholder="Search docs"
        transformSearchClient={transformSearchClient}
        maxResultsPerGroup={config.maxResultsPerGroup}
        disableUserPersonalization={config.disableUserPersonalization}
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
      {error && <ErrorPanel />}
      {pending !== null && !error && <SearchingPanel />}
      {!config.disableUserPersonalization && !error && <EmptyStartScreen />}
    </div>
  );
}
