import { searchIndexBuilder } from '../lib/search/build/write';
import type { PageStep } from './built-pages';

/**
 * Builds the embedded search index from the finished pages
 * (`src/lib/search/build/`): `dist/search-index/`. A step of ./built-pages.ts.
 */
export function searchIndex(): PageStep {
  const index = searchIndexBuilder();
  return {
    name: 'search index',
    page: ({ sitePath, tree }) => index.read(sitePath, tree),
    done: async ({ distDir, logger }) => {
      const summary = await index.write(distDir);
      logger.info(`indexed ${summary.pages} pages for search (${summary.terms} terms in ${summary.shards} shards)`);
    },
  };
}
