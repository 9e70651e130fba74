/**
 * Every rule that decides the order of search results, in one place.
 *
 * 1. At build time, each term of each page gets a score (`termScore`): BM25F
 *    over the page's fields, so a word in the title or a name the page
 *    defines counts more than the same word in running text.
 * 2. A query becomes units (`parseQuery`): each word, the parts of an
 *    identifier, two adjacent words joined (`keep going` is `keep-going`),
 *    and the synonyms of `synonyms.ts`.
 * 3. Pages are ranked (`compare`) by how many query words they match
 *    (partial matches come after full ones), then pages matched without a
 *    typo before pages that needed one, then by score: the page's tier
 *    (its title or a name it defines is the query, ...) plus its text score,
 *    weighed by the kind of page.
 *
 * The numbers and the tiers were set against the relevance suite
 * (`tests/search-relevance/queries.yaml`); each rule names queries that need
 * it. Change one, run the suite (`npm run test:built`) and the benchmark.
 */
import { boundedDistance } from '../../edit-distance';
import type { PageText, SearchRecord } from './format';
import { SYNONYMS } from './synonyms';
import { allowedEdits, isFunctionWord, isStopWord, normalize, stem, wordsOf, type Word } from './text';

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

/** What a part of the query may match: every term, each page term scored, together covering query words `from` to `to` (exclusive). */
export interface Unit {
  from: number;
  to: number;
  terms: string[];
  weight: number;
  /** The last term may be the start of a word still being typed. */
  prefix: boolean;
  /**
   * Two query words written as one ("pass arguments" as `passarguments`): a
   * guess, so it is never read as a misspelling (which would load vocabulary
   * files for a word no reader typed; "what is buck2", "pass arguments to test").
   */
  joined?: true;
}

export interface QueryWord extends Word {
  stop: boolean;
}

export interface ParsedQuery {
  /** Every word, in order. */
  words: QueryWord[];
  /** The words that carry meaning (every word when all are stop words). */
  clauses: QueryWord[];
  units: Unit[];
  /** The query as one token (`ctx.actions.run`), lower-cased, or '' when it has spaces. */
  dotted: string;
}

/** An identifier typed as its parts, not whole ("keep going" for `--keep-going`): a little less than the whole. */
const PARTS_WEIGHT = 0.85;
/**
 * Two typed words joined (`provider collection` is `ProviderCollection`,
 * `keep going` is `--keep-going`): less than the words themselves, or
 * "target platform" finds every `target_platform` parameter first.
 */
const JOIN_WEIGHT = 0.25;
/** A synonym ("RE" for remote execution, "tset" for transitive set): as good as the reader's own word. */
export const SYNONYM_WEIGHT = 1;
/** A word typed with dashes, found with dashes: above the same word without them. */
const FLAG_WEIGHT = 1.3;
/** The word being typed, completed (`daem` is `daemon`). */
const PREFIX_WEIGHT = 0.7;
/** A word the pages have, completed to a longer one ("RE cache" is not `cache_upload`). */
const PREFIX_OF_WORD_WEIGHT = 0.3;
/** A word the pages do not have, read as a page word one or two edits away ("remote cahce setup", "persistant workers"). */
const FUZZY_WEIGHT = [1, 0.6, 0.4];
/** Each edit a title or heading needs to match moves it this much further in its tier (`cxx_libary`: cxx_library, one edit, before cxx_binary). */
export const EDIT_CLOSENESS = 10;

const SYNONYM_WORDS = SYNONYMS.map(([typed, means]) => ({ typed: wordsOf(typed).map((w) => w.whole), means: termsOfPhrase(means) }));

function termsOfPhrase(text: string): string[] {
  return wordsOf(text).flatMap((w) => (w.parts.length > 1 ? [w.whole] : w.parts)).filter((t) => !isFunctionWord(t));
}

/**
 * Reads a query. `typing`: the reader may not have finished the last word,
 * so it also matches words that start with it (true for a query that does
 * not end with a space).
 */
