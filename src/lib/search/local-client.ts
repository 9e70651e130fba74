/**
 * Search over the embedded index, in the browser (the modal and `/search/`)
 * and in the relevance suite. The order of results is decided in
 * `engine/rank.ts`; this file loads what it needs and shapes the answer.
 *
 * `full` ranks a query from `records.json` (titles, labels, headings)
 * and the term shards of its words (and, for a word no page
 * has, the vocabulary of its first letter, to read it as a misspelling):
 * every page that matches, in its final order. Each page's headline (title
 * and matching heading) is known at once; its excerpt needs the page's text
 * file, loaded per page.
 */
import type { ResultPage, ResultSection } from './hits';
import { headingAnchor, passesFilters, shardFor, shardsStartingWith, unpackRecords, vocabularyFor, type Heading, type PageText, type RecordsFile, type SearchRecord, type ShardFile } from './engine/format';
import {
  bestCover,
  rankPage,
  bestSection,
  titleHolds,
  compare,
  exactWordTest,
  nearTerms,
  parseQuery,
  prepareRecord,
  quotedTier,
  SCORE_SCALE,
  suggestTitles,
  Tier,
  tierOf,
  unitScore,
  variantsOf,
  type ParsedQuery,
  type Ranked,
  type TermPages,
  type TierMatch,
  type WordTest,
} from './engine/rank';
import { allowedEdits, isStopWord, wordsOf, type Word } from './engine/text';

/** The answer to one query: how many pages match, and their data, a slice at a time. */
export interface RankedResults {
  total: number;
  /** The pages ranked `from` (inclusive) to `to` (exclusive): title and matching heading, no excerpt. */
  headlines(from: number, to: number): ResultPage[];
  /** The same pages with their excerpts and the section each links to (loads their text files). */
  slice(from: number, to: number): Promise<ResultPage[]>;
}

export interface SearchSources {
  loadRecords(): Promise<RecordsFile>;
  loadShard(file: string): Promise<ShardFile>;
  loadVocabulary(file: string): Promise<string[]>;
  /** A page's text file (`SearchRecord.text`, under `text/`). */
  loadText(file: string): Promise<PageText>;
  /** Contextual search: only pages with these filter values. */
  filters: Record<string, string>;
}

type Prepared = ReturnType<typeof prepareRecord>;

interface Index {
  file: RecordsFile;
  /** Pages that pass the filters, by their index in `file.pages`. */
  pages: Map<number, Prepared>;
  /** Every word of titles, labels and headings, with the pages that hold it. */
  words: Map<string, { word: Word; pages: Set<number> }>;
}

function indexOf(file: RecordsFile, filters: Record<string, string>): Index {
  const pages = new Map<number, Prepared>();
  const words: Index['words'] = new Map();
  unpackRecords(file).forEach((record, i) => {
    if (!passesFilters(record, filters)) return;
    const p = prepareRecord(record);
    pages.set(i, p);
    for (const list of [...p.titles, ...p.headings]) {
      for (const word of list) {
        let entry = words.get(word.whole);
        if (!entry) words.set(word.whole, (entry = { word, pages: new Set() }));
        entry.pages.add(i);
      }
    }
  });
  return { file, pages, words };
}

