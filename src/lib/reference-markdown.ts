import { createMarkdownProcessor, rehypeHeadingIds, type MarkdownRenderer } from '@astrojs/markdown-remark';
import type { MarkdownHeading } from 'astro';
import remarkDirective from 'remark-directive';
import { remarkAdmonitions } from '../markdown-plugins/remark-admonitions';
import { rehypeHeadingAnchors } from '../markdown-plugins/rehype-heading-anchors';

let processor: Promise<MarkdownRenderer> | undefined;

/** Renders reference Markdown and returns its HTML with its headings (for the table of contents). */
export async function renderReferenceMarkdownWithHeadings(markdown: string): Promise<{ html: string; headings: MarkdownHeading[] }> {
  processor ??= createMarkdownProcessor({
    remarkPlugins: [remarkDirective, remarkAdmonitions],
    rehypePlugins: [rehypeHeadingIds, rehypeHeadingAnchors],
    syntaxHighlight: false,
  });
  const { code, metadata } = await (await processor).render(markdown);
  return { html: code, headings: metadata.headings };
}

/** Renders the Markdown of a reference description (API members, rules, attributes): inline code, links, lists, admonitions. */
export async function renderReferenceMarkdown(markdown: string): Promise<string> {
  return (await renderReferenceMarkdownWithHeadings(markdown)).html;
}
