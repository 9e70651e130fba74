import { atom } from 'nanostores';

/**
 * Set when the search index cannot be loaded or queried. The DocSearch modal
 * resets its own error status, so the site keeps this one and shows the
 * "Unable to fetch results" panel itself.
 */
export const $searchError = atom<string | null>(null);

/**
 * The query whose answer the modal is waiting for, or null. Until it arrives
 * the modal shows that it is searching, never a "No results" panel left over
 * from an earlier keystroke.
 */
export const $searchPending = atom<string | null>(null);
