import type { PagefindApi } from './local-client';
import { RECORDS_FILE, type SearchRecord } from './records';

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

export const RECORDS_URL = `/pagefind/${RECORDS_FILE}`;
let records: Promise<SearchRecord[]> | undefined;

/** The in-memory ranking's records (written next to the index at build time), loaded once. */
export function loadRecords(): Promise<SearchRecord[]> {
  records ??= fetch(RECORDS_URL)
    .then((r) => (r.ok ? (r.json() as Promise<SearchRecord[]>) : Promise.reject(new Error(`${RECORDS_URL}: HTTP ${r.status}`))))
    .catch((error: unknown) => {
      records = undefined;
      throw error;
    });
  return records;
}
