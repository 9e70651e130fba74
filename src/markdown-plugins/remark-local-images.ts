import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Image, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { ContentError, failBuild, renderStarted } from '../lib/content-error';
import { fileName, linesWhere, sourceOf } from './source-file';

/** Where an image's file would be: beside the page (`./x.png`) or in public/ (`/img/x.png`); undefined for a URL. */
export function imageFile(url: string, pagePath: string, publicDir = 'public'): string | undefined {
  if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url) || !url) return undefined;
  const path = decodeURI(url.split(/[?#]/)[0] ?? '');
  return path.startsWith('/') ? join(publicDir, path) : resolve(dirname(pagePath), path);
}

/**
 * Fails on an image whose file does not exist, naming the page, the line and
 * the path looked for. It runs before Astro collects the page's images:
 * Astro would otherwise fail without naming the page, and in the dev server
 * every page would answer 500 until a restart.
 */
export function remarkLocalImages() {
  return (tree: Root, file: VFile) => {
    const where = fileName(file);
    const key = `render/image:${where}`;
    renderStarted(where);
    if (!file.path) return;
    const missing: { url: string; looked: string }[] = [];
    visit(tree, 'image', (node: Image) => {
      const looked = imageFile(node.url, file.path);
      if (looked && !existsSync(looked)) missing.push({ url: node.url, looked });
    });
    if (!missing.length) return;
    const source = sourceOf(file);
    const lines = missing.map(({ url, looked }) => {
      const line = linesWhere(source, (l) => l.includes(`](${url}`))[0];
      return `${where}${line ? `:${line}` : ''}: image "${url}" not found: there is no file ${relative(process.cwd(), looked)}; add the file or fix the path.`;
    });
    throw failBuild(new ContentError(lines.join('\n'), { name: 'ImageError' }), key);
  };
}
