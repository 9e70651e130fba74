// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import expressiveCode from 'astro-expressive-code';
import { unified, rehypeHeadingIds } from '@astrojs/markdown-remark';
import remarkDirective from 'remark-directive';
import { remarkAdmonitions } from './src/markdown/remark-admonitions.ts';
import { remarkMermaid } from './src/markdown/remark-mermaid.ts';
import { remarkCodeLanguages } from './src/markdown/remark-code-languages.ts';
import { remarkLocalImages } from './src/markdown/remark-local-images.ts';
import { rehypeHeadingAnchors } from './src/markdown/rehype-heading-anchors.ts';
import { rehypeTabs } from './src/markdown/rehype-tabs.ts';
import { linkCheck } from './src/integrations/link-check.ts';
import { contentErrors } from './src/integrations/content-errors.ts';
import { sitemapAlias } from './src/integrations/sitemap-alias.ts';
import { searchIndex } from './src/integrations/search-index.ts';
import { islands } from './src/integrations/islands.ts';
import { markdownTwins } from './src/integrations/markdown-twins/index.ts';
import { securityHeaders } from './src/integrations/security-headers/index.ts';
import { builtPages } from './src/integrations/built-pages.ts';
import { redirects } from './redirects.ts';
import { sitePath } from './src/lib/paths.ts';

const redirectSources = new Set(redirects.map((r) => sitePath(r.from)));

export default defineConfig({
  site: 'https://buck2.build',
  base: '/',
  trailingSlash: 'always',
  // Stylesheets are inline: a page paints from its first response, with no
  // render-blocking request (tools/check-budget.mjs counts them in the HTML).
  build: { format: 'directory', inlineStylesheets: 'always' },
  // Test builds (the fixture with other docs versions, the copies in
  // tests/build-failures) keep their own content cache: sharing one, the next
  // site build would import their pages.
  ...(process.env.BUCK2_DOCS_CACHE_DIR ? { cacheDir: process.env.BUCK2_DOCS_CACHE_DIR } : {}),
  // Astro's prefetch visits every link of a page on load; links are fetched
  // ahead on hover or focus by src/enhancements/prefetch.ts instead.
  prefetch: false,
  integrations: [
    // Settings in ec.config.mjs.
    expressiveCode(),
    mdx(),
    react(),
    islands(),
    sitemap({ filter: (page) => !page.endsWith('/404/') && !redirectSources.has(new URL(page).pathname) }),
    sitemapAlias(),
    contentErrors(),
    // The steps that read every built page, in one pass over them.
    // The twins first: the link check checks every page's link to its twin.
    builtPages([markdownTwins(), linkCheck(), searchIndex(), securityHeaders()]),
  ],
  markdown: {
    processor: unified({
      // Writers' mistakes first (an image that is not there, an unknown code language): they name the file and line.
      remarkPlugins: [remarkLocalImages, remarkCodeLanguages, remarkDirective, remarkAdmonitions, remarkMermaid],
      rehypePlugins: [rehypeHeadingIds, rehypeHeadingAnchors, rehypeTabs],
    }),
  },
  vite: {
    resolve: {
      // With the embedded index, DocSearch's Algolia client and its facet/Ask AI
      // menus are dead weight in the search modal: swap in small stand-ins.
      alias:
        process.env.DOCSEARCH_BACKEND === 'hosted'
          ? []
          : [
              { find: /^algoliasearch\/lite$/, replacement: fileURLToPath(new URL('./src/lib/search/stubs/algoliasearch-lite.ts', import.meta.url)) },
              { find: /^@base-ui\/react\/(menu|popover)$/, replacement: fileURLToPath(new URL('./src/lib/search/stubs/base-ui.ts', import.meta.url)) },
            ],
    },
    build: {
      rollupOptions: {
        output: {
          // The page script (src/enhancements/) and the small modules it shares
          // with the search islands form one file: a chain of imports is one
          // more round trip before the page has settled.
          codeSplitting: {
            groups: [{ name: 'enhance', test: /[\\/]src[\\/](enhancements[\\/]|islands[\\/]trigger-queue|lib[\\/]browser[\\/]search-shell)|vite[\\/]preload-helper|BaseLayout\.astro\?astro&type=script/ }],
          },
        },
        onwarn(warning, warn) {
          // Every MDX module starts with a directive Rolldown reports; harmless.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  },
});
