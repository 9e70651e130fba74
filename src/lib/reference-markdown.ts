import { createMarkdownProcessor, rehypeHeadingIds, type MarkdownRenderer } from '@astrojs/markdown-remark';
import remarkDirective from 'remark-directive';
import { remarkAdmonitions } from '../markdown/remark-admonitions';

let processor: Promise<MarkdownRenderer> | undefined;

/** Renders the Markdown of a reference description (API members, rules, attributes): inline code, links, lists, admonitions. */
export async function renderReferenceMarkdown(markdown: string): Promise<string> {
  processor ??= createMarkdownProcessor({
    remarkPlugins: [remarkDirective, remarkAdmonitions],
    rehypePlugins: [rehypeHeadingIds],
    syntaxHighlight: false,
  });
  const { code } = await (await processor).render(markdown);
  return code;
}
