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

/** The spec's labels, as DocSearch translations. */
export const SEARCH_TRANSLATIONS = {
  button: { buttonText: 'Search', buttonAriaLabel: 'Search' },
  modal: {
    searchBox: {
      clearButtonTitle: 'Clear the query',
      clearButtonAriaLabel: 'Clear the query',
      closeButtonText: 'Cancel',
      closeButtonAriaLabel: 'Cancel',
      placeholderText: 'Search docs',
      searchInputLabel: 'Search docs',
    },
    startScreen: {
      recentSearchesTitle: 'Recent',
      noRecentSearchesText: 'No recent searches',
      saveRecentSearchButtonTitle: 'Save this search',
      removeRecentSearchButtonTitle: 'Remove this search from history',
      favoriteSearchesTitle: 'Favorite',
      removeFavoriteSearchButtonTitle: 'Remove this search from favorites',
    },
    errorScreen: { titleText: 'Unable to fetch results', helpText: 'You might want to check your network connection.' },
    footer: { selectText: 'to select', navigateText: 'to navigate', closeText: 'to close', poweredByText: 'Search by' },
    noResultsScreen: {
      noResultsText: 'No results for',
      suggestedQueryText: 'Try searching for',
      reportMissingResultsText: 'Believe this query should return results?',
      reportMissingResultsLinkText: 'Let us know.',
    },
  },
};

export { MAX_QUERY_LENGTH } from '../browser/search-shell';
