// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig, passthroughImageService } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import expressiveCode from 'astro-expressive-code';
import { unified } from '@astrojs/markdown-remark';
import { markdownPlugins } from './src/markdown-plugins/pipeline.ts';
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
  // The site has no raster images to resize or convert, so Astro's image
  // service is the no-op one and sharp is not installed (`overrides` in
  // package.json). An image a writer adds is served as it is.
  image: { service: passthroughImageService() },
  // Test builds (the fixture with other docs versions, the copies in
  // tests/build-failures) keep their own content cache: sharing one, the next
  // site build would import their pages.
  ...(process.env.BUCK2_DOCS_CACHE_DIR ? { cacheDir: process.env.BUCK2_DOCS_CACHE_DIR } : {}),
  // No `prefetch` key: with <ClientRouter /> (Head.astro), Astro fetches a
  // page ahead when its link is hovered or focused, never on 2g or with
  // Save-Data; setting the key would add a second script to every page.
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
    // The plugins are shared with reference prose (src/markdown-plugins/pipeline.ts); Expressive Code adds its own here.
    processor: unified(markdownPlugins),
  },
  vite: {
    resolve: {
      // A copy of the site whose node_modules is a link to the checkout's (the
      // build-failure and dev-server tests) resolves files through the link, so
      // Astro's own components (<ClientRouter />) stay inside the copy's root.
      preserveSymlinks: process.env.BUCK2_DOCS_LINKED_MODULES === '1',
      alias: [
        // DocSearch's facet and Ask AI menus, which this site turns off with
        // either backend: a stand-in (the package itself is not installed,
        // see `overrides` in package.json).
        { find: /^@base-ui\/react\/(menu|popover)$/, replacement: fileURLToPath(new URL('./src/lib/search/stubs/base-ui.ts', import.meta.url)) },
        // With the embedded index, DocSearch's Algolia client is dead weight.
        ...(process.env.DOCSEARCH_BACKEND === 'hosted'
          ? []
          : [{ find: /^algoliasearch\/lite$/, replacement: fileURLToPath(new URL('./src/lib/search/stubs/algoliasearch-lite.ts', import.meta.url)) }]),
      ],
    },
    build: {
      rollupOptions: {
        output: {
          // The page script (src/enhancements/) and the small modules it shares
          // with the search islands form one file: a chain of imports is one
          // more round trip before the page has settled.
          codeSplitting: {
            groups: [
              { name: 'enhance', test: /[\\/]src[\\/](enhancements[\\/]|hydration[\\/]trigger-queue|lib[\\/]browser[\\/]search-shell)|vite[\\/]preload-helper|BaseLayout\.astro\?astro&type=script/ },
              // Astro's router and its prefetching, in the file of the script that starts them (<ClientRouter />).
              { name: 'router', test: /[\\/]astro[\\/](dist[\\/](transitions|prefetch|virtual-modules)[\\/]|components[\\/]ClientRouter\.astro\?astro&type=script)|astro:(transitions|adapter-config)/ },
            ],
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
