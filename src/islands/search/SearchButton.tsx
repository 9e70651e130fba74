import { useCallback, useEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useIslandTriggers } from '../shared/use-island-triggers';
import { island } from '../shared/IslandBoundary';
import { browserSearch } from '../../lib/search/browser-search';
import { loadModal, modalReady } from './modal-assets';
import { closeSearchShell, forgetSearchShellDismissal, searchShellDismissed, searchShellQuery, selectedText, showSearchShell } from '../../lib/browser/search-shell';
import { islandOf, matchesShortcut } from '../../hydration/trigger-queue';
import { showLoadError } from '../../enhancements/island-load-error';
import type { SearchUiConfig } from '../../lib/search/ui-config';
import type { SearchModalProps } from './SearchModal';

export interface SearchButtonProps {
  config: SearchUiConfig;
}

/**
 * The navbar search button. It is server-rendered; the first sign of intent
 * (hover, focus, touch, a shortcut) hydrates it, fetches the modal and builds
 * the in-memory search index. Ctrl/Cmd+K anywhere, "/" outside text fields, a click, or
 * typing a letter on the focused button opens the modal.
 */
function SearchButton({ config }: SearchButtonProps) {
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const openModal = useCallback(function openModal(query?: string) {
    const start = searchShellQuery() ?? query ?? selectedText();
    forgetSearchShellDismissal();
    if (!modalReady()) showSearchShell(start ?? '');
    setInitialQuery(start);
    loadModal()
      .then((m) => {
        // The reader closed the first frame (see search-shell) before the modal arrived.
        if (searchShellDismissed()) return;
        setModal(() => m.default);
        setOpen(true);
      })
      .catch((error: unknown) => {
        closeSearchShell();
        console.warn('The search dialog could not be loaded.', error);
        // The same red box as a control whose own code fails; Retry opens the dialog.
        const el = islandOf(button.current);
        if (el) showLoadError(el, new Error('The search dialog could not be loaded.', { cause: error }), () => openModal(start));
      });
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    setInitialQuery(undefined);
    button.current?.focus();
  }, []);

  // Hydration happens on intent: start fetching what the first search needs.
  useEffect(() => {
    void loadModal().catch(() => {});
    if (config.backend === 'embedded') browserSearch(config.filters).warm();
  }, [config.backend, config.filters]);

  useIslandTriggers(button, (t) => {
    // The reader closed the first frame this trigger opened: nothing more to do.
    if (searchShellDismissed()) return forgetSearchShellDismissal();
    const printable = t.type === 'key' && t.key !== undefined && t.key.length === 1 && t.key !== ' ';
    openModal(printable ? t.key : undefined);
  });

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (open && e.key === 'Escape') {
        e.preventDefault();
        close();
      } else if (matchesShortcut('mod+k', e)) {
        e.preventDefault();
        if (open) close();
        else openModal();
      } else if (!open && matchesShortcut('/', e)) {
        e.preventDefault();
        openModal();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, openModal, close]);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    // A letter typed on the focused button starts the search with it (Ctrl/Cmd+F stays the browser's).
    if (e.key.length === 1 && e.key !== ' ' && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      openModal(e.key);
    }
  };

  return (
    <>
      <button ref={button} type="button" className="search-button" aria-keyshortcuts="Control+K Meta+K /" onClick={() => openModal()} onKeyDown={onKeyDown}>
        <svg className="search-button__icon" aria-hidden="true" width="18" height="18" viewBox="0 0 20 20">
          <path d="M14.4 14.4 19 19l-4.6-4.6a8 8 0 1 1 0-11.3 8 8 0 0 1 0 11.3z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="search-button__label">Search</span>
        <span className="search-button__keys" aria-hidden="true">
          <kbd className="search-button__key search-button__key--ctrl">Ctrl</kbd>
          <kbd className="search-button__key search-button__key--cmd">⌘</kbd>
          <kbd className="search-button__key">K</kbd>
        </span>
      </button>
      {open && Modal && createPortal(<Modal config={config} initialQuery={initialQuery} onClose={close} />, document.body)}
    </>
  );
}

export default island(SearchButton);
