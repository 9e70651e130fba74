/**
 * Shapes ranked pages into the hits the DocSearch modal renders, so the
 * modal works over the embedded index exactly as over a hosted one.
 *
 * DocSearch wants records with a hierarchy: lvl0 = section ("Concepts",
 * "API"), lvl1 = page title, lvl2/lvl3 = h2/h3, content = the matching text.
 * Each ranked page gives one hit: its section that matched (a heading under
 * the page's title) or the page itself, so the first results are as many
 * pages.
 */

/** A section of a result page: its heading, link and excerpt. */
export interface ResultSection {
  title: string;
  url: string;
  excerpt: string;
  anchor?: { element: string; id: string; text?: string } | undefined;
}

/** A result page: its URL, title and section (in `meta`), an excerpt with `<mark>`ed matches, and the section it links to. */
export interface ResultPage {
  url: string;
  meta: Record<string, string | undefined>;
  excerpt: string;
  sub_results: ResultSection[];
}

/** The name the islands use (from when Pagefind answered searches). */
export type PagefindPage = ResultPage;

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

/** The query's words, lower-cased, for highlighting. */
function termsOf(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map((t) => t.replace(/^[^\p{L}\p{N}_]+|[^\p{L}\p{N}_]+$/gu, ''))
    .filter(Boolean);
}

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
}

/** DocSearch hits for ranked pages: one per page, its matching section or the page itself. */
export function toHits(query: string, pages: readonly ResultPage[], options: ToHitsOptions): DocSearchHit[] {
  return pages.map((page) => {
    const lvl0 = page.meta['section'] ?? 'Docs';
    const lvl1 = page.meta['title'] ?? page.url;
    const hierarchy = emptyHierarchy();
    hierarchy.lvl0 = escapeHtml(lvl0);
    hierarchy.lvl1 = escapeHtml(lvl1);
    const lvl0Hl = { value: escapeHtml(lvl0), matchLevel: 'none' as const, matchedWords: [] };
    const lvl1Hl = highlightTitle(lvl1, query);
    const section = page.sub_results.find((s) => s.anchor && s.url !== page.url);
    const content = snippet(section?.excerpt || page.excerpt, options.snippetWords);
    if (!section) {
      return {
        objectID: page.url,
        type: 'lvl1',
        url: page.url,
        url_without_anchor: page.url,
        anchor: null,
        content: null,
        hierarchy,
        _highlightResult: { hierarchy: { lvl0: lvl0Hl, lvl1: lvl1Hl } },
        _snippetResult: { content: { value: content, matchLevel: 'partial' } },
      };
    }
    const level: Level = section.anchor!.element === 'h3' ? 'lvl3' : 'lvl2';
    const titleHl = highlightTitle(section.title, query);
    const headingMatches = titleHl.matchLevel !== 'none';
    return {
      objectID: section.url,
      type: headingMatches ? level : 'content',
      url: section.url,
      url_without_anchor: page.url,
      anchor: section.anchor!.id,
      content: headingMatches ? null : content,
      hierarchy: { ...hierarchy, [level]: escapeHtml(section.title) },
      _highlightResult: { hierarchy: { lvl0: lvl0Hl, lvl1: lvl1Hl, [level]: titleHl } },
      _snippetResult: { content: { value: content, matchLevel: 'partial' } },
    };
  });
}

/** The number of words a DocSearch request asks for in `content` snippets. */
export function snippetWordsOf(attributesToSnippet: readonly string[] | undefined, fallback = 10): number {
  const spec = attributesToSnippet?.find((a) => a.startsWith('content:'));
  const n = spec ? Number(spec.split(':')[1]) : NaN;
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
