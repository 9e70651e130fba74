import { boundedDistance } from '../edit-distance';
import { allowedEdits, meaningful, parseQuery, sameWord, stem, wordsOf, type ParsedQuery } from './query';
import type { SearchRecord } from './records';

/**
 * The in-memory ranking, best tier first:
 * 0 the title or sidebar label is the query; 1 the title starts with it;
 * 2 every query word is in the title; 3 a reference name (API member, rule
 * attribute, query function) is the query or its last dotted part;
 * 4 a heading holds every query word.
 * Pages matched only through a misspelt word come after every exact match;
 * body-text matches (Pagefind) come last of all.
 */
const Tier = { Title: 0, TitleStart: 1, TitleWords: 2, Name: 3, Heading: 4 } as const;

export interface Match {
  record: SearchRecord;
  tier: number;
  /** Matched only through a word within the allowed edits of a query word. */
  fuzzy: boolean;
  /** Index of the heading (or reference name) that matched, if any. */
  heading?: number | undefined;
  /** Orders matches within a tier (lower first). */
  closeness: number;
}

interface PreparedRecord {
  record: SearchRecord;
  index: number;
  titles: string[][];
  headings: string[][];
  /** Reference names (lower-cased, without "()"), by heading index. */
  names: Map<number, string>;
}

function prepare(record: SearchRecord, index: number): PreparedRecord {
  const headings = (record.headings ?? []).map(([text]) => wordsOf(text));
  const names = new Map((record.names ?? []).map((i) => [i, record.headings![i]![0].toLowerCase().replace(/\(\)$/, '')]));
  const titles = [record.title, record.label].filter((t): t is string => Boolean(t)).map(wordsOf);
  return { record, index, titles, headings, names };
}

const lastPart = (name: string) => name.slice(name.lastIndexOf('.') + 1);

/**
 * The types well-known receivers stand for in dotted queries, as a rule
 * author writes them (`ctx.actions.run` is `AnalysisActions.run`).
 */
const RECEIVERS: Record<string, string> = { ctx: 'analysiscontext', 'ctx.actions': 'analysisactions', 'ctx.label': 'label' };

/** Short names of dotted parts (`ctx` is a context: a rule's, or a BXL script's `bxl.Context`). */
const PART_ALIASES: Record<string, string> = { ctx: 'context' };

/** Decides whether a page's word answers the query's i-th meaningful word. */
type WordTest = (i: number, word: string) => boolean;

function containsAll(query: ParsedQuery, words: Iterable<string>, test: WordTest): boolean {
  const list = [...words];
  return query.content.every((_, i) => list.some((w) => test(i, w)));
}

function matchRecord(p: PreparedRecord, query: ParsedQuery, test: WordTest, exact: boolean): Omit<Match, 'fuzzy'> | undefined {
  const { record } = p;
  const same = (words: string[]) => words.length === query.words.length && words.every((w, i) => (exact ? w === query.words[i] : testWord(query, test, w, query.words[i]!)));
  // Equal as typed, or equal without stop words and "buck2" ("buck2 commands" is "Commands").
  const sameContent = (words: string[]) => {
    const content = meaningful(words);
    return content.length === query.content.length && content.every((w, i) => test(i, w) && (!exact || w === query.content[i]));
  };
  if (p.titles.some(same)) return { record, tier: Tier.Title, closeness: 0 };
  if (p.titles.some(sameContent)) return { record, tier: Tier.Title, closeness: 1 };
  const phrase = query.words.join(' ');
  if (exact && phrase.length >= 3 && p.titles.some((t) => t.join(' ').startsWith(phrase))) return { record, tier: Tier.TitleStart, closeness: 0 };
  const holding = p.titles.filter((t) => containsAll(query, t, test));
  // Fewer other words in the title is closer ("Commands" before "Pass modifiers on the command line").
  if (holding.length) return { record, tier: Tier.TitleWords, closeness: Math.min(...holding.map((t) => t.length)) };
  const name = matchName(p, query, exact);
  if (name) return name;
  const heading = p.headings.findIndex((h) => same(h) || containsAll(query, h, test));
  return heading >= 0 ? { record, tier: Tier.Heading, heading, closeness: p.headings[heading]!.length } : undefined;
}

