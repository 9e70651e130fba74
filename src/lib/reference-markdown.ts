import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createMarkdownProcessor, type MarkdownRenderer } from '@astrojs/markdown-remark';
import type { MarkdownHeading } from 'astro';
import { markdownPlugins } from '../markdown-plugins/pipeline';

let processor: Promise<MarkdownRenderer> | undefined;

/**
 * Renders reference Markdown with the site's plugins (src/markdown-plugins/pipeline.ts) and
 * returns its HTML with its headings (for the table of contents). Code blocks stay
 * plain: Expressive Code joins the pipeline of pages only. With `file` (the YAML
 * file the prose comes from), a writer's mistake the plugins find names its line.
 */
export async function renderReferenceMarkdownWithHeadings(markdown: string, file?: string): Promise<{ html: string; headings: MarkdownHeading[] }> {
  processor ??= createMarkdownProcessor({ ...markdownPlugins, syntaxHighlight: false });
  const { code, metadata } = await (await processor).render(markdown, file ? { fileURL: pathToFileURL(resolve(file)) } : {});
  return { html: code, headings: metadata.headings };
}

/** Renders the Markdown of a reference description (API members, rules, attributes): inline code, links, lists, admonitions. */
export async function renderReferenceMarkdown(markdown: string): Promise<string> {
  return (await renderReferenceMarkdownWithHeadings(markdown)).html;
}
