import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { VFile } from 'vfile';

/** The page's file as a writer names it (`src/content/docs/x.md`), from the project root. */
export function fileName(file: VFile): string {
  return file.path ? relative(process.cwd(), file.path).split('\\').join('/') : 'unknown file';
}

/** The page's source as written, frontmatter included ('' when it cannot be read). */
export function sourceOf(file: VFile): string {
  return file.path && existsSync(file.path) ? readFileSync(file.path, 'utf8') : '';
}

/**
 * The lines (1-based) of the file where `test` holds, in order. Astro hands
 * Markdown plugins the page without its frontmatter, so a node's position
 * is not a line of the file: plugins find what they report in the source.
 */
export function linesWhere(source: string, test: (line: string) => boolean): number[] {
  return source.split('\n').flatMap((line, i) => (test(line) ? [i + 1] : []));
}
