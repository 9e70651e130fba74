/**
 * The files of the search index, written by `../build/` into
 * `dist/search-index/` and read in the browser by `../local-client.ts`.
 *
 * - `records.json` (loaded on the reader's first intent): each page's title,
 *   label, section, kind and h2/h3 headings, enough to rank titles, headings
 *   and reference names at once; and the list of term shards.
 * - `terms/<n>.<hash>.json`: an inverted index split by the first two letters
 *   of each term. Each term lists the pages that hold it, with a score the
 *   build computed from where and how often the page uses it (`rank.ts`,
 *   `termScore`).
 * - `vocabulary.<hash>.json`: every term, for typo tolerance (loaded only
 *   when a query word is in no page).
 * - `text/<build>/<page>.json`: a page's headings and the text of each
 *   section, for excerpts and links to sections (loaded for the results
 *   shown).
 */

export const INDEX_DIR = 'search-index';
export const RECORDS_FILE = 'records.json';

/** Guides and concepts first, then commands and landings, then reference pages. */
export type PageKind = 0 | 1 | 2;

/** A heading: text, level, and the anchor id when it is not `headingSlug(text)`. */
export type Heading = [text: string, level: 2 | 3, anchor?: string];

export interface SearchRecord {
  url: string;
  title: string;
  /** The sidebar label, when it differs from the title. */
  label?: string;
  /** Top-level section (the modal's group). */
  section: string;
  kind: PageKind;
  /** h2 and h3 headings (a rule's attributes are in the page's text file only). */
  headings?: Heading[];
  /** Indexes of the headings that name something a reader types: API members, query functions. */
  names?: number[];
  /** Contextual filter values (language, version). */
  filters: Record<string, string[]>;
  /** The page's text file, under `text/`. */
  text: string;
}

/**
 * `records.json`. To keep it small (it is loaded before the first results):
 * a page's `kind` is left out (it follows from its URL), its filters only
 * when they are not `filters`, its text file is `<texts>/<index>.json`, and
 * a heading that starts with "." starts with the page's title (API members:
 * `.run` on `AnalysisActions` is `AnalysisActions.run`).
 */
export interface RecordsFile {
  pages: PackedRecord[];
  /** The filters of most pages. */
  filters: Record<string, string[]>;
  /** The directory of this build's text files, under `text/`. */
  texts: string;
  /** Term shards: the first two-letter key each shard holds, and its file (under `terms/`), in key order. */
  shards: [firstKey: string, file: string][];
  vocabulary: string;
}

type PackedRecord = Omit<SearchRecord, 'kind' | 'filters' | 'text'> & { filters?: Record<string, string[]> };

export function packRecords(records: readonly SearchRecord[], filters: Record<string, string[]>, texts: string): Pick<RecordsFile, 'pages' | 'filters' | 'texts'> {
  const same = (a: Record<string, string[]>) => JSON.stringify(a) === JSON.stringify(filters);
  const pages = records.map(({ kind: _, filters: f, text: __, headings, ...rest }): PackedRecord => ({
    ...rest,
    ...(headings ? { headings: headings.map(([h, ...more]): Heading => [h.startsWith(`${rest.title}.`) ? h.slice(rest.title.length) : h, ...more]) } : {}),
    ...(same(f) ? {} : { filters: f }),
  }));
  return { pages, filters, texts };
}

export function unpackRecords(file: RecordsFile): SearchRecord[] {
  return file.pages.map((p, i) => ({
    ...p,
    ...(p.headings ? { headings: p.headings.map(([h, ...more]): Heading => [h.startsWith('.') ? `${p.title}${h}` : h, ...more]) } : {}),
    kind: kindOfUrl(p.url),
    filters: p.filters ?? file.filters,
    text: `${file.texts}/${i}.json`,
  }));
}

/**
 * A shard: for each term, its postings as one flat list of `page, score`
 * pairs (page: index in `RecordsFile.pages`; score: 1-255).
 */
export type ShardFile = Record<string, number[]>;

/** Every term of the pages, in order. */
export type VocabularyFile = string[];

export interface PageText {
  /** Every h2 and h3 of the page, rule attributes included. */
  headings: Heading[];
  /** The words of each section: [0] before the first heading, [k] after heading k-1. */
  sections: string[];
}

/** The key that decides a term's shard: its first two characters. */
export const shardKey = (term: string): string => term.slice(0, 2);

/** The shard file holding a key (`shards` sorted by first key). */
export function shardFor(shards: RecordsFile['shards'], key: string): string | undefined {
  let found: string | undefined;
  for (const [first, file] of shards) {
    if (first > key) break;
    found = file;
  }
  return found;
}

export const RULE_PAGE = /^\/docs\/prelude\/rules\/[^/]+\/[^/]+\/$/;

/** The kind of a page, from its URL. */
export function kindOfUrl(url: string): PageKind {
  if (url.startsWith('/docs/api/') || RULE_PAGE.test(url)) return 2;
  if (url.startsWith('/docs/users/commands/') || /^\/docs\/prelude\/rules\/[^/]+\/$/.test(url)) return 1;
  return 0;
}

/** A heading's anchor id as the build makes it (kept short in records: most ids are this). */
export function headingSlug(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}_\- ]/gu, '').replace(/ /g, '-');
}

/** The anchor id of a heading. */
export function headingAnchor([text, , anchor]: Heading): string {
  return anchor ?? headingSlug(text);
}

/** Whether a record passes the contextual filters (language, version). */
export function passesFilters(record: SearchRecord, filters: Record<string, string>): boolean {
  return Object.entries(filters).every(([key, value]) => record.filters[key]?.includes(value) ?? false);
}