/** Tiers from the records: pages with a heading that holds the query's words, or that a pasted message quotes. */
function tiers(index: Index, q: ParsedQuery): Map<number, TierMatch> {
  const found = new Map<number, TierMatch>();
  if (!q.clauses.length) return found;
  const exact = exactWordTest(q, true);
  const run = (test: WordTest) => {
    let candidates: Set<number> | undefined;
    q.clauses.forEach((c, i) => {
      const having = new Set<number>();
      for (const { word, pages } of index.words.values()) if (test(i, word)) for (const p of pages) having.add(p);
      // Pages whose words hold an identifier's parts (`--isolation-dir`: "Isolation directory").
      const parts = c.parts.filter((p) => !isStopWord(p));
      if (parts.length > 1) {
        let withParts: Set<number> | undefined;
        for (const part of parts) {
          const pagesOf = new Set<number>();
          for (const { word, pages } of index.words.values()) if (word.whole === part || (part.length >= 3 && word.whole.startsWith(part))) for (const p of pages) pagesOf.add(p);
          withParts = withParts ? new Set([...withParts].filter((p) => pagesOf.has(p))) : pagesOf;
        }
        for (const p of withParts ?? []) having.add(p);
      }
      candidates = candidates ? new Set([...candidates].filter((p) => having.has(p))) : having;
    });
    const all = candidates ?? new Set<number>();
    for (const i of all) {
      if (found.has(i)) continue;
      const m = tierOf(index.pages.get(i)!, q, test);
      if (m) found.set(i, m);
    }
  };
  run(exact);
  // A pasted error message: the page whose heading it quotes.
  for (const [i, p] of index.pages) {
    const current = found.get(i);
    if (current && current.tier <= Tier.Quoted) continue;
    const m = quotedTier(p, q);
    if (m) found.set(i, m);
  }
  return found;
}

/** The words of a text marked where they match one of `terms` (as the excerpt's HTML: page text is escaped later). */
function markTerms(text: string, terms: Set<string>, around: number): string {
  const words = wordsOf(text);
  const hit = (w: Word) => terms.has(w.whole) || w.parts.some((p) => terms.has(p));
  const first = words.findIndex(hit);
  if (first < 0) return escapeMarks(text.split(/\s+/).slice(0, around).join(' '));
  // Cut to `around` words of text around the first match.
  const tokens = text.split(/(\s+)/);
  let offset = 0;
  const starts = tokens.map((t) => {
    const s = offset;
    offset += t.length;
    return s;
  });
  const firstToken = starts.findLastIndex((s) => s <= words[first]!.start);
  const from = Math.max(0, firstToken - Math.floor(around / 2));
  const to = Math.min(tokens.length, from + around * 2);
  const start = starts[from] ?? 0;
  const end = to < tokens.length ? starts[to]! : text.length;
  let html = '';
  let pos = start;
  for (const w of words) {
    if (w.start < start || w.end > end || !hit(w)) continue;
    html += `${escapeMarks(text.slice(pos, w.start))}<mark>${escapeMarks(text.slice(w.start, w.end))}</mark>`;
    pos = w.end;
  }
  html += escapeMarks(text.slice(pos, end));
  return `${start > 0 ? '… ' : ''}${html.trim()}${end < text.length ? ' …' : ''}`;
}

/** Page text that looks like a mark tag is not one. */
const escapeMarks = (text: string) => text.replace(/</g, '&lt;');

function subResult(record: SearchRecord, heading: Heading, excerpt: string): ResultSection {
  const id = headingAnchor(heading);
  return { title: heading[0], url: `${record.url}#${id}`, excerpt, anchor: { element: `h${heading[1]}`, id, text: heading[0] } };
}

/** A page found in the records only: its title and the heading that matched (no excerpt). */
function pageOfTier(record: SearchRecord, tier: TierMatch): ResultPage {
  const heading = tier.heading === undefined ? undefined : record.headings?.[tier.heading];
  return {
    url: record.url,
    meta: { title: record.title, section: record.section, ...(record.label ? { label: record.label } : {}) },
    excerpt: '',
    sub_results: heading ? [subResult(record, heading, '')] : [],
  };
}

/** A page matched by its text only. */
const NO_TIER = { tier: Tier.None, closeness: 0 } as const satisfies TierMatch;

/** A ranked page: its headline at once, its excerpt on demand. */
interface Entry {
  headline: ResultPage;
  load(): Promise<ResultPage>;
}

function rankedOf(entries: Entry[]): RankedResults {
  const loaded = new Map<number, Promise<ResultPage>>();
  const pageAt = (i: number) => {
    let page = loaded.get(i);
    if (!page) loaded.set(i, (page = entries[i]!.load()));
    return page;
  };
  return {
    total: entries.length,
    headlines: (from, to) => entries.slice(from, to).map((e) => e.headline),
    slice: (from, to) => Promise.all(entries.slice(from, to).map((_, k) => pageAt(from + k))),
  };
}

