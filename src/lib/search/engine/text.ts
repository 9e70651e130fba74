/**
 * How text becomes search terms, for the pages (at build time) and for the
 * reader's query (in the browser): the two must agree, so both use this file.
 *
 * A page's words and a query's words are lower-cased, their accents dropped
 * and their plural (and `-ing`) endings taken off. Identifiers are kept whole
 * and also split: `target_compatible_with`, `--keep-going`, `ctx.actions.run`
 * and `ProviderCollection` give the whole word without its separators
 * (`targetcompatiblewith`, `keepgoing`, ...) and each part (`target`,
 * `compatible`, ...). Typed with or without dashes, underscores, dots or
 * capitals, an identifier reaches the same terms.
 */

/** Words too common to index: no page is found by them. */
const FUNCTION_WORDS = new Set([
  'a', 'an', 'the', 'is', 'are', 'was', 'be', 'been', 'of', 'to', 'in', 'on', 'for', 'with', 'and', 'or', 'it', 'its', 'this', 'that',
  'as', 'at', 'by', 'from', 'into', 'than', 'then', 'but', 'if', 'so',
]);

/** Words of a query that do not decide which page a reader wants ("what is buck2", "buck2 clean", "how do I ..."). */
const QUERY_STOP_WORDS = new Set([
  ...FUNCTION_WORDS,
  'what', 'whats', 'how', 'do', 'does', 'did', 'i', 'my', 'me', 'can', 'why', 'when', 'which', 'where', 'there', 'you', 'your', 'we',
  'our', 'not', 'no', 'way', 'should', 'would', 'could', 'vs', 'versus', 'buck2', 'buck',
]);

/** Whether a term is too common to be indexed. */
export const isFunctionWord = (term: string): boolean => FUNCTION_WORDS.has(term);
/** Whether a query word is left out of matching (unless every word is). */
export const isStopWord = (term: string): boolean => QUERY_STOP_WORDS.has(term);

/** Lower case without accents. */
export function normalize(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Takes common endings off a plain word: plurals ("targets", "dependencies")
 * and `-ing` ("passing"), when enough of the word is left to stay distinct.
 */
export function stem(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 6 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) return word.slice(0, -1);
  return word;
}

/** One word of a text as written: the identifier whole, and its parts. */
export interface Word {
  /** As written, lower-cased (`target_compatible_with`, `keep-going`, `providercollection`). */
  raw: string;
  /** The term for the whole word (separators removed, stemmed). */
  whole: string;
  /** Terms of its parts, in order; a single part for a plain word. */
  parts: string[];
  /** Offset of the word in the text. */
  start: number;
  end: number;
}

/** A run of letters and digits joined by `_`, `.` or `-` (a leading `--` of a flag is not part of it). */
const WORD = /[\p{L}\p{N}]+(?:[_.\-'’]*[\p{L}\p{N}_]+)*/gu;

const PLAIN = /^[A-Za-z0-9]?[a-z0-9]*$/;

/** Parts of an identifier: split at `_ . -` and at lower-to-upper case changes (`ProviderCollection`, `getHTTPResponse`). */
function partsOf(original: string): string[] {
  return original
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(/[\s_.\-'’]+/u)
    .map(normalize)
    .filter(Boolean);
}

/** The words of a text, in order. */
export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const m of text.matchAll(WORD)) {
    // Most words are plain ASCII with at most a leading capital: no need to split or normalise them.
    if (PLAIN.test(m[0])) {
      const raw = m[0].toLowerCase();
      const term = stem(raw);
      words.push({ raw, whole: term, parts: [term], start: m.index, end: m.index + m[0].length });
      continue;
    }
    const original = m[0].replace(/['’]s$/u, '').replace(/['’]/gu, '');
    const raw = normalize(original);
    const split = partsOf(original);
    const parts = split.map(stem);
    const whole = split.length > 1 ? stem(split.join('')) : (parts[0] ?? raw);
    words.push({ raw, whole, parts, start: m.index, end: m.index + m[0].length });
  }
  return words;
}

/** Every term a text holds: each word whole, and the parts of identifiers (function words left out). */
export function termsOf(text: string): string[] {
  const terms: string[] = [];
  for (const w of wordsOf(text)) {
    if (w.parts.length > 1) terms.push(w.whole);
    // Each dotted segment whole too: `attrs.exec_dep` holds `exec_dep`.
    for (const segment of segmentsOf(w.raw)) terms.push(segment);
    for (const p of w.parts) if (!isFunctionWord(p)) terms.push(p);
  }
  return terms;
}

/** The wholes of a dotted name's segments that are identifiers themselves (`exec_dep` in `attrs.exec_dep`). */
export function segmentsOf(raw: string): string[] {
  if (!raw.includes('.')) return [];
  return raw.split('.').flatMap((segment) => {
    const parts = segment.split(/[_\-]+/).filter(Boolean);
    return parts.length > 1 ? [stem(parts.join(''))] : [];
  });
}

/** The edits a typed word may have to match a word of the pages: one from 4 letters, two from 8. */
export function allowedEdits(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}
