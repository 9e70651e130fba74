/**
 * Stand-in for `algoliasearch/lite` in builds that search the embedded index.
 * DocSearch builds a client before handing it to `transformSearchClient`,
 * which replaces it with the local one (src/lib/search/local-client.ts), so
 * the real client (and its weight) is never needed. Hosted builds use the
 * real package (see astro.config.mjs).
 */
export function liteClient(appId: string, apiKey: string) {
  const algoliaAgent = {
    value: 'buck2-docs (embedded index)',
    add: () => algoliaAgent,
  };
  const unused = () => Promise.reject(new Error('The embedded search index answers all queries.'));
  return { appId, apiKey, transporter: { algoliaAgent }, addAlgoliaAgent: () => {}, search: unused, searchForHits: unused, searchForFacets: unused };
}
