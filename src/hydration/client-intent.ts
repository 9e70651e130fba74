import type { ClientDirective } from 'astro';
import { ISLAND_EVENT, type IntentOptions, type IslandElement } from './trigger-queue';

/**
 * `client:intent`: hydrate on the reader's first intent (or, with
 * `{ onPaint: true }`, once the page has painted). Astro inlines this
 * directive in the page, so it only hands the island to the loader in
 * src/enhancements/islands.ts: on the island element itself, announced with
 * an event for a loader that is already running.
 */
const intent: ClientDirective = (load, options, el) => {
  const island = el as IslandElement;
  island.islandLoad = { load, options: typeof options.value === 'object' ? (options.value as IntentOptions) : {} };
  island.dispatchEvent(new Event(ISLAND_EVENT, { bubbles: true }));
};

export default intent;
