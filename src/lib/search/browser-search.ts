import { createLocalSearch, type LocalSearch } from './local-client';
import { loadRecords, loadShard, loadText, loadVocabulary } from './load';

const searches = new Map<string, LocalSearch>();

/**
 * The site's search in the browser, one per set of contextual filters, shared
 * by the search button (which warms it on the reader's first intent), the
 * modal and the /search/ page.
 */
export function browserSearch(filters: Record<string, string>): LocalSearch {
  const key = JSON.stringify(filters);
  let search = searches.get(key);
  if (!search) searches.set(key, (search = createLocalSearch({ loadRecords, loadShard, loadVocabulary, loadText, filters })));
  return search;
}
