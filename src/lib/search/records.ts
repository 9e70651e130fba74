/**
 * What the in-memory search knows about each page: written next to the
 * Pagefind index at build time (`pagefind/records.json`) and searched in the
 * browser without loading any page data. Pagefind answers body-text matches.
 */

/** Guides and concepts first, then commands and landings, then reference pages. */
export type PageKind = 0 | 1 | 2;

export interface SearchRecord {
  /** The page's Pagefind fragment id (joins body matches to records). */
  id: string;
  url: string;
  title: string;
  /** The sidebar label, when it differs from the title. */
  label?: string;
  /** Top-level section (the modal's group). */
  section: string;
  kind: PageKind;
  /** h2 and h3 headings: text, level, and the anchor id when it is not `headingSlug(text)`. */
  headings?: [text: string, level: 2 | 3, anchor?: string][];
  /** Indexes of the headings that name something a reader types: API members, rule attributes, query functions. */
  names?: number[];
  /** Pagefind filter values (language, version). */
  filters: Record<string, string[]>;
}

export const RECORDS_FILE = 'records.json';

/** Each rule page's attribute names, by record id (`pagefind/attributes.json`). */
export type RuleAttributes = Record<string, string[]>;
export const ATTRIBUTES_FILE = 'attributes.json';

export const RULE_PAGE = /^\/docs\/prelude\/rules\/[^/]+\/[^/]+\/$/;

/** Records with their rule attributes as h3 headings that are reference names. */
export function withAttributes(records: readonly SearchRecord[], attributes: RuleAttributes): SearchRecord[] {
  return records.map((record) => {
    const names = attributes[record.id];
    if (!names?.length) return record;
    const headings = [...(record.headings ?? []), ...names.map((name): [string, 3] => [name, 3])];
    const first = record.headings?.length ?? 0;
    return { ...record, headings, names: [...(record.names ?? []), ...names.map((_, i) => first + i)] };
  });
}

/** A heading's anchor id as the build makes it (kept short in records: most ids are this). */
export function headingSlug(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}_\- ]/gu, '').replace(/ /g, '-');
}

/** The anchor id of a record's heading. */
export function headingAnchor([text, , anchor]: NonNullable<SearchRecord['headings']>[number]): string {
  return anchor ?? headingSlug(text);
}

/** Text that can be a reference name (`AnalysisActions.run`, `link_style`, `rdeps`). */
export const NAME_TEXT = /^[A-Za-z_][\w.]*(\(\))?$/;

/** The kind of a page, from its URL. */
export function kindOfUrl(url: string): PageKind {
  if (url.startsWith('/docs/api/') || RULE_PAGE.test(url)) return 2;
  if (url.startsWith('/docs/users/commands/') || /^\/docs\/prelude\/rules\/[^/]+\/$/.test(url)) return 1;
  return 0;
}

/** Whether a record passes the contextual filters (language, version). */
export function passesFilters(record: SearchRecord, filters: Record<string, string>): boolean {
  return Object.entries(filters).every(([key, value]) => record.filters[key]?.includes(value) ?? false);
}
