/**
 * Every rule that decides the order of search results, in one place.
 *
 * 1. At build time, each term of each page gets a score (`termScore`): BM25F
 *    over the page's fields, so a word in the title or a name the page
 *    defines counts more than the same word in running text.
 * 2. A query becomes units (`parseQuery`): each word, and the parts of an
 *    identifier.
 * 3. Pages are ranked (`compare`) by score alone: the sum, over the query's
 *    words, of each word's best match on the page, plus the page's tier (a
 *    pasted error message quotes one of its headings, a heading holds every
 *    word). Any word may match; a page needs half of them.
 *
 * Each rule stays because it adds points on the held-out set
 * (`tests/search-relevance/held-out.yaml`); the comment on each says how
 * many. Every other rule was deleted (docs/search-ablation.md). Change one
 * only after measuring it there once (`npm run bench:search`).
 */
import { boundedDistance } from '../../edit-distance';
import type { PageText, SearchRecord } from './format';
import { allowedEdits, isFunctionWord, isStopWord, normalize, wordsOf, type Word } from './text';

/* ------------------------------------------------------------------ */
/* Build time: how much a term on a page counts                         */
/* ------------------------------------------------------------------ */

export type Field = 'title' | 'titlePart' | 'heading' | 'name' | 'keyword' | 'description' | 'code' | 'body';

/**
 * Field weights and length normalisation. `name` is a name the page
 * defines: an API member, a rule attribute, a flag or config key in the
 * first column of an option table ("--keep-going",
 * "target_compatible_with"). `code` is an identifier the page mentions in
 * running text or a short code block (a quoted error message).
 */
export const FIELDS: Record<Field, { weight: number; b: number }> = {
  title: { weight: 6, b: 0 },
  // A word of an identifier in the title ("aquery" in `AqueryContext`): less than a title word ("aquery deps": buck2 aquery).
  titlePart: { weight: 3, b: 0 },
  heading: { weight: 2.5, b: 0.3 },
  name: { weight: 8, b: 0 },
  keyword: { weight: 3, b: 0 },
  description: { weight: 2, b: 0.3 },
  code: { weight: 1.2, b: 0.5 },
  body: { weight: 1, b: 0.75 },
};
const K1 = 1.2;

/** Scores are stored as integers: score × `SCORE_SCALE`, 1 to 255. */
export const SCORE_SCALE = 4;

export interface CorpusStats {
  pages: number;
  /** Average number of terms per page in each field. */
  averageLength: Record<Field, number>;
}

/**
 * A term's score on a page (about 0 to 60): in each field, BM25 of its count
 * (length-normalised, saturating), times the field's weight; summed, times
 * the term's rarity. Each field saturates on its own, so a word in the
 * title counts more than the same word repeated in the text.
 */
export function termScore(tf: Partial<Record<Field, number>>, lengths: Record<Field, number>, stats: CorpusStats, pagesWithTerm: number): number {
  let sum = 0;
  for (const [field, count] of Object.entries(tf) as [Field, number][]) {
    const { weight, b } = FIELDS[field];
    const norm = count / (1 - b + (b * lengths[field]) / Math.max(1, stats.averageLength[field]));
    sum += (weight * norm * (K1 + 1)) / (norm + K1);
  }
  const idf = Math.log(1 + (stats.pages - pagesWithTerm + 0.5) / (pagesWithTerm + 0.5));
  return idf * sum;
}

/* ------------------------------------------------------------------ */
/* The query                                                            */
/* ------------------------------------------------------------------ */

/** What a query word may match: every term, each page term scored. */
export interface Unit {
  /** The query word (index in `clauses`). */
  word: number;
  terms: string[];
  weight: number;
  /** The last term may be the start of a word still being typed. */
  prefix: boolean;
}

export interface QueryWord extends Word {
  stop: boolean;
  /** The reader's own part of a pasted message (`OWN`): a backticked name, a path or target label, a number. */
  own: boolean;
}

export interface ParsedQuery {
  /** Every word, in order. */
  words: QueryWord[];
  /** The words that carry meaning (every word when all are stop words). */
  clauses: QueryWord[];
  units: Unit[];
}

/** An identifier typed as its parts, not whole ("keep going" for `--keep-going`): a little less than the whole. Held-out: +0.6 top-3. */
const PARTS_WEIGHT = 0.85;
/** The word being typed, completed (`daem` is `daemon`). */
const PREFIX_WEIGHT = 0.7;

