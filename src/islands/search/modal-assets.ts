import type { ComponentType } from 'react';
import siteCss from './search-modal.css?url';
import type { SearchModalProps } from './SearchModal';

const STYLESHEETS = [siteCss];

const linkOf = (href: string) => document.head.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);

const loading = new WeakMap<HTMLLinkElement, Promise<void>>();

/**
 * Adds a stylesheet to this document's head unless it is there; resolves
 * when it has loaded (or failed: the modal still works unstyled). A
 * client-side navigation replaces the head, so each opening checks again.
 */
function stylesheet(href: string): Promise<void> {
  const existing = linkOf(href);
  if (existing?.sheet) return Promise.resolve();
  const inFlight = existing && loading.get(existing);
  if (inFlight) return inFlight;
  existing?.remove();
  const link = document.createElement('link');
  const loaded = new Promise<void>((resolve) => {
    link.onload = () => resolve();
    link.onerror = () => {
      loading.delete(link);
      resolve();
    };
  });
  loading.set(link, loaded);
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
  return loaded;
}

let code: Promise<{ default: ComponentType<SearchModalProps> }> | undefined;
let codeLoaded = false;

/** Whether the modal's code is in and its stylesheets are in this document. */
export const modalReady = (): boolean => codeLoaded && STYLESHEETS.every((href) => linkOf(href)?.sheet);

/**
 * The modal's code and its stylesheets, fetched in parallel, so the modal
 * opens styled. (Imported as URLs: a CSS import would put the stylesheets on
 * every page.) A failed import is tried again on the next call.
 */
export function loadModal(): Promise<{ default: ComponentType<SearchModalProps> }> {
  code ??= import('./SearchModal').then(
    (module) => {
      codeLoaded = true;
      return module;
    },
    (error: unknown) => {
      code = undefined;
      throw error;
    },
  );
  return Promise.all([code, ...STYLESHEETS.map(stylesheet)]).then(([module]) => module);
}
