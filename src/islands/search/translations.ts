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
