import type { PageTitles, PagefindApi } from './local-client';

export const PAGEFIND_URL = '/pagefind/pagefind.js';
let instance: Promise<PagefindApi> | undefined;

/** Loads the embedded index's client once (a failure can be retried). */
export function loadPagefind(): Promise<PagefindApi> {
  instance ??= (import(/* @vite-ignore */ PAGEFIND_URL) as Promise<PagefindApi & { options(o: object): Promise<void>; init(): Promise<void> }>)
    .then(async (pagefind) => {
      await pagefind.options({ excerptLength: 30 });
      await pagefind.init();
      return pagefind;
    })
    .catch((error: unknown) => {
      instance = undefined;
      throw error;
    });
  return instance;
}

/** Starts downloading the index's entry point without running it (on a reader's intent). */
export function prefetchPagefind(): void {
  if (document.querySelector(`link[href="${PAGEFIND_URL}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = PAGEFIND_URL;
  document.head.append(link);
}

export const TITLES_URL = '/pagefind/titles.json';
let titles: Promise<PageTitles> | undefined;

/** The title map the ranking reads (written next to the index at build time). */
export function loadTitles(): Promise<PageTitles> {
  titles ??= fetch(TITLES_URL)
    .then((r) => (r.ok ? (r.json() as Promise<PageTitles>) : Promise.reject(new Error(`${TITLES_URL}: HTTP ${r.status}`))))
    .catch((error: unknown) => {
      titles = undefined;
      throw error;
    });
  return titles;
}
