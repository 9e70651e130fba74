import { atom } from 'nanostores';

/**
 * Set when the search index cannot be loaded or queried. The DocSearch modal
 * resets its own error status, so the site keeps this one and shows the
 * "Unable to fetch results" panel itself.
 */
export const $searchError = atom<string | null>(null);
