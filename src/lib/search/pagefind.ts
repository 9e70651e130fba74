import type { PagefindApi } from './local-client';
import { ATTRIBUTES_FILE, RECORDS_FILE, type RuleAttributes, type SearchRecord } from './records';

const PAGEFIND_URL = '/pagefind/pagefind.js';
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

/** A JSON file next to the index, fetched once (a failure can be retried). */
function jsonOnce<T>(url: string): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () =>
    (value ??= fetch(url)
      .then((r) => (r.ok ? (r.json() as Promise<T>) : Promise.reject(new Error(`${url}: HTTP ${r.status}`))))
      .catch((error: unknown) => {
        value = undefined;
        throw error;
      }));
}

/** The in-memory ranking's records (written next to the index at build time). */
export const loadRecords = jsonOnce<SearchRecord[]>(`/pagefind/${RECORDS_FILE}`);
/** Rule attributes, needed for the full answer only. */
export const loadAttributes = jsonOnce<RuleAttributes>(`/pagefind/${ATTRIBUTES_FILE}`);
