import { z } from 'astro/zod';
import { ContentError, failBuild, formatIssues } from '../lib/content-error';

/**
 * Site search settings. The default is the embedded index (Pagefind, built
 * with the site): no request leaves the site. The hosted backend (Algolia
 * DocSearch) can be chosen instead with the settings the current site uses.
 */
const searchConfigSchema = z.discriminatedUnion('backend', [
  z
    .object({
      backend: z.literal('embedded'),
      searchPagePath: z.string().default('search'),
      contextualSearch: z.boolean().default(true),
      disableUserPersonalization: z.boolean().default(false),
      maxResultsPerGroup: z.number().int().positive().default(5),
    })
    .strict(),
  z
    .object({
      backend: z.literal('hosted'),
      appId: z.string().optional(),
      apiKey: z.string().optional(),
      indexName: z.string().min(1),
      searchParameters: z.object({ facetFilters: z.array(z.union([z.string(), z.array(z.string())])).optional() }).loose().default({}),
      contextualSearch: z.boolean().default(true),
      searchPagePath: z.string().default('search'),
      disableUserPersonalization: z.boolean().default(false),
      maxResultsPerGroup: z.number().int().positive().default(5),
    })
    .strict(),
]);

export type SearchConfig = z.output<typeof searchConfigSchema>;

/** A mistake in the search configuration: it stops the build (failBuild). */
const searchConfigError = (message: string) => failBuild(new ContentError(message, { name: 'SearchConfigError' }));

export function parseSearchConfig(input: unknown): SearchConfig {
  const result = searchConfigSchema.safeParse(input);
  if (!result.success) {
    throw searchConfigError(formatIssues('search config', result.error));
  }
  const config = result.data;
  if (config.backend === 'hosted') {
    const missing = [!config.appId && 'appId', !config.apiKey && 'apiKey'].filter(Boolean);
    if (missing.length) {
      throw searchConfigError(
        `Search is set to the hosted backend, but its ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing. ` +
          `Set ${missing.map((m) => `search.${m}`).join(' and ')} in src/config/search.ts (or the DOCSEARCH_APP_ID / DOCSEARCH_API_KEY environment variables), or use backend: 'embedded'.`,
      );
    }
  }
  return config;
}

function fromEnvironment(): unknown {
  const env = typeof process === 'undefined' ? {} : process.env;
  if (env['DOCSEARCH_BACKEND'] === 'hosted') {
    return {
      backend: 'hosted',
      appId: env['DOCSEARCH_APP_ID'],
      apiKey: env['DOCSEARCH_API_KEY'],
      indexName: env['DOCSEARCH_INDEX_NAME'] ?? 'buck2',
    };
  }
  return { backend: 'embedded' };
}

export const searchConfig: SearchConfig = parseSearchConfig(fromEnvironment());
