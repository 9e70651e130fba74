import type { Code, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
// Shiki is the highlighter Expressive Code runs (it depends on it): the names
// it knows are the ones a code block can use. Imported through Expressive
// Code's own copy, so the list is always the one that highlights the blocks.
import { bundledLanguages } from 'shiki/langs';
import ecConfig from '../../ec.config.mjs';
import { ContentError, failBuild, renderStarted } from '../lib/content-error';
import { nearest } from '../lib/edit-distance';
import { fileName, linesWhere, sourceOf } from './source-file';

/** Names with no highlighting that Shiki accepts, the site's aliases (ec.config.mjs), and diagrams (remark-mermaid). */
const OTHER_NAMES = ['text', 'txt', 'plaintext', 'plain', 'ansi', 'mermaid', ...Object.keys((typeof ecConfig.shiki === 'object' && ecConfig.shiki.langAlias) || {})];

/** Every language name a code block can use. */
export const CODE_LANGUAGES: ReadonlySet<string> = new Set([...Object.keys(bundledLanguages), ...OTHER_NAMES]);

/** The problem with a code block's language, or undefined when it is known (or not given). */
export function unknownLanguage(lang: string | null | undefined): string | undefined {
  if (!lang || CODE_LANGUAGES.has(lang)) return undefined;
  const close = nearest(lang.toLowerCase(), [...CODE_LANGUAGES], 4);
  return `code block language "${lang}" is unknown, so the block would not be highlighted. The nearest names are: ${close.join(', ')}. A block can use any language of https://shiki.style/languages, or text for plain output.`;
}

/**
 * Fails on a code block whose language Shiki does not know (` ```starlarkk `),
 * naming the file and line and the nearest names (Expressive Code would only
 * warn, without the file's line, and show the block unhighlighted).
 */
export function remarkCodeLanguages() {
  return (tree: Root, file: VFile) => {
    const where = fileName(file);
    const key = `render/code-language:${where}`;
    renderStarted(where);
    const problems: { lang: string; message: string }[] = [];
    visit(tree, 'code', (node: Code) => {
      const message = unknownLanguage(node.lang);
      if (message && node.lang) problems.push({ lang: node.lang, message });
    });
    if (!problems.length) return;
    const source = sourceOf(file);
    const seen = new Map<string, number>();
    const lines = problems.map(({ lang, message }) => {
      // The nth block with this language is the nth fence that names it.
      const nth = seen.get(lang) ?? 0;
      seen.set(lang, nth + 1);
      const fences = linesWhere(source, (line) => new RegExp(`^\\s*(\`{3,}|~{3,})\\s*${lang.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`).test(line));
      const line = fences[nth];
      return `${where}${line ? `:${line}` : ''}: ${message}`;
    });
    throw failBuild(new ContentError(lines.join('\n'), { name: 'CodeLanguageError' }), key);
  };
}