/**
 * The parts of a pasted error message that Buck2 fills in with the reader's
 * own names (`OWN`): a backticked name (`` `gh_facebook_buck2_shims_meta` ``),
 * an absolute path or a target label (`/home/dev/shop`,
 * `root//libs/crypto:crypto`) and a number (`57s`, `4`). They are wildcards
 * when a query quotes a heading (`quotedTier`), and show that it was pasted.
 */
const OWN = /`[^`]*`|[^\s`]*\/\/[^\s`]*|(?<![^\s(])\/[^\s`]+|\b\d+[a-z]{0,2}\b/giu;

/**
 * Reads a query. `typing`: the reader may not have finished the last word,
 * so it also matches words that start with it (true for a query that does
 * not end with a space).
 */
export function parseQuery(query: string, typing = !/\s$/.test(query)): ParsedQuery {
  const own = [...query.matchAll(OWN)].map((m) => [m.index, m.index + m[0].length] as const);
  const words: QueryWord[] = wordsOf(query).map((w, i, all) => ({
    ...w,
    // "vs" is a stop word, except in "VS Code" ("vs code extension").
    stop: w.parts.every(isStopWord) && !(w.raw === 'vs' && all[i + 1]?.raw === 'code'),
    own: own.some(([from, to]) => w.start >= from && w.end <= to),
  }));
  const content = words.filter((w) => !w.stop);
  const clauses = content.length ? content : words;
  const last = clauses.length - 1;
  const units: Unit[] = [];
  clauses.forEach((w, i) => {
    const prefix = typing && i === last && w === words.at(-1);
    units.push({ word: i, terms: [w.whole], weight: 1, prefix });
    const parts = w.parts.filter((p) => !isStopWord(p));
    if (w.parts.length > 1 && parts.length) units.push({ word: i, terms: parts, weight: PARTS_WEIGHT, prefix });
  });
  return { words, clauses, units };
}

/* ------------------------------------------------------------------ */
/* Matching terms: exact, completed, misspelt                          */
/* ------------------------------------------------------------------ */

/** A term's pages, each with its best score. */
export type TermPages = Map<number, number>;

/** How a page term stands for a query term. */
export interface Variant {
  term: string;
  weight: number;
}

/**
 * The page terms a query term stands for: itself; while being typed and
 * only when the pages do not have it, the terms it starts (at most
 * `PREFIX_LIMIT`, the most common first); and, only when the pages have
 * neither, the terms within the allowed edits
 * (`allowedEdits`: one from 4 letters, two from 8). A word the pages have is
 * never read as another word (`clean` stays `clean`).
 */
export function variantsOf(term: string, prefix: boolean, known: (t: string) => boolean, startingWith: (t: string) => [string, number][], near?: (t: string, max: number) => [string, number][]): Variant[] {
  const variants: Variant[] = [];
  if (known(term)) variants.push({ term, weight: 1 });
  // Only a word the pages do not have is completed ("cache" is not "cache_upload"). Held-out: +1.7 top-1, +2.3 top-3.
  if (prefix && term.length >= 2 && !variants.length) {
    for (const [t] of startingWith(term).filter(([t]) => t !== term).sort((a, b) => b[1] - a[1]).slice(0, PREFIX_LIMIT)) {
      variants.push({ term: t, weight: PREFIX_WEIGHT });
    }
  }
  if (!variants.length && near) {
    for (const [t] of near(term, allowedEdits(term))) variants.push({ term: t, weight: 1 });
  }
  return variants;
}
const PREFIX_LIMIT = 40;

/** Vocabulary terms within `max` edits of `term` (not the term itself), with their distance. */
export function nearTerms(term: string, vocabulary: readonly string[], max: number): [string, number][] {
  if (!max) return [];
  const found: [string, number][] = [];
  for (const v of vocabulary) {
    if (v === term || Math.abs(v.length - term.length) > max) continue;
    const d = boundedDistance(term, v, max);
    if (d <= max) found.push([v, d]);
  }
  return found;
}

/* ------------------------------------------------------------------ */
/* Tiers: the page's name, a quoted heading, a heading                  */
/* ------------------------------------------------------------------ */

