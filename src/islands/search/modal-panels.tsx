import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { SEARCH_TRANSLATIONS } from './config';

/** Panels the site adds to the DocSearch modal (DocSearch 5 lacks or mishandles them). */

/** The modal's results area, once it is on screen. */
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

/** "Unable to fetch results", shown inside the modal when the index cannot be loaded. */
export function ErrorPanel({ onRetry }: { onRetry: () => void }) {
  const host = useDropdown();
  if (!host) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen search-error" role="alert">
      <p className="DocSearch-Title">{SEARCH_TRANSLATIONS.modal.errorScreen.titleText}</p>
      <p className="DocSearch-Help">{SEARCH_TRANSLATIONS.modal.errorScreen.helpText}</p>
      <button type="button" className="search-error__retry" onClick={onRetry}>
        Retry
      </button>
    </div>,
    host,
  );
}

/** Shown in place of the results while the answer to the current query is on its way. */
export function SearchingPanel() {
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
export function EmptyStartScreen() {
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


/** Types a query into the modal's input as a reader would. */
function typeQuery(query: string): void {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, query);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
}

/**
 * "Try searching for" on the no-results panel: up to 3 page titles close to
 * the query (DocSearch would offer section names from earlier queries).
 */
export function NoResultsSuggestions({ suggest }: { suggest: (query: string) => Promise<string[]> }) {
  const [slot, setSlot] = useState<{ host: Element; query: string } | null>(null);
  const [titles, setTitles] = useState<string[]>([]);
  useEffect(() => {
    const update = () => {
      const panel = document.querySelector('.DocSearch-NoResults');
      const query = panel?.querySelector('.DocSearch-Title strong')?.textContent ?? '';
      let host = panel?.querySelector('.search-suggestions-slot') ?? null;
      if (panel && !host) {
        host = document.createElement('div');
        host.className = 'search-suggestions-slot';
        panel.querySelector('.DocSearch-Title')?.after(host);
      }
      setSlot((old) => (host && (old?.host !== host || old.query !== query) ? { host, query } : host ? old : null));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    let current = true;
    setTitles([]);
    if (slot?.query) void suggest(slot.query).then((found) => current && setTitles(found), () => {});
    return () => {
      current = false;
    };
  }, [slot?.query, suggest]);
  if (!slot || !titles.length) return null;
  return createPortal(
    <div className="search-suggestions">
      <p className="DocSearch-Help">{SEARCH_TRANSLATIONS.modal.noResultsScreen.suggestedQueryText}:</p>
      <ul>
        {titles.map((title) => (
          <li key={title}>
            <button type="button" className="search-suggestions__item" onClick={() => typeQuery(title)}>
              {title}
            </button>
          </li>
        ))}
      </ul>
    </div>,
    slot.host,
  );
}
