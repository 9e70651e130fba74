/**
 * The files of the search index, written by `../build/` into
 * `dist/search-index/` and read in the browser by `../local-client.ts`.
 *
 * - `records.json` (loaded on the reader's first intent): each page's title,
 *   label, section, kind and h2/h3 headings, enough to rank titles, headings
 *   and reference names at once; and the lists of term shards and
 *   vocabulary files.
 * - `terms/<build>/<n>.json`: an inverted index in small shards (about
 *   `SHARD_GZIP` bytes gzipped each), each a run of consecutive terms in
 *   sorted order, so that a query loads a few kilobytes. Each term lists the
 *   pages that hold it, with a score the build computed from where and how
 *   often the page uses it (`rank.ts`, `termScore`).
 * - `vocabulary/<build>/<n>.json`: the terms that start with one character,
 *   for typo tolerance (loaded only when a query word is in no page; a
 *   misspelling is looked for among the terms with its first character).
 * - `text/<build>/<page>.json`: a page's headings and the text of each
 *   section, for excerpts and links to sections (loaded for the results
 *   shown).
 *
 * `<build>` is a hash of the files' content: they may be cached for good.
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
 * `.run` on `AnalysisActions` is `AnalysisActions.run`), and a heading is a
 * string (`PackedHeading`).
 */
export interface RecordsFile {
  /** The pages, one column per field (gzip packs alike values better together). */
  pages: PackedPages;
  /** The filters of most pages. */
  filters: Record<string, string[]>;
  /** The directory of this build's text files, under `text/`. */
  texts: string;
  /** The directory of this build's term shards, under `terms/`. */
  terms: string;
  /**
   * Term shards, in term order: where each starts (the shortest start after
   * every term of the shard before). Shard `i`, `terms/<terms>/<i>.json`,
   * holds the terms from its start to the next shard's.
   */
  shards: string[];
  /**
   * The vocabulary: `vocabulary/<dir>/<i>.json` holds the terms that start
   * with the `i`-th character of `firsts`.
   */
  vocabulary: { dir: string; firsts: string };
}

/**
 * A heading in `records.json`: its text, after a space for an h3, and a tab
 * and the anchor when that is not `headingSlug(text)`. A heading these
 * cannot spell (a tab in the text) stays a `Heading`.
 */
type PackedHeading = string | Heading;

/** The pages' fields, each a list in page order; `0` where a page has no value. */
interface PackedPages {
  url: string[];
  title: string[];
  label: (string | 0)[];
  /** Index in `sections`. */
  section: number[];
  sections: string[];
  headings: (PackedHeading[] | 0)[];
  /** The page's filters when they are not the file's `filters`. */
  filters: (Record<string, string[]> | 0)[];
}

function packHeading([text, level, anchor]: Heading, title: string): PackedHeading {
  // API members: `.run` on `AnalysisActions` is `AnalysisActions.run`.
  const short = text.startsWith(`${title}.`) ? text.slice(title.length) : text;
  if (/^\s|\t/.test(short)) return anchor === undefined ? [short, level] : [short, level, anchor];
  return `${level === 3 ? ' ' : ''}${short}${anchor === undefined ? '' : `\t${anchor}`}`;
}

function unpackHeading(packed: PackedHeading, title: string): Heading {
  let heading: Heading;
  if (typeof packed === 'string') {
    const tab = packed.indexOf('\t');
    const text = tab < 0 ? packed : packed.slice(0, tab);
    const level = text.startsWith(' ') ? 3 : 2;
    heading = tab < 0 ? [text.slice(level - 2), level] : [text.slice(level - 2), level, packed.slice(tab + 1)];
  } else heading = [...packed];
  if (heading[0].startsWith('.')) heading[0] = `${title}${heading[0]}`;
  return heading;
}

export function packRecords(records: readonly SearchRecord[], filters: Record<string, string[]>, texts: string): Pick<RecordsFile, 'pages' | 'filters' | 'texts'> {
  const same = (a: Record<string, string[]>) => JSON.stringify(a) === JSON.stringify(filters);
  const sections = [...new Set(records.map((r) => r.section))];
  const pages: PackedPages = {
    url: records.map((r) => r.url),
    title: records.map((r) => r.title),
    label: records.map((r) => r.label ?? 0),
    section: records.map((r) => sections.indexOf(r.section)),
    sections,
    headings: records.map((r) => r.headings?.map((h) => packHeading(h, r.title)) ?? 0),
    filters: records.map((r) => (same(r.filters) ? 0 : r.filters)),
  };
  return { pages, filters, texts };
}

export function unpackRecords(file: RecordsFile): SearchRecord[] {
  const p = file.pages;
  return p.url.map((url, i) => {
    const title = p.title[i]!;
    const label = p.label[i];
    const headings = p.headings[i];
    return {
      url,
      title,
      ...(label ? { label } : {}),
      section: p.sections[p.section[i]!]!,
      ...(headings ? { headings: headings.map((h) => unpackHeading(h, title)) } : {}),
      kind: kindOfUrl(url),
      filters: p.filters[i] || file.filters,
      text: `${file.texts}/${i}.json`,
    };
  });
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

/** The shard whose range holds a term: the last one that starts at or before it. */
function shardIndex(shards: readonly string[], term: string): number {
  let lo = 0;
  let hi = shards.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (shards[mid]! <= term) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

const shardFile = (file: Pick<RecordsFile, 'terms'>, i: number) => `${file.terms}/${i}.json`;

/** The shard file (under `terms/`) whose range holds a term. */
export function shardFor(file: Pick<RecordsFile, 'terms' | 'shards'>, term: string): string | undefined {
  const i = shardIndex(file.shards, term);
  return i < 0 ? undefined : shardFile(file, i);
}

/** The shard files that hold the terms starting with `prefix`, in order. */
export function shardsStartingWith(file: Pick<RecordsFile, 'terms' | 'shards'>, prefix: string): string[] {
  const first = Math.max(0, shardIndex(file.shards, prefix));
  const files: string[] = [];
  for (let i = first; i < file.shards.length && (i === first || file.shards[i]!.startsWith(prefix)); i++) files.push(shardFile(file, i));
  return files;
}

/** The first character of a term: the key of its vocabulary file. */
export const vocabularyKey = (term: string): string => String.fromCodePoint(term.codePointAt(0) ?? 0);

/** The vocabulary file (under the index directory) of the terms that start like `term`. */
export function vocabularyFor({ vocabulary }: Pick<RecordsFile, 'vocabulary'>, term: string): string | undefined {
  const i = [...vocabulary.firsts].indexOf(vocabularyKey(term));
  return i < 0 ? undefined : `vocabulary/${vocabulary.dir}/${i}.json`;
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