/**
 * 0 the query is the page's title or sidebar label, word for word;
 * 1 the query quotes a heading (`quotedTier`: a pasted error message);
 * 2 a heading holds every query word. Tiers come from `records.json` alone,
 * so the first results need no other file.
 */
export const Tier = { Title: 0, Quoted: 1, Heading: 2, None: 3 } as const;

/**
 * What a tier adds to a page's score. A reader who types a page's name is
 * going to that page, so it comes first (held-out: no change, as no
 * held-out question is a page's name; it stays for navigation by name:
 * tuning suite +5.1 top-1). The page whose heading a pasted message quotes
 * comes before pages that share its words (`quotedTier`, held-out: +0.6
 * top-1); a heading holding every word is a boost over text matches
 * (held-out: +1.7 top-1, +1.7 top-3).
 */
const TIER_BONUS = [1000, 300, 30, 0];

export interface TierMatch {
  tier: number;
  /** Orders matches within a tier (lower first). */
  closeness: number;
  /** The heading (index in the record's headings) that matched, if any. */
  heading?: number | undefined;
}

interface PreparedRecord {
  record: SearchRecord;
  titles: Word[][];
  headings: Word[][];
}

export function prepareRecord(record: SearchRecord): PreparedRecord {
  const headings = (record.headings ?? []).map(([text]) => wordsOf(text));
  const titles = [record.title, record.label].filter((t): t is string => Boolean(t)).map(wordsOf);
  return { record, titles, headings };
}

/** Whether a page word answers query word `i`. */
export type WordTest = (i: number, word: Word) => boolean;

/** The test for exact matches: the same word (whole, or stemmed), or while typing, a word it starts. */
export function exactWordTest(q: ParsedQuery, typing: boolean): WordTest {
  const last = q.clauses.length - 1;
  return (i, w) => {
    const c = q.clauses[i]!;
    if (w.whole === c.whole || w.raw === c.raw) return true;
    // A word of an identifier: "provider collection" is in the title `ProviderCollection`.
    if (c.parts.length === 1 && w.parts.length > 1 && w.parts.includes(c.whole)) return true;
    return typing && i === last && c === q.words.at(-1) && c.whole.length >= 3 && w.whole.startsWith(c.whole);
  };
}

/** A page's tier for a query, given how page words answer query words: its name, or a heading holding every word. */
export function tierOf(p: PreparedRecord, q: ParsedQuery, test: WordTest): TierMatch | undefined {
  const n = q.clauses.length;
  if (!n) return undefined;
  // An identifier is in a title that holds its parts (`--isolation-dir` in "Isolation directory").
  const holdsParts = (words: Word[], c: QueryWord) => {
    const parts = c.parts.filter((p) => !isStopWord(p));
    return parts.length > 1 && parts.every((p) => words.some((w) => w.whole === p || (p.length >= 3 && w.whole.startsWith(p))));
  };
  // The title or label is the query: its words that carry meaning are the query's, in order.
  const named = (words: Word[]) => {
    const meaning = words.filter((w) => !w.parts.every(isStopWord));
    return meaning.length === n && meaning.every((w, i) => test(i, w));
  };
  if (p.titles.some(named)) return { tier: Tier.Title, closeness: 0 };
  const holdsAll = (words: Word[]) => q.clauses.every((c, i) => words.some((w) => test(i, w)) || holdsParts(words, c));
  const heading = p.headings.findIndex(holdsAll);
  if (heading >= 0) return { tier: Tier.Heading, heading, closeness: p.headings[heading]!.length };
  // A heading and the page's title together ("filter tests by label": "Filtering by label" in buck2 test).
  const title = p.titles[0]!;
  const withTitle = p.headings.findIndex((h) => holdsAll([...h, ...title]) && q.clauses.some((_, i) => h.some((w) => test(i, w))));
  return withTitle >= 0 ? { tier: Tier.Heading, heading: withTitle, closeness: p.headings[withTitle]!.length + title.length } : undefined;
}

/** A query quotes a heading only from this many words (shorter, the heading tier decides). */
const QUOTE_MIN_WORDS = 4;
/** ... and when it holds at least this many words of the heading. */
const QUOTE_MIN_MATCHED = 3;

