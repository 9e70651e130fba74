/**
 * A query as the ranking reads it: its words, the words that carry meaning
 * (without stop words and "buck2"), and the words it may have misspelt.
 */

/** Words that do not decide which page a reader wants ("what is buck2", "buck2 clean"). */
const STOP_WORDS = new Set([
  'a', 'an', 'the', 'is', 'are', 'what', 'whats', 'how', 'do', 'does', 'i', 'to', 'of', 'in', 'on', 'for',
  'with', 'and', 'or', 'my', 'can', 'why', 'when', 'which', 'where', 'it', 'be', 'buck2',
]);

/** Lower-cased words of a text; dots, dashes and punctuation separate words, `_` does not. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
}

export interface ParsedQuery {
  /** Every word, in order. */
  words: string[];
  /** The words that carry meaning (all words when every word is a stop word). */
  content: string[];
  /** The query as one token (`ctx.actions.run`), lower-cased, or '' when it has spaces. */
  dotted: string;
}

/** The words that carry meaning (all of them when every word is a stop word). */
export function meaningful(words: string[]): string[] {
  const content = words.filter((w) => !STOP_WORDS.has(w));
  return content.length ? content : words;
}

export function parseQuery(query: string): ParsedQuery {
  const words = wordsOf(query);
  const content = meaningful(words);
  const trimmed = query.trim().toLowerCase();
  return {
    words,
    content,
    dotted: /\s/.test(trimmed) ? '' : trimmed.replace(/\(\)$/, '').replace(/^\.+/, ''),
  };
}

/** A word with a plural "s" taken off ("targets" → "target", not "class"). */
export function stem(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/**
 * Whether a page's word answers a query word: the same word or its singular,
 * or (for the last word, while the reader is still typing) its beginning.
 */
export function sameWord(queryWord: string, word: string, isLast: boolean): boolean {
  if (word === queryWord || stem(word) === stem(queryWord)) return true;
  return isLast && queryWord.length >= 3 && word.startsWith(queryWord);
}

/** The edits a word of this length may have: one from 4 letters, two from 8. */
export function allowedEdits(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}
