import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
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

const CONTENT_START = '<div class="markdown" data-pagefind-body';

/** The value of an attribute in one tag of the page, decoded. */
function attribute(html: string, tag: RegExp, name: string): string | undefined {
  const match = html.match(tag)?.[0];
  if (!match) return undefined;
  const element = fromHtml(match, { fragment: true }).children[0];
  const value = element?.type === 'element' ? element.properties[name] : undefined;
  return value === undefined ? undefined : String(value);
}

/**
 * Reads a built page; undefined when it has no doc content (home, search,
 * redirects). Only the article is parsed: the head and the sidebar are
 * read with patterns, which keeps the 500 pages to a few seconds.
 */
export function readPage(html: string, path: string, siteUrl: string): TwinPage | undefined {
  const start = html.indexOf(CONTENT_START);
  if (start < 0) return undefined;
  const end = html.indexOf('</article>', start);
  // Highlighted code is a span per token: its text is all the twin needs, and far faster to parse.
  const article = html.slice(start, end < 0 ? undefined : end).replace(/<pre data-language[\s\S]*?<\/pre>/g, (pre) => pre.replace(/<\/?span\b[^>]*>/g, ''));
  const fragment = fromHtml(article, { fragment: true });
  const content = fragment.children.find((n): n is Element => n.type === 'element');
  if (!content) return undefined;
  let title = '';
  visit(content, 'element', (node: Element) => {
    if (!title && node.tagName === 'h1') title = toString(node).trim();
  });
  if (!title) throw new Error('the page has no h1, so its Markdown twin would have no title');
  const meta = String(content.properties['dataPagefindMeta'] ?? '');
  const section = meta.startsWith('section:') ? meta.slice('section:'.length) : 'Docs';
  const description = attribute(html, /<meta name="description"[^>]*>/, 'content') ?? '';
  const version = attribute(html, /<span hidden data-pagefind-filter="version:[^"]*">/, 'dataPagefindFilter')?.slice('version:'.length) ?? '';
  // The whole sidebar: the template that follows the article when the page's first bytes carry a short one.
  const nav = html.match(/<template data-doc-sidebar-full>[\s\S]*?<\/template>/)?.[0] ?? html.match(/<aside class="doc-sidebar"[\s\S]*?<\/aside>/)?.[0] ?? '';
  const sidebar = [...nav.matchAll(/<a class="sidebar-link[^"]*" href="([^"]+)"/g)].map((m) => m[1]!);
  const body = contentToMarkdown(content, new URL(path, siteUrl).href);
  const markdown = body ? `# ${title}\n\n${body}\n` : `# ${title}\n`;
  return { path, title, description: description.replace(/\s+/g, ' ').trim(), section, version, sidebar, markdown };
}