/**
 * The shortest word being typed that also matches the words it starts
 * (shorter, it matches itself only). Measured on the site's index: the
 * words of tools/bench-search.mjs typed to two letters would load a median
 * 5.9 KB of shards (22.5 KB at most), to three 4.0 KB (10 KB at most), to
 * four 2.3 KB; the relevance suite is the same with 2, 3 or 4.
 */
const PREFIX_MIN_LENGTH = 3;

/** Words per excerpt: enough for the /search/ page (30); the modal cuts it shorter. */
const EXCERPT_WORDS = 30;

export function createLocalSearch(sources: SearchSources) {
  /** Loads once; a failure can be retried. */
  const once = <T>(load: () => Promise<T>) => {
    let value: Promise<T> | undefined;
    return () =>
      (value ??= load().catch((error: unknown) => {
        value = undefined;
        throw error;
      }));
  };
  const loadIndex = once(async () => indexOf(await sources.loadRecords(), sources.filters));

  /** The term pages of each term, loading the shards they need. */
  async function termPages(index: Index, q: ParsedQuery): Promise<{ byTerm: Map<string, TermPages>; variantTerms: string[] }> {
    const { file } = index;
    const loaded = new Map<string, ShardFile>();
    const load = async (files: (string | undefined)[]) => {
      const needed = [...new Set(files.filter((f): f is string => f !== undefined && !loaded.has(f)))];
      await Promise.all(needed.map(async (f) => loaded.set(f, await sources.loadShard(f))));
    };
    const postingsOf = (term: string) => loaded.get(shardFor(file, term) ?? '')?.[term];
    const terms = q.units.flatMap((u) => u.terms.map((term, k) => ({ term, prefix: u.prefix && k === u.terms.length - 1 })));
    // A word being typed also loads the shards of the words it starts, once it is long enough not to start too many.
    const expands = (term: string, prefix: boolean) => prefix && term.length >= PREFIX_MIN_LENGTH;
    await load(terms.flatMap(({ term, prefix }) => (expands(term, prefix) ? shardsStartingWith(file, term) : [shardFor(file, term)])));
    const startingWith = (t: string): [string, number][] =>
      t.length < PREFIX_MIN_LENGTH
        ? []
        : shardsStartingWith(file, t).flatMap((file) => Object.entries(loaded.get(file) ?? {}).flatMap(([term, list]) => (term.startsWith(t) ? [[term, list.length / 2] as [string, number]] : [])));
    const missing = terms.filter(({ term, prefix }) => !postingsOf(term) && !(prefix && startingWith(term).length) && allowedEdits(term) > 0);
    // A misspelt word is looked for among the terms with its first character.
    const vocabularies = new Map<string, string[]>();
    const vocabularyFiles = [...new Set(missing.flatMap(({ term }) => vocabularyFor(file, term) ?? []))];
    await Promise.all(vocabularyFiles.map(async (f) => vocabularies.set(f, await sources.loadVocabulary(f))));
    const near = missing.length ? (t: string, max: number) => nearTerms(t, vocabularies.get(vocabularyFor(file, t) ?? '') ?? [], max) : undefined;
    const variants = new Map(terms.map(({ term, prefix }) => [`${term}\u0000${prefix}`, variantsOf(term, prefix, (t) => Boolean(postingsOf(t)), startingWith, near)]));
    await load([...variants.values()].flatMap((vs) => vs.map((v) => shardFor(file, v.term))));
    const result = new Map<string, TermPages>();
    for (const { term, prefix } of terms) {
      const key = `${term}\u0000${prefix}`;
      if (result.has(key)) continue;
      const pages: TermPages = new Map();
      for (const v of variants.get(key)!) {
        const list = postingsOf(v.term) ?? [];
        for (let i = 0; i < list.length; i += 2) {
          const page = list[i]!;
          if (!index.pages.has(page)) continue;
          const score = (list[i + 1]! / SCORE_SCALE) * v.weight;
          const current = pages.get(page);
          if (current === undefined || score > current) pages.set(page, score);
        }
      }
      result.set(key, pages);
    }
    return { byTerm: result, variantTerms: [...variants.values()].flatMap((vs) => vs.map((v) => v.term)) };
  }

  async function fullEntries(query: string): Promise<Entry[]> {
    const index = await loadIndex();
    const q = parseQuery(query);
    if (!q.clauses.length) return [];
    const tierMatches = tiers(index, q);
    const { byTerm, variantTerms } = await termPages(index, q);
    const unitPages = q.units.map((u) => u.terms.map((t, k) => byTerm.get(`${t}\u0000${u.prefix && k === u.terms.length - 1}`)!));
    const candidates = new Set<number>(tierMatches.keys());
    for (const lists of unitPages) for (const pages of lists) for (const page of pages.keys()) candidates.add(page);
    const ranked: Ranked[] = [];
    for (const page of candidates) {
      const matched = unitPages.map((lists, k) => {
        const hits = lists.map((pages) => pages.get(page));
        return hits.some((h) => h === undefined) ? undefined : unitScore(q.units[k]!, hits as number[]);
      });
      const r = rankPage(q, index.pages.get(page)!.record, page, tierMatches.get(page), bestCover(q, matched));
      if (r) ranked.push(r);
    }
    ranked.sort(compare);
    const marks = new Set<string>(q.units.flatMap((u) => u.terms));
    for (const vs of variantTerms) marks.add(vs);
    return ranked.map((r) => {
      const fromStart = titleHolds(index.pages.get(r.page)!, q);
      return { headline: headlineOf(r, fromStart), load: () => resultPage(r, marks, fromStart) };
    });
  }

  /** `fromStart`: the result links to the page's start, not to a heading (its title holds every query word). */
  const headlineOf = (r: Ranked, fromStart: boolean) => pageOfTier(r.record, fromStart ? NO_TIER : (r.tier ?? NO_TIER));

  /** A ranked page with its excerpt and the section it links to. */
  async function resultPage(r: Ranked, terms: Set<string>, fromStart: boolean): Promise<ResultPage> {
    const base = headlineOf(r, fromStart);
    let text: PageText;
    try {
      text = await sources.loadText(r.record.text);
    } catch {
      return base;
    }
    const k = bestSection(text, terms, fromStart);
    const excerpt = markTerms(text.sections[k] || text.sections.find(Boolean) || '', terms, EXCERPT_WORDS);
    const heading = k > 0 ? text.headings[k - 1] : undefined;
    const subs = base.sub_results.length ? base.sub_results : heading ? [subResult(r.record, heading, excerpt)] : [];
    return { ...base, excerpt, sub_results: subs };
  }

  const fullAnswers = new Map<string, Promise<RankedResults>>();

  return {
    /** Every match, in its final order (answers are kept for the last 50 queries). */
    full(query: string): Promise<RankedResults> {
      const q = query.trim();
      let answer = fullAnswers.get(q);
      if (!answer) {
        answer = fullEntries(q).then(rankedOf);
        answer.catch(() => fullAnswers.delete(q));
        fullAnswers.set(q, answer);
        if (fullAnswers.size > 50) fullAnswers.delete(fullAnswers.keys().next().value!);
      }
      return answer;
    },
    /** Up to `count` pages whose title is closest to a query that found nothing ("Try searching for"). */
    async suggest(query: string, count = 3): Promise<ResultPage[]> {
      const records = [...(await loadIndex()).pages.values()].map((p) => p.record);
      return suggestTitles(records, query, count).flatMap((title) => {
        const record = records.find((r) => r.title === title || r.label === title);
        if (!record) return [];
        const page = pageOfTier(record, NO_TIER);
        return [{ ...page, meta: { ...page.meta, title } }];
      });
    },
    /** Starts loading the records (on a reader's intent). */
    warm: () => void loadIndex().catch(() => {}),
  };
}

export type LocalSearch = ReturnType<typeof createLocalSearch>;
