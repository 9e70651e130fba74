import type { CollectionEntry } from 'astro:content';
import { sidebarOf } from '../sidebar/resolve';
import type { ResolvedSidebars } from '../sidebar/types';
import { warnContent } from '../content-error';
import { hrefOfDoc } from './doc-routes';

/**
 * Pages that no sidebar lists: readers reach them only through links and
 * search, which is rarely meant. A page says it is meant to stand alone with
 * `unlisted: true`, or `displayed_sidebar: null` (RFCs, reference notes).
 */
export function pagesInNoSidebar(docs: readonly Pick<CollectionEntry<'docs'>, 'id' | 'data' | 'filePath'>[], sidebars: ResolvedSidebars): string[] {
  return docs
    .filter((doc) => !doc.data.draft && !doc.data.unlisted && doc.data.displayed_sidebar !== null)
    .filter((doc) => sidebarOf(sidebars, hrefOfDoc(doc)) === undefined)
    .map((doc) => `${doc.filePath ?? doc.id} (${hrefOfDoc(doc)})`);
}

/** Warns (without stopping the build) about the pages in no sidebar. */
export function warnPagesInNoSidebar(docs: readonly Pick<CollectionEntry<'docs'>, 'id' | 'data' | 'filePath'>[], sidebars: ResolvedSidebars): void {
  const pages = pagesInNoSidebar(docs, sidebars);
  if (!pages.length) return;
  warnContent(
    `${pages.length === 1 ? '1 page is' : `${pages.length} pages are`} in no sidebar (readers find them only through links and search):\n` +
      pages.map((p) => `  ${p}`).join('\n') +
      '\nList each in src/lib/sidebar/sidebars.ts, or say it stands alone: unlisted: true (or displayed_sidebar: null) in its frontmatter.',
  );
}
