/**
 * The one walk of a built site (dist/): every file as a site path, sorted.
 * The post-build steps (src/integrations/built-pages.ts) and the tools that
 * read dist/ (check-budget, check-links, bench-lighthouse) share it.
 * Imported with extensions: tools/*.mjs run it on Node directly.
 */
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Every file under `dir` as a site path (`/docs/index.html`, `/_astro/x.js`), in sorted order. */
export async function distFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .sort();
}

/** The URL a built HTML file is served at: `/docs/index.html` -> `/docs/`, `/404.html` -> `/404.html`. */
export const pageUrlOf = (sitePath: string): string => (sitePath.endsWith('/index.html') ? sitePath.slice(0, -'index.html'.length) : sitePath);

/** The file of a site path under `dir`. */
export const fileOf = (dir: string, sitePath: string): string => join(dir, ...sitePath.split('/').filter(Boolean));
