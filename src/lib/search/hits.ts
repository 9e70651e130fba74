/**
 * Shapes ranked pages into the hits the DocSearch modal renders, so the
 * modal works over the embedded index exactly as over a hosted one.
 *
 * Pagefind gives one result per page with `sub_results` per heading; DocSearch
 * wants records with a hierarchy: lvl0 = section ("Concepts", "API"), lvl1 =
 * page title, lvl2/lvl3 = h2/h3, content = the matching text.
 */

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: { element: string; id: string; text?: string } | undefined;
}

export interface PagefindPage {
  url: string;
  meta: Record<string, string | undefined>;
  excerpt: string;
  sub_results: PagefindSubResult[];
}

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type Hierarchy = Record<Level, string | null>;
interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface DocSearchHit {
  objectID: string;
  type: Level | 'content';
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  content: string | null;
  hierarchy: Hierarchy;
  _highlightResult: { content?: HighlightValue; hierarchy: Partial<Record<Level, HighlightValue>> };
  _snippetResult: { content?: { value: string; matchLevel: HighlightValue['matchLevel'] }; hierarchy?: Partial<Record<Level, { value: string; matchLevel: HighlightValue['matchLevel'] }>> };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': ' ' };

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (m) => ENTITIES[m] ?? m);
}

/**
 * An excerpt as safe HTML: every character escaped except the `<mark>` tags
 * Pagefind puts around matches (anything else that looks like markup is text).
 */
export function safeExcerpt(excerpt: string): string {
  return excerpt
    .split(/(<mark>|<\/mark>)/)
    .map((part) => (part === '<mark>' || part === '</mark>' ? part : escapeHtml(decodeEntities(part))))
    .join('');
}

/** The query's words, lower-cased. */
export function termsOf(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map((t) => t.replace(/^[^\p{L}\p{N}_]+|[^\p{L}\p{N}_]+$/gu, ''))
    .filter(Boolean);
}

/** Words Pagefind marked as matches in an excerpt. */
export function markedWords(excerpt: string): string[] {
  return [...excerpt.matchAll(/<mark>([\s\S]*?)<\/mark>/g)].map((m) =>
    decodeEntities(m[1]!)
      .toLowerCase()
      .replace(/^[^\p{L}\p{N}_]+|[^\p{L}\p{N}_]+$/gu, ''),
  );
}

/**
 * Whether a marked word really matches a query term. Pagefind stems
 * ("targets" marks "target"), but for an unknown word it also falls back to
 * the longest indexed prefix ("xylophone" marks a lone "x"): such short
 * prefixes are not matches.
 */
export function wordMatchesTerm(word: string, term: string): boolean {
  if (!word || !term) return false;
  // The word contains what was typed: "daem" in "daemon", "declare_output" in "ctx.actions.declare_output".
  if (word.startsWith(term) || (term.length >= 3 && word.includes(term))) return true;
  // The word is a stem of the term ("target" for "targets"): it must be most of the term.
  const shared = [...word].findIndex((c, i) => term[i] !== c);
  const common = shared === -1 ? word.length : shared;
  return common >= Math.max(3, Math.ceil(term.length * 0.6)) && (common === word.length || common >= 4);
}

function pageText(page: PagefindPage): string[] {
  return [page.excerpt, ...page.sub_results.map((s) => s.excerpt)];
}

/** True when every query term genuinely matches something on the page. */
export function isRealMatch(query: string, page: PagefindPage): boolean {
  const terms = termsOf(query);
  if (!terms.length) return false;
  const words = pageText(page).flatMap(markedWords);
  const titles = [page.meta['title'] ?? '', ...page.sub_results.map((s) => s.title)].map((t) => t.toLowerCase());
  return terms.every((term) => words.some((w) => wordMatchesTerm(w, term)) || titles.some((t) => t.includes(term)));
}

const lastSegment = (s: string) => s.toLowerCase().split('.').pop() ?? '';

