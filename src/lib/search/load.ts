/**
 * Fetches the search index's files (`dist/search-index/`) in the browser,
 * each once; a failed fetch can be retried.
 */
import { INDEX_DIR, RECORDS_FILE, type PageText, type RecordsFile, type ShardFile, type VocabularyFile } from './engine/format';

const BASE = `/${INDEX_DIR}/`;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** One fetch per key, kept while it succeeds. */
function once<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key) => {
    let value = cache.get(key);
    if (!value) {
      value = load(key).catch((error: unknown) => {
        cache.delete(key);
        throw error;
      });
      cache.set(key, value);
    }
    return value;
  };
}

const records = once((file) => fetchJson<RecordsFile>(`${BASE}${file}`));
/** The records: what the first results need. */
export const loadRecords = () => records(RECORDS_FILE);
/** A term shard (`terms/<file>`). */
export const loadShard = once((file) => fetchJson<ShardFile>(`${BASE}terms/${file}`));
/** Every term, for typo tolerance. */
export const loadVocabulary = once((file) => fetchJson<VocabularyFile>(`${BASE}${file}`));
/** A page's headings and section texts, for excerpts. */
export const loadText = once((file) => fetchJson<PageText>(`${BASE}text/${file}`));
