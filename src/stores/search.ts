import { atom, map } from 'nanostores';
import type { HitExcerpt } from '../lib/search/docsearch-client';

/**
 * Set when the search index cannot be loaded or queried (DocSearch shows its
 * error screen; the modal adds a Retry and says it aloud).
 */
export const $searchError = atom<string | null>(null);

/** The query whose answer the modal is waiting for, or null (announced as "Searching…"). */
export const $searchPending = atom<string | null>(null);

/** Excerpts of the hits on screen, by `excerptKey(query, page URL)`; they arrive after the hits. */
export const $hitExcerpts = map<Record<string, HitExcerpt>>({});
