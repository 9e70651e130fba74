import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { attributeOf, elementsOf, metaContent } from '../../lib/build/elements';
import { contentToMarkdown } from './to-markdown';

/** A built guide or reference page, as its Markdown twin and the lists of twins need it. */
export interface TwinPage {
  /** Site path with a trailing slash (`/docs/concepts/buckconfig/`). */
  path: string;
  title: string;
  description: string;
  /** The group search shows the page under (`data-pagefind-meta="section:..."`). */
  section: string;
  /** The docs version the page belongs to (its `version:` search filter). */
  version: string;
  /** The hrefs of the page's whole sidebar, in order (the same list on every page of that sidebar). */
  sidebar: string[];
  markdown: string;
}

/** The Markdown twin's path of a page path: `/docs/x/` -> `/docs/x/index.md`. */
export const twinPath = (path: string) => `${path}index.md`;

const classesOf = (element: Element): string[] => (attributeOf(element, 'className') ?? '').split(' ');

/** The element holding the page's doc content: the `.markdown` block search indexes. */
function contentOf(tree: Root): Element | undefined {
  for (const element of elementsOf(tree)) {
    if ('dataPagefindBody' in element.properties && classesOf(element).includes('markdown')) return element;
  }
  return undefined;
}

/** The hrefs of the page's whole sidebar: the template that follows the article when the first bytes carry a short one, else the sidebar itself. */
function sidebarOf(tree: Root): string[] {
  let full: Element | undefined;
  let aside: Element | undefined;
  for (const element of elementsOf(tree)) {
    if (!full && element.tagName === 'template' && 'dataDocSidebarFull' in element.properties) full = element;
    if (!aside && element.tagName === 'aside' && classesOf(element).includes('doc-sidebar')) aside = element;
  }
  const nav = full?.content ?? aside;
  if (!nav) return [];
  return [...elementsOf(nav)].filter((e) => e.tagName === 'a' && classesOf(e).includes('sidebar-link')).flatMap((a) => attributeOf(a, 'href') ?? []);
}

/** The page's docs version: its `version:` search filter. */
function versionOf(tree: Root): string {
  for (const element of elementsOf(tree)) {
    const filter = attributeOf(element, 'dataPagefindFilter');
    if (element.tagName === 'span' && filter?.startsWith('version:')) return filter.slice('version:'.length);
  }
  return '';
}

/** Reads a built page; undefined when it has no doc content (home, search, redirects). */
export function readPage(tree: Root, path: string, siteUrl: string): TwinPage | undefined {
  const content = contentOf(tree);
  if (!content) return undefined;
  let title = '';
  visit(content, 'element', (node: Element) => {
    if (!title && node.tagName === 'h1') title = toString(node).trim();
  });
  if (!title) throw new Error('the page has no h1, so its Markdown twin would have no title');
  const meta = String(content.properties['dataPagefindMeta'] ?? '');
  const section = meta.startsWith('section:') ? meta.slice('section:'.length) : 'Docs';
  const description = metaContent(tree, 'description') ?? '';
  const body = contentToMarkdown(content, new URL(path, siteUrl).href);
  const markdown = body ? `# ${title}\n\n${body}\n` : `# ${title}\n`;
  return { path, title, description: description.replace(/\s+/g, ' ').trim(), section, version: versionOf(tree), sidebar: sidebarOf(tree), markdown };
}