/** A query word that is one of the stop words is only ever matched exactly. */
function testWord(query: ParsedQuery, test: WordTest, word: string, queryWord: string): boolean {
  const i = query.content.indexOf(queryWord);
  return i >= 0 ? test(i, word) : word === queryWord;
}

/**
 * `ctx.actions.run` finds `AnalysisActions.run`: the whole name first, then
 * the last part, closer when more of the query's other parts are in the title.
 */
function matchName(p: PreparedRecord, query: ParsedQuery, exact: boolean): Omit<Match, 'fuzzy'> | undefined {
  if (!query.dotted || !p.names.size) return undefined;
  const wanted = lastPart(query.dotted);
  const others = query.dotted.split('.').slice(0, -1).filter(Boolean);
  const title = p.record.title.toLowerCase();
  const receiver = RECEIVERS[others.join('.')] === title;
  let best: Omit<Match, 'fuzzy'> | undefined;
  for (const [heading, name] of p.names) {
    const last = lastPart(name);
    const whole = name === query.dotted;
    const part = exact ? last === wanted : allowedEdits(wanted) > 0 && boundedDistance(last, wanted, allowedEdits(wanted)) <= allowedEdits(wanted);
    if (!whole && !part) continue;
    const affinity = others.filter((o) => title.includes(PART_ALIASES[o] ?? o) || name.includes(`${o}.`)).length;
    // `compile_commands.json` is not `cli_args.json`: the other parts must relate to the page.
    if (!whole && others.length && !affinity && !receiver) continue;
    const closeness = whole ? 0 : receiver ? 1 : 10 - affinity;
    if (!best || closeness < best.closeness) best = { record: p.record, tier: Tier.Name, heading, closeness };
  }
  return best;
}

export interface InMemoryIndex {
  /** Matches for a query, best first. */
  rank(query: string): Match[];
  /** Up to `count` page titles closest to a query (for "Try searching for"). */
  suggest(query: string, count: number): string[];
}

