import { searchConfig } from '../../config/search';
import { siteConfig } from '../../config/site';
import { searchUiConfig, type SearchUiConfig } from './ui-config';

/** The search settings the islands receive, for this site (server-side only): results of `version`, the latest by default. */
export function siteSearchUiConfig(version: string = siteConfig.docs.lastVersion): SearchUiConfig {
  return searchUiConfig(searchConfig, {
    language: siteConfig.i18n.defaultLocale,
    version,
    repositoryUrl: siteConfig.repositoryUrl,
  });
}
