import { rehypeHeadingIds } from '@astrojs/markdown-remark';
import remarkDirective from 'remark-directive';
import { remarkAdmonitions } from './remark-admonitions';
import { remarkMermaid } from './remark-mermaid';
import { remarkCodeLanguages } from './remark-code-languages';
import { remarkLocalImages } from './remark-local-images';
import { remarkFlagDashes } from './remark-flag-dashes';
import { remarkFlagBadges } from './remark-flag-badges';
import { rehypeHeadingAnchors } from './rehype-heading-anchors';
import { rehypeTabs } from './rehype-tabs';
import { rehypeEmbeddedSections } from './rehype-embedded-sections';

/**
 * The site's Markdown plugins, in order: pages (astro.config.mjs's
 * `markdown.processor`) and reference prose (src/lib/reference-markdown.ts)
 * both run this list.
 */
export const markdownPlugins = {
  // Writers' mistakes first (an image that is not there, an unknown code language): they name the file and line.
  remarkPlugins: [remarkLocalImages, remarkCodeLanguages, remarkFlagDashes, remarkDirective, remarkAdmonitions, remarkMermaid, remarkFlagBadges],
  rehypePlugins: [rehypeHeadingIds, rehypeHeadingAnchors, rehypeEmbeddedSections, rehypeTabs],
  // Curly quotes and ellipses, but `--` stays two hyphens: prose names flags
  // (`--config`) outside code too, and a dash there is a different command.
  // remarkFlagDashes fails the build if they turn into a dash again.
  smartypants: { dashes: false },
};