export function createIndex(records: readonly SearchRecord[]): InMemoryIndex {
  const prepared = records.map(prepare);
  const vocabulary = new Set<string>();
  for (const p of prepared) {
    for (const words of [...p.titles, ...p.headings]) for (const w of words) vocabulary.add(w);
  }
  /** Which pages hold each word (in a title, label or heading), and each reference name's last part. */
  const pagesWith = new Map<string, number[]>();
  const pagesNaming = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, page: number) => {
    const list = map.get(key);
    if (!list) map.set(key, [page]);
    else if (list.at(-1) !== page) list.push(page);
  };
  for (const p of prepared) {
    for (const words of [...p.titles, ...p.headings]) for (const w of words) add(pagesWith, w, p.index);
    for (const name of p.names.values()) add(pagesNaming, lastPart(name), p.index);
  }
  const order = new Map(prepared.map((p) => [p.record, p.index]));

  /**
   * Pages that can match at all: every meaningful word somewhere in their
   * titles or headings, or (for a dotted query) a name ending like it. Only
   * these are ranked, so a query costs little however many pages there are.
   */
  function candidates(q: ParsedQuery, test: WordTest, nameTest: (part: string) => boolean): PreparedRecord[] {
    let pages: Set<number> | undefined;
    q.content.forEach((_, i) => {
      const having = new Set<number>();
      for (const [word, list] of pagesWith) if (test(i, word)) for (const page of list) having.add(page);
      pages = pages ? new Set([...pages].filter((page) => having.has(page))) : having;
    });
    const all = pages ?? new Set<number>();
    if (q.dotted) for (const [part, list] of pagesNaming) if (nameTest(part)) for (const page of list) all.add(page);
    return [...all].sort((a, b) => a - b).map((i) => prepared[i]!);
  }

  /** Words of the pages within the allowed edits of `word` (not the word itself), with their distance. */
  const fuzzyCache = new Map<string, Map<string, number>>();
  const nearWords = (word: string): Map<string, number> => {
    let near = fuzzyCache.get(word);
    if (!near) {
      const max = allowedEdits(word);
      near = new Map();
      if (max) {
        for (const v of vocabulary) {
          const d = v === word ? max + 1 : boundedDistance(word, v, max);
          if (d <= max) near.set(v, d);
        }
      }
      fuzzyCache.set(word, near);
    }
    return near;
  };

  function rank(query: string): Match[] {
    const q = parseQuery(query);
    if (!q.words.length) return [];
    const last = q.content.length - 1;
    const exactTest: WordTest = (i, w) => sameWord(q.content[i]!, w, i === last && q.words.at(-1) === q.content[i]);
    const matches: Match[] = [];
    const found = new Set<number>();
    const wanted = lastPart(q.dotted);
    for (const p of candidates(q, exactTest, (part) => part === wanted)) {
      const m = matchRecord(p, q, exactTest, true);
      if (m) {
        matches.push({ ...m, fuzzy: false });
        found.add(p.index);
      }
    }
    // Only a word the pages do not have (exactly, or as typed so far) may be misspelt.
    const near = q.content.map((word, i) => ([...pagesWith.keys()].some((w) => exactTest(i, w)) ? new Map<string, number>() : nearWords(word)));
    if (near.some((s) => s.size) || (q.dotted && !matches.length)) {
      const fuzzyTest: WordTest = (i, w) => exactTest(i, w) || near[i]!.has(w) || near[i]!.has(stem(w));
      const edits = allowedEdits(wanted);
      const nearName = (part: string) => edits > 0 && boundedDistance(part, wanted, edits) <= edits;
      for (const p of candidates(q, fuzzyTest, nearName)) {
        if (found.has(p.index)) continue;
        const m = matchRecord(p, q, fuzzyTest, false);
        // Fewer edits first (`cxx_libary` is one edit from cxx_library, two from cxx_binary).
        if (m) matches.push({ ...m, fuzzy: true, closeness: m.closeness + 100 * editsIn(p, q, near) });
      }
    }
    return matches.sort(
      (a, b) =>
        Number(a.fuzzy) - Number(b.fuzzy) ||
        a.tier - b.tier ||
        a.closeness - b.closeness ||
        a.record.kind - b.record.kind ||
        a.record.title.length - b.record.title.length ||
        order.get(a.record)! - order.get(b.record)!,
    );
  }

  /** The edits a page's closest words need to become the query's words. */
  function editsIn(p: PreparedRecord, q: ParsedQuery, near: Map<string, number>[]): number {
    const words = new Set([...p.titles.flat(), ...p.headings.flat(), ...[...p.names.values()].map(lastPart)]);
    return q.content.reduce((sum, word, i) => {
      if (words.has(word)) return sum;
      const costs = [...words].map((w) => near[i]!.get(w) ?? near[i]!.get(stem(w)) ?? Infinity);
      return sum + Math.min(allowedEdits(word), ...costs);
    }, 0);
  }

  function suggest(query: string, count: number): string[] {
    const q = query.trim().toLowerCase();
    if (q.length < 3) return [];
    const max = Math.max(1, Math.floor(q.length * 0.4));
    const scored = new Map<string, number>();
    for (const p of prepared) {
      // Each page once, by whichever of its title and label is closer.
      let best: [string, number] | undefined;
      for (const title of [p.record.label, p.record.title]) {
        if (!title) continue;
        const whole = boundedDistance(q, title.toLowerCase(), max);
        const word = Math.min(max + 1, ...wordsOf(title).map((w) => boundedDistance(wordsOf(q).join(' '), w, max)));
        const distance = Math.min(whole, word);
        if (distance <= max && (!best || distance < best[1])) best = [title, distance];
      }
      if (best && !scored.has(best[0])) scored.set(best[0], best[1]);
    }
    return [...scored].sort((a, b) => a[1] - b[1] || a[0].length - b[0].length).slice(0, count).map(([title]) => title);
  }

  return { rank, suggest };
}
