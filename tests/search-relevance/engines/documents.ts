/**
 * The built pages (`dist/`) as documents for the benchmarked libraries: one
 * per section, read by the site's own extractor (`extractPage`, the content
 * the site's index is built from), limited to the pages the site searches
 * by default (English, current version).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { metaContent } from '../../../src/lib/build/elements';
import { extractPage } from '../../../src/lib/search/build/extract';
import { headingAnchor, INDEX_DIR } from '../../../src/lib/search/engine/format';

export interface SectionDocument {
  /** `<page url>#<anchor>` (the page's opening section has no anchor). */
  id: string;
  /** The page's title. */
  title: string;
  /** The section's heading and the h2 above it (an h3's). */
  headings: string;
  text: string;
  /** The page's `<meta name="keywords">` (frontmatter `keywords`), on each of its sections. */
  keywords: string;
}

export async function htmlFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== INDEX_DIR) found.push(...(await htmlFiles(path)));
    } else if (entry.name.endsWith('.html')) found.push(path);
  }
  return found;
}

/** The site URL of a file of `dist`. */
export const urlOf = (dist: string, file: string) => `/${relative(dist, file).split(sep).join('/')}`.replace(/index\.html$/, '').replace(/\.html$/, '/');

/** The page URL of a document id. */
export const pageOf = (id: string) => id.slice(0, id.indexOf('#'));

export async function sectionDocuments(dist: string, filters: Record<string, string> = { language: 'en', version: 'current' }): Promise<SectionDocument[]> {
  const documents: SectionDocument[] = [];
  for (const file of (await htmlFiles(dist)).sort()) {
    const tree = fromHtml(await readFile(file, 'utf8'));
    const page = extractPage(tree);
    if (!page || !Object.entries(filters).every(([key, value]) => page.filters[key]?.includes(value))) continue;
    const url = urlOf(dist, file);
    const keywords = metaContent(tree, 'keywords') ?? '';
    let h2 = '';
    page.sections.forEach((section, k) => {
      const heading = k === 0 ? undefined : page.headings[k - 1]!;
      if (heading?.[1] === 2) h2 = heading[0];
      const headings = !heading ? '' : heading[1] === 3 && h2 ? `${h2} ${heading[0]}` : heading[0];
      documents.push({ id: `${url}#${heading ? headingAnchor(heading) : ''}`, title: page.title, headings, text: section.text.join('').replace(/\s+/g, ' ').trim(), keywords });
    });
  }
  return documents;
}

/** Pages in order of their best section: a page ranks where its first section hit does. */
export const pagesOfSections = (ids: readonly string[]) => [...new Set(ids.map(pageOf))];

/** Field boosts for the configured libraries: title over keywords over headings over text. */
export const BOOST = { title: 4, keywords: 3, headings: 2, text: 1 } as const;
export const FIELDS = ['title', 'keywords', 'headings', 'text'] as const;