/** The excerpt cut to `words` words around its first match, as safe HTML. */
export function snippet(excerpt: string, words: number): string {
  const tokens = excerpt.replace(/<mark>([\s\S]*?)<\/mark>/g, (_m, w: string) => w.split(/\s+/).map((x) => `\u0001${x}\u0002`).join(' ')).split(/\s+/).filter(Boolean);
  const first = Math.max(0, tokens.findIndex((t) => t.includes('\u0001')));
  const start = Math.max(0, Math.min(first - Math.floor(words / 3), tokens.length - words));
  const cut = tokens.slice(start, start + words);
  const text = `${start > 0 ? '… ' : ''}${cut.join(' ')}${start + words < tokens.length ? ' …' : ''}`;
  return safeExcerpt(text.replace(/\u0001/g, '<mark>').replace(/\u0002/g, '</mark>'));
}

/** Title text with the query's terms marked, as safe HTML. */
export function highlightTitle(title: string, query: string): HighlightValue {
  const terms = termsOf(query).sort((a, b) => b.length - a.length);
  let html = escapeHtml(title);
  const matched: string[] = [];
  for (const term of terms) {
    const re = new RegExp(`(${escapeHtml(term).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'gi');
    if (re.test(html)) {
      matched.push(term);
      html = html.replace(re, '<mark>$1</mark>');
    }
  }
  return { value: html, matchLevel: matched.length === terms.length && terms.length ? 'full' : matched.length ? 'partial' : 'none', matchedWords: matched };
}

const emptyHierarchy = (): Hierarchy => ({ lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null });

export interface ToHitsOptions {
  /** Words per snippet (DocSearch asks for 10, or 5 on small screens). */
  snippetWords: number;
  /** Headings shown under each page. */
  maxSubResultsPerPage?: number;
}

/** DocSearch hits for ranked pages: the page itself, then its matching sections. */
export function toHits(query: string, pages: readonly PagefindPage[], options: ToHitsOptions): DocSearchHit[] {
  const maxSubs = options.maxSubResultsPerPage ?? 3;
  const hits: DocSearchHit[] = [];
  for (const page of pages) {
    const lvl0 = page.meta['section'] ?? 'Docs';
    const lvl1 = page.meta['title'] ?? page.url;
    const base = emptyHierarchy();
    base.lvl0 = escapeHtml(lvl0);
    base.lvl1 = escapeHtml(lvl1);
    const lvl0Hl = { value: escapeHtml(lvl0), matchLevel: 'none' as const, matchedWords: [] };
    const lvl1Hl = highlightTitle(lvl1, query);
    hits.push({
      objectID: page.url,
      type: 'lvl1',
      url: page.url,
      url_without_anchor: page.url,
      anchor: null,
      content: null,
      hierarchy: base,
      _highlightResult: { hierarchy: { lvl0: lvl0Hl, lvl1: lvl1Hl } },
      _snippetResult: { content: { value: snippet(page.excerpt, options.snippetWords), matchLevel: 'partial' } },
    });
    const q = query.trim().toLowerCase();
    const exact = (s: PagefindSubResult) => s.title.toLowerCase() === q || lastSegment(s.title) === q;
    const sections = page.sub_results
      .filter((s) => s.anchor && s.url !== page.url)
      .map((s, i) => ({ s, i }))
      .sort((a, b) => Number(exact(b.s)) - Number(exact(a.s)) || a.i - b.i)
      .map((x) => x.s)
      .slice(0, maxSubs);
    for (const sub of sections) {
      const level: Level = sub.anchor!.element === 'h3' ? 'lvl3' : 'lvl2';
      const hierarchy = { ...base, [level]: escapeHtml(sub.title) };
      const titleHl = highlightTitle(sub.title, query);
      const headingMatches = titleHl.matchLevel !== 'none';
      const content = snippet(sub.excerpt, options.snippetWords);
      hits.push({
        objectID: sub.url,
        type: headingMatches ? level : 'content',
        url: sub.url,
        url_without_anchor: page.url,
        anchor: sub.anchor!.id,
        content: headingMatches ? null : content,
        hierarchy,
        _highlightResult: { hierarchy: { lvl0: lvl0Hl, lvl1: lvl1Hl, [level]: titleHl } },
        _snippetResult: { content: { value: content, matchLevel: 'partial' } },
      });
    }
  }
  return hits;
}

/** The number of words a DocSearch request asks for in `content` snippets. */
export function snippetWordsOf(attributesToSnippet: readonly string[] | undefined, fallback = 10): number {
  const spec = attributesToSnippet?.find((a) => a.startsWith('content:'));
  const n = spec ? Number(spec.split(':')[1]) : NaN;
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
