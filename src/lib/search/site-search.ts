import { searchConfig } from '../../config/search';
import { siteConfig } from '../../config/site';
import { searchUiConfig, type SearchUiConfig } from '../../islands/search/config';

/** The search settings the islands receive, for this site (server-side only). */
export function siteSearchUiConfig(): SearchUiConfig {
  return searchUiConfig(searchConfig, {
    language: siteConfig.i18n.defaultLocale,
    version: siteConfig.docs.lastVersion,
    repositoryUrl: siteConfig.repositoryUrl,
  });
}