/**
 * A pasted error message finds the heading that quotes it. Buck2 fills its
 * messages with the reader's own names, paths and numbers, so the query and
 * the page share only the message's fixed words: the troubleshooting page's
 * headings are its entries' messages without their placeholders ("External
 * cell cannot have a nested cell" for "External cell `root` cannot have a
 * nested cell `toolchains`"). A query quotes a heading when it holds every
 * word of the heading in order (a function word may be missing: "None of 2
 * conditions matched" quotes "None of the conditions matched"), at least
 * `QUOTE_MIN_MATCHED` of them, and the query's other words are mostly the
 * reader's own (`OWN`, wildcards) or fewer than the heading's: a long query
 * whose known words nearly all make one heading finds that page first even
 * though its own words are on no page. Closer with fewer other words. A
 * query of the heading's words and nothing else, with no part of the
 * reader's own (typed, not pasted), is left to the heading tier ("external
 * cell cannot have a nested cell", "Failed to stat buck-out/v2": the guide
 * that explains it first, as before).
 * Suite queries (kind error): "Cell name `buck` should be an alias for an
 * existing cell, but `gh_facebook_buck2_shims_meta` isn't a known alias",
 * "`root//libs/crypto:crypto` is not visible to `root//services/billing:billing`",
 * "fail:One of `cmd` or `bash` should be set.", "Recursive invocation of
 * Buck, with a different state. Use `--isolation-dir` on the inner
 * invocation to fix this."
 */
export function quotedTier(p: PreparedRecord, q: ParsedQuery): TierMatch | undefined {
  const words = q.words;
  if (words.length < QUOTE_MIN_WORDS) return undefined;
  // Typed without any part of the reader's own, a query of the heading's words alone is the heading tier's.
  const pasted = words.some((w) => w.own);
  let best: TierMatch | undefined;
  const typed = typedWords(q);
  p.headings.forEach((heading, k) => {
    if (heading.length < QUOTE_MIN_MATCHED || !heading.every((w) => isFunctionWord(w.whole) || typed.has(w.whole) || typed.has(w.raw))) return;
    for (let from = 0; from < words.length; from++) {
      const quote = spells(heading, words, from);
      if (!quote || quote.matched < QUOTE_MIN_MATCHED) continue;
      const others = words.filter((w, j) => (j < from || j >= quote.end) && !w.own && !w.stop && !isFunctionWord(w.whole)).length;
      if (others > quote.matched || (!others && !pasted)) continue;
      if (!best || others < best.closeness) best = { tier: Tier.Quoted, heading: k, closeness: others };
    }
  });
  return best;
}

/** A query's words, whole and as typed (once per query: `quotedTier` reads every page's headings). */
const typedSets = new WeakMap<ParsedQuery, Set<string>>();
function typedWords(q: ParsedQuery): Set<string> {
  let set = typedSets.get(q);
  if (!set) typedSets.set(q, (set = new Set(q.words.flatMap((w) => [w.whole, w.raw]))));
  return set;
}

/**
 * Whether the query's words from `from` spell a heading as a message
 * template: each heading word in turn, with nothing between them but the
 * reader's own words (the placeholders) and function words; a function word
 * of the heading may be missing. How many heading words matched, and where
 * the quote ends.
 */
function spells(heading: readonly Word[], words: readonly QueryWord[], from: number): { matched: number; end: number } | undefined {
  let matched = 0;
  let j = from;
  for (let h = 0; h < heading.length; ) {
    const w = heading[h]!;
    const typed = words[j];
    if (typed && (typed.whole === w.whole || typed.raw === w.raw)) {
      matched++;
      h++;
      j++;
    } else if (isFunctionWord(w.whole)) h++;
    else if (typed && matched && (typed.own || isFunctionWord(typed.whole))) j++;
    else return undefined;
  }
  return { matched, end: j };
}

/* ------------------------------------------------------------------ */
/* Ordering                                                             */
/* ------------------------------------------------------------------ */

export interface Ranked {
  record: SearchRecord;
  /** Page index in the records. */
  page: number;
  tier: TierMatch | undefined;
  /** Text score (sum of the matched units' term scores). */
  text: number;
}

/**
 * A page's place among the full answer's results, from its tier and the
 * units it matches, or undefined when it is not a result: a partial match
 * must hold at least half the query's words.
 */
export function rankPage(q: ParsedQuery, record: SearchRecord, page: number, tier: TierMatch | undefined, cover: { covered: number; text: number }): Ranked | undefined {
  const n = q.clauses.length;
  const covered = tier ? n : cover.covered;
  if (!covered || covered * 2 < n) return undefined;
  return { record, page, tier, text: cover.text };
}

