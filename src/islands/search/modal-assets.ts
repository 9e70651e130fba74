import type { ComponentType } from 'react';
import docsearchCss from '@docsearch/css/dist/style.css?url';
import siteCss from './search-modal.css?url';
import type { SearchModalProps } from './SearchModal';

/** Adds a stylesheet once; resolves when it has loaded (or failed: the modal still works unstyled). */
function stylesheet(href: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
  if (existing) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise<void>((resolve) => {
    link.onload = () => resolve();
    link.onerror = () => resolve();
  });
  document.head.append(link);
  return loaded;
}

let modal: Promise<{ default: ComponentType<SearchModalProps> }> | undefined;
let ready = false;

/** Whether the modal's code and stylesheets are in. */
export const modalReady = (): boolean => ready;

/**
 * The modal's code and its stylesheets, fetched in parallel on the reader's
 * first intent, so the modal opens styled. (Imported as URLs: a CSS import
 * would put the stylesheets on every page.)
 */
export function loadModal(): Promise<{ default: ComponentType<SearchModalProps> }> {
  modal ??= Promise.all([import('./SearchModal'), stylesheet(docsearchCss), stylesheet(siteCss)])
    .then(([module]) => {
      ready = true;
      return module;
    })
    .catch((error: unknown) => {
      modal = undefined;
      throw error;
    });
  return modal;
}
