import type { ClientDirective } from 'astro';
import type { IntentOptions } from './trigger-queue';

declare global {
  interface Window {
    __buck2Islands?: { el: HTMLElement; load: Parameters<ClientDirective>[0]; options: IntentOptions }[];
  }
}

/**
 * `client:intent`: hydrate on the reader's first intent. Astro inlines this
 * directive in the page, so it only hands the island to the loader in
 * src/enhancements/islands.ts, which listens for the intent.
 */
const intent: ClientDirective = (load, options, el) => {
  (window.__buck2Islands ??= []).push({ el, load, options: typeof options.value === 'object' ? (options.value as IntentOptions) : {} });
  window.dispatchEvent(new Event('buck2:island'));
};

export default intent;
