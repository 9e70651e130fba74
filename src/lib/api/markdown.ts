import { createMarkdownProcessor, rehypeHeadingIds, type MarkdownRenderer } from '@astrojs/markdown-remark';
import remarkDirective from 'remark-directive';
import { remarkAdmonitions } from '../../markdown/remark-admonitions';

let processor: Promise<MarkdownRenderer> | undefined;

/** Renders the Markdown of an API description (inline code, links, lists, admonitions). */
export async function renderApiMarkdown(markdown: string): Promise<string> {
  processor ??= createMarkdownProcessor({
    remarkPlugins: [remarkDirective, remarkAdmonitions],
    rehypePlugins: [rehypeHeadingIds],
    syntaxHighlight: false,
  });
  const { code } = await (await processor).render(markdown);
  return code;
}