export function parseQuery(query: string, typing = !/\s$/.test(query)): ParsedQuery {
  const words: QueryWord[] = wordsOf(query).map((w, i, all) => ({
    ...w,
    // "vs" is a stop word, except in "VS Code" ("vs code extension").
    stop: w.parts.every(isStopWord) && !(w.raw === 'vs' && all[i + 1]?.raw === 'code'),
  }));
  const content = words.filter((w) => !w.stop);
  const clauses = content.length ? content : words;
  const last = clauses.length - 1;
  const units: Unit[] = [];
  clauses.forEach((w, i) => {
    const prefix = typing && i === last && w === words.at(-1);
    units.push({ from: i, to: i + 1, terms: [w.whole], weight: 1, prefix });
    // Typed as a flag: pages that write it as a flag ("--keep-going": buck2 build, not a `keep_going` parameter).
    if (w.flag) units.push({ from: i, to: i + 1, terms: [`-${w.whole}`], weight: FLAG_WEIGHT, prefix: false });
    const parts = w.parts.filter((p) => !isStopWord(p));
    if (w.parts.length > 1 && parts.length) units.push({ from: i, to: i + 1, terms: parts, weight: PARTS_WEIGHT, prefix });
    const next = clauses[i + 1];
    if (next && words.indexOf(next) === words.indexOf(w) + 1) {
      units.push({ from: i, to: i + 2, terms: [stem(normalize(`${w.raw}${next.raw}`).replace(/[^\p{L}\p{N}]/gu, ''))], weight: JOIN_WEIGHT, prefix: false, joined: true });
    }
  });
  for (const { typed, means } of SYNONYM_WORDS) {
    for (let i = 0; i + typed.length <= clauses.length; i++) {
      if (typed.every((t, k) => clauses[i + k]!.whole === t) && means.length) {
        units.push({ from: i, to: i + typed.length, terms: means, weight: SYNONYM_WEIGHT, prefix: false });
      }
    }
  }
  const trimmed = normalize(query.trim());
  return { words, clauses, units, dotted: /\s/.test(trimmed) ? '' : trimmed.replace(/\(\)$/, '').replace(/^[.\-]+/, '') };
}

/**
 * What the whole query means when it is a synonym ("tset" is "transitive
 * set", "bazel query" is "uquery"): its tiers count too, so the page titled
 * with the meaning comes first ("tset": Transitive sets before the member
 * `AnalysisActions.tset`; "RE": Remote execution).
 */
export function meaningsOf(q: ParsedQuery): string[] {
  const words = q.clauses.map((c) => c.whole);
  return SYNONYMS.filter((_, k) => {
    const typed = SYNONYM_WORDS[k]!.typed;
    return typed.length === words.length && typed.every((t, i) => t === words[i]);
  }).map(([, means]) => means);
}

/** A tier reached through a synonym is this much further than the same tier reached by the typed words. */
export const SYNONYM_CLOSENESS = 5;

/* ------------------------------------------------------------------ */
/* Matching terms: exact, completed, misspelt                          */
/* ------------------------------------------------------------------ */

/** A term's pages, each with its best score. */
export type TermPages = Map<number, { score: number; fuzzy: boolean }>;

/** How a page term stands for a query term. */
export interface Variant {
  term: string;
  weight: number;
  fuzzy: boolean;
}

/**
 * The page terms a query term stands for: itself; while being typed, the
 * terms it starts (at most `PREFIX_LIMIT`, the most common first); and, only
 * when the pages have neither, the terms within the allowed edits
 * (`allowedEdits`: one from 4 letters, two from 8). A word the pages have is
 * never read as another word (`clean` stays `clean`).
 */
