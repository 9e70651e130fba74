import type { ClientDirective } from 'astro';

type Load = Parameters<ClientDirective>[0];

/**
 * Loads an island's code and hydrates it; rejects with the reason when its
 * code cannot be loaded. (Astro reports a failed import as an
 * `astro:hydration-error` event on the island and hydrates nothing.)
 */
export async function hydrateIsland(el: HTMLElement, load: Load): Promise<void> {
  let failure: unknown;
  const onError = (e: Event) => {
    e.preventDefault();
    failure = (e as CustomEvent<{ error: unknown }>).detail.error;
  };
  el.addEventListener('astro:hydration-error', onError);
  try {
    await (await load())();
  } finally {
    el.removeEventListener('astro:hydration-error', onError);
  }
  if (failure !== undefined) throw failure;
}
