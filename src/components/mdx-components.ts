import ExitCodeTable from './reference/ExitCodeTable.astro';
import QueryFunctions from './reference/QueryFunctions.astro';
import RfcIndex from './rfc/RfcIndex.astro';
import TroubleshootingEntries from './reference/TroubleshootingEntries.astro';
import RuleGroupList from './rules/RuleGroupList.astro';
import CommonAttributes from './rules/CommonAttributes.astro';
import BuckconfigKeys from './reference/BuckconfigKeys.astro';
import EnvironmentVariables from './reference/EnvironmentVariables.astro';

/**
 * Components an MDX page can use without an import (imports with relative
 * paths would break in the snapshots `npm run docs:version` makes).
 * `<Tabs>` and `<TabItem>` are not components: src/markdown-plugins/rehype-tabs.ts
 * turns them into HTML.
 */
export const mdxComponents = { ExitCodeTable, QueryFunctions, RfcIndex, RuleGroupList, CommonAttributes, BuckconfigKeys, EnvironmentVariables, TroubleshootingEntries };