/**
 * The order of results: by score alone, the tier bonus plus the text score
 * (held-out: +5.2 top-1, +7.5 top-3 over ordering by words covered first),
 * then fixed tie-breaks.
 */
export function compare(a: Ranked, b: Ranked): number {
  return (
    scoreOf(b) - scoreOf(a) ||
    a.record.kind - b.record.kind ||
    a.record.title.length - b.record.title.length ||
    a.page - b.page
  );
}

export function scoreOf(r: Ranked): number {
  return tierScore(r.tier) + r.text;
}

/** A tier's part of the score: its bonus, less its closeness. */
function tierScore(tier: TierMatch | undefined): number {
  if (!tier) return 0;
  return TIER_BONUS[tier.tier]! - Math.min(tier.closeness, 200) * (tier.tier === Tier.Heading ? 1 : 4);
}

/**
 * A unit's score on a page from its terms' scores: its weakest term times
 * the unit's weight (a page with one part of `system_cxx_toolchain` in its
 * title does not outweigh one that has the whole name).
 */
export function unitScore(unit: Unit, scores: number[]): number {
  return unit.weight * Math.min(...scores);
}

/**
 * A page's text score: the sum over query words of the best unit matching
 * each (`matched[u]` is unit u's score on the page, undefined when it does
 * not match), and how many query words matched.
 */
export function bestCover(q: ParsedQuery, matched: (number | undefined)[]): { covered: number; text: number } {
  const best = q.clauses.map((_, i) => Math.max(-1, ...q.units.flatMap((u, k) => (u.word === i && matched[k] !== undefined ? [matched[k]] : []))));
  return { covered: best.filter((b) => b >= 0).length, text: best.reduce((sum, b) => sum + Math.max(0, b), 0) };
}

/**
 * The section of a page to link (0 for its start, k for heading k-1): the
 * page's start when its title holds every query word (`titleHolds`); else
 * the section holding the most
 * query terms, a term in the section's heading counting twice, the first
 * such section on a tie.
 */
export function bestSection(text: PageText, terms: ReadonlySet<string>, fromStart: boolean): number {
  if (fromStart) return 0;
  const count = (t: string) => {
    const found = new Set<string>();
    for (const w of wordsOf(t)) for (const term of [w.whole, ...w.parts]) if (terms.has(term)) found.add(term);
    return found.size;
  };
  let best = 0;
  let most = 0;
  text.sections.forEach((section, k) => {
    const heading = k > 0 ? text.headings[k - 1]![0] : '';
    const n = count(section) + 2 * count(heading);
    if (n > most) [best, most] = [k, n];
  });
  return best;
}

/** Whether the page's title or label holds every query word (a link, not a rank: the result then links to the page's start). */
export function titleHolds(p: PreparedRecord, q: ParsedQuery): boolean {
  const test = exactWordTest(q, false);
  return p.titles.some((t) => q.clauses.every((_, i) => t.some((w) => test(i, w))));
}

/* ------------------------------------------------------------------ */
/* Suggestions                                                          */
/* ------------------------------------------------------------------ */

/** Up to `count` page titles closest to a query that found nothing ("Try searching for"). */
export function suggestTitles(records: readonly SearchRecord[], query: string, count: number): string[] {
  const q = normalize(query.trim());
  if (q.length < 3) return [];
  const max = Math.max(1, Math.floor(q.length * 0.4));
  const qWords = wordsOf(q).map((w) => w.raw).join(' ');
  const scored = new Map<string, number>();
  for (const record of records) {
    // Each page once, by whichever of its title and label is closer.
    let best: [string, number] | undefined;
    for (const title of [record.label, record.title]) {
      if (!title) continue;
      const whole = boundedDistance(q, normalize(title), max);
      const word = Math.min(max + 1, ...wordsOf(title).map((w) => boundedDistance(qWords, w.raw, max)));
      const distance = Math.min(whole, word);
      if (distance <= max && (!best || distance < best[1])) best = [title, distance];
    }
    if (best && !scored.has(best[0])) scored.set(best[0], best[1]);
  }
  return [...scored].sort((a, b) => a[1] - b[1] || a[0].length - b[0].length).slice(0, count).map(([title]) => title);
}

