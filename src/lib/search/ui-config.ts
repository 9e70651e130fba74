import type { SearchConfig } from '../../config/search';

/** What the search islands need to know, passed from the server as props. */
export interface SearchUiConfig {
  backend: 'embedded' | 'hosted';
  appId?: string | undefined;
  apiKey?: string | undefined;
  indexName: string;
  facetFilters?: (string | string[])[] | undefined;
  disableUserPersonalization: boolean;
  maxResultsPerGroup: number;
  searchPagePath: string;
  /** Contextual search: only results of this language and docs version. */
  filters: Record<string, string>;
  repositoryUrl: string;
}

export function searchUiConfig(config: SearchConfig, context: { language: string; version: string; repositoryUrl: string }): SearchUiConfig {
  const filters = config.contextualSearch ? { language: context.language, version: context.version } : {};
  const base = {
    disableUserPersonalization: config.disableUserPersonalization,
    maxResultsPerGroup: config.maxResultsPerGroup,
    searchPagePath: config.searchPagePath,
    filters,
    repositoryUrl: context.repositoryUrl,
  };
  if (config.backend === 'embedded') return { ...base, backend: 'embedded', indexName: 'docs' };
  const contextual = config.contextualSearch ? [`language:${context.language}`, [`docusaurus_tag:docs-default-${context.version}`]] : [];
  return {
    ...base,
    backend: 'hosted',
    appId: config.appId,
    apiKey: config.apiKey,
    indexName: config.indexName,
    facetFilters: [...(config.searchParameters.facetFilters ?? []), ...contextual],
  };
}
