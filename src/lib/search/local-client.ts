import { isRealMatch, type PagefindPage } from './hits';
import { parseQuery, sameWord, wordsOf, type ParsedQuery } from './query';
import { createIndex, type InMemoryIndex, type Match } from './ranking';
import { headingAnchor, passesFilters, withAttributes, type RuleAttributes, type SearchRecord } from './records';

/** One result of Pagefind's browser API: its fragment id and a loader for the page's data. */
export interface PagefindResult {
  id: string;
  data(): Promise<PagefindPage>;
}

/** The part of Pagefind's browser API the site uses. */
export interface PagefindApi {
  search(query: string, options?: { filters?: Record<string, string> }): Promise<{ results: PagefindResult[] } | null>;
}

/** The answer to one query: how many pages match, and their data, a slice at a time. */
export interface RankedResults {
  total: number;
  /** The data of the pages ranked `from` (inclusive) to `to` (exclusive). */
  slice(from: number, to: number): Promise<PagefindPage[]>;
}

export interface SearchSources {
  loadRecords(): Promise<SearchRecord[]>;
  /** Rule attributes, searched in the full answer only (see `withAttributes`). */
  loadAttributes(): Promise<RuleAttributes>;
  loadPagefind(): Promise<PagefindApi>;
  /** Contextual search: only pages with these filter values. */
  filters: Record<string, string>;
}

/** A page found in memory, in the shape of Pagefind's page data: its title and matching headings (no excerpt). */
function pageOfMatch(match: Match, query: ParsedQuery): PagefindPage {
  const { record } = match;
  const headings = record.headings ?? [];
  const shown = new Set<number>(match.heading === undefined ? [] : [match.heading]);
  headings.forEach(([text], i) => {
    if (shown.size < 3 && query.content.some((q) => wordsOf(text).some((w) => sameWord(q, w, false)))) shown.add(i);
  });
  return {
    url: record.url,
    meta: { title: record.title, section: record.section, ...(record.label ? { label: record.label } : {}) },
    excerpt: '',
    sub_results: [...shown].map((i) => {
      const [text, level] = headings[i]!;
      const id = headingAnchor(headings[i]!);
      return { title: text, url: `${record.url}#${id}`, excerpt: '', anchor: { element: `h${level}`, id, text } };
    }),
  };
}

/**
 * Body matches whose title holds more of the query's words first ("kill
 * daemon": `buck2 kill` before `buck2 killall`); otherwise Pagefind's order.
 */
