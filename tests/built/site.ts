import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Reads the built site (`dist/`, or DIST_DIR): run after `npm run build`. */
const DIST = process.env.DIST_DIR ?? 'dist';

/** Every page path of the built sitemap. */
export function sitemapPaths(): string[] {
  const files = readdirSync(DIST).filter((f) => /^sitemap-\d+\.xml$/.test(f));
  return files.flatMap((f) => [...readFileSync(join(DIST, f), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
}

export function builtPage(path: string): string | undefined {
  const file = join(DIST, ...path.split('/').filter(Boolean), 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** The hrefs of the main sidebar's links, in order, as a page shows them once its script has run (the full sidebar). */
export function sidebarHrefs(html: string): string[] {
  const nav = html.match(/<template data-doc-sidebar-full>[\s\S]*?<\/template>/)?.[0] ?? html.match(/<aside class="doc-sidebar"[\s\S]*?<\/aside>/)?.[0] ?? '';
  return [...nav.matchAll(/<a class="sidebar-link[^"]*" href="([^"]+)"/g)].map((m) => m[1]!);
}

/**
 * Words of prose in a page's article: its text without code blocks, the
 * table of contents, headings' anchors or the status block of an RFC.
 */
export function proseWords(html: string): number {
  const article = html.match(/<div class="markdown"[\s\S]*?<nav class="pagination|<div class="markdown"[\s\S]*$/)?.[0] ?? '';
  const text = article
    .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
    .replace(/<figure[\s\S]*?<\/figure>/g, ' ')
    .replace(/<aside class="rfc-status"[\s\S]*?<\/aside>/g, ' ')
    .replace(/<h1[\s\S]*?<\/h1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/g, ' ');
  return text.split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length;
}
