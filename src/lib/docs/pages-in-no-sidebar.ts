import type { CollectionEntry } from 'astro:content';
import { sidebarOf } from '../sidebar/resolve';
import type { ResolvedSidebars } from '../sidebar/types';
import { warnContent } from '../content-error';
import { hrefOfDoc } from './doc-routes';

type Doc = Pick<CollectionEntry<'docs'>, 'id' | 'data' | 'filePath'>;

/**
 * Pages that no sidebar lists: readers reach them only through links and
 * search, which is rarely meant. A page says it is meant to stand alone with
 * `unlisted: true`, or `displayed_sidebar: null` (RFCs, reference notes).
 * `basePath` is the docs version's (a released version's pages are under /docs/1.0/).
 */
export function pagesInNoSidebar(docs: readonly Doc[], sidebars: ResolvedSidebars, basePath = '/docs/'): string[] {
  return docs
    .filter((doc) => !doc.data.draft && !doc.data.unlisted && doc.data.displayed_sidebar !== null)
    .filter((doc) => sidebarOf(sidebars, hrefOfDoc(doc, basePath)) === undefined)
    .map((doc) => `${doc.filePath ?? doc.id} (${hrefOfDoc(doc, basePath)})`);
}

/** The current docs, or a released version's: where its pages are served and where its sidebars are written. */
interface DocsVersionPlace {
  basePath: string;
  sidebarsFile: string;
}

/** Warns (without stopping the build) about the pages in no sidebar. */
export function warnPagesInNoSidebar(
  docs: readonly Doc[],
  sidebars: ResolvedSidebars,
  { basePath, sidebarsFile }: DocsVersionPlace = { basePath: '/docs/', sidebarsFile: 'src/lib/sidebar/sidebars.ts' },
): void {
  const pages = pagesInNoSidebar(docs, sidebars, basePath);
  if (!pages.length) return;
  warnContent(
    `${pages.length === 1 ? '1 page is' : `${pages.length} pages are`} in no sidebar (readers find them only through links and search):\n` +
      pages.map((p) => `  ${p}`).join('\n') +
      `\nList each in ${sidebarsFile}, or say it stands alone: unlisted: true (or displayed_sidebar: null) in its frontmatter.`,
  );
}