function byTitleWords<T>(results: T[], recordOf: (r: T) => SearchRecord, query: ParsedQuery): T[] {
  const inTitle = (r: T) => {
    const words = new Set(wordsOf(`${recordOf(r).title} ${recordOf(r).label ?? ''}`));
    return query.content.filter((w) => words.has(w)).length;
  };
  return results
    .map((r, i) => ({ r, i, n: inTitle(r) }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .map((x) => x.r);
}

type Entry = { page: PagefindPage } | { load: () => Promise<PagefindPage> };

function rankedOf(entries: Entry[]): RankedResults {
  const loaded = new Map<number, Promise<PagefindPage>>();
  const pageAt = (i: number) => {
    const entry = entries[i]!;
    if ('page' in entry) return Promise.resolve(entry.page);
    let page = loaded.get(i);
    if (!page) loaded.set(i, (page = entry.load()));
    return page;
  };
  return {
    total: entries.length,
    slice: (from, to) => Promise.all(entries.slice(from, to).map((_, k) => pageAt(from + k))),
  };
}

/**
 * Search over the embedded index. Titles, labels, headings and reference
 * names are ranked in memory from `records.json` (typo-tolerant, see
 * `ranking.ts`); Pagefind adds the pages that match only in body text.
 * `memory` answers from the first alone, at once; `full` waits for both.
 *
 * Pagefind falls back to the longest indexed prefix of a word it does not
 * know ("xylophone" matches a lone "x"), so its first pages are checked for
 * a real match before its answer counts.
 */
export function createLocalSearch(sources: SearchSources) {
  type Loaded = { index: InMemoryIndex; byId: Map<string, SearchRecord> };
  const indexOf = (records: SearchRecord[]): Loaded => {
    const mine = records.filter((r) => passesFilters(r, sources.filters));
    return { index: createIndex(mine), byId: new Map(mine.map((r) => [r.id, r])) };
  };
  /** Loads once; a failure can be retried. */
  const once = (load: () => Promise<Loaded>) => {
    let value: Promise<Loaded> | undefined;
    return () =>
      (value ??= load().catch((error: unknown) => {
        value = undefined;
        throw error;
      }));
  };
  const loadIndex = once(() => sources.loadRecords().then(indexOf));
  const loadFullIndex = once(async () => {
    const [records, attributes] = await Promise.all([sources.loadRecords(), sources.loadAttributes()]);
    return indexOf(withAttributes(records, attributes));
  });

  const memoryEntries = async (query: string, full: boolean): Promise<{ query: ParsedQuery; matches: Match[]; entries: Entry[] }> => {
    const parsed = parseQuery(query);
    const matches = (await (full ? loadFullIndex() : loadIndex())).index.rank(query);
    return { query: parsed, matches, entries: matches.map((m) => ({ page: pageOfMatch(m, parsed) })) };
  };

  /**
   * Pagefind's answer: the pages it alone found (after memory's), and, for
   * pages memory found, a loader that adds Pagefind's excerpt.
   */
  async function bodyEntries(query: ParsedQuery, memory: { matches: Match[]; entries: Entry[] }): Promise<Entry[]> {
    const [pagefind, { byId }] = await Promise.all([sources.loadPagefind(), loadFullIndex()]);
    const found = (await pagefind.search(query.content.join(' '), { filters: sources.filters }))?.results ?? [];
    const known = new Map(memory.matches.map((m, i) => [m.record.id, i]));
    const cache = new Map<string, Promise<PagefindPage>>();
    const data = (r: PagefindResult) => {
      let page = cache.get(r.id);
      if (!page) cache.set(r.id, (page = r.data()));
      return page;
    };
    const withExcerpts = memory.entries.map((entry, i): Entry => {
      const result = found.find((r) => known.get(r.id) === i);
      if (!result || !('page' in entry)) return entry;
      return { load: () => data(result).then((d) => ({ ...entry.page, excerpt: d.excerpt }), () => entry.page) };
    });
    const results = byTitleWords(
      found.filter((r) => byId.has(r.id) && !known.has(r.id)),
      (r) => byId.get(r.id)!,
      query,
    );
    const first = await Promise.all(results.slice(0, 5).map(data));
    const body = first.some((page) => isRealMatch(query.content.join(' '), page)) ? results.map((r): Entry => ({ load: () => data(r) })) : [];
    return [...withExcerpts, ...body];
  }

  const fullAnswers = new Map<string, Promise<RankedResults>>();
  const done = new Map<string, RankedResults>();

  async function computeFull(query: string): Promise<RankedResults> {
    const memory = await memoryEntries(query, true);
    try {
      return rankedOf(await bodyEntries(memory.query, memory));
    } catch (error) {
      // Without the body index, what memory found still stands.
      if (memory.entries.length) return rankedOf(memory.entries);
      throw error;
    }
  }

  return {
    /** Title, heading and name matches only: no Pagefind, no rule attributes. */
    async memory(query: string): Promise<RankedResults> {
      return rankedOf((await memoryEntries(query.trim(), false)).entries);
    },
    /** Every match: memory's first, then body-text matches. */
    full(query: string): Promise<RankedResults> {
      const q = query.trim();
      let answer = fullAnswers.get(q);
      if (!answer) {
        answer = computeFull(q).then((ranked) => {
          done.set(q, ranked);
          return ranked;
        });
        answer.catch(() => fullAnswers.delete(q));
        fullAnswers.set(q, answer);
        if (fullAnswers.size > 50) {
          const oldest = fullAnswers.keys().next().value!;
          fullAnswers.delete(oldest);
          done.delete(oldest);
        }
      }
      return answer;
    },
    /** The full answer to a query, if it has already arrived. */
    fullIfDone: (query: string): RankedResults | undefined => done.get(query.trim()),
    /** Page titles close to a query that found nothing. */
    suggest: async (query: string, count = 3): Promise<string[]> => (await loadIndex()).index.suggest(query, count),
    /** Starts loading the in-memory index (on a reader's intent). */
    warm: () => void loadIndex().catch(() => {}),
  };
}

export type LocalSearch = ReturnType<typeof createLocalSearch>;