export function variantsOf(term: string, prefix: boolean, known: (t: string) => boolean, startingWith: (t: string) => [string, number][], near?: (t: string, max: number) => [string, number][]): Variant[] {
  const variants: Variant[] = [];
  if (known(term)) variants.push({ term, weight: 1, fuzzy: false });
  if (prefix && term.length >= 2) {
    // A complete word is rarely the start of another ("cache" is not "cache_upload"): completions count less then.
    const weight = variants.length ? PREFIX_OF_WORD_WEIGHT : PREFIX_WEIGHT;
    for (const [t] of startingWith(term).filter(([t]) => t !== term).sort((a, b) => b[1] - a[1]).slice(0, PREFIX_LIMIT)) {
      variants.push({ term: t, weight, fuzzy: false });
    }
  }
  if (!variants.length && near) {
    for (const [t, edits] of near(term, allowedEdits(term))) variants.push({ term: t, weight: FUZZY_WEIGHT[edits] ?? 0, fuzzy: true });
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
/* Tiers: the title, a name, a heading                                  */
/* ------------------------------------------------------------------ */

/**
 * 0 the title or sidebar label is the query; 1 the title starts with it;
 * 2 every query word is in the title; 3 a reference name (API member, rule
 * attribute, query function) is the query or its last dotted part;
 * 4 a heading holds every query word. Tiers come from `records.json` alone,
 * so the first results need no other file.
 */
export const Tier = { Title: 0, TitleStart: 1, TitleWords: 2, Name: 3, Heading: 4, None: 5 } as const;

/**
 * What a tier adds to a page's score. A page named like the query comes
 * first ("daemon", "buck2 test", "cxx_library": tests of titles.test.ts);
 * a heading holding every word beats text matches ("kill daemon").
 */
const TIER_BONUS = [1000, 600, 400, 300, 30, 0];

export interface TierMatch {
  tier: number;
  /** Orders matches within a tier (lower first). */
  closeness: number;
  /** The heading (index in the record's headings) that matched, if any. */
  heading?: number | undefined;
  /** Matched only through a misspelt word. */
  fuzzy: boolean;
}

interface PreparedRecord {
  record: SearchRecord;
  titles: Word[][];
  headings: Word[][];
  /** Reference names (lower-cased, without "()"), by heading index. */
  names: Map<number, string>;
}

export function prepareRecord(record: SearchRecord): PreparedRecord {
  const headings = (record.headings ?? []).map(([text]) => wordsOf(text));
  const names = new Map((record.names ?? []).map((i) => [i, normalize(record.headings![i]![0]).replace(/\(\)$/, '')]));
  const titles = [record.title, record.label].filter((t): t is string => Boolean(t)).map(wordsOf);
  return { record, titles, headings, names };
}

const lastPart = (name: string) => name.slice(name.lastIndexOf('.') + 1);

/** The types well-known receivers stand for in dotted queries, as a rule author writes them (`ctx.actions.run` is `AnalysisActions.run`). */
const RECEIVERS: Record<string, string> = { ctx: 'analysiscontext', 'ctx.actions': 'analysisactions', 'ctx.label': 'label' };
/** Short names of dotted parts (`ctx` is a context: a rule's, or a BXL script's `bxl.Context`). */
const PART_ALIASES: Record<string, string> = { ctx: 'context' };

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

const contentWords = (words: Word[]) => {
  const content = words.filter((w) => !w.parts.every(isStopWord));
  return content.length ? content : words;
};

/** A page's tier for a query, given how page words answer query words. */
export function tierOf(p: PreparedRecord, q: ParsedQuery, test: WordTest, exact: boolean): Omit<TierMatch, 'fuzzy'> | undefined {
  const n = q.clauses.length;
  if (!n) return undefined;
  // An identifier is in a title that holds its parts (`--isolation-dir` in "Isolation directory").
  const holdsParts = (words: Word[], c: QueryWord) => {
    const parts = c.parts.filter((p) => !isStopWord(p));
    return parts.length > 1 && parts.every((p) => words.some((w) => w.whole === p || (p.length >= 3 && w.whole.startsWith(p))));
  };
  const holdsAll = (words: Word[]) => q.clauses.every((c, i) => words.some((w) => test(i, w)) || holdsParts(words, c));
  const equal = titleTier(p, q, test, exact);
  if (equal !== undefined) return { tier: Tier.Title, closeness: equal };
  const phrase = q.words.map((w) => w.raw).join(' ');
  if (exact && phrase.length >= 3 && p.titles.some((t) => t.map((w) => w.raw).join(' ').startsWith(phrase))) return { tier: Tier.TitleStart, closeness: 0 };
  // Fewer other words in the title is closer ("Commands" before "Pass modifiers on the command line").
  const holding = p.titles.filter(holdsAll);
  if (holding.length) {
    // A title that holds the last word only as the start of a longer one is further
    // ("write_json": the member `AnalysisActions.write_json` before the type `WriteJsonCliArgs`).
    const whole = holding.filter((t) => q.clauses.every((c, i) => t.some((w) => exactWordTest(q, false)(i, w)) || holdsParts(t, c)));
    return { tier: Tier.TitleWords, closeness: Math.min(...holding.map((t) => t.length)) + (whole.length ? 0 : 30) };
  }
  const name = nameTier(p, q, exact);
  if (name) return name;
  const heading = p.headings.findIndex(holdsAll);
  if (heading >= 0) return { tier: Tier.Heading, heading, closeness: p.headings[heading]!.length };
  // A heading and the page's title together ("filter tests by label": "Filtering by label" in buck2 test).
  const title = p.titles[0]!;
  const withTitle = p.headings.findIndex((h) => holdsAll([...h, ...title]) && q.clauses.some((_, i) => h.some((w) => test(i, w))));
  return withTitle >= 0 ? { tier: Tier.Heading, heading: withTitle, closeness: p.headings[withTitle]!.length + title.length } : undefined;
}

/**
 * How close a title or label equal to the query is (lower is closer), or
 * undefined: the same words as typed (0), the same words without stop words
 * and "buck2" (10: "buck2 commands" is "Commands"), or the same up to plural
 * endings (15: "Label" is the type before "Labels"); a sidebar label is 5
 * further than the title ("toolchain": Toolchains before Go's toolchains
 * page, labelled Toolchains; "buck2 bxl" is the command, not BXL).
 */
function titleTier(p: PreparedRecord, q: ParsedQuery, test: WordTest, exact: boolean): number | undefined {
  let best: number | undefined;
  const n = q.clauses.length;
  p.titles.forEach((words, k) => {
    const label = k > 0 ? 5 : 0;
    const same = (a: Word, b: QueryWord) => a.raw === b.raw;
    const similar = (a: Word, b: QueryWord, i: number) => (exact ? a.whole === b.whole : i >= 0 ? test(i, a) : a.whole === b.whole);
    let c: number | undefined;
    if (words.length === q.words.length) {
      if (words.every((w, i) => same(w, q.words[i]!))) c = 0;
      else if (words.every((w, i) => similar(w, q.words[i]!, q.clauses.indexOf(q.words[i]!)))) c = 15;
    }
    if (c === undefined) {
      const content = contentWords(words);
      if (content.length === n) {
        if (content.every((w, i) => same(w, q.clauses[i]!))) c = 10;
        else if (content.every((w, i) => similar(w, q.clauses[i]!, i))) c = 25;
      }
    }
    if (c !== undefined && (best === undefined || c + label < best)) best = c + label;
  });
  return best;
}

/**
 * `ctx.actions.run` finds `AnalysisActions.run`, `declare_output` finds
 * `AnalysisActions.declare_output`: the whole name first, then the last
 * part, closer when more of the query's other parts are in the title.
 */
function nameTier(p: PreparedRecord, q: ParsedQuery, exact: boolean): Omit<TierMatch, 'fuzzy'> | undefined {
  if (!q.dotted || !p.names.size) return undefined;
  const wanted = lastPart(q.dotted);
  const others = q.dotted.split('.').slice(0, -1).filter(Boolean);
  const title = normalize(p.record.title);
  const receiver = RECEIVERS[others.join('.')] === title;
  let best: Omit<TierMatch, 'fuzzy'> | undefined;
  for (const [heading, name] of p.names) {
    const last = lastPart(name);
    const whole = name === q.dotted;
    const edits = allowedEdits(wanted);
    const part = exact ? last === wanted : edits > 0 && boundedDistance(last, wanted, edits) <= edits;
    if (!whole && !part) continue;
    const affinity = others.filter((o) => title.includes(PART_ALIASES[o] ?? o) || name.includes(`${o}.`)).length + others.filter((o) => title === (PART_ALIASES[o] ?? o)).length;
    // `compile_commands.json` is not `cli_args.json`: the other parts must relate to the page.
    if (!whole && others.length && !affinity && !receiver) continue;
    const closeness = whole ? 0 : receiver ? 1 : !others.length ? 8 : 20 - affinity;
    if (!best || closeness < best.closeness) best = { tier: Tier.Name, heading, closeness };
  }
  return best;
}

/** Whether a record's name ends like the query's last dotted part (exactly, or within the allowed edits). */
export function namesMatch(p: PreparedRecord, q: ParsedQuery, exact: boolean): boolean {
  if (!q.dotted) return false;
  const wanted = lastPart(q.dotted);
  const edits = allowedEdits(wanted);
  return [...p.names.values()].some((n) => (exact ? lastPart(n) === wanted : edits > 0 && boundedDistance(lastPart(n), wanted, edits) <= edits));
}

/* ------------------------------------------------------------------ */
/* Ordering                                                             */
/* ------------------------------------------------------------------ */

/**
 * The weight of a kind of page in its score. RFCs discuss designs; a guide
 * or reference page that answers comes first for everyday words
 * ("modifiers", "provider collection").
 */
export function pagePrior(record: SearchRecord): number {
  if (/\/rfcs\/./.test(record.url)) return 0.55;
  return 1;
}

export interface Ranked {
  record: SearchRecord;
  /** Page index in the records. */
  page: number;
  /** Query words matched. */
  covered: number;
  /** Whether a misspelt word was needed. */
  fuzzy: boolean;
  tier: TierMatch | undefined;
  /** Text score (sum of the matched units' term scores). */
  text: number;
}

/**
 * A page's place among the full answer's results, from its tier and the
 * units it matches, or undefined when it is not a result: a partial match
 * must hold at least half the query's words ("remote cahce setup" keeps
 * the remote execution page; a pasted error finds the page quoting most of
 * it).
 */
export function rankPage(q: ParsedQuery, record: SearchRecord, page: number, tier: TierMatch | undefined, cover: { covered: number; fuzzy: boolean; text: number }): Ranked | undefined {
  const n = q.clauses.length;
  const covered = tier ? n : cover.covered;
  if (!covered || covered * 2 < n) return undefined;
  // A page the words find exactly is not a misspelt match, whatever its title looks like ("tset").
  const fuzzy = tier && !(cover.covered === n && !cover.fuzzy) ? tier.fuzzy : cover.fuzzy;
  return { record, page, covered, fuzzy, tier, text: cover.text };
}

/** The order of results: more query words matched, then no typo needed, then tier bonus plus weighted text score. */
export function compare(a: Ranked, b: Ranked): number {
  return (
    b.covered - a.covered ||
    Number(a.fuzzy) - Number(b.fuzzy) ||
    scoreOf(b) - scoreOf(a) ||
    a.record.kind - b.record.kind ||
    a.record.title.length - b.record.title.length ||
    a.page - b.page
  );
}

export function scoreOf(r: Ranked): number {
  return (tierScore(r.record, r.tier) + r.text) * pagePrior(r.record);
}

/**
 * A tier's part of the score: its bonus, less its closeness and, for a title
 * equal to the query, a guide before a command before a reference page
 * ("install", "isntall": the guide, then `buck2 install`).
 */
function tierScore(record: SearchRecord, tier: TierMatch | undefined): number {
  if (!tier) return 0;
  return TIER_BONUS[tier.tier]! - Math.min(tier.closeness, 200) * (tier.tier === Tier.Heading ? 1 : 4) - (tier.tier === Tier.Title ? record.kind * KIND_STEP : 0) - (tier.fuzzy ? FUZZY_TIER_PENALTY : 0);
}
const KIND_STEP = 20;
/** A title that only looks like a misspelt query word counts less than one that has it ("deamon", "tset"). */
const FUZZY_TIER_PENALTY = 100;

/**
 * A unit's score on a page from its terms' scores: its weakest term, once
 * per query word it covers, times the unit's weight (a page with one part of
 * `system_cxx_toolchain` in its title does not outweigh one that has the
 * whole name).
 */
export function unitScore(unit: Unit, scores: number[]): number {
  return unit.weight * (unit.to - unit.from) * Math.min(...scores);
}

/**
 * The units a page matches that cover the most query words, then score
 * best: `matched[u]` is unit u's score on the page (undefined when it does
 * not match) and whether it needed a typo.
 */
export function bestCover(q: ParsedQuery, matched: ({ score: number; fuzzy: boolean } | undefined)[]): { covered: number; fuzzy: boolean; text: number } {
  const n = q.clauses.length;
  type Best = { covered: number; fuzzy: number; text: number };
  const best: Best[] = Array.from({ length: n + 1 }, () => ({ covered: 0, fuzzy: 0, text: 0 }));
  const better = (x: Best, y: Best) => x.covered - y.covered || y.fuzzy - x.fuzzy || x.text - y.text;
  for (let i = n - 1; i >= 0; i--) {
    let here: Best = best[i + 1]!;
    q.units.forEach((u, k) => {
      const m = matched[k];
      if (!m || u.from !== i) return;
      const rest = best[u.to]!;
      const option = { covered: rest.covered + (u.to - u.from), fuzzy: rest.fuzzy + Number(m.fuzzy), text: rest.text + m.score };
      if (better(option, here) > 0) here = option;
    });
    best[i] = here;
  }
  const chosen = best[0]!;
  return { covered: chosen.covered, fuzzy: chosen.fuzzy > 0, text: chosen.text };
}

/**
 * The section of a page to link (0 for its start, k for heading k-1): the
 * page's start when its title matched; else the section holding the most
 * query terms, a term in the section's heading counting twice, the first
 * such section on a tie.
 */
export function bestSection(text: PageText, terms: ReadonlySet<string>, tier: TierMatch | undefined): number {
  if (tier && tier.tier <= Tier.TitleWords) return 0;
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

