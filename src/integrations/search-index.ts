import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { buildSearchIndex } from '../lib/search/build/write';

/**
 * Builds the embedded search index from the finished site
 * (`src/lib/search/build/`): `dist/search-index/`.
 */
export function searchIndex(): AstroIntegration {
  return {
    name: 'buck2-docs:search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const summary = await buildSearchIndex(fileURLToPath(dir));
        logger.info(`indexed ${summary.pages} pages for search (${summary.terms} terms in ${summary.shards} shards)`);
      },
    },
  };
}
