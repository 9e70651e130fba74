import type { Root, Text } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { ContentError, failBuild, renderStarted } from '../lib/content-error';
import { fileName, linesWhere, sourceOf } from './source-file';

/** An en or em dash followed by a word that could be a flag name (`—config`, `–no-prelude`). */
const DASH_WORD = /[\u2013\u2014]([a-z][a-z0-9]*(?:-[a-z0-9]+)*)/g;

/**
 * The flags (`--config`) written in `written` that show as a dash in
 * `shown`: the same text after typographic punctuation was applied.
 */
export function flagsShownAsDashes(shown: string, written: string): string[] {
  return [...shown.matchAll(DASH_WORD)].map((m) => `--${m[1]}`).filter((flag) => written.includes(flag));
}

/**
 * Fails on a command-line flag outside code that the Markdown pipeline
 * turned into a dash (`--config` shown as `—config`), naming the file and
 * line. It runs after smart punctuation (Astro applies it before the site's
 * plugins), so it catches the pipeline's dash option coming back.
 */
export function remarkFlagDashes() {
  return (tree: Root, file: VFile) => {
    const where = fileName(file);
    const key = `render/flag-dash:${where}`;
    renderStarted(where);
    const body = String(file.value);
    const flags = new Set<string>();
    visit(tree, 'text', (node: Text) => {
      const { start, end } = node.position ?? {};
      const written = start?.offset !== undefined && end?.offset !== undefined ? body.slice(start.offset, end.offset) : body;
      for (const flag of flagsShownAsDashes(node.value, written)) flags.add(flag);
    });
    if (!flags.size) return;
    const source = sourceOf(file);
    const lines = [...flags].map((flag) => {
      const line = linesWhere(source, (l) => l.includes(flag))[0];
      return `${where}${line ? `:${line}` : ''}: "${flag}" would show as "\u2014${flag.slice(2)}": the Markdown pipeline turned its two hyphens into a dash. Keep \`smartypants: { dashes: false }\` in src/markdown-plugins/pipeline.ts, or write the flag in code (\`${flag}\`).`;
    });
    throw failBuild(new ContentError(lines.join('\n'), { name: 'FlagDashError' }), key);
  };
}
