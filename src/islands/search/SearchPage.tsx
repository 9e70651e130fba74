import { useEffect, useMemo, useRef, useState } from 'react';
import { island } from '../shared/IslandBoundary';
import { browserSearch } from '../../lib/search/browser-search';
import { safeExcerpt, snippet, type PagefindPage } from '../../lib/search/hits';
import { MAX_QUERY_LENGTH } from '../../lib/browser/search-shell';
import type { SearchUiConfig } from '../../lib/search/ui-config';
import { SEARCH_TRANSLATIONS } from './translations';

export const RESULTS_PER_PAGE = 20;

export interface SearchPageProps {
  config: SearchUiConfig;
}

function readUrl(): { query: string; page: number } {
  const params = new URLSearchParams(window.location.search);
  return { query: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH), page: Math.max(1, Number(params.get('page')) || 1) };
}

function writeUrl(query: string, page: number): void {
  const params = new URLSearchParams(window.location.search);
  if (query) params.set('q', query);
  else params.delete('q');
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const search = params.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
}

type Status = 'idle' | 'loading' | 'done' | 'error';

/**
 * The /search/ page: every result for `?q=`, 20 per page, each annotated with
 * its section. The URL follows the query as the reader types, so any search
 * can be linked to.
 */
function SearchPage({ config }: SearchPageProps) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<{ total: number; shown: PagefindPage[] }>({ total: 0, shown: [] });
  const [status, setStatus] = useState<Status>('idle');
  /** Bumped by Retry: the same query is searched again. */
  const [attempt, setAttempt] = useState(0);
  const search = useMemo(() => browserSearch(config.filters), [config.filters]);
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(0);

  useEffect(() => {
    // Words typed into the form before it woke up are the query.
    const typed = (input.current?.value ?? '').slice(0, MAX_QUERY_LENGTH);
    const initial = typed ? { query: typed, page: 1 } : readUrl();
    if (typed) writeUrl(typed.trim(), 1);
    setQuery(initial.query);
    setPage(initial.page);
    input.current?.focus();
  }, []);

  useEffect(() => {
    const q = query.trim();
    const ticket = ++latest.current;
    if (!q) {
      setAnswer({ total: 0, shown: [] });
      setStatus('idle');
      return;
    }
    // Until this query's answer arrives, the page says it is searching (never "No results").
    setStatus('loading');
    const timer = setTimeout(() => {
      search
        .full(q)
        .then(async (ranked) => {
          const last = Math.max(1, Math.ceil(ranked.total / RESULTS_PER_PAGE));
          const from = (Math.min(page, last) - 1) * RESULTS_PER_PAGE;
          const shown = await ranked.slice(from, from + RESULTS_PER_PAGE);
          if (ticket !== latest.current) return;
          setAnswer({ total: ranked.total, shown });
          setStatus('done');
        })
        .catch(() => ticket === latest.current && setStatus('error'));
    }, 150);
    return () => clearTimeout(timer);
  }, [query, page, search, attempt]);

  const pageCount = Math.max(1, Math.ceil(answer.total / RESULTS_PER_PAGE));
  const current = Math.min(page, pageCount);
  const shown = answer.shown;

  const onInput = (value: string) => {
    setQuery(value);
    setPage(1);
    writeUrl(value.trim(), 1);
  };
  const goTo = (n: number) => {
    setPage(n);
    writeUrl(query.trim(), n);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="search-page">
      <form role="search" className="search-page__form" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="search-page-input" className="visually-hidden">
          Search docs
        </label>
        <input
          id="search-page-input"
          ref={input}
          className="search-page__input"
          type="search"
          placeholder="Search docs"
          maxLength={MAX_QUERY_LENGTH}
          value={query}
          onChange={(e) => onInput(e.target.value)}
          autoComplete="off"
        />
      </form>
      <div role="status" className="search-page__status">
        {status === 'loading' && <p>Searching…</p>}
        {status === 'error' && (
          <div role="alert">
            <p>
              <strong>{SEARCH_TRANSLATIONS.modal.errorScreen.titleText}</strong> {SEARCH_TRANSLATIONS.modal.errorScreen.helpText}
            </p>
            <button type="button" className="search-page__retry" onClick={() => setAttempt((n) => n + 1)}>
              Retry
            </button>
          </div>
        )}
        {status === 'done' && answer.total === 0 && (
          <p>
            {SEARCH_TRANSLATIONS.modal.noResultsScreen.noResultsText} “{query.trim()}”.
          </p>
        )}
        {status === 'done' && answer.total > 0 && (
          <p>
            {answer.total} {answer.total === 1 ? 'result' : 'results'} for “{query.trim()}”
            {pageCount > 1 && ` (page ${current} of ${pageCount})`}
          </p>
        )}
      </div>
      {status === 'done' && shown.length > 0 && (
        <ol className="search-page__results" aria-label="Search results" start={(current - 1) * RESULTS_PER_PAGE + 1}>
          {shown.map((result) => (
            <li key={result.url} className="search-result">
              <span className="search-result__section">{result.meta['section'] ?? 'Docs'}</span>
              <h2 className="search-result__title">
                <a href={result.url}>{result.meta['title'] ?? result.url}</a>
              </h2>
              <p className="search-result__excerpt" dangerouslySetInnerHTML={{ __html: snippet(result.excerpt, 30) }} />
              {result.sub_results.filter((s) => s.anchor && s.url !== result.url).length > 0 && (
                <ul className="search-result__sections">
                  {result.sub_results
                    .filter((s) => s.anchor && s.url !== result.url)
                    .slice(0, 3)
                    .map((s) => (
                      <li key={s.url}>
                        <a href={s.url} dangerouslySetInnerHTML={{ __html: safeExcerpt(s.title) }} />
                      </li>
                    ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
      {status === 'done' && pageCount > 1 && (
        <nav className="search-page__pagination" aria-label="Search results pages">
          <button type="button" disabled={current === 1} onClick={() => goTo(current - 1)}>
            Previous
          </button>
          {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
            <button key={n} type="button" aria-current={n === current ? 'page' : undefined} onClick={() => goTo(n)}>
              {n}
            </button>
          ))}
          <button type="button" disabled={current === pageCount} onClick={() => goTo(current + 1)}>
            Next
          </button>
        </nav>
      )}
    </div>
  );
}

export default island(SearchPage);
